"""The orchestrator (on the GPU machine): ``python -m tilelang_llvm.gpucheck run ART OUT``.

:func:`run_check` reads the manifest, checks that there is a GPU, and runs every kernel with a
launch record in its own worker process (:mod:`.worker`, through :class:`_Runner`): the
correctness check on its size sets, ``compute-sanitizer`` memcheck and racecheck on one small
size, and the benches; then the verdict and the summary files (:mod:`.summary`).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from ..errors import TileLangError
from .manifest import REPO_ROOT, _abs, read_manifest
from .sizes import (BENCHES, DEFAULT_BUDGET, WORKER_TIMEOUT, _fmt_sizes, bench_shapes,
                    sizes_for)
from .summary import _fmt_san, new_summary, verdict, write_summary




def find_sanitizer() -> str | None:
    """compute-sanitizer on PATH, in $CUDA_HOME/bin or /usr/local/cuda/bin, or None."""
    cands = [shutil.which("compute-sanitizer")]
    for base in (os.environ.get("CUDA_HOME"), "/usr/local/cuda"):
        if base:
            cands.append(os.path.join(base, "bin", "compute-sanitizer"))
    for c in cands:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


_ERR_SUMMARY = re.compile(r"ERROR SUMMARY: (\d+) error")
_RACE_SUMMARY = re.compile(r"RACECHECK SUMMARY: (\d+) hazards? displayed \((\d+) errors?, "
                           r"(\d+) warnings?\)")


def parse_sanitizer(text: str) -> dict[str, Any]:
    """Counts from compute-sanitizer's output: ``errors`` (ERROR SUMMARY), and for racecheck
    ``hazards``, ``race_errors``, ``race_warnings``; None where the line is missing."""
    out: dict[str, Any] = {"errors": None}
    m = _ERR_SUMMARY.findall(text)
    if m:
        out["errors"] = int(m[-1])
    r = _RACE_SUMMARY.findall(text)
    if r:
        h, e, w = map(int, r[-1])
        out.update(hazards=h, race_errors=e, race_warnings=w)
        # racecheck prints only its own summary (no ERROR SUMMARY line): its errors count.
        if out["errors"] is None:
            out["errors"] = e
    return out


class _Runner:
    def __init__(self, artefacts: Path, out: Path, budget: float, seed: int) -> None:
        self.artefacts = artefacts
        self.out = out
        self.deadline = time.monotonic() + budget
        self.seed = seed
        self.tmp = out / ".work"
        self.tmp.mkdir(parents=True, exist_ok=True)
        self.log = open(out / "workers.log", "w")
        self.sanlog = open(out / "sanitizer.log", "w")
        self.n = 0
        self.env = dict(os.environ)
        py = str(REPO_ROOT / "python")
        self.env["PYTHONPATH"] = py + (os.pathsep + self.env["PYTHONPATH"]
                                       if self.env.get("PYTHONPATH") else "")
        self.env["PYTHONUNBUFFERED"] = "1"

    def time_left(self) -> float:
        return self.deadline - time.monotonic()

    def worker(self, args: list[str], *, wrap: list[str] = (), timeout: float = WORKER_TIMEOUT,
               log=None) -> tuple[int | None, str, Path]:
        """Run a worker; returns (exit status or None on timeout, its output, its JSON path)."""
        self.n += 1
        js = self.tmp / f"w{self.n}.json"
        cmd = [*wrap, sys.executable, "-m", "tilelang_llvm.gpucheck", *args, "--json", str(js)]
        timeout = max(10.0, min(timeout, self.time_left()))
        t0 = time.monotonic()
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, env=self.env,
                               timeout=timeout, errors="replace", cwd=str(REPO_ROOT))
            rc, text = p.returncode, p.stdout + p.stderr
        except subprocess.TimeoutExpired as exc:
            out = exc.stdout or b""
            text = (out.decode(errors="replace") if isinstance(out, bytes) else out)
            rc, text = None, text + f"\n[timed out after {timeout:.0f} s]\n"
        (log or self.log).write(f"$ {' '.join(cmd)}\n[exit {rc}, {time.monotonic() - t0:.1f} s]\n"
                                f"{text}\n")
        (log or self.log).flush()
        return rc, text, js

    def close(self) -> None:
        self.log.close()
        self.sanlog.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


def _read_json(p: Path) -> dict[str, Any] | None:
    try:
        return json.loads(p.read_text())
    except (OSError, json.JSONDecodeError):
        return None


def run_check(artefacts: str | os.PathLike, out: str | os.PathLike, *,
              budget: float = DEFAULT_BUDGET, seed: int = 0, sanitizers: bool = True,
              benches: bool = True, only: Sequence[str] = (), bench_div: int = 1) -> int:
    """The whole device-side check (see the module docstring); returns the exit status.
    ``bench_div`` divides every bench size (a dry run: ``--bench-div 32``)."""
    from .. import cudadrv
    art = Path(artefacts).resolve()
    outp = Path(out)
    outp.mkdir(parents=True, exist_ok=True)
    t_start = time.monotonic()
    summary = new_summary(art)
    text: list[str] = []

    def finish() -> int:
        return write_summary(outp, summary, text, t_start)

    try:
        man = read_manifest(art)
    except TileLangError as exc:
        summary["problems"].append(exc.message)
        text.append(f"GPU check: FAILED: {exc.message}")
        return finish()
    summary["manifest"] = {k: man.get(k) for k in ("target", "created", "git", "tilelang", "ptxas")}
    # cuInit and the device count only: this process makes no context (the workers do, one at
    # a time, which also works when the GPU is in an exclusive compute mode).
    reason = cudadrv.unavailable_reason()
    if reason is not None:
        summary["problems"].append(cudadrv.no_gpu_message(reason))
        text.append(f"GPU check: FAILED: {cudadrv.no_gpu_message(reason)}")
        return finish()
    try:
        return _run_jobs(art, outp, man, summary, text, finish, t_start, budget=budget,
                         seed=seed, sanitizers=sanitizers, benches=benches, only=only,
                         bench_div=bench_div)
    except Exception as exc:  # a bug of ours: still a summary, the traceback in it
        import traceback
        summary["ok"] = False
        summary["problems"].append(f"internal error: {type(exc).__name__}: {exc}")
        summary["traceback"] = traceback.format_exc()
        text.append(f"GPU check: FAILED: internal error: {type(exc).__name__}: {exc}")
        text.append(summary["traceback"])
        return finish()


def _describe_machine(man: Mapping[str, Any], summary: dict[str, Any], text: list[str]) -> None:
    """The GPU (nvidia-smi, when there is one) and the artefacts: the first lines of the text."""
    smi = shutil.which("nvidia-smi")
    if smi:
        try:
            summary["nvidia_smi"] = subprocess.run(
                [smi, "--query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,"
                      "power.draw,mig.mode.current", "--format=csv,noheader"],
                capture_output=True, text=True, timeout=20).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            pass
    text.append(f"GPU check on {summary.get('nvidia_smi') or 'an NVIDIA GPU'}")
    text.append(f"artefacts: {man.get('target')} built {man.get('created')} at "
                f"{man.get('git') or '?'} ({'with' if man.get('tilelang') else 'without'} the "
                f"plugins)")


def _jobs(man: Mapping[str, Any], summary: dict[str, Any],
          only: Sequence[str]) -> list[tuple[dict[str, Any], Any]]:
    """(manifest entry, kernel spec) of every kernel with a launch record; the compile errors
    and the kernels without a launch record go into the summary."""
    from .. import kernel as kmod
    jobs = []  # (entry, spec)
    for e in man["entries"]:
        if e.get("error"):
            summary["compile_errors"].append({"source": e["source"], "error": e["error"]})
            continue
        if not e.get("spec"):
            continue
        try:
            specs = kmod.load_specs(_abs(e["spec"]))
        except TileLangError as exc:
            summary["compile_errors"].append({"source": e["source"], "error": exc.message})
            continue
        for s in specs:
            if only and s.name not in only:
                continue
            if s.name in e["mapped"]:
                jobs.append((e, s))
            else:
                summary["not_mapped"].append({"source": e["source"], "kernel": s.name})
    return jobs


def _check_correctness(runner: _Runner, art: Path, jobs: Sequence[tuple[dict[str, Any], Any]],
                       summary: dict[str, Any], text: list[str], seed: int) -> None:
    """1. Every kernel at its odd size sets, one worker per kernel."""
    text.append("")
    text.append("correctness (odd sizes against NumPy; out arrays poisoned before each launch):")
    for e, s in jobs:
        sets = sizes_for(s)
        if runner.time_left() < 15:
            summary["skipped"].append(f"correctness of {s.name}: time budget")
            continue
        rc, out_text, js = runner.worker(["kernel", str(art), "--source", e["source"],
                                          "--kernel", s.name, "--sizes",
                                          ";".join(_fmt_sizes(z) for z in sets),
                                          "--seed", str(seed)])
        data = _read_json(js) or {}
        if data.get("device") and "device" not in summary:
            summary["device"] = data["device"]
            text[0] = f"GPU check on {data['device']}"
        results = data.get("results", [])
        ok = rc == 0 and bool(results) and all(r.get("ok") for r in results)
        item = {"source": e["source"], "kernel": s.name, "ok": ok, "exit": rc,
                "loaded_from": data.get("loaded_from"), "cubin_error": data.get("cubin_error"),
                "registers": data.get("registers"), "results": results,
                "error": data.get("error") or (None if rc is not None else "timed out")}
        summary["kernels"].append(item)
        head = f"  {'PASS' if ok else 'FAIL'} {s.name} ({e['source']}, {data.get('loaded_from') or '?'})"
        text.append(head)
        for r in results:
            if r.get("error"):
                text.append(f"      {_fmt_sizes(r.get('sizes', {}))}: ERROR {r['error']}")
            else:
                text.append(f"      {_fmt_sizes(r['sizes'])}: {'ok' if r['ok'] else 'FAIL'} "
                            f"{'; '.join(r['checks'])} (grid {'x'.join(map(str, r['grid']))})")
        if item["error"]:
            text.append(f"      ERROR {item['error']}")
        if not results and not item["error"]:
            last = out_text.strip().splitlines()[-1:] or ["no output"]
            text.append(f"      worker exit {rc}: {last[0]}")
    for nm in summary["not_mapped"]:
        text.append(f"  not mapped: {nm['kernel']} ({nm['source']}): no launch record, "
                    f"nothing to launch")
    for ce in summary["compile_errors"]:
        text.append(f"  compile error: {ce['source']}: {ce['error']}")


def _check_sanitizers(runner: _Runner, art: Path, jobs: Sequence[tuple[dict[str, Any], Any]],
                      summary: dict[str, Any], text: list[str], seed: int,
                      sanitizers: bool) -> None:
    """2. memcheck and racecheck on one small size of every kernel."""
    text.append("")
    san = find_sanitizer() if sanitizers else None
    if not sanitizers:
        text.append("sanitizers: not run (--no-sanitizers)")
    elif san is None:
        summary["problems"].append("compute-sanitizer not found")
        text.append("sanitizers: compute-sanitizer not found (PATH, $CUDA_HOME/bin, "
                    "/usr/local/cuda/bin): NOT RUN")
    else:
        text.append(f"sanitizers ({san}; one small size each; counts must be 0):")
        for e, s in jobs:
            small = sizes_for(s)[1 if len(sizes_for(s)) > 1 else 0]
            row = {"source": e["source"], "kernel": s.name, "sizes": small}
            for tool in ("memcheck", "racecheck"):
                if runner.time_left() < 20:
                    summary["skipped"].append(f"{tool} of {s.name}: time budget")
                    row[tool] = None
                    continue
                rc, out_text, js = runner.worker(
                    ["kernel", str(art), "--source", e["source"], "--kernel", s.name,
                     "--sizes", _fmt_sizes(small), "--seed", str(seed)],
                    wrap=[san, "--tool", tool, "--print-limit", "20"], log=runner.sanlog)
                counts = parse_sanitizer(out_text)
                data = _read_json(js) or {}
                counts["exit"] = rc
                counts["checked"] = bool(data.get("results")) and all(
                    r.get("ok") for r in data["results"])
                row[tool] = counts
            summary["sanitizers"].append(row)
            text.append(f"  {s.name} {_fmt_sizes(small)}: " + "; ".join(
                _fmt_san(t, row.get(t)) for t in ("memcheck", "racecheck")))


def _run_benches(runner: _Runner, art: Path, jobs: Sequence[tuple[dict[str, Any], Any]],
                 summary: dict[str, Any], text: list[str], seed: int, benches: bool,
                 bench_div: int) -> None:
    """3. The benches of :data:`BENCHES`, against their specs' baselines."""
    text.append("")
    if not benches:
        text.append("benches: not run (--no-benches)")
    else:
        text.append("benches (CUDA events):")
        for e, s in jobs:
            if s.name not in BENCHES:
                continue
            if runner.time_left() < 60:
                summary["skipped"].append(f"bench of {s.name}: time budget")
                continue
            for shape in bench_shapes(s.name):
                if runner.time_left() < 60:
                    summary["skipped"].append(f"bench of {s.name} {_fmt_sizes(shape)}: "
                                              "time budget")
                    continue
                bsizes = {k: max(1, v // max(1, bench_div)) for k, v in shape.items()}
                rc, out_text, js = runner.worker(["bench", str(art), "--source", e["source"],
                                                  "--kernel", s.name, "--sizes",
                                                  _fmt_sizes(bsizes), "--seed", str(seed)])
                data = _read_json(js) or {}
                summary["benches"].append({"source": e["source"], "kernel": s.name,
                                           "sizes": bsizes,
                                           "ok": bool(data.get("ok")), "exit": rc,
                                           "error": data.get("error") or (
                                               None if rc is not None else "timed out"),
                                           "report": data.get("report")})
                if data.get("text"):
                    text += ["  " + l for l in data["text"].splitlines()]
                else:
                    text.append(f"  {s.name}: ERROR "
                                f"{data.get('error') or 'worker exit ' + str(rc)}")
                text.append("")


def _run_jobs(art: Path, outp: Path, man: dict[str, Any], summary: dict[str, Any],
              text: list[str], finish: Callable[[], int], t_start: float, *, budget: float,
              seed: int, sanitizers: bool, benches: bool, only: Sequence[str],
              bench_div: int) -> int:
    _describe_machine(man, summary, text)
    runner = _Runner(art, outp, budget, seed)
    try:
        jobs = _jobs(man, summary, only)
        _check_correctness(runner, art, jobs, summary, text, seed)
        _check_sanitizers(runner, art, jobs, summary, text, seed, sanitizers)
        _run_benches(runner, art, jobs, summary, text, seed, benches, bench_div)
    finally:
        runner.close()
    verdict(summary, text, jobs, t_start)
    return finish()
