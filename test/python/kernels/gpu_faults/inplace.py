"""Fault case (d), an in-place update of a staged buffer: the kernels of inplace.cpp."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(M, N, A, B):
    # float32 throughout, like the kernel (B * 2 is exact; one rounding in the add).
    return {"B": (B * np.float32(2.0) + A).astype(np.float32)}


def spec(name):
    return KernelSpec(name=name,
                      params=[Scalar("M"), Scalar("N"), Array("A", "float32", ("M", "N")),
                              Array("B", "float32", ("M", "N"), intent="inout")],
                      reference=ref, sizes={"M": 257, "N": 100}, rtol=1e-6, flops="2*M*N")


KERNELS = [spec("inplace_shared"), spec("inplace_register")]
