"""Description of byval.cpp: the struct parameter described, wrongly, as an array."""
from tilelang_llvm.kernel import Array, KernelSpec


def ref(p, x):
    return {"x": x}


KERNELS = [
    KernelSpec(name="scale",
               params=[Array("p", "int64", (3,)), Array("x", "float64", (8,), intent="inout")],
               reference=ref, sizes={}),
]
