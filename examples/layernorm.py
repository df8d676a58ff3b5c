"""layernorm: each row of X (M x N) normalised, scaled by gamma, shifted by beta; kernel in
layernorm.cpp."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def ref(M, N, eps, X, gamma, beta, Y):
    x = X.astype(np.float64)
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    y = (x - mean) / np.sqrt(var + np.float64(eps)) * gamma.astype(np.float64) + beta
    return {"Y": y.astype(np.float32)}


KERNELS = [
    KernelSpec(
        name="layernorm",
        params=[Scalar("M"), Scalar("N"), Scalar("eps", "float32", value=1e-5),
                Array("X", "float32", ("M", "N")),
                Array("gamma", "float32", ("N",)),
                Array("beta", "float32", ("N",)),
                Array("Y", "float32", ("M", "N"), intent="out")],
        reference=ref,
        sizes={"M": 4096, "N": 1024},
        rtol=1e-5,
        flops="8*M*N",
        bytes="8*M*N",
        reduction="N",
        # sqrtf in the band: see softmax.py.
        clang_flags=("-fno-math-errno",),
    ),
]
