; The block shape decides which threads share a warp. Without nvvm.reqntid /
; !reqd_work_group_size / -tilelang-sram-bank-block-dims the pass analyses one
; warp with tid.x = lane, says so, and reports addresses that use tid.y as
; unknown; the option supplies the shape.
;
; RUN: %llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -pass-remarks-analysis=tilelang-sram-bank -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=NONE
; RUN: %llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -tilelang-sram-bank-block-dims=16,16 -pass-remarks-analysis=tilelang-sram-bank -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; NONE: ld.shared.b32 of tile (4 B per lane): address @tile + 128*tid.x; 32 wavefronts per warp (1 phase, 31 conflicts; 32 words on bank 0) [block shape unknown: one warp, tid.x = lane]
; NONE-NEXT: ld.shared.b32 of tile (4 B per lane): address unknown: tid.y with an unknown block shape
; NONE-NEXT: tilelang-sram-bank: shape: 2 scratchpad accesses (1 known, 1 unknown), 31 conflicts when each runs once (sm_90, 32 banks x 4 B, block shape unknown)
;
; A warp of a 16 x 16 block is two rows of 16: tid.x 0..15, tid.y 0..1.
; OPT: ld.shared.b32 of tile (4 B per lane): address @tile + 128*tid.x; 16 wavefronts per warp (1 phase, 15 conflicts; 16 words on bank 0)
; OPT-NEXT: ld.shared.b32 of tile (4 B per lane): address @tile + 128*tid.x + 4*tid.y; 16 wavefronts per warp (1 phase, 15 conflicts; 16 words on bank 0)
; OPT-NEXT: tilelang-sram-bank: shape: 2 scratchpad accesses (2 known, 0 unknown), 30 conflicts when each runs once (sm_90, 32 banks x 4 B, block 16x16x1 from -tilelang-sram-bank-block-dims)

@tile = internal addrspace(3) global [32 x [32 x float]] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

define ptx_kernel void @shape(ptr addrspace(1) %out) {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i32 0, i32 %x, i32 0
  %a = load volatile float, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i32 0, i32 %x, i32 %y
  %b = load volatile float, ptr addrspace(3) %q, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
