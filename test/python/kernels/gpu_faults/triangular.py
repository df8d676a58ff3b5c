"""Triangular and trapezoidal bands mapped onto blocks and threads: the kernels of
triangular.cpp, against NumPy."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def lower(N, M, A, C):
    a = A.astype(np.float64)
    return {"C": (C.astype(np.float64) + np.tril(a @ a.T)).astype(np.float32)}


def strict(N, x, C):
    out = C.copy()
    for i in range(N):
        out[i, :i] = x[i] - np.float32(2.0) * x[:i]
    return {"C": out}


def upper(N, x, C):
    out = C.copy()
    for i in range(N):
        out[i, i:] = x[i] * np.float32(3.0) - x[i:]
    return {"C": out}


def inner3(N, x, C):
    out = C.reshape(4, N, N).copy()
    for i in range(4):
        for j in range(N):
            out[i, j, :j + 1] = x[j] * np.float32(i + 1) + x[:j + 1]
    return {"C": out.reshape(C.shape)}


def vec(name, ref, c_shape):
    return KernelSpec(name=name,
                      params=[Scalar("N"), Array("x", "float32", ("N",)),
                              Array("C", "float32", c_shape, intent="inout")],
                      reference=ref, sizes={"N": 100}, rtol=1e-6, flops=None)


KERNELS = [
    KernelSpec(name="tri_lower",
               params=[Scalar("N"), Scalar("M"), Array("A", "float32", ("N", "M")),
                       Array("C", "float32", ("N", "N"), intent="inout")],
               reference=lower, sizes={"N": 100, "M": 33}, rtol=1e-5, flops=None),
    vec("tri_strict", strict, ("N", "N")),
    vec("tri_inner3", inner3, ("4*N*N",)),
    vec("tri_upper", upper, ("N", "N")),
]
