"""TileLang-LLVM harness: compile, run and benchmark ``#pragma tilelang`` kernels.

Modules, one per job: :mod:`.toolchain` (finding clang/opt/llc and the plugins), :mod:`.compile`
(the clang pipeline), :mod:`.kernel` (kernel descriptions, inputs, checks: its classes are in
:mod:`.spec`, the size expressions in :mod:`.sizes`, the inputs in :mod:`.inputs`, the check in
:mod:`.checking`), :mod:`.host` (loading IR with llvmlite and calling it), :mod:`.bench`
(variants side by side), :mod:`.cli` (the ``tilelang-llvm`` command) and :mod:`.demo`
(``make demo``).
"""

from .errors import TileLangError, ToolError
from .spec import Array, KernelSpec, Scalar

__version__ = "0.1.0"

__all__ = ["TileLangError", "ToolError", "KernelSpec", "Scalar", "Array", "run_kernel", "__version__"]


def run_kernel(*args, **kwargs):
    """Compile, run and check one kernel; see :func:`tilelang_llvm.host.run_kernel`."""
    from .host import run_kernel as _run_kernel
    return _run_kernel(*args, **kwargs)
