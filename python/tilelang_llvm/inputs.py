"""The values a kernel is called with, and the memory they take.

The sizes a run uses (:func:`resolve_sizes`: a spec's defaults with the overrides, every scalar
checked against its C type by :func:`scalar_value`), the memory the arrays need
(:func:`check_memory` before allocating, :func:`out_of_memory` when it runs out anyway), the
random inputs (:func:`make_inputs`) and the poisoned ``out`` arrays (:func:`poison_outputs`).
The rules are in the module docstring of :mod:`tilelang_llvm.kernel`, which re-exports these.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
from typing import Any, Callable, Iterator, Mapping

import numpy as np

from .dtypes import is_low_precision, np_dtype
from .errors import TileLangError
from .sizes import fmt_sizes
from .spec import Array, KernelSpec, Scalar

__all__ = [
    "resolve_sizes", "scalar_range", "scalar_value", "array_bytes", "available_memory",
    "check_memory", "out_of_memory", "memory_errors", "poison_outputs", "make_inputs",
    "POISON_BYTE", "INT_RANGE", "UINT_RANGE", "MEMORY_COPIES", "HALF_STEPS",
]

#: Half-open range of random signed-integer inputs.
INT_RANGE = (-8, 8)
#: Half-open range of random unsigned-integer inputs.
UINT_RANGE = (0, 16)
#: float16 and bfloat16 inputs are k / HALF_STEPS for integers k in [-HALF_STEPS, HALF_STEPS):
#: multiples of 1/8 in [-1, 1), 4 significant bits, exact in both types (bfloat16 has 8). A
#: product is a multiple of 1/64 of magnitude <= 1, exact in either type's fp32 product; a sum
#: of R of them is a multiple of 1/64 of magnitude <= R, exact in float32 (24 bits) while
#: 64 * R <= 2^24, i.e. R <= 2^18 = 262144: an fp32-accumulating kernel then matches the fp32
#: reference exactly, in any summation order, before its output's own rounding.
HALF_STEPS = 8

#: The byte every ``out`` array is filled with before a checked call, on the host and on a GPU:
#: NaN for floats, -1 for signed and the largest value for unsigned integers.
POISON_BYTE = 0xFF


# ---------------------------------------------------------------------------------------------
# Sizes and scalar values
# ---------------------------------------------------------------------------------------------

def _shape_names(spec: KernelSpec) -> set[str]:
    """The size names that appear in an array's shape (``"M*K"``: M and K): those must not be
    negative; any other scalar may be, within its C type (new-user test: ``n8=-128`` for an
    int8 scalar was refused as negative)."""
    names: set[str] = set()
    for p in spec.params:
        for d in getattr(p, "shape", ()) or ():
            if isinstance(d, str):
                names.update(re.findall(r"[A-Za-z_]\w*", d))
    return names


def resolve_sizes(spec: KernelSpec, overrides: Mapping[str, int] | None = None) -> dict[str, int]:
    """The sizes to run ``spec`` at: its defaults updated by ``overrides``.

    Raises TileLangError for an override that is not one of the spec's sizes, a negative size of
    an array's shape, a
    size scalar that ends up with no value, or a scalar whose value (a size or ``value=``) is
    outside its parameter's C type (:func:`scalar_range`).
    """
    sizes = dict(spec.sizes)
    size_scalars = [p.name for p in spec.params if isinstance(p, Scalar) and p.value is None]
    known = list(dict.fromkeys(list(spec.sizes) + size_scalars))
    for k, v in (overrides or {}).items():
        if k not in known:
            raise TileLangError(f"unknown size {k!r} for kernel {spec.name!r} "
                                f"(its sizes are {', '.join(known) or 'none'})")
        if v < 0 and k in _shape_names(spec):
            raise TileLangError(f"size {k}={v} for kernel {spec.name!r} is negative (it gives "
                                f"an array's shape)")
        sizes[k] = int(v)
    for p in spec.params:
        if isinstance(p, Scalar) and p.value is None and p.name not in sizes:
            raise TileLangError(f"kernel {spec.name!r}: scalar {p.name!r} has no value: give it in "
                                f"--sizes ({p.name}=...), in the spec's sizes, or as value=")
    for p in spec.params:
        if isinstance(p, Scalar):
            scalar_value(spec, p, sizes)  # raises when the value does not fit the C type
    return sizes



_C_NAMES = {"int8": "signed char", "int16": "short", "int32": "int", "int64": "long long",
            "uint8": "unsigned char", "uint16": "unsigned short", "uint32": "unsigned int",
            "uint64": "unsigned long long", "float32": "float", "float64": "double"}


def scalar_range(p: Scalar) -> tuple[int | float, int | float]:
    """The closed range ``(lo, hi)`` of values ``p``'s C type holds: the integer type's minimum
    and maximum (``int32``: -2147483648 .. 2147483647), or -max .. max of the float type
    (``float32``: +-3.4028234663852886e+38; infinities and NaN are also passed as they are)."""
    dt = np.dtype(p.dtype)
    if dt.kind == "f":
        m = float(np.finfo(dt).max)
        return -m, m
    info = np.iinfo(dt)
    return int(info.min), int(info.max)


def _fits(p: Scalar, v: Any) -> bool:
    lo, hi = scalar_range(p)
    if np.dtype(p.dtype).kind == "f":
        try:
            f = float(v)
        except (TypeError, ValueError, OverflowError):
            return False
        return math.isnan(f) or math.isinf(f) or lo <= f <= hi
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
        return False
    return lo <= int(v) <= hi


def scalar_value(spec: KernelSpec, p: Scalar, sizes: Mapping[str, int]) -> int | float:
    """The value a scalar parameter is passed with: its size, else its ``value=``.

    Raises TileLangError when there is none, or when it is outside the parameter's C type
    (:func:`scalar_range`; an integer parameter takes integers only): ctypes and the GPU
    runner would silently pass it modulo 2^bits (4294967301 as 5 to an ``int``) or as inf.
    """
    if p.value is not None:
        v, origin = p.value, f"value={p.value!r} of scalar {p.name!r}"
    elif p.name in sizes:
        v, origin = sizes[p.name], f"size {p.name}={sizes[p.name]}"
    else:
        raise TileLangError(f"kernel {spec.name!r}: scalar {p.name!r} has no value "
                            f"(not a size, no value=)")
    if not _fits(p, v):
        lo, hi = scalar_range(p)
        kind = "an integer in" if np.dtype(p.dtype).kind in "iu" else "range"
        raise TileLangError(
            f"kernel {spec.name!r}: {origin} does not fit parameter {p.name!r} of type "
            f"{p.dtype} (C {_C_NAMES[p.dtype]}, {kind} {lo} .. {hi})")
    if np.dtype(p.dtype).kind == "f":
        return np.dtype(p.dtype).type(v)
    return int(v)


# ---------------------------------------------------------------------------------------------
# Memory
# ---------------------------------------------------------------------------------------------

def array_bytes(spec: KernelSpec, sizes: Mapping[str, int]) -> dict[str, int]:
    """``{array name: bytes}`` of every array parameter of ``spec`` at ``sizes`` (shape product
    times the element size, exact Python integers: no overflow)."""
    return {a.name: math.prod(spec.shape(a, sizes)) * np_dtype(a.dtype).itemsize
            for a in spec.arrays}


def available_memory() -> int | None:
    """Bytes this process may still allocate: ``MemAvailable`` of /proc/meminfo (else the
    free physical pages), capped by RLIMIT_AS when that is set; None when unknown."""
    avail = None
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    avail = int(line.split()[1]) * 1024
                    break
    except (OSError, ValueError, IndexError):
        pass
    if avail is None:
        try:
            avail = os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        except (AttributeError, OSError, ValueError):
            avail = None
    try:
        import resource
        soft, _ = resource.getrlimit(resource.RLIMIT_AS)
        if soft != resource.RLIM_INFINITY:
            avail = soft if avail is None else min(avail, soft)
    except (ImportError, OSError, ValueError):
        pass
    return avail


#: How many times a run holds its arrays at least: the kernel's and the reference's copies.
MEMORY_COPIES = 2


def _bytes_list(spec: KernelSpec, sizes: Mapping[str, int]) -> tuple[int, str]:
    each = array_bytes(spec, sizes)
    return sum(each.values()), ", ".join(f"{n}: {b} bytes" for n, b in each.items())


def check_memory(spec: KernelSpec, sizes: Mapping[str, int],
                 available: int | None = None) -> None:
    """TileLangError, before anything is allocated, when the arrays of ``spec`` at ``sizes``
    cannot fit: a run holds them :data:`MEMORY_COPIES` times (inputs, and the copies the
    reference gets), which must not exceed ``available`` bytes (default
    :func:`available_memory`; no check when that is unknown). The message names every array
    with its bytes."""
    total, listing = _bytes_list(spec, sizes)
    if available is None:
        available = available_memory()
    if available is None or total * MEMORY_COPIES <= available:
        return
    raise TileLangError(
        f"kernel {spec.name!r} at {fmt_sizes(sizes)} needs {total} bytes of arrays ({listing}), "
        f"{total * MEMORY_COPIES} bytes with the reference's copies: more than the {available} "
        f"bytes of memory available; use smaller --sizes")


def out_of_memory(spec: KernelSpec, sizes: Mapping[str, int]) -> TileLangError:
    """The TileLangError for a MemoryError while running ``spec`` at ``sizes``: names every
    array with its bytes and the memory available."""
    total, listing = _bytes_list(spec, sizes)
    avail = available_memory()
    have = f"{avail} bytes available" if avail is not None else "available memory unknown"
    return TileLangError(f"out of memory running kernel {spec.name!r} at {fmt_sizes(sizes)}: "
                         f"its arrays take {total} bytes ({listing}), and the run needs more "
                         f"({have}); use smaller --sizes")


@contextlib.contextmanager
def memory_errors(spec: KernelSpec, sizes: Mapping[str, int]) -> Iterator[None]:
    """Turns a MemoryError raised in the ``with`` body into :func:`out_of_memory`'s error."""
    try:
        yield
    except MemoryError:
        raise out_of_memory(spec, sizes) from None


