"""The NVIDIA runner: launch a compiled kernel on real arrays, check it, time it.

A :class:`GpuModule` is what ``compile --target sm_XX`` wrote: the sidecar ``<stem>.launch.json``
(launch records, resources, file names) beside ``<stem>.cubin`` / ``<stem>.ptx``. Nothing here
needs clang, the plugins or llvmlite: the GPU machine runs it from artefacts compiled elsewhere.
The module is loaded from the cubin, or from the PTX (compiled by the driver) when there is no
cubin or the driver refuses it (another chip, a newer ptxas).

:func:`run_kernel` (the ``run`` command) and :func:`bench_kernel` (``bench``) share the steps:

1. inputs from the kernel's KernelSpec (:func:`tilelang_llvm.kernel.make_inputs`, the host
   runner's inputs) and the NumPy reference on them;
2. device buffers: ``in`` and ``inout`` arrays copied in, ``out`` arrays poisoned (every byte
   0xFF: NaN for floats, -1 for integers), so an element the kernel does not write fails;
3. the launch: the record's block, its grid evaluated on the argument values and clamped
   (:meth:`tilelang_llvm.launch.LaunchRecord.grid_for`), its dynamic shared bytes;
4. outputs copied back and compared at the GPU tolerance
   (:func:`tilelang_llvm.kernel.gpu_tolerance`: float32 at max(spec rtol, 1e-4) normwise, with
   an absolute floor of R x eps for a reduction of length R; integers exact).

``bench`` then times the kernel with CUDA events (warm-up launches, then the median and minimum
of ``repeat`` launches, each between two events on the default stream; the buffers keep the
values the previous launch left), and, side by side, the baselines: the spec's ``torch_equiv``
through PyTorch (cuBLAS for GEMM, TF32 off) where torch is installed, its ``triton_equiv`` (the
Triton ``tl.dot`` GEMM of :mod:`tilelang_llvm.baselines`) where triton is, and a device-to-device copy
(``cuMemcpyDtoD``) of ``bytes / 2`` bytes where the spec gives ``bytes``. When one launch takes
long, fewer runs are timed (at least 3) so a row stays within ``budget_s`` seconds.
"""

from __future__ import annotations

import inspect
import json
import os
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from . import cudadrv
from . import launch as launch_mod
from .checking import CheckResult, call_reference, compare, gpu_tolerance
from .errors import TileLangError
from .inputs import POISON_BYTE as _HOST_POISON_BYTE
from .inputs import make_inputs, poison_outputs, resolve_sizes
from .resources import KernelResources
from .spec import Array, KernelSpec, Scalar

#: Byte the ``out`` arrays are filled with before a checked launch: the host runner's
#: (:data:`tilelang_llvm.kernel.POISON_BYTE`), here in device memory.
POISON_BYTE = _HOST_POISON_BYTE


@dataclass
class GpuModule:
    """A compiled GPU module on disk: its launch records, cubin/PTX paths, target, resources."""

    sidecar: Path
    target: str
    records: list[launch_mod.LaunchRecord]
    cubin: Path | None = None
    ptx: Path | None = None
    resources: list[KernelResources] = field(default_factory=list)
    source: str = ""

    @classmethod
    def from_sidecar(cls, path: str | os.PathLike) -> "GpuModule":
        """Read ``<stem>.launch.json``; the cubin and PTX it names are looked up beside it."""
        p = Path(path)
        records, info = launch_mod.read_sidecar(p)
        files = info.get("files", {})

        def beside(kind: str) -> Path | None:
            name = files.get(kind)
            if not name:
                return None
            f = p.parent / name
            return f if f.is_file() else None

        return cls(sidecar=p, target=str(info.get("target", "")), records=records,
                   cubin=beside("cubin"), ptx=beside("ptx"),
                   resources=[KernelResources.from_json(r) for r in info.get("resources", [])],
                   source=str(info.get("source", "")))

    def record(self, kernel: str) -> launch_mod.LaunchRecord:
        return launch_mod.find_record(self.records, kernel, where=self.source or str(self.sidecar))

    def resources_of(self, symbol: str) -> KernelResources | None:
        return next((r for r in self.resources if r.name == symbol), None)


