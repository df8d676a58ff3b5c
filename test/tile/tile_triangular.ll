; Generated from this C (tile_refuse_triangular.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void f(int n, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8,8;arrays=A;file=tile_refuse_triangular.c", A)) default:
;     for (int i = 0; i < n; ++i)
;       for (int j = 0; j < i; ++j)
;         A[i * n + j] = 0.0f;
;   }
;
; A triangular band (j < i; refused before issue 13): tiled in the tiles of
; its bounding box (utils/BandBounds.h). The box of j is 0 .. max(i) =
; smax(n, 0) - 1, at least one tile; each j point loop runs over its tile
; clamped to 0 .. i, the first tile from j's real start and the last one to
; its real end (the box is an estimate the rewrite does not trust).
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s 2>/dev/null | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang \
; RUN:   -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_refuse_triangular.c:3:3: tiled a band of 2 loops with tile sizes 8 x 8
; REMARK-NOT: warning

; CHECK-LABEL: define void @f(
; CHECK:       [[SMAX:%.*]] = call i32 @llvm.smax.i32(i32 %n, i32 0)
; CHECK-NEXT:  [[TC:%.*]] = zext i32 [[SMAX]] to i64
; CHECK-NEXT:  [[LAST:%.*]] = add nsw i32 [[SMAX]], -1
; CHECK-NEXT:  [[LAST64:%.*]] = zext i32 [[LAST]] to i64
; The zext of n - 1 is 2^32 - 1 at n = 0, when the i loop runs nothing: times
; umin(i's trip count, 1) makes the box one tile then (a GPU grid of 2^27 blocks).
; CHECK-NEXT:  [[GUARD:%.*]] = call i64 @llvm.umin.i64(i64 [[TC]], i64 1)
; CHECK-NEXT:  [[TRIPS:%.*]] = mul i64 [[LAST64]], [[GUARD]]
; CHECK-NEXT:  [[BOX:%.*]] = call i64 @llvm.smax.i64(i64 [[TRIPS]], i64 1)
; CHECK:     tile.header0:
; CHECK-NEXT:  %tt0 = phi i64 [ 0, %sw.default ], [ %tt0.next, %tile.latch0 ]
; CHECK-NEXT:  {{%.*}} = icmp slt i64 %tt0, [[TC]]
; CHECK:     tile.header1:
; CHECK-NEXT:  %tt1 = phi i64 [ 0, %tile.header0 ], [ %tt1.next, %tile.latch1 ]
; CHECK-NEXT:  {{%.*}} = icmp slt i64 %tt1, [[BOX]]
; CHECK:     tile.body:
; CHECK-NEXT:  [[E0:%.*]] = add nuw nsw i64 %tt0, 8
; CHECK-NEXT:  %tile.end0 = call i64 @llvm.smin.i64(i64 [[E0]], i64 [[TC]])
; CHECK-NEXT:  br label %point.header0
; The bounds of j at this i (t0): 0 .. i in the box's steps.
; CHECK:     point.bounds1:
; CHECK-NEXT:  [[M:%.*]] = mul i64 1, %t0
; CHECK-NEXT:  [[I:%.*]] = add i64 0, [[M]]
; CHECK-NEXT:  %box.end1 = add i64 0, [[I]]
; CHECK-NEXT:  [[TE:%.*]] = add nuw nsw i64 %tt1, 8
; CHECK-NEXT:  [[FIRST:%.*]] = icmp eq i64 %tt1, 0
; CHECK-NEXT:  [[LASTT:%.*]] = icmp sge i64 [[TE]], [[BOX]]
; CHECK-NEXT:  [[LO:%.*]] = call i64 @llvm.smax.i64(i64 %tt1, i64 0)
; CHECK-NEXT:  %point.lo1 = select i1 [[FIRST]], i64 0, i64 [[LO]]
; CHECK-NEXT:  [[HI:%.*]] = call i64 @llvm.smin.i64(i64 [[TE]], i64 %box.end1)
; CHECK-NEXT:  %point.hi1 = select i1 [[LASTT]], i64 %box.end1, i64 [[HI]]
; CHECK-NEXT:  br label %point.header1
; CHECK:     point.header1:
; CHECK-NEXT:  %t1 = phi i64 [ %point.lo1, %point.bounds1 ], [ {{%.*}}, %point.latch1 ]
; CHECK:       {{%.*}} = icmp slt i64 %t1, %point.hi1
; CHECK:     point.body:
; CHECK-NEXT:  [[M0:%.*]] = mul nsw i64 %t0, 1
; CHECK-NEXT:  %indvars.iv2.tiled = add nsw i64 0, [[M0]]
; CHECK-NEXT:  [[M1:%.*]] = mul i64 %t1, 1
; CHECK-NEXT:  %iv.wide = add i64 0, [[M1]]
; CHECK:       %mul.wide = mul nsw i64 %indvars.iv2.tiled, %n.wide
; CHECK-NEXT:  %add.wide = add nsw i64 %mul.wide, %iv.wide
; CHECK-NEXT:  %arrayidx = getelementptr inbounds float, ptr %A, i64 %add.wide
; CHECK-NEXT:  store float 0.000000e+00, ptr %arrayidx, align 4

source_filename = "tile_refuse_triangular.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [73 x i8] c"tilelang.v1;line=3;col=3;tile=8,8;arrays=A;file=tile_refuse_triangular.c\00", align 1

define void @f(i32 noundef %n, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc5, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc6, %for.inc5 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end7

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, %i.0
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %mul = mul nsw i32 %i.0, %n
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc5

for.inc5:                                         ; preds = %for.end
  %inc6 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end7:                                         ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end7
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
