"""GPU launch records: what ``tilelang-map`` writes into a module and how a grid is computed.

The contract (docs/architecture.md, `tilelang-map` and the metadata table): the module has a named metadata list ::

    !tilelang.launch = !{!0, !1}
    !0 = !{ptr @gemm, !"{\\22kernel\\22: \\22gemm\\22, \\22block\\22: [16, 16, 1], ...}"}

one node per kernel: the kernel function and a JSON object (an MDString; in textual IR a quote
is written ``\\22``) with the fields

- ``kernel``: the symbol name;
- ``block``: threads per block ``[x, y, z]``;
- ``grid``: blocks per dimension ``[EXPR, EXPR, EXPR]``, enough to cover every tile;
- ``distribute``: ``"block_wise"`` or ``"round_robin"`` (informational);
- ``shared_bytes``: static shared memory / LDS bytes; ``dynamic_shared_bytes``: dynamic shared
  memory bytes to pass at launch (> 0 only over 48 KB on NVIDIA);
- ``params``: LLVM types of the kernel parameters, in order (``i32``, ``i64``, ``float``,
  ``double``, ``ptr``);
- ``param_names`` (optional): their source names, ``""`` where unknown (the front end's, for
  people: :meth:`LaunchRecord.describe` prints grids with them);
- ``cooperative``: grid barriers (code outside the mapped bands): launch cooperatively;
- ``alias_check`` (optional, only when present): a band of the kernel is versioned on a run-time
  check (lib/tile/RuntimeAliasCheck.h, lib/map/MapFallback.cpp) that the pairs of arrays
  ``[["A", "C"], ...]`` (source names) do not overlap: the mapped band runs when their address
  ranges are disjoint, else the loops as written run sequentially in the grid's first thread
  (correct for any arguments, only slower); ``subscript_check`` (optional): the same for
  subscripts not proven inside their dimensions, one text each. Informational: the launch is the
  same either way.

An EXPR is an integer; ``["param", I]`` (the I-th kernel argument's value, 0-based);
``[OP, E1, E2, ...]`` with OP one of ``add``, ``mul`` (n-ary), ``smax``, ``smin``, ``umax``,
``umin`` (n-ary), ``udiv``, ``sdiv`` (binary); or ``["zext", BITS, E]`` / ``["sext", BITS, E]``
(E's value read as an unsigned / signed BITS-bit integer) / ``["trunc", BITS, E]`` (E mod
2^BITS). :func:`eval_expr` evaluates one with Python integers: every value is a 64-bit pattern
(taken modulo 2^64), unsigned operations read it as unsigned, signed ones (``sdiv``, ``smax``,
``smin``) as two's complement; ``sdiv`` truncates toward zero like C. A division by zero is an
error (a LaunchError naming the expression).

The kernels use grid-stride tile loops, so any grid is correct: :func:`LaunchRecord.grid_for`
reads each evaluated dimension as a *signed* 64-bit integer and clamps it to ``[1, limit]``
(x: 2^31 - 1, y and z: 65535, NVIDIA's limits) -- a grid of 0 (nothing to do) or below becomes 1.

This module is plain Python (no NumPy, no llvmlite): the device-side check imports it. The same
records travel to the GPU machine as JSON (``<stem>.launch.json``, see :func:`write_sidecar`) so
that no IR needs to be parsed there.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Sequence

from .errors import TileLangError

MASK64 = (1 << 64) - 1
#: Largest grid per dimension (x, y, z) on NVIDIA GPUs (compute capability >= 3.0).
GRID_LIMITS = (2**31 - 1, 65535, 65535)
#: Parameter types a launch record may name.
PARAM_TYPES = ("i32", "i64", "float", "double", "ptr")
#: Largest block (threads) on NVIDIA GPUs; AMD's is 1024 as well.
MAX_THREADS_PER_BLOCK = 1024
_NARY = ("add", "mul", "smax", "smin", "umax", "umin")
_BINARY = ("udiv", "sdiv")
_CASTS = ("zext", "sext", "trunc")
EXPR_OPS = ("param",) + _NARY + _BINARY + _CASTS


class LaunchError(TileLangError):
    """A launch record that breaks the contract, or a grid that cannot be evaluated."""


def _signed64(v: int) -> int:
    v &= MASK64
    return v - (1 << 64) if v >> 63 else v


def _check_int(x: Any, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise LaunchError(f"{what}: {x!r} is not an integer")
    return x


def check_expr(expr: Any, nparams: int | None = None, *, what: str = "grid expression") -> None:
    """Raise LaunchError unless ``expr`` is a well-formed EXPR (parameter indices below
    ``nparams`` when given)."""
    if isinstance(expr, bool):
        raise LaunchError(f"{what}: {expr!r} is not an expression")
    if isinstance(expr, int):
        return
    if not isinstance(expr, list) or not expr or not isinstance(expr[0], str):
        raise LaunchError(f"{what}: {json.dumps(expr)} is not an integer or [OP, ...] "
                          f"(OP one of {', '.join(EXPR_OPS)})")
    op, args = expr[0], expr[1:]
    if op == "param":
        if len(args) != 1:
            raise LaunchError(f"{what}: {json.dumps(expr)}: 'param' takes one index")
        i = _check_int(args[0], f"{what}: parameter index")
        if i < 0 or (nparams is not None and i >= nparams):
            raise LaunchError(f"{what}: {json.dumps(expr)}: no parameter {i} "
                              f"(the kernel has {nparams})")
    elif op in _NARY:
        if not args:
            raise LaunchError(f"{what}: {json.dumps(expr)}: '{op}' needs operands")
        for a in args:
            check_expr(a, nparams, what=what)
    elif op in _BINARY:
        if len(args) != 2:
            raise LaunchError(f"{what}: {json.dumps(expr)}: '{op}' takes two operands")
        for a in args:
            check_expr(a, nparams, what=what)
    elif op in _CASTS:
        if len(args) != 2:
            raise LaunchError(f"{what}: {json.dumps(expr)}: '{op}' takes BITS and an operand")
        bits = _check_int(args[0], f"{what}: bit width of '{op}'")
        if not 1 <= bits <= 64:
            raise LaunchError(f"{what}: {json.dumps(expr)}: bit width {bits} is not 1..64")
        check_expr(args[1], nparams, what=what)
    else:
        raise LaunchError(f"{what}: unknown operation {op!r} in {json.dumps(expr)} "
                          f"(known: {', '.join(EXPR_OPS)})")


def eval_expr(expr: Any, args: Sequence[Any]) -> int:
    """The value of the EXPR ``expr`` for the kernel arguments ``args`` (Python ints for integer
    parameters and pointers; an integer parameter is its value as passed, e.g. ``-1`` for an i32
    of all ones), as a 64-bit pattern in ``[0, 2^64)``.

    Raises LaunchError for a malformed expression, a parameter that is not an integer (a float
    argument), or a division by zero.
    """
    check_expr(expr, len(args))
    return _eval(expr, args)


def _eval(e: Any, args: Sequence[Any]) -> int:
    if isinstance(e, int):
        return e & MASK64
    op, rest = e[0], e[1:]
    if op == "param":
        v = args[rest[0]]
        if isinstance(v, bool) or not isinstance(v, int):
            try:
                import numbers
                if isinstance(v, numbers.Integral):
                    return int(v) & MASK64
            except ImportError:  # pragma: no cover
                pass
            raise LaunchError(f"grid expression reads parameter {rest[0]}, whose value {v!r} "
                              f"is not an integer")
        return v & MASK64
    if op in _CASTS:
        bits, v = rest[0], _eval(rest[1], args)
        v &= (1 << bits) - 1
        if op == "sext" and v >> (bits - 1):
            v -= 1 << bits
        return v & MASK64
    vals = [_eval(a, args) for a in rest]
    if op == "add":
        return sum(vals) & MASK64
    if op == "mul":
        out = 1
        for v in vals:
            out = (out * v) & MASK64
        return out
    if op == "umax":
        return max(vals)
    if op == "umin":
        return min(vals)
    if op == "smax":
        return max(vals, key=_signed64)
    if op == "smin":
        return min(vals, key=_signed64)
    a, b = vals
    if b == 0:
        raise LaunchError(f"grid expression {json.dumps(e)} divides by zero")
    if op == "udiv":
        return a // b
    sa, sb = _signed64(a), _signed64(b)
    q = abs(sa) // abs(sb)
    return (q if (sa < 0) == (sb < 0) else -q) & MASK64


def clamp_grid(values: Sequence[int]) -> tuple[int, int, int]:
    """Each 64-bit grid value read as signed, clamped to ``[1, GRID_LIMITS[d]]``."""
    return tuple(min(max(_signed64(v), 1), lim)  # type: ignore[return-value]
                 for v, lim in zip(values, GRID_LIMITS))


@dataclass
class LaunchRecord:
    """One kernel's launch record (the JSON object of the contract, checked)."""

    kernel: str
    block: tuple[int, int, int]
    grid: list[Any]
    params: list[str]
    distribute: str = "block_wise"
    shared_bytes: int = 0
    dynamic_shared_bytes: int = 0
    #: Fields of the JSON object this harness does not know, kept as they were.
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, obj: Any, *, where: str = "launch record") -> "LaunchRecord":
        """Check ``obj`` (a parsed JSON object) against the contract; LaunchError naming the
        field otherwise."""
        if not isinstance(obj, dict):
            raise LaunchError(f"{where}: not a JSON object")
        for key in ("kernel", "block", "grid", "params"):
            if key not in obj:
                raise LaunchError(f"{where}: no {key!r} field")
        name = obj["kernel"]
        if not isinstance(name, str) or not name:
            raise LaunchError(f"{where}: 'kernel' is not a symbol name")
        where = f"launch record of {name!r}"
        params = obj["params"]
        if not isinstance(params, list) or any(p not in PARAM_TYPES for p in params):
            raise LaunchError(f"{where}: 'params' must be a list of {', '.join(PARAM_TYPES)}; "
                              f"got {json.dumps(params)}")
        block = obj["block"]
        if (not isinstance(block, list) or len(block) != 3
                or any(isinstance(b, bool) or not isinstance(b, int) or b < 1 for b in block)):
            raise LaunchError(f"{where}: 'block' must be 3 positive integers; got "
                              f"{json.dumps(block)}")
        if block[0] * block[1] * block[2] > MAX_THREADS_PER_BLOCK:
            raise LaunchError(f"{where}: block {block[0]}x{block[1]}x{block[2]} has more than "
                              f"{MAX_THREADS_PER_BLOCK} threads")
        grid = obj["grid"]
        if not isinstance(grid, list) or len(grid) != 3:
            raise LaunchError(f"{where}: 'grid' must be 3 expressions; got {json.dumps(grid)}")
        for d, e in zip("xyz", grid):
            check_expr(e, len(params), what=f"{where}: grid.{d}")
        dist = obj.get("distribute", "block_wise")
        if dist not in ("block_wise", "round_robin"):
            raise LaunchError(f"{where}: 'distribute' is {dist!r}, not block_wise or round_robin")
        sizes = {}
        for key in ("shared_bytes", "dynamic_shared_bytes"):
            v = obj.get(key, 0)
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise LaunchError(f"{where}: {key!r} must be a non-negative integer; got {v!r}")
            sizes[key] = v
        known = {"kernel", "block", "grid", "params", "distribute", "shared_bytes",
                 "dynamic_shared_bytes"}
        return cls(kernel=name, block=tuple(block), grid=list(grid), params=list(params),
                   distribute=dist, extra={k: v for k, v in obj.items() if k not in known},
                   **sizes)

    def to_json(self) -> dict[str, Any]:
        """The contract's JSON object (unknown fields included)."""
        d = asdict(self)
        extra = d.pop("extra")
        d["block"] = list(self.block)
        d.update(extra)
        return d

    def grid_values(self, args: Sequence[Any]) -> list[int]:
        """The three grid expressions evaluated for ``args`` (64-bit patterns, unclamped)."""
        if len(args) != len(self.params):
            raise LaunchError(f"kernel {self.kernel!r} takes {len(self.params)} parameters, "
                              f"{len(args)} arguments given")
        return [eval_expr(e, args) for e in self.grid]

    def grid_for(self, args: Sequence[Any]) -> tuple[int, int, int]:
        """The grid to launch with for ``args``: evaluated, then clamped (:func:`clamp_grid`)."""
        return clamp_grid(self.grid_values(args))

    @property
    def threads_per_block(self) -> int:
        return self.block[0] * self.block[1] * self.block[2]

    def describe(self) -> str:
        """One line: kernel, block, grid expressions, shared memory."""
        b = "x".join(map(str, self.block))
        names = self.extra.get("param_names")
        g = ", ".join(format_expr(e, names if isinstance(names, list) else None)
                      for e in self.grid)
        sh = f"{self.shared_bytes} B shared"
        if self.dynamic_shared_bytes:
            sh += f" + {self.dynamic_shared_bytes} B dynamic"
        line = f"{self.kernel}: block {b}, grid ({g}), {sh}, {self.distribute}"
        return line + self.fallback_text()

    def fallback_text(self) -> str:
        """``""`` or ``"; alias check: A/C, B/C (sequential fallback in one thread when they
        overlap)"``: the record's ``alias_check`` / ``subscript_check`` for people."""
        pairs = self.extra.get("alias_check") or []
        rows = self.extra.get("subscript_check") or []
        if not pairs and not rows:
            return ""
        what = []
        if pairs:
            what.append("alias check: " + ", ".join("/".join(map(str, p)) for p in pairs))
        if rows:
            what.append(f"subscript check: {len(rows)} bound{'s' * (len(rows) != 1)}")
        return "; " + ", ".join(what) + " (sequential fallback in one thread when it fails)"


