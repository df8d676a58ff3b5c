"""Fault case (c), a conditional write into a staged buffer: the kernels of cond_write.cpp."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(M, N, A, C):
    return {"C": np.where(A > 0, A * np.float32(2.0), C).astype(np.float32)}


def spec(name):
    return KernelSpec(name=name,
                      params=[Scalar("M"), Scalar("N"), Array("A", "float32", ("M", "N")),
                              Array("C", "float32", ("M", "N"), intent="inout")],
                      reference=ref, sizes={"M": 257, "N": 100}, rtol=0, flops=None)


KERNELS = [spec("cond_shared"), spec("cond_register")]
