"""Fault case (f), pipeline(2) with one and two tiles of the seq loop: pipeline.cpp."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def gemm_ref(M, N, K, A, B, C):
    return {"C": (C.astype(np.float64) + A.astype(np.float64) @ B.astype(np.float64)).astype(np.float32)}


def rows_ref(M, N, A, B):
    return {"B": (A - np.float32(1.0)).astype(np.float32)}


KERNELS = [
    KernelSpec(name="gemm_pipeline2",
               params=[Scalar("M"), Scalar("N"), Scalar("K"),
                       Array("A", "float32", ("M", "K")), Array("B", "float32", ("K", "N")),
                       Array("C", "float32", ("M", "N"), intent="inout")],
               reference=gemm_ref, sizes={"M": 100, "N": 257, "K": 50}, rtol=1e-5,
               flops="2*M*N*K", reduction="K"),
    KernelSpec(name="rows_pipeline2",
               params=[Scalar("M"), Scalar("N"), Array("A", "float32", ("M", "N")),
                       Array("B", "float32", ("M", "N"), intent="out")],
               reference=rows_ref, sizes={"M": 257, "N": 50}, rtol=0, flops=None),
]
