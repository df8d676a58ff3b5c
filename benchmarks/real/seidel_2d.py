"""seidel-2d: tsteps in-place 9-point Gauss-Seidel sweeps (seidel_2d.cpp).

The reference keeps the rows in order; along a row x[j] = (c[j] + x[j-1]) / 9, with c[j] the
other eight terms, is the sum over d >= 0 of c[j-d] / 9^(d+1) (plus the boundary's share),
truncated where 9^-(d+1) is below double precision."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"tsteps": 3, "n": 23}
DEPTH = 20


def ref(tsteps, n, A):
    a = A.copy()
    for _ in range(tsteps):
        for i in range(1, n - 1):
            up, row, dn = a[i - 1], a[i], a[i + 1]
            c = (up[:-2] + up[1:-1] + up[2:] + row[1:-1] + row[2:] + dn[:-2] + dn[1:-1] + dn[2:])
            x = np.zeros(n - 2)
            for d in range(min(DEPTH, n - 2)):
                x[d:] += c[:n - 2 - d] / 9.0 ** (d + 1)
            x += row[0] * (1.0 / 9.0) ** np.arange(1, n - 1)
            a[i, 1:-1] = x
    return {"A": a}


KERNELS = [KernelSpec(
    name="seidel_2d",
    params=[Scalar("tsteps"), Scalar("n"), Array("A", "float64", ("n", "n"), intent="inout")],
    reference=ref, sizes={"tsteps": 20, "n": 400}, rtol=1e-12, flops="9*tsteps*(n-2)*(n-2)",
    defines={"N": "n"})]