# ---------------------------------------------------------------------------------------------
# Inputs and poisoned outputs
# ---------------------------------------------------------------------------------------------

def poison_outputs(spec: KernelSpec, values: Mapping[str, Any],
                   fill: Callable[[Array, int], None] | None = None) -> None:
    """Poison every ``out`` array of ``spec`` before a checked call, so that an element the
    kernel does not write fails the check (``inout`` arrays keep their values): each byte of
    its value in ``values`` (a C-contiguous NumPy array) becomes :data:`POISON_BYTE`, in place;
    or, with ``fill``, ``fill(array, POISON_BYTE)`` is called instead (the GPU runner fills the
    array's device buffer). The host runner, the GPU runner and the emulator all poison here."""
    for a in spec.arrays:
        if a.intent != "out":
            continue
        if fill is not None:
            fill(a, POISON_BYTE)
            continue
        v = values.get(a.name)
        if isinstance(v, np.ndarray) and v.size:
            v.reshape(-1).view(np.uint8).fill(POISON_BYTE)


def make_inputs(spec: KernelSpec, sizes: Mapping[str, int], seed: int = 0) -> dict[str, Any]:
    """Values of every parameter of ``spec`` at ``sizes``, random but reproducible from ``seed``.

    Returns ``{param name: value}``: arrays as new C-contiguous ``np.ndarray`` of the exact dtype
    and shape (float32/float64 uniform in [-1, 1); float16 and bfloat16 multiples of 1/8 in
    [-1, 1) (:data:`HALF_STEPS`: exact products and fp32 sums); signed ints in INT_RANGE,
    unsigned ints in UINT_RANGE; ``out`` arrays zeros); integer scalars as ``int``, float scalars as NumPy scalars. Raises
    TileLangError when a scalar does not fit its type (:func:`scalar_value`), when the arrays
    cannot fit in memory (:func:`check_memory`, before allocating) or when allocating them
    runs out of memory anyway (:func:`out_of_memory`).
    """
    for p in spec.params:
        if isinstance(p, Scalar):
            scalar_value(spec, p, sizes)
    check_memory(spec, sizes)
    rng = np.random.default_rng(seed)
    values: dict[str, Any] = {}
    with memory_errors(spec, sizes):
        for p in spec.params:
            if isinstance(p, Scalar):
                values[p.name] = scalar_value(spec, p, sizes)
                continue
            shape = spec.shape(p, sizes)
            dt = np_dtype(p.dtype)
            if p.intent == "out":
                arr = np.zeros(shape, dtype=dt)
            elif is_low_precision(dt):
                k = rng.integers(-HALF_STEPS, HALF_STEPS, size=shape)
                arr = (k.astype(np.float32) / HALF_STEPS).astype(dt)
            elif dt.kind == "f":
                arr = rng.uniform(-1.0, 1.0, size=shape).astype(dt)
            elif dt.kind == "i":
                arr = rng.integers(*INT_RANGE, size=shape).astype(dt)
            else:
                arr = rng.integers(*UINT_RANGE, size=shape).astype(dt)
            values[p.name] = np.ascontiguousarray(arr)
        if spec.prepare is not None:
            _prepare(spec, values)
    return values


def _prepare(spec: KernelSpec, values: dict[str, Any]) -> None:
    """Apply ``spec.prepare`` (see :class:`~tilelang_llvm.spec.KernelSpec`) to ``values``."""
    copies = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in values.items()}
    try:
        changed = spec.prepare(**copies)
    except Exception as exc:  # the user's code: report it in one line
        raise TileLangError(f"prepare of {spec.name!r} raised {type(exc).__name__}: {exc}") from exc
    arrays = {a.name: a for a in spec.arrays}
    for k, v in dict(changed or {}).items():
        if k not in arrays:
            raise TileLangError(f"prepare of {spec.name!r} returned {k!r}, which is not an array")
        old = values[k]
        new = np.asarray(v)
        if new.shape != old.shape:
            raise TileLangError(f"prepare of {spec.name!r}: {k!r} has shape {new.shape}, the "
                                f"array has {old.shape}")
        values[k] = np.ascontiguousarray(new.astype(old.dtype))

