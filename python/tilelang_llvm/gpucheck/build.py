"""Building the artefacts (here: clang, the plugins, ptxas from the wheel).

``tilelang-llvm gpu-artefacts`` (and ``python -m tilelang_llvm.gpucheck build``) compiles every
example, NVIDIA test kernel, fault-case kernel and GPU finding of the fuzzer into
``gpu-artefacts/<stem>/`` and writes ``gpu-artefacts/manifest.json`` (see the package docstring).
The compile pipeline is imported when :func:`build_artefacts` is called, never at import.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from ..errors import TileLangError
from .manifest import (EXAMPLES, FUZZ_FINDINGS, GPU_FAULT_KERNELS, GPU_TEST_KERNELS, MANIFEST,
                       REPO_ROOT, _rel)




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


def build_artefacts(sources: Sequence[str | os.PathLike] | None = None, *, target: str = "sm_90",
                    out_dir: str | os.PathLike = "gpu-artefacts", tilelang: bool = True,
                    extra_flags: Sequence[str] = (),
                    progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Compile ``sources`` (default :func:`default_sources`) for the NVIDIA ``target`` into
    ``out_dir`` and write its manifest; returns the manifest. ``out_dir`` is emptied first; it
    must be empty or hold a previous manifest (TileLangError otherwise, so that no other folder
    is wiped). A source that fails to compile gets its error in the manifest."""
    from .. import compile as compile_mod
    from .. import kernel as kmod
    from .. import toolchain
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
