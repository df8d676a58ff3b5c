; Generated from this C (tile_dependence_carried_outside_band.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void stencil(int T, float A[][64][64]) {
;     for (int t = 0; t < T; ++t) {
;       switch (__tilelang_directive("tilelang.v1;line=4;col=5;tile=8,8;arrays=A;file=tile_dependence_carried_outside_band.c", A)) default:
;       for (int i = 0; i < 63; ++i)
;         for (int j = 1; j < 64; ++j)
;           A[t + 1][i][j] = A[t][i + 1][j - 1];
;     }
;   }
;
; The band is (i, j) inside t. A[t+1][i][j] = A[t][i+1][j-1] has the
; direction [< > <] over (t, i, j): a '<' and a '>' inside the band, but the
; dependence is carried by t, outside the band, so every order of (i, j)
; within one t is fine and the band is tiled.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang -pass-remarks-missed=tilelang \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_dependence_carried_outside_band.c:4:5: tiled a band of 2 loops with tile sizes 8 x 8{{$}}
; REMARK-NOT: warning

; CHECK-LABEL: define void @stencil(
; CHECK:       for.cond:
; CHECK:       tile.header0:
; CHECK:         icmp slt i64 %tt0, 63
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 8
; CHECK:       tile.header1:
; CHECK:         icmp slt i64 %tt1, 63
; CHECK:       tile.latch1:
; CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, 8
; CHECK:       tile.body:
; CHECK:         %tile.end0 = call i64 @llvm.smin.i64(
; CHECK:         %tile.end1 = call i64 @llvm.smin.i64(
; CHECK:       point.header1:
; CHECK-NEXT:    %t1 = phi i64 [ %tt1, %for.body4 ]
; CHECK-NEXT:    [[P1:%.*]] = icmp slt i64 %t1, %tile.end1
; CHECK-NEXT:    br i1 [[P1]], label %point.body, label %for.cond.cleanup7
; CHECK:       point.body:
; CHECK-NEXT:    [[MI:%.*]] = mul nsw i64 %t0, 1
; CHECK-NEXT:    {{%.*}} = add nsw i64 0, [[MI]]
; CHECK-NEXT:    [[M:%.*]] = mul nsw i64 %t1, 1
; CHECK-NEXT:    {{%.*}} = add nsw i64 1, [[M]]
; CHECK-NEXT:    br label %for.cond5
; CHECK:         br label %for.cond, !llvm.loop

source_filename = "tile_dependence_carried_outside_band.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [87 x i8] c"tilelang.v1;line=4;col=5;tile=8,8;arrays=A;file=tile_dependence_carried_outside_band.c\00", align 1

define void @stencil(i32 noundef %T, ptr noundef %A) {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc23, %entry
  %t.0 = phi i32 [ 0, %entry ], [ %inc24, %for.inc23 ]
  %cmp = icmp slt i32 %t.0, %T
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end25

for.body:                                         ; preds = %for.cond
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %for.body
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc20, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc21, %for.inc20 ]
  %cmp2 = icmp slt i32 %i.0, 63
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end22

for.body4:                                        ; preds = %for.cond1
  br label %for.cond5

for.cond5:                                        ; preds = %for.inc, %for.body4
  %j.0 = phi i32 [ 1, %for.body4 ], [ %inc, %for.inc ]
  %cmp6 = icmp slt i32 %j.0, 64
  br i1 %cmp6, label %for.body8, label %for.cond.cleanup7

for.cond.cleanup7:                                ; preds = %for.cond5
  br label %for.end

for.body8:                                        ; preds = %for.cond5
  %idxprom = sext i32 %t.0 to i64
  %arrayidx = getelementptr inbounds [64 x [64 x float]], ptr %A, i64 %idxprom
  %add = add nsw i32 %i.0, 1
  %idxprom9 = sext i32 %add to i64
  %arrayidx10 = getelementptr inbounds [64 x [64 x float]], ptr %arrayidx, i64 0, i64 %idxprom9
  %sub = sub nsw i32 %j.0, 1
  %idxprom11 = sext i32 %sub to i64
  %arrayidx12 = getelementptr inbounds [64 x float], ptr %arrayidx10, i64 0, i64 %idxprom11
  %0 = load float, ptr %arrayidx12, align 4
  %add13 = add nsw i32 %t.0, 1
  %idxprom14 = sext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds [64 x [64 x float]], ptr %A, i64 %idxprom14
  %idxprom16 = sext i32 %i.0 to i64
  %arrayidx17 = getelementptr inbounds [64 x [64 x float]], ptr %arrayidx15, i64 0, i64 %idxprom16
  %idxprom18 = sext i32 %j.0 to i64
  %arrayidx19 = getelementptr inbounds [64 x float], ptr %arrayidx17, i64 0, i64 %idxprom18
  store float %0, ptr %arrayidx19, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body8
  %inc = add nsw i32 %j.0, 1
  br label %for.cond5, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup7
  br label %for.inc20

for.inc20:                                        ; preds = %for.end
  %inc21 = add nsw i32 %i.0, 1
  br label %for.cond1, !llvm.loop !2

for.end22:                                        ; preds = %for.cond.cleanup3
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end22
  br label %for.inc23

for.inc23:                                        ; preds = %sw.epilog
  %inc24 = add nsw i32 %t.0, 1
  br label %for.cond, !llvm.loop !3

for.end25:                                        ; preds = %for.cond.cleanup
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
