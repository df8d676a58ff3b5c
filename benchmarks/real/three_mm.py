"""3mm: E = A @ B; F = C @ D; G = E @ F (three_mm.cpp)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"ni": 23, "nj": 31, "nk": 19, "nl": 27, "nm": 17}


def ref(ni, nj, nk, nl, nm, E, A, B, F, C, D, G):
    e, f = A @ B, C @ D
    return {"E": e, "F": f, "G": e @ f}


KERNELS = [KernelSpec(
    name="three_mm",
    params=[Scalar("ni"), Scalar("nj"), Scalar("nk"), Scalar("nl"), Scalar("nm"),
            Array("E", "float64", ("ni", "nj"), intent="out"),
            Array("A", "float64", ("ni", "nk")), Array("B", "float64", ("nk", "nj")),
            Array("F", "float64", ("nj", "nl"), intent="out"),
            Array("C", "float64", ("nj", "nm")), Array("D", "float64", ("nm", "nl")),
            Array("G", "float64", ("ni", "nl"), intent="out")],
    reference=ref, sizes={"ni": 360, "nj": 380, "nk": 400, "nl": 420, "nm": 440}, rtol=1e-12,
    flops="2*ni*nj*nk + 2*nj*nl*nm + 2*ni*nl*nj",
    defines={"NI": "ni", "NJ": "nj", "NK": "nk", "NL": "nl", "NM": "nm"})]
