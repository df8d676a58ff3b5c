; tilelang-layout: interleave(R', C') stores R' x C' sub-tiles contiguously,
; sub-tiles in row-major order, the extents rounded up to multiples of R'
; and C' (the plane grows). Element (r, c) at
;   ((r / R') * ceil(C / C') + c / C') * R' * C' + (r mod R') * C' + c mod C'
;   A: interleave(2, 4) on 5 x 7 float  -> 6 x 8 plane (48 floats, was 35);
;      (4, 6) lands at (2 * 2 + 1) * 8 + 0 * 4 + 2 = 42
;   B: interleave(3, 5) on 7 x 9 half   -> 9 x 10 plane (90, was 63), udiv/urem
;   C: interleave(1, 8) on 4 x 16 float -> same size; its 16-byte accesses
;      stay whole in the 32-byte sub-tile rows
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [35 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !10
@tilelang.B = internal addrspace(3) global [63 x half] poison, align 16, !tilelang.buffer !1, !tilelang.layout.request !11
@tilelang.C = internal addrspace(3) global [64 x float] poison, align 16, !tilelang.buffer !2, !tilelang.layout.request !12

; CHECK: @tilelang.A = internal addrspace(3) global [48 x float] poison, align 16, {{.*}}!tilelang.layout ![[LA:[0-9]+]]
; CHECK: @tilelang.B = internal addrspace(3) global [90 x half] poison, align 16, {{.*}}!tilelang.layout ![[LB:[0-9]+]]
; CHECK: @tilelang.C = internal addrspace(3) global [64 x float] poison, align 16, {{.*}}!tilelang.layout ![[LC:[0-9]+]]

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NEXT:    %[[TR:.+]] = lshr i64 %r, 1
; CHECK-NEXT:    %[[TROW:.+]] = mul nuw nsw i64 %[[TR]], 2
; CHECK-NEXT:    %[[TC:.+]] = lshr i64 %c, 2
; CHECK-NEXT:    %[[TILE:.+]] = add nuw nsw i64 %[[TROW]], %[[TC]]
; CHECK-NEXT:    %[[TBASE:.+]] = mul nuw nsw i64 %[[TILE]], 8
; CHECK-NEXT:    %[[IR:.+]] = and i64 %r, 1
; CHECK-NEXT:    %[[IROW:.+]] = mul nuw nsw i64 %[[IR]], 4
; CHECK-NEXT:    %[[TIN:.+]] = add nuw nsw i64 %[[TBASE]], %[[IROW]]
; CHECK-NEXT:    %[[IC:.+]] = and i64 %c, 3
; CHECK-NEXT:    %[[OFF:.+]] = add nuw nsw i64 %[[TIN]], %[[IC]]
; CHECK-NEXT:    %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[OFF]]
; CHECK-NEXT:    store float 0.000000e+00, ptr addrspace(3) %pa, align 4
; CHECK-NEXT:    %[[BTR:.+]] = udiv i64 %r, 3
; CHECK-NEXT:    %[[BTROW:.+]] = mul nuw nsw i64 %[[BTR]], 2
; CHECK-NEXT:    %[[BTC:.+]] = udiv i64 %c, 5
; CHECK-NEXT:    %[[BTILE:.+]] = add nuw nsw i64 %[[BTROW]], %[[BTC]]
; CHECK-NEXT:    %[[BTBASE:.+]] = mul nuw nsw i64 %[[BTILE]], 15
; CHECK-NEXT:    %[[BIR:.+]] = urem i64 %r, 3
; CHECK-NEXT:    %[[BIROW:.+]] = mul nuw nsw i64 %[[BIR]], 5
; CHECK-NEXT:    %[[BTIN:.+]] = add nuw nsw i64 %[[BTBASE]], %[[BIROW]]
; CHECK-NEXT:    %[[BIC:.+]] = urem i64 %c, 5
; CHECK-NEXT:    %[[BOFF:.+]] = add nuw nsw i64 %[[BTIN]], %[[BIC]]
; CHECK-NEXT:    %pb = getelementptr inbounds half, ptr addrspace(3) @tilelang.B, i64 %[[BOFF]]
; CHECK-NEXT:    store half 0xH0000, ptr addrspace(3) %pb, align 2
; CHECK-NEXT:    %[[CTROW:.+]] = mul nuw nsw i64 %r, 2
; CHECK-NEXT:    %[[CTC:.+]] = lshr i64 %c4, 3
; CHECK-NEXT:    %[[CTILE:.+]] = add nuw nsw i64 %[[CTROW]], %[[CTC]]
; CHECK-NEXT:    %[[CTBASE:.+]] = mul nuw nsw i64 %[[CTILE]], 8
; CHECK-NEXT:    %[[CIC:.+]] = and i64 %c4, 7
; CHECK-NEXT:    %[[COFF:.+]] = add nuw nsw i64 %[[CTBASE]], %[[CIC]]
; CHECK-NEXT:    %pc = getelementptr inbounds float, ptr addrspace(3) @tilelang.C, i64 %[[COFF]]
; CHECK-NEXT:    store <4 x float> zeroinitializer, ptr addrspace(3) %pc, align 16
; CHECK-NEXT:    ret void

; CHECK-DAG: ![[LA]] = !{!"interleave", i64 2, i64 4, i64 5, i64 7, i64 48, i64 1, i64 4}
; CHECK-DAG: ![[LB]] = !{!"interleave", i64 3, i64 5, i64 7, i64 9, i64 90, i64 1, i64 2}
; CHECK-DAG: ![[LC]] = !{!"interleave", i64 1, i64 8, i64 4, i64 16, i64 64, i64 1, i64 4}

; REMARK: layout of 'A' (5 x 7 float): interleave(2, 4): 2 x 4 sub-tiles stored contiguously, 6 x 8 elements a plane; 192 bytes (was 140); from layout(A: interleave(2, 4))
; REMARK: layout of 'B' (7 x 9 half): interleave(3, 5): 3 x 5 sub-tiles stored contiguously, 9 x 10 elements a plane; 180 bytes (was 126); from layout(B: interleave(3, 5))
; REMARK: layout of 'C' (4 x 16 float): interleave(1, 8): 1 x 8 sub-tiles stored contiguously, 4 x 16 elements a plane; from layout(C: interleave(1, 8))

define ptx_kernel void @k(i64 %r, i64 %c, i64 %c4) #0 {
  %oa = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa
  store float 0.0, ptr addrspace(3) %pa, align 4
  %ob = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %r, i64 %c)
  %pb = getelementptr inbounds half, ptr addrspace(3) @tilelang.B, i64 %ob
  store half 0.0, ptr addrspace(3) %pb, align 2
  %oc = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.C, i64 %r, i64 %c4)
  %pc = getelementptr inbounds float, ptr addrspace(3) @tilelang.C, i64 %oc
  store <4 x float> zeroinitializer, ptr addrspace(3) %pc, align 16
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable

attributes #0 = { "target-cpu"="sm_90" }

!0 = !{!"A", i64 5, i64 7}
!1 = !{!"B", i64 7, i64 9}
!2 = !{!"C", i64 4, i64 16}
!10 = !{!"interleave", i64 2, i64 4}
!11 = !{!"interleave", i64 3, i64 5}
!12 = !{!"interleave", i64 1, i64 8}
