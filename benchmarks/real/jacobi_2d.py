"""jacobi-2d: tsteps sweeps of the 5-point average, A -> B -> A (jacobi_2d.cpp)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"tsteps": 3, "n": 23}


def sweep(src, dst):
    dst[1:-1, 1:-1] = 0.2 * (src[1:-1, 1:-1] + src[1:-1, :-2] + src[1:-1, 2:] + src[2:, 1:-1]
                             + src[:-2, 1:-1])


def ref(tsteps, n, A, B):
    for _ in range(tsteps):
        sweep(A, B)
        sweep(B, A)
    return {"A": A, "B": B}


KERNELS = [KernelSpec(
    name="jacobi_2d",
    params=[Scalar("tsteps"), Scalar("n"), Array("A", "float64", ("n", "n"), intent="inout"),
            Array("B", "float64", ("n", "n"), intent="inout")],
    reference=ref, sizes={"tsteps": 100, "n": 500}, rtol=1e-12, flops="10*tsteps*(n-2)*(n-2)",
    defines={"N": "n"})]
