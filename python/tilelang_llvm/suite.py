"""A suite of kernels benchmarked together: ``tilelang-llvm bench DIR``.

Every ``NAME.c`` / ``NAME.cpp`` of ``DIR`` with a sibling ``NAME.py`` (a description, see
:mod:`tilelang_llvm.kernel`) is one entry; each KernelSpec of the description is one row. For
each kernel, at its description's sizes (or at its ``SMALL_SIZES`` with ``small=True``):

- three variants are compiled (:data:`tilelang_llvm.bench.VARIANTS` ``clang``, ``polly``,
  ``tilelang``; the spec's ``defines`` become ``-D`` flags), ours with the passes' remarks;
- each ``#pragma tilelang`` line of the source gets its fate from those diagnostics:
  ``tiled`` (a ``tiled a band`` or ``host GEMM plan (BLIS loops)`` remark at that line),
  ``declined`` (a ``loop not tiled: ...``
  remark that says tiling or loop distribution "does not pay": legal, but the host's traffic
  model finds it no faster), ``refused`` (any other ``loop not tiled: ...``, whose text is
  kept) or ``unknown`` (none);
- each variant is checked once against the NumPy reference on the same inputs (in a forked
  child, so a crash fails only its cell), and ours is compared with plain clang's outputs bit by
  bit (:func:`ulp_diff`: identical, or the largest distance in units in the last place);
- the variants are timed in ``repeat`` interleaved rounds (each round calls every variant once,
  after ``warmup`` untimed calls of each), so that a shared machine's drifting load hits all
  alike; the median of each is reported, as ``bench`` does.

:func:`render_table` prints one line per kernel with ours/clang and ours/Polly speed-ups and
their geometric means; :func:`to_markdown` and :meth:`SuiteReport.to_dict` write the same as
markdown and JSON; :func:`refusals_by_reason` groups the refusal texts.
"""

from __future__ import annotations

import math
import re
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from . import compile as compile_mod
from . import host
from .bench import VARIANTS, _restore, _time_calls, check_variant
from .checking import call_reference
from .errors import TileLangError, ToolError
from .inputs import make_inputs, memory_errors, poison_outputs, resolve_sizes
from .kernel import _load_module, load_specs, spec_path_for
from .spec import KernelSpec

SUITE_VARIANTS = ("clang", "polly", "tilelang")
_SOURCES = (".c", ".cpp")
#: ``file:line:col: kind: text [-Wflag]`` -- one diagnostic line of clang's.
_DIAG = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): "
                   r"(?P<kind>remark|warning|error): (?P<text>.*?)(?: \[(?P<flag>[^\]]+)\])?$")
_PRAGMA = re.compile(r"^\s*#\s*pragma\s+tilelang\b(.*)$")


def discover(directory: str | Path, only: Sequence[str] = ()) -> list[tuple[Path, KernelSpec]]:
    """``(source, spec)`` for each kernel of ``directory``, sorted by source name; ``only``
    keeps the kernels (or source stems) named. TileLangError when there is none."""
    d = Path(directory)
    if not d.is_dir():
        raise TileLangError(f"{d}: not a directory")
    out = []
    for src in sorted(p for p in d.iterdir() if p.suffix in _SOURCES):
        desc = spec_path_for(src)
        if not desc.is_file():
            continue
        for spec in load_specs(desc):
            if not only or spec.name in only or src.stem in only:
                out.append((src, spec))
    if not out:
        raise TileLangError(f"{d}: no kernel (NAME.c or NAME.cpp with a NAME.py)"
                            + (f" named {', '.join(only)}" if only else ""))
    return out


def small_sizes(source: Path) -> dict[str, int]:
    """The description's ``SMALL_SIZES`` (a dict of sizes for quick checks), or {}."""
    return dict(getattr(_load_module(spec_path_for(source)), "SMALL_SIZES", {}) or {})


@dataclass
class Directive:
    """One ``#pragma tilelang`` line of a source and what the passes did with its band."""

    line: int
    text: str
    status: str = "unknown"  # tiled | declined | refused | unknown
    reason: str = ""  # the refusal's text, or the tiling remark
    notes: list[str] = field(default_factory=list)  # other remarks at that line


