"""Fault case (b), thread counts that are not a multiple of 32: the kernels of odd_threads.cpp."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def gemm_ref(M, N, K, A, B, C):
    return {"C": (C.astype(np.float64) + A.astype(np.float64) @ B.astype(np.float64)).astype(np.float32)}


def scale_ref(M, N, A, B):
    return {"B": (np.float32(3.0) * A + B).astype(np.float32)}


def axpy_ref(n, X, Y):
    return {"Y": (np.float32(2.0) * X + Y).astype(np.float32)}


KERNELS = [
    KernelSpec(name="gemm_threads_7x5",
               params=[Scalar("M"), Scalar("N"), Scalar("K"),
                       Array("A", "float32", ("M", "K")), Array("B", "float32", ("K", "N")),
                       Array("C", "float32", ("M", "N"), intent="inout")],
               reference=gemm_ref, sizes={"M": 100, "N": 257, "K": 33}, rtol=1e-5,
               flops="2*M*N*K", reduction="K"),
    KernelSpec(name="scale_threads_48",
               params=[Scalar("M"), Scalar("N"), Array("A", "float32", ("M", "N")),
                       Array("B", "float32", ("M", "N"), intent="inout")],
               reference=scale_ref, sizes={"M": 257, "N": 100}, rtol=1e-6, flops="2*M*N"),
    KernelSpec(name="axpy_threads_48",
               params=[Scalar("n"), Array("X", "float32", ("n",)),
                       Array("Y", "float32", ("n",), intent="inout")],
               reference=axpy_ref, sizes={"n": 100003}, rtol=1e-6, flops="2*n"),
]
