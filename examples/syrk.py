"""syrk: lower triangle of C = alpha*A@A.T + beta*C (PolyBench 4.2 syrk); kernel in syrk.cpp."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array

ALPHA, BETA = 1.5, 1.2  # PolyBench's init_array values


def ref(N, M, alpha, beta, C, A):
    f = np.float64
    a = A.astype(f)
    full = float(np.float32(beta)) * C.astype(f) + float(np.float32(alpha)) * (a @ a.T)
    lower = np.tril(np.ones((N, N), dtype=bool))
    return {"C": np.where(lower, full, C.astype(f)).astype(np.float32)}


KERNELS = [
    KernelSpec(
        name="syrk",
        params=[Scalar("N"), Scalar("M"),
                Scalar("alpha", "float32", value=ALPHA), Scalar("beta", "float32", value=BETA),
                Array("C", "float32", ("N", "N"), intent="inout"),
                Array("A", "float32", ("N", "M"))],
        reference=ref,
        sizes={"N": 512, "M": 512},
        rtol=1e-5,
        flops="N*(N+1)*(3*M+1)/2",
    ),
]
