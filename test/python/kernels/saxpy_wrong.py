"""A deliberately wrong reference for saxpy.cpp (`--reference`): y = a*x + y + 1e-3."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

KERNELS = [
    KernelSpec(name="saxpy",
               params=[Scalar("n"), Scalar("a", "float32", value=2.5),
                       Array("x", "float32", ("n",)), Array("y", "float32", ("n",), intent="inout")],
               reference=lambda n, a, x, y: {"y": a * x + y + 1e-3}, sizes={"n": 1000}, rtol=1e-6),
]
