; AMDGPU remapping: a 64 x 64 tile written by rows and read by columns
; (block 64 x 4: a wave is one row of 64 lanes), LDS allocated at a known
; address (the per-kernel LDS struct, !absolute_symbol); and a buffer used by
; an atomic, left alone.
;   (amdgpu-remap.mir is this file after llc -O3 -stop-after=finalize-isel)
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x [64 x float]] undef, align 16
@counts = internal addrspace(3) global [64 x [64 x i32]] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()

define amdgpu_kernel void @transpose(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %gi = getelementptr inbounds float, ptr addrspace(1) %in, i32 %x
  %v = load float, ptr addrspace(1) %gi, align 4
  %w = getelementptr inbounds [64 x [64 x float]], ptr addrspace(3) @tile, i32 0, i32 %y, i32 %x
  store float %v, ptr addrspace(3) %w, align 4
  call void @llvm.amdgcn.s.barrier()
  %r = getelementptr inbounds [64 x [64 x float]], ptr addrspace(3) @tile, i32 0, i32 %x, i32 %y
  %t = load float, ptr addrspace(3) %r, align 4
  %go = getelementptr inbounds float, ptr addrspace(1) %out, i32 %x
  store float %t, ptr addrspace(1) %go, align 4
  ret void
}

define amdgpu_kernel void @histogram(ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %c = getelementptr inbounds [64 x [64 x i32]], ptr addrspace(3) @counts, i32 0, i32 %x, i32 %y
  %old = atomicrmw add ptr addrspace(3) %c, i32 1 monotonic, align 4
  %v = load i32, ptr addrspace(3) %c, align 4
  %s = add i32 %v, %old
  %go = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %x
  store i32 %s, ptr addrspace(1) %go, align 4
  ret void
}

declare void @llvm.amdgcn.s.barrier()

attributes #0 = { "target-cpu"="gfx942" }
!0 = !{i32 64, i32 4, i32 1}
