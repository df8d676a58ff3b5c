"""atax: y = A.T @ (A @ x) (PolyBench 4.2 atax); kernel in atax.cpp."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def ref(M, N, A, x, y, tmp):
    a = A.astype(np.float64)
    t = a @ x.astype(np.float64)
    return {"y": (a.T @ t).astype(np.float32), "tmp": t.astype(np.float32)}


KERNELS = [
    KernelSpec(
        name="atax",
        params=[Scalar("M"), Scalar("N"),
                Array("A", "float32", ("M", "N")),
                Array("x", "float32", ("N",)),
                Array("y", "float32", ("N",), intent="out"),
                Array("tmp", "float32", ("M",), intent="out")],
        reference=ref,
        sizes={"M": 2048, "N": 2048},
        rtol=1e-5,
        flops="4*M*N",
    ),
]
