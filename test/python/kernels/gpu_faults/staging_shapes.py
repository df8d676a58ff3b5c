"""Staging shapes: the kernels of staging_shapes.cpp (1-D, constant row size, round_robin)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def axpy_ref(n, X, Y):
    return {"Y": (np.float32(2.0) * X + Y).astype(np.float32)}


def rows100_ref(M, A, B):
    return {"B": A.reshape(M, 100).T.copy().reshape(-1)}


def transpose_ref(M, N, A, B):
    return {"B": A.T.copy()}


def gemm_ref(M, N, K, A, B, C):
    return {"C": (C.astype(np.float64) + A.astype(np.float64) @ B.astype(np.float64)).astype(np.float32)}


KERNELS = [
    KernelSpec(name="axpy_staged_1d",
               params=[Scalar("n"), Array("X", "float32", ("n",)),
                       Array("Y", "float32", ("n",), intent="inout")],
               reference=axpy_ref, sizes={"n": 100003}, rtol=1e-6, flops="2*n"),
    KernelSpec(name="transpose_rows100",
               params=[Scalar("M"), Array("A", "float32", ("M*100",)),
                       Array("B", "float32", ("M*100",), intent="out")],
               reference=rows100_ref, sizes={"M": 257}, rtol=0),
    KernelSpec(name="transpose_rr",
               params=[Scalar("M"), Scalar("N"), Array("A", "float32", ("M", "N")),
                       Array("B", "float32", ("N", "M"), intent="out")],
               reference=transpose_ref, sizes={"M": 257, "N": 100}, rtol=0),
    KernelSpec(name="gemm_rr",
               params=[Scalar("M"), Scalar("N"), Scalar("K"),
                       Array("A", "float32", ("M", "K")), Array("B", "float32", ("K", "N")),
                       Array("C", "float32", ("M", "N"), intent="inout")],
               reference=gemm_ref, sizes={"M": 100, "N": 257, "K": 33}, rtol=1e-5,
               flops="2*M*N*K", reduction="K"),
]
