"""Kernel descriptions: what a kernel's parameters are, how to make its inputs, how to check it.

Every ``examples/NAME.cpp`` has a sibling ``examples/NAME.py`` that defines ::

    from tilelang_llvm.kernel import KernelSpec, Scalar, Array

    def gemm_ref(M, N, K, A, B, C):
        return {"C": C + A @ B}

    KERNELS = [
        KernelSpec(name="gemm",
                   params=[Scalar("M"), Scalar("N"), Scalar("K"),
                           Array("A", "float32", ("M", "K")),
                           Array("B", "float32", ("K", "N")),
                           Array("C", "float32", ("M", "N"), intent="inout")],
                   reference=gemm_ref, sizes={"M": 1024, "N": 1024, "K": 1024},
                   rtol=1e-5, flops="2*M*N*K", numpy_equiv=lambda A, B: A @ B),
    ]

The rules (shared with examples/, keep them):

- ``params`` are in the order of the C signature.
- ``Scalar(name, dtype="int32", value=None)``: a *size* scalar (its name is a key of the sizes)
  takes its value from the sizes; any other scalar (``alpha``) needs ``value=``.
- ``Array(name, dtype, shape, intent="in")``: ``shape`` entries are ints or expressions of the
  sizes (``"M+2"``, ``"N*N"``, ``"(H-2)*(W-2)"``); ``intent`` is ``"in"``, ``"out"`` or ``"inout"``.
  Arrays are passed as pointers to C-contiguous NumPy arrays of exactly ``dtype``.
- ``reference(**kwargs)`` gets every parameter by name -- arrays as NumPy arrays (copies of the
  kernel's inputs, so it may modify them), integer scalars as Python ``int``, float scalars as
  NumPy scalars of their dtype (``np.float32``) -- and returns a dict mapping *every* ``out`` and
  ``inout`` array's name to its expected contents (any array-like of that shape).
- ``rtol``: the tolerance of the check (see :func:`compare`); 0 means exact, and integer arrays
  are always compared exactly.
- ``flops``: an expression of the sizes giving the floating-point (or integer) operations of
  one call, for GFLOP/s; or ``None``.
- ``numpy_equiv``: optional callable that does the kernel's work with NumPy (``lambda A, B: A @ B``),
  timed by ``bench`` as the "NumPy (1 thread)" baseline; it is called with the parameters its
  signature names (or all of them if it takes ``**kwargs``). Its result is not checked.
- ``torch_equiv``: the same for ``bench --target sm_XX``: called with CUDA ``torch.Tensor``s
  (arrays, same shapes and dtypes) and the scalars, it does the kernel's work with PyTorch
  (``lambda A, B, C: C.addmm_(A, B)``: cuBLAS), timed as the "cuBLAS (torch)" baseline where
  torch is installed. It must not import anything at description-load time.
- ``bytes``: an expression of the sizes giving the bytes one call must move to and from memory
  (each array read or written once), for GB/s; a GPU bench also times a device-to-device copy
  of ``bytes / 2`` bytes (which moves ``bytes``) as the bandwidth baseline. Or ``None``.
- ``reduction``: an expression of the sizes giving the longest sum behind one output element
  (``"K"`` for GEMM), for the GPU tolerance (:func:`gpu_tolerance`); ``None`` estimates it from
  ``flops`` (flops / (2 x output elements)).

Inputs (:func:`make_inputs`), from ``numpy.random.default_rng(seed)``, drawn in parameter order:
float arrays uniform in [-1, 1); signed integer arrays uniform in [-8, 8); unsigned integer
arrays uniform in [0, 16); ``out`` arrays start as zeros (what the reference sees). Small
integers keep integer kernels (sums of products) far from overflow. Before the kernel runs, every
runner fills its ``out`` arrays with :data:`POISON_BYTE` (:func:`poison_outputs` on the host,
the same byte in device memory on a GPU), so an element the kernel never writes fails the check.

The sizes are checked before anything is compiled or allocated (:func:`resolve_sizes`): every
scalar's value must fit its parameter's C type (an ``int`` size of 4294967301 would reach the
kernel as 5), and the arrays must fit in the memory available (:func:`check_memory`); running
out of memory anyway is a TileLangError naming the arrays and their bytes
(:func:`out_of_memory`), not a MemoryError.
"""

from __future__ import annotations

import ast
import contextlib
import ctypes
import dataclasses
import importlib.util
import inspect
import math
import operator
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence

