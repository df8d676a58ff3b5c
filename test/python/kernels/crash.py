"""Description of crash.cpp (a harness test kernel that faults at addr=8)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

KERNELS = [
    KernelSpec(name="crash",
               params=[Scalar("addr", "int64"), Array("x", "float32", (1,)),
                       Array("y", "float32", (1,), intent="out")],
               reference=lambda addr, x, y: {"y": x}, sizes={"addr": 8}, rtol=0),
]
