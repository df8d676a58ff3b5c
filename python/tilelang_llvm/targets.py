"""The chip descriptions of ``targets/`` (schema: targets/README.md), for ``tilelang-llvm targets``.

The plugin reads and checks these files itself (TargetDescription.cpp); this module only lists
them and shows one with the source of every figure. The directory is ``$TILELANG_TARGETS_DIR``
when set, else the repository's ``targets/``, as for the plugin.
"""

from __future__ import annotations

import json
import os
import re
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


_LAYOUT_TOKEN = re.compile(r"\s*(?:(\d+)|(lane|i)\b|([-+*/%()]))")


def evaluate_layout(formula: str, lane: int, i: int) -> int:
    """The value of a fragment-layout formula (targets/README.md, "Fragment layouts") at
    ``lane`` and register element ``i``: integers, ``lane``, ``i``, ``+ - * / %`` (C semantics:
    division truncates) and parentheses, the grammar the plugin parses (MatrixUnits.cpp).
    Raises TileLangError on a syntax error, an unknown name or a division by zero."""
    toks: list[str] = []
    pos, text = 0, formula.rstrip()
    while pos < len(text):
        m = _LAYOUT_TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise TileLangError(f"layout {formula!r}: unexpected {text[pos:].strip()[:10]!r} "
                                f"at column {pos + 1}")
        toks.append(m.group(m.lastindex))
        pos = m.end()
    toks.append("")
    at = 0

    def atom() -> int:
        nonlocal at
        t = toks[at]
        at += 1
        if t == "(":
            v = expr()
            if toks[at] != ")":
                raise TileLangError(f"layout {formula!r}: expected ')'")
            at += 1
            return v
        if t.isdigit():
            return int(t)
        if t in ("lane", "i"):
            return lane if t == "lane" else i
        raise TileLangError(f"layout {formula!r}: expected a number, 'lane', 'i' or '('")

    def term() -> int:
        nonlocal at
        v = atom()
        while toks[at] in ("*", "/", "%"):
            op = toks[at]
            at += 1
            r = atom()
            if op != "*" and r == 0:
                raise TileLangError(f"layout {formula!r}: division by zero at lane {lane}, i {i}")
            q = abs(v) // abs(r) * (1 if (v < 0) == (r < 0) else -1) if op != "*" else 0
            v = v * r if op == "*" else q if op == "/" else v - q * r
        return v

    def expr() -> int:
        nonlocal at
        v = term()
        while toks[at] in ("+", "-"):
            op = toks[at]
            at += 1
            r = term()
            v = v + r if op == "+" else v - r
        return v

    v = expr()
    if toks[at] != "":
        raise TileLangError(f"layout {formula!r}: unexpected {toks[at]!r}")
    return v


def fragment_map(unit: dict[str, Any], operand: str, lanes: int) -> dict[tuple[int, int], tuple[int, int]]:
    """(lane, i) -> (row, col) of one operand (``"a"``: m x k, ``"b"``: k x n, ``"c"``: m x n)
    of a matrix unit with instructions, for ``lanes`` lanes (the description's warp_width)."""
    frag = unit["fragments"][operand]
    return {(lane, i): (evaluate_layout(frag["row"], lane, i), evaluate_layout(frag["col"], lane, i))
            for lane in range(lanes) for i in range(frag["elements"])}


def matrix_unit_rows(unit: dict[str, Any], path: str) -> list[tuple[str, str, str]]:
    """(field, value, source) rows of one matrix unit: its shape, then per instruction its
    types, mnemonic, intrinsic and oldest chip, then per operand its fragment layout."""
    rows = [(path, f"{unit['name']} ({unit.get('types')}): {unit['m']} x {unit['n']} x "
             f"{unit['k']}" + ("" if "instructions" in unit else ", shape only")
             + (f", K multiple {unit['k_multiple']}" if "k_multiple" in unit else ""),
             str(unit.get("source", "")))]
    for j, ins in enumerate(unit.get("instructions", [])):
        rows.append((f"{path}.instructions[{j}]",
                     f"{ins['a']} x {ins['b']} -> {ins['c']}: {ins['mnemonic']} "
                     f"({ins['intrinsic']}), from {ins['min_chip']}", str(ins.get("source", ""))))
    shapes = {"a": ("m", "k"), "b": ("k", "n"), "c": ("m", "n")}
    for op, frag in unit.get("fragments", {}).items():
        r, c = shapes.get(op, ("?", "?"))
        rows.append((f"{path}.fragments.{op}",
                     f"{unit.get(r)} x {unit.get(c)}, {frag['elements']} per lane: "
                     f"row = {frag['row']}, col = {frag['col']}"
                     + (f"; ldmatrix {frag['ldmatrix']}" if "ldmatrix" in frag else ""),
                     "the unit's source"))
    return rows


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
                rows.extend(matrix_unit_rows(v, f"{path}[{i}]"))
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
