"""A stand-in for ``cuda.bindings.driver`` on a machine without a GPU (the tests' only GPU).

Selected with ``TILELANG_CUDA_DRIVER=fake_cuda_driver`` (this folder on ``PYTHONPATH``). It has
the calls the harness makes, with cuda-bindings' conventions (each returns ``(CUresult, *values)``),
but "device memory" is host memory (``cuMemAlloc`` returns a real host address) and a launch runs
a NumPy stand-in of the test kernel named by ``cuModuleGetFunction``, reading its arguments
through the ``void **kernelParams`` array exactly as the driver would. It checks what the real
driver checks at launch: grid and block limits, dynamic shared memory over 48 KB only after
``cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)``. Every launch is appended to
:data:`LAUNCHES` (and, when ``$FAKE_CUDA_LOG`` names a file, written there as JSON lines).

``$FAKE_CUDA_BUG=vadd`` makes vadd leave its last element unwritten (a wrong kernel);
``$FAKE_CUDA_REJECT_CUBIN=1`` makes cubins fail to load (CUDA_ERROR_INVALID_IMAGE), so PTX is used.
"""

from __future__ import annotations

import ctypes
import enum
import json
import os
import time

import numpy as np


class CUresult(enum.IntEnum):
    CUDA_SUCCESS = 0
    CUDA_ERROR_INVALID_VALUE = 1
    CUDA_ERROR_OUT_OF_MEMORY = 2
    CUDA_ERROR_INVALID_IMAGE = 200
    CUDA_ERROR_INVALID_HANDLE = 400
    CUDA_ERROR_NOT_FOUND = 500
    CUDA_ERROR_ILLEGAL_ADDRESS = 700
    CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE = 720


class CUdevice_attribute(enum.IntEnum):
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75
    CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76
    CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16


class CUfunction_attribute(enum.IntEnum):
    CU_FUNC_ATTRIBUTE_NUM_REGS = 4
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8


class CUstream:
    def __init__(self, v=0):
        self.v = v


class CUdeviceptr:
    def __init__(self, v=0):
        self.v = int(v)

    def __int__(self):
        return self.v


S = CUresult.CUDA_SUCCESS
LAUNCHES: list[dict] = []
_buffers: dict[int, ctypes.Array] = {}
_functions: dict[int, dict] = {}


def _log(rec):
    LAUNCHES.append(rec)
    path = os.environ.get("FAKE_CUDA_LOG")
    if path:
        with open(path, "a") as f:
            f.write(json.dumps(rec) + "\n")


def cuGetErrorName(err):
    return S, CUresult(err).name.encode()


def cuInit(flags):
    return (S,)


def cuDeviceGetCount():
    return S, 1


def cuDeviceGet(i):
    return (S, 0) if i == 0 else (CUresult.CUDA_ERROR_INVALID_VALUE, None)


def cuDevicePrimaryCtxRetain(dev):
    return S, 1


def cuCtxSetCurrent(ctx):
    return (S,)


def cuCtxSynchronize():
    return (_sticky[0],) if _sticky else (S,)


def cuDeviceGetAttribute(attr, dev):
    return S, {75: 9, 76: 0, 16: 132}[int(attr)]


def cuDeviceGetName(n, dev):
    return S, b"Fake GPU (tests)"


def cuDeviceTotalMem(dev):
    return S, 80 << 30


def cuDriverGetVersion():
    return S, 13000


# --- modules and functions -------------------------------------------------------------------

_KERNELS = {}  # name -> (param types, implementation)


def kernel(name, types):
    def deco(fn):
        _KERNELS[name] = (types, fn)
        return fn
    return deco


def cuModuleLoadData(data):
    if not isinstance(data, (bytes, bytearray)):
        return CUresult.CUDA_ERROR_INVALID_VALUE, None
    if data[:4] == b"\x7fELF" and os.environ.get("FAKE_CUDA_REJECT_CUBIN"):
        return CUresult.CUDA_ERROR_INVALID_IMAGE, None
    if data[:4] != b"\x7fELF" and not data.endswith(b"\0"):
        return CUresult.CUDA_ERROR_INVALID_IMAGE, None  # PTX must be NUL-terminated
    return S, ("module", data[:64])


def cuModuleUnload(m):
    return (S,)


def cuModuleGetFunction(mod, name):
    name = name.decode() if isinstance(name, bytes) else name
    if name not in _KERNELS:
        return CUresult.CUDA_ERROR_NOT_FOUND, None
    h = len(_functions) + 1
    _functions[h] = {"name": name, "max_dynamic": 48 * 1024}
    return S, h


def cuFuncSetAttribute(f, attr, value):
    if int(attr) == CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES:
        if value > 227 * 1024:
            return (CUresult.CUDA_ERROR_INVALID_VALUE,)
        _functions[f]["max_dynamic"] = value
    return (S,)


def cuFuncGetAttribute(attr, f):
    return S, 32


# --- memory ----------------------------------------------------------------------------------

def cuMemAlloc(n):
    if n <= 0:
        return CUresult.CUDA_ERROR_INVALID_VALUE, None
    buf = ctypes.create_string_buffer(n)
    addr = ctypes.addressof(buf)
    _buffers[addr] = buf
    return S, CUdeviceptr(addr)


def cuMemFree(p):
    if _sticky:
        return (_sticky[0],)
    _buffers.pop(int(p), None)
    return (S,)


def _addr(p):
    return p if isinstance(p, int) else int(p)


def cuMemcpyHtoD(dst, src, n):
    ctypes.memmove(_addr(dst), _addr(src), n)
    return (S,)


