"""Description of races.ll (hand-made kernels with an inter-block race): C = A + 1."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(n, A, C):
    return {"C": A + np.float32(1.0)}


def _spec(name):
    return KernelSpec(name=name,
                      params=[Scalar("n"), Array("A", "float32", ("n",)),
                              Array("C", "float32", ("n",), intent="out")],
                      reference=ref, sizes={"n": 1000}, rtol=0)


KERNELS = [_spec("first_element"), _spec("next_block_read")]
