; vadd: C[i] = A[i] + B[i] for 0 <= i < n, and vadd_capped, the same with at most 2 blocks.
;
; A hand-made NVPTX module in the form tilelang-map produces: ptx_kernel functions whose loop
; is grid-stride (correct for any grid), and one !tilelang.launch record per kernel (the JSON
; launch contract of python/tilelang_llvm/launch.py). It lets the harness's GPU path (compile,
; ptxas, launch, check, sanitizers) be tested without the passes. Description: vadd.py.
;
;   tilelang-llvm compile test/python/kernels/gpu/vadd.ll --target sm_90
;   tilelang-llvm run test/python/kernels/gpu/vadd.ll --target sm_90 --kernel vadd --sizes n=1000

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @vadd(i32 %n, ptr noalias readonly %A, ptr noalias readonly %B, ptr noalias %C) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %first32 = mul i32 %ctaid, %ntid
  %first.lo = add i32 %first32, %tid
  %first = zext i32 %first.lo to i64
  %stride32 = mul i32 %nctaid, %ntid
  %stride = zext i32 %stride32 to i64
  %n64 = sext i32 %n to i64
  %any = icmp slt i64 %first, %n64
  br i1 %any, label %loop, label %exit

loop:
  %i = phi i64 [ %first, %entry ], [ %next, %loop ]
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  %pb = getelementptr inbounds float, ptr %B, i64 %i
  %pc = getelementptr inbounds float, ptr %C, i64 %i
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  %c = fadd float %a, %b
  store float %c, ptr %pc, align 4
  %next = add nuw nsw i64 %i, %stride
  %more = icmp slt i64 %next, %n64
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; The same loop; its launch record caps the grid at 2 blocks (round_robin): every block walks
; many elements, which checks that the harness's grid and the kernel's stride agree.
define ptx_kernel void @vadd_capped(i32 %n, ptr noalias readonly %A, ptr noalias readonly %B, ptr noalias %C) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %first32 = mul i32 %ctaid, %ntid
  %first.lo = add i32 %first32, %tid
  %first = zext i32 %first.lo to i64
  %stride32 = mul i32 %nctaid, %ntid
  %stride = zext i32 %stride32 to i64
  %n64 = sext i32 %n to i64
  %any = icmp slt i64 %first, %n64
  br i1 %any, label %loop, label %exit

loop:
  %i = phi i64 [ %first, %entry ], [ %next, %loop ]
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  %pb = getelementptr inbounds float, ptr %B, i64 %i
  %pc = getelementptr inbounds float, ptr %C, i64 %i
  %a = load float, ptr %pa, align 4
  %b = load float, ptr %pb, align 4
  %c = fadd float %a, %b
  store float %c, ptr %pc, align 4
  %next = add nuw nsw i64 %i, %stride
  %more = icmp slt i64 %next, %n64
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

; grid.x of vadd = (zext n + 255) udiv 256; of vadd_capped = umin(that, 2).
!tilelang.launch = !{!0, !1}
!0 = !{ptr @vadd, !"{\22kernel\22: \22vadd\22, \22block\22: [256, 1, 1], \22grid\22: [[\22udiv\22, [\22add\22, [\22zext\22, 32, [\22param\22, 0]], 255], 256], 1, 1], \22distribute\22: \22block_wise\22, \22shared_bytes\22: 0, \22dynamic_shared_bytes\22: 0, \22params\22: [\22i32\22, \22ptr\22, \22ptr\22, \22ptr\22]}"}
!1 = !{ptr @vadd_capped, !"{\22kernel\22: \22vadd_capped\22, \22block\22: [128, 1, 1], \22grid\22: [[\22umin\22, [\22udiv\22, [\22add\22, [\22zext\22, 32, [\22param\22, 0]], 127], 128], 2], 1, 1], \22distribute\22: \22round_robin\22, \22shared_bytes\22: 0, \22dynamic_shared_bytes\22: 0, \22params\22: [\22i32\22, \22ptr\22, \22ptr\22, \22ptr\22]}"}
