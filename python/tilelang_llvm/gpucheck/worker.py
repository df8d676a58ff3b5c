"""The workers (on the GPU machine, one process per kernel).

``python -m tilelang_llvm.gpucheck kernel|bench ARTEFACTS --source S --kernel K --sizes ...
--json OUT`` loads one kernel from the artefacts, checks it at every size set
(:func:`worker_kernel`) or benches it (:func:`worker_bench`), and writes what it found as JSON for
the orchestrator (:mod:`.run`). A kernel that faults takes down only its own process.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..errors import TileLangError
from .manifest import _abs, _load_entry




def _gpu_kernel(artefacts: Path, source: str, kernel: str):
    from .. import gpurun
    from .. import kernel as kmod
    _, e = _load_entry(artefacts, source)
    if not e.get("sidecar") or not e.get("spec"):
        raise TileLangError(f"{source}: no compiled module or no description in the manifest")
    spec = next(s for s in kmod.load_specs(_abs(e["spec"])) if s.name == kernel)
    mod = gpurun.GpuModule.from_sidecar(artefacts / e["sidecar"])
    loaded = gpurun.load_module(mod)
    return gpurun.GpuKernel(loaded, spec), spec


def worker_kernel(artefacts: Path, source: str, kernel: str, size_sets: list[dict[str, int]],
                  seed: int, out_json: Path) -> int:
    """Check one kernel at every size set; write ``{"results": [...], ...}`` to ``out_json``."""
    from .. import cudadrv
    data: dict[str, Any] = {"source": source, "kernel": kernel, "results": []}
    try:
        gk, _ = _gpu_kernel(artefacts, source, kernel)
        data["loaded_from"] = gk.loaded.loaded_from
        data["cubin_error"] = gk.loaded.cubin_error
        data["device"] = gk.ctx.info.describe()
        data["registers"] = gk.fn.attribute("NUM_REGS")
        from .. import gpurun
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
    from .. import gpurun
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
