"""floyd-warshall: shortest paths over positive integer edge weights (floyd_warshall.cpp)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"n": 41}


def prepare(n, path):
    return {"path": np.abs(path) * 7 + 1}  # positive weights: no negative cycle, no overflow


def ref(n, path):
    p = path.astype(np.int64)
    for k in range(n):  # row and column k do not change in step k (weights are positive)
        p = np.minimum(p, p[:, k:k + 1] + p[k:k + 1, :])
    return {"path": p}


KERNELS = [KernelSpec(
    name="floyd_warshall", params=[Scalar("n"), Array("path", "int32", ("n", "n"), intent="inout")],
    reference=ref, prepare=prepare, sizes={"n": 500}, rtol=0, flops="n*n*n",
    defines={"N": "n"})]
