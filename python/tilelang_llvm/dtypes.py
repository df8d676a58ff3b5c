"""The element types of arrays, including the 16-bit floats of the matrix units.

NumPy has ``float16`` (IEEE 754 binary16; C ``_Float16``); ``bfloat16`` (the top half of a
binary32; C ``__bf16``) comes from the ``ml_dtypes`` package (pinned in requirements.txt), whose
NumPy dtype has kind ``"V"``, not ``"f"``, and no ``np.finfo``. Every module of the harness asks
this one instead of ``np.dtype(...).kind``: :func:`np_dtype`, :func:`is_float`,
:func:`unit_roundoff`, :func:`tiny`.

The numbers (IEEE 754-2019 table 3.5; bfloat16: Intel, "BFLOAT16 -- Hardware Numerics
Definition", 2018): significand bits p including the hidden bit -- float16 11, bfloat16 8,
float32 24, float64 53 -- and the unit roundoff u = 2^-p (round to nearest: a rounding errs by
at most u relative), so u(float16) = 2^-11 ~ 4.9e-4, u(bfloat16) = 2^-8 ~ 3.9e-3,
u(float32) = 2^-24 ~ 6.0e-8.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .errors import TileLangError

__all__ = ["LOW_PRECISION", "SIGNIFICAND_BITS", "np_dtype", "is_float", "is_low_precision",
           "unit_roundoff", "tiny", "C_TYPES"]

#: The 16-bit float dtypes of arrays (inputs of the matrix units).
LOW_PRECISION = ("float16", "bfloat16")
#: Significand bits p (with the hidden bit) of each float dtype; the unit roundoff is 2^-p.
SIGNIFICAND_BITS = {"float16": 11, "bfloat16": 8, "float32": 24, "float64": 53}
#: The C type of an array element of each dtype, as the examples declare it.
C_TYPES = {"int8": "int8_t", "int16": "int16_t", "int32": "int", "int64": "long long",
           "uint8": "uint8_t", "uint16": "uint16_t", "uint32": "unsigned", "uint64": "uint64_t",
           "float16": "_Float16", "bfloat16": "__bf16", "float32": "float", "float64": "double"}


def _bfloat16() -> Any:
    try:
        import ml_dtypes
    except ImportError as exc:
        raise TileLangError("dtype 'bfloat16' needs the ml_dtypes package (pip install -r "
                            "requirements.txt, or `make venv`)") from exc
    return np.dtype(ml_dtypes.bfloat16)


def np_dtype(name: str | np.dtype) -> np.dtype:
    """The NumPy dtype of an array dtype name (``"float16"``, ``"bfloat16"``, ``"int8"``...).

    ``bfloat16`` imports ml_dtypes (TileLangError naming the package when it is missing); any
    other name goes to ``np.dtype`` (its TypeError propagates)."""
    if isinstance(name, np.dtype):
        return name
    if name == "bfloat16":
        return _bfloat16()
    return np.dtype(name)


def _name(dt: Any) -> str:
    return np_dtype(dt).name if not isinstance(dt, np.dtype) else dt.name


def is_float(dt: str | np.dtype) -> bool:
    """True for float16, bfloat16, float32, float64 (and any other kind-``"f"`` dtype)."""
    d = np_dtype(dt)
    return d.kind == "f" or d.name == "bfloat16"


def is_low_precision(dt: str | np.dtype) -> bool:
    """True for the 16-bit floats of :data:`LOW_PRECISION`."""
    return _name(dt) in LOW_PRECISION


def unit_roundoff(dt: str | np.dtype) -> float:
    """u = 2^-p of a float dtype (:data:`SIGNIFICAND_BITS`); TileLangError for another dtype."""
    name = _name(dt)
    if name not in SIGNIFICAND_BITS:
        raise TileLangError(f"dtype {name!r} is not a float type with a known significand")
    return 2.0 ** -SIGNIFICAND_BITS[name]


def tiny(dt: str | np.dtype) -> float:
    """The smallest normal number of a float dtype (bfloat16: 2^-126, like float32's;
    float16: 2^-14); float64's for a non-float dtype."""
    d = np_dtype(dt)
    if d.name == "bfloat16":
        return 2.0 ** -126
    return float(np.finfo(d if d.kind == "f" else np.float64).tiny)
