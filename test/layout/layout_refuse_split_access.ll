; tilelang-layout: a layout that would split or misalign an access wider
; than an element, or change what an offset means to a use other than a
; load or store, is not applied: the buffer stays row_major. An explicit
; request gets a warning at the directive; auto says so in its remark.
;   A: pad(1) under 16-byte stores (padded rows of 132 bytes)
;   B: col_major under 8-byte loads
;   C: swizzle(128) with an offset used by an add
;   D: auto with 16-byte loads aligned to only 4 bytes (the hook picks a
;      swizzle for 16-byte accesses)
;   E: swizzle(128) under 32-byte accesses (two 16-byte chunks)
;   F: interleave(2, 2) under 16-byte accesses (sub-tile rows of 8 bytes)
;   G: pad(4) under 16-byte stores: applied (rows of 144 bytes)
;   H: swizzle(128) on a buffer also addressed directly (not through its
;      offsets)
; RUN: %opt -passes=tilelang-layout -S %s 2>&1 | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !10
@tilelang.B = internal addrspace(3) global [256 x float] poison, align 16, !tilelang.buffer !1, !tilelang.layout.request !11
@tilelang.C = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !2, !tilelang.layout.request !12
@tilelang.D = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !3, !tilelang.layout.request !13
@tilelang.E = internal addrspace(3) global [1024 x float] poison, align 32, !tilelang.buffer !4, !tilelang.layout.request !12
@tilelang.F = internal addrspace(3) global [64 x float] poison, align 16, !tilelang.buffer !5, !tilelang.layout.request !14
@tilelang.G = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !6, !tilelang.layout.request !15
@tilelang.H = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !7, !tilelang.layout.request !12

; CHECK: warning: k.cu:9:1: in function k void (i64, i64, i64): layout(A: pad(1)) is not applied: pad(1) would split or misalign 16-byte accesses in padded rows of 132 bytes (store <4 x float> zeroinitializer, ptr addrspace(3) %pa, align 16): row_major instead
; CHECK: warning: k.cu:9:1: in function k void (i64, i64, i64): layout(B: col_major) is not applied: col_major would split or misalign 8-byte accesses, whose elements col_major puts apart (%vb = load <2 x float>, ptr addrspace(3) %pb, align 8): row_major instead
; CHECK: warning: k.cu:9:1: in function k void (i64, i64, i64): layout(C: swizzle(128)) is not applied: swizzle(128) would change the meaning of an offset used by something other than a getelementptr of float (%oc1 = add i64 %oc, 1): row_major instead
; CHECK: warning: k.cu:9:1: in function k void (i64, i64, i64): layout(E: swizzle(128)) is not applied: swizzle(128) would split or misalign 32-byte accesses, wider than its 16-byte chunks (store <8 x float> zeroinitializer, ptr addrspace(3) %pe, align 32): row_major instead
; CHECK: warning: k.cu:9:1: in function k void (i64, i64, i64): layout(F: interleave(2, 2)) is not applied: interleave(2, 2) would split or misalign 16-byte accesses in sub-tile rows of 8 bytes (store <4 x float> zeroinitializer, ptr addrspace(3) %pf, align 16): row_major instead
; CHECK: warning: k.cu:9:1: in function k void (i64, i64, i64): layout(H: swizzle(128)) is not applied: swizzle(128) would change the meaning of the buffer used other than through its offsets (%ph5 = getelementptr inbounds float, ptr addrspace(3) @tilelang.H, i64 5): row_major instead
; CHECK-NOT: warning
; CHECK-DAG: @tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, {{.*}}!tilelang.layout ![[LA:[0-9]+]]
; CHECK-DAG: @tilelang.G = internal addrspace(3) global [1152 x float] poison, align 16, {{.*}}!tilelang.layout ![[LG:[0-9]+]]
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:       %[[AR:.+]] = mul nuw nsw i64 %r, 32
; CHECK-NEXT:  %[[AL:.+]] = add nuw nsw i64 %[[AR]], %c4
; CHECK-NEXT:  %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %[[AL]]
; CHECK:       %[[CR:.+]] = mul nuw nsw i64 %r, 32
; CHECK-NEXT:  %[[CL:.+]] = add nuw nsw i64 %[[CR]], %c
; CHECK-NEXT:  %oc1 = add i64 %[[CL]], 1
; CHECK:       %[[GR:.+]] = mul nuw nsw i64 %r, 36
; CHECK-DAG: ![[LA]] = !{!"row_major", i64 0, i64 0, i64 32, i64 32, i64 1024, i64 1, i64 4}
; CHECK-DAG: ![[LG]] = !{!"pad", i64 4, i64 0, i64 32, i64 32, i64 1152, i64 1, i64 4}