def format_expr(e: Any, names: Sequence[str] | None = None) -> str:
    """An EXPR as a short infix string (``(N + 127) u/ 128``), for people: parameter I by
    ``names[I]`` (the record's ``param_names``) where it is known, else ``pI``."""
    if isinstance(e, int):
        return str(e)
    op, rest = e[0], e[1:]
    if op == "param":
        i = rest[0]
        if names and isinstance(i, int) and 0 <= i < len(names) and isinstance(names[i], str) \
                and names[i]:
            return names[i]
        return f"p{i}"
    if op in _CASTS:
        return f"{op}{rest[0]}({format_expr(rest[1], names)})"
    if op in ("add", "mul"):
        sym = " + " if op == "add" else " * "
        return "(" + sym.join(format_expr(a, names) for a in rest) + ")"
    if op in _BINARY:
        sym = " u/ " if op == "udiv" else " s/ "
        return "(" + format_expr(rest[0], names) + sym + format_expr(rest[1], names) + ")"
    return f"{op}(" + ", ".join(format_expr(a, names) for a in rest) + ")"


# ---------------------------------------------------------------------------------------------
# Reading the records out of textual LLVM IR
# ---------------------------------------------------------------------------------------------

_NAMED = re.compile(r"^!tilelang\.launch\s*=\s*!\{([^}]*)\}", re.M)
_NODE_DEF = re.compile(r"^(![0-9]+)\s*=\s*(?:distinct\s+)?!\{(.*)\}\s*$", re.M)
_SYMBOL = r'@(?:"((?:[^"\\]|\\.)*)"|([-a-zA-Z$._0-9]+))'
_RECORD = re.compile(r'^\s*ptr(?:\s+addrspace\(\d+\))?\s+' + _SYMBOL +
                     r'\s*,\s*!"((?:[^"\\]|\\.)*)"\s*$')


