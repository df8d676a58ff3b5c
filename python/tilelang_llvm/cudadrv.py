"""The NVIDIA runner's base: the CUDA driver API through ``cuda-bindings``.

Only the driver API is used (no runtime, no CuPy): ``cuInit``, ``cuDeviceGet``, the device's
primary context (``cuDevicePrimaryCtxRetain`` + ``cuCtxSetCurrent``, the context PyTorch uses
too), ``cuModuleLoadData`` (a cubin, or PTX that the driver compiles), ``cuModuleGetFunction``,
``cuFuncSetAttribute(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)``, ``cuMemAlloc`` /
``cuMemcpyHtoD`` / ``cuMemcpyDtoH`` / ``cuMemcpyDtoD`` / ``cuMemsetD8``, ``cuLaunchKernel`` on the
legacy default stream and ``cuEvent*`` for timing. Every ``CUresult`` is checked: a failure
raises :class:`CudaError` (a TileLangError) whose message names the call and the driver's error
name (``cuModuleLoadData failed: CUDA_ERROR_INVALID_PTX``).

Importing this module never touches the driver; :func:`unavailable_reason` says why no GPU can
be used (``cuda-bindings`` missing, no driver library, ``cuInit`` failing, no device, or
``$TILELANG_NO_GPU`` set -- the tests force "no GPU" with it) and :func:`context` raises
:class:`NoGPUError` with that reason. ``$TILELANG_CUDA_DRIVER`` names a module to use instead of
``cuda.bindings.driver`` (the tests' fake driver).
"""

from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass
from typing import Any, Sequence

from .errors import TileLangError

#: Setting this environment variable (to anything but "" or "0") makes the harness behave as on
#: a machine without an NVIDIA GPU.
NO_GPU_ENV = "TILELANG_NO_GPU"


class CudaError(TileLangError):
    """A CUDA driver call returned an error; ``call`` and ``code`` (the CUresult's name)."""

    def __init__(self, call: str, code: str, what: str = "") -> None:
        super().__init__(f"{call} failed: {code}" + (f" ({what})" if what else ""))
        self.call = call
        self.code = code


class NoGPUError(TileLangError):
    """No NVIDIA GPU or driver can be used here."""


#: Test hook: a module to use instead of ``cuda.bindings.driver`` (the tests' fake driver,
#: which runs Python stand-ins of the test kernels on host memory).
DRIVER_ENV = "TILELANG_CUDA_DRIVER"


def _import_driver() -> Any:
    if os.environ.get(DRIVER_ENV):
        import importlib
        return importlib.import_module(os.environ[DRIVER_ENV])
    try:
        from cuda.bindings import driver  # cuda-bindings >= 12.6
        return driver
    except ImportError:
        from cuda import cuda as driver  # older cuda-python
        return driver


_driver: Any = None
_reason: str | None = None
_probed = False


def _forced_off() -> bool:
    return os.environ.get(NO_GPU_ENV, "") not in ("", "0")


def unavailable_reason() -> str | None:
    """None when an NVIDIA GPU can be used, else why not, in a few words. Probes once per
    process (importing cuda-bindings, ``cuInit``, ``cuDeviceGetCount``)."""
    global _driver, _reason, _probed
    if _forced_off():
        return f"{NO_GPU_ENV} is set"
    if _probed:
        return _reason
    _probed = True
    try:
        drv = _import_driver()
    except Exception as exc:  # ImportError, or a broken install
        _reason = f"cuda-bindings cannot be imported ({type(exc).__name__}: {exc})"
        return _reason
    try:
        err, = drv.cuInit(0)
    except Exception as exc:  # the driver library (libcuda.so) is missing
        msg = str(exc).split("\n")[0]
        _reason = f"the NVIDIA driver library cannot be loaded ({msg})"
        return _reason
    if err != drv.CUresult.CUDA_SUCCESS:
        _reason = f"cuInit failed: {_error_name(drv, err)}"
        return _reason
    err, count = drv.cuDeviceGetCount()
    if err != drv.CUresult.CUDA_SUCCESS:
        _reason = f"cuDeviceGetCount failed: {_error_name(drv, err)}"
        return _reason
    if count == 0:
        _reason = "the driver reports no device"
        return _reason
    _driver = drv
    return None


