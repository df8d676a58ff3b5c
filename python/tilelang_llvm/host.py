"""The host runtime: load optimized LLVM IR in-process with llvmlite and call a kernel.

The IR comes from clang (:func:`tilelang_llvm.compile.compile_to_ir`); llvmlite 0.50 is built on
LLVM 22, the toolchain's version, so it reads the IR as is. Each module gets an MCJIT engine
with a TargetMachine for the host CPU (its name and features, ``opt=3``); the kernel is called
through ctypes with NumPy arrays as pointers and scalars by value.

:func:`run_kernel` is the whole ``run`` job: compile, make inputs, call, check against the
reference. The pytest suites call it directly.
"""

from __future__ import annotations

import ctypes
import faulthandler
import mmap
import os
import signal
import struct
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np

from . import compile as compile_mod
from . import toolchain
from .checking import CheckResult, call_reference, compare, host_tolerance
from .dtypes import np_dtype
from .errors import TileLangError
from .inputs import check_memory, make_inputs, memory_errors, poison_outputs, resolve_sizes
from .kernel import find_spec
from .sizes import parse_sizes
from .spec import Array, KernelSpec, Scalar

_initialized = False


def _init_llvm() -> Any:
    global _initialized
    import llvmlite.binding as llvm
    if not _initialized:
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        _initialized = True
    return llvm


def host_target_machine(opt: int = 3) -> Any:
    """An llvmlite TargetMachine for this CPU: its triple, CPU name and features, ``opt`` level."""
    llvm = _init_llvm()
    target = llvm.Target.from_triple(llvm.get_process_triple())
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(),
                                        features=llvm.get_host_cpu_features().flatten(),
                                        opt=opt)


class JitModule:
    """One LLVM IR module compiled for the host by MCJIT.

    ``JitModule(ir_text)`` parses and verifies the IR (TileLangError with LLVM's message if it is
    invalid) and generates machine code. The object must stay alive while its functions are
    called.
    """

    def __init__(self, ir: str, *, opt: int = 3) -> None:
        llvm = _init_llvm()
        try:
            mod = llvm.parse_assembly(ir)
            mod.verify()
        except RuntimeError as exc:
            raise TileLangError(f"llvmlite cannot load the IR: {str(exc).strip()}") from exc
        self._module = mod
        #: Whether the module forks OpenMP threads (a tilelang-parallel region): libomp is
        #: then loaded into the process for the JIT to resolve ``__kmpc_*``.
        self.parallel = any(f.name in ("__kmpc_fork_call", "__kmpc_fork_call_if") for f in mod.functions)
        if self.parallel:
            llvm.load_library_permanently(str(toolchain.libomp()))
        self._tm = host_target_machine(opt)
        self._engine = llvm.create_mcjit_compiler(mod, self._tm)
        self._engine.finalize_object()
        self._engine.run_static_constructors()

    def find_function(self, name: str) -> str:
        """The symbol defining ``name``: ``name`` itself (``extern "C"``) or the one C++ mangled
        name of a function called ``name`` (``_Z<len><name>...``). TileLangError if there is no
        such definition, or several overloads."""
        defined = [f.name for f in self._module.functions if not f.is_declaration]
        if name in defined:
            return name
        prefix = f"_Z{len(name)}{name}"
        cands = [n for n in defined if n.startswith(prefix)]
        if len(cands) == 1:
            return cands[0]
        if len(cands) > 1:
            raise TileLangError(f"kernel {name!r} is overloaded ({', '.join(cands)}): declare the "
                                f"one to run extern \"C\"")
        shown = ", ".join(defined[:10]) + (", ..." if len(defined) > 10 else "")
        raise TileLangError(f"no function {name!r} in the compiled module "
                            f"(it defines: {shown or 'nothing'})")

    def param_types(self, symbol: str) -> list[str]:
        """The LLVM IR types of ``symbol``'s parameters (``["i32", "float", "ptr", ...]``); a
        struct passed by value in memory is ``ptr byval(%struct.S)``, not a plain ``ptr``."""
        fn = self._module.get_function(symbol)
        types = []
        for a in fn.arguments:
            t = str(a.type)
            byval = [x.decode() for x in a.attributes if x.startswith(b"byval")]
            types.append(f"{t} {byval[0]}" if byval else t)
        return types

    def address(self, symbol: str) -> int:
        """The address of ``symbol``'s machine code."""
        addr = self._engine.get_function_address(symbol)
        if not addr:
            raise TileLangError(f"the JIT has no code for {symbol!r}")
        return addr

    def bind(self, spec: KernelSpec) -> "KernelFunction":
        """The kernel ``spec.name`` as a callable checked against the spec's parameters."""
        return KernelFunction(self, spec)


