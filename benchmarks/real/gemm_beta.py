"""gemm_beta: C = beta * C + alpha * A @ B (PolyBench 4.2 gemm, as written): gemm_beta.cpp."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

ALPHA, BETA = 1.5, 1.2
SMALL_SIZES = {"ni": 37, "nj": 41, "nk": 29}


def ref(ni, nj, nk, alpha, beta, C, A, B):
    a, b, c = (x.astype(np.float64) for x in (A, B, C))
    return {"C": (beta * c + alpha * a @ b).astype(np.float32)}


KERNELS = [KernelSpec(
    name="gemm_beta",
    params=[Scalar("ni"), Scalar("nj"), Scalar("nk"), Scalar("alpha", "float32", ALPHA),
            Scalar("beta", "float32", BETA), Array("C", "float32", ("ni", "nj"), intent="inout"),
            Array("A", "float32", ("ni", "nk")), Array("B", "float32", ("nk", "nj"))],
    reference=ref, sizes={"ni": 512, "nj": 512, "nk": 512}, rtol=1e-4, flops="2*ni*nj*nk")]
