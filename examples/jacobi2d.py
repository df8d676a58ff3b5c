"""jacobi2d: T steps of the 5-point Jacobi stencil (PolyBench 4.2 jacobi-2d); kernel in jacobi2d.cpp."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def _sweep(src, dst):
    dst[1:-1, 1:-1] = 0.2 * (src[1:-1, 1:-1] + src[1:-1, :-2] + src[1:-1, 2:]
                             + src[2:, 1:-1] + src[:-2, 1:-1])


def ref(T, N, A, B):
    a, b = A.astype(np.float64), B.astype(np.float64)
    for _ in range(T):  # the time loop; each sweep is vectorised
        _sweep(a, b)
        _sweep(b, a)
    return {"A": a.astype(np.float32), "B": b.astype(np.float32)}


KERNELS = [
    KernelSpec(
        name="jacobi2d",
        params=[Scalar("T"), Scalar("N"),
                Array("A", "float32", ("N", "N"), intent="inout"),
                Array("B", "float32", ("N", "N"), intent="inout")],
        reference=ref,
        sizes={"T": 20, "N": 1024},
        rtol=1e-5,
        flops="10*T*(N-2)*(N-2)",
    ),
]
