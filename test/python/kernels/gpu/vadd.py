"""Description of vadd.ll (hand-made NVPTX test kernels with launch records)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(n, A, B, C):
    return {"C": A + B}


def _spec(name):
    return KernelSpec(name=name,
                      params=[Scalar("n"), Array("A", "float32", ("n",)),
                              Array("B", "float32", ("n",)), Array("C", "float32", ("n",), intent="out")],
                      reference=ref, sizes={"n": 100003}, rtol=0, flops="n", bytes="12*n")


KERNELS = [_spec("vadd"), _spec("vadd_capped")]
