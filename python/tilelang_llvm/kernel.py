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
- ``Array`` dtypes: integer types, float32, float64, and the 16-bit floats float16 (C
  ``_Float16``) and bfloat16 (C ``__bf16``; ml_dtypes' NumPy type), see
  :mod:`tilelang_llvm.dtypes`.
- ``accumulate``: the type the kernel sums in (float16, bfloat16, float32, float64); default
  float32 for a spec with 16-bit float arrays; sets
  :func:`tilelang_llvm.checking.low_precision_tolerance`.
- ``triton_equiv``: like ``torch_equiv``, timed as the "Triton tl.dot" row of a GPU bench
  (:func:`tilelang_llvm.baselines.triton_gemm` for the fp16/bf16 GEMMs).
- ``reduction``: an expression of the sizes giving the longest sum behind one output element
  (``"K"`` for GEMM), for the GPU tolerance (:func:`gpu_tolerance`); ``None`` estimates it from
  ``flops`` (flops / (2 x output elements)).

Inputs (:func:`make_inputs`), from ``numpy.random.default_rng(seed)``, drawn in parameter order:
float32/float64 arrays uniform in [-1, 1); float16/bfloat16 arrays multiples of 1/8 in [-1, 1)
(products and float32 sums exact, :data:`tilelang_llvm.inputs.HALF_STEPS`); signed integer
arrays uniform in [-8, 8); unsigned integer arrays uniform in [0, 16); ``out`` arrays start as zeros (what the reference sees). Small
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

import dataclasses
import importlib.util
import re
import sys
from pathlib import Path
from typing import Any

from .errors import TileLangError

# The harness lives in the modules below (the spec classes, the sizes, the inputs, the check);
# this module is its public face: a description imports the classes from here, and every name
# of __all__ stays importable from here.
from .checking import (GPU_MIN_RTOL, CheckResult, call_numpy_equiv, call_reference, compare,
                       gpu_tolerance)
from .inputs import (INT_RANGE, MEMORY_COPIES, POISON_BYTE, UINT_RANGE, array_bytes,
                     available_memory, check_memory, make_inputs, memory_errors, out_of_memory,
                     poison_outputs, resolve_sizes, scalar_range, scalar_value)
from .sizes import eval_expr, parse_sizes
from .spec import Array, KernelSpec, Scalar

__all__ = [
    "Scalar", "Array", "KernelSpec", "CheckResult", "load_specs", "find_spec", "spec_path_for",
    "parse_sizes", "resolve_sizes", "eval_expr", "make_inputs", "call_reference", "compare",
    "gpu_tolerance", "scalar_range", "check_memory", "out_of_memory", "memory_errors",
    "poison_outputs", "POISON_BYTE", "INT_RANGE", "UINT_RANGE",
]


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

