#!/usr/bin/env python3
"""Writes the bank-model lit tests (model-nvptx.ll, model-amdgpu.ll) with the
expected wavefronts computed by an independent reading of HARDWARE.md's rules
("Scratchpad banking"): wavefronts = sum over phases of the largest number of
distinct 32-bit words one bank receives; conflicts = wavefronts - phases.

    python3 test/sram-bank/Inputs/gen_model_tests.py test/sram-bank
"""
import sys
from pathlib import Path

# (name, bytes per lane, address as a Python function of (tid.x, tid.y) and
# as IR built from %x and %y, both giving the byte offset in @buf)
PATTERNS = [
    ("w4_stride1", 4, lambda x, y: 4 * x, "mul i32 %x, 4"),
    ("w4_stride2", 4, lambda x, y: 8 * x, "mul i32 %x, 8"),
    ("w4_stride4", 4, lambda x, y: 16 * x, "mul i32 %x, 16"),
    ("w4_stride32", 4, lambda x, y: 128 * x, "mul i32 %x, 128"),
    ("w4_stride33", 4, lambda x, y: 132 * x, "mul i32 %x, 132"),
    ("w4_stride64", 4, lambda x, y: 256 * x, "mul i32 %x, 256"),
    ("w4_broadcast", 4, lambda x, y: 64, "add i32 0, 64"),
    ("w4_pairs", 4, lambda x, y: 4 * (x // 2), "and i32 %x, -2\n  %a = shl i32 %a0, 1"),
    ("w1_stride1", 1, lambda x, y: x, "add i32 %x, 0"),
    ("w1_stride128", 1, lambda x, y: 128 * x, "mul i32 %x, 128"),
    ("w2_stride1", 2, lambda x, y: 2 * x, "mul i32 %x, 2"),
    ("w2_stride32", 2, lambda x, y: 64 * x, "mul i32 %x, 64"),
    ("w8_stride1", 8, lambda x, y: 8 * x, "mul i32 %x, 8"),
    ("w8_stride2", 8, lambda x, y: 16 * x, "mul i32 %x, 16"),
    ("w8_stride16", 8, lambda x, y: 128 * x, "mul i32 %x, 128"),
    ("w16_stride1", 16, lambda x, y: 16 * x, "mul i32 %x, 16"),
    ("w16_stride2", 16, lambda x, y: 32 * x, "mul i32 %x, 32"),
    ("w16_stride8", 16, lambda x, y: 128 * x, "mul i32 %x, 128"),
    # 16-byte rows of 128 bytes, four lanes a row, rows pairwise 64 bytes
    # apart every 16 lanes: conflict-free in CDNA's read groups
    # ({0-3,20-23}, ...) but not in its consecutive write groups.
    ("w16_cdna_groups", 16,
     lambda x, y: 128 * (x >> 2) + 16 * (x & 3) + 64 * ((x >> 4) & 1),
     "lshr i32 %x, 2\n  %a1 = shl i32 %a0, 7\n  %a2 = and i32 %x, 3\n"
     "  %a3 = shl i32 %a2, 4\n  %a4 = lshr i32 %x, 4\n  %a5 = and i32 %a4, 1\n"
     "  %a6 = shl i32 %a5, 6\n  %a7 = add i32 %a1, %a3\n  %a = add i32 %a7, %a6"),
    # 128-byte rows, 16-byte chunks XOR-swizzled by the row: a column of
    # chunks read by 8 lanes of 8 rows.
    ("w16_swizzle128", 16, lambda x, y: 128 * (x & 7) + 16 * (((x >> 3) ^ x) & 7),
     "and i32 %x, 7\n  %a1 = shl i32 %a0, 7\n  %a2 = lshr i32 %x, 3\n"
     "  %a3 = xor i32 %a2, %x\n  %a4 = and i32 %a3, 7\n  %a5 = shl i32 %a4, 4\n"
     "  %a = add i32 %a1, %a5"),
    ("w16_noswizzle128", 16, lambda x, y: 128 * (x & 7) + 16 * ((x >> 3) & 7),
     "and i32 %x, 7\n  %a1 = shl i32 %a0, 7\n  %a2 = lshr i32 %x, 3\n"
     "  %a4 = and i32 %a2, 7\n  %a5 = shl i32 %a4, 4\n  %a = add i32 %a1, %a5"),
]
# 2-D blocks (32 x 8 on NVIDIA, 64 x 4 on AMD): tile[y][x] and tile[x][y]
# of 4-byte words with rows of 32 (+1) words.
PATTERNS_2D = [
    ("d2_row", 4, lambda x, y: 4 * x + 128 * y, "mul i32 %x, 4\n  %a1 = mul i32 %y, 128\n  %a = add i32 %a0, %a1"),
    ("d2_col", 4, lambda x, y: 128 * x + 4 * y, "mul i32 %x, 128\n  %a1 = mul i32 %y, 4\n  %a = add i32 %a0, %a1"),
    ("d2_col_pad", 4, lambda x, y: 132 * x + 4 * y, "mul i32 %x, 132\n  %a1 = mul i32 %y, 4\n  %a = add i32 %a0, %a1"),
]

CHIPS = {
    "sm_90": dict(banks=32, lanes=32,
                  read={1: [range(32)], 2: [range(32)], 4: [range(32)],
                        8: [range(0, 16), range(16, 32)],
                        16: [range(i, i + 8) for i in range(0, 32, 8)]}),
    "gfx942": dict(banks=32, lanes=64,
                   read={1: [range(0, 32), range(32, 64)], 2: [range(0, 32), range(32, 64)],
                         4: [range(0, 32), range(32, 64)],
                         8: [range(i, i + 16) for i in range(0, 64, 16)],
                         16: [list(range(h + a, h + a + 4)) + list(range(h + b, h + b + 4))
                              for h in (0, 32) for a, b in ((0, 20), (4, 16), (8, 28), (12, 24))]},
                   write16=[range(i, i + 8) for i in range(0, 64, 8)]),
    "gfx950": dict(banks=64, lanes=64,
                   read={1: [range(64)], 2: [range(64)], 4: [range(64)],
                         8: [range(0, 32), range(32, 64)],
                         16: [range(i, i + 16) for i in range(0, 64, 16)]}),
}


def wavefronts(chip, width, addrs, write):
    c = CHIPS[chip]
    phases = c["read"][width]
    if write and width == 16 and "write16" in c:
        phases = c["write16"]
    total = 0
    for ph in phases:
        words = {}
        for lane in ph:
            a = addrs[lane]
            for w in range(a // 4, (a + max(width, 1) - 1) // 4 + 1):
                words.setdefault(w % c["banks"], set()).add(w)
        total += max(len(s) for s in words.values())
    return total, len(phases)


def ir_type(width):
    return {1: "i8", 2: "i16", 4: "i32", 8: "i64", 16: "<4 x i32>"}[width]


def mnemonic(target, width, write):
    if target == "nvptx":
        op = "st" if write else "ld"
        return {1: f"{op}.shared.b8", 2: f"{op}.shared.b16", 4: f"{op}.shared.b32",
                8: f"{op}.shared.b64", 16: f"{op}.shared.v4.b32"}[width]
    op = "ds_write" if write else "ds_read"
    suffix = {1: "_b8" if write else "_u8", 2: "_b16" if write else "_u16", 4: "_b32",
              8: "_b64", 16: "_b128"}[width]
    return op + suffix


def kernel(target, name, width, ir, dims):
    ty = ir_type(width)
    lines = []
    cc = "ptx_kernel" if target == "nvptx" else "amdgpu_kernel"
    attrs = "#0" if target == "nvptx" else "#0 !reqd_work_group_size !%d" % (0 if dims[1] == 1 else 1)
    if target == "nvptx":
        tidx = "call i32 @llvm.nvvm.read.ptx.sreg.tid.x()"
        tidy = "call i32 @llvm.nvvm.read.ptx.sreg.tid.y()"
        attrs = "#0" if dims[1] == 1 else "#1"
    else:
        tidx = "call i32 @llvm.amdgcn.workitem.id.x()"
        tidy = "call i32 @llvm.amdgcn.workitem.id.y()"
    if "\n" in ir or ir.count("%a") == 0:
        body = ir if ir.startswith("%") else "%a0 = " + ir
        if "%a =" not in body:
            body = body.replace("%a0 =", "%a =", 1)
    else:
        body = "%a = " + ir
    lines.append(f"define {cc} void @{name}(ptr addrspace(1) %out, {ty} %v) {attrs} {{")
    lines.append(f"  %x = {tidx}")
    lines.append(f"  %y = {tidy}")
    lines.append(f"  {body}")
    lines.append(f"  %p = getelementptr inbounds i8, ptr addrspace(3) @buf, i32 %a")
    lines.append(f"  %l = load volatile {ty}, ptr addrspace(3) %p, align {width}")
    lines.append(f"  store volatile {ty} %v, ptr addrspace(3) %p, align {width}")
    lines.append(f"  store {ty} %l, ptr addrspace(1) %out, align {width}")
    lines.append("  ret void")
    lines.append("}")
    return "\n".join(lines)


def checks(target, chip, prefix, name, width, fn, dims):
    lanes = CHIPS[chip]["lanes"]
    nthreads = dims[0] * dims[1]
    out = []
    for write in (False, True):
        per_warp = []
        for w0 in range(0, nthreads, lanes):
            addrs = [fn(t % dims[0], t // dims[0]) for t in range(w0, w0 + lanes)]
            per_warp.append(wavefronts(chip, width, addrs, write))
        wf = {p[0] for p in per_warp}
        assert len(wf) == 1, (name, chip, per_warp)
        total, phases = per_warp[0]
        unit = "warp" if lanes == 32 else "wave"
        ph = "phase" if phases == 1 else "phases"
        buf = "buf" if target == "nvptx" else "{{.*}}"  # AMDGPU: the kernel's LDS struct
        wf = "wavefront" if total == 1 else "wavefronts"
        cf = "conflict" if total - phases == 1 else "conflicts"
        out.append(f"; {prefix}: {mnemonic(target, width, write)} of {buf} ({width} B per lane): "
                   f"address {{{{.*}}}}; {total} {wf} per {unit} ({phases} {ph}, "
                   f"{total - phases} {cf}")
    return out


def write_file(path, target, runs):
    text = []
    text.append("; Generated by Inputs/gen_model_tests.py: the bank model pattern by pattern")
    text.append("; against HARDWARE.md's phase rules (wavefronts per warp or wave).")
    for r in runs:
        text.append(r["run"])
    text.append("")
    if target == "nvptx":
        text.append("@buf = internal addrspace(3) global [65536 x i8] undef, align 16")
    else:
        text.append("@buf = internal addrspace(3) global [32768 x i8] undef, align 16")
    text.append("")
    for pats, dims_of in ((PATTERNS, lambda r: (r["lanes"], 1)),
                          (PATTERNS_2D, lambda r: r["dims2"])):
        for name, width, fn, ir in pats:
            for r in runs:
                text += checks(target, r["chip"], r["prefix"], name, width, fn, dims_of(r))
                text.append(f"; {r['prefix']}: tilelang-sram-bank: {name}: 2 scratchpad accesses")
            text.append(kernel(target, name, width, ir, dims_of(runs[0])))
            text.append("")
    if target == "nvptx":
        text.append('attributes #0 = { "nvvm.reqntid"="32" }')
        text.append('attributes #1 = { "nvvm.reqntid"="32,8" }')
    else:
        text.append('attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }')
        text.append("!0 = !{i32 64, i32 1, i32 1}")
        text.append("!1 = !{i32 64, i32 4, i32 1}")
    Path(path).write_text("\n".join(text) + "\n")


def main():
    out = Path(sys.argv[1])
    llc = "%llc -O3 -pass-remarks-analysis=tilelang-sram-bank -o /dev/null %s"
    write_file(out / "model-nvptx.ll", "nvptx", [dict(
        run=f"; RUN: {llc} -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 2>&1 | FileCheck %s --check-prefix=SM90",
        prefix="SM90", chip="sm_90", lanes=32, dims2=(32, 8))])
    write_file(out / "model-amdgpu.ll", "amdgpu", [
        dict(run=f"; RUN: {llc} -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 2>&1 | FileCheck %s --check-prefix=CDNA3",
             prefix="CDNA3", chip="gfx942", lanes=64, dims2=(64, 4)),
        dict(run=f"; RUN: {llc} -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 2>&1 | FileCheck %s --check-prefix=GFX950",
             prefix="GFX950", chip="gfx950", lanes=64, dims2=(64, 4))])


if __name__ == "__main__":
    main()
