"""syrk: lower triangle of C = alpha A A' + beta C (syrk.cpp); the upper triangle unchanged."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"n": 37, "m": 29}


def ref(n, m, alpha, beta, C, A):
    low = np.tril(np.ones((n, n), dtype=bool))
    return {"C": np.where(low, beta * C + alpha * (A @ A.T), C)}


KERNELS = [KernelSpec(
    name="syrk",
    params=[Scalar("n"), Scalar("m"), Scalar("alpha", "float64", 1.5),
            Scalar("beta", "float64", 1.2), Array("C", "float64", ("n", "n"), intent="inout"),
            Array("A", "float64", ("n", "m"))],
    reference=ref, sizes={"n": 480, "m": 400}, rtol=1e-12, flops="n*(n+1)*m",
    defines={"N": "n", "M": "m"})]