def directives(source: Path, diagnostics: str) -> list[Directive]:
    """The ``#pragma tilelang`` lines of ``source`` with their fate read from ``diagnostics``
    (clang's stderr with ``-Rpass=tilelang -Rpass-missed=tilelang``)."""
    out: dict[int, Directive] = {}
    lines = source.read_text(errors="replace").splitlines()
    for i, line in enumerate(lines, 1):
        m = _PRAGMA.match(line)
        if m:
            # consecutive pragma lines form one directive, reported at the first
            if i - 1 in out or any(d.line == i - 1 for d in out.values()):
                prev = out.get(i - 1) or next(d for d in out.values() if d.line == i - 1)
                prev.text += " " + m.group(1).strip()
                out[i] = prev
                continue
            out[i] = Directive(line=i, text=m.group(1).strip())
    for raw in diagnostics.splitlines():
        m = _DIAG.match(raw)
        if not m or Path(m["file"]).name != source.name:
            continue
        d = out.get(int(m["line"]))
        if d is None:
            continue
        text = m["text"]
        if text.startswith("loop not tiled:"):
            d.reason = text[len("loop not tiled:"):].strip()
            d.status = "declined" if "does not pay" in d.reason else "refused"
        elif (text.startswith("tiled a band") or text.startswith("host GEMM plan (BLIS")) \
                and d.status not in ("refused", "declined"):
            d.status = "tiled"
            d.reason = text
        elif text not in d.notes:
            d.notes.append(text)
    seen, result = set(), []
    for d in out.values():
        if id(d) not in seen:
            seen.add(id(d))
            result.append(d)
    return result


def ulp_diff(a: np.ndarray, b: np.ndarray) -> int:
    """The largest distance between ``a`` and ``b`` element by element: for floats in units in
    the last place (0 = bit for bit identical; -0.0 and +0.0 are 1 apart; NaN against NaN of
    the same bits 0, against anything else the largest int64), for integers the largest
    absolute difference."""
    if a.shape != b.shape:
        raise TileLangError(f"shapes differ: {a.shape} and {b.shape}")
    if a.size == 0:
        return 0
    if a.dtype.kind != "f":
        return int(np.max(np.abs(a.astype(np.int64) - b.astype(np.int64))))
    bits = {2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]
    ua, ub = a.view(bits).ravel(), b.view(bits).ravel()
    sign = bits(1) << bits(8 * a.dtype.itemsize - 1)

    def ordered(u):
        return np.where(u & sign, ~u, u | sign)

    oa, ob = ordered(ua), ordered(ub)
    diff = np.where(oa > ob, oa - ob, ob - oa)
    nan = np.isnan(a.ravel()) | np.isnan(b.ravel())
    if nan.any():
        same = ua == ub
        diff = np.where(nan & ~same, np.iinfo(np.int64).max, np.where(nan, 0, diff))
    return int(diff.max())


@dataclass
class VariantResult:
    key: str
    label: str
    compile_seconds: float | None = None
    ok: bool | None = None  # against NumPy
    check: str = ""
    check_error: float | None = None
    times: list[float] = field(default_factory=list)
    error: str | None = None

    @property
    def median(self) -> float | None:
        return statistics.median(self.times) if self.times else None


