"""The classes of a kernel description: :class:`Scalar`, :class:`Array`, :class:`KernelSpec`.

Their rules are the module docstring of :mod:`tilelang_llvm.kernel`, which re-exports them
(descriptions write ``from tilelang_llvm.kernel import KernelSpec, Scalar, Array``). A spec's
shapes and counts are expressions of its sizes, evaluated by :mod:`tilelang_llvm.sizes`.
"""

from __future__ import annotations

import ctypes
import math
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from .dtypes import LOW_PRECISION, is_float, np_dtype
from .errors import TileLangError
from .sizes import eval_expr, fmt_sizes

__all__ = ["Scalar", "Array", "KernelSpec"]

_INTENTS = ("in", "out", "inout")

# dtype -> (ctypes type for a scalar argument, LLVM IR type of that scalar argument).
_SCALAR_TYPES: dict[str, tuple[Any, str]] = {
    "int8": (ctypes.c_int8, "i8"), "int16": (ctypes.c_int16, "i16"),
    "int32": (ctypes.c_int32, "i32"), "int64": (ctypes.c_int64, "i64"),
    "uint8": (ctypes.c_uint8, "i8"), "uint16": (ctypes.c_uint16, "i16"),
    "uint32": (ctypes.c_uint32, "i32"), "uint64": (ctypes.c_uint64, "i64"),
    "float32": (ctypes.c_float, "float"), "float64": (ctypes.c_double, "double"),
}


def _dtype(name: str, what: str) -> np.dtype:
    """The NumPy dtype of an array's ``name`` (:func:`tilelang_llvm.dtypes.np_dtype`: bfloat16
    through ml_dtypes); TileLangError for an unknown name or one that is not an integer or
    float type."""
    try:
        dt = np_dtype(name)
    except TypeError as exc:
        raise TileLangError(f"{what}: unknown dtype {name!r}") from exc
    if dt.kind not in "iu" and not is_float(dt):
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

    ``dtype``: an integer type (int8 ... uint64), float32, float64, or one of the 16-bit floats
    float16 (C ``_Float16``) and bfloat16 (C ``__bf16``, NumPy's through ml_dtypes), passed as
    2-byte elements. ``shape``: a tuple of ints or expressions of the sizes (strings such as
    ``"M+2"``); a single int or string means a 1-D array. ``intent``: ``"in"`` (read only), ``"out"`` (written, starts
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

    See the module docstring of :mod:`tilelang_llvm.kernel` for the meaning of each field.
    ``sizes`` maps each size name to its default value; ``run --sizes`` overrides some or all
    of them.
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
    accumulate: str | None = None
    triton_equiv: Callable[..., Any] | None = None
    #: Macros the source is compiled with on the host: ``{"N": "n"}`` adds ``-DN=<value of the
    #: expression n at the run's sizes>`` to clang's flags (fixed-size array parameters
    #: ``double A[N][N]`` need their sizes at compile time).
    defines: Mapping[str, str | int] = field(default_factory=dict)
    #: Optional ``prepare(**params)``: called by :func:`tilelang_llvm.inputs.make_inputs` after
    #: the random inputs are drawn; returns ``{array name: new contents}`` for the arrays it
    #: changes (a symmetric positive definite matrix for a Cholesky factorisation).
    prepare: Callable[..., Mapping[str, Any]] | None = None
    #: clang flags the kernel's source is built with (as a build system would give them), e.g.
    #: ``("-fno-math-errno",)`` for a band that calls C's math library on the host; added
    #: before the harness's extra flags by ``run``, ``bench`` and the tests.
    clang_flags: Sequence[str] = ()

    def __post_init__(self) -> None:
        self.params = list(self.params)
        self.sizes = dict(self.sizes or {})
        self.defines = dict(self.defines or {})
        for k in self.defines:
            if not re.fullmatch(r"[A-Za-z_]\w*", str(k)):
                raise TileLangError(f"kernel {self.name!r}: define {k!r} is not a macro name")
            if any(p.name == k for p in self.params):
                raise TileLangError(f"kernel {self.name!r}: define {k!r} would rename the "
                                    f"parameter {k!r}: give the macro another name")
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
        if isinstance(self.clang_flags, str) or not all(
                isinstance(f, str) for f in self.clang_flags):
            raise TileLangError(f"kernel {self.name!r}: clang_flags must be a sequence of strings")
        self.clang_flags = tuple(self.clang_flags)
        if self.rtol < 0:
            raise TileLangError(f"kernel {self.name!r}: rtol must be >= 0")
        if self.accumulate is not None and self.accumulate not in (*LOW_PRECISION, "float32",
                                                                   "float64"):
            raise TileLangError(f"kernel {self.name!r}: accumulate={self.accumulate!r} is not "
                                f"one of float16, bfloat16, float32, float64")

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

    def define_flags(self, sizes: Mapping[str, int]) -> list[str]:
        """The clang flags of :attr:`defines` at ``sizes``: ``["-DN=400", ...]``."""
        out = []
        for k, e in self.defines.items():
            v = eval_expr(e, sizes, what=f"define {k} of {self.name!r}")
            if v != int(v):
                raise TileLangError(f"kernel {self.name!r}: define {k}={e!r} is {v} at "
                                    f"{fmt_sizes(sizes)}, not an integer")
            out.append(f"-D{k}={int(v)}")
        return out

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
                    f"{fmt_sizes(sizes)}; it must be a non-negative integer")
            out.append(int(v))
        return tuple(out)