import numpy as np

from .errors import TileLangError

__all__ = [
    "Scalar", "Array", "KernelSpec", "CheckResult", "load_specs", "find_spec", "spec_path_for",
    "parse_sizes", "resolve_sizes", "eval_expr", "make_inputs", "call_reference", "compare",
    "gpu_tolerance", "scalar_range", "check_memory", "out_of_memory", "memory_errors",
    "poison_outputs", "POISON_BYTE", "INT_RANGE", "UINT_RANGE",
]

#: Half-open range of random signed-integer inputs.
INT_RANGE = (-8, 8)
#: Half-open range of random unsigned-integer inputs.
UINT_RANGE = (0, 16)

_INTENTS = ("in", "out", "inout")

#: The byte every ``out`` array is filled with before a checked call, on the host and on a GPU:
#: NaN for floats, -1 for signed and the largest value for unsigned integers.
POISON_BYTE = 0xFF

# dtype -> (ctypes type for a scalar argument, LLVM IR type of that scalar argument).
_SCALAR_TYPES: dict[str, tuple[Any, str]] = {
    "int8": (ctypes.c_int8, "i8"), "int16": (ctypes.c_int16, "i16"),
    "int32": (ctypes.c_int32, "i32"), "int64": (ctypes.c_int64, "i64"),
    "uint8": (ctypes.c_uint8, "i8"), "uint16": (ctypes.c_uint16, "i16"),
    "uint32": (ctypes.c_uint32, "i32"), "uint64": (ctypes.c_uint64, "i64"),
    "float32": (ctypes.c_float, "float"), "float64": (ctypes.c_double, "double"),
}


def _dtype(name: str, what: str) -> np.dtype:
    try:
        dt = np.dtype(name)
    except TypeError as exc:
        raise TileLangError(f"{what}: unknown dtype {name!r}") from exc
    if dt.kind not in "iuf":
        raise TileLangError(f"{what}: dtype {name!r} is not an integer or floating-point type")
    return dt


@dataclass(frozen=True)
class Scalar:
    """A scalar parameter passed by value.

    ``dtype``: one of int8/16/32/64, uint8/16/32/64, float32, float64. ``value``: the value of a
    non-size scalar (a size scalar, whose name is a size, takes the size's value and must leave
    ``value`` as ``None``).
    """

    name: str
    dtype: str = "int32"
    value: int | float | None = None

    def __post_init__(self) -> None:
        if self.dtype not in _SCALAR_TYPES:
            raise TileLangError(
                f"Scalar {self.name!r}: dtype {self.dtype!r} is not one of {', '.join(_SCALAR_TYPES)}")

    @property
    def ctype(self) -> Any:
        """The ctypes type the scalar is passed as."""
        return _SCALAR_TYPES[self.dtype][0]

    @property
    def ir_type(self) -> str:
        """The LLVM IR type clang gives the parameter (``i32``, ``float``, ...)."""
        return _SCALAR_TYPES[self.dtype][1]


@dataclass(frozen=True)
class Array:
    """An array parameter, passed as a pointer to its first element.

    ``shape``: a tuple of ints or expressions of the sizes (strings such as ``"M+2"``); a single
    int or string means a 1-D array. ``intent``: ``"in"`` (read only), ``"out"`` (written, starts
    as zeros) or ``"inout"`` (read and written); ``out``/``inout`` arrays are checked.
    """

    name: str
    dtype: str
    shape: tuple = ()
    intent: str = "in"

    def __post_init__(self) -> None:
        _dtype(self.dtype, f"Array {self.name!r}")
        if isinstance(self.shape, (int, str)):
            object.__setattr__(self, "shape", (self.shape,))
        else:
            object.__setattr__(self, "shape", tuple(self.shape))
        if self.intent not in _INTENTS:
            raise TileLangError(
                f"Array {self.name!r}: intent {self.intent!r} is not one of {', '.join(_INTENTS)}")

    @property
    def is_output(self) -> bool:
        """True for ``out`` and ``inout`` arrays (the ones the check compares)."""
        return self.intent in ("out", "inout")