class KernelFunction:
    """A JIT'd kernel bound to its KernelSpec.

    The IR signature is checked against ``spec.params`` on creation (count, and for each
    parameter: a pointer for an Array, the exact scalar type for a Scalar); a mismatch raises
    TileLangError. ``prepare(values)`` turns a values dict into the ctypes argument tuple once;
    ``call(args)`` runs the kernel (GIL released); ``__call__(values)`` does both.
    """

    def __init__(self, jit: JitModule, spec: KernelSpec) -> None:
        self.jit = jit
        self.spec = spec
        self.symbol = jit.find_function(spec.name)
        types = jit.param_types(self.symbol)
        if len(types) != len(spec.params):
            raise TileLangError(
                f"kernel {spec.name!r} takes {len(types)} parameters ({', '.join(types)}) but its "
                f"KernelSpec lists {len(spec.params)} ({', '.join(p.name for p in spec.params)})")
        argtypes = []
        for i, (p, t) in enumerate(zip(spec.params, types)):
            if " byval" in t:
                raise TileLangError(
                    f"kernel {spec.name!r}: parameter {i + 1} ({p.name}) is a struct passed by "
                    f"value ({t} in the IR); the harness passes i32, i64, float, double and "
                    f"arrays only: pass the struct's fields, or a pointer to it")
            want = "ptr" if isinstance(p, Array) else p.ir_type
            if t != want:
                kind = f"Array {p.dtype}" if isinstance(p, Array) else f"Scalar {p.dtype}"
                raise TileLangError(f"kernel {spec.name!r}: parameter {i + 1} ({p.name}) is {t} in "
                                    f"the IR, but the KernelSpec says {kind} ({want})")
            argtypes.append(ctypes.c_void_p if isinstance(p, Array) else p.ctype)
        proto = ctypes.CFUNCTYPE(None, *argtypes)
        self._fn = proto(jit.address(self.symbol))

    def prepare(self, values: Mapping[str, Any]) -> tuple:
        """The argument tuple for ``values`` ({param name: array or scalar}).

        Arrays must be C-contiguous, writeable ``np.ndarray`` of the spec's dtype holding at least
        as many elements as the spec's shape; TileLangError otherwise. The arrays must outlive
        the tuple's use.
        """
        args = []
        for p in self.spec.params:
            if p.name not in values:
                raise TileLangError(f"no value for parameter {p.name!r} of {self.spec.name!r}")
            v = values[p.name]
            if isinstance(p, Scalar):
                args.append(p.ctype(v))
                continue
            if not isinstance(v, np.ndarray):
                raise TileLangError(f"{p.name}: expected a NumPy array, got {type(v).__name__}")
            if v.dtype != np_dtype(p.dtype):
                raise TileLangError(f"{p.name}: array dtype {v.dtype} is not {p.dtype}")
            if not v.flags.c_contiguous:
                raise TileLangError(f"{p.name}: the array is not C-contiguous")
            if p.intent != "in" and not v.flags.writeable:
                raise TileLangError(f"{p.name}: the array is read-only but the kernel writes it")
            args.append(ctypes.c_void_p(v.ctypes.data))
        return tuple(args)

    def call(self, args: tuple) -> None:
        """Run the kernel once on a tuple from :meth:`prepare`."""
        self._fn(*args)

    def __call__(self, values: Mapping[str, Any]) -> None:
        self.call(self.prepare(values))

    def call_isolated(self, values: dict[str, Any]) -> float:
        """Run the kernel once in a forked child process, so that a crash (a wild store of
        wrong code, SIGSEGV) becomes a TileLangError naming the signal instead of killing this
        process. The out/inout arrays of ``values`` are replaced by copies in shared memory
        (same contents) so the child's writes come back. Returns the call's wall seconds. An
        exception in this process while the child runs (KeyboardInterrupt, the CLI's
        termination) kills the child (SIGKILL) before it propagates.
        Where ``os.fork`` does not exist it runs in-process."""
        for a in self.spec.outputs:
            if a.name in values and isinstance(values[a.name], np.ndarray):
                values[a.name] = shared_copy(values[a.name])
        args = self.prepare(values)
        if not hasattr(os, "fork"):
            t0 = time.perf_counter()
            self.call(args)
            return time.perf_counter() - t0
        rfd, wfd = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # the child: call, report the time, leave without any clean-up
            code = 0
            try:
                os.close(rfd)
                for sig in (signal.SIGINT, signal.SIGTERM):  # not the CLI's handlers
                    signal.signal(sig, signal.SIG_DFL)
                faulthandler.disable()  # a crash is reported by the parent, without a dump
                t0 = time.perf_counter()
                self.call(args)
                msg = struct.pack("d", time.perf_counter() - t0)
            except BaseException as exc:  # noqa: BLE001 -- reported to the parent
                msg, code = f"{type(exc).__name__}: {exc}".encode(), 1
            try:
                os.write(wfd, msg)
            finally:
                os._exit(code)
        os.close(wfd)
        chunks = []
        try:
            with os.fdopen(rfd, "rb") as r:
                while chunk := r.read(65536):
                    chunks.append(chunk)
            _, status = os.waitpid(pid, 0)
        except BaseException:  # interrupted (SIGINT/SIGTERM): the child must not outlive us
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            raise
        data = b"".join(chunks)
        if os.WIFSIGNALED(status):
            sig = os.WTERMSIG(status)
            try:
                name = signal.Signals(sig).name
            except ValueError:
                name = f"signal {sig}"
            raise TileLangError(f"kernel {self.spec.name!r} crashed ({name}) when called")
        if os.WEXITSTATUS(status) != 0:
            raise TileLangError(f"kernel {self.spec.name!r} failed when called: "
                                f"{data.decode(errors='replace') or 'no message'}")
        return struct.unpack("d", data)[0]


