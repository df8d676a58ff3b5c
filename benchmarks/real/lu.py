"""lu: in-place LU without pivoting of a diagonally dominant matrix (lu.cpp)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"n": 41}


def prepare(n, A):
    return {"A": A + n * np.eye(n)}  # diagonally dominant: no pivoting needed


def ref(n, A):
    a = A.copy()
    for k in range(n - 1):  # right-looking elimination: the same factors, another order
        a[k + 1:, k] /= a[k, k]
        a[k + 1:, k + 1:] -= np.outer(a[k + 1:, k], a[k, k + 1:])
    return {"A": a}


KERNELS = [KernelSpec(
    name="lu", params=[Scalar("n"), Array("A", "float64", ("n", "n"), intent="inout")],
    reference=ref, prepare=prepare, sizes={"n": 500}, rtol=1e-12, flops="2*n*n*n/3",
    defines={"N": "n"})]