@dataclass
class KernelSpec:
    """The description of one kernel (one ``extern "C"`` function) of a source file.

    See the module docstring for the meaning of each field. ``sizes`` maps each size name to its
    default value; ``run --sizes`` overrides some or all of them.
    """

    name: str
    params: Sequence[Scalar | Array]
    reference: Callable[..., Mapping[str, Any]] | None = None
    sizes: Mapping[str, int] = field(default_factory=dict)
    rtol: float = 1e-5
    flops: str | None = None
    numpy_equiv: Callable[..., Any] | None = None
    torch_equiv: Callable[..., Any] | None = None
    bytes: str | None = None
    reduction: str | None = None

    def __post_init__(self) -> None:
        self.params = list(self.params)
        self.sizes = dict(self.sizes or {})
        seen = set()
        for p in self.params:
            if not isinstance(p, (Scalar, Array)):
                raise TileLangError(f"kernel {self.name!r}: parameter {p!r} is not a Scalar or an Array")
            if p.name in seen:
                raise TileLangError(f"kernel {self.name!r}: parameter {p.name!r} is listed twice")
            seen.add(p.name)
        for k, v in self.sizes.items():
            if not isinstance(v, (int, np.integer)) or isinstance(v, bool):
                raise TileLangError(f"kernel {self.name!r}: size {k}={v!r} is not an integer")
        if self.rtol < 0:
            raise TileLangError(f"kernel {self.name!r}: rtol must be >= 0")

    @property
    def arrays(self) -> list[Array]:
        """The array parameters, in signature order."""
        return [p for p in self.params if isinstance(p, Array)]

    @property
    def outputs(self) -> list[Array]:
        """The ``out`` and ``inout`` arrays, in signature order."""
        return [p for p in self.params if isinstance(p, Array) and p.is_output]

    def flop_count(self, sizes: Mapping[str, int]) -> float | None:
        """Operations of one call at ``sizes`` (from ``flops``), or None when not given."""
        if self.flops is None:
            return None
        return float(eval_expr(self.flops, sizes, what=f"flops of {self.name!r}"))

    def byte_count(self, sizes: Mapping[str, int]) -> float | None:
        """Bytes one call moves at ``sizes`` (from ``bytes``), or None when not given."""
        if self.bytes is None:
            return None
        return float(eval_expr(self.bytes, sizes, what=f"bytes of {self.name!r}"))

    def reduction_length(self, sizes: Mapping[str, int]) -> int:
        """The longest sum behind one output element at ``sizes`` (>= 1): ``reduction`` when
        given, else flops / (2 x output elements) rounded up, else 1."""
        if self.reduction is not None:
            v = eval_expr(self.reduction, sizes, what=f"reduction of {self.name!r}")
            return max(1, math.ceil(v))
        flops = self.flop_count(sizes)
        outs = sum(math.prod(self.shape(a, sizes)) for a in self.outputs)
        if not flops or not outs:
            return 1
        return max(1, math.ceil(flops / (2 * outs)))

    def shape(self, array: Array, sizes: Mapping[str, int]) -> tuple[int, ...]:
        """The concrete shape of ``array`` at ``sizes``; TileLangError if an entry is not a
        non-negative integer."""
        out = []
        for e in array.shape:
            v = eval_expr(e, sizes, what=f"shape of {array.name!r} in {self.name!r}")
            if v != int(v) or v < 0:
                raise TileLangError(
                    f"kernel {self.name!r}: shape entry {e!r} of {array.name!r} is {v} at "
                    f"{_fmt_sizes(sizes)}; it must be a non-negative integer")
            out.append(int(v))
        return tuple(out)


# ---------------------------------------------------------------------------------------------
# Expressions of the sizes
# ---------------------------------------------------------------------------------------------

_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
           ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
           ast.Pow: operator.pow}
_UNOPS = {ast.USub: operator.neg, ast.UAdd: operator.pos}
_FUNCS = {"min": min, "max": max, "ceil": math.ceil, "floor": math.floor}


