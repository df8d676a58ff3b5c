"""transpose: B = A.T; kernel in transpose.cpp."""
from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def ref(M, N, A, B):
    return {"B": A.T.copy()}


KERNELS = [
    KernelSpec(
        name="transpose",
        params=[Scalar("M"), Scalar("N"),
                Array("A", "float32", ("M", "N")),
                Array("B", "float32", ("N", "M"), intent="out")],
        reference=ref,
        sizes={"M": 4096, "N": 4096},
        rtol=0,  # a copy: every element must be exact
        flops=None,
        bytes="8*M*N",  # A read once, B written once: GB/s, and the device-copy baseline
    ),
]
