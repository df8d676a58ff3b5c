"""sgemm and dgemm: C += A @ B in float and double (gemm.cpp), for `make bench`."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def spec(name, dtype, rtol):
    def ref(M, N, K, A, B, C):
        return {"C": (C.astype(np.float64) + A.astype(np.float64) @ B.astype(np.float64))
                .astype(dtype)}

    return KernelSpec(
        name=name,
        params=[Scalar("M"), Scalar("N"), Scalar("K"),
                Array("A", dtype, ("M", "K")),
                Array("B", dtype, ("K", "N")),
                Array("C", dtype, ("M", "N"), intent="inout")],
        reference=ref,
        sizes={"M": 1024, "N": 1024, "K": 1024},
        rtol=rtol,
        flops="2*M*N*K",
        numpy_equiv=lambda A, B, C: C + A @ B,
        reduction="K",
    )


KERNELS = [spec("sgemm", "float32", 1e-5), spec("dgemm", "float64", 1e-12)]
