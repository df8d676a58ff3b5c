; tilelang-layout: `swizzle` without a span takes the largest of 128, 64 and
; 32 bytes that divides the row's bytes; rows shorter than an explicit span
; share a phase (Q = span / row bytes rows a phase, rows rounded up to a
; multiple of Q); where no span fits it pads, and the remark says why.
;   A: 32 x 48 float, rows of 192 bytes        -> 64-byte span, ^ ((r & 3) << 2)
;   B: 8 x 8 float, rows of 32 bytes           -> 32-byte span, ^ ((r & 1) << 2)
;   C: 16 x 64 half, rows of 128 bytes         -> 128-byte span, ^ ((r & 7) << 3)
;   E: 4 x 4 <4 x float>, rows of 64 bytes     -> 64-byte span, chunk = element: ^ (r & 3)
;   S: swizzle(128), 9 x 16 float, rows of 64 bytes -> 2 rows a phase:
;      ^ (((r >> 1) & 7) << 2), 10 rows allocated (160 floats)
;   F: 8 x 3 float, rows of 12 bytes           -> pad(1)
;   G: 4 x 2 <8 x float>, 32-byte elements     -> pad(1)
;   H: swizzle(128), 4 x 24 float, rows of 96 bytes -> neither a multiple nor a
;      divisor of 128: the 32-byte span
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [1536 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !20
@tilelang.B = internal addrspace(3) global [64 x float] poison, align 16, !tilelang.buffer !1, !tilelang.layout.request !20
@tilelang.C = internal addrspace(3) global [1024 x half] poison, align 16, !tilelang.buffer !2, !tilelang.layout.request !20
@tilelang.E = internal addrspace(3) global [16 x <4 x float>] poison, align 16, !tilelang.buffer !3, !tilelang.layout.request !20
@tilelang.S = internal addrspace(3) global [144 x float] poison, align 16, !tilelang.buffer !4, !tilelang.layout.request !21
@tilelang.F = internal addrspace(3) global [24 x float] poison, align 16, !tilelang.buffer !5, !tilelang.layout.request !20
@tilelang.G = internal addrspace(3) global [8 x <8 x float>] poison, align 32, !tilelang.buffer !6, !tilelang.layout.request !20
@tilelang.H = internal addrspace(3) global [96 x float] poison, align 16, !tilelang.buffer !7, !tilelang.layout.request !21

; CHECK: @tilelang.S = internal addrspace(3) global [160 x float] poison, align 16
; CHECK: @tilelang.F = internal addrspace(3) global [32 x float] poison, align 16
; CHECK: @tilelang.G = internal addrspace(3) global [12 x <8 x float>] poison, align 32

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NEXT:    %[[AR:.+]] = mul nuw nsw i64 %r, 48
; CHECK-NEXT:    %[[AL:.+]] = add nuw nsw i64 %[[AR]], %c
; CHECK-NEXT:    %[[AP:.+]] = and i64 %r, 3
; CHECK-NEXT:    %[[AX:.+]] = shl nuw nsw i64 %[[AP]], 2
; CHECK-NEXT:    %[[AS:.+]] = xor i64 %[[AL]], %[[AX]]
; CHECK-NEXT:    getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[AS]]
; CHECK:         %[[BR:.+]] = mul nuw nsw i64 %r, 8
; CHECK-NEXT:    %[[BL:.+]] = add nuw nsw i64 %[[BR]], %c
; CHECK-NEXT:    %[[BP:.+]] = and i64 %r, 1
; CHECK-NEXT:    %[[BX:.+]] = shl nuw nsw i64 %[[BP]], 2
; CHECK-NEXT:    %[[BS:.+]] = xor i64 %[[BL]], %[[BX]]
; CHECK-NEXT:    getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %[[BS]]
; CHECK:         %[[CR:.+]] = mul nuw nsw i64 %r, 64
; CHECK-NEXT:    %[[CL:.+]] = add nuw nsw i64 %[[CR]], %c
; CHECK-NEXT:    %[[CP:.+]] = and i64 %r, 7
; CHECK-NEXT:    %[[CX:.+]] = shl nuw nsw i64 %[[CP]], 3
; CHECK-NEXT:    %[[CS:.+]] = xor i64 %[[CL]], %[[CX]]
; CHECK-NEXT:    getelementptr inbounds half, ptr addrspace(3) @tilelang.C, i64 %[[CS]]
; CHECK:         %[[ER:.+]] = mul nuw nsw i64 %r, 4
; CHECK-NEXT:    %[[EL:.+]] = add nuw nsw i64 %[[ER]], %c
; CHECK-NEXT:    %[[EP:.+]] = and i64 %r, 3
; CHECK-NEXT:    %[[ES:.+]] = xor i64 %[[EL]], %[[EP]]
; CHECK-NEXT:    getelementptr inbounds <4 x float>, ptr addrspace(3) @tilelang.E, i64 %[[ES]]
; CHECK:         %[[SR:.+]] = mul nuw nsw i64 %r, 16
; CHECK-NEXT:    %[[SL:.+]] = add nuw nsw i64 %[[SR]], %c
; CHECK-NEXT:    %[[SG:.+]] = lshr i64 %r, 1
; CHECK-NEXT:    %[[SP:.+]] = and i64 %[[SG]], 7
; CHECK-NEXT:    %[[SX:.+]] = shl nuw nsw i64 %[[SP]], 2
; CHECK-NEXT:    %[[SS:.+]] = xor i64 %[[SL]], %[[SX]]
; CHECK-NEXT:    getelementptr inbounds float, ptr addrspace(3) @tilelang.S, i64 %[[SS]]
; CHECK:         %[[FR:.+]] = mul nuw nsw i64 %r, 4
; CHECK-NEXT:    %[[FL:.+]] = add nuw nsw i64 %[[FR]], %c
; CHECK-NEXT:    getelementptr inbounds float, ptr addrspace(3) @tilelang.F, i64 %[[FL]]
; CHECK:         %[[GR:.+]] = mul nuw nsw i64 %r, 3
; CHECK-NEXT:    %[[GL:.+]] = add nuw nsw i64 %[[GR]], %c
; CHECK-NEXT:    getelementptr inbounds <8 x float>, ptr addrspace(3) @tilelang.G, i64 %[[GL]]
; CHECK:         %[[HR:.+]] = mul nuw nsw i64 %r, 24
; CHECK-NEXT:    %[[HL:.+]] = add nuw nsw i64 %[[HR]], %c
; CHECK-NEXT:    %[[HP:.+]] = and i64 %r, 1
; CHECK-NEXT:    %[[HX:.+]] = shl nuw nsw i64 %[[HP]], 2
; CHECK-NEXT:    %[[HS:.+]] = xor i64 %[[HL]], %[[HX]]
; CHECK-NEXT:    getelementptr inbounds float, ptr addrspace(3) @tilelang.H, i64 %[[HS]]