def eval_expr(expr: int | float | str, env: Mapping[str, int], *, what: str = "expression") -> int | float:
    """Evaluate an arithmetic expression of the sizes.

    ``expr``: an int/float, or a string using size names, integer/float literals, ``+ - * / //
    % **``, parentheses and ``min``, ``max``, ``ceil``, ``floor``. Returns the number.
    Raises TileLangError for a syntax error, an unknown name or anything else (no ``eval``).
    """
    if isinstance(expr, (int, float, np.integer, np.floating)) and not isinstance(expr, bool):
        return expr
    if not isinstance(expr, str):
        raise TileLangError(f"{what}: {expr!r} is not a number or an expression string")
    try:
        tree = ast.parse(expr.strip(), mode="eval")
    except SyntaxError as exc:
        raise TileLangError(f"{what}: cannot parse {expr!r}") from exc

    def ev(node: ast.AST) -> Any:
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) \
                and not isinstance(node.value, bool):
            return node.value
        if isinstance(node, ast.Name):
            if node.id not in env:
                raise TileLangError(f"{what}: {expr!r} names {node.id!r}, which is not a size "
                                    f"(sizes: {', '.join(env) or 'none'})")
            return env[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.UnaryOp) and type(node.op) in _UNOPS:
            return _UNOPS[type(node.op)](ev(node.operand))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in _FUNCS and not node.keywords:
            return _FUNCS[node.func.id](*[ev(a) for a in node.args])
        raise TileLangError(f"{what}: {expr!r} is not a plain arithmetic expression of the sizes")

    try:
        return ev(tree)
    except ZeroDivisionError as exc:
        raise TileLangError(f"{what}: {expr!r} divides by zero at {_fmt_sizes(env)}") from exc


def _fmt_sizes(sizes: Mapping[str, Any]) -> str:
    return ",".join(f"{k}={v}" for k, v in sizes.items()) or "(no sizes)"


_SIZE_ITEM = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([+-]?\d+)\s*$")


def parse_sizes(text: str | None) -> dict[str, int]:
    """Parse ``"M=100,N=77,K=33"`` into ``{"M": 100, "N": 77, "K": 33}``.

    ``None`` or ``""`` gives ``{}``. Raises TileLangError naming the bad item for anything else
    (missing ``=``, a non-integer value, a name given twice).
    """
    if not text:
        return {}
    out: dict[str, int] = {}
    for item in text.split(","):
        m = _SIZE_ITEM.match(item)
        if not m:
            raise TileLangError(f"bad --sizes item {item.strip()!r}: expected NAME=INTEGER, "
                                f"as in --sizes M=100,N=77,K=33")
        name, value = m.group(1), int(m.group(2))
        if name in out:
            raise TileLangError(f"bad --sizes: {name} is given twice")
        out[name] = value
    return out


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


# ---------------------------------------------------------------------------------------------
# Inputs, reference, comparison
# ---------------------------------------------------------------------------------------------

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


def array_bytes(spec: KernelSpec, sizes: Mapping[str, int]) -> dict[str, int]:
    """``{array name: bytes}`` of every array parameter of ``spec`` at ``sizes`` (shape product
    times the element size, exact Python integers: no overflow)."""
    return {a.name: math.prod(spec.shape(a, sizes)) * np.dtype(a.dtype).itemsize
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
        f"kernel {spec.name!r} at {_fmt_sizes(sizes)} needs {total} bytes of arrays ({listing}), "
        f"{total * MEMORY_COPIES} bytes with the reference's copies: more than the {available} "
        f"bytes of memory available; use smaller --sizes")


def out_of_memory(spec: KernelSpec, sizes: Mapping[str, int]) -> TileLangError:
    """The TileLangError for a MemoryError while running ``spec`` at ``sizes``: names every
    array with its bytes and the memory available."""
    total, listing = _bytes_list(spec, sizes)
    avail = available_memory()
    have = f"{avail} bytes available" if avail is not None else "available memory unknown"
    return TileLangError(f"out of memory running kernel {spec.name!r} at {_fmt_sizes(sizes)}: "
                         f"its arrays take {total} bytes ({listing}), and the run needs more "
                         f"({have}); use smaller --sizes")


@contextlib.contextmanager
def memory_errors(spec: KernelSpec, sizes: Mapping[str, int]) -> Iterator[None]:
    """Turns a MemoryError raised in the ``with`` body into :func:`out_of_memory`'s error."""
    try:
        yield
    except MemoryError:
        raise out_of_memory(spec, sizes) from None


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
    and shape (floats uniform in [-1, 1), signed ints in INT_RANGE, unsigned ints in UINT_RANGE,
    ``out`` arrays zeros); integer scalars as ``int``, float scalars as NumPy scalars. Raises
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
            dt = np.dtype(p.dtype)
            if p.intent == "out":
                arr = np.zeros(shape, dtype=dt)
            elif dt.kind == "f":
                arr = rng.uniform(-1.0, 1.0, size=shape).astype(dt)
            elif dt.kind == "i":
                arr = rng.integers(*INT_RANGE, size=shape).astype(dt)
            else:
                arr = rng.integers(*UINT_RANGE, size=shape).astype(dt)
            values[p.name] = np.ascontiguousarray(arr)
    return values


