"""Benchmark: compile variants of one kernel and time them side by side, in one process.

Variants (:data:`VARIANTS`):

- ``clang``    -- "clang -O3": plain clang, no plugins (``#pragma tilelang`` ignored, with
  ``-Wno-unknown-pragmas``);
- ``polly``    -- "clang -O3 -mllvm -polly": plain clang with Polly (built into Debian's libLLVM);
- ``tilelang`` -- both plugins;
- ``numpy``    -- the spec's ``numpy_equiv`` with NumPy's BLAS limited to the threads the
  tilelang variant runs on (threadpoolctl; :func:`tilelang_llvm.toolchain.host_threads`:
  ``OMP_NUM_THREADS``, else the cores), only for kernels whose KernelSpec has one.

A tilelang kernel whose tiles run on the cores (``tilelang-parallel``, OpenMP) uses that many
threads; clang's and Polly's variants run in one. The report says the thread count.
- ``numpy-mt`` -- the same with NumPy's BLAS on every core (``os.cpu_count()`` threads).

Every compiled variant is ``-O3 -march=native`` optimized IR JIT'd by llvmlite the same way
(:class:`tilelang_llvm.host.JitModule`), so only the IR differs. Each variant is checked once
against the reference on the same random inputs (in a forked child: a crash only fails its
row), then timed in-process: ``warmup`` untimed calls, then
``repeat`` calls each timed with ``time.perf_counter`` around the ctypes call alone (the
out/inout arrays are restored from a copy before each call, outside the timed region); the
median is reported, with GFLOP/s from the spec's ``flops`` and the speed-up over each baseline
(baseline median / variant median: above 1 means faster).

:func:`compile_time` is the other mode: clang -O2 with vs. without the plugins, median of
several runs, for the "plugin passes add under 10 % compile time" bar.
"""

from __future__ import annotations

import json
import os
import sys
import re
import statistics
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from . import compile as compile_mod
from . import host
from . import toolchain
from .checking import call_numpy_equiv, call_reference
from .inputs import make_inputs, memory_errors, poison_outputs, resolve_sizes
from .kernel import find_spec
from .errors import TileLangError, ToolError


@dataclass(frozen=True)
class Variant:
    """One way of building the kernel: its table label and how it is built."""

    key: str
    label: str
    short: str
    tilelang: bool = False
    polly: bool = False
    numpy: bool = False
    #: NumPy's BLAS threads: 1 (the tilelang variant's count), or 0 for every core.
    threads: int = 1


VARIANTS: dict[str, Variant] = {
    "clang": Variant("clang", "clang -O3", "clang"),
    "polly": Variant("polly", "clang -O3 -mllvm -polly", "Polly", polly=True),
    "tilelang": Variant("tilelang", "tilelang", "tilelang", tilelang=True),
    "numpy": Variant("numpy", "NumPy BLAS", "NumPy", numpy=True),
    "numpy-mt": Variant("numpy-mt", "NumPy BLAS (all cores)", "NumPy-mt", numpy=True,
                        threads=0),
}
DEFAULT_VARIANTS = ("clang", "polly", "tilelang", "numpy")
#: Variants the others are compared with (speed-up columns), when present.
BASELINES = ("clang", "polly", "numpy")
#: The compile-time bar of the issue: the plugins may add less than this fraction.
COMPILE_TIME_BAR = 0.10


def parse_variants(text: str | Sequence[str]) -> list[str]:
    """``"clang,tilelang"`` -> ``["clang", "tilelang"]``; TileLangError for an unknown name."""
    items = [s.strip() for s in (text.split(",") if isinstance(text, str) else text) if s.strip()]
    for s in items:
        if s not in VARIANTS:
            raise TileLangError(f"unknown variant {s!r} (use {', '.join(VARIANTS)})")
    if not items:
        raise TileLangError("no variants to run")
    return list(dict.fromkeys(items))


