"""The GPU check's verdict and its summary files (on the GPU machine).

:func:`verdict` turns what :mod:`.run` recorded into the list of problems (empty: OK) and the last
lines of the text; :func:`write_summary` writes ``summary.json`` and ``summary.txt`` into the
output folder and prints the text.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, Mapping, Sequence


def new_summary(art: Path) -> dict[str, Any]:
    """The summary before anything ran."""
    return {"ok": False, "artefacts": str(art), "kernels": [],
            "not_mapped": [], "compile_errors": [], "sanitizers": [],
            "benches": [], "skipped": [], "problems": []}


def write_summary(outp: Path, summary: dict[str, Any], text: list[str], t_start: float) -> int:
    """``summary.json`` and ``summary.txt`` into ``outp``; the text on stdout; the exit status."""
    summary["seconds"] = round(time.monotonic() - t_start, 1)
    (outp / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    (outp / "summary.txt").write_text("\n".join(text) + "\n")
    print("\n".join(text), flush=True)
    return 0 if summary["ok"] else 1


def verdict(summary: dict[str, Any], text: list[str], jobs: Sequence[Any],
            t_start: float) -> None:
    """The problems of the run into ``summary`` (``ok`` when there are none), and the verdict's
    lines into ``text``."""
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
