; tilelang-layout on AMDGPU: layout(X: auto) asks gfx942's getMemoryLayout
; (64 lanes, its LDS phases), applies the answer, and the launch record's
; "shared_bytes" becomes the LDS bytes after the layouts (no dynamic LDS).
;   A: 2 x 64 x 64 float (2 pipeline stages), 16-byte accesses
;   B: 64 x 64 float, 4-byte accesses
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@tilelang.A = internal addrspace(3) global [8192 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !10
@tilelang.B = internal addrspace(3) global [4096 x float] poison, align 16, !tilelang.buffer !1, !tilelang.layout.request !10

; CHECK: @tilelang.A = internal addrspace(3) global [8192 x float] poison, align 16, {{.*}}!tilelang.layout ![[LA:[0-9]+]]
; CHECK: @tilelang.B = internal addrspace(3) global [4160 x float] poison, align 16, {{.*}}!tilelang.layout ![[LB:[0-9]+]]
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NEXT:    %[[AR:.+]] = mul nuw nsw i64 %r, 64
; CHECK-NEXT:    %[[AL:.+]] = add nuw nsw i64 %[[AR]], %c4
; CHECK-NEXT:    %[[AP:.+]] = and i64 %r, 7
; CHECK-NEXT:    %[[AX:.+]] = shl nuw nsw i64 %[[AP]], 2
; CHECK-NEXT:    %[[AS:.+]] = xor i64 %[[AL]], %[[AX]]
; CHECK-NEXT:    %[[AB:.+]] = mul nuw nsw i64 %s, 4096
; CHECK-NEXT:    %[[AO:.+]] = add nuw nsw i64 %[[AB]], %[[AS]]
; CHECK-NEXT:    %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[AO]]
; CHECK-NEXT:    %v = load <4 x float>, ptr addrspace(3) %pa, align 16
; CHECK-NEXT:    %e = extractelement <4 x float> %v, i32 0
; CHECK-NEXT:    %[[BR:.+]] = mul nuw nsw i64 %c, 65
; CHECK-NEXT:    %[[BL:.+]] = add nuw nsw i64 %[[BR]], %r
; CHECK-NEXT:    %pb = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %[[BL]]
; CHECK: !tilelang.launch = !{![[LR:[0-9]+]]}
; CHECK-DAG: ![[LA]] = !{!"swizzle", i64 128, i64 1, i64 64, i64 64, i64 4096, i64 2, i64 4}
; CHECK-DAG: ![[LB]] = !{!"pad", i64 1, i64 0, i64 64, i64 64, i64 4160, i64 1, i64 4}
; CHECK-DAG: ![[LR]] = !{ptr @k, !"{\22block\22:[256,1,1],\22dynamic_shared_bytes\22:0,\22grid\22:[16,16,1],\22shared_bytes\22:49408}"}

; REMARK: layout of 'A' (2 x 64 x 64 float): swizzle, 128-byte span: 16-byte chunk ^= row mod 8; from layout(A: auto): gfx942: 64 x 64 tile of 4-byte elements (rows of 256 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 144 swizzle(128) 32 swizzle(64) 48 swizzle(32) 80 pad(4) 40 -> swizzle(128)
; REMARK: layout of 'B' (64 x 64 float): pad(1): rows of 65 elements; 16640 bytes (was 16384); from layout(B: auto): gfx942: 64 x 64 tile of 4-byte elements (rows of 256 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 132 swizzle(128) 20 swizzle(64) 36 swizzle(32) 68 pad(1) 8 pad(2) 12 pad(4) 20 -> pad(1)

define amdgpu_kernel void @k(i64 %s, i64 %r, i64 %c4, i64 %c) #0 {
  %oa = call i64 @tilelang.buffer.offset.3(ptr addrspace(3) @tilelang.A, i64 %s, i64 %r, i64 %c4)
  %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa
  %v = load <4 x float>, ptr addrspace(3) %pa, align 16
  %e = extractelement <4 x float> %v, i32 0
  %ob = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %c, i64 %r)
  %pb = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %ob
  store float %e, ptr addrspace(3) %pb, align 4
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable
declare i64 @tilelang.buffer.offset.3(ptr addrspace(3), i64, i64, i64) memory(none) nounwind willreturn speculatable

attributes #0 = { "target-cpu"="gfx942" }

!tilelang.launch = !{!20}

!0 = !{!"A", i64 2, i64 64, i64 64}
!1 = !{!"B", i64 64, i64 64}
!10 = !{!"auto", i64 0, i64 0}
!20 = !{ptr @k, !"{\22block\22:[256,1,1],\22dynamic_shared_bytes\22:0,\22grid\22:[16,16,1],\22shared_bytes\22:49152}"}
