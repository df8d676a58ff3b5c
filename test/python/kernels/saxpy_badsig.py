"""saxpy.cpp described with a wrong signature: `a` as an int32 (the IR has float)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

KERNELS = [
    KernelSpec(name="saxpy",
               params=[Scalar("n"), Scalar("a", "int32", value=2),
                       Array("x", "float32", ("n",)), Array("y", "float32", ("n",), intent="inout")],
               reference=lambda n, a, x, y: {"y": a * x + y}, sizes={"n": 10}),
]
