"""gemm and igemm: C += A @ B (PolyBench 4.2 gemm with alpha = beta = 1); kernels in gemm.cpp."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def ref(M, N, K, A, B, C):
    return {"C": (C.astype(np.float64) + A.astype(np.float64) @ B.astype(np.float64)).astype(np.float32)}


def iref(M, N, K, A, B, C):
    # int64 is exact here; the cast wraps like the kernel's 32-bit arithmetic would.
    return {"C": (C.astype(np.int64) + A.astype(np.int64) @ B.astype(np.int64)).astype(np.int32)}


KERNELS = [
    KernelSpec(
        name="gemm",
        params=[Scalar("M"), Scalar("N"), Scalar("K"),
                Array("A", "float32", ("M", "K")),
                Array("B", "float32", ("K", "N")),
                Array("C", "float32", ("M", "N"), intent="inout")],
        reference=ref,
        sizes={"M": 1024, "N": 1024, "K": 1024},
        rtol=1e-5,
        flops="2*M*N*K",
        numpy_equiv=lambda A, B, C: C + A @ B,
        reduction="K",
        # bench --target sm_XX: cuBLAS SGEMM with beta = 1 (C += A @ B in place), TF32 off.
        torch_equiv=lambda A, B, C: C.addmm_(A, B),
    ),
    KernelSpec(
        name="igemm",
        params=[Scalar("M"), Scalar("N"), Scalar("K"),
                Array("A", "int32", ("M", "K")),
                Array("B", "int32", ("K", "N")),
                Array("C", "int32", ("M", "N"), intent="inout")],
        reference=iref,
        sizes={"M": 1024, "N": 1024, "K": 1024},
        rtol=0,
        flops="2*M*N*K",
    ),
]
