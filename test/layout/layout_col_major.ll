; tilelang-layout: layout(A: col_major) on a 16 x 8 float buffer: element
; (r, c) at c * 16 + r (R = 16 rows); same size.
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [128 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !1

; CHECK: @tilelang.A = internal addrspace(3) global [128 x float] poison, align 16, {{.*}}!tilelang.layout ![[LAY:[0-9]+]]
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NEXT:    %[[COL:.+]] = mul nuw nsw i64 %c, 16
; CHECK-NEXT:    %[[OFF:.+]] = add nuw nsw i64 %[[COL]], %r
; CHECK-NEXT:    %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[OFF]]
; CHECK-NEXT:    store float %v, ptr addrspace(3) %p, align 4
; CHECK: ![[LAY]] = !{!"col_major", i64 0, i64 0, i64 16, i64 8, i64 128, i64 1, i64 4}

; REMARK: layout of 'A' (16 x 8 float): col_major (element (r, c) at c * 16 + r); from layout(A: col_major)

define ptx_kernel void @k(i64 %r, i64 %c, float %v) #0 {
  %off = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %off
  store float %v, ptr addrspace(3) %p, align 4
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable

!0 = !{!"A", i64 16, i64 8}
!1 = !{!"col_major", i64 0, i64 0}

attributes #0 = { "target-cpu"="sm_90" }
