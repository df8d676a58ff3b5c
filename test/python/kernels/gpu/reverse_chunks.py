"""Description of reverse_chunks.ll (hand-made kernel with 64 KB of dynamic shared memory)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar

CHUNK = 16384


def ref(n, In, Out):
    out = np.empty_like(In)
    for base in range(0, n, CHUNK):
        out[base:base + CHUNK] = In[base:base + CHUNK][::-1]
    return {"Out": out}


KERNELS = [
    KernelSpec(name="reverse_chunks",
               params=[Scalar("n"), Array("In", "float32", ("n",)),
                       Array("Out", "float32", ("n",), intent="out")],
               reference=ref, sizes={"n": 100000}, rtol=0, bytes="8*n"),
]
