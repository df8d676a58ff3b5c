"""gemver: A += u1 v1' + u2 v2'; x += beta A' y + z; w += alpha A x (gemver.cpp)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"n": 53}


def ref(n, alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
    a = A + np.outer(u1, v1) + np.outer(u2, v2)
    x = x + beta * (a.T @ y) + z
    return {"A": a, "x": x, "w": w + alpha * (a @ x)}


KERNELS = [KernelSpec(
    name="gemver",
    params=[Scalar("n"), Scalar("alpha", "float64", 1.5), Scalar("beta", "float64", 1.2),
            Array("A", "float64", ("n", "n"), intent="inout"),
            *[Array(v, "float64", "n") for v in ("u1", "v1", "u2", "v2")],
            Array("w", "float64", "n", intent="inout"), Array("x", "float64", "n", intent="inout"),
            Array("y", "float64", "n"), Array("z", "float64", "n")],
    reference=ref, sizes={"n": 2000}, rtol=1e-12, flops="10*n*n", defines={"N": "n"})]