; REMARK: layout of 'A' (32 x 48 float): swizzle, 64-byte span: 16-byte chunk ^= row mod 4; from layout(A: swizzle)
; REMARK: layout of 'B' (8 x 8 float): swizzle, 32-byte span: 16-byte chunk ^= row mod 2; from layout(B: swizzle)
; REMARK: layout of 'C' (16 x 64 half): swizzle, 128-byte span: 16-byte chunk ^= row mod 8; from layout(C: swizzle)
; REMARK: layout of 'E' (4 x 4 <4 x float>): swizzle, 64-byte span: 16-byte chunk ^= row mod 4; from layout(E: swizzle)
; REMARK: layout of 'S' (9 x 16 float): swizzle, 128-byte span: 16-byte chunk ^= (row / 2) mod 8 (2 rows of 64 bytes a span), 10 rows allocated; 640 bytes (was 576); from layout(S: swizzle(128))
; REMARK: layout of 'F' (8 x 3 float): pad(1): rows of 4 elements; 128 bytes (was 96); swizzle does not fit 'F': its rows of 12 bytes hold fewer than two 16-byte chunks; pad(1) instead; from layout(F: swizzle)
; REMARK: layout of 'G' (4 x 2 <8 x float>): pad(1): rows of 3 elements; 384 bytes (was 256); swizzle does not fit 'G': its 32-byte elements do not tile 16-byte chunks; pad(1) instead; from layout(G: swizzle)
; REMARK: layout of 'H' (4 x 24 float): swizzle, 32-byte span: 16-byte chunk ^= row mod 2; 128 bytes neither divide nor are a multiple of its rows of 96 bytes: a 32-byte span instead; from layout(H: swizzle(128))

define ptx_kernel void @k(i64 %r, i64 %c) #0 {
  %oa = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa
  store float 0.0, ptr addrspace(3) %pa, align 4
  %ob = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %r, i64 %c)
  %pb = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %ob
  store float 0.0, ptr addrspace(3) %pb, align 4
  %oc = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.C, i64 %r, i64 %c)
  %pc = getelementptr inbounds half, ptr addrspace(3) @tilelang.C, i64 %oc
  store half 0.0, ptr addrspace(3) %pc, align 2
  %oe = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.E, i64 %r, i64 %c)
  %pe = getelementptr inbounds <4 x float>, ptr addrspace(3) @tilelang.E, i64 %oe
  store <4 x float> zeroinitializer, ptr addrspace(3) %pe, align 16
  %os = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.S, i64 %r, i64 %c)
  %ps = getelementptr inbounds float, ptr addrspace(3) @tilelang.S, i64 %os
  store float 0.0, ptr addrspace(3) %ps, align 4
  %of = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.F, i64 %r, i64 %c)
  %pf = getelementptr inbounds float, ptr addrspace(3) @tilelang.F, i64 %of
  store float 0.0, ptr addrspace(3) %pf, align 4
  %og = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.G, i64 %r, i64 %c)
  %pg = getelementptr inbounds <8 x float>, ptr addrspace(3) @tilelang.G, i64 %og
  store <8 x float> zeroinitializer, ptr addrspace(3) %pg, align 32
  %oh = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.H, i64 %r, i64 %c)
  %ph = getelementptr inbounds float, ptr addrspace(3) @tilelang.H, i64 %oh
  store float 0.0, ptr addrspace(3) %ph, align 4
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable

attributes #0 = { "target-cpu"="sm_90" }

!0 = !{!"A", i64 32, i64 48}
!1 = !{!"B", i64 8, i64 8}
!2 = !{!"C", i64 16, i64 64}
!3 = !{!"E", i64 4, i64 4}
!4 = !{!"S", i64 9, i64 16}
!5 = !{!"F", i64 8, i64 3}
!6 = !{!"G", i64 4, i64 2}
!7 = !{!"H", i64 4, i64 24}
!20 = !{!"swizzle", i64 0, i64 0}
!21 = !{!"swizzle", i64 128, i64 0}
