"""The one-call GPU check: build the artefacts here, run everything on the GPU machine.

Two halves, because the GPU machine has no clang and no plugins:

1. Here (clang, plugins, ptxas from the wheel)::

       make gpu-artefacts                       # = tilelang-llvm gpu-artefacts --target sm_90
       tilelang-llvm gpu-artefacts [SOURCES] [--target sm_90] [--out-dir gpu-artefacts]

   compiles every example (``examples/*.cpp``), every NVIDIA test kernel
   (``test/python/kernels/gpu/*.ll``) and the fault-case kernels
   (``test/python/kernels/gpu_faults/*.cpp``: tile sizes 8 mod 16, odd thread counts,
   conditional and in-place writes of staged buffers, a K remainder, ``pipeline(2)`` with one
   and two tiles) into ``gpu-artefacts/<stem>/`` (IR, PTX, cubin,
   ``<stem>.launch.json``) and writes ``gpu-artefacts/manifest.json``: per source its kernel
   description (the sibling ``.py``), the kernels it describes, those that have a launch record
   (were mapped to a GPU kernel), ptxas's resources, or the compile error. ``gpu-artefacts/`` is
   ignored by git: carry it to the GPU machine with the tree.

2. On the GPU machine (Python 3 with NumPy and cuda-bindings; PyTorch optional; no clang)::

       bash scripts/gpu-check.sh gpu-artefacts "$OUT"
       # = PYTHONPATH=python python3 -m tilelang_llvm.gpucheck run gpu-artefacts "$OUT"

   For every kernel with a launch record: the correctness check on several odd sizes
   (:data:`GPU_SIZES`: 1, 17, 33, 100, 257 and the like, never a multiple of a tile; one run of
   :func:`tilelang_llvm.gpurun.run_loaded` per size: random inputs, out arrays poisoned, NumPy
   reference, GPU tolerance); ``compute-sanitizer --tool memcheck`` and ``--tool racecheck`` on
   one small size (error and hazard counts, which must be 0); the benches of :data:`BENCHES`
   (GEMM 8192^3 against cuBLAS without TF32, transpose 8192^2 against a device-to-device copy).
   Each kernel runs in its own worker process (``python3 -m tilelang_llvm.gpucheck kernel ...``),
   so a kernel that faults (a sticky CUDA error) cannot take the others down, and so that the
   sanitizers wrap one kernel at a time. Kernels the examples describe but that have no launch
   record are listed as "not mapped". It writes ``summary.json``, ``summary.txt``,
   ``sanitizer.log`` and ``workers.log`` into the output folder, stops starting new work past
   ``--budget`` seconds (default 480), and exits 0 only when everything that ran passed.

This module imports only the standard library, NumPy and the harness's device-side modules
(:mod:`.kernel`, :mod:`.launch`, :mod:`.cudadrv`, :mod:`.gpurun`) -- never llvmlite or clang;
:func:`build_artefacts` imports the compile pipeline when it is called.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from .errors import TileLangError

#: The repository root: python/tilelang_llvm/ -> python/ -> repo (also on the GPU machine, where
#: the tree is copied as it is).
REPO_ROOT = Path(__file__).resolve().parent.parent.parent
EXAMPLES = REPO_ROOT / "examples"
GPU_TEST_KERNELS = REPO_ROOT / "test" / "python" / "kernels" / "gpu"
FUZZ_FINDINGS = REPO_ROOT / "test" / "fuzz" / "findings"
GPU_FAULT_KERNELS = REPO_ROOT / "test" / "python" / "kernels" / "gpu_faults"
MANIFEST = "manifest.json"

_GEMM = [dict(M=1, N=1, K=1), dict(M=17, N=33, K=100), dict(M=257, N=100, K=33),
         dict(M=100, N=257, K=257), dict(M=0, N=17, K=33)]
_TRANSPOSE = [dict(M=1, N=1), dict(M=17, N=257), dict(M=257, N=33), dict(M=100, N=100),
              dict(M=1, N=1000)]
_VADD = [dict(n=0), dict(n=17), dict(n=1), dict(n=257), dict(n=100003)]
#: Size sets of the correctness check, per kernel name: odd sizes, none a multiple of a tile,
#: one below every tile, and for some a zero extent (a grid of 0 is clamped to 1). The second
#: set of each list is the small size the sanitizers run.
GPU_SIZES: dict[str, list[dict[str, int]]] = {
    "gemm": _GEMM, "igemm": _GEMM, "gemm_tiled": _GEMM,
    "kernel_2mm": [dict(NI=1, NJ=1, NK=1, NL=1), dict(NI=17, NJ=33, NK=100, NL=19),
                   dict(NI=257, NJ=100, NK=33, NL=17), dict(NI=100, NJ=257, NK=17, NL=33)],
    "syrk": [dict(N=1, M=1), dict(N=17, M=100), dict(N=257, M=33), dict(N=100, M=257)],
    "transpose": _TRANSPOSE, "transpose_tiled": _TRANSPOSE,
    # Out's interior is (H-2) x (W-2): 1x1, 17x33, 100x257, 257x100.
    "conv2d": [dict(H=3, W=3), dict(H=19, W=35), dict(H=102, W=259), dict(H=259, W=102)],
    # The swept interior is (N-2) x (N-2): 1, 17, 100, 257.
    "jacobi2d": [dict(T=1, N=3), dict(T=2, N=19), dict(T=3, N=102), dict(T=2, N=259)],
    "atax": [dict(M=1, N=1), dict(M=17, N=257), dict(M=257, N=33), dict(M=100, N=100)],
    "mvt": [dict(N=1), dict(N=17), dict(N=100), dict(N=257)],
    "vadd": _VADD, "vadd_capped": _VADD,
    "reverse_chunks": [dict(n=1), dict(n=16385), dict(n=17), dict(n=16384), dict(n=100003)],
    # The fault cases (test/python/kernels/gpu_faults/). Tiles 24 x 40 x 8: one past a tile in
    # every dimension, one short of two tiles, exact tiles.
    **{k: [dict(M=1, N=1, K=1), dict(M=25, N=41, K=9), dict(M=100, N=257, K=33),
           dict(M=47, N=79, K=15), dict(M=24, N=40, K=8)]
       for k in ("gemm_24x40x8", "gemm_24x40x8_t16", "gemm_24x40x8_auto")},
    # Tiles 20 x 35 x 16 over 7 x 5 threads.
    "gemm_threads_7x5": [dict(M=1, N=1, K=1), dict(M=21, N=36, K=17), dict(M=100, N=257, K=33),
                         dict(M=39, N=69, K=31), dict(M=20, N=35, K=16)],
    # Tiles 96 x 8 and 96 over 48 threads.
    "scale_threads_48": [dict(M=1, N=1), dict(M=97, N=9), dict(M=257, N=100),
                         dict(M=191, N=15), dict(M=96, N=8)],
    "axpy_threads_48": [dict(n=1), dict(n=97), dict(n=100003), dict(n=96), dict(n=0)],
    # Tiles 32 x 32.
    **{k: [dict(M=1, N=1), dict(M=33, N=33), dict(M=257, N=100), dict(M=100, N=257),
           dict(M=31, N=63)]
       for k in ("cond_shared", "cond_register", "inplace_shared", "inplace_register")},
    # K tile 32: K = 100 is three full tiles and one of 4, K = 31 one partial tile, K = 33 one
    # full tile and one of 1.
    "gemm_k_remainder": [dict(M=1, N=1, K=1), dict(M=65, N=65, K=100), dict(M=257, N=100, K=100),
                         dict(M=100, N=257, K=31), dict(M=64, N=64, K=33)],
    # pipeline(2) along the seq loop (tile 32): one tile (K or N = 20, 32), two (50, 64).
    "gemm_pipeline2": [dict(M=1, N=1, K=1), dict(M=65, N=33, K=50), dict(M=100, N=257, K=20),
                       dict(M=257, N=100, K=64), dict(M=64, N=64, K=32)],
    "rows_pipeline2": [dict(M=1, N=1), dict(M=65, N=50), dict(M=257, N=20), dict(M=100, N=64),
                       dict(M=64, N=32)],
    # Staging shapes: a 1-D tile of 512 over 64 threads (full tiles separated), rows of a
    # constant 100 in 32 x 32 tiles, round_robin tiles of 64 x 64 (x 32).
    "axpy_staged_1d": [dict(n=1), dict(n=513), dict(n=100003), dict(n=1024), dict(n=0)],
    "transpose_rows100": [dict(M=1), dict(M=33), dict(M=257), dict(M=64), dict(M=100)],
    "transpose_rr": _TRANSPOSE,
    "gemm_rr": [dict(M=1, N=1, K=1), dict(M=65, N=65, K=33), dict(M=257, N=100, K=100),
                dict(M=100, N=257, K=31), dict(M=128, N=64, K=64)],
    # Exact staging (issue "Sound by construction"): tiles 16 x 64, 64, 8 x 32 and 64.
    "bias1024": [dict(M=1), dict(M=17), dict(M=257), dict(M=1000), dict(M=16)],
    "evenodd1": [dict(N=1), dict(N=65), dict(N=1000), dict(N=100003), dict(N=64)],
    "corner": [dict(N0=3, N1=3), dict(N0=11, N1=35), dict(N0=102, N1=259), dict(N0=259, N1=102),
               dict(N0=10, N1=34)],
    "empty_inner": [dict(N=1, M=0), dict(N=65, M=0), dict(N=1000, M=3), dict(N=100003, M=0),
                    dict(N=64, M=1)],
    # Constant rows on a GPU (new-user test): not staged, right.
    "rowsum120": [dict(M=1), dict(M=17), dict(M=37), dict(M=257), dict(M=32)],
    "copy_rows16": [dict(N=1), dict(N=5), dict(N=17), dict(N=1000), dict(N=16)],
}
_FALLBACK = (1, 17, 33, 100, 257)
#: The benches: kernel name -> sizes. Each is timed against its spec's baselines.
BENCHES: dict[str, dict[str, int]] = {
    "gemm": dict(M=8192, N=8192, K=8192), "gemm_tiled": dict(M=8192, N=8192, K=8192),
    "transpose": dict(M=8192, N=8192), "transpose_tiled": dict(M=8192, N=8192),
}
WORKER_TIMEOUT = 300
DEFAULT_BUDGET = 480.0


def sizes_for(spec: Any) -> list[dict[str, int]]:
    """The correctness size sets of ``spec`` (:data:`GPU_SIZES`; for a spec whose arrays all have
    constant shapes, its own sizes; else 1/17/33/100/257 rotated over its size names)."""
    if spec.name in GPU_SIZES:
        return GPU_SIZES[spec.name]
    # Arrays of constant shapes (the differential fuzzer's findings) fit their own sizes only.
    arrays = [p for p in spec.params if hasattr(p, "shape")]
    if arrays and all(isinstance(d, int) for a in arrays for d in a.shape):
        return [dict(spec.sizes)]
    names = list(spec.sizes)
    return [{n: _FALLBACK[(r + i) % len(_FALLBACK)] for i, n in enumerate(names)}
            for r in range(4)]


def _rel(p: Path) -> str:
    try:
        return str(p.resolve().relative_to(REPO_ROOT))
    except ValueError:
        return str(p.resolve())


def _abs(s: str) -> Path:
    p = Path(s)
    return p if p.is_absolute() else REPO_ROOT / p


def _is_nvptx_ir(path: Path) -> bool:
    try:
        head = path.read_text(errors="replace")[:20000]
    except OSError:
        return False
    return 'target triple = "nvptx' in head


def default_sources() -> list[Path]:
    """``examples/*.cpp``, the NVPTX modules of ``test/python/kernels/gpu/``, the fault-case
    kernels ``test/python/kernels/gpu_faults/*.cpp`` and the differential fuzzer's GPU findings
    ``test/fuzz/findings/*_gpu.cpp`` (those with a ``.py`` description)."""
    srcs = sorted(EXAMPLES.glob("*.cpp"))
    srcs += [p for p in sorted(GPU_TEST_KERNELS.glob("*.ll")) if _is_nvptx_ir(p)]
    srcs += sorted(GPU_FAULT_KERNELS.glob("*.cpp"))
    # The differential fuzzer's GPU findings (each with its description beside it).
    srcs += [p for p in sorted(FUZZ_FINDINGS.glob("*_gpu.cpp")) if p.with_suffix(".py").is_file()]
    return srcs


# ---------------------------------------------------------------------------------------------
# Building (here)
# ---------------------------------------------------------------------------------------------

def build_artefacts(sources: Sequence[str | os.PathLike] | None = None, *, target: str = "sm_90",
                    out_dir: str | os.PathLike = "gpu-artefacts", tilelang: bool = True,
                    extra_flags: Sequence[str] = (),
                    progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Compile ``sources`` (default :func:`default_sources`) for the NVIDIA ``target`` into
    ``out_dir`` and write its manifest; returns the manifest. ``out_dir`` is emptied first; it
    must be empty or hold a previous manifest (TileLangError otherwise, so that no other folder
    is wiped). A source that fails to compile gets its error in the manifest."""
    from . import compile as compile_mod
    from . import kernel as kmod
    from . import toolchain
    say = progress or (lambda _m: None)
    if compile_mod.target_family(target) != compile_mod.NVPTX:
        raise TileLangError(f"gpu-artefacts is for NVIDIA targets ({', '.join(compile_mod.NVPTX_CHIPS)}), "
                            f"not {target!r}")
    out = Path(out_dir)
    if out.exists():
        if not out.is_dir():
            raise TileLangError(f"{out} is not a folder")
        if any(out.iterdir()) and not (out / MANIFEST).is_file():
            raise TileLangError(f"{out} is not empty and holds no {MANIFEST}: not emptying it; "
                                f"choose another --out-dir")
        shutil.rmtree(out)
    out.mkdir(parents=True)
    srcs = [Path(s) for s in sources] if sources else default_sources()
    if tilelang:
        toolchain.plugins()  # the `make build` hint before any work
    ptxas = toolchain.find_ptxas()
    entries = []
    used: set[str] = set()
    for src in srcs:
        stem = src.stem
        while stem in used:
            stem += "_"
        used.add(stem)
        entry: dict[str, Any] = {"source": _rel(src), "dir": stem, "spec": None, "kernels": [],
                                 "mapped": [], "sidecar": None, "error": None, "notes": []}
        entries.append(entry)
        spec_path = kmod.spec_path_for(src)
        if spec_path.is_file():
            entry["spec"] = _rel(spec_path)
            try:
                entry["kernels"] = [s.name for s in kmod.load_specs(spec_path)]
            except TileLangError as exc:
                entry["error"] = f"description {spec_path.name}: {exc.message}"
        else:
            entry["notes"].append(f"no description {spec_path.name}: nothing to run")
        say(f"compiling {src} for {target}")
        try:
            res = compile_mod.compile_kernel(src, target=target, out_dir=out / stem,
                                             emit=("ir", "ptx", "cubin"), tilelang=tilelang,
                                             extra_flags=extra_flags)
        except TileLangError as exc:
            detail = exc.detail.strip().splitlines()
            entry["error"] = exc.message + (f": {detail[0]}" if detail else "")
            entry["diagnostics"] = "\n".join(detail[:40])
            continue
        entry["sidecar"] = f"{stem}/{res.outputs['launch'].name}"
        entry["mapped"] = [r.kernel for r in res.launch]
        entry["resources"] = [r.to_json() for r in res.resources]
        entry["notes"] += res.notes
        if res.diagnostics:
            entry["diagnostics"] = "\n".join(res.diagnostics.splitlines()[:40])
    manifest = {"target": target, "created": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
                "git": _git_head(), "tilelang": tilelang,
                "ptxas": str(ptxas) if ptxas else None, "entries": entries}
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def _git_head() -> str | None:
    try:
        r = subprocess.run(["git", "-C", str(REPO_ROOT), "describe", "--always", "--dirty"],
                           capture_output=True, text=True, timeout=10)
        return r.stdout.strip() or None
    except (OSError, subprocess.SubprocessError):
        return None


def describe_manifest(man: Mapping[str, Any]) -> str:
    """One line per source: what will run on the GPU machine, or why not."""
    lines = []
    for e in man["entries"]:
        if e.get("error"):
            lines.append(f"{e['source']}: ERROR {e['error']}")
            continue
        mapped = [k for k in e["kernels"] if k in e["mapped"]]
        unmapped = [k for k in e["kernels"] if k not in e["mapped"]]
        parts = []
        if mapped:
            parts.append("runs " + ", ".join(mapped))
        if unmapped:
            parts.append("not mapped (no launch record): " + ", ".join(unmapped))
        spills = [r["name"] for r in e.get("resources", [])
                  if (r.get("spill_stores") or 0) + (r.get("spill_loads") or 0)]
        if spills:
            parts.append("SPILLS in " + ", ".join(spills))
        lines.append(f"{e['source']}: " + ("; ".join(parts) or "nothing described"))
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Workers (on the GPU machine, one process per kernel)
# ---------------------------------------------------------------------------------------------

def _load_entry(artefacts: Path, source: str) -> tuple[dict[str, Any], dict[str, Any]]:
    man = read_manifest(artefacts)
    for e in man["entries"]:
        if e["source"] == source:
            return man, e
    raise TileLangError(f"{artefacts / MANIFEST} has no source {source!r}")


def read_manifest(artefacts: str | os.PathLike) -> dict[str, Any]:
    p = Path(artefacts) / MANIFEST
    try:
        return json.loads(p.read_text())
    except OSError as exc:
        raise TileLangError(f"cannot read {p}: {exc.strerror} (build it with `make "
                            f"gpu-artefacts` and carry the folder)") from exc
    except json.JSONDecodeError as exc:
        raise TileLangError(f"{p}: not JSON ({exc.msg})") from exc


def _gpu_kernel(artefacts: Path, source: str, kernel: str):
    from . import gpurun
    from . import kernel as kmod
    _, e = _load_entry(artefacts, source)
    if not e.get("sidecar") or not e.get("spec"):
        raise TileLangError(f"{source}: no compiled module or no description in the manifest")
    spec = next(s for s in kmod.load_specs(_abs(e["spec"])) if s.name == kernel)
    mod = gpurun.GpuModule.from_sidecar(artefacts / e["sidecar"])
    loaded = gpurun.load_module(mod)
    return gpurun.GpuKernel(loaded, spec), spec


def parse_size_sets(text: str) -> list[dict[str, int]]:
    """``"M=1,N=2;M=3,N=4"`` -> two size dicts."""
    from .sizes import parse_sizes
    return [parse_sizes(t) for t in text.split(";") if t.strip()]


def worker_kernel(artefacts: Path, source: str, kernel: str, size_sets: list[dict[str, int]],
                  seed: int, out_json: Path) -> int:
    """Check one kernel at every size set; write ``{"results": [...], ...}`` to ``out_json``."""
    from . import cudadrv
    data: dict[str, Any] = {"source": source, "kernel": kernel, "results": []}
    try:
        gk, _ = _gpu_kernel(artefacts, source, kernel)
        data["loaded_from"] = gk.loaded.loaded_from
        data["cubin_error"] = gk.loaded.cubin_error
        data["device"] = gk.ctx.info.describe()
        data["registers"] = gk.fn.attribute("NUM_REGS")
        from . import gpurun
        for sizes in size_sets:
            try:
                r = gpurun.run_loaded(gk, sizes, seed=seed)
                data["results"].append(r.to_json())
                print(r.summary(), flush=True)
            except TileLangError as exc:
                data["results"].append({"sizes": sizes, "ok": False, "error": exc.message})
                print(f"ERROR {kernel} {sizes}: {exc.message}", flush=True)
                if isinstance(exc, cudadrv.CudaError):
                    break  # the context is likely unusable now
    except TileLangError as exc:
        data["error"] = exc.message
        print(f"ERROR {kernel}: {exc.message}", flush=True)
    except Exception as exc:  # a bug of ours, or of the kernel's reference: in the JSON too
        import traceback
        traceback.print_exc()
        data["error"] = f"internal error: {type(exc).__name__}: {exc}"
    out_json.write_text(json.dumps(data, indent=1) + "\n")
    ok = "error" not in data and data["results"] and all(r.get("ok") for r in data["results"])
    return 0 if ok else 1


def worker_bench(artefacts: Path, source: str, kernel: str, sizes: dict[str, int], seed: int,
                 out_json: Path, repeat: int = 20, warmup: int = 3) -> int:
    """Bench one kernel; write the report (and its text) to ``out_json``."""
    from . import gpurun
    data: dict[str, Any] = {"source": source, "kernel": kernel}
    try:
        gk, _ = _gpu_kernel(artefacts, source, kernel)
        rep = gpurun.bench_loaded(gk, sizes, seed=seed, warmup=warmup, repeat=repeat,
                                  progress=lambda m: print(m, flush=True))
        data["report"] = rep.to_json()
        data["text"] = gpurun.render_bench(rep)
        data["ok"] = rep.ok
        print(data["text"], flush=True)
    except TileLangError as exc:
        data["error"] = exc.message
        data["ok"] = False
        print(f"ERROR {kernel}: {exc.message}", flush=True)
    except Exception as exc:  # a bug of ours, or of the kernel's reference: in the JSON too
        import traceback
        traceback.print_exc()
        data["error"] = f"internal error: {type(exc).__name__}: {exc}"
        data["ok"] = False
    out_json.write_text(json.dumps(data, indent=1) + "\n")
    return 0 if data["ok"] else 1


# ---------------------------------------------------------------------------------------------
# The orchestrator (on the GPU machine)
# ---------------------------------------------------------------------------------------------

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


def _fmt_sizes(s: Mapping[str, int]) -> str:
    return ",".join(f"{k}={v}" for k, v in s.items())


def run_check(artefacts: str | os.PathLike, out: str | os.PathLike, *,
              budget: float = DEFAULT_BUDGET, seed: int = 0, sanitizers: bool = True,
              benches: bool = True, only: Sequence[str] = (), bench_div: int = 1) -> int:
    """The whole device-side check (see the module docstring); returns the exit status.
    ``bench_div`` divides every bench size (a dry run: ``--bench-div 32``)."""
    from . import cudadrv
    art = Path(artefacts).resolve()
    outp = Path(out)
    outp.mkdir(parents=True, exist_ok=True)
    t_start = time.monotonic()
    summary: dict[str, Any] = {"ok": False, "artefacts": str(art), "kernels": [],
                               "not_mapped": [], "compile_errors": [], "sanitizers": [],
                               "benches": [], "skipped": [], "problems": []}
    text: list[str] = []

    def finish() -> int:
        summary["seconds"] = round(time.monotonic() - t_start, 1)
        (outp / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
        (outp / "summary.txt").write_text("\n".join(text) + "\n")
        print("\n".join(text), flush=True)
        return 0 if summary["ok"] else 1

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


def _run_jobs(art: Path, outp: Path, man: dict[str, Any], summary: dict[str, Any],
              text: list[str], finish: Callable[[], int], t_start: float, *, budget: float,
              seed: int, sanitizers: bool, benches: bool, only: Sequence[str],
              bench_div: int) -> int:
    from . import kernel as kmod
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
    runner = _Runner(art, outp, budget, seed)
    try:
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
        # 1. correctness
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
        # 2. sanitizers
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
        # 3. benches
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
                bsizes = {k: max(1, v // max(1, bench_div)) for k, v in BENCHES[s.name].items()}
                rc, out_text, js = runner.worker(["bench", str(art), "--source", e["source"],
                                                  "--kernel", s.name, "--sizes",
                                                  _fmt_sizes(bsizes), "--seed", str(seed)])
                data = _read_json(js) or {}
                summary["benches"].append({"source": e["source"], "kernel": s.name,
                                           "ok": bool(data.get("ok")), "exit": rc,
                                           "error": data.get("error") or (
                                               None if rc is not None else "timed out"),
                                           "report": data.get("report")})
                if data.get("text"):
                    text += ["  " + l for l in data["text"].splitlines()]
                else:
                    text.append(f"  {s.name}: ERROR {data.get('error') or 'worker exit ' + str(rc)}")
                text.append("")
    finally:
        runner.close()
    # verdict
    bad = [k["kernel"] for k in summary["kernels"] if not k["ok"]]
    if bad:
        summary["problems"].append("wrong or failed: " + ", ".join(bad))
    for row in summary["sanitizers"]:
        for tool in ("memcheck", "racecheck"):
            c = row.get(tool)
            if c is None:
                continue
            n = c.get("errors")
            if n is None or n > 0 or c.get("race_errors") or c.get("exit") is None:
                summary["problems"].append(f"{tool} of {row['kernel']}: {_fmt_san(tool, c)}")
    for b in summary["benches"]:
        if not b["ok"]:
            summary["problems"].append(f"bench of {b['kernel']}: {b['error'] or 'wrong result'}")
    if summary["compile_errors"]:
        summary["problems"].append(f"{len(summary['compile_errors'])} source(s) did not compile")
    if summary["skipped"]:
        summary["problems"].append("skipped (time budget): " + ", ".join(summary["skipped"]))
    if not jobs:
        summary["problems"].append("no kernel with a launch record to run")
    summary["ok"] = not summary["problems"]
    text.append(f"GPU check: {'OK' if summary['ok'] else 'FAILED'} "
                f"({len(summary['kernels'])} kernels checked, {len(summary['not_mapped'])} not "
                f"mapped, {time.monotonic() - t_start:.0f} s)")
    for p in summary["problems"]:
        text.append(f"  problem: {p}")
    return finish()


def _fmt_san(tool: str, c: Mapping[str, Any] | None) -> str:
    if c is None:
        return f"{tool} not run"
    if c.get("exit") is None:
        return f"{tool} TIMED OUT"
    n = c.get("errors")
    s = f"{tool} {'?' if n is None else n} errors"
    if "hazards" in c:
        s += f" ({c['hazards']} hazards: {c['race_errors']} errors, {c['race_warnings']} warnings)"
    if not c.get("checked"):
        s += ", check FAILED under the tool"
    return s


# ---------------------------------------------------------------------------------------------
# Command line: python3 -m tilelang_llvm.gpucheck {run,kernel,bench,build}
# ---------------------------------------------------------------------------------------------

def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tilelang_llvm.gpucheck",
                                 description="The one-call GPU check (see the module docstring).")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="on the GPU machine: everything, into OUT")
    r.add_argument("artefacts")
    r.add_argument("out")
    r.add_argument("--budget", type=float, default=DEFAULT_BUDGET,
                   help="seconds after which no new work starts (default 480)")
    r.add_argument("--seed", type=int, default=0)
    r.add_argument("--no-sanitizers", dest="sanitizers", action="store_false")
    r.add_argument("--no-benches", dest="benches", action="store_false")
    r.add_argument("--only", default="", help="comma list of kernel names")
    r.add_argument("--bench-div", type=int, default=1,
                   help="divide every bench size by this (a quick dry run)")
    for name in ("kernel", "bench"):
        w = sub.add_parser(name, help=f"worker: {name} one kernel")
        w.add_argument("artefacts")
        w.add_argument("--source", required=True)
        w.add_argument("--kernel", required=True)
        w.add_argument("--sizes", required=True)
        w.add_argument("--seed", type=int, default=0)
        w.add_argument("--json", required=True)
    b = sub.add_parser("build", help="here: compile the artefacts (= tilelang-llvm gpu-artefacts)")
    b.add_argument("sources", nargs="*")
    b.add_argument("--target", default="sm_90")
    b.add_argument("--out-dir", default="gpu-artefacts")
    args = ap.parse_args(argv)
    try:
        if args.cmd == "run":
            only = [x.strip() for x in args.only.split(",") if x.strip()]
            return run_check(args.artefacts, args.out, budget=args.budget, seed=args.seed,
                             sanitizers=args.sanitizers, benches=args.benches, only=only,
                             bench_div=args.bench_div)
        if args.cmd == "kernel":
            return worker_kernel(Path(args.artefacts).resolve(), args.source, args.kernel,
                                 parse_size_sets(args.sizes), args.seed, Path(args.json))
        if args.cmd == "bench":
            sets = parse_size_sets(args.sizes)
            return worker_bench(Path(args.artefacts).resolve(), args.source, args.kernel,
                                sets[0] if sets else {}, args.seed, Path(args.json))
        man = build_artefacts(args.sources or None, target=args.target, out_dir=args.out_dir,
                              progress=lambda m: print(m, file=sys.stderr))
        print(describe_manifest(man))
        return 0
    except TileLangError as exc:
        print(f"gpucheck: error: {exc.message}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
