; tilelang-layout: layout(A: pad(1)) on a 32 x 32 float buffer: rows of 33
; elements, element (r, c) at r * 33 + c; the global grows from 1024 to 1056
; floats and keeps its name, alignment and metadata. A float store that
; claimed 16-byte alignment (a column that is a multiple of 4) keeps only 4
; (rows of 132 bytes).
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !1

; CHECK: @tilelang.A = internal addrspace(3) global [1056 x float] poison, align 16, !tilelang.buffer ![[BUF:[0-9]+]], !tilelang.layout.request ![[REQ:[0-9]+]], !tilelang.layout ![[LAY:[0-9]+]]
; CHECK-NOT: @tilelang.A
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NEXT:    %[[ROW:.+]] = mul nuw nsw i64 %r, 33
; CHECK-NEXT:    %[[OFF:.+]] = add nuw nsw i64 %[[ROW]], %c
; CHECK-NEXT:    %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[OFF]]
; CHECK-NEXT:    store float %v, ptr addrspace(3) %p, align 4
; CHECK-NEXT:    %c4 = shl nuw nsw i64 %c, 2
; CHECK-NEXT:    %[[ROW4:.+]] = mul nuw nsw i64 %r, 33
; CHECK-NEXT:    %[[OFF4:.+]] = add nuw nsw i64 %[[ROW4]], %c4
; CHECK-NEXT:    %q = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[OFF4]]
; CHECK-NEXT:    store float %v, ptr addrspace(3) %q, align 4
; CHECK-NEXT:    ret void
; CHECK-NOT: declare {{.*}}tilelang.buffer.offset
; CHECK: ![[BUF]] = !{!"A", i64 32, i64 32}
; CHECK: ![[REQ]] = !{!"pad", i64 1, i64 0}
; CHECK: ![[LAY]] = !{!"pad", i64 1, i64 0, i64 32, i64 32, i64 1056, i64 1, i64 4}

; REMARK: layout of 'A' (32 x 32 float): pad(1): rows of 33 elements; 4224 bytes (was 4096); from layout(A: pad(1))

define ptx_kernel void @k(i64 %r, i64 %c, float %v) #0 {
  %off = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %off
  store float %v, ptr addrspace(3) %p, align 4
  %c4 = shl nuw nsw i64 %c, 2
  %off4 = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c4)
  %q = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %off4
  store float %v, ptr addrspace(3) %q, align 16
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable

!0 = !{!"A", i64 32, i64 32}
!1 = !{!"pad", i64 1, i64 0}

attributes #0 = { "target-cpu"="sm_90" }
