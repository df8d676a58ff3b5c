"""Hand-made GPU modules (LLVM IR text) that exercise the emulator's warp-collective matrix
instructions (test/python/test_emulator_matrix.py): written here as IR, not compiled from C++,
since clang has no builtins for mma.sync m16n8kK or ldmatrix (BuiltinsNVPTX has only the
wmma m16n16k16 family). Every kernel takes pointers only (EmulatedModule.launch).

- :func:`fragment_kernel`: each lane loads its operand registers from global arrays laid out
  lane-major (lane l's registers at ``l * bytes_per_lane``), runs one intrinsic and stores its
  result the same way: the host packs and unpacks the fragments by the documented layouts.
- :func:`ldmatrix_kernel`: copies a 16 x 16 f16 tile into a padded shared buffer, then one
  ldmatrix whose lane addresses are those of an mma A (or, .trans, B) operand.
- :func:`warp_gemm_kernel`: C (32 x 32, f32) = A (32 x 32, f16) B (32 x 32, f16), row-major, by
  one warp: cp.async 16-byte copies to padded shared tiles, commit, wait, barrier, then per
  16 x 16 x 16 step ldmatrix.x4 (A) and ldmatrix.x4.trans (B) and two mma.m16n8k16, the
  accumulators stored by the C fragment layout.
"""

from __future__ import annotations

NVPTX = ('target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"\n'
         'target triple = "nvptx64-nvidia-cuda"\n')
AMDGPU = ('target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-'
          'p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-'
          'v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"\n'
          'target triple = "amdgcn-amd-amdhsa"\n')
_SCALAR = {"half": 2, "i16": 2, "float": 4, "i32": 4, "i64": 8}


def _bytes(ty: str) -> int:
    if ty.startswith("<"):
        n, _, e = ty[1:-1].split()
        return int(n) * _SCALAR[e]
    return _SCALAR[ty]


def _fields(ret: str) -> list[str]:
    return [t.strip() for t in ret[1:-1].split(",")] if ret.startswith("{") else [ret]


