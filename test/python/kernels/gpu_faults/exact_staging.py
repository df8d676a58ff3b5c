"""Exact staging: the kernels of exact_staging.cpp (issue "Sound by construction")."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def bias_ref(M, X, b):
    return {"X": (X.reshape(M, 1024) + b[None, :]).reshape(-1).astype(np.float32)}


def evenodd_ref(N, A):
    out = A.copy()  # the odd elements are only read: A[2j] = 2 * A[2j + 3]
    out[0:2 * N:2] = A[3:2 * N + 3:2] * np.float32(2.0)
    return {"A": out}


def corner_ref(N0, N1, A, B):
    out = B.reshape(N0, N1).copy()
    a = A.reshape(-1)
    if N0 > 2 and N1 > 2:
        i = np.arange(1, N0 - 1)[:, None]
        j = np.arange(1, N1 - 1)[None, :]
        out[1:-1, 1:-1] = a[(i - 1) * N1 + j + 1] + a[(i + 1) * N1 + j]
    return {"B": out.reshape(-1)}


def empty_ref(N, M, A, B):
    return {"A": (A + np.float32(B[:M].astype(np.float64).sum())).astype(np.float32)}


KERNELS = [
    KernelSpec(name="bias1024",
               params=[Scalar("M"), Array("X", "float32", ("M*1024",), intent="inout"),
                       Array("b", "float32", (1024,))],
               reference=bias_ref, sizes={"M": 257}, rtol=0),
    KernelSpec(name="evenodd1",
               params=[Scalar("N"), Array("A", "float32", ("2*N+2",), intent="inout")],
               reference=evenodd_ref, sizes={"N": 1000}, rtol=0),
    KernelSpec(name="corner",
               params=[Scalar("N0"), Scalar("N1"), Array("A", "float32", ("N0*N1",)),
                       Array("B", "float32", ("N0*N1",), intent="inout")],
               reference=corner_ref, sizes={"N0": 67, "N1": 101}, rtol=0),
    KernelSpec(name="empty_inner",
               params=[Scalar("N"), Scalar("M"), Array("A", "float32", ("N",), intent="inout"),
                       Array("B", "float32", ("M+1",))],
               reference=empty_ref, sizes={"N": 1000, "M": 0}, rtol=1e-6),
]
