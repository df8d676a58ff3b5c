"""atax: tmp = A x; y = A' tmp (atax.cpp, flat pointers)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"m": 47, "n": 53}


def ref(m, n, A, x, y, tmp):
    t = A @ x
    return {"tmp": t, "y": A.T @ t}


KERNELS = [KernelSpec(
    name="atax",
    params=[Scalar("m"), Scalar("n"), Array("A", "float64", ("m", "n")),
            Array("x", "float64", "n"), Array("y", "float64", "n", intent="out"),
            Array("tmp", "float64", "m", intent="out")],
    reference=ref, sizes={"m": 1900, "n": 2100}, rtol=1e-12, flops="4*m*n")]
