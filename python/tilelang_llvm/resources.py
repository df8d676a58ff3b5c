"""Per-kernel resource reports of GPU code: ptxas's ``-v`` output and an AMDGPU code object's
metadata.

- NVIDIA: ``ptxas -arch=sm_90 -v K.ptx`` prints, per function, a ``Function properties for NAME``
  block (stack frame, spill stores and spill loads, in bytes) and, for entry functions, ``Used N
  registers, used B barriers, S bytes smem, C bytes cmem[0]``. :func:`parse_ptxas` turns that
  into one :class:`KernelResources` per function, in the order ptxas printed them.
- AMD: ``llvm-readobj --notes K.hsaco`` prints the code object's ``amdhsa.kernels`` metadata
  (YAML); :func:`parse_amdhsa_notes` reads each kernel's ``.group_segment_fixed_size`` (LDS
  bytes), ``.vgpr_count``, ``.sgpr_count``, ``.agpr_count``, ``.vgpr_spill_count``,
  ``.sgpr_spill_count`` and ``.private_segment_fixed_size`` (scratch bytes per lane).

Plain Python; nothing here runs a tool.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Any


@dataclass
class KernelResources:
    """What the assembler / code object says one function uses. Every count is None when the
    report did not give it (ptxas prints no register count for a non-entry function).

    NVIDIA: ``registers`` (per thread), ``shared_bytes`` (static shared memory per block),
    ``spill_stores`` / ``spill_loads`` (bytes), ``stack_frame`` (bytes per thread),
    ``barriers``, ``cmem_bytes`` (constant bank 0). AMD: ``shared_bytes`` (LDS per workgroup),
    ``vgprs``, ``sgprs``, ``agprs``, ``vgpr_spills``, ``sgpr_spills`` (counts), ``stack_frame``
    (private segment bytes per lane). ``entry``: a kernel (launchable), not a device function.
    """

    name: str
    entry: bool = False
    registers: int | None = None
    shared_bytes: int | None = None
    spill_stores: int | None = None
    spill_loads: int | None = None
    stack_frame: int | None = None
    barriers: int | None = None
    cmem_bytes: int | None = None
    vgprs: int | None = None
    sgprs: int | None = None
    agprs: int | None = None
    vgpr_spills: int | None = None
    sgpr_spills: int | None = None

    @property
    def spills(self) -> int:
        """Spilled bytes (NVIDIA: stores + loads) or registers (AMD: VGPR + SGPR spills)."""
        return sum(v or 0 for v in (self.spill_stores, self.spill_loads, self.vgpr_spills,
                                    self.sgpr_spills))

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> "KernelResources":
        names = set(cls.__dataclass_fields__)
        return cls(**{k: v for k, v in obj.items() if k in names})

    def describe(self) -> str:
        """One line, e.g. ``gemm (entry): 40 registers, 8192 B shared, 0 B spill stores, ...``."""
        parts = []
        if self.vgprs is not None or self.sgprs is not None:
            parts.append(f"{self.shared_bytes or 0} B LDS")
            parts.append(f"{self.vgprs} VGPR")
            parts.append(f"{self.sgprs} SGPR")
            if self.agprs:
                parts.append(f"{self.agprs} AGPR")
            parts.append(f"{self.vgpr_spills or 0} VGPR / {self.sgpr_spills or 0} SGPR spills")
            if self.stack_frame:
                parts.append(f"{self.stack_frame} B scratch")
        else:
            if self.registers is not None:
                parts.append(f"{self.registers} registers")
            if self.shared_bytes is not None:
                parts.append(f"{self.shared_bytes} B shared")
            if self.barriers:
                parts.append(f"{self.barriers} barriers")
            parts.append(f"{self.spill_stores or 0} B spill stores, "
                         f"{self.spill_loads or 0} B spill loads")
            parts.append(f"{self.stack_frame or 0} B stack")
        kind = "kernel" if self.entry else "function"
        return f"{self.name} ({kind}): " + ", ".join(parts)


_PTX_ENTRY = re.compile(r"Compiling entry function '([^']+)'")
_PTX_PROPS = re.compile(r"Function properties for (\S+)")
_PTX_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_PTX_USED = re.compile(r"Used (\d+) registers")
_PTX_BARRIERS = re.compile(r"used (\d+) barriers")
_PTX_SMEM = re.compile(r"(\d+) bytes smem")
_PTX_CMEM0 = re.compile(r"(\d+) bytes cmem\[0\]")


def parse_ptxas(text: str) -> list[KernelResources]:
    """The functions of a ``ptxas -v`` report (its stderr), in the order it names them."""
    funcs: dict[str, KernelResources] = {}
    current: KernelResources | None = None

    def get(name: str) -> KernelResources:
        if name not in funcs:
            funcs[name] = KernelResources(name)
        return funcs[name]

    for line in text.splitlines():
        m = _PTX_ENTRY.search(line)
        if m:
            current = get(m.group(1))
            current.entry = True
            continue
        m = _PTX_PROPS.search(line)
        if m:
            current = get(m.group(1))
            continue
        m = _PTX_FRAME.search(line)
        if m and current is not None:
            current.stack_frame, current.spill_stores, current.spill_loads = map(int, m.groups())
            continue
        m = _PTX_USED.search(line)
        if m and current is not None:
            current.registers = int(m.group(1))
            b = _PTX_BARRIERS.search(line)
            current.barriers = int(b.group(1)) if b else 0
            s = _PTX_SMEM.search(line)
            current.shared_bytes = int(s.group(1)) if s else 0
            c = _PTX_CMEM0.search(line)
            current.cmem_bytes = int(c.group(1)) if c else None
    return list(funcs.values())


def _yaml_scalar(text: str) -> Any:
    t = text.strip()
    if re.fullmatch(r"[+-]?\d+", t):
        return int(t)
    if t in ("true", "false"):
        return t == "true"
    if len(t) >= 2 and t[0] == t[-1] and t[0] in "'\"":
        return t[1:-1]
    return t


def parse_amdhsa_kernels(text: str) -> list[dict[str, Any]]:
    """The top-level scalar fields of each item of ``amdhsa.kernels`` in ``llvm-readobj
    --notes`` output (nested lists such as ``.args`` are skipped), keys without their dot."""
    lines = text.splitlines()
    start = next((i for i, l in enumerate(lines) if l.strip() == "amdhsa.kernels:"), None)
    if start is None:
        return []
    base = len(lines[start]) - len(lines[start].lstrip())
    kernels: list[dict[str, Any]] = []
    item_indent = key_indent = None
    for line in lines[start + 1:]:
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        stripped = line.strip()
        if indent <= base and not stripped.startswith("-"):
            break  # the next top-level key (amdhsa.target, ...)
        m = re.match(r"- \.([\w.]+):\s*(.*)$", stripped)
        if m and (item_indent is None or indent == item_indent):
            item_indent, key_indent = indent, indent + 2
            kernels.append({})
            if m.group(2):
                kernels[-1][m.group(1)] = _yaml_scalar(m.group(2))
            continue
        m = re.match(r"\.([\w.]+):\s*(.*)$", stripped)
        if m and kernels and indent == key_indent and m.group(2):
            kernels[-1][m.group(1)] = _yaml_scalar(m.group(2))
    return kernels


def parse_amdhsa_notes(text: str) -> list[KernelResources]:
    """One :class:`KernelResources` per kernel of an AMDGPU code object's notes."""
    out = []
    for k in parse_amdhsa_kernels(text):
        out.append(KernelResources(
            name=str(k.get("name", k.get("symbol", "?"))), entry=True,
            shared_bytes=k.get("group_segment_fixed_size"), vgprs=k.get("vgpr_count"),
            sgprs=k.get("sgpr_count"), agprs=k.get("agpr_count"),
            vgpr_spills=k.get("vgpr_spill_count"), sgpr_spills=k.get("sgpr_spill_count"),
            stack_frame=k.get("private_segment_fixed_size")))
    return out