@dataclass
class KernelResult:
    kernel: str
    source: str
    form: str
    sizes: dict[str, int]
    variants: dict[str, VariantResult] = field(default_factory=dict)
    directives: list[Directive] = field(default_factory=list)
    #: per output array: ours against plain clang (0 = bit for bit; None: not compared)
    vs_clang_ulp: dict[str, int] = field(default_factory=dict)
    diagnostics: str = ""

    def speedup(self, baseline: str, variant: str = "tilelang") -> float | None:
        b, v = self.variants.get(baseline), self.variants.get(variant)
        if not b or not v or not b.median or not v.median or b.ok is False or v.ok is False:
            return None
        return b.median / v.median

    @property
    def tiled(self) -> int:
        return sum(d.status == "tiled" for d in self.directives)

    @property
    def bit_identical(self) -> bool | None:
        if not self.vs_clang_ulp:
            return None
        return all(v == 0 for v in self.vs_clang_ulp.values())

    def vs_clang_text(self) -> str:
        if not self.vs_clang_ulp:
            return "-"
        if self.bit_identical:
            return "identical"
        return ", ".join(f"{k}: {v} ulp" if v < 2**62 else f"{k}: NaN differs"
                         for k, v in self.vs_clang_ulp.items() if v)

    def to_dict(self) -> dict[str, Any]:
        return {"kernel": self.kernel, "source": self.source, "form": self.form,
                "sizes": self.sizes,
                "variants": {k: {"label": v.label, "compile_seconds": v.compile_seconds,
                                 "ok": v.ok, "check": v.check, "check_error": v.check_error,
                                 "times": v.times, "median_seconds": v.median, "error": v.error}
                             for k, v in self.variants.items()},
                "directives": [{"line": d.line, "pragma": d.text, "status": d.status,
                                "reason": d.reason, "notes": d.notes} for d in self.directives],
                "vs_clang_ulp": self.vs_clang_ulp, "bit_identical": self.bit_identical,
                "speedup_vs_clang": self.speedup("clang"),
                "speedup_vs_polly": self.speedup("polly")}


def source_form(source: Path) -> str:
    """How the source passes its arrays, from the text: ``fixed`` (``double A[N][M]`` with
    macro sizes), ``vla`` (``double A[n][m]`` with parameter sizes) or ``pointer``."""
    text = re.sub(r"//[^\n]*|/\*.*?\*/", "", source.read_text(errors="replace"), flags=re.S)
    m = re.search(r"\bvoid\s+\w+\s*\(([^)]*)\)", text)
    sig = m.group(1) if m else ""
    if re.search(r"\w\s*\[\s*[a-z_]\w*\s*\]", sig):
        return "vla"
    if re.search(r"\w\s*\[\s*[A-Z_]\w*\s*\]", sig):
        return "fixed"
    return "pointer"


def run_kernel_variants(source: Path, spec: KernelSpec, sizes: Mapping[str, int] | None = None,
                        *, repeat: int = 5, warmup: int = 1, seed: int = 0,
                        variants: Sequence[str] = SUITE_VARIANTS, time_it: bool = True,
                        progress: Callable[[str], None] | None = None) -> KernelResult:
    """Compile, check, compare and time one kernel (see the module docstring)."""
    say = progress or (lambda _m: None)
    resolved = resolve_sizes(spec, dict(sizes or {}))
    res = KernelResult(kernel=spec.name, source=str(source), form=source_form(source),
                       sizes=resolved)
    values = make_inputs(spec, resolved, seed)
    expected = call_reference(spec, values, resolved)
    poison_outputs(spec, values)
    with memory_errors(spec, resolved):
        pristine = {a.name: values[a.name].copy() for a in spec.outputs}
    outputs: dict[str, dict[str, np.ndarray]] = {}
    runnable: dict[str, tuple[Any, tuple]] = {}
    defines = spec.define_flags(resolved)
    for key in variants:
        v = VARIANTS[key]
        row = VariantResult(key, v.label)
        res.variants[key] = row
        say(f"{spec.name}: compiling {v.label}")
        try:
            ir = compile_mod.compile_to_ir(source, tilelang=v.tilelang, polly=v.polly,
                                           remarks=v.tilelang, extra_flags=defines)
        except ToolError as exc:
            row.error = exc.message
            if v.tilelang:
                res.diagnostics = exc.detail
            continue
        row.compile_seconds = ir.seconds
        if v.tilelang:
            res.diagnostics = ir.diagnostics
            res.directives = directives(source, ir.diagnostics)
        try:
            fn = host.JitModule(ir.ir).bind(spec)
            say(f"{spec.name}: checking {v.label}")
            checks, check_values = check_variant(fn, spec, values, pristine, expected, resolved)
        except TileLangError as exc:
            row.error = exc.message
            continue
        row.ok = all(c.ok for c in checks)
        row.check = "; ".join(c.describe() for c in checks)
        row.check_error = max((c.error for c in checks), default=0.0)
        outputs[key] = {a.name: np.array(check_values[a.name]) for a in spec.outputs}
        runnable[key] = (fn, fn.prepare(values))
    if time_it and runnable:
        # Interleaved: each round times every variant once, so that the load of a shared
        # machine drifting during the run hits all variants alike.
        say(f"{spec.name}: timing {', '.join(runnable)} ({warmup} warm-up + {repeat} rounds)")
        for key, (fn, args) in runnable.items():
            _time_calls(lambda: fn.call(args), values, pristine, warmup, 0)
        for _ in range(repeat):
            for key, (fn, args) in runnable.items():
                res.variants[key].times += _time_calls(lambda: fn.call(args), values, pristine,
                                                       0, 1)
        _restore(values, pristine)
    if "clang" in outputs and "tilelang" in outputs:
        res.vs_clang_ulp = {k: ulp_diff(outputs["tilelang"][k], outputs["clang"][k])
                            for k in outputs["clang"]}
    return res


