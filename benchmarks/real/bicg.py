"""bicg: s = A' r; q = A p (bicg.cpp)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"m": 47, "n": 53}


def ref(m, n, A, s, q, p, r):
    return {"s": A.T @ r, "q": A @ p}


KERNELS = [KernelSpec(
    name="bicg",
    params=[Scalar("m"), Scalar("n"), Array("A", "float64", ("n", "m")),
            Array("s", "float64", "m", intent="out"), Array("q", "float64", "n", intent="out"),
            Array("p", "float64", "m"), Array("r", "float64", "n")],
    reference=ref, sizes={"m": 1900, "n": 2100}, rtol=1e-12, flops="4*m*n",
    defines={"N": "n", "M": "m"})]
