"""gesummv: tmp = A x; y = alpha A x + beta B x (gesummv.c, C99 VLA parameters)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"n": 53}


def ref(n, alpha, beta, A, B, tmp, x, y):
    t = A @ x
    return {"tmp": t, "y": alpha * t + beta * (B @ x)}


KERNELS = [KernelSpec(
    name="gesummv",
    params=[Scalar("n"), Scalar("alpha", "float64", 1.5), Scalar("beta", "float64", 1.2),
            Array("A", "float64", ("n", "n")), Array("B", "float64", ("n", "n")),
            Array("tmp", "float64", "n", intent="out"), Array("x", "float64", "n"),
            Array("y", "float64", "n", intent="out")],
    reference=ref, sizes={"n": 2000}, rtol=1e-12, flops="4*n*n")]
