; Generated from this C (tile_refuse_two_inner_loops.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void f(int n, int m, float *__restrict A, float *__restrict B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8,8;arrays=A,B;file=tile_refuse_two_inner_loops.c", A, B)) default:
;     for (int i = 0; i < n; ++i) {
;       for (int j = 0; j < m; ++j)
;         A[i * m + j] = 1.0f;
;       for (int j = 0; j < m; ++j)
;         B[i * m + j] = 2.0f;
;     }
;   }
;
; tile(8, 8) where the outer loop holds two sibling loops (refused before issue 13): loop
; distribution moves the loop the band does not continue into (the first of two equally deep
; ones is the band's) into a copy of the outer loop after the band, which is then tiled.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s 2>/dev/null | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang \
; RUN:   -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_refuse_two_inner_loops.c:3:3: loop distribution: the loops and statements between the 1st and 2nd loops of the band run in loops of their own after the band, which is now perfectly nested
; REMARK-NEXT: remark: tile_refuse_two_inner_loops.c:3:3: tiled a band of 2 loops with tile sizes 8 x 8
; REMARK-NOT: warning

; The band: A's loop, tiled; its exit leads to the copy, B's loop; its own B loop is skipped.
; CHECK-LABEL: define {{.*}} @f(
; CHECK:       tile.header0:
; CHECK:         br i1 {{%.*}}, label %tile.header1, label %for.cond.band.ph.post
; CHECK:       for.cond.post:
; CHECK:         br i1 {{%.*}}, label %for.body.post, label %for.cond.cleanup
; CHECK:       for.body.post:
; CHECK:         br label %for.cond.cleanup3.post
; CHECK:       for.body9.post:
; CHECK:         store float 2.000000e+00, ptr %arrayidx13.post
; CHECK:       point.body:
; CHECK:       for.body4:
; CHECK:         store float 1.000000e+00, ptr %arrayidx
; CHECK-NOT:     store float 2.0
; CHECK:         ret void

source_filename = "tile_refuse_two_inner_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [80 x i8] c"tilelang.v1;line=3;col=3;tile=8,8;arrays=A,B;file=tile_refuse_two_inner_loops.c\00", align 1

define void @f(i32 noundef %n, i32 noundef %m, ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc17, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc18, %for.inc17 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end19

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, %m
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %mul = mul nsw i32 %i.0, %m
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  store float 1.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.cond6

for.cond6:                                        ; preds = %for.inc14, %for.end
  %j5.0 = phi i32 [ 0, %for.end ], [ %inc15, %for.inc14 ]
  %cmp7 = icmp slt i32 %j5.0, %m
  br i1 %cmp7, label %for.body9, label %for.cond.cleanup8

for.cond.cleanup8:                                ; preds = %for.cond6
  br label %for.end16

for.body9:                                        ; preds = %for.cond6
  %mul10 = mul nsw i32 %i.0, %m
  %add11 = add nsw i32 %mul10, %j5.0
  %idxprom12 = sext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %B, i64 %idxprom12
  store float 2.000000e+00, ptr %arrayidx13, align 4
  br label %for.inc14

for.inc14:                                        ; preds = %for.body9
  %inc15 = add nsw i32 %j5.0, 1
  br label %for.cond6, !llvm.loop !2

for.end16:                                        ; preds = %for.cond.cleanup8
  br label %for.inc17

for.inc17:                                        ; preds = %for.end16
  %inc18 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !3

for.end19:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end19
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
