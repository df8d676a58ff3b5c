"""Description of transpose_tiled.ll (hand-made GPU transpose, B = A.T)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(M, N, A, B):
    return {"B": A.T.copy()}


KERNELS = [
    KernelSpec(name="transpose_tiled",
               params=[Scalar("M"), Scalar("N"), Array("A", "float32", ("M", "N")),
                       Array("B", "float32", ("N", "M"), intent="out")],
               reference=ref, sizes={"M": 4096, "N": 4096}, rtol=0, bytes="8*M*N"),
]
