"""A bug's kernels (see register_tile_downward.cpp): B = 7 A."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(M, N, A, B):
    return {"B": (A * np.float32(7.0)).astype(np.float32)}


def spec(name):
    return KernelSpec(name=name,
                      params=[Scalar("M"), Scalar("N"), Array("A", "float32", ("M", "N")),
                              Array("B", "float32", ("M", "N"), intent="out")],
                      reference=ref, sizes={"M": 17, "N": 33}, rtol=0)


KERNELS = [spec("down_register"), spec("up_register")]