def available() -> bool:
    """True when an NVIDIA GPU and its driver can be used."""
    return unavailable_reason() is None


def no_gpu_message(reason: str | None = None) -> str:
    """The one-line error of a GPU command on a machine without a GPU."""
    return f"no NVIDIA GPU / driver found ({reason or unavailable_reason()}): cannot run on the GPU"


def _error_name(drv: Any, err: Any) -> str:
    try:
        e2, name = drv.cuGetErrorName(err)
        if e2 == drv.CUresult.CUDA_SUCCESS and name:
            return name.decode() if isinstance(name, bytes) else str(name)
    except Exception:  # the name is only for the message
        pass
    return str(err)


def driver() -> Any:
    """The ``cuda.bindings.driver`` module, initialised; NoGPUError when there is no GPU."""
    reason = unavailable_reason()
    if reason is not None:
        raise NoGPUError(no_gpu_message(reason))
    return _driver


def check(result: Any, call: str, what: str = "") -> Any:
    """Unpack a driver call's ``(CUresult, *values)``: raise CudaError unless CUDA_SUCCESS, else
    return None, the one value, or the tuple of values."""
    drv = _driver if _driver is not None else _import_driver()
    if isinstance(result, tuple):
        err, values = result[0], result[1:]
    else:
        err, values = result, ()
    if err != drv.CUresult.CUDA_SUCCESS:
        raise CudaError(call, _error_name(drv, err), what)
    if not values:
        return None
    return values[0] if len(values) == 1 else values


@dataclass
class DeviceInfo:
    """The device: ordinal, name, compute capability ``(major, minor)``, memory bytes, SMs."""

    ordinal: int
    name: str
    capability: tuple[int, int]
    memory_bytes: int
    sms: int
    driver_version: int

    @property
    def arch(self) -> str:
        """``sm_90`` for compute capability 9.0."""
        return f"sm_{self.capability[0]}{self.capability[1]}"

    def describe(self) -> str:
        v = self.driver_version
        return (f"{self.name} ({self.arch}, {self.sms} SMs, {self.memory_bytes / 2**30:.0f} GiB; "
                f"driver CUDA {v // 1000}.{v % 1000 // 10})")


class Context:
    """The primary context of one device, made current on this thread."""

    def __init__(self, ordinal: int = 0) -> None:
        drv = driver()
        self.drv = drv
        self.device = check(drv.cuDeviceGet(ordinal), "cuDeviceGet")
        self.ctx = check(drv.cuDevicePrimaryCtxRetain(self.device), "cuDevicePrimaryCtxRetain")
        check(drv.cuCtxSetCurrent(self.ctx), "cuCtxSetCurrent")
        attr = drv.CUdevice_attribute
        major = check(drv.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                                               self.device), "cuDeviceGetAttribute")
        minor = check(drv.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                                               self.device), "cuDeviceGetAttribute")
        sms = check(drv.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
                                             self.device), "cuDeviceGetAttribute")
        name = check(drv.cuDeviceGetName(256, self.device), "cuDeviceGetName")
        name = (name.decode(errors="replace") if isinstance(name, bytes) else str(name))
        mem = check(drv.cuDeviceTotalMem(self.device), "cuDeviceTotalMem")
        version = check(drv.cuDriverGetVersion(), "cuDriverGetVersion")
        self.info = DeviceInfo(ordinal, name.split("\x00")[0].strip(), (major, minor), int(mem),
                               sms, int(version))
        self.stream = drv.CUstream(0)

    def synchronize(self) -> None:
        """cuCtxSynchronize: wait for every launch; a kernel's fault surfaces here."""
        check(self.drv.cuCtxSynchronize(), "cuCtxSynchronize", "a kernel failed")


_context: Context | None = None


def context() -> Context:
    """The process's context on device 0 (made on first use); NoGPUError without a GPU."""
    global _context
    if _context is None:
        _context = Context(0)
    return _context


