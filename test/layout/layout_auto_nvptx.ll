; tilelang-layout: layout(X: auto), or no request at all, asks sm_90's
; getMemoryLayout with the tile's shape (the last two extents) and the
; widest access in the function, and applies its answer; the remark gives
; the hook's figures.
;   A: 32 x 32 float, 16-byte copy-in stores and 4-byte loads, auto
;   B: 64 x 32 half, 16-byte accesses, no request
;   C: 32 x 32 float, 4-byte accesses only, auto
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !10
@tilelang.B = internal addrspace(3) global [2048 x half] poison, align 16, !tilelang.buffer !1
@tilelang.C = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !2, !tilelang.layout.request !10

; CHECK: @tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, {{.*}}!tilelang.layout ![[LA:[0-9]+]]
; CHECK: @tilelang.B = internal addrspace(3) global [2048 x half] poison, align 16, !tilelang.buffer ![[BB:[0-9]+]], !tilelang.layout ![[LB:[0-9]+]]
; CHECK: @tilelang.C = internal addrspace(3) global [1056 x float] poison, align 16, {{.*}}!tilelang.layout ![[LC:[0-9]+]]
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:         %[[AP:.+]] = and i64 %r, 7
; CHECK-NEXT:    %[[AX:.+]] = shl nuw nsw i64 %[[AP]], 2
; CHECK-NEXT:    %[[AS:.+]] = xor i64 %{{.+}}, %[[AX]]
; CHECK-NEXT:    %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[AS]]
; CHECK:         %[[BP:.+]] = and i64 %r, 3
; CHECK-NEXT:    %[[BX:.+]] = shl nuw nsw i64 %[[BP]], 3
; CHECK-NEXT:    %[[BS:.+]] = xor i64 %{{.+}}, %[[BX]]
; CHECK-NEXT:    %pb = getelementptr inbounds half, ptr addrspace(3) @tilelang.B, i64 %[[BS]]
; CHECK:         %[[CR:.+]] = mul nuw nsw i64 %r, 33
; CHECK-NEXT:    %[[CL:.+]] = add nuw nsw i64 %[[CR]], %c
; CHECK-NEXT:    %pc = getelementptr inbounds float, ptr addrspace(3) @tilelang.C, i64 %[[CL]]
; CHECK-DAG: ![[LA]] = !{!"swizzle", i64 128, i64 1, i64 32, i64 32, i64 1024, i64 1, i64 4}
; CHECK-DAG: ![[LB]] = !{!"swizzle", i64 64, i64 1, i64 64, i64 32, i64 2048, i64 1, i64 2}
; CHECK-DAG: ![[LC]] = !{!"pad", i64 1, i64 0, i64 32, i64 32, i64 1056, i64 1, i64 4}

; REMARK: layout of 'A' (32 x 32 float): swizzle, 128-byte span: 16-byte chunk ^= row mod 8; from layout(A: auto): sm_90: 32 x 32 tile of 4-byte elements (rows of 128 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 72 swizzle(128) 16 swizzle(64) 24 swizzle(32) 40 pad(4) 16 -> swizzle(128)
; REMARK: layout of 'B' (64 x 32 half): swizzle, 64-byte span: 16-byte chunk ^= row mod 4; from layout(B: auto): sm_90: 64 x 32 tile of 2-byte elements (rows of 64 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 40 swizzle(64) 24 swizzle(32) 40 pad(8) 24 -> swizzle(64)
; REMARK: layout of 'C' (32 x 32 float): pad(1): rows of 33 elements; 4224 bytes (was 4096); from layout(C: auto): sm_90: 32 x 32 tile of 4-byte elements (rows of 128 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 66 swizzle(128) 10 swizzle(64) 18 swizzle(32) 34 pad(1) 4 pad(2) 6 pad(4) 10 -> pad(1)

define ptx_kernel void @k(i64 %r, i64 %c4, i64 %c8, i64 %c) #0 {
  %oa = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c4)
  %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa
  store <4 x float> zeroinitializer, ptr addrspace(3) %pa, align 16
  %oa2 = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %c, i64 %r)
  %pa2 = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa2
  %va = load float, ptr addrspace(3) %pa2, align 4
  %ob = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %r, i64 %c8)
  %pb = getelementptr inbounds half, ptr addrspace(3) @tilelang.B, i64 %ob
  store <8 x half> zeroinitializer, ptr addrspace(3) %pb, align 16
  %oc = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.C, i64 %r, i64 %c)
  %pc = getelementptr inbounds float, ptr addrspace(3) @tilelang.C, i64 %oc
  store float %va, ptr addrspace(3) %pc, align 4
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable

attributes #0 = { "target-cpu"="sm_90" }

!0 = !{!"A", i64 32, i64 32}
!1 = !{!"B", i64 64, i64 32}
!2 = !{!"C", i64 32, i64 32}
!10 = !{!"auto", i64 0, i64 0}