@dataclass
class SuiteReport:
    directory: str
    repeat: int
    warmup: int
    small: bool
    cpu: str
    kernels: list[KernelResult] = field(default_factory=list)

    def geomean(self, baseline: str) -> float | None:
        sp = [k.speedup(baseline) for k in self.kernels]
        sp = [s for s in sp if s]
        return math.exp(sum(map(math.log, sp)) / len(sp)) if sp else None

    def summary(self) -> dict[str, Any]:
        """The issue's figures: bands tiled, outputs equal to clang's, kernels slower than
        clang by more than 5 %, the geometric means."""
        bands = [d for k in self.kernels for d in k.directives]
        wrong = [k.kernel for k in self.kernels
                 if any(v.ok is False or v.error for v in k.variants.values())]
        slower = [k.kernel for k in self.kernels
                  if (s := k.speedup("clang")) is not None and s < 1 / 1.05]
        return {"kernels": len(self.kernels), "bands": len(bands),
                "bands_tiled": sum(d.status == "tiled" for d in bands),
                "bands_declined": sum(d.status == "declined" for d in bands),
                "bands_refused": sum(d.status == "refused" for d in bands),
                "kernels_all_bands_tiled": sum(bool(k.directives) and k.tiled == len(k.directives)
                                               for k in self.kernels),
                # every band either tiled or declined as not paying: none refused
                "kernels_no_band_refused": sum(
                    bool(k.directives) and all(d.status in ("tiled", "declined")
                                               for d in k.directives)
                    for k in self.kernels),
                "bit_identical_to_clang": sum(k.bit_identical is True for k in self.kernels),
                "failed_or_wrong": wrong, "slower_than_clang_by_5pct": slower,
                "geomean_vs_clang": self.geomean("clang"),
                "geomean_vs_polly": self.geomean("polly")}

    def to_dict(self) -> dict[str, Any]:
        return {"directory": self.directory, "repeat": self.repeat, "warmup": self.warmup,
                "small": self.small, "cpu": self.cpu, "summary": self.summary(),
                "kernels": [k.to_dict() for k in self.kernels]}


def run_suite(directory: str | Path, *, only: Sequence[str] = (), small: bool = False,
              repeat: int = 5, warmup: int = 1, seed: int = 0,
              progress: Callable[[str], None] | None = None) -> SuiteReport:
    """Every kernel of ``directory`` through :func:`run_kernel_variants`. A kernel that cannot
    be run at all (its description fails, sizes do not fit) gets a row with the error."""
    if repeat < 1 or warmup < 0:
        raise TileLangError("--repeat must be at least 1 and --warmup at least 0")
    try:
        import llvmlite.binding as llvm
        cpu = llvm.get_host_cpu_name()
    except Exception:  # only for the report
        cpu = ""
    rep = SuiteReport(str(directory), repeat, warmup, small, cpu)
    for src, spec in discover(directory, only):
        sizes = small_sizes(src) if small else None
        try:
            rep.kernels.append(run_kernel_variants(src, spec, sizes, repeat=repeat, warmup=warmup,
                                                   seed=seed, progress=progress))
        except TileLangError as exc:
            k = KernelResult(spec.name, str(src), source_form(src), dict(spec.sizes))
            k.variants["clang"] = VariantResult("clang", "clang -O3", error=exc.message)
            rep.kernels.append(k)
    return rep


