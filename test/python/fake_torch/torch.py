"""A stand-in for the few PyTorch calls of the GPU bench's cuBLAS baseline (tests only: put this
folder first on sys.path). Tensors are NumPy arrays; ``addmm_`` can emulate TF32 rounding when
``FAKE_TORCH_TF32=1`` and fp32_precision is not "ieee", to test that the baseline is checked.
The 16-bit and int8 GEMMs of tilelang_llvm.baselines: dtypes are NumPy's (bfloat16 is
ml_dtypes'), ``from_numpy`` refuses bfloat16 as torch does, ``view(dtype)`` reinterprets,
``mm(..., out_dtype=)`` and ``_int_mm`` (with torch's shape rule) compute in float32 / int32."""
import os
import time

import numpy as np

__version__ = "0.0-fake"


class Tensor:
    def __init__(self, a):
        self.a = a

    @property
    def shape(self):
        return self.a.shape

    def cuda(self):
        return Tensor(self.a.copy())

    def detach(self):
        return self

    def cpu(self):
        return self

    def numpy(self):
        return self.a

    @property
    def dtype(self):
        return self.a.dtype

    def view(self, dtype):
        return Tensor(self.a.view(dtype))

    def float(self):
        return Tensor(self.a.astype(np.float32))

    def add_(self, other):
        self.a += other.a
        return self

    def stride(self, d):
        return self.a.strides[d] // self.a.itemsize

    def addmm_(self, A, B):
        a, b = A.a, B.a
        if os.environ.get("FAKE_TORCH_TF32") and backends.cuda.matmul.fp32_precision != "ieee":
            a = a.astype(np.float16).astype(np.float32)  # about TF32's 10-bit mantissa
        self.a += a @ b
        return self


def from_numpy(a):
    if a.dtype.kind not in "biuf":  # ml_dtypes' bfloat16 (kind V): torch has no such NumPy type
        raise TypeError(f"can't convert np.ndarray of type numpy.{a.dtype.name}")
    return Tensor(a)


import ml_dtypes  # noqa: E402

float16, float32, int8, int16, int32 = (np.dtype(t) for t in
                                        ("float16", "float32", "int8", "int16", "int32"))
bfloat16 = np.dtype(ml_dtypes.bfloat16)
#: Calls of mm / _int_mm, for the tests.
CALLS = []


def mm(A, B, out_dtype=None):
    CALLS.append(("mm", A.dtype, out_dtype))
    out = A.a.astype(np.float32) @ B.a.astype(np.float32)
    return Tensor(out.astype(out_dtype or A.dtype))


def bmm(A, B, out_dtype=None):
    return mm(A, B, out_dtype)


def _int_mm(A, B):
    m, k = A.shape
    if not (m > 16 and k % 8 == 0 and B.shape[1] % 8 == 0):
        raise RuntimeError("_int_mm: shape constraints")
    CALLS.append(("_int_mm", A.dtype, None))
    return Tensor(A.a.astype(np.int32) @ B.a.astype(np.int32))


def set_float32_matmul_precision(p):
    pass


class _NS:
    pass


backends = _NS()
backends.cuda = _NS()
backends.cuda.matmul = _NS()
backends.cuda.matmul.fp32_precision = "tf32"


class _Event:
    def __init__(self, enable_timing=False):
        self.t = 0.0

    def record(self):
        self.t = time.perf_counter()

    def synchronize(self):
        pass

    def elapsed_time(self, other):
        return (other.t - self.t) * 1e3


cuda = _NS()
cuda.is_available = lambda: True
cuda.synchronize = lambda: None
cuda.Event = _Event