class Module:
    """A loaded module (cubin or PTX). ``Module(ctx, image, kind)``: ``kind`` ``"cubin"`` or
    ``"ptx"`` (PTX is compiled by the driver; it must be NUL-terminated, which this adds)."""

    def __init__(self, ctx: Context, image: bytes, kind: str, *, name: str = "module") -> None:
        self.ctx = ctx
        self.kind = kind
        self.name = name
        data = image + b"\0" if kind == "ptx" and not image.endswith(b"\0") else image
        self._image = data  # kept alive while loaded
        self.handle = check(ctx.drv.cuModuleLoadData(data), "cuModuleLoadData",
                            f"{kind} of {name}")

    def function(self, symbol: str, *, dynamic_shared_bytes: int = 0) -> "Function":
        """The kernel ``symbol``; with ``dynamic_shared_bytes`` > 0 its
        MAX_DYNAMIC_SHARED_SIZE_BYTES attribute is set to that (needed over 48 KB)."""
        f = check(self.ctx.drv.cuModuleGetFunction(self.handle, symbol.encode()),
                  "cuModuleGetFunction", f"kernel {symbol!r} in {self.name}")
        fn = Function(self.ctx, f, symbol)
        if dynamic_shared_bytes > 0:
            a = self.ctx.drv.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
            check(self.ctx.drv.cuFuncSetAttribute(f, a, int(dynamic_shared_bytes)),
                  "cuFuncSetAttribute", f"{dynamic_shared_bytes} B of dynamic shared memory "
                                        f"for {symbol!r}")
        return fn

    def unload(self) -> None:
        if self.handle is not None:
            check(self.ctx.drv.cuModuleUnload(self.handle), "cuModuleUnload")
            self.handle = None


_CTYPES = {"i32": ctypes.c_int32, "i64": ctypes.c_int64, "float": ctypes.c_float,
           "double": ctypes.c_double, "ptr": ctypes.c_uint64}


class Function:
    """A kernel of a loaded module."""

    def __init__(self, ctx: Context, handle: Any, symbol: str) -> None:
        self.ctx = ctx
        self.handle = handle
        self.symbol = symbol

    def attribute(self, name: str) -> int:
        """``cuFuncGetAttribute(CU_FUNC_ATTRIBUTE_<name>)``, e.g. ``NUM_REGS``."""
        a = getattr(self.ctx.drv.CUfunction_attribute, f"CU_FUNC_ATTRIBUTE_{name}")
        return int(check(self.ctx.drv.cuFuncGetAttribute(a, self.handle), "cuFuncGetAttribute"))

    def resident_blocks(self, block: Sequence[int], dynamic_shared_bytes: int = 0) -> int:
        """Blocks of shape ``block`` that fit on the device at once
        (cuOccupancyMaxActiveBlocksPerMultiprocessor x multiprocessors), at least 1."""
        drv = self.ctx.drv
        threads = int(block[0]) * int(block[1]) * int(block[2])
        per_sm = int(check(drv.cuOccupancyMaxActiveBlocksPerMultiprocessor(
            self.handle, threads, int(dynamic_shared_bytes)),
            "cuOccupancyMaxActiveBlocksPerMultiprocessor"))
        attr = drv.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
        sms = int(check(drv.cuDeviceGetAttribute(attr, self.ctx.device), "cuDeviceGetAttribute"))
        return max(1, per_sm * sms)

    def launch(self, grid: Sequence[int], block: Sequence[int], args: Sequence[Any],
               types: Sequence[str], *, dynamic_shared_bytes: int = 0,
               cooperative: bool = False) -> None:
        """cuLaunchKernel on the default stream (asynchronous). ``args``: the values, ``types``:
        their LLVM types (``i32``, ``i64``, ``float``, ``double``, ``ptr`` -- a device address
        as an int). ``cooperative``: the kernel has grid barriers (launch record
        ``"cooperative": true``): the grid is shrunk to the blocks that are resident at once
        (the kernel's tile loops are grid-stride, so any grid is correct) and launched with
        cuLaunchCooperativeKernel, which guarantees they run together."""
        if len(args) != len(types):
            raise TileLangError(f"{self.symbol}: {len(args)} arguments for {len(types)} "
                                f"parameters")
        holders = []
        for v, t in zip(args, types):
            if t not in _CTYPES:
                raise TileLangError(f"{self.symbol}: cannot pass a parameter of type {t}")
            holders.append(_CTYPES[t](v))
        ptrs = (ctypes.c_void_p * max(1, len(holders)))(
            *[ctypes.addressof(h) for h in holders])
        if cooperative:
            limit = self.resident_blocks(block, dynamic_shared_bytes)
            g = [max(1, int(x)) for x in grid]
            while g[0] * g[1] * g[2] > limit:
                k = g.index(max(g))
                g[k] = (g[k] + 1) // 2
            check(self.ctx.drv.cuLaunchCooperativeKernel(
                self.handle, g[0], g[1], g[2], int(block[0]), int(block[1]), int(block[2]),
                int(dynamic_shared_bytes), self.ctx.stream, ctypes.addressof(ptrs)),
                "cuLaunchCooperativeKernel", f"{self.symbol} grid {tuple(g)} block {tuple(block)}")
            return
        check(self.ctx.drv.cuLaunchKernel(
            self.handle, int(grid[0]), int(grid[1]), int(grid[2]),
            int(block[0]), int(block[1]), int(block[2]), int(dynamic_shared_bytes),
            self.ctx.stream, ctypes.addressof(ptrs), 0),
            "cuLaunchKernel", f"{self.symbol} grid {tuple(grid)} block {tuple(block)}")