@dataclass
class Loaded:
    """A GpuModule loaded into the context: the driver module, and what it was loaded from
    (``"cubin"`` or ``"ptx"``, with the cubin's error when the PTX had to be used)."""

    module: GpuModule
    handle: cudadrv.Module
    loaded_from: str
    cubin_error: str | None = None


def load_module(mod: GpuModule, ctx: cudadrv.Context | None = None) -> Loaded:
    """Load ``mod`` (the cubin, else the PTX) into ``ctx`` (default: device 0's context).

    Raises NoGPUError without a GPU, TileLangError when there is neither file or when neither
    loads (the message names the driver's error)."""
    ctx = ctx or cudadrv.context()
    cubin_error = None
    if mod.cubin is not None:
        try:
            h = cudadrv.Module(ctx, mod.cubin.read_bytes(), "cubin", name=mod.cubin.name)
            return Loaded(mod, h, "cubin")
        except cudadrv.CudaError as exc:
            cubin_error = exc.message
    if mod.ptx is not None:
        h = cudadrv.Module(ctx, mod.ptx.read_bytes(), "ptx", name=mod.ptx.name)
        return Loaded(mod, h, "ptx", cubin_error)
    if cubin_error:
        raise TileLangError(cubin_error)
    raise TileLangError(f"{mod.sidecar}: neither a cubin nor PTX beside it")


def _check_signature(spec: KernelSpec, rec: launch_mod.LaunchRecord) -> None:
    if len(rec.params) != len(spec.params):
        raise TileLangError(
            f"kernel {spec.name!r} takes {len(rec.params)} parameters ({', '.join(rec.params)}) "
            f"in its launch record but its KernelSpec lists {len(spec.params)} "
            f"({', '.join(p.name for p in spec.params)})")
    for i, (p, t) in enumerate(zip(spec.params, rec.params)):
        want = "ptr" if isinstance(p, Array) else p.ir_type
        if t != want:
            kind = f"Array {p.dtype}" if isinstance(p, Array) else f"Scalar {p.dtype}"
            raise TileLangError(f"kernel {spec.name!r}: parameter {i + 1} ({p.name}) is {t} in the "
                                f"launch record, but the KernelSpec says {kind} ({want})")


class GpuKernel:
    """One kernel of a loaded module bound to its KernelSpec (signature checked against the
    launch record's ``params``; TileLangError on a mismatch)."""

    def __init__(self, loaded: Loaded, spec: KernelSpec) -> None:
        self.loaded = loaded
        self.spec = spec
        self.record = loaded.module.record(spec.name)
        _check_signature(spec, self.record)
        self.fn = loaded.handle.function(self.record.kernel,
                                         dynamic_shared_bytes=self.record.dynamic_shared_bytes)
        self.ctx = loaded.handle.ctx

    def arguments(self, values: Mapping[str, Any], buffers: Mapping[str, cudadrv.DeviceBuffer]
                  ) -> list[Any]:
        """The launch arguments in order: device addresses for arrays, the values of scalars
        (ints for integer scalars, floats for float ones)."""
        args: list[Any] = []
        for p in self.spec.params:
            if isinstance(p, Array):
                args.append(buffers[p.name].ptr)
            else:
                v = values[p.name]
                args.append(float(v) if np.dtype(p.dtype).kind == "f" else int(v))
        return args

    def grid(self, args: Sequence[Any]) -> tuple[int, int, int]:
        return self.record.grid_for(args)

    def launch(self, args: Sequence[Any], grid: tuple[int, int, int] | None = None) -> None:
        """One asynchronous launch with the record's block and dynamic shared memory."""
        self.fn.launch(grid or self.grid(args), self.record.block, args, self.record.params,
                       dynamic_shared_bytes=self.record.dynamic_shared_bytes,
                       cooperative=bool(self.record.extra.get("cooperative", False)))


