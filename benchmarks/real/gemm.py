"""gemm: C = alpha * A @ B + beta * C on fixed-size double arrays (gemm.cpp)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"ni": 37, "nj": 41, "nk": 29}


def ref(ni, nj, nk, alpha, beta, C, A, B):
    return {"C": beta * C + alpha * (A @ B)}


KERNELS = [KernelSpec(
    name="gemm",
    params=[Scalar("ni"), Scalar("nj"), Scalar("nk"), Scalar("alpha", "float64", 1.5),
            Scalar("beta", "float64", 1.2), Array("C", "float64", ("ni", "nj"), intent="inout"),
            Array("A", "float64", ("ni", "nk")), Array("B", "float64", ("nk", "nj"))],
    reference=ref, sizes={"ni": 500, "nj": 520, "nk": 540}, rtol=1e-12,
    flops="2*ni*nj*nk", defines={"NI": "ni", "NJ": "nj", "NK": "nk"})]
