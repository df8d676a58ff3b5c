"""cholesky: the Cholesky factor of a symmetric positive definite A in its lower triangle
(cholesky.cpp)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"n": 41}


def prepare(n, A):
    return {"A": A @ A.T / n + np.eye(n)}  # symmetric positive definite


def ref(n, A):
    low = np.linalg.cholesky(A)
    return {"A": np.tril(low) + np.triu(A, 1)}


KERNELS = [KernelSpec(
    name="cholesky", params=[Scalar("n"), Array("A", "float64", ("n", "n"), intent="inout")],
    reference=ref, prepare=prepare, sizes={"n": 600}, rtol=1e-12, flops="n*n*n/3",
    defines={"N": "n"})]