class Buffers:
    """Device buffers of every array of a spec at some sizes (freed by :meth:`free`)."""

    def __init__(self, ctx: cudadrv.Context, spec: KernelSpec, values: Mapping[str, Any]) -> None:
        self.spec = spec
        self.bufs: dict[str, cudadrv.DeviceBuffer] = {}
        try:
            for a in spec.arrays:
                self.bufs[a.name] = cudadrv.DeviceBuffer(ctx, values[a.name].nbytes)
        except BaseException:
            self.free()
            raise

    def load_inputs(self, values: Mapping[str, Any]) -> None:
        """``in``/``inout`` arrays copied in; ``out`` arrays poisoned (0xFF bytes, by
        :func:`tilelang_llvm.kernel.poison_outputs`, as the host runner does)."""
        for a in self.spec.arrays:
            if a.intent != "out":
                self.bufs[a.name].upload(values[a.name])
        poison_outputs(self.spec, values,
                       fill=lambda a, byte: self.bufs[a.name].fill_bytes(byte))

    def outputs(self, values: Mapping[str, Any]) -> dict[str, np.ndarray]:
        """Fresh host copies of every out/inout array."""
        out = {}
        for a in self.spec.outputs:
            host = np.empty_like(values[a.name])
            self.bufs[a.name].download(host)
            out[a.name] = host
        return out

    def free(self) -> None:
        """Free every buffer, best effort: after a kernel's fault the context is unusable and
        cuMemFree fails too, which must not hide the fault's own error."""
        for b in self.bufs.values():
            try:
                b.free()
            except cudadrv.CudaError:
                pass
        self.bufs = {}


def check_outputs(spec: KernelSpec, sizes: Mapping[str, int], got: Mapping[str, np.ndarray],
                  expected: Mapping[str, np.ndarray]) -> list[CheckResult]:
    """Each out/inout array against the reference at :func:`kernel.gpu_tolerance`."""
    rtol, atol = gpu_tolerance(spec, sizes)
    return [compare(a.name, got[a.name], expected[a.name], rtol, atol) for a in spec.outputs]


@dataclass
class GpuRunResult:
    """The outcome of one checked launch."""

    kernel: str
    target: str
    sizes: dict[str, int]
    seed: int
    ok: bool
    checks: list[CheckResult]
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    ms: float
    loaded_from: str = "cubin"
    outputs: dict[str, np.ndarray] = field(repr=False, default_factory=dict)
    #: LaunchRecord.fallback_text: the kernel's run-time alias check, if any.
    fallback: str = ""

    def summary(self) -> str:
        """One line: ``PASS vadd [sm_90] n=1000: C: exact (grid 4x1x1, block 256x1x1, ...)``."""
        sizes = ",".join(f"{k}={v}" for k, v in self.sizes.items())
        checks = "; ".join(c.describe() for c in self.checks)
        g = "x".join(map(str, self.grid))
        b = "x".join(map(str, self.block))
        return (f"{'PASS' if self.ok else 'FAIL'} {self.kernel} [{self.target}] {sizes}: {checks} "
                f"(grid {g}, block {b}, {self.ms:.3g} ms, from {self.loaded_from}"
                f"{self.fallback})")

    def to_json(self) -> dict[str, Any]:
        return {"kernel": self.kernel, "target": self.target, "sizes": self.sizes,
                "seed": self.seed, "ok": self.ok, "grid": list(self.grid),
                "block": list(self.block), "ms": self.ms, "loaded_from": self.loaded_from,
                "checks": [c.describe() for c in self.checks],
                "max_error": max((c.error for c in self.checks), default=0.0)}


