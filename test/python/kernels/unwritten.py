"""Descriptions of unwritten.cpp: the reference says the second half stays 0, which only an
`out` array that starts at zero gives."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def _ref(value, dtype):
    def ref(n, out):
        want = np.zeros(n, dtype=dtype)
        want[: n // 2] = value
        return {"out": want}
    return ref


KERNELS = [
    KernelSpec(name="half_float", params=[Scalar("n"), Array("out", "float32", "n", intent="out")],
               reference=_ref(1.0, np.float32), sizes={"n": 10}, rtol=1e-6),
    KernelSpec(name="half_int", params=[Scalar("n"), Array("out", "int32", "n", intent="out")],
               reference=_ref(3, np.int32), sizes={"n": 10}, rtol=0),
]
