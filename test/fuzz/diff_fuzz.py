#!/usr/bin/env python3
"""Differential fuzzer of `#pragma tilelang` with staging clauses: random loop nests (depth 1-4,
affine, strided and one-dimensional subscripts, stencils, in-place updates, accumulations,
literal and run-time bounds and row sizes, empty loops; test/fuzz/nest.py) under random
`tile`, `buffer(X: shared|register)`, `map`, `threads` and `pipeline` clauses, each checked
against plain clang (test/fuzz/check.py):

- ``--target host``: the tiled build and plain clang's, both under AddressSanitizer, every
  array ending where its allocation ends, `out` arrays poisoned;
- ``--target sm_90`` / ``gfx942``: the GPU build in test/python/gpu_emulator.py (with
  AddressSanitizer unless ``--no-asan``, and its inter-block race check), in a worker process
  that is restarted when a case kills it, against the host's plain build. One nest in four has
  no ``restrict``: its kernel is versioned on the run-time alias check (the launch record's
  ``alias_check``) and also runs, for a float nest with such a pair, on the pair passed
  overlapping (``alias_shift`` elements apart): the sequential fallback in the grid's first
  thread, against plain clang on the same memory;
- ``--target gpu``: sm_90, and gfx942 for one case in four; ``--target all``: host and gpu
  alternately.

Every difference, ASan report, crash, race or compile error is a failure. Each failure is
reduced (statements, terms, clauses, loops, bounds and subscripts are dropped or simplified
while the failure keeps its class) and printed with the reduced C source, its clauses and
sizes, and the command that re-runs the case. The last line is the summary:

    diff_fuzz: host seed 3: 300 cases (3 skipped, 0 rejected), 179 tiled, 116 staged; failures 2: mismatches 1, ASan reports 1, races 0, crashes 0 (compile errors 0, timeouts 0) in 1041 s

("skipped": int32 overflow on the inputs, undefined behaviour; "rejected": the directive
refused with an error, as documented -- a staged footprint over the chip's scratchpad). With
``--save DIR`` each reduced failure is also written as a stand-alone reproducer.

``--kind matrix --target host`` runs float and double contractions under ``tile(auto...)``
(test/fuzz/matrix_nest.py generate_host: any orientation, loop order, shape and form, batch
loops; the plan's kc and mc sometimes forced small, so that the K panels and A blocks are
crossed) through the host GEMM plan (lib/tile/HostGemm.h), bit for bit against plain clang's
host build (matrix_check.check_host); its summary counts the bands planned ("lowered") and the
contractions the plan refused ("refused", with the reasons).

``--kind matrix`` runs contractions under ``compute(tensor_core)`` instead
(test/fuzz/matrix_nest.py, checked by test/fuzz/matrix_check.py): random orientations of A and B,
f16 / bf16 / int8 / uint8 operands, batch loops, run-time and literal sizes, 2-D parameters,
under random tile, threads, pipeline and buffer clauses, compiled for sm_90 (mma.sync, ldmatrix,
cp.async; or SIMT code where the lowering refuses), run in the emulator on exact inputs and
compared bit for bit with plain clang's host build. Its summary counts the bands lowered to the
matrix unit and those refused (the `compute(tensor_core) not carried out` warning):

    diff_fuzz: sm_90 matrix seed 1: 200 cases (0 rejected), 200 mapped, 150 lowered to the matrix unit, 50 refused; failures 0: ...

Case K of seed S is generated from random.Random("S:K") alone, so ``--seed S --case K``
re-runs it. Exit status 1 when a case failed, else 0.

    .venv/bin/python test/fuzz/diff_fuzz.py --cases 500 --target host --seed 1
    .venv/bin/python test/fuzz/diff_fuzz.py --cases 200 --target sm_90 --seed 1 --json out.json
    .venv/bin/python test/fuzz/diff_fuzz.py --kind matrix --cases 200 --target sm_90 --seed 1
"""

from __future__ import annotations

import argparse
import base64
import collections
import json
import os
import pickle
import queue
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

import check as chk  # noqa: E402
import matrix_check as mxc  # noqa: E402
import matrix_nest as mx  # noqa: E402
import nest as nst  # noqa: E402
from check import Outcome  # noqa: E402
from nest import Nest  # noqa: E402

