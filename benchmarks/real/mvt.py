"""mvt: x1 += A y1; x2 += A' y2 (mvt.c, C99 VLA parameters)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"n": 53}


def ref(n, x1, x2, y1, y2, A):
    return {"x1": x1 + A @ y1, "x2": x2 + A.T @ y2}


KERNELS = [KernelSpec(
    name="mvt",
    params=[Scalar("n"), Array("x1", "float64", "n", intent="inout"),
            Array("x2", "float64", "n", intent="inout"), Array("y1", "float64", "n"),
            Array("y2", "float64", "n"), Array("A", "float64", ("n", "n"))],
    reference=ref, sizes={"n": 2000}, rtol=1e-12, flops="4*n*n")]
