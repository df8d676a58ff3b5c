"""conv2d: 3x3 valid convolution (cross-correlation), Out is (H-2)x(W-2); kernel in conv2d.cpp."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def ref(H, W, In, F, Out):
    x = In.astype(np.float64)
    f = F.astype(np.float64)
    out = sum(f[di, dj] * x[di:di + H - 2, dj:dj + W - 2] for di in range(3) for dj in range(3))
    return {"Out": out.astype(np.float32)}


KERNELS = [
    KernelSpec(
        name="conv2d",
        params=[Scalar("H"), Scalar("W"),
                Array("In", "float32", ("H", "W")),
                Array("F", "float32", (3, 3)),
                Array("Out", "float32", ("H-2", "W-2"), intent="out")],
        reference=ref,
        sizes={"H": 2048, "W": 2048},
        rtol=1e-5,
        flops="18*(H-2)*(W-2)",
    ),
]
