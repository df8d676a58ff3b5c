"""symm: C = alpha S B + beta C, S the symmetric matrix of A's lower triangle (symm.cpp)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"m": 37, "n": 29}


def ref(m, n, alpha, beta, C, A, B):
    s = np.tril(A) + np.tril(A, -1).T
    return {"C": beta * C + alpha * (s @ B)}


KERNELS = [KernelSpec(
    name="symm",
    params=[Scalar("m"), Scalar("n"), Scalar("alpha", "float64", 1.5),
            Scalar("beta", "float64", 1.2), Array("C", "float64", ("m", "n"), intent="inout"),
            Array("A", "float64", ("m", "m")), Array("B", "float64", ("m", "n"))],
    reference=ref, sizes={"m": 400, "n": 480}, rtol=1e-12, flops="2*m*m*n",
    defines={"M": "m", "N": "n"})]
