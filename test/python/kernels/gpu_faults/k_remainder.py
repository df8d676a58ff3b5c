"""Fault case (e), K not a multiple of the K tile: the kernel of k_remainder.cpp."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(M, N, K, A, B, C):
    return {"C": (C.astype(np.float64) + A.astype(np.float64) @ B.astype(np.float64)).astype(np.float32)}


KERNELS = [
    KernelSpec(name="gemm_k_remainder",
               params=[Scalar("M"), Scalar("N"), Scalar("K"),
                       Array("A", "float32", ("M", "K")), Array("B", "float32", ("K", "N")),
                       Array("C", "float32", ("M", "N"), intent="inout")],
               reference=ref, sizes={"M": 257, "N": 100, "K": 100}, rtol=1e-5,
               flops="2*M*N*K", reduction="K"),
]
