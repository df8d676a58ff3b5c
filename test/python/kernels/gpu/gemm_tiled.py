"""Description of gemm_tiled.ll (hand-made GPU GEMM, C += A @ B): examples/gemm.py's gemm."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(M, N, K, A, B, C):
    return {"C": (C.astype(np.float64) + A.astype(np.float64) @ B.astype(np.float64)).astype(np.float32)}


KERNELS = [
    KernelSpec(name="gemm_tiled",
               params=[Scalar("M"), Scalar("N"), Scalar("K"),
                       Array("A", "float32", ("M", "K")), Array("B", "float32", ("K", "N")),
                       Array("C", "float32", ("M", "N"), intent="inout")],
               reference=ref, sizes={"M": 1024, "N": 1024, "K": 1024}, rtol=1e-5,
               flops="2*M*N*K", reduction="K",
               torch_equiv=lambda A, B, C: C.addmm_(A, B)),
]
