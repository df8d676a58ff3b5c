"""tilelang-layout's offset functions, evaluated and checked element by element.

For every layout (row_major, col_major, pad(1), pad(4), swizzle with each span and the target's
choice, interleave with power-of-two and other sub-tiles) and many shapes (rows 1..33, columns
1..64, elements of 1, 2, 4, 8 and 16 bytes, one plane or a batch of three), this test writes the
staged buffers as tilelang-promote hands them over (lib/layout/LayoutPass.h), runs
`opt -passes=tilelang-layout` on them, and evaluates the pass's own arithmetic: each probe
function walks every (plane, row, column) of its buffer and records the byte distance between
the address the rewritten offset gives and the buffer's start (the IR is compiled for the host
with llvmlite after the pass). It then checks that the offsets

* are whole elements, inside the resized buffer, and injective (no two elements share a slot);
* equal a second, independent Python model of LayoutPass.h's formulas (which also decides the
  span and the fallbacks the pass should have taken, and the !tilelang.layout it should record);
* for a swizzle: keep each 16-byte chunk contiguous and 16-byte aligned, and map each group of
  rows that shares a phase onto itself.

Skips, with the reason, only when build/lib/*.so are missing.
"""

from __future__ import annotations

import ctypes
import re
import subprocess
from dataclasses import dataclass

import numpy as np
import pytest

from tilelang_llvm import toolchain

needs_plugins = pytest.mark.skipif(
    not toolchain.plugins_available(),
    reason=f"plugins not built in {toolchain.plugin_dir()}: run `make build`")

ROWS = [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33]
COLS = [1, 2, 3, 4, 5, 7, 8, 12, 16, 17, 24, 31, 32, 33, 48, 63, 64]
ELEMENTS = {1: "i8", 2: "half", 4: "float", 8: "double", 16: "<4 x float>"}
# A batch of planes (a pipeline's stages) on fewer shapes.
BATCH_ROWS = [3, 8, 9]
BATCH_COLS = [8, 12, 32]
BATCH_PLANES = 3

# (KIND, P1, P2) as tilelang-promote writes !tilelang.layout.request.
REQUESTS = [("row_major", 0, 0), ("col_major", 0, 0), ("pad", 1, 0), ("pad", 4, 0),
            ("swizzle", 0, 0), ("swizzle", 32, 0), ("swizzle", 64, 0), ("swizzle", 128, 0),
            ("interleave", 2, 4), ("interleave", 3, 5), ("interleave", 1, 8)]


def request_id(req):
    kind, p1, p2 = req
    return f"{kind}({p1},{p2})" if kind == "interleave" else (f"{kind}({p1})" if p1 else kind)


# --------------------------------------------------------------------------------------------
# The independent model (LayoutPass.h): which layout the pass must apply, and its offsets.
# --------------------------------------------------------------------------------------------

