; Generated from this C (tile_refuse_jacobi_time_band.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void jacobi(int T, int n, float A[][1000]) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=4,16;arrays=A;file=tile_refuse_jacobi_time_band.c", A)) default:
;     for (int t = 0; t < T; ++t)
;       for (int i = 1; i < n - 1; ++i)
;         A[t + 1][i] = 0.5f * (A[t][i - 1] + A[t][i + 1]);
;   }
;
; A Jacobi-like time band (t, i): A[t+1][i] reads A[t][i-1] and A[t][i+1],
; so the dependence from the write at (t, i) to the read at (t+1, i-1) has the
; direction [< >]: (t, i) is not fully permutable (it would need skewing).
; i + 1 < 1000 cannot be proven (n is a run-time value), so the delinearised
; view A[t][i] is not assumed and DependenceAnalysis tests the accesses in the
; linear address space: the direction vector is then the coarser [* <>].
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s 2>/dev/null | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang \
; RUN:   -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_refuse_jacobi_time_band.c:3:3: loop not tiled: tiling may reverse a dependence on 'A' (from a read to a write, direction vector [> <] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses)
; REMARK-NEXT: warning: tile_refuse_jacobi_time_band.c:3:3: loop not tiled: tiling may reverse a dependence on 'A' (from a read to a write, direction vector [> <] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses)

; The loop nest is left as it was (only canonicalised), without the directive.
; CHECK-LABEL: define {{.*}} @jacobi(
; CHECK-NOT:   {{(tile|point)\.}}
; CHECK:       for.cond:
; CHECK:         br i1 {{%.*}}, label %for.body, label %for.cond.cleanup
; CHECK:       for.cond1:
; CHECK:         br i1 {{%.*}}, label %for.body4, label %for.cond.cleanup3
; CHECK:         br label %for.cond1, !llvm.loop
; CHECK:         br label %for.cond, !llvm.loop
; CHECK-NOT:   {{(tile|point)\.}}
; CHECK:         ret 
; CHECK-NOT:   !"tilelang.

source_filename = "tile_refuse_jacobi_time_band.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [80 x i8] c"tilelang.v1;line=3;col=3;tile=4,16;arrays=A;file=tile_refuse_jacobi_time_band.c\00", align 1

define void @jacobi(i32 noundef %T, i32 noundef %n, ptr noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc18, %sw.default
  %t.0 = phi i32 [ 0, %sw.default ], [ %inc19, %for.inc18 ]
  %cmp = icmp slt i32 %t.0, %T
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end20

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %i.0 = phi i32 [ 1, %for.body ], [ %inc, %for.inc ]
  %sub = sub nsw i32 %n, 1
  %cmp2 = icmp slt i32 %i.0, %sub
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %idxprom = sext i32 %t.0 to i64
  %arrayidx = getelementptr inbounds [1000 x float], ptr %A, i64 %idxprom
  %sub5 = sub nsw i32 %i.0, 1
  %idxprom6 = sext i32 %sub5 to i64
  %arrayidx7 = getelementptr inbounds [1000 x float], ptr %arrayidx, i64 0, i64 %idxprom6
  %0 = load float, ptr %arrayidx7, align 4
  %idxprom8 = sext i32 %t.0 to i64
  %arrayidx9 = getelementptr inbounds [1000 x float], ptr %A, i64 %idxprom8
  %add = add nsw i32 %i.0, 1
  %idxprom10 = sext i32 %add to i64
  %arrayidx11 = getelementptr inbounds [1000 x float], ptr %arrayidx9, i64 0, i64 %idxprom10
  %1 = load float, ptr %arrayidx11, align 4
  %add12 = fadd float %0, %1
  %mul = fmul float 5.000000e-01, %add12
  %add13 = add nsw i32 %t.0, 1
  %idxprom14 = sext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds [1000 x float], ptr %A, i64 %idxprom14
  %idxprom16 = sext i32 %i.0 to i64
  %arrayidx17 = getelementptr inbounds [1000 x float], ptr %arrayidx15, i64 0, i64 %idxprom16
  store float %mul, ptr %arrayidx17, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %i.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc18

for.inc18:                                        ; preds = %for.end
  %inc19 = add nsw i32 %t.0, 1
  br label %for.cond, !llvm.loop !2

for.end20:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end20
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
