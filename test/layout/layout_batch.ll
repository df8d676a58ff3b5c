; tilelang-layout: dimensions before the last two are a batch of planes
; (the pipeline(S) stage, or any outer dimension): offset = plane * (the
; elements of one laid-out plane) + the layout of (row, column).
;   A: 2 x 32 x 32 float, swizzle(128) (a 2-stage pipeline buffer):
;      s * 1024 + ((r * 32 + c) ^ ((r & 7) << 2))
;   P: 2 x 3 x 8 x 8 float, pad(1): planes (x0 * 3 + x1) of 8 x 9 floats:
;      (x0 * 3 + x1) * 72 + r * 9 + c; 432 floats (was 384)
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [2048 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !10
@tilelang.P = internal addrspace(3) global [384 x float] poison, align 16, !tilelang.buffer !1, !tilelang.layout.request !11

; CHECK: @tilelang.A = internal addrspace(3) global [2048 x float] poison, align 16, {{.*}}!tilelang.layout ![[LA:[0-9]+]]
; CHECK: @tilelang.P = internal addrspace(3) global [432 x float] poison, align 16, {{.*}}!tilelang.layout ![[LP:[0-9]+]]

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NEXT:    %[[ROW:.+]] = mul nuw nsw i64 %r, 32
; CHECK-NEXT:    %[[LIN:.+]] = add nuw nsw i64 %[[ROW]], %c
; CHECK-NEXT:    %[[PH:.+]] = and i64 %r, 7
; CHECK-NEXT:    %[[X:.+]] = shl nuw nsw i64 %[[PH]], 2
; CHECK-NEXT:    %[[SWZ:.+]] = xor i64 %[[LIN]], %[[X]]
; CHECK-NEXT:    %[[BASE:.+]] = mul nuw nsw i64 %s, 1024
; CHECK-NEXT:    %[[OFF:.+]] = add nuw nsw i64 %[[BASE]], %[[SWZ]]
; CHECK-NEXT:    %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[OFF]]
; CHECK-NEXT:    store float 0.000000e+00, ptr addrspace(3) %pa, align 4
; CHECK-NEXT:    %[[PROW:.+]] = mul nuw nsw i64 %r, 9
; CHECK-NEXT:    %[[PLIN:.+]] = add nuw nsw i64 %[[PROW]], %c
; CHECK-NEXT:    %[[OUTER:.+]] = mul nuw nsw i64 %s, 3
; CHECK-NEXT:    %[[PLANE:.+]] = add nuw nsw i64 %[[OUTER]], %x1
; CHECK-NEXT:    %[[PBASE:.+]] = mul nuw nsw i64 %[[PLANE]], 72
; CHECK-NEXT:    %[[POFF:.+]] = add nuw nsw i64 %[[PBASE]], %[[PLIN]]
; CHECK-NEXT:    %pp = getelementptr inbounds float, ptr addrspace(3) @tilelang.P, i64 %[[POFF]]
; CHECK-NEXT:    store float 0.000000e+00, ptr addrspace(3) %pp, align 4
; CHECK-NEXT:    ret void

; CHECK-DAG: ![[LA]] = !{!"swizzle", i64 128, i64 1, i64 32, i64 32, i64 1024, i64 2, i64 4}
; CHECK-DAG: ![[LP]] = !{!"pad", i64 1, i64 0, i64 8, i64 8, i64 72, i64 6, i64 4}

; REMARK: layout of 'A' (2 x 32 x 32 float): swizzle, 128-byte span: 16-byte chunk ^= row mod 8; from layout(A: swizzle(128))
; REMARK: layout of 'P' (2 x 3 x 8 x 8 float): pad(1): rows of 9 elements; 1728 bytes (was 1536); from layout(P: pad(1))

define ptx_kernel void @k(i64 %s, i64 %x1, i64 %r, i64 %c) #0 {
  %oa = call i64 @tilelang.buffer.offset.3(ptr addrspace(3) @tilelang.A, i64 %s, i64 %r, i64 %c)
  %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa
  store float 0.0, ptr addrspace(3) %pa, align 4
  %op = call i64 @tilelang.buffer.offset.4(ptr addrspace(3) @tilelang.P, i64 %s, i64 %x1, i64 %r, i64 %c)
  %pp = getelementptr inbounds float, ptr addrspace(3) @tilelang.P, i64 %op
  store float 0.0, ptr addrspace(3) %pp, align 4
  ret void
}

declare i64 @tilelang.buffer.offset.3(ptr addrspace(3), i64, i64, i64) memory(none) nounwind willreturn speculatable
declare i64 @tilelang.buffer.offset.4(ptr addrspace(3), i64, i64, i64, i64) memory(none) nounwind willreturn speculatable

attributes #0 = { "target-cpu"="sm_90" }

!0 = !{!"A", i64 2, i64 32, i64 32}
!1 = !{!"P", i64 2, i64 3, i64 8, i64 8}
!10 = !{!"swizzle", i64 128, i64 0}
!11 = !{!"pad", i64 1, i64 0}
