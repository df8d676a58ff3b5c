"""The wavefront of wavefront.cpp (not mapped to a GPU kernel: both loops carry a dependence),
against NumPy."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def wave(n, A):
    out = A.copy()
    for i in range(1, n):
        for j in range(1, n):
            out[i, j] = out[i - 1, j] + out[i, j - 1]
    return {"A": out}


KERNELS = [
    KernelSpec(name="wave",
               params=[Scalar("n"), Array("A", "float32", (64, 64), intent="inout")],
               reference=wave, sizes={"n": 17}, rtol=1e-5, flops=None),
]