@dataclass
class BenchRow:
    """One variant's result. Times in seconds; ``verified`` is None when not checked (NumPy)
    or when the variant failed to build (``error`` then holds the one-line reason).
    ``check``: the comparison of each output, one clause each; ``check_error``: the largest
    error (normwise relative for floats, differing elements for integers). A variant that
    failed its check is still timed, but gets no GFLOP/s and no speed-ups."""

    key: str
    label: str
    compile_seconds: float | None = None
    verified: bool | None = None
    check: str = ""
    check_error: float | None = None
    times: list[float] = field(default_factory=list)
    gflops: float | None = None
    error: str | None = None

    @property
    def median(self) -> float | None:
        """Median time of one call, seconds (None when not timed)."""
        return statistics.median(self.times) if self.times else None

    @property
    def best(self) -> float | None:
        """Fastest call, seconds."""
        return min(self.times) if self.times else None


@dataclass
class BenchReport:
    """Everything :func:`bench_kernel` measured; ``to_dict`` is what ``--json`` writes."""

    kernel: str
    source: str
    sizes: dict[str, int]
    seed: int
    repeat: int
    warmup: int
    flops: float | None
    rows: list[BenchRow]
    blas: str = ""
    cpu: str = ""
    #: Threads of the tilelang variant's parallel regions and of NumPy's BLAS
    #: (``OMP_NUM_THREADS``, else the cores).
    threads: int = 1

    @property
    def ok(self) -> bool:
        """No variant failed to build or failed its check."""
        return all(r.error is None and r.verified is not False for r in self.rows)

    def row(self, key: str) -> BenchRow | None:
        """The row of variant ``key``, or None."""
        return next((r for r in self.rows if r.key == key), None)

    def speedup(self, row: BenchRow, baseline: str) -> float | None:
        """``baseline``'s median / ``row``'s median (above 1: ``row`` is faster), or None when
        either is missing, is the same row or failed its check."""
        b = self.row(baseline)
        if b is None or b is row or b.median is None or row.median is None or row.median == 0:
            return None
        if b.verified is False or row.verified is False:
            return None
        return b.median / row.median

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON: the inputs, and per variant its times (s), median, GFLOP/s,
        check and speed-ups."""
        rows = []
        for r in self.rows:
            d = asdict(r)
            d["median_seconds"] = r.median
            d["best_seconds"] = r.best
            d["speedup"] = {b: self.speedup(r, b) for b in BASELINES
                            if self.row(b) is not None and b != r.key}
            d["speedup"] = {b: v for b, v in d["speedup"].items() if v is not None}
            rows.append(d)
        return {"kernel": self.kernel, "source": self.source, "sizes": self.sizes,
                "seed": self.seed, "repeat": self.repeat, "warmup": self.warmup,
                "flops": self.flops, "blas": self.blas, "cpu": self.cpu,
                "threads": self.threads, "variants": rows}


def _blas_info() -> tuple[Any, str]:
    """(threadpool_limits or None, a one-line description of NumPy's BLAS)."""
    try:
        from threadpoolctl import threadpool_info, threadpool_limits
    except ImportError:
        return None, "threadpoolctl not installed: NumPy's BLAS threads not limited"
    info = [i for i in threadpool_info() if i.get("user_api") == "blas"]
    if not info:
        return threadpool_limits, "no BLAS library found by threadpoolctl"
    i = info[0]
    desc = f"{i.get('internal_api')} {i.get('version') or ''} ({i.get('architecture') or '?'})"
    if os.environ.get("OPENBLAS_CORETYPE"):
        desc += f", OPENBLAS_CORETYPE={os.environ['OPENBLAS_CORETYPE']}"
    return threadpool_limits, desc.strip()


def _restore(values: Mapping[str, Any], pristine: Mapping[str, np.ndarray]) -> None:
    for name, arr in pristine.items():
        np.copyto(values[name], arr)


def check_variant(fn, spec, values, pristine, expected, resolved):
    """Runs the bound kernel `fn` once on `values` with its inputs restored from `pristine`
    (name -> array) and checks the outputs against `expected`: returns (the checks, the values
    after the call). Raises TileLangError when the call crashes (in a child process)."""
    check_values = dict(values)
    check_values.update({k: a.copy() for k, a in pristine.items()})
    fn.call_isolated(check_values)
    return host.check_outputs(spec, check_values, expected, resolved), check_values


def _time_calls(call: Callable[[], Any], values: Mapping[str, Any],
                pristine: Mapping[str, np.ndarray], warmup: int, repeat: int) -> list[float]:
    for _ in range(warmup):
        _restore(values, pristine)
        call()
    times = []
    for _ in range(repeat):
        _restore(values, pristine)
        t0 = time.perf_counter()
        call()
        times.append(time.perf_counter() - t0)
    return times


def bench_kernel(path: str | os.PathLike, kernel: str,
                 sizes: Mapping[str, int] | str | None = None, *, repeat: int = 5,
                 warmup: int = 1, seed: int = 0, variants: Sequence[str] = DEFAULT_VARIANTS,
                 reference_file: str | os.PathLike | None = None,
                 extra_flags: Sequence[str] = (),
                 progress: Callable[[str], None] | None = None,
                 diagnostics: Callable[[str, str], None] | None = None) -> BenchReport:
    """Build, check and time the variants of ``kernel`` from ``path``.

    ``sizes``: overrides of the spec's sizes. ``repeat``: timed calls per variant (>= 1);
    ``warmup``: untimed calls before them. ``variants``: keys of :data:`VARIANTS`; ``numpy`` is
    dropped for a spec without ``numpy_equiv``. ``progress(message)`` is called before each step;
    ``diagnostics(variant label, clang stderr)`` with any compiler output (warnings, or the
    errors of a variant that failed to compile -- that variant's row then has ``error`` set and
    the others still run). Raises TileLangError for what stops every variant (missing
    kernel/reference/plugins, bad sizes, repeat < 1).
    """
    if repeat < 1 or warmup < 0:
        raise TileLangError("--repeat must be at least 1 and --warmup at least 0")
    say = progress or (lambda _msg: None)
    src = Path(path)
    if not src.is_file():
        raise TileLangError(f"{src}: no such file")
    spec = find_spec(src, kernel, reference_file)
    keys = parse_variants(variants)
    if spec.numpy_equiv is None and any(VARIANTS[k].numpy for k in keys):
        keys = [k for k in keys if not VARIANTS[k].numpy]
        if not keys:
            raise TileLangError(f"kernel '{spec.name}' has no numpy_equiv in its description: "
                                "there is no NumPy variant to run")
        print(f"tilelang-llvm: note: no NumPy variant: kernel '{spec.name}' has no numpy_equiv "
              "in its description", file=sys.stderr)
    if any(VARIANTS[k].tilelang for k in keys):
        toolchain.plugins()  # the hint to run `make build`, before any work
    resolved = resolve_sizes(spec, host._as_sizes(sizes))
    say("making inputs and the reference result")
    values = make_inputs(spec, resolved, seed)
    expected = call_reference(spec, values, resolved)
    poison_outputs(spec, values)  # every checked (and timed) call starts from poison
    with memory_errors(spec, resolved):
        pristine = {a.name: values[a.name].copy() for a in spec.outputs}
    limits, blas = _blas_info()
    try:
        import llvmlite.binding as llvm
        cpu = llvm.get_host_cpu_name()
    except Exception:  # only for the report
        cpu = ""
    threads = toolchain.host_threads()
    report = BenchReport(kernel=spec.name, source=str(src), sizes=resolved, seed=seed,
                         repeat=repeat, warmup=warmup, flops=spec.flop_count(resolved), rows=[],
                         blas=blas, cpu=cpu, threads=threads)
    for key in keys:
        v = VARIANTS[key]
        label = v.label
        if v.numpy:
            label += f" ({threads} thread{'s' if threads > 1 else ''})"
        row = BenchRow(key=key, label=label)
        report.rows.append(row)
        if v.numpy:
            call = call_numpy_equiv(spec, values)
            say(f"timing {v.label}")
            try:
                if limits is not None:
                    # numpy: the tilelang variant's threads; numpy-mt: every core.
                    n = threads if v.threads else (os.cpu_count() or 1)
                    with limits(limits=n, user_api="blas"):
                        row.times = _time_calls(call, values, pristine, warmup, repeat)
                else:
                    row.times = _time_calls(call, values, pristine, warmup, repeat)
            except Exception as exc:  # the user's numpy_equiv
                row.error = f"numpy_equiv raised {type(exc).__name__}: {exc}"
                continue
            row.check = "n/a (NumPy)"
        else:
            say(f"compiling {v.label}")
            try:
                ir = compile_mod.compile_to_ir(src, tilelang=v.tilelang, polly=v.polly,
                                               extra_flags=[*spec.clang_flags,
                                                            *spec.define_flags(resolved),
                                                            *extra_flags])
            except ToolError as exc:
                if diagnostics:
                    diagnostics(v.label, exc.detail)
                row.error = exc.message
                continue
            if ir.diagnostics and diagnostics:
                diagnostics(v.label, ir.diagnostics)
            row.compile_seconds = ir.seconds
            say(f"JIT-compiling {v.label}")
            fn = host.JitModule(ir.ir).bind(spec)
            args = fn.prepare(values)
            say(f"checking {v.label}")
            try:  # a crash of wrong code ends only this row
                checks, _ = check_variant(fn, spec, values, pristine, expected, resolved)
            except TileLangError as exc:
                row.error = exc.message
                continue
            row.verified = all(c.ok for c in checks)
            row.check = "; ".join(c.describe() for c in checks)
            row.check_error = max((c.error for c in checks), default=0.0)
            say(f"timing {v.label} ({warmup} warm-up + {repeat} runs)")
            row.times = _time_calls(lambda: fn.call(args), values, pristine, warmup, repeat)
        if report.flops is not None and row.median and row.verified is not False:
            row.gflops = report.flops / row.median / 1e9
    _restore(values, pristine)
    return report


def write_json(report: BenchReport | "CompileTimeReport", path: str | os.PathLike) -> None:
    """Write ``report.to_dict()`` as indented JSON to ``path``; TileLangError if it cannot."""
    try:
        Path(path).write_text(json.dumps(report.to_dict(), indent=2) + "\n")
    except OSError as exc:
        raise TileLangError(f"cannot write {path}: {exc.strerror}") from exc


def render_table(report: BenchReport) -> Any:
    """A rich Table of ``report``: per variant compile time, check, median time, GFLOP/s and
    the speed-up over each baseline present."""
    from rich.markup import escape
    from rich.table import Table

    sizes = ",".join(f"{k}={v}" for k, v in report.sizes.items())
    baselines = [b for b in BASELINES if report.row(b) is not None]
    caption = (f"median of {report.repeat} runs after {report.warmup} warm-up; speed-up = "
               f"baseline time / variant time; CPU {report.cpu or '?'}; threads "
               f"{report.threads} (OMP_NUM_THREADS, else the cores; clang and Polly: 1)")
    if report.row("numpy") is not None:
        caption += f"; BLAS: {report.blas}"
    table = Table(title=escape(f"{report.kernel} {sizes}"), caption=escape(caption))
    table.add_column("variant")
    table.add_column("compile s", justify="right")
    table.add_column("check")
    table.add_column("median ms", justify="right")
    table.add_column("GFLOP/s", justify="right")
    for b in baselines:
        table.add_column(f"vs {VARIANTS[b].short}", justify="right")
    for r in report.rows:
        if r.error is not None:
            table.add_row(escape(r.label), "-", "[red]ERROR[/red] (below)", "-", "-",
                          *["-"] * len(baselines))
            continue
        if r.verified is None:
            check = "n/a"
        else:
            err = "" if r.check_error is None else f" {_fmt_err(r.check_error, r.check)}"
            check = ("[green]ok[/green]" if r.verified else "[red]FAIL[/red]") + err
        cells = [escape(r.label),
                 f"{r.compile_seconds:.2f}" if r.compile_seconds is not None else "-",
                 check,
                 f"{r.median * 1e3:.3f}" if r.median is not None else "-",
                 f"{r.gflops:.2f}" if r.gflops is not None else "-"]
        for b in baselines:
            sp = report.speedup(r, b)
            cells.append("-" if sp is None else f"{sp:.2f}x")
        table.add_row(*cells)
    return table


def _fmt_err(err: float, text: str) -> str:
    if "elements differ" in text or "exact" in text:
        return "exact" if err == 0 else f"{int(err)} differ"
    return f"{err:.1e}"


def failure_lines(report: BenchReport) -> list[str]:
    """One line per variant that failed to build or to check: ``LABEL: reason``."""
    out = []
    for r in report.rows:
        if r.error is not None:
            out.append(f"{r.label}: {r.error}")
        elif r.verified is False:
            out.append(f"{r.label}: wrong result: {r.check}")
    return out


# ---------------------------------------------------------------------------------------------
# Compile time
# ---------------------------------------------------------------------------------------------

@dataclass
class CompileTimeReport:
    """clang's wall times (seconds) without and with the plugins, and the overhead
    (median with / median without - 1): what a user waits, including loading the two plugins
    and the front-end plugin's work. ``pass_share``: our passes' CPU time alone as a share of
    clang's, from ``-ftime-report``. ``within_bar`` judges the wall-clock overhead."""

    source: str
    opt_level: str
    without: list[float]
    with_plugins: list[float]
    #: Per ``-ftime-report`` run: CPU seconds in passes named tilelang*, and clang's total.
    pass_seconds: list[float] = field(default_factory=list)
    clang_seconds: list[float] = field(default_factory=list)

    @property
    def median_without(self) -> float:
        return statistics.median(self.without)

    @property
    def median_with(self) -> float:
        return statistics.median(self.with_plugins)

    @property
    def overhead(self) -> float:
        """Relative extra time of the plugins (0.05 = 5 %)."""
        return self.median_with / self.median_without - 1.0

    @property
    def pass_share(self) -> float | None:
        """Median CPU time of our passes / median of clang's total (``-ftime-report``), or None."""
        if not self.pass_seconds or not self.clang_seconds:
            return None
        return statistics.median(self.pass_seconds) / statistics.median(self.clang_seconds)

    @property
    def within_bar(self) -> bool:
        """True when the overhead is under :data:`COMPILE_TIME_BAR`."""
        return self.overhead < COMPILE_TIME_BAR

    def to_dict(self) -> dict[str, Any]:
        return {"source": self.source, "opt_level": self.opt_level,
                "without_seconds": self.without, "with_seconds": self.with_plugins,
                "median_without": self.median_without, "median_with": self.median_with,
                "overhead": self.overhead, "bar": COMPILE_TIME_BAR, "within_bar": self.within_bar,
                "pass_seconds": self.pass_seconds, "clang_seconds": self.clang_seconds,
                "pass_share": self.pass_share}


_PAIR = r"([0-9.]+) \(\s*[0-9.]+%\)"
_ROW = re.compile(r"^\s*((?:" + _PAIR + r"\s+)+)(\S.*?)\s*$")
_TOTAL = re.compile(r"Total Execution Time: ([0-9.]+) seconds")


def parse_time_report(text: str) -> tuple[float, float]:
    """From clang's ``-ftime-report`` text: (CPU seconds of every pass whose name contains
    "tilelang", in the "Pass execution timing report" sections; clang's total from its "Clang
    time report"). Columns used: User+System when present, else the first. (0, 0) when absent."""
    ours = total = 0.0
    section = ""
    for line in text.splitlines():
        s = line.strip()
        if s and not s.startswith(("=", "-", "Total Execution")) and not _ROW.match(line):
            section = s
            continue
        if section == "Clang time report":
            m = _TOTAL.search(line)
            if m:
                total = float(m.group(1))
        elif section == "Pass execution timing report":
            m = _ROW.match(line)
            if m and "tilelang" in m.group(m.lastindex).lower():
                nums = [float(x) for x in re.findall(_PAIR, m.group(1))]
                ours += nums[2] if len(nums) >= 4 else nums[0]
    return ours, total


def compile_time(path: str | os.PathLike, *, runs: int = 5, opt_level: str = "2",
                 extra_flags: Sequence[str] = (),
                 progress: Callable[[str], None] | None = None) -> CompileTimeReport:
    """Time ``clang -O<opt_level> -march=native -c`` of ``path`` with and without the plugins.

    One untimed run of each first, then ``runs`` (>= 1) of each, alternating so that drift hits
    both alike. Raises TileLangError if the plugins are missing, ToolError if clang fails.
    """
    if runs < 1:
        raise TileLangError("--repeat must be at least 1")
    say = progress or (lambda _msg: None)
    toolchain.plugins()
    say("warming up clang")
    compile_mod.compile_seconds(path, opt_level=opt_level, tilelang=False, extra_flags=extra_flags)
    compile_mod.compile_seconds(path, opt_level=opt_level, tilelang=True, extra_flags=extra_flags)
    without, with_plugins = [], []
    for i in range(runs):
        say(f"timing clang -O{opt_level} with and without the plugins ({i + 1}/{runs})")
        without.append(compile_mod.compile_seconds(path, opt_level=opt_level, tilelang=False,
                                                   extra_flags=extra_flags))
        with_plugins.append(compile_mod.compile_seconds(path, opt_level=opt_level, tilelang=True,
                                                        extra_flags=extra_flags))
    rep = CompileTimeReport(str(path), opt_level, without, with_plugins)
    for i in range(runs):
        say(f"clang -ftime-report with the plugins ({i + 1}/{runs})")
        ours, total = parse_time_report(compile_mod.time_report(
            path, opt_level=opt_level, tilelang=True, extra_flags=extra_flags))
        if total > 0:
            rep.pass_seconds.append(ours)
            rep.clang_seconds.append(total)
    return rep


def render_compile_time(report: CompileTimeReport) -> Any:
    """A rich Table of a :class:`CompileTimeReport`."""
    from rich.table import Table

    table = Table(title=f"compile time of {report.source} (clang -O{report.opt_level} -c)",
                  caption=f"median of {len(report.without)} runs each; bar: plugins add "
                          f"< {COMPILE_TIME_BAR:.0%}")
    table.add_column("variant")
    table.add_column("median s", justify="right")
    table.add_column("min s", justify="right")
    table.add_column("overhead", justify="right")
    table.add_row("clang (no plugins)", f"{report.median_without:.3f}", f"{min(report.without):.3f}", "")
    verdict = "[green]within bar[/green]" if report.within_bar else "[red]over bar[/red]"
    table.add_row("clang + TileLang plugins", f"{report.median_with:.3f}",
                  f"{min(report.with_plugins):.3f}", f"{report.overhead:+.1%} {verdict}")
    share = report.pass_share
    if share is not None:
        table.add_row("  of which tilelang passes (-ftime-report, CPU)",
                      f"{statistics.median(report.pass_seconds):.4f}", "",
                      f"{share:.1%} of clang")
    return table