; REMARK: remark: k.cu:9:1: layout of 'A' (32 x 32 float): row_major; pad(1) would split or misalign 16-byte accesses in padded rows of 132 bytes (store <4 x float> zeroinitializer, ptr addrspace(3) %pa, align 16): row_major instead; from layout(A: pad(1))
; REMARK: remark: k.cu:9:1: layout of 'D' (32 x 32 float): row_major; swizzle(128) would split or misalign a 16-byte access aligned to only 4 bytes (%vd = load <4 x float>, ptr addrspace(3) %pd, align 4): row_major instead; from layout(D: auto): sm_90: {{.*}} -> swizzle(128)
; REMARK: remark: k.cu:9:1: layout of 'G' (32 x 32 float): pad(4): rows of 36 elements; 4608 bytes (was 4096); from layout(G: pad(4))

define ptx_kernel void @k(i64 %r, i64 %c4, i64 %c) #0 {
entry:
  %oa = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c4)
  %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa
  store <4 x float> zeroinitializer, ptr addrspace(3) %pa, align 16
  %ob = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %r, i64 %c4)
  %pb = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %ob
  %vb = load <2 x float>, ptr addrspace(3) %pb, align 8
  %oc = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.C, i64 %r, i64 %c)
  %oc1 = add i64 %oc, 1
  %pc = getelementptr inbounds float, ptr addrspace(3) @tilelang.C, i64 %oc1
  store float 0.0, ptr addrspace(3) %pc, align 4
  %od = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.D, i64 %r, i64 %c4)
  %pd = getelementptr inbounds float, ptr addrspace(3) @tilelang.D, i64 %od
  %vd = load <4 x float>, ptr addrspace(3) %pd, align 4
  %oe = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.E, i64 %r, i64 %c4)
  %pe = getelementptr inbounds float, ptr addrspace(3) @tilelang.E, i64 %oe
  store <8 x float> zeroinitializer, ptr addrspace(3) %pe, align 32
  %of = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.F, i64 %r, i64 %c4)
  %pf = getelementptr inbounds float, ptr addrspace(3) @tilelang.F, i64 %of
  store <4 x float> zeroinitializer, ptr addrspace(3) %pf, align 16
  %og = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.G, i64 %r, i64 %c4)
  %pg = getelementptr inbounds float, ptr addrspace(3) @tilelang.G, i64 %og
  store <4 x float> zeroinitializer, ptr addrspace(3) %pg, align 16
  %oh = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.H, i64 %r, i64 %c)
  %ph = getelementptr inbounds float, ptr addrspace(3) @tilelang.H, i64 %oh
  store float 0.0, ptr addrspace(3) %ph, align 4
  %ph5 = getelementptr inbounds float, ptr addrspace(3) @tilelang.H, i64 5
  store float 1.0, ptr addrspace(3) %ph5, align 4
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %exit, label %loop, !llvm.loop !20

exit:
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable

attributes #0 = { "target-cpu"="sm_90" }

!0 = !{!"A", i64 32, i64 32}
!1 = !{!"B", i64 16, i64 16}
!2 = !{!"C", i64 32, i64 32}
!3 = !{!"D", i64 32, i64 32}
!4 = !{!"E", i64 32, i64 32}
!5 = !{!"F", i64 8, i64 8}
!6 = !{!"G", i64 32, i64 32}
!7 = !{!"H", i64 32, i64 32}
!10 = !{!"pad", i64 1, i64 0}
!11 = !{!"col_major", i64 0, i64 0}
!12 = !{!"swizzle", i64 128, i64 0}
!13 = !{!"auto", i64 0, i64 0}
!14 = !{!"interleave", i64 2, i64 2}
!15 = !{!"pad", i64 4, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"tilelang.directive", !"tilelang.v1;line=9;col=1;tile=32;buffer=A:shared,B:shared,C:shared,D:shared,E:shared,F:shared,G:shared,H:shared;arrays=A,B,C,D,E,F,G,H;file=k.cu"}
