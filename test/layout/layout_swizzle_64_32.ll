; tilelang-layout: the 64- and 32-byte swizzle spans. Element offset
; (r * C + c) ^ ((r mod (S / 16)) << log2(16 / element bytes)):
;   A: swizzle(64), 16 x 16 float (rows of 64 bytes): ^ ((r & 3) << 2)
;   B: swizzle(64), 8 x 64 half (rows of 128 bytes, span 64: the chunk's
;      two low bits): ^ ((r & 3) << 3)
;   C: swizzle(32), 16 x 16 half (rows of 32 bytes): ^ ((r & 1) << 3)
;   D: swizzle(32), 8 x 4 double (rows of 32 bytes): ^ ((r & 1) << 1)
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [256 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !10
@tilelang.B = internal addrspace(3) global [512 x half] poison, align 16, !tilelang.buffer !1, !tilelang.layout.request !10
@tilelang.C = internal addrspace(3) global [256 x half] poison, align 16, !tilelang.buffer !2, !tilelang.layout.request !11
@tilelang.D = internal addrspace(3) global [32 x double] poison, align 16, !tilelang.buffer !3, !tilelang.layout.request !11

; CHECK: @tilelang.A = {{.*}}[256 x float]{{.*}}!tilelang.layout ![[LA:[0-9]+]]
; CHECK: @tilelang.B = {{.*}}[512 x half]{{.*}}!tilelang.layout ![[LB:[0-9]+]]
; CHECK: @tilelang.C = {{.*}}[256 x half]{{.*}}!tilelang.layout ![[LC:[0-9]+]]
; CHECK: @tilelang.D = {{.*}}[32 x double]{{.*}}!tilelang.layout ![[LD:[0-9]+]]

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NEXT:    %[[AR:.+]] = mul nuw nsw i64 %r, 16
; CHECK-NEXT:    %[[AL:.+]] = add nuw nsw i64 %[[AR]], %c
; CHECK-NEXT:    %[[AP:.+]] = and i64 %r, 3
; CHECK-NEXT:    %[[AX:.+]] = shl nuw nsw i64 %[[AP]], 2
; CHECK-NEXT:    %[[AS:.+]] = xor i64 %[[AL]], %[[AX]]
; CHECK-NEXT:    %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[AS]]
; CHECK-NEXT:    store float 0.000000e+00, ptr addrspace(3) %pa, align 4
; CHECK-NEXT:    %[[BR:.+]] = mul nuw nsw i64 %r, 64
; CHECK-NEXT:    %[[BL:.+]] = add nuw nsw i64 %[[BR]], %c
; CHECK-NEXT:    %[[BP:.+]] = and i64 %r, 3
; CHECK-NEXT:    %[[BX:.+]] = shl nuw nsw i64 %[[BP]], 3
; CHECK-NEXT:    %[[BS:.+]] = xor i64 %[[BL]], %[[BX]]
; CHECK-NEXT:    %pb = getelementptr inbounds half, ptr addrspace(3) @tilelang.B, i64 %[[BS]]
; CHECK-NEXT:    store <8 x half> zeroinitializer, ptr addrspace(3) %pb, align 16
; CHECK-NEXT:    %[[CR:.+]] = mul nuw nsw i64 %r, 16
; CHECK-NEXT:    %[[CL:.+]] = add nuw nsw i64 %[[CR]], %c
; CHECK-NEXT:    %[[CP:.+]] = and i64 %r, 1
; CHECK-NEXT:    %[[CX:.+]] = shl nuw nsw i64 %[[CP]], 3
; CHECK-NEXT:    %[[CS:.+]] = xor i64 %[[CL]], %[[CX]]
; CHECK-NEXT:    %pc = getelementptr inbounds half, ptr addrspace(3) @tilelang.C, i64 %[[CS]]
; CHECK-NEXT:    store half 0xH0000, ptr addrspace(3) %pc, align 2
; CHECK-NEXT:    %[[DR:.+]] = mul nuw nsw i64 %r, 4
; CHECK-NEXT:    %[[DL:.+]] = add nuw nsw i64 %[[DR]], %c
; CHECK-NEXT:    %[[DP:.+]] = and i64 %r, 1
; CHECK-NEXT:    %[[DX:.+]] = shl nuw nsw i64 %[[DP]], 1
; CHECK-NEXT:    %[[DS:.+]] = xor i64 %[[DL]], %[[DX]]
; CHECK-NEXT:    %pd = getelementptr inbounds double, ptr addrspace(3) @tilelang.D, i64 %[[DS]]
; CHECK-NEXT:    store <2 x double> zeroinitializer, ptr addrspace(3) %pd, align 16
; CHECK-NEXT:    ret void

; CHECK-DAG: ![[LA]] = !{!"swizzle", i64 64, i64 1, i64 16, i64 16, i64 256, i64 1, i64 4}
; CHECK-DAG: ![[LB]] = !{!"swizzle", i64 64, i64 1, i64 8, i64 64, i64 512, i64 1, i64 2}
; CHECK-DAG: ![[LC]] = !{!"swizzle", i64 32, i64 1, i64 16, i64 16, i64 256, i64 1, i64 2}
; CHECK-DAG: ![[LD]] = !{!"swizzle", i64 32, i64 1, i64 8, i64 4, i64 32, i64 1, i64 8}

; REMARK: layout of 'A' (16 x 16 float): swizzle, 64-byte span: 16-byte chunk ^= row mod 4; from layout(A: swizzle(64))
; REMARK: layout of 'B' (8 x 64 half): swizzle, 64-byte span: 16-byte chunk ^= row mod 4; from layout(B: swizzle(64))
; REMARK: layout of 'C' (16 x 16 half): swizzle, 32-byte span: 16-byte chunk ^= row mod 2; from layout(C: swizzle(32))
; REMARK: layout of 'D' (8 x 4 double): swizzle, 32-byte span: 16-byte chunk ^= row mod 2; from layout(D: swizzle(32))

; The subscripts stay in every buffer's bounds: r < 8, c < 4, multiples of
; 8 for B's 16-byte vectors and of 2 for D's.
define ptx_kernel void @k(i64 %r, i64 %c) #0 {
  %oa = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa
  store float 0.0, ptr addrspace(3) %pa, align 4
  %ob = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %r, i64 %c)
  %pb = getelementptr inbounds half, ptr addrspace(3) @tilelang.B, i64 %ob
  store <8 x half> zeroinitializer, ptr addrspace(3) %pb, align 16
  %oc = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.C, i64 %r, i64 %c)
  %pc = getelementptr inbounds half, ptr addrspace(3) @tilelang.C, i64 %oc
  store half 0.0, ptr addrspace(3) %pc, align 2
  %od = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.D, i64 %r, i64 %c)
  %pd = getelementptr inbounds double, ptr addrspace(3) @tilelang.D, i64 %od
  store <2 x double> zeroinitializer, ptr addrspace(3) %pd, align 16
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable

attributes #0 = { "target-cpu"="sm_90" }

!0 = !{!"A", i64 16, i64 16}
!1 = !{!"B", i64 8, i64 64}
!2 = !{!"C", i64 16, i64 16}
!3 = !{!"D", i64 8, i64 4}
!10 = !{!"swizzle", i64 64, i64 0}
!11 = !{!"swizzle", i64 32, i64 0}
