"""The chip descriptions of ``targets/`` (schema: targets/README.md), for ``tilelang-llvm targets``.

The plugin reads and checks these files itself (TargetDescription.cpp); this module only lists
them and shows one with the source of every figure. The directory is ``$TILELANG_TARGETS_DIR``
when set, else the repository's ``targets/``, as for the plugin.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import TileLangError
from .toolchain import REPO_ROOT


def targets_dir() -> Path:
    """Where the descriptions are: ``$TILELANG_TARGETS_DIR`` or the repository's ``targets/``."""
    env = os.environ.get("TILELANG_TARGETS_DIR")
    return Path(env) if env else REPO_ROOT / "targets"


@dataclass
class Target:
    """One description file: its path and its parsed JSON."""
    path: Path
    data: dict[str, Any]

    @property
    def name(self) -> str:
        return str(self.data.get("name", self.path.stem))

    def value(self, *keys: str) -> Any:
        """The ``value`` of a ``{"value", "source"}`` field, or None when absent."""
        node: Any = self.data
        for k in keys:
            if not isinstance(node, dict) or k not in node:
                return None
            node = node[k]
        return node.get("value") if isinstance(node, dict) else node

    def summary(self) -> dict[str, Any]:
        """The figures of one row of the listing."""
        caches = {c.get("level"): (c.get("bytes") or {}).get("value")
                  for c in self.data.get("caches", []) if isinstance(c, dict)}
        return {
            "name": self.name,
            "family": self.data.get("family"),
            "cpus": ", ".join(self.data.get("cpus", [])) or "(any host)",
            "compute_units": self.value("compute_units"),
            "warp_width": self.value("warp_width"),
            "scratchpad_per_block": self.value("scratchpad", "bytes_per_block"),
            "banks": self.value("scratchpad", "banks"),
            "l2": caches.get("L2"),
            "matrix_units": len(self.data.get("matrix_units", [])),
            "description": self.data.get("description", ""),
        }


def load_targets(directory: str | os.PathLike | None = None) -> list[Target]:
    """Every ``*.json`` of the targets directory, sorted by file name. A file that is not
    valid JSON raises TileLangError naming it (the plugin's own check is stricter)."""
    d = Path(directory) if directory is not None else targets_dir()
    if not d.is_dir():
        raise TileLangError(f"no targets directory at {d}")
    out = []
    for p in sorted(d.glob("*.json")):
        try:
            data = json.loads(p.read_text())
        except (OSError, ValueError) as exc:
            raise TileLangError(f"{p}: not a readable description: {exc}") from None
        if not isinstance(data, dict):
            raise TileLangError(f"{p}: expected a JSON object at the top level")
        out.append(Target(p, data))
    return out


def find_target(name: str, directory: str | os.PathLike | None = None) -> Target:
    """The description called ``name``: its ``name`` field, its file's stem, or one of its
    ``cpus`` (``sm_90a`` finds sm_90.json); ``host`` finds the host description."""
    targets = load_targets(directory)
    for t in targets:
        if name in (t.name, t.path.stem):
            return t
    for t in targets:
        if name in t.data.get("cpus", []) or (name == "host" and t.data.get("family") == "host"):
            return t
    known = ", ".join(t.name for t in targets)
    raise TileLangError(f"no target description called {name!r} (known: {known})")


def _fmt_bytes(n: Any) -> str:
    if not isinstance(n, int):
        return "-"
    for unit, div in (("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= div and n % (div // 4 or 1) == 0:
            v = n / div
            return f"{v:.0f} {unit}" if v == int(v) else f"{v:.2f} {unit}"
    return f"{n} B"


def render_list(targets: list[Target]) -> Any:
    """A rich Table with one row per description."""
    from rich.table import Table
    table = Table(title=f"target descriptions in {targets_dir()}")
    for col in ("name", "family", "cpus", "units", "warp", "scratchpad/block", "banks", "L2",
                "matrix units", "chip"):
        table.add_column(col)
    for t in targets:
        s = t.summary()
        table.add_row(s["name"], str(s["family"]), s["cpus"], str(s["compute_units"]),
                      str(s["warp_width"]), _fmt_bytes(s["scratchpad_per_block"]),
                      str(s["banks"] or "-"), _fmt_bytes(s["l2"]), str(s["matrix_units"]),
                      s["description"])
    return table


def _flatten(node: Any, path: str, rows: list[tuple[str, str, str]]) -> None:
    """(field, value, source) rows of every sourced number under ``node``."""
    if isinstance(node, dict):
        if "value" in node and "source" in node and len(node) == 2:
            rows.append((path, str(node["value"]), str(node["source"])))
            return
        for k, v in node.items():
            if k.startswith("phases_") and k != "phases_source":
                widths = ", ".join(f"{w} B: {len(p)}" for w, p in v.items()) if isinstance(v, dict) else ""
                rows.append((f"{path}.{k}" if path else k, f"phases per width ({widths})",
                             "see phases_source"))
                continue
            _flatten(v, f"{path}.{k}" if path else k, rows)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            label = f"{path}[{i}]"
            if isinstance(v, dict) and "level" in v:
                label = f"{path}[{v['level']}]"
            if isinstance(v, dict) and "name" in v and "m" in v:
                rows.append((f"{path}[{i}]", f"{v['name']} ({v.get('types')}): "
                             f"{v['m']} x {v['n']} x {v['k']}", str(v.get("source", ""))))
                continue
            _flatten(v, label, rows)
    else:
        rows.append((path, str(node), ""))


def render_detail(t: Target) -> Any:
    """A rich Table of every field of one description with its source."""
    from rich.table import Table
    title = f"{t.name}: {t.data.get('description', '')} ({t.path})"
    table = Table(title=title, show_lines=False)
    table.add_column("field")
    table.add_column("value")
    table.add_column("source")
    rows: list[tuple[str, str, str]] = []
    _flatten({k: v for k, v in t.data.items() if k != "description"}, "", rows)
    for field, value, source in rows:
        table.add_row(field, value, source)
    if t.data.get("family") == "host":
        table.caption = ("The plugin replaces the caches, cores and vector width with what the "
                         "running machine reports (sysfs, CPU features) unless "
                         "-tilelang-host-fill-in=false.")
    return table