def _copy_values(values: Mapping[str, Any]) -> dict[str, Any]:
    return {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in values.items()}


def call_reference(spec: KernelSpec, values: Mapping[str, Any],
                   sizes: Mapping[str, int] | None = None) -> dict[str, np.ndarray]:
    """Run ``spec.reference`` on copies of ``values``; return ``{output name: expected array}``.

    Each expected array is converted to the output's dtype and checked for its shape. Raises
    TileLangError when there is no reference, when it raises (the message names the exception;
    a MemoryError gives :func:`out_of_memory`'s message at ``sizes``),
    or when its result is not a dict holding every ``out``/``inout`` array with the right shape.
    """
    if spec.reference is None:
        raise TileLangError(f"kernel {spec.name!r} has no reference: give reference= in its "
                            f"KernelSpec, or --reference FILE.py")
    try:
        result = spec.reference(**_copy_values(values))
    except MemoryError:
        raise out_of_memory(spec, sizes if sizes is not None else dict(spec.sizes)) from None
    except Exception as exc:  # the user's code: report it in one line
        raise TileLangError(f"reference of {spec.name!r} raised {type(exc).__name__}: {exc}") from exc
    if not isinstance(result, Mapping):
        raise TileLangError(f"reference of {spec.name!r} returned {type(result).__name__}, "
                            f"not a dict of output name -> expected array")
    outputs = {a.name: a for a in spec.outputs}
    extra = [k for k in result if k not in outputs]
    if extra:
        raise TileLangError(f"reference of {spec.name!r} returned {', '.join(map(repr, extra))}, "
                            f"which {'is' if len(extra) == 1 else 'are'} not an out/inout array "
                            f"(outputs: {', '.join(outputs) or 'none'})")
    missing = [k for k in outputs if k not in result]
    if missing:
        raise TileLangError(f"reference of {spec.name!r} did not return "
                            f"{', '.join(map(repr, missing))} (every out/inout array is checked)")
    expected = {}
    for name, arr in outputs.items():
        want = np.asarray(result[name])
        shape = values[name].shape if name in values else spec.shape(arr, sizes or {})
        if want.shape != shape:
            try:
                want = want.reshape(shape)
            except ValueError as exc:
                raise TileLangError(f"reference of {spec.name!r}: {name!r} has shape {want.shape}, "
                                    f"the array has {shape}") from exc
        expected[name] = want
    return expected


@dataclass
class CheckResult:
    """The comparison of one output array with its expected value.

    ``error``: for floats the normwise relative error max|got - want| / max(max|want|, tiny)
    (``inf`` if ``got`` has a NaN/Inf where ``want`` is finite); for integers the number of
    elements that differ. ``ok``: error <= tolerance (integers: error == 0). ``worst``: index of
    the worst element, with ``got_at``/``want_at`` its values (None when all are equal).
    """

    name: str
    ok: bool
    error: float
    tolerance: float
    exact: bool
    worst: tuple[int, ...] | None = None
    got_at: Any = None
    want_at: Any = None
    #: The absolute floor of the check (0: none) and the largest absolute difference.
    atol: float = 0.0
    abs_error: float = 0.0

    def describe(self) -> str:
        """One line: ``C: max rel err 3.1e-07 <= 1e-05`` or the mismatch and where; with an
        absolute floor that decided: ``C: max abs err 2e-07 <= floor 9.8e-04 (rel 0.5)``."""
        if self.exact:
            head = f"{self.name}: {'exact' if self.ok else f'{int(self.error)} elements differ'}"
        elif self.atol and self.error > self.tolerance:
            rel = "<=" if self.ok else ">"
            head = (f"{self.name}: max abs err {self.abs_error:.3g} {rel} floor {self.atol:.3g} "
                    f"(max rel err {self.error:.3g}, rtol {self.tolerance:g})")
        else:
            rel = "<=" if self.ok else ">"
            head = f"{self.name}: max rel err {self.error:.3g} {rel} {self.tolerance:g}"
        if not self.ok and self.worst is not None:
            head += f" (at {list(self.worst)}: got {self.got_at!r}, want {self.want_at!r})"
        return head


