"""saxpy.cpp described without a reference (the "missing reference" error)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

KERNELS = [
    KernelSpec(name="saxpy",
               params=[Scalar("n"), Scalar("a", "float32", value=2.5),
                       Array("x", "float32", ("n",)), Array("y", "float32", ("n",), intent="inout")],
               sizes={"n": 1000}),
]