def run_loaded(gk: GpuKernel, sizes: Mapping[str, int], *, seed: int = 0) -> GpuRunResult:
    """Check ``gk`` once at ``sizes`` (resolved against its spec) on inputs from ``seed``."""
    spec = gk.spec
    resolved = resolve_sizes(spec, sizes)
    values = make_inputs(spec, resolved, seed)
    expected = call_reference(spec, values, resolved)
    bufs = Buffers(gk.ctx, spec, values)
    try:
        bufs.load_inputs(values)
        args = gk.arguments(values, bufs.bufs)
        grid = gk.grid(args)
        timer = cudadrv.Timer(gk.ctx)
        with timer:
            gk.launch(args, grid)
        ms = timer.ms()
        timer.destroy()
        gk.ctx.synchronize()
        got = bufs.outputs(values)
    finally:
        bufs.free()
    checks = check_outputs(spec, resolved, got, expected)
    return GpuRunResult(kernel=spec.name, target=gk.loaded.module.target, sizes=resolved,
                        seed=seed, ok=all(c.ok for c in checks), checks=checks, grid=grid,
                        block=gk.record.block, ms=ms, loaded_from=gk.loaded.loaded_from,
                        fallback=gk.record.fallback_text(),
                        outputs=got)


def compile_for_gpu(source: str | os.PathLike, target: str, out_dir: str | os.PathLike, *,
                    tilelang: bool = True, opt_level: str = "3",
                    extra_flags: Sequence[str] = ()) -> tuple[GpuModule, str]:
    """Compile ``source`` for ``target`` into ``out_dir`` (IR, PTX, cubin, sidecar) on this
    machine (needs clang); returns the module and the tools' diagnostics."""
    from . import compile as compile_mod
    res = compile_mod.compile_kernel(source, target=target, out_dir=out_dir,
                                     emit=compile_mod.DEFAULT_EMIT[compile_mod.NVPTX],
                                     tilelang=tilelang, opt_level=opt_level,
                                     extra_flags=extra_flags)
    return GpuModule.from_sidecar(res.outputs["launch"]), res.diagnostics


def require_nvidia(target: str) -> None:
    """TileLangError unless ``target`` is an NVIDIA chip: AMD targets are compiled, not run."""
    from . import compile as compile_mod
    family = compile_mod.target_family(target)
    if family == compile_mod.AMDGPU:
        raise TileLangError(f"--target {target}: {compile_mod.AMD_NOT_RUN} (use `tilelang-llvm "
                            f"compile --target {target}` to compile and check the code object)")
    if family != compile_mod.NVPTX:
        raise TileLangError(f"--target {target} is not a GPU target")


# ---------------------------------------------------------------------------------------------
# Bench
# ---------------------------------------------------------------------------------------------

#: The baselines of a GPU bench, in row order: the spec's ``torch_equiv`` (cuBLAS), its
#: ``triton_equiv`` (a Triton kernel), a device-to-device copy of the kernel's bytes.
BASELINES = ("torch", "triton", "copy")
#: The bench table's ratio column of each baseline.
BASELINE_COLUMNS = {"torch": "cuBLAS", "triton": "Triton", "copy": "copy"}


@dataclass
class GpuBenchRow:
    """One timed variant. ``times_ms``: each timed run; ``error``: why it has no times."""

    key: str
    label: str
    times_ms: list[float] = field(default_factory=list)
    check: str = ""
    verified: bool | None = None
    error: str | None = None
    note: str = ""

    @property
    def median_ms(self) -> float | None:
        return statistics.median(self.times_ms) if self.times_ms else None

    @property
    def min_ms(self) -> float | None:
        return min(self.times_ms) if self.times_ms else None


