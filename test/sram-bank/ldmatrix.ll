; tilelang-sram-bank on the matrix lowering's shared-memory accesses (lib/matrix,
; compute(tensor_core)): ldmatrix reads and cp.async writes, on hand-written
; kernels with the address arithmetic the lowering emits for examples/gemm_f16.cpp
; (block 16 x 16, 8 warps; A tile 128 x 32 halves = 64-byte rows, B tile
; 32 x 128 halves = 256-byte rows; the swizzle of lib/layout/LayoutPass.h:
; element (r, c) at (r * Cols + c) ^ (((r / Q) mod 8) * 8), Q = 2 for A, 1 for B).
;
; The rules (lib/sram-bank/BankCost.cpp): an ldmatrix .xN is N phases, matrix j
; served from the row addresses of lanes 8j..8j+7 (PTX ISA, ldmatrix), each
; row 16 bytes, so a matrix is 128 bytes = one wavefront of the 32 banks x 4 B
; when its 8 rows fall on distinct 16-byte bank groups; a row sharing its bank
; group with k-1 others costs k wavefronts. cp.async ... 16 is a 16-byte store
; per lane (sm_90's phases for 16-byte writes: four quarter-warps).
;
; RUN: %llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 -pass-remarks-analysis=tilelang-sram-bank -o /dev/null %s 2>&1 | FileCheck %s
; RUN: %llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 -tilelang-sram-bank-mode=remap -pass-remarks-analysis=tilelang-sram-bank -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=REMAP
; RUN: rm -f %t.json
; RUN: %llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 -tilelang-sram-bank-report=%t.json -o /dev/null %s
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; The PTX the kernels become (same instructions as the lowering's).
; RUN: %llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 -o - %s | FileCheck %s --check-prefix=PTX
; PTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16
; PTX: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
; PTX: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;

@A = internal addrspace(3) global [8192 x i8] poison, align 128, !tilelang.layout !0
@B = internal addrspace(3) global [8192 x i8] poison, align 128, !tilelang.layout !1
@U = internal addrspace(3) global [8192 x i8] poison, align 128
@V = internal addrspace(3) global [8192 x i8] poison, align 128
@W = internal addrspace(3) global [8192 x i8] poison, align 128

; The swizzled A tile (k contiguous; what the lowering reads with ldmatrix.x4):
; lane (tx, ty) of warp w supplies row r = 64 * (ty / 2 mod 2) + tx, column
; c = 8 * (ty mod 2) (halves), element (r * 32 + c) ^ (((r / 2) mod 8) * 8).
; Matrix 0 (lanes 0-7: rows 0-7, column 0): bytes 0, 64, 144, 208, 288, 352,
; 432, 496 -- modulo 128: 0, 64, 16, 80, 32, 96, 48, 112, eight distinct
; 16-byte bank groups: 1 wavefront; the same for matrices 1-3 (rows 8-15,
; columns 0 and 8). x4: 4, x2 (lanes 0-15): 2, x1 (lanes 0-7): 1.
; CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 of A (4 matrices of 8 rows x 16 B, row addresses from lanes 0-31): address @A + f(tid); 4 wavefronts per warp (4 phases, 0 conflicts)
; CHECK: ldmatrix.sync.aligned.m8n8.x2.shared.b16 of A (2 matrices of 8 rows x 16 B, row addresses from lanes 0-15): address @A + f(tid) + 2048; 2 wavefronts per warp (2 phases, 0 conflicts)
; CHECK: ldmatrix.sync.aligned.m8n8.x1.shared.b16 of A (1 matrix of 8 rows x 16 B, row addresses from lanes 0-7): address @A + f(tid) + 4096; 1 wavefront per warp (1 phase, 0 conflicts)
; CHECK: tilelang-sram-bank: a_swizzled: 3 scratchpad accesses (3 known, 0 unknown), 0 conflicts when each runs once (sm_90, 32 banks x 4 B, block 16x16x1 from nvvm.reqntid)
; Buffers without conflicts are not looked at by the remap mode.
; REMAP-NOT: buffer A:
; REMAP-NOT: buffer B:
define ptx_kernel void @a_swizzled(ptr addrspace(1) %out) #0 {
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty32 = shl i32 %ty, 5
  %rhi = and i32 %ty32, 64
  %r = or disjoint i32 %rhi, %tx
  %ty8 = shl i32 %ty, 3
  %c = and i32 %ty8, 8
  %rc0 = shl i32 %r, 5
  %rc = or disjoint i32 %rc0, %c
  %tx4 = shl i32 %tx, 2
  %sw = and i32 %tx4, 56
  %e = xor i32 %rc, %sw
  %b = shl i32 %e, 1
  %b64 = zext i32 %b to i64
  %p = getelementptr i8, ptr addrspace(3) @A, i64 %b64
  %m4 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p)
  %v4 = extractvalue { i32, i32, i32, i32 } %m4, 3
  %p2 = getelementptr i8, ptr addrspace(3) %p, i64 2048
  %m2 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %p2)
  %v2 = extractvalue { i32, i32 } %m2, 1
  %p1 = getelementptr i8, ptr addrspace(3) %p, i64 4096
  %v1 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %p1)
  %s0 = add i32 %v4, %v2
  %s = add i32 %s0, %v1
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; The swizzled B tile (n contiguous, read with .trans): lane (tx, ty) supplies
; k row r = tx, column c = 8 * (ty mod 2) + 32 * (ty / 4 mod 2) + 64 * (ty / 8)
; (halves), element (r * 128 + c) ^ ((r mod 8) * 8). Matrix 0 (rows 0-7 of
; 256 bytes, column 0): bytes 256 * r + 16 * r, modulo 128 16 * r: eight
; distinct bank groups, 1 wavefront; x4: 4.
; CHECK: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 of B (4 matrices of 8 rows x 16 B, row addresses from lanes 0-31): address @B + f(tid); 4 wavefronts per warp (4 phases, 0 conflicts)
; CHECK: tilelang-sram-bank: b_swizzled_trans: 1 scratchpad access (1 known, 0 unknown), 0 conflicts
define ptx_kernel void @b_swizzled_trans(ptr addrspace(1) %out) #0 {
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty8 = shl i32 %ty, 3
  %c = and i32 %ty8, 104
  %r = shl i32 %tx, 7
  %rc = or disjoint i32 %c, %r
  %tx8 = shl i32 %tx, 3
  %sw = and i32 %tx8, 56
  %e = xor i32 %rc, %sw
  %b = shl i32 %e, 1
  %b64 = zext i32 %b to i64
  %p = getelementptr i8, ptr addrspace(3) @B, i64 %b64
  %m = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %p)
  %v = extractvalue { i32, i32, i32, i32 } %m, 0
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; The cp.async copy-in of the swizzled A tile: thread t = 16 * ty + tx writes
; 8 halves at row r = t / 4, column c = 8 * (t mod 4), element
; (32 * r + c) ^ (t & 56). Quarter-warp 0 (t = 0-7): bytes 0-112 step 16, one
; line: 1 wavefront; quarter-warp 1 (t = 8-15, XOR 8): bytes 144, 128, 176,
; 160, 208, 192, 240, 224, modulo 128 eight distinct groups: 1; 4 per warp.
; A cp.async at a 128-byte stride puts the 8 lanes of each quarter-warp on
; banks 0-3: 8 wavefronts per phase, 32 per warp (28 conflicts).
; CHECK: cp.async.cg.shared.global.16 of A (16 B per lane): address @A + f(tid); 4 wavefronts per warp (4 phases, 0 conflicts)
; CHECK: cp.async.cg.shared.global.16 of W (16 B per lane): address @W + 128*tid.x + 2048*tid.y; 32 wavefronts per warp (4 phases, 28 conflicts; 8 words on bank 0)
; CHECK: tilelang-sram-bank: cp_async: 2 scratchpad accesses (2 known, 0 unknown), 28 conflicts
; REMAP: buffer W: not remapped: it is accessed by cp.async.cg.shared.global.16, whose address the remap mode does not rewrite
define ptx_kernel void @cp_async(ptr addrspace(1) %src) #0 {
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty16 = shl i32 %ty, 4
  %t = or disjoint i32 %ty16, %tx
  %r = lshr i32 %t, 2
  %tx8 = shl i32 %tx, 3
  %c = and i32 %tx8, 24
  %r32 = shl i32 %r, 5
  %rc = or disjoint i32 %r32, %c
  %sw = and i32 %t, 56
  %e = xor i32 %rc, %sw
  %b = shl i32 %e, 1
  %b64 = zext i32 %b to i64
  %p = getelementptr i8, ptr addrspace(3) @A, i64 %b64
  %t64 = zext i32 %t to i64
  %g = getelementptr <8 x half>, ptr addrspace(1) %src, i64 %t64
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %p, ptr addrspace(1) %g)
  %s = shl i32 %t, 7
  %s64 = zext i32 %s to i64
  %q = getelementptr i8, ptr addrspace(3) @W, i64 %s64
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %q, ptr addrspace(1) %g)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  ret void
}

