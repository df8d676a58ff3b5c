"""Fault case (a), tile sizes 8 mod 16: the GEMMs of tile_mod16.cpp (C += A @ B)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(M, N, K, A, B, C):
    return {"C": (C.astype(np.float64) + A.astype(np.float64) @ B.astype(np.float64)).astype(np.float32)}


def gemm(name):
    return KernelSpec(name=name,
                      params=[Scalar("M"), Scalar("N"), Scalar("K"),
                              Array("A", "float32", ("M", "K")),
                              Array("B", "float32", ("K", "N")),
                              Array("C", "float32", ("M", "N"), intent="inout")],
                      reference=ref, sizes={"M": 100, "N": 257, "K": 33}, rtol=1e-5,
                      flops="2*M*N*K", reduction="K")


KERNELS = [gemm("gemm_24x40x8"), gemm("gemm_24x40x8_t16"), gemm("gemm_24x40x8_auto")]
