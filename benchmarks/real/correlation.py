"""correlation: mean, standard deviation, normalised data and the correlation matrix of data's
columns (correlation.cpp)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"m": 29, "n": 37}


def ref(m, n, data, corr, mean, stddev):
    mu = data.mean(axis=0)
    sd = np.sqrt(((data - mu) ** 2).mean(axis=0))
    sd = np.where(sd <= 0.1, 1.0, sd)
    d = (data - mu) / (np.sqrt(float(n)) * sd)
    c = d.T @ d
    np.fill_diagonal(c, 1.0)
    return {"data": d, "corr": c, "mean": mu, "stddev": sd}


KERNELS = [KernelSpec(
    name="correlation",
    params=[Scalar("m"), Scalar("n"), Array("data", "float64", ("n", "m"), intent="inout"),
            Array("corr", "float64", ("m", "m"), intent="out"),
            Array("mean", "float64", "m", intent="out"),
            Array("stddev", "float64", "m", intent="out")],
    reference=ref, sizes={"m": 400, "n": 500}, rtol=1e-12, flops="m*(m-1)*n + 6*m*n",
    defines={"N": "n", "M": "m"})]