def unescape_ir_string(text: str) -> str:
    r"""Undo LLVM's escaping of a quoted string in textual IR (``\22`` -> ``"``, ``\5C`` or
    ``\\`` -> ``\``), decoding the bytes as UTF-8."""
    out = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text) and text[i + 1] == "\\":
            out += b"\\"
            i += 2
        elif c == "\\" and re.fullmatch(r"[0-9A-Fa-f]{2}", text[i + 1:i + 3] or ""):
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
        else:
            out += c.encode()
            i += 1
    return out.decode("utf-8", errors="replace")


def parse_ir(ir: str, *, where: str = "module") -> list[LaunchRecord]:
    """Every launch record of the textual IR ``ir``, in the order of ``!tilelang.launch``.

    Returns ``[]`` when the module has no ``!tilelang.launch`` (no kernel was mapped). Raises
    LaunchError when a record is malformed: a node that is not ``!{ptr @fn, !"JSON"}``, JSON
    that does not parse or breaks the contract, or a JSON ``kernel`` that is not the node's
    function.
    """
    m = _NAMED.search(ir)
    if not m:
        return []
    refs = [r.strip() for r in m.group(1).split(",") if r.strip()]
    nodes = {d.group(1): d.group(2) for d in _NODE_DEF.finditer(ir)}
    out = []
    for ref in refs:
        body = nodes.get(ref)
        if body is None:
            raise LaunchError(f"{where}: !tilelang.launch names {ref}, which is not defined")
        rm = _RECORD.match(body)
        if not rm:
            raise LaunchError(f"{where}: {ref} = !{{{body[:80]}}} is not "
                              f"!{{ptr @kernel, !\"JSON\"}}")
        symbol = unescape_ir_string(rm.group(1)) if rm.group(1) is not None else rm.group(2)
        text = unescape_ir_string(rm.group(3))
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            raise LaunchError(f"{where}: the launch record of @{symbol} ({ref}) is not JSON: "
                              f"{exc.msg} at column {exc.colno}") from exc
        rec = LaunchRecord.from_json(obj, where=f"{where}: launch record {ref}")
        if rec.kernel != symbol:
            raise LaunchError(f"{where}: launch record {ref} is attached to @{symbol} but names "
                              f"kernel {rec.kernel!r}")
        out.append(rec)
    return out