@dataclass
class GpuBenchReport:
    """The kernel's row and the baselines', for one kernel at one size."""

    kernel: str
    target: str
    device: str
    sizes: dict[str, int]
    flops: float | None
    bytes: float | None
    warmup: int
    repeat: int
    rows: list[GpuBenchRow]
    grid: tuple[int, int, int] = (1, 1, 1)
    block: tuple[int, int, int] = (1, 1, 1)

    @property
    def ok(self) -> bool:
        """The kernel ran and passed its check (a baseline that could not run is not a
        failure)."""
        k = self.rows[0] if self.rows else None
        return k is not None and k.error is None and k.verified is True

    def row(self, key: str) -> GpuBenchRow | None:
        return next((r for r in self.rows if r.key == key), None)

    def gflops(self, r: GpuBenchRow) -> float | None:
        if self.flops is None or r.median_ms is None or r.key == "copy":
            return None
        return self.flops / (r.median_ms * 1e-3) / 1e9

    def gbs(self, r: GpuBenchRow) -> float | None:
        if self.bytes is None or r.median_ms is None:
            return None
        return self.bytes / (r.median_ms * 1e-3) / 1e9

    def ratio(self, r: GpuBenchRow, baseline: str) -> float | None:
        """Baseline median / ``r``'s median (above 1: ``r`` is faster)."""
        b = self.row(baseline)
        if b is None or b is r or b.median_ms is None or r.median_ms is None or not r.median_ms:
            return None
        return b.median_ms / r.median_ms

    def to_json(self) -> dict[str, Any]:
        rows = []
        for r in self.rows:
            rows.append({"key": r.key, "label": r.label, "times_ms": r.times_ms,
                         "median_ms": r.median_ms, "min_ms": r.min_ms, "check": r.check,
                         "verified": r.verified, "error": r.error, "note": r.note,
                         "gflops": self.gflops(r), "gbs": self.gbs(r),
                         "ratio": {b: self.ratio(r, b) for b in BASELINES
                                   if self.ratio(r, b) is not None}})
        return {"kernel": self.kernel, "target": self.target, "device": self.device,
                "sizes": self.sizes, "flops": self.flops, "bytes": self.bytes,
                "warmup": self.warmup, "repeat": self.repeat, "grid": list(self.grid),
                "block": list(self.block), "rows": rows}


def _time(launch: Callable[[], None], timer_start: Callable[[], Any], timer_stop: Callable[[], float],
          warmup: int, repeat: int, budget_s: float) -> list[float]:
    for _ in range(warmup):
        launch()
    times: list[float] = []
    t0 = time.perf_counter()
    for i in range(repeat):
        timer_start()
        launch()
        times.append(timer_stop())
        spent = time.perf_counter() - t0
        if i + 1 >= 3 and spent > budget_s:
            break
    return times


def _event_timer(ctx: cudadrv.Context):
    t = cudadrv.Timer(ctx)

    def start() -> None:
        t.__enter__()

    def stop() -> float:
        t.__exit__(None, None, None)
        return t.ms()
    return t, start, stop


def _call_kwargs(fn: Callable[..., Any], values: Mapping[str, Any]) -> dict[str, Any]:
    try:
        sig = inspect.signature(fn)
        takes_all = any(p.kind is p.VAR_KEYWORD for p in sig.parameters.values())
        names = list(values) if takes_all else [n for n in sig.parameters if n in values]
    except (TypeError, ValueError):
        names = list(values)
    return {n: values[n] for n in names}