def compare(name: str, got: np.ndarray, want: np.ndarray, rtol: float,
            atol: float = 0.0) -> CheckResult:
    """Compare an output array with its expected value.

    Integer arrays (either side), or ``rtol == 0``: exact equality. Float arrays: the normwise
    relative error max|got - want| / max(max|want|, tiny) must be <= ``rtol``. This tolerates the
    rounding differences of a reordered summation on elements that happen to be near zero,
    which a per-element relative test would not; ``tiny`` is the dtype's smallest normal number.
    ``atol`` > 0 is an absolute floor: the check also passes when max|got - want| <= ``atol``
    (see :func:`gpu_tolerance`). A NaN or Inf in ``got`` fails unless ``want`` has the same
    value there.
    """
    got = np.asarray(got)
    want = np.asarray(want)
    if got.shape != want.shape:
        raise TileLangError(f"{name}: result has shape {got.shape}, expected {want.shape}")
    integer = got.dtype.kind in "iub" and want.dtype.kind in "iub"
    if integer or rtol == 0:
        diff = got != want
        if got.dtype.kind == "f" or want.dtype.kind == "f":
            diff &= ~(np.isnan(got) & np.isnan(want))
        n = int(np.count_nonzero(diff))
        worst = None
        if n:
            worst = tuple(int(i) for i in np.unravel_index(int(np.argmax(diff)), got.shape))
        return CheckResult(name, n == 0, float(n), 0.0, True, worst,
                           got[worst].item() if worst else None, want[worst].item() if worst else None)
    g = got.astype(np.float64)
    w = want.astype(np.float64)
    if g.size == 0:
        return CheckResult(name, True, 0.0, rtol, False)
    same_nonfinite = (~np.isfinite(w)) & ((g == w) | (np.isnan(g) & np.isnan(w)))
    with np.errstate(invalid="ignore", over="ignore"):
        absdiff = np.where(same_nonfinite, 0.0, np.abs(g - w))
    absdiff = np.where(np.isnan(absdiff), np.inf, absdiff)
    finite_w = np.abs(w[np.isfinite(w)])
    scale = max(float(finite_w.max()) if finite_w.size else 0.0,
                float(np.finfo(got.dtype if got.dtype.kind == "f" else np.float64).tiny))
    idx = int(np.argmax(absdiff))
    abs_err = float(absdiff.flat[idx])
    err = abs_err / scale
    ok = err <= rtol or abs_err <= atol
    worst = tuple(int(i) for i in np.unravel_index(idx, got.shape))
    return CheckResult(name, ok, err, rtol, False, worst if err > 0 else None,
                       got[worst].item() if err > 0 else None, want[worst].item() if err > 0 else None,
                       atol=atol, abs_error=abs_err)


#: The least relative tolerance of a float32 check on a GPU (FMA contraction, another
#: summation order and the hardware's own rounding of divisions).
GPU_MIN_RTOL = 1e-4


def gpu_tolerance(spec: KernelSpec, sizes: Mapping[str, int]) -> tuple[float, float]:
    """``(rtol, atol)`` of a GPU check of ``spec`` at ``sizes``.

    The rule: integer outputs and ``rtol == 0`` stay exact. Otherwise the normwise relative
    tolerance is ``max(spec.rtol, 1e-4)``, and a result also passes when its largest absolute
    difference is at most ``atol = R * eps`` -- ``R`` the reduction length
    (:meth:`KernelSpec.reduction_length`, e.g. K for GEMM), ``eps`` the unit roundoff of the
    output's float type (2^-24 for float32) times 2 -- the rounding a sum of R products of
    inputs in [-1, 1) may collect. The floor only matters when the outputs are all near zero,
    where the normwise relative error means nothing.
    """
    if spec.rtol == 0:
        return 0.0, 0.0
    eps = max((float(np.finfo(np.dtype(a.dtype)).eps) for a in spec.outputs
               if np.dtype(a.dtype).kind == "f"), default=0.0)
    return max(spec.rtol, GPU_MIN_RTOL), spec.reduction_length(sizes) * eps


# ---------------------------------------------------------------------------------------------
# Finding and loading specs
# ---------------------------------------------------------------------------------------------

def spec_path_for(source: str | Path) -> Path:
    """The description file of a kernel source: ``examples/gemm.cpp`` -> ``examples/gemm.py``."""
    return Path(source).with_suffix(".py")


_loaded: dict[Path, Any] = {}