def parse_ir_file(path: str | os.PathLike) -> list[LaunchRecord]:
    """:func:`parse_ir` of a ``.ll`` file."""
    p = Path(path)
    try:
        text = p.read_text(errors="replace")
    except OSError as exc:
        raise TileLangError(f"cannot read {p}: {exc.strerror}") from exc
    return parse_ir(text, where=str(p))


# ---------------------------------------------------------------------------------------------
# Sidecar files: the records (and what else the device needs) as JSON
# ---------------------------------------------------------------------------------------------

SIDECAR_SUFFIX = ".launch.json"


def write_sidecar(path: str | os.PathLike, records: Sequence[LaunchRecord],
                  **info: Any) -> Path:
    """Write ``{"kernels": [record, ...], **info}`` as JSON to ``path``; returns the path."""
    p = Path(path)
    data = dict(info)
    data["kernels"] = [r.to_json() for r in records]
    try:
        p.write_text(json.dumps(data, indent=1) + "\n")
    except OSError as exc:
        raise TileLangError(f"cannot write {p}: {exc.strerror}") from exc
    return p


def read_sidecar(path: str | os.PathLike) -> tuple[list[LaunchRecord], dict[str, Any]]:
    """The records and the other fields of a sidecar written by :func:`write_sidecar`."""
    p = Path(path)
    try:
        data = json.loads(p.read_text())
    except OSError as exc:
        raise TileLangError(f"cannot read {p}: {exc.strerror}") from exc
    except json.JSONDecodeError as exc:
        raise LaunchError(f"{p}: not JSON ({exc.msg}, line {exc.lineno})") from exc
    if not isinstance(data, dict) or not isinstance(data.get("kernels"), list):
        raise LaunchError(f"{p}: no 'kernels' list")
    recs = [LaunchRecord.from_json(k, where=f"{p}: kernel {i}") for i, k in
            enumerate(data["kernels"])]
    return recs, {k: v for k, v in data.items() if k != "kernels"}


def find_record(records: Sequence[LaunchRecord], kernel: str, *, where: str = "the module"
                ) -> LaunchRecord:
    """The record of ``kernel`` (also a C++-mangled ``_Z<len><kernel>...``); LaunchError that
    says the function was not mapped to a GPU kernel otherwise."""
    for r in records:
        if r.kernel == kernel:
            return r
    prefix = f"_Z{len(kernel)}{kernel}"
    cands = [r for r in records if r.kernel.startswith(prefix)]
    if len(cands) == 1:
        return cands[0]
    have = ", ".join(r.kernel for r in records)
    if not records:
        raise LaunchError(f"{where} has no launch record (!tilelang.launch): no function was "
                          f"mapped to a GPU kernel, so {kernel!r} cannot be launched (tilelang-map "
                          f"maps a loop nest with a #pragma tilelang directive)")
    raise LaunchError(f"no launch record for {kernel!r} in {where} (it has: {have})")
