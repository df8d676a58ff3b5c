"""heat-3d: tsteps steps of the 7-point heat stencil, A -> B -> A (heat_3d.cpp)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"tsteps": 3, "n": 13}


def step(s, d):
    c = s[1:-1, 1:-1, 1:-1]
    d[1:-1, 1:-1, 1:-1] = (0.125 * (s[2:, 1:-1, 1:-1] - 2.0 * c + s[:-2, 1:-1, 1:-1])
                           + 0.125 * (s[1:-1, 2:, 1:-1] - 2.0 * c + s[1:-1, :-2, 1:-1])
                           + 0.125 * (s[1:-1, 1:-1, 2:] - 2.0 * c + s[1:-1, 1:-1, :-2]) + c)


def ref(tsteps, n, A, B):
    for _ in range(tsteps):
        step(A, B)
        step(B, A)
    return {"A": A, "B": B}


KERNELS = [KernelSpec(
    name="heat_3d",
    params=[Scalar("tsteps"), Scalar("n"), Array("A", "float64", ("n", "n", "n"), intent="inout"),
            Array("B", "float64", ("n", "n", "n"), intent="inout")],
    reference=ref, sizes={"tsteps": 40, "n": 60}, rtol=1e-12,
    flops="30*tsteps*(n-2)*(n-2)*(n-2)", defines={"N": "n"})]