GPU_CASE_TIMEOUT = 120  # seconds per GPU case (the emulator's barriers time out after 20 s)


# ---------------------------------------------------------------------------------------------
# Checking a nest: host in this process, GPU in a worker process
# ---------------------------------------------------------------------------------------------

def _encode(obj) -> str:
    return base64.b64encode(pickle.dumps(obj)).decode()


def _decode(text: str):
    return pickle.loads(base64.b64decode(text))  # noqa: S301 - our own worker's output


class GpuWorker:
    """A process that runs check_gpu on the nests sent to it (one line each), with the ASan
    runtime preloaded when asan is on. An ASan report, a crash or a hang ends the process: the
    case is then an "asan", "crash" or "timeout" outcome, and the next case starts a new one."""

    RESTART_EVERY = 100

    def __init__(self, asan: bool, log_dir: Path):
        self.jobs = 0
        self.asan = asan
        self.log = log_dir / "gpu_worker.log"
        self.proc: subprocess.Popen | None = None
        self.lines: queue.Queue = queue.Queue()

    def _start(self) -> None:
        env = dict(os.environ)
        if self.asan:
            import gpu_emulator as emu
            rt = emu.sanitizer_runtime("asan")
            if rt is None:
                raise RuntimeError("no AddressSanitizer runtime found for the GPU worker")
            env["LD_PRELOAD"] = str(rt)
            env["ASAN_OPTIONS"] = "detect_leaks=0:exitcode=86"
            env["ASAN_SYMBOLIZER_PATH"] = str(chk.toolchain.tool("llvm-symbolizer"))
        self.logf = open(self.log, "ab")
        self.proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--worker",
                                      *(["--worker-asan"] if self.asan else [])],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.logf, env=env, text=True, bufsize=1,
                                     start_new_session=True)
        self.lines = queue.Queue()
        proc, lines = self.proc, self.lines

        def pump():
            for line in proc.stdout:
                lines.put(line)
            lines.put(None)
        threading.Thread(target=pump, daemon=True).start()

    def stop(self) -> None:
        if self.proc is not None:
            try:  # the worker and the clang, opt and kernels it started (its own session)
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait()
            self.proc = None
            self.logf.close()

    def check(self, nest: Nest, target: str, seed: int, work: Path,
              timeout: float = GPU_CASE_TIMEOUT, mutate=None) -> Outcome:
        if self.proc is not None and self.jobs >= self.RESTART_EVERY:
            self.stop()   # every case's library stays loaded: start afresh now and then
        if self.proc is None or self.proc.poll() is not None:
            self._start()
            self.jobs = 0
        self.jobs += 1
        start = self.log.stat().st_size if self.log.exists() else 0
        t0 = time.time()
        try:
            self.proc.stdin.write(_encode((nest, target, seed, str(work), mutate)) + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            pass
        deadline = time.time() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.1, deadline - time.time()))
            except queue.Empty:
                self.stop()
                return Outcome("timeout", f"GPU case runs over {timeout:.0f} s",
                               seconds=time.time() - t0)
            if line is None:  # the worker died: what did it say?
                self.proc.wait()
                rc = self.proc.returncode
                self.stop()
                with open(self.log, "rb") as f:
                    f.seek(start)
                    report = f.read().decode(errors="replace")
                if "AddressSanitizer" in report:
                    return Outcome("asan", chk.asan_class(report), chk.asan_excerpt(report),
                                   tiled=True, mapped=True, seconds=time.time() - t0)
                return Outcome("crash", f"emulator process dies ({rc})", report[-2000:],
                               seconds=time.time() - t0)
            if line.startswith("RESULT "):
                out = _decode(line[7:].strip())
                out.seconds = time.time() - t0
                return out


def worker_main() -> int:
    """--worker: read (nest, target, seed, work) lines, print RESULT lines."""
    asan = "--worker-asan" in sys.argv
    os.environ.pop("LD_PRELOAD", None)  # loaded in this process; clang and opt need not be
    for line in sys.stdin:
        nest, target, seed, work, mutate = _decode(line.strip())
        try:
            check = mxc.check_gpu if isinstance(nest, mx.MatrixCase) else chk.check_gpu
            out = check(nest, target, Path(work), seed, asan=asan, mutate=mutate)
        except Exception as e:  # noqa: BLE001 - the driver reports it as a crash
            import traceback
            out = Outcome("crash", f"check raised {type(e).__name__}",
                          traceback.format_exc()[-3000:])
        print("RESULT " + _encode(out), flush=True)
    return 0