def fragment_kernel(intrinsic: str, groups: list[list[str]], ret: str, *, amd: bool = False,
                    extra: tuple[str, ...] = ()) -> str:
    """A kernel ``@frag(ptr %g0, ..., ptr %gN, ptr %out)``: operand group k (a list of IR types)
    is read from array k, lane-major, and passed in order, then ``extra`` (constant operands,
    e.g. MFMA's ``i32 0``); the result (``ret``: a struct's fields or one value) is stored to
    the last array, lane-major."""
    lane = ("call i32 @llvm.amdgcn.workitem.id.x()" if amd
            else "call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
    params = ", ".join(f"ptr %g{k}" for k in range(len(groups))) + ", ptr %out"
    body = [f"  %lane = {lane}", "  %l = zext i32 %lane to i64"]
    args = []
    for k, types in enumerate(groups):
        per = sum(map(_bytes, types))
        body.append(f"  %b{k} = mul i64 %l, {per}")
        off = 0
        for i, t in enumerate(types):
            body += [f"  %o{k}_{i} = add i64 %b{k}, {off}",
                     f"  %p{k}_{i} = getelementptr i8, ptr %g{k}, i64 %o{k}_{i}",
                     f"  %v{k}_{i} = load {t}, ptr %p{k}_{i}, align 1"]
            args.append(f"{t} %v{k}_{i}")
            off += _bytes(t)
    decl_params = [a.split(" %")[0] for a in args] + [e.split()[0] for e in extra]
    body.append(f"  %r = call {ret} @{intrinsic}({', '.join(args + list(extra))})")
    fields = _fields(ret)
    body.append(f"  %ob = mul i64 %l, {sum(map(_bytes, fields))}")
    off = 0
    for i, t in enumerate(fields):
        val = f"%r{i}"
        body.append(f"  {val} = extractvalue {ret} %r, {i}" if ret.startswith("{")
                    else f"  {val} = bitcast {t} %r to {t}")
        body += [f"  %oo{i} = add i64 %ob, {off}", f"  %q{i} = getelementptr i8, ptr %out, i64 %oo{i}",
                 f"  store {t} {val}, ptr %q{i}, align 1"]
        off += _bytes(t)
    cc = "amdgpu_kernel" if amd else "ptx_kernel"
    tid_decl = ("declare i32 @llvm.amdgcn.workitem.id.x()" if amd
                else "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
    return ((AMDGPU if amd else NVPTX)
            + f"\ndefine {cc} void @frag({params}) {{\n" + "\n".join(body) + "\n  ret void\n}\n\n"
            + f"declare {ret} @{intrinsic}({', '.join(decl_params)})\n{tid_decl}\n")


def ldmatrix_kernel(num: int, trans: bool, operand: str = "a") -> str:
    """``@ldm(ptr %M, ptr %out)``: M (16 x 16 f16, row-major) copied by the warp into a shared
    tile of row stride 24 halves (48 bytes: rows stay 16-byte aligned), a barrier, then
    ``ldmatrix.m8n8.x{num}[.trans]`` with lane l's address at row l % 16, column 8 (l / 16)
    (``operand="a"``: mma's A order) or row l % 8 + 8 ((l / 8) % 2), column 8 (l / 16)
    (``"b"``: B's order for .trans); its registers stored to out[l][0..num)."""
    ret = "i32" if num == 1 else "{ " + ", ".join(["i32"] * num) + " }"
    name = f"llvm.nvvm.ldmatrix.sync.aligned.m8n8.x{num}{'.trans' if trans else ''}.b16.p3"
    if operand == "a":
        row = ["  %row = and i64 %l, 15"]
    else:
        row = ["  %r8 = and i64 %l, 7", "  %rb = lshr i64 %l, 3", "  %rb1 = and i64 %rb, 1",
               "  %rb8 = shl i64 %rb1, 3", "  %row = add i64 %r8, %rb8"]
    stores = []
    for i in range(num):
        v = "%r" if num == 1 else f"%r{i}"
        if num > 1:
            stores.append(f"  %r{i} = extractvalue {ret} %r, {i}")
        stores += [f"  %oi{i} = add i64 %ob, {4 * i}",
                   f"  %q{i} = getelementptr i8, ptr %out, i64 %oi{i}",
                   f"  store i32 {v}, ptr %q{i}, align 4"]
    return (NVPTX + "\n@tilelang.tile = internal addrspace(3) global [384 x half] poison, align 16\n\n"
            "define ptx_kernel void @ldm(ptr %M, ptr %out) {\n"
            "  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
            "  %l = zext i32 %lane to i64\n"
            # copy: lane l moves row l / 2, halves 8 (l % 2) .. + 7 (16 bytes)
            "  %cr = lshr i64 %l, 1\n  %cc = and i64 %l, 1\n  %cc8 = shl i64 %cc, 3\n"
            "  %gr = shl i64 %cr, 4\n  %gi = add i64 %gr, %cc8\n"
            "  %gp = getelementptr half, ptr %M, i64 %gi\n"
            "  %v = load <8 x half>, ptr %gp, align 16\n"
            "  %sr = mul i64 %cr, 24\n  %si = add i64 %sr, %cc8\n"
            "  %sp = getelementptr half, ptr addrspace(3) @tilelang.tile, i64 %si\n"
            "  store <8 x half> %v, ptr addrspace(3) %sp, align 16\n"
            "  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n"
            + "\n".join(row) + "\n"
            "  %col = lshr i64 %l, 4\n  %col8 = shl i64 %col, 3\n"
            "  %rr = mul i64 %row, 24\n  %ai = add i64 %rr, %col8\n"
            "  %ap = getelementptr half, ptr addrspace(3) @tilelang.tile, i64 %ai\n"
            f"  %r = call {ret} @{name}(ptr addrspace(3) %ap)\n"
            f"  %ob = mul i64 %l, {4 * num}\n" + "\n".join(stores) + "\n  ret void\n}\n\n"
            f"declare {ret} @{name}(ptr addrspace(3))\n"
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
            "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)\n")


def warp_gemm_kernel(b_trans: bool = True, wait: bool = True) -> str:
    """``@gemm(ptr %A, ptr %B, ptr %C)`` (see the module docstring). ``b_trans=False`` loads B
    with ldmatrix without .trans (a transposed fragment: wrong on purpose); ``wait=False`` drops
    the cp.async wait (the copies are then not complete when the tiles are read)."""
    S = 40  # shared row stride in halves (80 bytes)
    L = ["  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()", "  %l = zext i32 %lane to i64"]
    # cp.async: A and B are 128 chunks of 16 bytes; lane l copies chunks l + 32 q.
    for name, smem in (("A", "@tilelang.As"), ("B", "@tilelang.Bs")):
        for q in range(4):
            c = f"%{name}c{q}"
            L += [f"  {c} = add i64 %l, {32 * q}", f"  {c}r = lshr i64 {c}, 2",
                  f"  {c}k = and i64 {c}, 3", f"  {c}g0 = shl i64 {c}, 4",
                  f"  {c}gp = getelementptr i8, ptr %{name}, i64 {c}g0",
                  f"  {c}gq = addrspacecast ptr {c}gp to ptr addrspace(1)",
                  f"  {c}s0 = mul i64 {c}r, {2 * S}", f"  {c}s1 = shl i64 {c}k, 4",
                  f"  {c}s2 = add i64 {c}s0, {c}s1",
                  f"  {c}sp = getelementptr i8, ptr addrspace(3) {smem}, i64 {c}s2",
                  f"  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) {c}sp, "
                  f"ptr addrspace(1) {c}gq)"]
    L.append("  call void @llvm.nvvm.cp.async.commit.group()")
    if wait:
        L.append("  call void @llvm.nvvm.cp.async.wait.group(i32 0)")
    L.append("  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
    # Lane parts of the addresses (bytes): A: row l % 16, col 8 (l / 16); B: row l % 8 +
    # 8 ((l / 8) % 2), col 8 (l / 16); C: row g (+8), col 2t (+1).
    L += ["  %l16 = and i64 %l, 15", "  %lh = lshr i64 %l, 4", "  %lh8 = shl i64 %lh, 3",
          f"  %la0 = mul i64 %l16, {S}", "  %la1 = add i64 %la0, %lh8", "  %laneA = shl i64 %la1, 1",
          "  %l8 = and i64 %l, 7", "  %lb0 = lshr i64 %l, 3", "  %lb1 = and i64 %lb0, 1",
          "  %lb2 = shl i64 %lb1, 3", "  %lb3 = add i64 %l8, %lb2", f"  %lb4 = mul i64 %lb3, {S}",
          "  %lb5 = add i64 %lb4, %lh8", "  %laneB = shl i64 %lb5, 1",
          "  %g = lshr i64 %l, 2", "  %t = and i64 %l, 3", "  %g32 = shl i64 %g, 5",
          "  %t2 = shl i64 %t, 1", "  %laneC = add i64 %g32, %t2"]
    x4 = "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3"
    x4t = "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3"
    R4, F4 = "{ i32, i32, i32, i32 }", "{ float, float, float, float }"
    mma = "llvm.nvvm.mma.m16n8k16.row.col.f32.f32"
    acc = {(mi, ni): ["0.0"] * 4 for mi in range(2) for ni in range(4)}
    for ki in range(2):
        a = {}
        for mi in range(2):
            off = ((16 * mi) * S + 16 * ki) * 2
            n = f"%a{mi}{ki}"
            L += [f"  {n}o = add i64 %laneA, {off}",
                  f"  {n}p = getelementptr i8, ptr addrspace(3) @tilelang.As, i64 {n}o",
                  f"  {n} = call {R4} @{x4}(ptr addrspace(3) {n}p)"]
            for r in range(4):
                L += [f"  {n}_{r}i = extractvalue {R4} {n}, {r}",
                      f"  {n}_{r} = bitcast i32 {n}_{r}i to <2 x half>"]
            a[mi] = [f"{n}_{r}" for r in range(4)]
        b = {}
        for nj in range(2):
            off = ((16 * ki) * S + 16 * nj) * 2
            n = f"%b{nj}{ki}"
            L += [f"  {n}o = add i64 %laneB, {off}",
                  f"  {n}p = getelementptr i8, ptr addrspace(3) @tilelang.Bs, i64 {n}o",
                  f"  {n} = call {R4} @{x4t if b_trans else x4}(ptr addrspace(3) {n}p)"]
            for r in range(4):
                L += [f"  {n}_{r}i = extractvalue {R4} {n}, {r}",
                      f"  {n}_{r} = bitcast i32 {n}_{r}i to <2 x half>"]
            b[2 * nj] = [f"{n}_0", f"{n}_1"]
            b[2 * nj + 1] = [f"{n}_2", f"{n}_3"]
        for mi in range(2):
            for ni in range(4):
                d = f"%d{mi}{ni}{ki}"
                ops = ([f"<2 x half> {x}" for x in a[mi] + b[ni]]
                       + [f"float {x}" for x in acc[(mi, ni)]])
                L.append(f"  {d} = call {F4} @{mma}({', '.join(ops)})")
                L += [f"  {d}_{r} = extractvalue {F4} {d}, {r}" for r in range(4)]
                acc[(mi, ni)] = [f"{d}_{r}" for r in range(4)]
    for (mi, ni), vals in acc.items():
        for r, v in enumerate(vals):
            off = (16 * mi + 8 * (r >= 2)) * 32 + 8 * ni + (r & 1)
            n = f"%c{mi}{ni}{r}"
            L += [f"  {n}i = add i64 %laneC, {off}", f"  {n}p = getelementptr float, ptr %C, i64 {n}i",
                  f"  store float {v}, ptr {n}p, align 4"]
    return (NVPTX + f"\n@tilelang.As = internal addrspace(3) global [{32 * S} x half] poison, align 16\n"
            f"@tilelang.Bs = internal addrspace(3) global [{32 * S} x half] poison, align 16\n\n"
            "define ptx_kernel void @gemm(ptr %A, ptr %B, ptr %C) {\n" + "\n".join(L)
            + "\n  ret void\n}\n\n"
            f"declare {R4} @{x4}(ptr addrspace(3))\n"
            + (f"declare {R4} @{x4t}(ptr addrspace(3))\n" if b_trans else "")
            + f"declare {F4} @{mma}(" + ", ".join(["<2 x half>"] * 6 + ["float"] * 4) + ")\n"
            "declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))\n"
            "declare void @llvm.nvvm.cp.async.commit.group()\n"
            + ("declare void @llvm.nvvm.cp.async.wait.group(i32 immarg)\n" if wait else "")
            + "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)\n"
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n")
