; tilelang-layout: layout(A: row_major) keeps the offsets r * C + c (16 x 32
; floats: r * 32 + c), the global's size and every access; it records the
; layout and removes the offset declaration.
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [512 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !1

; CHECK: @tilelang.A = internal addrspace(3) global [512 x float] poison, align 16, !tilelang.buffer ![[BUF:[0-9]+]], !tilelang.layout.request ![[REQ:[0-9]+]], !tilelang.layout ![[LAY:[0-9]+]]

; CHECK-LABEL: define ptx_kernel float @k(
; CHECK-NEXT:    %[[ROW:.+]] = mul nuw nsw i64 %r, 32
; CHECK-NEXT:    %[[OFF:.+]] = add nuw nsw i64 %[[ROW]], %c
; CHECK-NEXT:    %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[OFF]]
; CHECK-NEXT:    store float %v, ptr addrspace(3) %p, align 4
; CHECK-NEXT:    %[[ROW2:.+]] = mul nuw nsw i64 %c2, 32
; CHECK-NEXT:    %[[OFF2:.+]] = add nuw nsw i64 %[[ROW2]], %r
; CHECK-NEXT:    %q = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[OFF2]]
; CHECK-NEXT:    %w = load float, ptr addrspace(3) %q, align 4
; CHECK-NEXT:    ret float %w
; CHECK-NOT: tilelang.buffer.offset
; CHECK: ![[LAY]] = !{!"row_major", i64 0, i64 0, i64 16, i64 32, i64 512, i64 1, i64 4}

; REMARK: remark: <unknown>:0:0: layout of 'A' (16 x 32 float): row_major; from layout(A: row_major)

define ptx_kernel float @k(i64 %r, i64 %c, i64 %c2, float %v) #0 {
  %off = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %off
  store float %v, ptr addrspace(3) %p, align 4
  %off2 = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %c2, i64 %r)
  %q = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %off2
  %w = load float, ptr addrspace(3) %q, align 4
  ret float %w
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable

!0 = !{!"A", i64 16, i64 32}
!1 = !{!"row_major", i64 0, i64 0}

attributes #0 = { "target-cpu"="sm_90" }