class Checker:
    """check(nest, target, seed) for any target, in a scratch directory."""

    def __init__(self, work: Path, asan_gpu: bool = True):
        self.work = work
        self.asan_gpu = asan_gpu
        self.worker: GpuWorker | None = None
        self.n = 0

    def check(self, nest: Nest, target: str, seed: int, mutate=None) -> Outcome:
        """`mutate`: (old, new), a fault planted in the pragma'd source (the checks' tests)."""
        self.n += 1
        d = self.work / f"c{self.n}"
        t0 = time.time()
        if target == "host" and isinstance(nest, mx.MatrixCase):
            out = mxc.check_host(nest, d, seed, mutate=mutate)
        elif target == "host":
            out = chk.check_host(nest, d, seed, mutate=mutate)
        else:
            if self.worker is None:
                self.worker = GpuWorker(self.asan_gpu, self.work)
            out = self.worker.check(nest, target, seed, d, mutate=mutate)
        out.seconds = time.time() - t0
        shutil.rmtree(d, ignore_errors=True)
        return out

    def close(self) -> None:
        if self.worker:
            self.worker.stop()


# ---------------------------------------------------------------------------------------------
# Reduction
# ---------------------------------------------------------------------------------------------

def _drop_loop(n: Nest, d: int) -> Nest | None:
    """The nest without loop d: its variable becomes its first value."""
    if len(n.loops) < 2:
        return None
    lp = n.loops[d]
    for acc in n.accesses():
        for dm in acc.dims:
            terms = dm.terms()
            keep = [(v, c) for v, c in terms if v != lp.var]
            dm.off += sum(c * lp.lo for v, c in terms if v == lp.var)
            dm.var, dm.coef = (keep[0] if keep else (None, 1))
            dm.more = tuple(keep[1:])
    for s in n.stmts:
        for t in s.terms:
            if t.kind == "var" and t.var == lp.var:
                t.kind, t.value = "const", lp.lo if n.dtype == "int32" else 2 * lp.lo
    for s in n.stmts:   # a statement between the loops moves out with its loop
        if s.level is not None and s.level >= d:
            s.level = max(0, s.level - 1)
        if s.cond and s.cond[0] == lp.var:
            s.cond = None
    n.loops.pop(d)
    if len(n.tile) > len(n.loops):
        n.tile = n.tile[:len(n.loops)]
        if n.map:
            n.map = n.map[:len(n.tile)]
    return n