def shared_copy(arr: np.ndarray) -> np.ndarray:
    """A C-contiguous copy of ``arr`` in anonymous shared memory (``mmap``, page-aligned),
    visible to processes forked after it is made."""
    buf = mmap.mmap(-1, max(arr.nbytes, 1))
    out = np.frombuffer(buf, dtype=arr.dtype, count=arr.size).reshape(arr.shape)
    out[...] = arr
    return out


@dataclass
class RunResult:
    """The outcome of :func:`run_kernel`.

    ``ok``: every output matched. ``checks``: one :class:`~tilelang_llvm.kernel.CheckResult` per
    out/inout array. ``outputs`` / ``expected``: the arrays after the call / from the reference.
    ``compile_seconds``: clang's wall time; ``run_seconds``: one call's wall time.
    ``diagnostics``: clang's stderr (warnings, remarks). ``threads``: the threads the kernel ran
    on: :func:`tilelang_llvm.toolchain.host_threads` (``OMP_NUM_THREADS``, else the cores) when
    its tiles run on the cores (an OpenMP parallel region, ``tilelang-parallel``), else 1.
    """

    kernel: str
    source: Path
    sizes: dict[str, int]
    seed: int
    tilelang: bool
    ok: bool
    checks: list[CheckResult]
    outputs: dict[str, np.ndarray] = field(repr=False, default_factory=dict)
    expected: dict[str, np.ndarray] = field(repr=False, default_factory=dict)
    compile_seconds: float = 0.0
    run_seconds: float = 0.0
    diagnostics: str = ""
    threads: int = 1

    def __repr__(self) -> str:
        return f"RunResult({self.summary()!r})"

    def summary(self) -> str:
        """One line: ``PASS gemm [tilelang] M=100,N=77,K=33: C: max rel err ... (run 1.2 ms, 2
        threads)``."""
        sizes = ",".join(f"{k}={v}" for k, v in self.sizes.items())
        variant = "tilelang" if self.tilelang else "no tilelang"
        checks = "; ".join(c.describe() for c in self.checks)
        return (f"{'PASS' if self.ok else 'FAIL'} {self.kernel} [{variant}] {sizes}: {checks} "
                f"(run {self.run_seconds * 1e3:.3g} ms, {self.threads} "
                f"thread{'s' if self.threads > 1 else ''})")


