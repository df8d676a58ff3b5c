"""The row-wise kernels of rows_2d.cpp (2-D arrays of 64 columns, `j < n`, no restrict), against
NumPy. The arrays are flat buffers of m * 64 + n elements: row i is elements [64 i, 64 i + n);
for n > 64 the rows overlap, and the reference walks them in program order, as the loops as
written do (the run-time check fails and the fallback runs)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

NC = 64


def softmax(m, n, X, Y):
    x, y = X.astype(np.float64), Y.copy()
    for i in range(m):
        r = x[i * NC:i * NC + n]
        e = np.exp(r - r.max()) if n else r
        y[i * NC:i * NC + n] = (e / e.sum()).astype(np.float32)
    return {"Y": y}


def layernorm(m, n, eps, X, gamma, beta, Y):
    x, y = X.astype(np.float64), Y.copy()
    for i in range(m):
        r = x[i * NC:i * NC + n]
        if not n:
            continue
        mean = r.mean()
        var = ((r - mean) ** 2).mean()
        y[i * NC:i * NC + n] = ((r - mean) / np.sqrt(var + np.float64(eps)) * gamma + beta
                                ).astype(np.float32)
    return {"Y": y}


def flat(name, intent="in"):
    return Array(name, "float32", ("m*64+n",), intent=intent)


KERNELS = [
    KernelSpec(name="softmax_2d",
               params=[Scalar("m"), Scalar("n"), flat("X"), flat("Y", "inout")],
               reference=softmax, sizes={"m": 4096, "n": 64}, rtol=1e-5, flops=None),
    KernelSpec(name="layernorm_2d",
               params=[Scalar("m"), Scalar("n"), Scalar("eps", "float32", value=1e-5), flat("X"),
                       Array("gamma", "float32", ("n",)), Array("beta", "float32", ("n",)),
                       flat("Y", "inout")],
               reference=layernorm, sizes={"m": 4096, "n": 64}, rtol=1e-5, flops=None),
]
