"""The bank report of a GPU kernel: ``tilelang-llvm banks KERNEL.cpp --target sm_90|gfx942``.

Compiles the kernel for the GPU with clang and both plugins (to PTX or AMDGPU assembly) and
collects what the Machine-IR pass ``tilelang-sram-bank`` predicts for every scratchpad (address
space 3) load and store: its address as a function of the thread id, the wavefronts one warp or
wave takes per execution and the bank conflicts, or why the address is unknown. The pass writes
one JSON object per access (``-tilelang-sram-bank-report=FILE``); this module reads them, prints
a table and writes them as one JSON document. Nothing here re-computes a bank: the numbers are
the pass's.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Sequence

from . import toolchain
from .errors import TileLangError

#: GPU targets: the chip (``-march`` / ``-mcpu``) and its triple.
NVPTX_CHIPS = ("sm_80", "sm_89", "sm_90", "sm_100")
AMDGPU_CHIPS = ("gfx90a", "gfx942", "gfx950")
MODES = ("analyze", "remap", "verify")


def target_flags(target: str) -> list[str]:
    """The clang flags that select GPU ``target`` (``sm_90``, ``gfx942``, ...)."""
    if target in NVPTX_CHIPS:
        return ["--target=nvptx64-nvidia-cuda", f"-march={target}"]
    if target in AMDGPU_CHIPS:
        return ["--target=amdgcn-amd-amdhsa", f"-mcpu={target}", "-nogpulib"]
    raise TileLangError(f"unknown GPU target {target!r}: the bank report needs one of "
                        f"{', '.join(NVPTX_CHIPS + AMDGPU_CHIPS)}")


def parse_block(text: str | None) -> tuple[int, int, int] | None:
    """``"32,8"`` -> ``(32, 8, 1)``; None stays None."""
    if not text:
        return None
    try:
        dims = [int(x) for x in text.split(",")]
    except ValueError:
        dims = []
    if not 1 <= len(dims) <= 3 or any(d <= 0 for d in dims):
        raise TileLangError(f"bad block shape {text!r}: expected X[,Y[,Z]] of positive integers")
    return tuple(dims + [1] * (3 - len(dims)))  # type: ignore[return-value]


@dataclass
class BankAccess:
    """One scratchpad access as tilelang-sram-bank reported it."""

    function: str
    instruction: str
    buffer: str
    width: int
    write: bool
    known: bool
    file: str | None = None
    line: int | None = None
    address: str | None = None
    reason: str | None = None
    wavefronts: float | None = None
    wavefronts_min: int | None = None
    wavefronts_max: int | None = None
    phases: int | None = None
    conflicts: float | None = None
    warps: int | None = None
    block_known: bool | None = None
    remapped: bool = False
    wavefronts_before: float | None = None
    chip: str | None = None
    #: "plain" (ld/st.shared, ds_read/ds_write), "ldmatrix" or "cp.async" (NVPTX).
    kind: str | None = None
    #: ldmatrix: 1, 2 or 4 matrices of 8 rows x 16 bytes.
    matrices: int | None = None

    @classmethod
    def from_json(cls, obj: dict) -> "BankAccess":
        names = set(cls.__dataclass_fields__)
        return cls(**{k: v for k, v in obj.items() if k in names})


@dataclass
class BankReport:
    """Every scratchpad access of one compilation, in the order of the code."""

    source: str
    target: str
    mode: str
    accesses: list[BankAccess] = field(default_factory=list)
    diagnostics: str = ""

    @property
    def unknown(self) -> list[BankAccess]:
        return [a for a in self.accesses if not a.known]

    @property
    def conflicting(self) -> list[BankAccess]:
        return [a for a in self.accesses if a.known and (a.conflicts or 0) > 0]

    def to_json(self) -> dict:
        return {"source": self.source, "target": self.target, "mode": self.mode,
                "accesses": [asdict(a) for a in self.accesses]}


def bank_report(source: str | os.PathLike, target: str = "sm_90", *, opt_level: str = "3",
                mode: str = "analyze", block: tuple[int, int, int] | None = None,
                tilelang: bool = True, extra_flags: Sequence[str] = ()) -> BankReport:
    """Compile ``source`` for ``target`` and return tilelang-sram-bank's report.

    ``mode``: ``analyze`` (report only), ``remap`` (also remap conflicting buffers) or
    ``verify``. ``block``: the block shape for kernels that do not state it. ``tilelang``: also
    load the front-end plugin and run the IR passes (``#pragma tilelang``).
    Raises TileLangError (with clang's diagnostics) when the compilation fails.
    """
    src = Path(source)
    if not src.is_file():
        raise TileLangError(f"{src}: no such file")
    if mode not in MODES:
        raise TileLangError(f"unknown mode {mode!r}: expected one of {', '.join(MODES)}")
    plugins = toolchain.plugins()
    driver = toolchain.tool("clang++" if src.suffix in (".cpp", ".cc", ".cxx") else "clang")
    with tempfile.TemporaryDirectory(prefix="tilelang-banks-") as tmp:
        report = Path(tmp) / "banks.jsonl"
        cmd: list[str | os.PathLike] = [driver, *target_flags(target), f"-O{opt_level}", "-S",
                                        "-gline-tables-only", "-o", Path(tmp) / "out.s"]
        if tilelang:
            cmd.append(f"-fplugin={plugins.frontend}")
        cmd += [f"-fpass-plugin={plugins.passes}",
                "-mllvm", f"-tilelang-sram-bank-report={report}",
                "-mllvm", f"-tilelang-sram-bank-mode={mode}"]
        if block:
            cmd += ["-mllvm", "-tilelang-sram-bank-block-dims=" + ",".join(map(str, block))]
        cmd += [*extra_flags, src]
        run = toolchain.run_tool(cmd, check=mode != "verify")
        if run.returncode != 0 and not report.is_file():
            toolchain.run_tool(cmd)  # raises with clang's diagnostics
        lines = report.read_text().splitlines() if report.is_file() else []
    accesses = [BankAccess.from_json(json.loads(l)) for l in lines if l.strip()]
    return BankReport(str(src), target, mode, accesses, run.stderr)


def render_table(report: BankReport) -> str:
    """The report as a fixed-width text table, one row per access, and a summary line."""
    head = ("function", "line", "instruction", "buffer", "B", "address", "wavefronts",
            "conflicts", "note")
    rows = []
    for a in report.accesses:
        if a.known:
            wf = f"{a.wavefronts:g}" if a.wavefronts_min == a.wavefronts_max else \
                f"{a.wavefronts:.2f} ({a.wavefronts_min}-{a.wavefronts_max})"
            note = ""
            if a.remapped:
                note = f"remapped (was {a.wavefronts_before:g})"
            elif a.block_known is False:
                note = "block shape unknown: one warp, tid.x = lane"
            rows.append((a.function, str(a.line or ""), a.instruction, a.buffer, str(a.width),
                         a.address or "", wf, f"{a.conflicts:g}", note))
        else:
            rows.append((a.function, str(a.line or ""), a.instruction, a.buffer, str(a.width),
                         "unknown", "", "", a.reason or ""))
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(head)]
    widths[-1] = len(head[-1])  # the note is last: no padding

    def fmt(r):
        return "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip()
    out = [fmt(head), fmt(tuple("-" * w for w in widths[:-1]) + ("----",))]
    out += [fmt(r) for r in rows]
    chip = next((a.chip for a in report.accesses if a.chip), report.target)
    out.append(f"{len(report.accesses)} scratchpad accesses on {chip}: "
               f"{len(report.conflicting)} with bank conflicts, {len(report.unknown)} unknown")
    return "\n".join(out)


def write_json(report: BankReport, path: str | os.PathLike) -> None:
    Path(path).write_text(json.dumps(report.to_json(), indent=1) + "\n")
