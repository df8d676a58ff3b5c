"""trisolv: x = L^-1 b, L the lower triangle of a matrix with a dominant diagonal
(trisolv.cpp)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"n": 53}


def prepare(n, L, x, b):
    return {"L": L + 2.0 * np.eye(n)}


def ref(n, L, x, b):
    return {"x": np.linalg.solve(np.tril(L), b)}


KERNELS = [KernelSpec(
    name="trisolv",
    params=[Scalar("n"), Array("L", "float64", ("n", "n")),
            Array("x", "float64", "n", intent="out"), Array("b", "float64", "n")],
    reference=ref, prepare=prepare, sizes={"n": 2000}, rtol=1e-10, flops="n*n",
    defines={"N": "n"})]