def _load_module(path: Path) -> Any:
    path = path.resolve()
    if path in _loaded:
        return _loaded[path]
    if not path.is_file():
        raise TileLangError(f"{path}: no such file")
    modname = "_tilelang_spec_" + re.sub(r"\W", "_", str(path))
    spec = importlib.util.spec_from_file_location(modname, path)
    if spec is None or spec.loader is None:
        raise TileLangError(f"{path}: cannot be loaded as Python")
    module = importlib.util.module_from_spec(spec)
    sys.modules[modname] = module
    try:
        spec.loader.exec_module(module)
    except TileLangError as exc:
        sys.modules.pop(modname, None)
        raise TileLangError(f"{path}: {exc.message}") from exc
    except SyntaxError as exc:
        sys.modules.pop(modname, None)
        raise TileLangError(f"{path}:{exc.lineno}: syntax error: {exc.msg}") from exc
    except Exception as exc:
        sys.modules.pop(modname, None)
        raise TileLangError(f"{path}: loading it raised {type(exc).__name__}: {exc}") from exc
    _loaded[path] = module
    return module


def load_specs(path: str | Path) -> list[KernelSpec]:
    """Load the ``KERNELS`` list of a description file.

    Raises TileLangError if the file is missing, fails to import (the message gives the
    exception in one line), or has no ``KERNELS`` list of KernelSpec.
    """
    module = _load_module(Path(path))
    kernels = getattr(module, "KERNELS", None)
    if kernels is None:
        raise TileLangError(f"{path}: defines no KERNELS list")
    try:
        kernels = list(kernels)
    except TypeError:
        raise TileLangError(f"{path}: KERNELS is a {type(kernels).__name__}, "
                            "not a list of KernelSpec") from None
    for k in kernels:
        if not isinstance(k, KernelSpec):
            raise TileLangError(f"{path}: KERNELS holds {type(k).__name__}, not KernelSpec")
    return kernels


def find_spec(source: str | Path, kernel: str, reference_file: str | Path | None = None) -> KernelSpec:
    """The KernelSpec named ``kernel`` for the source file ``source``.

    The description comes from ``reference_file`` when given -- a file with its own ``KERNELS``
    list, or one that only defines ``reference`` (then the sibling ``.py`` gives the rest and
    this function replaces its reference) -- else from the sibling ``.py`` of ``source``.
    Raises TileLangError when no description file exists or it has no kernel of that name
    (the message lists the names it has).
    """
    sibling = spec_path_for(source)
    if reference_file is not None:
        ref_path = Path(reference_file)
        module = _load_module(ref_path)
        if hasattr(module, "KERNELS"):
            specs, origin = load_specs(ref_path), ref_path
        elif callable(getattr(module, "reference", None)):
            if not sibling.is_file():
                raise TileLangError(f"{ref_path} defines only reference(); the parameters come from "
                                    f"{sibling}, which does not exist")
            base = _pick(load_specs(sibling), kernel, sibling)
            return dataclasses.replace(base, reference=module.reference)
        else:
            raise TileLangError(f"{ref_path}: defines neither KERNELS nor reference()")
    else:
        if not sibling.is_file():
            raise TileLangError(f"no kernel description for {source}: expected {sibling} defining "
                                f"KERNELS = [KernelSpec(...)], or pass --reference FILE.py")
        specs, origin = load_specs(sibling), sibling
    return _pick(specs, kernel, origin)


def _pick(specs: list[KernelSpec], kernel: str, origin: Path) -> KernelSpec:
    for s in specs:
        if s.name == kernel:
            return s
    names = ", ".join(s.name for s in specs) or "none"
    raise TileLangError(f"no kernel named {kernel!r} in {origin} (it describes: {names})")


def call_numpy_equiv(spec: KernelSpec, values: Mapping[str, Any]) -> Callable[[], Any]:
    """A no-argument callable running ``spec.numpy_equiv`` on ``values`` (the arrays themselves,
    not copies), passing the parameters its signature names; TileLangError if it has none."""
    fn = spec.numpy_equiv
    if fn is None:
        raise TileLangError(f"kernel {spec.name!r} has no numpy_equiv")
    try:
        sig = inspect.signature(fn)
        takes_all = any(p.kind is p.VAR_KEYWORD for p in sig.parameters.values())
        names = list(values) if takes_all else [n for n in sig.parameters if n in values]
    except (TypeError, ValueError):
        names = list(values)
    kwargs = {n: values[n] for n in names}
    return lambda: fn(**kwargs)