def _as_sizes(sizes: Mapping[str, int] | str | None) -> dict[str, int]:
    if sizes is None:
        return {}
    if isinstance(sizes, str):
        return parse_sizes(sizes)
    return dict(sizes)


def check_outputs(spec: KernelSpec, values: Mapping[str, Any],
                  expected: Mapping[str, np.ndarray],
                  sizes: Mapping[str, int] | None = None) -> list[CheckResult]:
    """Compare each out/inout array of ``values`` with ``expected`` at
    :func:`~tilelang_llvm.checking.host_tolerance` (``spec.rtol``; for float16/bfloat16 specs
    the per-dtype bound at ``sizes``, default the spec's sizes)."""
    rtol, atol = host_tolerance(spec, spec.sizes if sizes is None else sizes)
    return [compare(a.name, values[a.name], expected[a.name], rtol, atol) for a in spec.outputs]


def run_kernel(path: str | os.PathLike, kernel: str,
               sizes: Mapping[str, int] | str | None = None, *, seed: int = 0,
               tilelang: bool = True, extra_flags: Sequence[str] = (),
               reference_file: str | os.PathLike | None = None, polly: bool = False,
               opt_level: str = "3", spec: KernelSpec | None = None,
               isolate: bool = True) -> RunResult:
    """Compile ``path``, run ``kernel`` on random inputs and check it against its reference.

    ``sizes``: overrides of the spec's sizes (dict or ``"M=100,N=77"``). ``seed``: input seed.
    ``tilelang``: compile with both plugins (else plain clang). ``extra_flags``: more clang flags.
    ``reference_file``: a description file to use instead of the sibling ``.py``. ``spec``: a
    KernelSpec to use instead of looking one up. ``isolate``: call the kernel in a forked
    child (:meth:`KernelFunction.call_isolated`) so that a crash of wrong code is reported as a
    TileLangError rather than killing the caller. The ``out`` arrays are poisoned
    (:func:`tilelang_llvm.kernel.poison_outputs`, 0xFF bytes) after the reference ran and before
    the call, as the GPU runner does. A mismatch is reported in the result (``ok=False``), not
    raised. Raises TileLangError (ToolError for clang's failures) for everything that prevents
    the check: missing file/kernel/reference, bad sizes (a scalar outside its C type, arrays
    that do not fit in memory: checked before compiling), compile errors, a signature that does
    not match the spec, a kernel that crashes, running out of memory.
    """
    src = Path(path)
    if not src.is_file():
        raise TileLangError(f"{src}: no such file")
    if spec is None:
        spec = find_spec(src, kernel, reference_file)
    elif spec.name != kernel:
        raise TileLangError(f"spec is for {spec.name!r}, not {kernel!r}")
    if spec.reference is None:
        call_reference(spec, {})  # raises the "no reference" error
    resolved = resolve_sizes(spec, _as_sizes(sizes))
    check_memory(spec, resolved)  # before the compile: sizes that cannot run fail at once
    ir = compile_mod.compile_to_ir(src, tilelang=tilelang, polly=polly, opt_level=opt_level,
                                   extra_flags=[*spec.clang_flags, *spec.define_flags(resolved),
                                                *extra_flags])
    jit = JitModule(ir.ir)
    fn = jit.bind(spec)
    with memory_errors(spec, resolved):
        values = make_inputs(spec, resolved, seed)
        expected = call_reference(spec, values, resolved)
        poison_outputs(spec, values)  # as on the GPU: an element never written fails
        if isolate:
            dt = fn.call_isolated(values)
        else:
            args = fn.prepare(values)
            t0 = time.perf_counter()
            fn.call(args)
            dt = time.perf_counter() - t0
        checks = check_outputs(spec, values, expected, resolved)
    return RunResult(kernel=spec.name, source=src, sizes=resolved, seed=seed, tilelang=tilelang,
                     ok=all(c.ok for c in checks), checks=checks,
                     outputs={a.name: values[a.name] for a in spec.outputs}, expected=expected,
                     compile_seconds=ir.seconds, run_seconds=dt, diagnostics=ir.diagnostics,
                     threads=toolchain.host_threads() if jit.parallel else 1)