def _torch_row(spec: KernelSpec, values: Mapping[str, Any], expected: Mapping[str, np.ndarray],
               sizes: Mapping[str, int], warmup: int, repeat: int,
               budget_s: float, key: str = "torch") -> GpuBenchRow:
    """The row of a PyTorch baseline: ``key`` "torch" runs ``spec.torch_equiv`` (cuBLAS),
    "triton" runs ``spec.triton_equiv`` (:func:`tilelang_llvm.baselines.triton_gemm`), each on
    CUDA tensors of the inputs (:func:`tilelang_llvm.baselines.to_torch`), checked once
    against the reference at the GPU tolerance, then timed with torch's CUDA events."""
    from . import baselines
    triton = key == "triton"
    fn = spec.triton_equiv if triton else spec.torch_equiv
    row = GpuBenchRow(key, "Triton tl.dot" if triton else "cuBLAS (PyTorch)")
    try:
        import torch
        if triton:
            import triton as triton_mod
    except Exception as exc:  # not installed here: no baseline, not an error of the kernel
        row.error = f"{'triton' if triton else 'torch'} not available ({type(exc).__name__})"
        return row
    try:
        if not torch.cuda.is_available():
            row.error = "torch sees no CUDA device"
            return row
        _torch_ieee_fp32(torch)
        if triton:
            bm, bn, bk = baselines.TRITON_TILE
            row.label = (f"Triton {triton_mod.__version__} tl.dot ({bm}x{bn}x{bk}, "
                         f"{baselines.TRITON_WARPS} warps, {baselines.TRITON_STAGES} stages)")
        else:
            row.label = f"PyTorch {torch.__version__} (cuBLAS, no TF32)"
        tv = {k: baselines.to_torch(torch, v) for k, v in values.items()}
        kwargs = _call_kwargs(fn, tv)
        # One checked call first: the result (or the out/inout tensors it updated in place)
        # against the reference, which also shows that TF32 is off (TF32 errs by ~1e-3).
        result = fn(**kwargs)
        torch.cuda.synchronize()
        outs = spec.outputs
        got = {}
        for a in outs:
            t = tv[a.name]
            if (len(outs) == 1 and isinstance(result, torch.Tensor)
                    and tuple(result.shape) == expected[a.name].shape):
                t = result
            got[a.name] = baselines.from_torch(torch, t)
        checks = check_outputs(spec, sizes, got, expected)
        row.verified = all(c.ok for c in checks)
        row.check = "; ".join(c.describe() for c in checks)
        start_ev = torch.cuda.Event(enable_timing=True)
        stop_ev = torch.cuda.Event(enable_timing=True)

        def start() -> None:
            start_ev.record()

        def stop() -> float:
            stop_ev.record()
            stop_ev.synchronize()
            return float(start_ev.elapsed_time(stop_ev))
        row.times_ms = _time(lambda: fn(**kwargs), start, stop, warmup, repeat, budget_s)
        torch.cuda.synchronize()
    except Exception as exc:  # the spec's torch_equiv / triton_equiv: report it in the row
        what = "triton_equiv" if triton else "torch_equiv"
        row.error = f"{what} raised {type(exc).__name__}: {str(exc).splitlines()[0]}"
    return row


def _torch_ieee_fp32(torch: Any) -> None:
    """FP32 matmuls in IEEE single precision (no TF32), with the API this torch has."""
    m = torch.backends.cuda.matmul
    if hasattr(m, "fp32_precision"):  # torch >= 2.9
        m.fp32_precision = "ieee"
    else:
        m.allow_tf32 = False
        torch.set_float32_matmul_precision("highest")


def _copy_row(ctx: cudadrv.Context, nbytes: int, warmup: int, repeat: int,
              budget_s: float) -> GpuBenchRow:
    row = GpuBenchRow("copy", "device copy (cuMemcpyDtoD)",
                      note=f"{nbytes} bytes copied: reads and writes the kernel's bytes")
    src = cudadrv.DeviceBuffer(ctx, nbytes)
    dst = cudadrv.DeviceBuffer(ctx, nbytes)
    try:
        src.fill_bytes(0x3C)
        t, start, stop = _event_timer(ctx)
        row.times_ms = _time(lambda: dst.copy_from(src), start, stop, warmup, repeat, budget_s)
        t.destroy()
        row.check = "n/a (baseline)"
    finally:
        src.free()
        dst.free()
    return row


