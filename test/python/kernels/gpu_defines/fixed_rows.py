"""scale_fixed of fixed_rows.cpp: B = 2 A + j over m x nc arrays whose row size is the macro NC
(defines: NC = nc)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(m, nc, A, B):
    return {"B": (np.float32(2.0) * A + np.arange(nc, dtype=np.float32)).astype(np.float32)}


KERNELS = [KernelSpec(name="scale_fixed",
                      params=[Scalar("m"), Scalar("nc"), Array("A", "float32", ("m", "nc")),
                              Array("B", "float32", ("m", "nc"), intent="out")],
                      reference=ref, sizes={"m": 33, "nc": 40}, rtol=1e-6, flops=None,
                      defines={"NC": "nc"})]