@dataclass
class Model:
    kind: str
    p1: int
    p2: int
    rows: int
    cols: int
    plane_elems: int
    planes: int
    elem: int

    def offset(self, b: int, r: int, c: int) -> int:
        R, C = self.rows, self.cols
        if self.kind == "row_major":
            f = r * C + c
        elif self.kind == "col_major":
            f = c * R + r
        elif self.kind == "pad":
            f = r * (C + self.p1) + c
        elif self.kind == "swizzle":
            chunk_elems = 16 // self.elem
            phase = (r // self.p2) % (self.p1 // 16)
            f = (r * C + c) ^ (phase * chunk_elems)
        elif self.kind == "interleave":
            rr, cc = self.p1, self.p2
            tiles_per_row = -(-C // cc)
            f = ((r // rr) * tiles_per_row + c // cc) * (rr * cc) + (r % rr) * cc + c % cc
        else:
            raise AssertionError(self.kind)
        return b * self.plane_elems + f

    def metadata(self) -> tuple:
        return (self.kind, self.p1, self.p2, self.rows, self.cols, self.plane_elems,
                self.planes, self.elem)


def round_up(x: int, m: int) -> int:
    return -(-x // m) * m


def expected_model(req, rows: int, cols: int, elem: int, planes: int) -> Model:
    """The layout the pass must apply to a planes x rows x cols buffer of elem-byte elements
    accessed one element at a time, following the rules of docs/language.md (`layout`)."""
    kind, p1, p2 = req
    row_bytes = cols * elem
    if kind == "swizzle":
        fits = elem in (1, 2, 4, 8, 16) and row_bytes >= 32
        span = 0
        if fits and p1 and (row_bytes % p1 == 0 or (row_bytes < p1 and p1 % row_bytes == 0)):
            span = p1
        if fits and not span:
            span = next((s for s in (128, 64, 32) if row_bytes % s == 0), 0)
        if span:
            per_phase = span // row_bytes if row_bytes < span else 1
            return Model("swizzle", span, per_phase, rows, cols,
                         round_up(rows, per_phase) * cols, planes, elem)
        kind, p1, p2 = "pad", 1, 0  # scalar accesses: one element of padding
    if kind == "pad":
        return Model("pad", p1, 0, rows, cols, rows * (cols + p1), planes, elem)
    if kind == "interleave":
        return Model("interleave", p1, p2, rows, cols,
                     round_up(rows, p1) * round_up(cols, p2), planes, elem)
    return Model(kind, 0, 0, rows, cols, rows * cols, planes, elem)


# --------------------------------------------------------------------------------------------
# The IR: one staged buffer and one probe per case.
# --------------------------------------------------------------------------------------------

@dataclass
class Case:
    index: int
    planes: int
    rows: int
    cols: int
    elem: int

    @property
    def buf(self) -> str:
        return f"tilelang.b{self.index}"

    @property
    def count(self) -> int:
        return self.planes * self.rows * self.cols


def cases_for(req) -> list[Case]:
    out = []
    for elem in ELEMENTS:
        for rows in ROWS:
            for cols in COLS:
                out.append(Case(len(out), 1, rows, cols, elem))
        for rows in BATCH_ROWS:
            for cols in BATCH_COLS:
                out.append(Case(len(out), BATCH_PLANES, rows, cols, elem))
    return out


def module_text(req, cases: list[Case]) -> str:
    kind, p1, p2 = req
    lines = ['target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"',
             'target triple = "nvptx64-nvidia-cuda"', ""]
    meta = [f'!0 = !{{!"{kind}", i64 {p1}, i64 {p2}}}']
    for cs in cases:
        ty = ELEMENTS[cs.elem]
        md = len(meta)
        dims = ([cs.planes] if cs.planes > 1 else []) + [cs.rows, cs.cols]
        meta.append(f'!{md} = !{{!"b{cs.index}", ' + ", ".join(f"i64 {d}" for d in dims) + "}")
        lines.append(f"@{cs.buf} = internal addrspace(3) global [{cs.count} x {ty}] poison, "
                     f"align 16, !tilelang.buffer !{md}, !tilelang.layout.request !0")
    for d in (2, 3):
        lines.append(f"declare i64 @tilelang.buffer.offset.{d}(ptr addrspace(3)"
                     + ", i64" * d + ") memory(none) nounwind willreturn speculatable")
    for cs in cases:
        ty = ELEMENTS[cs.elem]
        subs = (["i64 %b"] if cs.planes > 1 else []) + ["i64 %r", "i64 %c"]
        lines += [
            f"define void @probe{cs.index}(ptr %out) #0 {{",
            "entry:",
            "  br label %loop",
            "loop:",
            "  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]",
            f"  %c = urem i64 %i, {cs.cols}",
            f"  %t = udiv i64 %i, {cs.cols}",
            f"  %r = urem i64 %t, {cs.rows}",
            f"  %b = udiv i64 %t, {cs.rows}",
            f"  %off = call i64 @tilelang.buffer.offset.{len(subs)}(ptr addrspace(3) @{cs.buf}, "
            + ", ".join(subs) + ")",
            f"  %p = getelementptr inbounds {ty}, ptr addrspace(3) @{cs.buf}, i64 %off",
            f"  store {ty} zeroinitializer, ptr addrspace(3) %p, align {cs.elem}",
            "  %i.next = add nuw nsw i64 %i, 1",
            f"  %done = icmp eq i64 %i.next, {cs.count}",
            "  br i1 %done, label %exit, label %loop",
            "exit:",
            "  ret void",
            "}",
        ]
    lines.append('attributes #0 = { "target-cpu"="sm_90" }')
    return "\n".join(lines + meta) + "\n"


def run_layout(ir: str) -> str:
    opt = toolchain.tool("opt")
    plugin = toolchain.plugins().passes
    proc = subprocess.run([str(opt), f"-load-pass-plugin={plugin}", "-passes=tilelang-layout",
                           "-S", "-o", "-", "-"], input=ir, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "warning" not in proc.stderr and "error" not in proc.stderr, proc.stderr
    return proc.stdout


GLOBAL = re.compile(r"^@(tilelang\.b\d+) = internal addrspace\(3\) global \[(\d+) x [^\]]+\] "
                    r"poison, align 16, .*!tilelang\.layout !(\d+)$", re.M)
META = re.compile(r'^!(\d+) = !\{!"(\w+)", i64 (\d+), i64 (\d+), i64 (\d+), i64 (\d+), '
                  r'i64 (\d+), i64 (\d+), i64 (\d+)\}$', re.M)
STORE = re.compile(r"^\s*store .*, ptr addrspace\(3\) %p, align \d+$")


def host_ir(laid_out: str) -> str:
    """The pass's output made runnable on the host: each probe writes, for element i, the
    byte distance of its address from the buffer's start to out[i] instead of storing to the
    (GPU) buffer."""
    out, current = [], None
    for line in laid_out.splitlines():
        if line.startswith(("target datalayout", "target triple", "attributes #0")):
            continue
        m = re.match(r"define void @probe(\d+)\(", line)
        if m:
            current = m.group(1)
            line = line.replace(" #0", "")
        if STORE.match(line):
            out += ["  %p.int = ptrtoint ptr addrspace(3) %p to i64",
                    f"  %base.int = ptrtoint ptr addrspace(3) @tilelang.b{current} to i64",
                    "  %dist = sub i64 %p.int, %base.int",
                    "  %slot = getelementptr i64, ptr %out, i64 %i",
                    "  store i64 %dist, ptr %slot, align 8"]
            continue
        out.append(line)
    return "\n".join(out).replace(" addrspace(3)", "") + "\n"


# --------------------------------------------------------------------------------------------
# The test
# --------------------------------------------------------------------------------------------

@needs_plugins
@pytest.mark.parametrize("req", REQUESTS, ids=request_id)
def test_layout_offsets(req):
    from tilelang_llvm.host import JitModule

    cases = cases_for(req)
    laid_out = run_layout(module_text(req, cases))
    assert "tilelang.buffer.offset" not in laid_out
    metas = {int(m.group(1)): (m.group(2),) + tuple(int(g) for g in m.groups()[2:])
             for m in META.finditer(laid_out)}
    globals_ = {m.group(1): (int(m.group(2)), int(m.group(3))) for m in GLOBAL.finditer(laid_out)}
    assert len(globals_) == len(cases)

    jit = JitModule(host_ir(laid_out), opt=0)
    probe_type = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
    failures = []
    for cs in cases:
        model = expected_model(req, cs.rows, cs.cols, cs.elem, cs.planes)
        what = (f"{request_id(req)} on {cs.planes} x {cs.rows} x {cs.cols} of {cs.elem}-byte "
                f"elements")
        elems, md = globals_[cs.buf]
        if metas[md] != model.metadata():
            failures.append(f"{what}: !tilelang.layout {metas[md]}, expected {model.metadata()}")
            continue
        if elems != model.planes * model.plane_elems:
            failures.append(f"{what}: {elems} elements allocated, expected "
                            f"{model.planes * model.plane_elems}")
            continue

        dist = np.zeros(cs.count, dtype=np.int64)
        probe_type(jit.address(f"probe{cs.index}"))(dist.ctypes.data)
        # Whole elements, inside the (resized) buffer, no two elements in one slot.
        if np.any(dist % cs.elem):
            failures.append(f"{what}: an address is not a whole element from the start")
            continue
        off = dist // cs.elem
        if off.min() < 0 or off.max() >= elems:
            failures.append(f"{what}: offsets {off.min()}..{off.max()} outside [0, {elems})")
            continue
        if len(np.unique(off)) != cs.count:
            failures.append(f"{what}: two elements share an offset")
            continue
        # The pass's arithmetic against the model, element by element.
        i = np.arange(cs.count)
        c, r, b = i % cs.cols, (i // cs.cols) % cs.rows, i // (cs.cols * cs.rows)
        want = np.array([model.offset(int(bb), int(rr), int(cc)) for bb, rr, cc in zip(b, r, c)])
        if not np.array_equal(off, want):
            k = int(np.nonzero(off != want)[0][0])
            failures.append(f"{what}: element ({b[k]}, {r[k]}, {c[k]}) at {off[k]}, "
                            f"the model says {want[k]}")
            continue
        if model.kind == "swizzle":
            failures += swizzle_properties(what, model, off.reshape(cs.planes, cs.rows, cs.cols))
    assert not failures, f"{len(failures)} of {len(cases)} cases:\n" + "\n".join(failures[:20])


def swizzle_properties(what: str, m: Model, off: np.ndarray) -> list[str]:
    """Each 16-byte chunk stays whole and 16-byte aligned; each group of rows that shares a
    phase keeps its own slots (a bijection within the group)."""
    errors = []
    per_chunk = 16 // m.elem
    assert m.cols % per_chunk == 0, "a swizzled row is whole chunks"
    chunks = off.reshape(m.planes, m.rows, m.cols // per_chunk, per_chunk)
    if np.any(chunks[..., 0] * m.elem % 16):
        errors.append(f"{what}: a chunk does not start 16-byte aligned")
    if np.any(np.diff(chunks, axis=-1) != 1):
        errors.append(f"{what}: a chunk is not contiguous")
    q = m.p2
    for b in range(m.planes):
        for g in range(0, m.rows, q):
            rows = range(g, min(g + q, m.rows))
            got = np.sort(off[b, g:g + q].ravel())
            want = np.sort(np.array([b * m.plane_elems + r * m.cols + c
                                     for r in rows for c in range(m.cols)]))
            # A last, partial group may use the rows allocated past the tile's end.
            lo, hi = b * m.plane_elems + g * m.cols, b * m.plane_elems + (g + q) * m.cols
            if len(rows) == q and not np.array_equal(got, want):
                errors.append(f"{what}: rows {g}..{g + q - 1} leave their group")
            elif got.min() < lo or got.max() >= hi:
                errors.append(f"{what}: rows {g}.. leave their group's span")
    return errors