def bench_loaded(gk: GpuKernel, sizes: Mapping[str, int], *, seed: int = 0, warmup: int = 3,
                 repeat: int = 20, baselines: Sequence[str] = BASELINES,
                 budget_s: float = 10.0,
                 progress: Callable[[str], None] | None = None) -> GpuBenchReport:
    """Check ``gk`` once on fresh inputs (out arrays poisoned), then time it and the baselines
    (see the module docstring). Raises TileLangError (CudaError) when the kernel cannot be
    launched; a wrong result is reported in the kernel's row, which is still timed."""
    if repeat < 1 or warmup < 0:
        raise TileLangError("--repeat must be at least 1 and --warmup at least 0")
    say = progress or (lambda _m: None)
    spec = gk.spec
    resolved = resolve_sizes(spec, sizes)
    ctx = gk.ctx
    say("making inputs and the reference result")
    values = make_inputs(spec, resolved, seed)
    expected = call_reference(spec, values, resolved)
    nb = spec.byte_count(resolved)
    report = GpuBenchReport(kernel=spec.name, target=gk.loaded.module.target,
                            device=ctx.info.describe(), sizes=resolved,
                            flops=spec.flop_count(resolved), bytes=nb, warmup=warmup,
                            repeat=repeat, rows=[], block=gk.record.block)
    row = GpuBenchRow("kernel", f"tilelang ({gk.loaded.module.target}, from "
                                f"{gk.loaded.loaded_from})")
    report.rows.append(row)
    bufs = Buffers(ctx, spec, values)
    try:
        bufs.load_inputs(values)
        args = gk.arguments(values, bufs.bufs)
        grid = gk.grid(args)
        report.grid = grid
        say("checking the kernel")
        gk.launch(args, grid)
        ctx.synchronize()
        got = bufs.outputs(values)
        checks = check_outputs(spec, resolved, got, expected)
        row.verified = all(c.ok for c in checks)
        row.check = "; ".join(c.describe() for c in checks)
        say(f"timing the kernel ({warmup} warm-up + {repeat} runs)")
        t, start, stop = _event_timer(ctx)
        row.times_ms = _time(lambda: gk.launch(args, grid), start, stop, warmup, repeat, budget_s)
        t.destroy()
        ctx.synchronize()
    finally:
        bufs.free()
    if "torch" in baselines and spec.torch_equiv is not None:
        say("timing the PyTorch baseline")
        report.rows.append(_torch_row(spec, values, expected, resolved, warmup, repeat,
                                      budget_s))
    if "triton" in baselines and spec.triton_equiv is not None:
        say("timing the Triton baseline")
        report.rows.append(_torch_row(spec, values, expected, resolved, warmup, repeat,
                                      budget_s, key="triton"))
    if "copy" in baselines and nb:
        say("timing the device-to-device copy")
        report.rows.append(_copy_row(ctx, int(nb // 2), warmup, repeat, budget_s))
    return report


def render_bench(report: GpuBenchReport) -> str:
    """The report as a plain text table (no rich: the GPU machine may not have it)."""
    sizes = ",".join(f"{k}={v}" for k, v in report.sizes.items())
    bases = [b for b in BASELINES if report.row(b) is not None
             and report.row(b).median_ms is not None]
    head = ["variant", "check", "median ms", "min ms", "GFLOP/s", "GB/s"]
    head += [f"vs {BASELINE_COLUMNS[b]}" for b in bases]
    rows = []
    for r in report.rows:
        if r.error is not None:
            rows.append([r.label, f"not run: {r.error}"] + ["-"] * (len(head) - 2))
            continue
        check = r.check if r.verified is None else (
            ("ok " if r.verified else "FAIL ") + r.check)
        gf, gb = report.gflops(r), report.gbs(r)
        cells = [r.label, check, f"{r.median_ms:.4f}", f"{r.min_ms:.4f}",
                 "-" if gf is None else f"{gf:.1f}", "-" if gb is None else f"{gb:.1f}"]
        for b in bases:
            x = report.ratio(r, b)
            cells.append("-" if x is None else f"{x:.2f}x")
        rows.append(cells)
    widths = [max(len(h), *(len(c[i]) for c in rows)) if rows else len(h)
              for i, h in enumerate(head)]
    fmt = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()
    g = "x".join(map(str, report.grid))
    b = "x".join(map(str, report.block))
    lines = [f"{report.kernel} {sizes} on {report.device}; grid {g}, block {b}",
             fmt(head), fmt(["-" * w for w in widths])]
    lines += [fmt(c) for c in rows]
    runs = max((len(r.times_ms) for r in report.rows), default=0)
    lines.append(f"CUDA events: median and min of up to {report.repeat} runs ({runs} timed) "
                 f"after {report.warmup} warm-up; ratio = baseline median / variant median "
                 f"(above 1: faster than the baseline)")
    return "\n".join(lines)


def write_json(obj: Any, path: str | os.PathLike) -> None:
    try:
        Path(path).write_text(json.dumps(obj, indent=1) + "\n")
    except OSError as exc:
        raise TileLangError(f"cannot write {path}: {exc.strerror}") from exc
