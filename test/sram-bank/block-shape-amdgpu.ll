; AMDGPU gfx942 packs the work-item ids in one register (x | y << 10 |
; z << 20). Without a block shape, an address that uses the y bits is
; unknown (found by evaluating with y = 0 and y = 1); one that masks them off
; is analysed over one wave.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -pass-remarks-analysis=tilelang-sram-bank -o /dev/null %s 2>&1 | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -tilelang-sram-bank-block-dims=64,4 -pass-remarks-analysis=tilelang-sram-bank -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=OPT
;
; CHECK: ds_read_b32 of {{.*}} (4 B per lane): address 128*tid.x; 64 wavefronts per wave (2 phases, 62 conflicts; 32 words on bank 0) [block shape unknown: one wave, tid.x = lane]
; CHECK-NEXT: ds_read_b32 of {{.*}} (4 B per lane): address unknown: tid.y or tid.z with an unknown block shape
; OPT: ds_read_b32 of {{.*}} (4 B per lane): address 128*tid.x; 64 wavefronts per wave (2 phases, 62 conflicts; 32 words on bank 0)
; OPT-NEXT: ds_read_b32 of {{.*}} (4 B per lane): address 128*tid.x + 4*tid.y; 64 wavefronts per wave (2 phases, 62 conflicts; 32 words on bank 0)

@tile = internal addrspace(3) global [64 x [32 x float]] undef, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()

define amdgpu_kernel void @shape(ptr addrspace(1) %out) {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %p = getelementptr inbounds [64 x [32 x float]], ptr addrspace(3) @tile, i32 0, i32 %x, i32 0
  %a = load volatile float, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds [64 x [32 x float]], ptr addrspace(3) @tile, i32 0, i32 %x, i32 %y
  %b = load volatile float, ptr addrspace(3) %q, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
