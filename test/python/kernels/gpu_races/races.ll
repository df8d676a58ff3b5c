; Hand-made racy kernels: the inter-block race check of test/python/gpu_emulator.py must report
; them (test_gpu_emulated.py, test_race_check_*). They are not compiler bugs -- they are written
; racy -- and the results are right whatever order the blocks run in, so only the race check
; sees them. Both compute C[i] = A[i] + 1 for 0 <= i < n in a grid-stride loop over 128 threads
; a block (the form tilelang-map produces), with one racy access each:
;
;   first_element    thread 0 of every block also writes C[0] = A[0] + 1 (the same value):
;                    C[0] is written by every block;
;   next_block_read  thread 0 of every block also reads the first element of the next block's
;                    part of C (volatile, unused): read by one block, written by another.
;
; NVPTX, with !tilelang.launch records as in test/python/kernels/gpu/vadd.ll. Not in the GPU
; check (gpucheck): racy on purpose. Description: races.py.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @first_element(i32 %n, ptr noalias readonly %A, ptr noalias %C) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %leader = icmp eq i32 %tid, 0
  %some = icmp sgt i32 %n, 0
  %racy = and i1 %leader, %some
  br i1 %racy, label %race, label %start

race:                                   ; every block: C[0] = A[0] + 1
  %a0 = load float, ptr %A, align 4
  %c0 = fadd float %a0, 1.0
  store float %c0, ptr %C, align 4
  br label %start

start:
  %first32 = mul i32 %ctaid, %ntid
  %first.lo = add i32 %first32, %tid
  %first = zext i32 %first.lo to i64
  %stride32 = mul i32 %nctaid, %ntid
  %stride = zext i32 %stride32 to i64
  %n64 = sext i32 %n to i64
  %any = icmp slt i64 %first, %n64
  br i1 %any, label %loop, label %exit

loop:
  %i = phi i64 [ %first, %start ], [ %next, %loop ]
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  %pc = getelementptr inbounds float, ptr %C, i64 %i
  %a = load float, ptr %pa, align 4
  %c = fadd float %a, 1.0
  store float %c, ptr %pc, align 4
  %next = add nuw nsw i64 %i, %stride
  %more = icmp slt i64 %next, %n64
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

define ptx_kernel void @next_block_read(i32 %n, ptr noalias readonly %A, ptr noalias %C) {
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
  %leader = icmp eq i32 %tid, 0
  %peek32 = add i32 %first32, %ntid
  %peek = zext i32 %peek32 to i64
  %inside = icmp slt i64 %peek, %n64
  %racy = and i1 %leader, %inside
  br i1 %racy, label %race, label %start

race:                                   ; C[(ctaid + 1) * ntid], the next block's first element
  %pp = getelementptr inbounds float, ptr %C, i64 %peek
  %unused = load volatile float, ptr %pp, align 4
  br label %start

start:
  %any = icmp slt i64 %first, %n64
  br i1 %any, label %loop, label %exit

loop:
  %i = phi i64 [ %first, %start ], [ %next, %loop ]
  %pa = getelementptr inbounds float, ptr %A, i64 %i
  %pc = getelementptr inbounds float, ptr %C, i64 %i
  %a = load float, ptr %pa, align 4
  %c = fadd float %a, 1.0
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

; grid.x = (zext n + 127) udiv 128 for both.
!tilelang.launch = !{!0, !1}
!0 = !{ptr @first_element, !"{\22kernel\22: \22first_element\22, \22block\22: [128, 1, 1], \22grid\22: [[\22udiv\22, [\22add\22, [\22zext\22, 32, [\22param\22, 0]], 127], 128], 1, 1], \22distribute\22: \22block_wise\22, \22shared_bytes\22: 0, \22dynamic_shared_bytes\22: 0, \22params\22: [\22i32\22, \22ptr\22, \22ptr\22]}"}
!1 = !{ptr @next_block_read, !"{\22kernel\22: \22next_block_read\22, \22block\22: [128, 1, 1], \22grid\22: [[\22udiv\22, [\22add\22, [\22zext\22, 32, [\22param\22, 0]], 127], 128], 1, 1], \22distribute\22: \22block_wise\22, \22shared_bytes\22: 0, \22dynamic_shared_bytes\22: 0, \22params\22: [\22i32\22, \22ptr\22, \22ptr\22]}"}
