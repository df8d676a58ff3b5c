; tilelang-layout on AMDGPU: the staged buffers' bytes after their layouts
; against the chip's LDS per block (no dynamic LDS). 128 x 64 and 64 x 128
; floats fill gfx942's 65536 bytes exactly (tilelang-target-check accepts
; them); pad(4) grows A to 128 x 68 floats, 67584 bytes in all: an error at
; the directive with both numbers. On gfx950 (163840 bytes) they fit.
; RUN: not %opt -passes=tilelang-layout -disable-output %s 2>&1 | FileCheck %s
; RUN: sed 's/gfx942/gfx950/' %s | %opt -passes=tilelang-layout -S | FileCheck %s --check-prefix=GFX950

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@tilelang.A = internal addrspace(3) global [8192 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !10
@tilelang.B = internal addrspace(3) global [8192 x float] poison, align 16, !tilelang.buffer !1, !tilelang.layout.request !11

; CHECK: error: k.hip:7:1: in function gemm void (i64, i64): staged buffers 'A' (34816 bytes), 'B' (32768 bytes) need 67584 bytes of LDS per block after their layouts; gfx942 allows 65536
; CHECK-NOT: error

; GFX950: @tilelang.A = internal addrspace(3) global [8704 x float] poison, align 16
; GFX950: @tilelang.B = internal addrspace(3) global [8192 x float] poison, align 16
; GFX950-NOT: dynamic_smem

define amdgpu_kernel void @gemm(i64 %r, i64 %c) #0 {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %oa = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %k)
  %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa
  %a = load float, ptr addrspace(3) %pa, align 4
  %ob = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %k, i64 %c)
  %pb = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %ob
  store float %a, ptr addrspace(3) %pb, align 4
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, 64
  br i1 %done, label %exit, label %loop, !llvm.loop !2

exit:
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable

attributes #0 = { "target-cpu"="gfx942" }

!0 = !{!"A", i64 128, i64 64}
!1 = !{!"B", i64 64, i64 128}
!2 = distinct !{!2, !3}
!3 = !{!"tilelang.directive", !"tilelang.v1;line=7;col=1;tile=128,128,64;buffer=A:shared,B:shared;layout=A:pad(4),B:swizzle;arrays=A,B;file=k.hip"}
!10 = !{!"pad", i64 4, i64 0}
!11 = !{!"swizzle", i64 0, i64 0}
