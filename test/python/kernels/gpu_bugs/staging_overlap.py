"""A bug's kernels (see staging_overlap.cpp): X += b row by row; A[2j] = 2 A[2j + 3] in order."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def bias_ref(M, X, b):
    return {"X": (X + b[None, :]).astype(np.float32)}


def evenodd_ref(N, A):
    out = A.copy()  # only even elements are written and only odd ones read: order is free
    out[0:2 * N:2] = A[3:2 * N + 2:2] * np.float32(2.0)
    return {"A": out}


KERNELS = [
    KernelSpec(name="bias1024",
               params=[Scalar("M"), Array("X", "float32", ("M", 1024), intent="inout"),
                       Array("b", "float32", 1024)],
               reference=bias_ref, sizes={"M": 17}, rtol=0),
    KernelSpec(name="evenodd1",
               params=[Scalar("N"), Array("A", "float32", "2*N+2", intent="inout")],
               reference=evenodd_ref, sizes={"N": 100}, rtol=0),
]
