; tilelang-layout: layout(B: pad(4)) on a 32 x 32 float buffer copied in
; with 16-byte vectors: rows of 36 floats (144 bytes, a multiple of 16), so
; the <4 x float> accesses stay whole and 16-byte aligned; 1152 floats.
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.B = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !1

; CHECK: @tilelang.B = internal addrspace(3) global [1152 x float] poison, align 16, {{.*}}!tilelang.layout ![[LAY:[0-9]+]]
; CHECK-LABEL: define ptx_kernel float @copy(
; CHECK:         %[[ROW:.+]] = mul nuw nsw i64 %r, 36
; CHECK-NEXT:    %[[OFF:.+]] = add nuw nsw i64 %[[ROW]], %c
; CHECK-NEXT:    %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %[[OFF]]
; CHECK-NEXT:    store <4 x float> %v, ptr addrspace(3) %p, align 16
; CHECK:         %[[ROW2:.+]] = mul nuw nsw i64 %k, 36
; CHECK-NEXT:    %[[OFF2:.+]] = add nuw nsw i64 %[[ROW2]], %j
; CHECK-NEXT:    %q = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %[[OFF2]]
; CHECK-NEXT:    %w = load float, ptr addrspace(3) %q, align 4
; CHECK: ![[LAY]] = !{!"pad", i64 4, i64 0, i64 32, i64 32, i64 1152, i64 1, i64 4}

; REMARK: layout of 'B' (32 x 32 float): pad(4): rows of 36 elements; 4608 bytes (was 4096); from layout(B: pad(4))

; Thread t copies the 16-byte chunk t of the 32 x 32 tile (8 per row), then
; reads B(k, j).
define ptx_kernel float @copy(ptr addrspace(1) %src, i64 %t, i64 %k, i64 %j) #0 {
  %r = lshr i64 %t, 3
  %q4 = and i64 %t, 7
  %c = shl nuw nsw i64 %q4, 2
  %g = getelementptr inbounds <4 x float>, ptr addrspace(1) %src, i64 %t
  %v = load <4 x float>, ptr addrspace(1) %g, align 16
  %off = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %r, i64 %c)
  %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %off
  store <4 x float> %v, ptr addrspace(3) %p, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %off2 = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %k, i64 %j)
  %q = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %off2
  %w = load float, ptr addrspace(3) %q, align 4
  ret float %w
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

!0 = !{!"B", i64 32, i64 32}
!1 = !{!"pad", i64 4, i64 0}

attributes #0 = { "target-cpu"="sm_90" }
