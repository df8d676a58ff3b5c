"""2mm: tmp = alpha * A @ B; D = beta * D + tmp @ C (two_mm.cpp)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"ni": 23, "nj": 31, "nk": 19, "nl": 27}


def ref(ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D):
    t = alpha * (A @ B)
    return {"tmp": t, "D": beta * D + t @ C}


KERNELS = [KernelSpec(
    name="two_mm",
    params=[Scalar("ni"), Scalar("nj"), Scalar("nk"), Scalar("nl"),
            Scalar("alpha", "float64", 1.5), Scalar("beta", "float64", 1.2),
            Array("tmp", "float64", ("ni", "nj"), intent="out"),
            Array("A", "float64", ("ni", "nk")), Array("B", "float64", ("nk", "nj")),
            Array("C", "float64", ("nj", "nl")), Array("D", "float64", ("ni", "nl"), intent="inout")],
    reference=ref, sizes={"ni": 360, "nj": 380, "nk": 420, "nl": 440}, rtol=1e-12,
    flops="2*ni*nj*nk + 2*ni*nl*nj",
    defines={"NI": "ni", "NJ": "nj", "NK": "nk", "NL": "nl"})]
