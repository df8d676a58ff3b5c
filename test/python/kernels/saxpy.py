"""Description of saxpy.cpp (a harness test kernel)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(n, a, x, y):
    return {"y": (np.float64(a) * x.astype(np.float64) + y).astype(np.float32)}


KERNELS = [
    KernelSpec(name="saxpy",
               params=[Scalar("n"), Scalar("a", "float32", value=2.5),
                       Array("x", "float32", ("n",)), Array("y", "float32", ("n",), intent="inout")],
               reference=ref, sizes={"n": 1000}, rtol=1e-6, flops="2*n",
               numpy_equiv=lambda a, x, y: a * x + y),
]
