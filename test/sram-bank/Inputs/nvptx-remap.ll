; A 32 x 32 tile written by rows and read by columns (32-way conflicts), a
; buffer whose address escapes, one that tilelang-layout laid out, and one
; visible outside the module.
;   (the .mir test is this file after llc -O3 -stop-after=finalize-isel)
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@escapes = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@laidout = internal addrspace(3) global [32 x [32 x float]] undef, align 4, !tilelang.layout !0
@visible = addrspace(3) global [32 x [32 x float]] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

define ptx_kernel void @transpose(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %gi = getelementptr inbounds float, ptr addrspace(1) %in, i32 %x
  %v = load float, ptr addrspace(1) %gi, align 4
  %w = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i32 0, i32 %y, i32 %x
  store float %v, ptr addrspace(3) %w, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %r = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i32 0, i32 %x, i32 %y
  %t = load float, ptr addrspace(3) %r, align 4
  %go = getelementptr inbounds float, ptr addrspace(1) %out, i32 %x
  store float %t, ptr addrspace(1) %go, align 4
  ret void
}

define ptx_kernel void @others(ptr addrspace(1) %out) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %e = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @escapes, i32 0, i32 %x, i32 %y
  %ev = load float, ptr addrspace(3) %e, align 4
  %ei = ptrtoint ptr addrspace(3) %e to i64
  %pe = getelementptr inbounds i64, ptr addrspace(1) %out, i32 %x
  store i64 %ei, ptr addrspace(1) %pe, align 8
  %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @laidout, i32 0, i32 %x, i32 %y
  %lv = load float, ptr addrspace(3) %l, align 4
  %g = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @visible, i32 0, i32 %x, i32 %y
  %gv = load float, ptr addrspace(3) %g, align 4
  %s0 = fadd float %ev, %lv
  %s1 = fadd float %s0, %gv
  %pf = getelementptr inbounds float, ptr addrspace(1) %out, i32 %y
  store float %s1, ptr addrspace(1) %pf, align 4
  ret void
}

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "nvvm.reqntid"="32,8" "target-cpu"="sm_90" }
!0 = !{!"swizzle", i32 128}