def candidates(nest: Nest):
    """Smaller or simpler variants of the nest, most promising first (each a fresh copy)."""
    def variant(fn):
        n = nst.clone(nest)
        return fn(n)

    for s in range(len(nest.stmts)):
        if len(nest.stmts) > 1:
            yield variant(lambda n, s=s: (n.stmts.pop(s), n)[1])
    for d in reversed(range(len(nest.loops))):
        yield variant(lambda n, d=d: _drop_loop(n, d))
    for name in list(nest.buffers):
        yield variant(lambda n, name=name: (n.buffers.pop(name), n)[1])
    if nest.pipeline:
        yield variant(lambda n: (setattr(n, "pipeline", None), n)[1])
    if nest.threads:
        yield variant(lambda n: (setattr(n, "threads", None), n)[1])
    if nest.map:
        yield variant(lambda n: (setattr(n, "map", None), n)[1])
    if nest.distribute:
        yield variant(lambda n: (setattr(n, "distribute", None), n)[1])
    if len(nest.tile) > 1:
        def fewer(n):
            n.tile.pop()
            if n.map:
                n.map.pop()
            return n
        yield variant(fewer)
    for s, st in enumerate(nest.stmts):
        for t in range(len(st.terms)):
            if len(st.terms) > 1:
                def drop_term(n, s=s, t=t):
                    x = n.stmts[s]
                    x.terms.pop(t)
                    if x.ops:
                        x.ops.pop(max(0, t - 1))
                    return n
                yield variant(drop_term)
            if st.terms[t].kind != "const":
                def const(n, s=s, t=t):
                    n.stmts[s].terms[t] = nst.Term("const", value=1)
                    return n
                yield variant(const)
        if st.op == "+=":
            yield variant(lambda n, s=s: (setattr(n.stmts[s], "op", "="), n)[1])
        for o, op in enumerate(st.ops):
            if op != "+":
                yield variant(lambda n, s=s, o=o: (n.stmts[s].ops.__setitem__(o, "+"), n)[1])
    for s, st in enumerate(nest.stmts):
        if st.cond:
            yield variant(lambda n, s=s: (setattr(n.stmts[s], "cond", None), n)[1])
    for d, lp in enumerate(nest.loops):
        if lp.tri:
            yield variant(lambda n, d=d: (setattr(n.loops[d], "tri", None), n)[1])
        if lp.trip > 1:
            for new in sorted({lp.lo + 1, lp.lo + lp.trip // 2, lp.hi - 1}):
                if lp.lo < new < lp.hi:
                    yield variant(lambda n, d=d, new=new: (setattr(n.loops[d], "hi", new), n)[1])
        if lp.hi_param:
            def literal(n, d=d):
                n.loops[d].hi_param, n.loops[d].hi_minus = None, 0
                return n
            yield variant(literal)
        if lp.lo:
            def zero(n, d=d):
                n.loops[d].hi -= n.loops[d].lo
                n.loops[d].lo = 0
                return n
            yield variant(zero)
    for t, size in enumerate(nest.tile):
        for new in (1, 2, 4, 8):
            if new < size:
                yield variant(lambda n, t=t, new=new: (n.tile.__setitem__(t, new), n)[1])
    for s, acc in enumerate(nest.accesses()):
        for k, dm in enumerate(acc.dims):
            if dm.more:
                yield variant(lambda n, s=s, k=k: (setattr(n.accesses()[s].dims[k], "more", ()), n)[1])
            if dm.coef not in (0, 1):
                yield variant(lambda n, s=s, k=k: (setattr(n.accesses()[s].dims[k], "coef", 1), n)[1])
            if dm.off:
                yield variant(lambda n, s=s, k=k: (setattr(n.accesses()[s].dims[k], "off", 0), n)[1])
    for a, arr in enumerate(nest.arrays):
        if arr.fixed:
            yield variant(lambda n, a=a: (setattr(n.arrays[a], "fixed", False), n)[1])
        if arr.row_kind != "extent" and arr.ndim == 2:
            yield variant(lambda n, a=a: (setattr(n.arrays[a], "row_kind", "extent"), n)[1])
        if arr.pad:
            yield variant(lambda n, a=a: (setattr(n.arrays[a], "pad", 0), n)[1])
    if nest.opt != "-O2":
        yield variant(lambda n: (setattr(n, "opt", "-O2"), n)[1])


def tidy(n: Nest | None) -> Nest | None:
    """Drop arrays no statement uses and their clauses; recompute the sizes (None: invalid)."""
    if n is None or not n.stmts:
        return None
    n.arrays = n.used_arrays()
    names = {a.name for a in n.arrays}
    n.buffers = {k: v for k, v in n.buffers.items() if k in names}
    if n.map and len(n.map) != len(n.tile):
        return None
    try:
        return nst.finalize(n)
    except (ValueError, IndexError):
        return None


def reduce(nest: Nest, outcome: Outcome, check, *, max_tries: int, deadline: float):
    """Greedy reduction: take the first candidate that fails with the same signature, again
    and again, until none does or the tries or the time are spent. Returns (nest, outcome,
    tries)."""
    tries = 0
    improved = True
    while improved and tries < max_tries and time.time() < deadline:
        improved = False
        variants = nest.candidates() if isinstance(nest, mx.MatrixCase) else map(tidy, candidates(nest))
        for cand in variants:
            if cand is None:
                continue
            if tries >= max_tries or time.time() >= deadline:
                break
            tries += 1
            out = check(cand)
            if out.signature == outcome.signature:
                nest, outcome, improved = cand, out, True
                break
    return nest, outcome, tries


# ---------------------------------------------------------------------------------------------
# The campaign
# ---------------------------------------------------------------------------------------------

@dataclass
class Failure:
    case: int
    seed: int
    target: str
    kind: str
    sub: str
    clauses: str
    sizes: dict
    source: str
    detail: str
    reduced: bool
    tries: int
    pattern: str | None = None
    kind_opt: str = "nest"   # --kind

    def text(self) -> str:
        sizes = ", ".join(f"{k}={v}" for k, v in self.sizes.items()) or "(all literal)"
        rerun = (f".venv/bin/python test/fuzz/diff_fuzz.py --target {self.target} "
                 f"--seed {self.seed} --case {self.case}"
                 + (f" --pattern {self.pattern}" if self.pattern else "")
                 + (f" --kind {self.kind_opt}" if self.kind_opt != "nest" else ""))
        red = f"reduced in {self.tries} tries" if self.reduced else "not reduced"
        return "\n".join([
            f"FAIL [{self.target}] seed {self.seed} case {self.case}: {self.kind}: {self.sub}",
            f"  clauses: {self.clauses}",
            f"  sizes:   {sizes}",
            f"  C source ({red}):",
            *("    " + line for line in self.source.splitlines()),
            "  what:",
            *("    " + line for line in self.detail.splitlines()[:14]),
            f"  re-run:  {rerun}"])


@dataclass
class Summary:
    target: str
    seed: int
    cases: int = 0
    skipped: int = 0
    rejected: int = 0
    tiled: int = 0
    staged: int = 0
    mapped: int = 0
    alias_checked: int = 0    # bands tiled behind a run-time alias check (GPU: kernels)
    overlapped: int = 0       # GPU: kernels also run on overlapping arrays (the fallback)
    distributed: int = 0      # host: bands made perfect by loop distribution
    kept: int = 0             # host: statements kept in place between the last two loops
    carried: int = 0          # host: a row's running value carried from tile to tile
    triangular: int = 0       # host: triangular or trapezoidal bands tiled
    parallel: int = 0         # host: tiles run on the cores (checked with 3 threads)
    errno_tiled: int = 0      # host: bands calling sqrtf under -fmath-errno tiled
    kind: str = "nest"        # --kind: "nest" or "matrix"
    lowered: int = 0          # matrix: bands lowered to the matrix unit
    refused: int = 0          # matrix: compute(tensor_core) not carried out (SIMT instead)
    refusals: collections.Counter = field(default_factory=collections.Counter)
    #: matrix: cases lowered or refused against MatrixCase.expected_refusal (not failures)
    unexpected: list = field(default_factory=list)
    kinds: collections.Counter = field(default_factory=collections.Counter)
    classes: collections.Counter = field(default_factory=collections.Counter)
    failures: list = field(default_factory=list)
    seconds: float = 0.0

    @property
    def failed(self) -> int:
        return sum(self.kinds[k] for k in chk.FAILURES)

    def line(self) -> str:
        gpu = (f", {self.mapped} mapped ({self.alias_checked} behind a run-time alias check, "
               f"{self.overlapped} also run on overlapping arrays)" if self.target != "host"
               else f" ({self.alias_checked} behind a run-time alias check, "
                    f"{self.distributed} after loop distribution, {self.kept} with statements "
                    f"kept in place, {self.carried} carrying a row's value from tile to tile, "
                    f"{self.triangular} "
                    f"triangular, {self.parallel} on the cores, {self.errno_tiled} calling "
                    f"sqrtf under -fmath-errno)")
        if self.kind == "matrix" and self.target == "host":
            why = "; ".join(f"{n} x {r}" for r, n in self.refusals.most_common(3))
            return (f"diff_fuzz: host matrix seed {self.seed}: {self.cases} cases "
                    f"({self.rejected} rejected), {self.lowered} through the host GEMM plan, "
                    f"{self.refused} refused by it{f' ({why})' if why else ''}, {self.tiled} "
                    f"tiled or planned; {self._failures()}")
        if self.kind == "matrix":
            what = (f"{self.mapped} mapped, {self.lowered} lowered to the matrix unit, "
                    f"{self.refused} refused ({len(self.unexpected)} unexpectedly)")
            return (f"diff_fuzz: {self.target} matrix seed {self.seed}: {self.cases} cases "
                    f"({self.rejected} rejected), {what}; {self._failures()}")
        return (f"diff_fuzz: {self.target} seed {self.seed}: {self.cases} cases "
                f"({self.skipped} skipped, {self.rejected} rejected), {self.tiled} tiled{gpu}, {self.staged} staged; "
                + self._failures())

    def _failures(self) -> str:
        k = self.kinds
        return (f"failures {self.failed}: mismatches {k['mismatch']}, ASan reports {k['asan']}, "
                f"races {k['race']}, crashes {k['crash']} (compile errors {k['compile-error']}, "
                f"timeouts {k['timeout']}) in {self.seconds:.0f} s")

    def to_json(self) -> dict:
        return {"target": self.target, "seed": self.seed, "cases": self.cases,
                "skipped": self.skipped, "rejected": self.rejected, "tiled": self.tiled, "staged": self.staged,
                "alias_checked": self.alias_checked, "overlapped": self.overlapped, "distributed": self.distributed, "kept": self.kept, "carried": self.carried,
                "triangular": self.triangular, "parallel": self.parallel,
                "errno_tiled": self.errno_tiled,
                "mapped": self.mapped, "kind": self.kind, "lowered": self.lowered,
                "refused": self.refused, "refusals": dict(self.refusals),
                "unexpected": self.unexpected, "failed": self.failed, "kinds": dict(self.kinds),
                "classes": {f"{k}: {s}": n for (k, s), n in self.classes.items()},
                "failures": [f.__dict__ for f in self.failures], "seconds": self.seconds,
                "line": self.line()}


def save_repro(save: Path, f: Failure, nest: Nest) -> None:
    """Write the failure as stand-alone files: host, one C++ program; GPU, nest.cpp and its
    description for gpu_emulator.py."""
    save.mkdir(parents=True, exist_ok=True)
    stem = f"{f.target}_seed{f.seed}_case{f.case}"
    rerun = f"test/fuzz/diff_fuzz.py --target {f.target} --seed {f.seed} --case {f.case}"
    head = (f"// {f.kind}: {f.sub}\n// Found by {rerun}, reduced.\n// #pragma tilelang "
            f"{f.clauses}\n")
    if isinstance(nest, mx.MatrixCase):
        sizes = ",".join(f"{k}={v}" for k, v in nest.scalar_params())
        src = mxc.sources(nest)
        run = (f"--target {f.target} --grid-div 1,3" + (f" --sizes {sizes}" if sizes else "")
               + "".join(f" --pass-flag={x}" for x in chk.raster_flags(src["nest.cpp"])))
        (save / f"{stem}.cpp").write_text(head.replace(rerun, rerun + " --kind matrix")
                                          + f"// Run: gpu_emulator {run}\n" + src["nest.cpp"])
        (save / f"{stem}.py").write_text(src["nest.py"])
    elif f.target == "host":
        (save / f"{stem}.cpp").write_text(chk.repro_program(nest, head))
    else:
        src = chk.gpu_sources(nest)
        flags = "".join(f" --pass-flag={x}" for x in chk.raster_flags(src["nest.cpp"]))
        if f.sub.startswith("arrays overlapping") and nest.alias_pair():
            x, y = nest.alias_pair()   # check_gpu's run on overlapping arrays
            flags += f" --overlap {y.name}={x.name}+{chk.alias_shift(nest)}"
        (save / f"{stem}.cpp").write_text(head + f"// Run: gpu_emulator --target {f.target}"
                                          f"{flags}\n" + src["nest.cpp"])
        (save / f"{stem}.py").write_text(src["nest.py"])


def case_target(target: str, seed: int, case: int) -> str:
    """The target of one case: fixed, or for "gpu" sm_90 with gfx942 one case in four, for
    "all" host and gpu alternately."""
    if target in ("host", "sm_90", "gfx942"):
        return target
    r = random.Random(f"target:{seed}:{case}")
    gpu = "gfx942" if r.random() < 0.25 else "sm_90"
    if target == "gpu":
        return gpu
    return "host" if case % 2 == 0 else gpu


def make_case(seed: int, case: int, target: str, pattern: str | None = None,
              kind: str = "nest") -> Nest | mx.MatrixCase:
    """Case `case` of `seed`: a loop nest (test/fuzz/nest.py) or, for kind "matrix", a
    contraction under compute(tensor_core) (test/fuzz/matrix_nest.py)."""
    if kind == "matrix" and target == "host":
        return mx.generate_host(random.Random(f"matrix:host:{seed}:{case}"))
    if kind == "matrix":
        return mx.generate(random.Random(f"matrix:{seed}:{case}"), target)
    return nst.generate(random.Random(f"{seed}:{case}"), target, pattern)


def fuzz(target: str, cases: int, seed: int, *, first: int = 0, reduce_tries: int = 40,
         reduce_per_class: int = 2, reduce_seconds: float = 600.0, time_budget: float | None = None,
         asan_gpu: bool = True, pattern: str | None = None, log=print,
         work: Path | None = None, save: Path | None = None, progress: int = 0,
         kind: str = "nest") -> Summary:
    """Run cases first .. first + cases - 1 of `seed` for `target`; failures are reduced (at
    most `reduce_per_class` per class, `reduce_tries` checks each, `reduce_seconds` in all) and
    logged as they come, with a progress line every `progress` cases (0: none). Stops starting
    new cases after `time_budget` seconds. `kind`: "nest" (test/fuzz/nest.py) or "matrix"
    (contractions under compute(tensor_core), test/fuzz/matrix_nest.py; GPU targets only)."""
    if kind == "matrix" and target == "all":
        raise ValueError("--kind matrix runs on one family: host (the GEMM plan) or GPU targets")
    t0 = time.time()
    summ = Summary(target, seed, kind=kind)
    tmp = None
    if work is None:
        tmp = tempfile.TemporaryDirectory(prefix="diff_fuzz.")
        work = Path(tmp.name)
    checker = Checker(work, asan_gpu)
    reduce_deadline = time.time() + reduce_seconds
    reduced_per_class = collections.Counter()
    try:
        for case in range(first, first + cases):
            if time_budget is not None and time.time() - t0 > time_budget:
                log(f"diff_fuzz: time budget of {time_budget:.0f} s spent after {summ.cases} cases")
                break
            tgt = case_target(target, seed, case)
            nest = make_case(seed, case, tgt, pattern, kind)
            out = checker.check(nest, tgt, case)
            summ.cases += 1
            summ.kinds[out.kind] += 1
            summ.skipped += out.kind == "skip"
            summ.rejected += out.kind == "rejected"
            summ.tiled += out.tiled
            summ.staged += out.staged
            summ.alias_checked += out.alias_checked
            summ.overlapped += out.overlapped
            summ.distributed += out.distributed
            summ.kept += out.kept
            summ.carried += out.carried
            summ.triangular += out.triangular
            summ.parallel += out.parallel
            summ.errno_tiled += out.errno_tiled
            summ.mapped += out.mapped
            summ.lowered += out.lowered
            if out.refused:
                summ.refused += 1
                summ.refusals[mxc.refusal_class(out.refused)] += 1
            if kind == "matrix" and out.mapped and tgt.startswith("sm_"):
                want = nest.expected_refusal()
                if (want is None) != (not out.refused) or (want and want not in out.refused):
                    summ.unexpected.append(f"case {case}: expected "
                                           + (f"a refusal ({want})" if want else "the lowering")
                                           + f", got: {out.refused or 'lowered'}; "
                                           + " ".join(nest.clauses()))
                    log("diff_fuzz: unexpected: " + summ.unexpected[-1])
            if progress and summ.cases % progress == 0:
                what = (f"{summ.lowered} lowered, {summ.refused} refused" if kind == "matrix"
                        else f"{summ.staged} staged")
                log(f"diff_fuzz: {summ.cases} cases, {what}, {summ.failed} failed "
                    f"({time.time() - t0:.0f} s)")
            if not out.failed:
                continue
            summ.classes[(out.kind, out.sub)] += 1
            key = (tgt, out.kind, out.sub)
            reduced, tries = False, 0
            # A timeout is not reduced: every try could take as long again.
            if (reduced_per_class[key] < reduce_per_class and reduce_tries > 0
                    and out.kind != "timeout"):
                reduced_per_class[key] += 1
                nest, out, tries = reduce(nest, out, lambda n: checker.check(n, tgt, case),
                                          max_tries=reduce_tries, deadline=reduce_deadline)
                reduced = True
            src = (nest.c_function("nest_tiled", nest.pragma()) if tgt == "host"
                   else nest.c_function("nest", nest.pragma()))
            f = Failure(case, seed, tgt, out.kind, out.sub, " ".join(nest.clauses()),
                        dict(nest.scalar_params()), src, out.detail, reduced, tries, pattern, kind)
            summ.failures.append(f)
            log(f.text())
            if save is not None:
                save_repro(save, f, nest)
    finally:
        checker.close()
        if tmp is not None:
            tmp.cleanup()
    summ.seconds = time.time() - t0
    return summ


def main(argv=None) -> int:
    if "--worker" in (argv or sys.argv[1:]):
        return worker_main()
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", type=int, default=100, help="cases to run (default 100)")
    ap.add_argument("--target", default="host", choices=["host", "sm_90", "gfx942", "gpu", "all"])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="the first case's number")
    ap.add_argument("--case", type=int, help="run only this case (with --seed)")
    ap.add_argument("--reduce-tries", type=int, default=40,
                    help="checks per reduction (0: do not reduce)")
    ap.add_argument("--reduce-per-class", type=int, default=2,
                    help="failures reduced per class and target (default 2)")
    ap.add_argument("--time-budget", type=float, help="start no new case after this many seconds")
    ap.add_argument("--progress", type=int, default=50, metavar="N",
                    help="a progress line every N cases (0: none; default 50)")
    ap.add_argument("--no-asan", action="store_true", help="GPU: the emulator without ASan")
    ap.add_argument("--kind", default="nest", choices=["nest", "matrix"],
                    help="nest: loop nests under staging clauses (default); matrix: contractions "
                    "under compute(tensor_core) (test/fuzz/matrix_nest.py; GPU targets, 'gpu' "
                    "and 'sm_90' alike run sm_90 with gfx942 one case in four for 'gpu')")
    ap.add_argument("--pattern", choices=sorted(set(nst.PATTERNS)),
                    help="only nests of this pattern (case K is then another nest)")
    ap.add_argument("--save", type=Path, help="write each reduced failure here as a stand-alone "
                    "reproducer (host: one C++ program; GPU: a .cpp and its .py for gpu_emulator.py)")
    ap.add_argument("--json", type=Path, help="write the summary and failures here")
    ap.add_argument("--show", action="store_true",
                    help="print the case's source and clauses and exit (with --case)")
    a = ap.parse_args(argv)
    if a.kind == "matrix" and a.target == "all":
        ap.error("--kind matrix needs one family: --target host (the host GEMM plan), sm_90, "
                 "gfx942 or gpu")
    first, cases = (a.case, 1) if a.case is not None else (a.first, a.cases)
    if a.show:
        tgt = case_target(a.target, a.seed, first)
        n = make_case(a.seed, first, tgt, a.pattern, a.kind)
        print(n.c_function("nest", n.pragma()))
        arrays = ({x: n.size(x) for x in "ABC"} if a.kind == "matrix"
                  else {x.name: x.size for x in n.arrays})
        print("sizes:", dict(n.scalar_params()), "arrays:", arrays)
        return 0
    summ = fuzz(a.target, cases, a.seed, first=first, reduce_tries=a.reduce_tries,
                reduce_per_class=a.reduce_per_class, time_budget=a.time_budget,
                asan_gpu=not a.no_asan, pattern=a.pattern, save=a.save, progress=a.progress,
                log=lambda s: print(s, flush=True), kind=a.kind)
    if summ.refusals:
        print("host GEMM plan refusals (tiled loop by loop, checked all the same):"
              if a.target == "host" else
              "compute(tensor_core) refusals (SIMT code, checked all the same):")
        for reason, n in summ.refusals.most_common():
            print(f"  {n:4d}  {reason}")
    if summ.unexpected:
        print("lowered or refused against expectation (matrix_nest.MatrixCase.expected_refusal):")
        for line in summ.unexpected:
            print("  " + line)
    if summ.classes:
        print("failure classes:")
        for (kind, sub), n in summ.classes.most_common():
            print(f"  {n:4d}  {kind}: {sub}")
    print(summ.line(), flush=True)
    if a.json:
        a.json.write_text(json.dumps(summ.to_json(), indent=1, default=str))
    return 1 if summ.failed else 0


if __name__ == "__main__":
    sys.exit(main())
