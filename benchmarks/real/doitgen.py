"""doitgen: A = A @ C4 along the last axis; sum holds the last row computed (doitgen.cpp)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"nr": 7, "nq": 9, "np": 13}


def ref(nr, nq, np, A, C4, sum):
    a = A @ C4
    return {"A": a, "sum": a[-1, -1]}


KERNELS = [KernelSpec(
    name="doitgen",
    params=[Scalar("nr"), Scalar("nq"), Scalar("np"),
            Array("A", "float64", ("nr", "nq", "np"), intent="inout"),
            Array("C4", "float64", ("np", "np")), Array("sum", "float64", "np", intent="out")],
    reference=ref, sizes={"nr": 100, "nq": 100, "np": 128}, rtol=1e-12, flops="2*nr*nq*np*np",
    defines={"NR": "nr", "NQ": "nq", "NP": "np"})]