def refusals_by_reason(report: SuiteReport) -> dict[str, list[str]]:
    """``{refusal text: ["kernel:line", ...]}`` over the suite."""
    out: dict[str, list[str]] = {}
    for k in report.kernels:
        for d in k.directives:
            if d.status != "tiled":
                text = d.reason or "(no remark: the directive was not reported)"
                out.setdefault(text, []).append(f"{k.kernel}:{d.line}")
    return out


def _ms(v: VariantResult | None) -> str:
    if v is None:
        return "-"
    if v.error:
        return "ERROR"
    return f"{v.median * 1e3:.2f}" if v.median else "-"


def _check_cell(v: VariantResult | None) -> str:
    if v is None:
        return "-"
    if v.error:
        return "ERROR"
    if v.ok is None:
        return "-"
    return ("ok" if v.ok else "FAIL") + (f" {v.check_error:.0e}" if v.check_error else " exact")


def rows(report: SuiteReport) -> tuple[list[str], list[list[str]]]:
    """The table's header and rows (plain strings)."""
    head = ["kernel", "form", "sizes", "bands tiled", "ours vs NumPy", "ours vs clang",
            "clang ms", "Polly ms", "ours ms", "ours/clang", "ours/Polly"]
    out = []
    for k in report.kernels:
        sizes = ",".join(f"{a}={b}" for a, b in k.sizes.items())
        sc, sp = k.speedup("clang"), k.speedup("polly")
        out.append([k.kernel, k.form, sizes, f"{k.tiled}/{len(k.directives)}",
                    _check_cell(k.variants.get("tilelang")), k.vs_clang_text(),
                    _ms(k.variants.get("clang")), _ms(k.variants.get("polly")),
                    _ms(k.variants.get("tilelang")),
                    "-" if sc is None else f"{sc:.2f}x", "-" if sp is None else f"{sp:.2f}x"])
    gc, gp = report.geomean("clang"), report.geomean("polly")
    out.append(["geomean", "", "", "", "", "", "", "", "",
                "-" if gc is None else f"{gc:.2f}x", "-" if gp is None else f"{gp:.2f}x"])
    return head, out


def render_table(report: SuiteReport) -> Any:
    """A rich Table of the suite."""
    from rich.markup import escape
    from rich.table import Table

    head, body = rows(report)
    table = Table(title=escape(f"suite {report.directory}"),
                  caption=escape(f"median of {report.repeat} runs after {report.warmup} warm-up;"
                                 f" ratio = baseline time / ours (above 1: ours faster); "
                                 f"CPU {report.cpu or '?'}"))
    for i, h in enumerate(head):
        table.add_column(h, justify="right" if i >= 6 else "left")
    for r in body:
        table.add_row(*map(escape, r))
    return table


def to_markdown(report: SuiteReport) -> str:
    """The table, the summary and the refusals grouped by text, as markdown."""
    head, body = rows(report)
    lines = [f"Suite `{report.directory}`: median of {report.repeat} runs after "
             f"{report.warmup} warm-up; ratio = baseline time / ours time (above 1: ours "
             f"faster); CPU {report.cpu or '?'}.", "",
             "| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(c.replace("|", "\\|") for c in r) + " |" for r in body]
    s = report.summary()
    lines += ["", f"- bands tiled: {s['bands_tiled']} of {s['bands']} "
                  f"({s['bands_declined']} declined as not paying, {s['bands_refused']} "
                  f"refused); kernels with every band tiled: "
                  f"{s['kernels_all_bands_tiled']} of {s['kernels']}; with no band refused: "
                  f"{s['kernels_no_band_refused']} of {s['kernels']}",
              f"- ours bit for bit equal to plain clang: {s['bit_identical_to_clang']} of "
              f"{s['kernels']} kernels",
              f"- failed or wrong against NumPy: {', '.join(s['failed_or_wrong']) or 'none'}",
              f"- more than 5 % slower than plain clang: "
              f"{', '.join(s['slower_than_clang_by_5pct']) or 'none'}", "",
              "Directives not tiled, grouped by the passes' reason:", ""]
    for text, where in sorted(refusals_by_reason(report).items(), key=lambda kv: -len(kv[1])):
        lines.append(f"- {', '.join(where)}: {text}")
    return "\n".join(lines) + "\n"
