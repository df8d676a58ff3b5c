"""A stand-in for the few PyTorch calls of the GPU bench's cuBLAS baseline (tests only: put this
folder first on sys.path). Tensors are NumPy arrays; ``addmm_`` can emulate TF32 rounding when
``FAKE_TORCH_TF32=1`` and fp32_precision is not "ieee", to test that the baseline is checked."""
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

    def addmm_(self, A, B):
        a, b = A.a, B.a
        if os.environ.get("FAKE_TORCH_TF32") and backends.cuda.matmul.fp32_precision != "ieee":
            a = a.astype(np.float16).astype(np.float32)  # about TF32's 10-bit mantissa
        self.a += a @ b
        return self


def from_numpy(a):
    return Tensor(a)


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
