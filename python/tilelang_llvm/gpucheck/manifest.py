"""The artefacts' folder: where the sources are, and the manifest that describes what was built.

Shared by both halves of the GPU check (:mod:`.build` writes the manifest, :mod:`.run` and
:mod:`.worker` read it on the GPU machine); standard library only.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ..errors import TileLangError

#: The repository root: python/tilelang_llvm/gpucheck/ -> python/tilelang_llvm/ -> python/ ->
#: repo (also on the GPU machine, where the tree is copied as it is).
REPO_ROOT = Path(__file__).resolve().parent.parent.parent.parent
EXAMPLES = REPO_ROOT / "examples"
GPU_TEST_KERNELS = REPO_ROOT / "test" / "python" / "kernels" / "gpu"
FUZZ_FINDINGS = REPO_ROOT / "test" / "fuzz" / "findings"
GPU_FAULT_KERNELS = REPO_ROOT / "test" / "python" / "kernels" / "gpu_faults"
MANIFEST = "manifest.json"


def _rel(p: Path) -> str:
    try:
        return str(p.resolve().relative_to(REPO_ROOT))
    except ValueError:
        return str(p.resolve())


def _abs(s: str) -> Path:
    p = Path(s)
    return p if p.is_absolute() else REPO_ROOT / p


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