class DeviceBuffer:
    """``nbytes`` of device memory (``cuMemAlloc``); a size of 0 is the null pointer."""

    def __init__(self, ctx: Context, nbytes: int) -> None:
        self.ctx = ctx
        self.nbytes = int(nbytes)
        self.ptr = 0
        self._handle = None
        if self.nbytes > 0:
            self._handle = check(ctx.drv.cuMemAlloc(self.nbytes), "cuMemAlloc",
                                 f"{self.nbytes} bytes")
            self.ptr = int(self._handle)

    def upload(self, host: Any) -> None:
        """Copy a C-contiguous NumPy array (exactly ``nbytes``) to the device."""
        if host.nbytes != self.nbytes:
            raise TileLangError(f"upload of {host.nbytes} bytes into a {self.nbytes}-byte buffer")
        if self.nbytes:
            check(self.ctx.drv.cuMemcpyHtoD(self._handle, host.ctypes.data, self.nbytes),
                  "cuMemcpyHtoD")

    def download(self, host: Any) -> None:
        """Copy the buffer into a C-contiguous, writeable NumPy array of ``nbytes``."""
        if host.nbytes != self.nbytes:
            raise TileLangError(f"download of {self.nbytes} bytes into {host.nbytes}")
        if self.nbytes:
            check(self.ctx.drv.cuMemcpyDtoH(host.ctypes.data, self._handle, self.nbytes),
                  "cuMemcpyDtoH")

    def fill_bytes(self, value: int) -> None:
        """cuMemsetD8: every byte set to ``value`` (0xFF: NaN for floats, -1 for integers)."""
        if self.nbytes:
            check(self.ctx.drv.cuMemsetD8(self._handle, value, self.nbytes), "cuMemsetD8")

    def copy_from(self, other: "DeviceBuffer", nbytes: int | None = None) -> None:
        """cuMemcpyDtoD of ``nbytes`` (default: all) from ``other``."""
        n = self.nbytes if nbytes is None else int(nbytes)
        if n:
            check(self.ctx.drv.cuMemcpyDtoD(self._handle, other._handle, n), "cuMemcpyDtoD")

    def free(self) -> None:
        if self._handle is not None:
            check(self.ctx.drv.cuMemFree(self._handle), "cuMemFree")
            self._handle = None
            self.ptr = 0


class Timer:
    """A pair of CUDA events around work on the default stream: ``with timer: ...`` then
    ``timer.ms()``."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.start = check(ctx.drv.cuEventCreate(0), "cuEventCreate")
        self.stop = check(ctx.drv.cuEventCreate(0), "cuEventCreate")

    def __enter__(self) -> "Timer":
        check(self.ctx.drv.cuEventRecord(self.start, self.ctx.stream), "cuEventRecord")
        return self

    def __exit__(self, *exc: Any) -> None:
        if exc[0] is None:
            check(self.ctx.drv.cuEventRecord(self.stop, self.ctx.stream), "cuEventRecord")

    def ms(self) -> float:
        """Milliseconds between the two events (waits for the second)."""
        check(self.ctx.drv.cuEventSynchronize(self.stop), "cuEventSynchronize",
              "a kernel failed")
        return float(check(self.ctx.drv.cuEventElapsedTime(self.start, self.stop),
                           "cuEventElapsedTime"))

    def destroy(self) -> None:
        for e in (self.start, self.stop):
            check(self.ctx.drv.cuEventDestroy(e), "cuEventDestroy")
