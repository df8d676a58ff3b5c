"""softmax: row-wise softmax of X (M x N) into Y; kernel in softmax.cpp."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def ref(M, N, X, Y):
    x = X.astype(np.float64)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return {"Y": (e / e.sum(axis=1, keepdims=True)).astype(np.float32)}


KERNELS = [
    KernelSpec(
        name="softmax",
        params=[Scalar("M"), Scalar("N"),
                Array("X", "float32", ("M", "N")),
                Array("Y", "float32", ("M", "N"), intent="out")],
        reference=ref,
        sizes={"M": 4096, "N": 1000},
        rtol=1e-5,
        flops="5*M*N",
        bytes="8*M*N",
        reduction="N",
        # expf in the band: with clang's default -fmath-errno on the host it may set errno, so
        # the band's tiles stay in one thread; GPU targets have no errno (docs/gpu.md, "Math
        # functions").
        clang_flags=("-fno-math-errno",),
    ),
]