; The A tile without the swizzle (row-major, 64-byte rows), read as above:
; matrix 0 reads rows 0-7 at bytes 64 * r, modulo 128 0, 64, 0, 64, ...: rows
; r and r + 2 share their bank group, so banks 0-3 get rows 0, 2, 4, 6 and
; banks 16-19 rows 1, 3, 5, 7, four distinct words each: 4 wavefronts per
; matrix. x4: 16 (12 conflicts), x2: 8, x1: 4.
; CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 of U (4 matrices of 8 rows x 16 B, row addresses from lanes 0-31): address @U + f(tid); 16 wavefronts per warp (4 phases, 12 conflicts; 4 words on bank 0)
; CHECK: ldmatrix.sync.aligned.m8n8.x2.shared.b16 of U (2 matrices of 8 rows x 16 B, row addresses from lanes 0-15): address @U + f(tid) + 2048; 8 wavefronts per warp (2 phases, 6 conflicts; 4 words on bank 0)
; CHECK: ldmatrix.sync.aligned.m8n8.x1.shared.b16 of U (1 matrix of 8 rows x 16 B, row addresses from lanes 0-7): address @U + f(tid) + 4096; 4 wavefronts per warp (1 phase, 3 conflicts; 4 words on bank 0)
; CHECK: tilelang-sram-bank: a_unswizzled: 3 scratchpad accesses (3 known, 0 unknown), 21 conflicts
; REMAP: buffer U: not remapped: it is accessed by ldmatrix.sync.aligned.m8n8.x4.shared.b16, whose address the remap mode does not rewrite
define ptx_kernel void @a_unswizzled(ptr addrspace(1) %out) #0 {
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty32 = shl i32 %ty, 5
  %rhi = and i32 %ty32, 64
  %r = or disjoint i32 %rhi, %tx
  %ty8 = shl i32 %ty, 3
  %c = and i32 %ty8, 8
  %rc0 = shl i32 %r, 5
  %e = or disjoint i32 %rc0, %c
  %b = shl i32 %e, 1
  %b64 = zext i32 %b to i64
  %p = getelementptr i8, ptr addrspace(3) @U, i64 %b64
  %m4 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %p)
  %v4 = extractvalue { i32, i32, i32, i32 } %m4, 3
  %p2 = getelementptr i8, ptr addrspace(3) %p, i64 2048
  %m2 = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3) %p2)
  %v2 = extractvalue { i32, i32 } %m2, 1
  %p1 = getelementptr i8, ptr addrspace(3) %p, i64 4096
  %v1 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %p1)
  %s0 = add i32 %v4, %v2
  %s = add i32 %s0, %v1
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; The B tile without the swizzle (256-byte rows) read with .trans: the 8 rows
; of a matrix are 256 bytes apart, all on the same 4 banks: 8 wavefronts per
; matrix, 32 per x4 (28 conflicts).
; CHECK: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 of V (4 matrices of 8 rows x 16 B, row addresses from lanes 0-31): address @V + f(tid); 32 wavefronts per warp (4 phases, 28 conflicts; 8 words on bank 0)
; REMAP: buffer V: not remapped: it is accessed by ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16, whose address the remap mode does not rewrite
define ptx_kernel void @b_unswizzled_trans(ptr addrspace(1) %out) #0 {
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty8 = shl i32 %ty, 3
  %c = and i32 %ty8, 104
  %r = shl i32 %tx, 7
  %e = or disjoint i32 %c, %r
  %b = shl i32 %e, 1
  %b64 = zext i32 %b to i64
  %p = getelementptr i8, ptr addrspace(3) @V, i64 %b64
  %m = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %p)
  %v = extractvalue { i32, i32, i32, i32 } %m, 0
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; JSON: "instruction":"ldmatrix.sync.aligned.m8n8.x4.shared.b16","kind":"ldmatrix","matrices":4,"buffer":"A","width":16,"write":false,"known":true,"address":"@A + f(tid)","wavefronts":4,
; JSON: "instruction":"cp.async.cg.shared.global.16","kind":"cp.async","buffer":"A","width":16,"write":true,"known":true,{{.*}}"wavefronts":4,
; JSON: "instruction":"ldmatrix.sync.aligned.m8n8.x4.shared.b16","kind":"ldmatrix","matrices":4,"buffer":"U",{{.*}}"wavefronts":16,{{.*}}"conflicts":12,

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3))
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16.p3(ptr addrspace(3))
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3))
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)

attributes #0 = { "nvvm.reqntid"="16,16,1" }

!0 = !{!"swizzle", i64 128, i64 2, i64 128, i64 32, i64 4096, i64 3, i64 2}
!1 = !{!"swizzle", i64 128, i64 1, i64 32, i64 128, i64 4096, i64 3, i64 2}
