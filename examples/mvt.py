"""mvt: x1 += A @ y1, x2 += A.T @ y2 (PolyBench 4.2 mvt); kernel in mvt.cpp."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def ref(N, x1, x2, y1, y2, A):
    f = np.float64
    a = A.astype(f)
    return {"x1": (x1.astype(f) + a @ y1.astype(f)).astype(np.float32),
            "x2": (x2.astype(f) + a.T @ y2.astype(f)).astype(np.float32)}


KERNELS = [
    KernelSpec(
        name="mvt",
        params=[Scalar("N"),
                Array("x1", "float32", ("N",), intent="inout"),
                Array("x2", "float32", ("N",), intent="inout"),
                Array("y1", "float32", ("N",)),
                Array("y2", "float32", ("N",)),
                Array("A", "float32", ("N", "N"))],
        reference=ref,
        sizes={"N": 4096},
        rtol=1e-5,
        flops="4*N*N",
    ),
]
