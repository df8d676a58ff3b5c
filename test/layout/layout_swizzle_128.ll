; tilelang-layout: layout(A: swizzle(128)) on a 32 x 32 float tile (rows of
; 128 bytes): the 16-byte chunk index XORed with row mod 8 (CuTe's
; Swizzle<3,4,3>), i.e. element offset (r * 32 + c) ^ ((r & 7) << 2). The
; 16-byte vector stores of the copy-in stay whole and 16-byte aligned. The
; remark is at the directive of the loop.
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !1

; CHECK: @tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, {{.*}}!tilelang.layout ![[LAY:[0-9]+]]
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         %[[ROW:.+]] = mul nuw nsw i64 %r, 32
; CHECK-NEXT:    %[[LIN:.+]] = add nuw nsw i64 %[[ROW]], %c
; CHECK-NEXT:    %[[PH:.+]] = and i64 %r, 7
; CHECK-NEXT:    %[[X:.+]] = shl nuw nsw i64 %[[PH]], 2
; CHECK-NEXT:    %[[SWZ:.+]] = xor i64 %[[LIN]], %[[X]]
; CHECK-NEXT:    %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[SWZ]]
; CHECK-NEXT:    store <4 x float> %v, ptr addrspace(3) %p, align 16
; CHECK:       loop:
; CHECK:         %[[ROW2:.+]] = mul nuw nsw i64 %ty, 32
; CHECK-NEXT:    %[[LIN2:.+]] = add nuw nsw i64 %[[ROW2]], %k
; CHECK-NEXT:    %[[PH2:.+]] = and i64 %ty, 7
; CHECK-NEXT:    %[[X2:.+]] = shl nuw nsw i64 %[[PH2]], 2
; CHECK-NEXT:    %[[SWZ2:.+]] = xor i64 %[[LIN2]], %[[X2]]
; CHECK-NEXT:    %q = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[SWZ2]]
; CHECK-NEXT:    %a = load float, ptr addrspace(3) %q, align 4
; CHECK: ![[LAY]] = !{!"swizzle", i64 128, i64 1, i64 32, i64 32, i64 1024, i64 1, i64 4}

; REMARK: remark: k.cu:12:1: layout of 'A' (32 x 32 float): swizzle, 128-byte span: 16-byte chunk ^= row mod 8; from layout(A: swizzle(128))

define ptx_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, i64 %t, i64 %ty) #0 {
entry:
  ; copy-in: thread t stores the 16-byte chunk t (8 a row)
  %r = lshr i64 %t, 3
  %t7 = and i64 %t, 7
  %c = shl nuw nsw i64 %t7, 2
  %g = getelementptr inbounds <4 x float>, ptr addrspace(1) %src, i64 %t
  %v = load <4 x float>, ptr addrspace(1) %g, align 16
  %off = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %off
  store <4 x float> %v, ptr addrspace(3) %p, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %off2 = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %ty, i64 %k)
  %q = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %off2
  %a = load float, ptr addrspace(3) %q, align 4
  %sum = fadd float %acc, %a
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, 32
  br i1 %done, label %exit, label %loop, !llvm.loop !2

exit:
  %o = getelementptr inbounds float, ptr addrspace(1) %dst, i64 %ty
  store float %sum, ptr addrspace(1) %o, align 4
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

attributes #0 = { "target-cpu"="sm_90" }

!0 = !{!"A", i64 32, i64 32}
!1 = !{!"swizzle", i64 128, i64 0}
!2 = distinct !{!2, !3}
!3 = !{!"tilelang.directive", !"tilelang.v1;line=12;col=1;tile=32,32;buffer=A:shared;layout=A:swizzle(128);arrays=A;file=k.cu"}
