"""The kernels of inner_start.cpp (inner loops starting past 0), against NumPy."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def shift_rows(n, A, B):
    a, b = A.reshape(n, n), B.reshape(n, n).copy()
    b[:, 1:] = a[:, 1:] - a[:, :-1]
    return {"B": b.reshape(B.shape)}


def interior(n, A, B):
    a, b = A.reshape(n, n), B.reshape(n, n).copy()
    if n > 2:
        b[1:-1, 1:-1] = np.float32(0.2) * (a[1:-1, 1:-1] + a[:-2, 1:-1] + a[2:, 1:-1]
                                           + a[1:-1, :-2] + a[1:-1, 2:])
    return {"B": b.reshape(B.shape)}


def spec(name, ref):
    return KernelSpec(name=name,
                      params=[Scalar("n"), Array("A", "float32", ("n*n",)),
                              Array("B", "float32", ("n*n",), intent="inout")],
                      reference=ref, sizes={"n": 1000}, rtol=1e-6, flops=None)


KERNELS = [spec("shift_rows", shift_rows), spec("interior", interior)]
