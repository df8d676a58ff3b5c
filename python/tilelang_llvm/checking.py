"""Checking a kernel's results: the reference, the comparison, the tolerances.

:func:`call_reference` runs a description's ``reference`` on copies of the inputs,
:func:`compare` measures each output against it (:class:`CheckResult`), :func:`gpu_tolerance`
is the looser tolerance of a GPU check; :func:`call_numpy_equiv` wraps the NumPy baseline
``bench`` times. The rules are in the module docstring of :mod:`tilelang_llvm.kernel`, which
re-exports these.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Any, Callable, Mapping

import numpy as np

from .dtypes import is_float, is_low_precision, np_dtype, tiny, unit_roundoff
from .errors import TileLangError
from .inputs import out_of_memory
from .spec import KernelSpec

__all__ = ["call_reference", "CheckResult", "compare", "gpu_tolerance", "GPU_MIN_RTOL",
           "host_tolerance", "low_precision_tolerance", "accumulator_dtype", "call_numpy_equiv"]

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
    relative error max|got - want| / max(max|want|, tiny) must be <= ``rtol`` (float16 and
    bfloat16 are compared in float64 like the others). This tolerates the
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
        if is_float(got.dtype) or is_float(want.dtype):
            got64, want64 = got.astype(np.float64), want.astype(np.float64)
            diff = (got64 != want64) & ~(np.isnan(got64) & np.isnan(want64))
        else:
            diff = got != want
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
    scale = max(float(finite_w.max()) if finite_w.size else 0.0, tiny(got.dtype))
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


def accumulator_dtype(spec: KernelSpec) -> str | None:
    """The dtype ``spec``'s sums are taken to accumulate in: ``spec.accumulate`` when given,
    else float32 for a spec with float16/bfloat16 arrays (the matrix units' fp32 accumulation),
    else None (the float32/float64 rules of :func:`gpu_tolerance` apply)."""
    if spec.accumulate is not None:
        return spec.accumulate
    if any(is_low_precision(a.dtype) for a in spec.arrays):
        return "float32"
    return None


def low_precision_tolerance(spec: KernelSpec, sizes: Mapping[str, int],
                            rtol: float) -> tuple[float, float]:
    """``(rtol, atol)`` of a check of a spec with float16/bfloat16 arrays (or ``accumulate=``),
    from ``rtol`` (the spec's, or the GPU's minimum) upwards. With ``R`` the reduction length
    (:meth:`KernelSpec.reduction_length`, K for a GEMM), ``u(t) = 2^-p`` the unit roundoff of
    type ``t`` (:mod:`tilelang_llvm.dtypes`: p = 11 for float16, 8 for bfloat16, 24 for
    float32) and ``acc`` :func:`accumulator_dtype`:

    - each float16/bfloat16 output adds ``2 u(out)``: the kernel and the reference each round
      the exact sum once to the output type, and may round it to neighbours one ulp apart
      (float16: 9.8e-4, bfloat16: 7.8e-3);
    - an ``acc`` of float16/bfloat16 (a kernel that sums in the input type) adds ``R u(acc)``:
      the bound gamma_R ~ R u of a recursive sum of R terms (Higham, "Accuracy and Stability of
      Numerical Algorithms", 2nd ed., eq. 3.5: |dC| <= gamma_R |A||B|), taken normwise;
    - ``atol = 2 R u(acc)``, the floor of :func:`gpu_tolerance` in the accumulator's type.

    With the harness's inputs (:data:`tilelang_llvm.inputs.HALF_STEPS`: multiples of 1/8) a
    float32 accumulation is exact for R <= 2^18, so these bounds only cover the output's
    rounding and another kernel's other inputs (``--reference`` files may pass any)."""
    acc = accumulator_dtype(spec) or "float32"
    for a in spec.outputs:
        if is_low_precision(a.dtype):
            rtol = max(rtol, 2 * unit_roundoff(a.dtype))
    r = spec.reduction_length(sizes)
    if is_low_precision(acc):
        rtol = max(rtol, r * unit_roundoff(acc))
    return rtol, 2 * r * unit_roundoff(acc)


def host_tolerance(spec: KernelSpec, sizes: Mapping[str, int]) -> tuple[float, float]:
    """``(rtol, atol)`` of a host check of ``spec`` at ``sizes``: ``(spec.rtol, 0)``, or for a
    spec with float16/bfloat16 arrays :func:`low_precision_tolerance` from ``spec.rtol``;
    ``rtol == 0`` stays exact."""
    if spec.rtol == 0 or accumulator_dtype(spec) is None:
        return spec.rtol, 0.0
    return low_precision_tolerance(spec, sizes, spec.rtol)


def gpu_tolerance(spec: KernelSpec, sizes: Mapping[str, int]) -> tuple[float, float]:
    """``(rtol, atol)`` of a GPU check of ``spec`` at ``sizes``.

    The rule: integer outputs and ``rtol == 0`` stay exact. Otherwise the normwise relative
    tolerance is ``max(spec.rtol, 1e-4)``, and a result also passes when its largest absolute
    difference is at most ``atol = R * eps`` -- ``R`` the reduction length
    (:meth:`KernelSpec.reduction_length`, e.g. K for GEMM), ``eps`` the unit roundoff of the
    output's float type (2^-24 for float32) times 2 -- the rounding a sum of R products of
    inputs in [-1, 1) may collect. The floor only matters when the outputs are all near zero,
    where the normwise relative error means nothing. A spec with float16/bfloat16 arrays gets
    :func:`low_precision_tolerance` from ``max(spec.rtol, 1e-4)``.
    """
    if spec.rtol == 0:
        return 0.0, 0.0
    rtol = max(spec.rtol, GPU_MIN_RTOL)
    if accumulator_dtype(spec) is not None:
        return low_precision_tolerance(spec, sizes, rtol)
    eps = max((2 * unit_roundoff(a.dtype) for a in spec.outputs
               if is_float(a.dtype)), default=0.0)
    return rtol, spec.reduction_length(sizes) * eps


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
