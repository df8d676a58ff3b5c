"""trmm: B = alpha L' B, L the unit lower triangular matrix of A (trmm.cpp)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"m": 37, "n": 29}


def ref(m, n, alpha, A, B):
    low = np.tril(A, -1) + np.eye(m)
    return {"B": alpha * (low.T @ B)}


KERNELS = [KernelSpec(
    name="trmm",
    params=[Scalar("m"), Scalar("n"), Scalar("alpha", "float64", 1.5),
            Array("A", "float64", ("m", "m")), Array("B", "float64", ("m", "n"), intent="inout")],
    reference=ref, sizes={"m": 400, "n": 480}, rtol=1e-12, flops="m*(m-1)*n",
    defines={"M": "m", "N": "n"})]
