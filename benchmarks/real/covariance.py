"""covariance: mean, centred data and the covariance matrix of data's columns (covariance.cpp)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"m": 29, "n": 37}


def ref(m, n, data, cov, mean):
    mu = data.mean(axis=0)
    d = data - mu
    return {"data": d, "cov": d.T @ d / (n - 1.0), "mean": mu}


KERNELS = [KernelSpec(
    name="covariance",
    params=[Scalar("m"), Scalar("n"), Array("data", "float64", ("n", "m"), intent="inout"),
            Array("cov", "float64", ("m", "m"), intent="out"),
            Array("mean", "float64", "m", intent="out")],
    reference=ref, sizes={"m": 400, "n": 500}, rtol=1e-12, flops="m*(m+1)*n + 2*m*n",
    defines={"N": "n", "M": "m"})]