def cuMemcpyDtoH(dst, src, n):
    ctypes.memmove(_addr(dst), _addr(src), n)
    return (S,)


def cuMemcpyDtoD(dst, src, n):
    ctypes.memmove(_addr(dst), _addr(src), n)
    return (S,)


def cuMemsetD8(dst, value, n):
    ctypes.memset(_addr(dst), value, n)
    return (S,)


# --- events ----------------------------------------------------------------------------------

class _Event:
    t = 0.0


def cuEventCreate(flags):
    return S, _Event()


def cuEventRecord(ev, stream):
    ev.t = time.perf_counter()
    return (S,)


def cuEventSynchronize(ev):
    return (_sticky[0],) if _sticky else (S,)


def cuEventElapsedTime(a, b):
    return S, (b.t - a.t) * 1e3


def cuEventDestroy(ev):
    return (S,)


# --- launches --------------------------------------------------------------------------------

_CT = {"i32": ctypes.c_int32, "i64": ctypes.c_int64, "float": ctypes.c_float,
       "double": ctypes.c_double, "ptr": ctypes.c_uint64}


def cuLaunchKernel(f, gx, gy, gz, bx, by, bz, shared, stream, params, extra):
    fn = _functions.get(f)
    if fn is None:
        return (CUresult.CUDA_ERROR_INVALID_HANDLE,)
    if not (1 <= gx <= 2**31 - 1 and 1 <= gy <= 65535 and 1 <= gz <= 65535):
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    if not (bx >= 1 and by >= 1 and bz >= 1 and bx * by * bz <= 1024):
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    if shared > fn["max_dynamic"]:
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    types, impl = _KERNELS[fn["name"]]
    ptrs = (ctypes.c_void_p * len(types)).from_address(params)
    args = [_CT[t].from_address(ptrs[i]).value for i, t in enumerate(types)]
    _log({"kernel": fn["name"], "grid": [gx, gy, gz], "block": [bx, by, bz], "shared": shared,
          "args": [a if t != "ptr" else "ptr" for a, t in zip(args, types)]})
    for a, t in zip(args, types):
        if t == "ptr" and a != 0 and a not in _buffers:
            return (CUresult.CUDA_ERROR_ILLEGAL_ADDRESS,)
    impl(*args, grid=(gx, gy, gz), block=(bx, by, bz))
    return (S,)


#: Blocks per multiprocessor the fake device keeps resident (any kernel, any block).
FAKE_RESIDENT_PER_SM = 2


def cuOccupancyMaxActiveBlocksPerMultiprocessor(f, threads, shared):
    if f not in _functions or threads < 1:
        return CUresult.CUDA_ERROR_INVALID_VALUE, 0
    return S, FAKE_RESIDENT_PER_SM


def cuLaunchCooperativeKernel(f, gx, gy, gz, bx, by, bz, shared, stream, params):
    # The real driver refuses a grid whose blocks cannot all be resident at once.
    if gx * gy * gz > FAKE_RESIDENT_PER_SM * 132:
        return (CUresult.CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE,)
    _log({"cooperative": True, "grid": [gx, gy, gz]})
    return cuLaunchKernel(f, gx, gy, gz, bx, by, bz, shared, stream, params, 0)


def _f32(addr, count):
    if count == 0:
        return np.zeros(0, dtype=np.float32)
    return np.frombuffer((ctypes.c_float * count).from_address(addr), dtype=np.float32)


@kernel("vadd", ["i32", "ptr", "ptr", "ptr"])
def _vadd(n, a, b, c, **_):
    if n <= 0:
        return
    out = _f32(c, n)
    out[:] = _f32(a, n) + _f32(b, n)
    if os.environ.get("FAKE_CUDA_BUG") == "vadd" and n > 1:
        ctypes.memset(c + 4 * (n - 1), 0xFF, 4)


@kernel("vadd_capped", ["i32", "ptr", "ptr", "ptr"])
def _vadd_capped(n, a, b, c, grid, block):
    assert grid[0] <= 2
    _vadd(n, a, b, c)


@kernel("gemm_tiled", ["i32", "i32", "i32", "ptr", "ptr", "ptr"])
def _gemm(M, N, K, a, b, c, **_):
    if M * N == 0:
        return
    C = _f32(c, M * N).reshape(M, N)
    if K:
        C += _f32(a, M * K).reshape(M, K) @ _f32(b, K * N).reshape(K, N)


@kernel("transpose_tiled", ["i32", "i32", "ptr", "ptr"])
def _transpose(M, N, a, b, **_):
    if M * N:
        _f32(b, M * N).reshape(N, M)[...] = _f32(a, M * N).reshape(M, N).T


@kernel("mvt", ["i32", "ptr", "ptr", "ptr", "ptr", "ptr"])
def _mvt(N, x1, x2, y1, y2, a, **_):
    if N <= 0:
        return
    A = _f32(a, N * N).reshape(N, N)
    _f32(x1, N)[:] += A @ _f32(y1, N)
    _f32(x2, N)[:] += A.T @ _f32(y2, N)


@kernel("reverse_chunks", ["i32", "ptr", "ptr"])
def _reverse(n, a, b, **_):
    src, dst = _f32(a, n), _f32(b, n)
    for base in range(0, n, 16384):
        dst[base:base + 16384] = src[base:base + 16384][::-1]


_sticky = []


@kernel("fault", ["ptr"])
def _fault(p, **_):
    _sticky.append(CUresult.CUDA_ERROR_ILLEGAL_ADDRESS)
