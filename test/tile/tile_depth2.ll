; Generated from this C (tile_depth2.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void copy2(float *__restrict A, const float *__restrict B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8,16;arrays=A,B;file=tile_depth2.c", A, B)) default:
;     for (int i = 0; i < 64; ++i)
;       for (int j = 0; j < 48; ++j)
;         A[i * 48 + j] = B[i * 48 + j];
;   }
;
; Two tile loops (steps 8 and 16) around the two point loops; each point
; loop runs over [tt, smin(tt + S, trip count)); both IVs are rebuilt in
; point.body, entered from the inner point header. j is already the
; unit-stride loop, so the point loops keep their order.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @copy2(
; CHECK:       tile.header0:
; CHECK-NEXT:    %tt0 = phi i64 [ 0, %sw.default ], [ %tt0.next, %tile.latch0 ]
; CHECK-NEXT:    [[C0:%.*]] = icmp slt i64 %tt0, 64
; CHECK-NEXT:    br i1 [[C0]], label %tile.header1, label %for.cond.cleanup
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 8
; CHECK-NEXT:    br label %tile.header0, !llvm.loop
; CHECK:       tile.header1:
; CHECK-NEXT:    %tt1 = phi i64 [ 0, %tile.header0 ], [ %tt1.next, %tile.latch1 ]
; CHECK-NEXT:    [[C1:%.*]] = icmp slt i64 %tt1, 48
; CHECK-NEXT:    br i1 [[C1]], label %tile.body, label %tile.latch0
; CHECK:       tile.latch1:
; CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, 16
; CHECK-NEXT:    br label %tile.header1, !llvm.loop
; CHECK:       tile.body:
; CHECK-NEXT:    [[E0:%.*]] = add nuw nsw i64 %tt0, 8
; CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 [[E0]], i64 64)
; CHECK-NEXT:    [[E1:%.*]] = add nuw nsw i64 %tt1, 16
; CHECK-NEXT:    %tile.end1 = call i64 @llvm.smin.i64(i64 [[E1]], i64 48)
; CHECK-NEXT:    br label %point.header0
; CHECK:       point.header0:
; CHECK-NEXT:    %t0 = phi i64 [ %tt0, %tile.body ], [ {{%.*}}, %point.latch0 ]
; CHECK-NEXT:    [[P0:%.*]] = icmp slt i64 %t0, %tile.end0
; CHECK-NEXT:    br i1 [[P0]], label %for.cond, label %tile.latch1
; CHECK:       point.latch0:
; CHECK-NEXT:    {{%.*}} = add nuw nsw i64 %t0, 1
; CHECK-NEXT:    br label %point.header0, !llvm.loop [[POINT0:![0-9]+]]
; CHECK:       for.cond:
; CHECK-NEXT:    br label %for.body
; CHECK:       for.body:
; CHECK-NEXT:    br label %point.header1
; CHECK:       point.header1:
; CHECK-NEXT:    %t1 = phi i64 [ %tt1, %for.body ], [ {{%.*}}, %point.latch1 ]
; CHECK-NEXT:    [[P1:%.*]] = icmp slt i64 %t1, %tile.end1
; CHECK-NEXT:    br i1 [[P1]], label %point.body, label %for.cond.cleanup3
; CHECK:       point.latch1:
; CHECK-NEXT:    {{%.*}} = add nuw nsw i64 %t1, 1
; CHECK-NEXT:    br label %point.header1, !llvm.loop
; CHECK:       point.body:
; CHECK-NEXT:    [[M0:%.*]] = mul nsw i64 %t0, 1
; CHECK-NEXT:    %[[I:.*]] = add nsw i64 0, [[M0]]
; CHECK-NEXT:    [[M1:%.*]] = mul nsw i64 %t1, 1
; CHECK-NEXT:    %[[J:.*]] = add nsw i64 0, [[M1]]
; CHECK-NEXT:    br label %for.cond1
; CHECK:       for.cond1:
; CHECK-NEXT:    br label %for.body4
; CHECK:       for.body4:
; CHECK-NEXT:    [[R:%.*]] = mul nuw nsw i64 %[[I]], 48
; CHECK-NEXT:    [[X:%.*]] = add nuw nsw i64 [[R]], %[[J]]
; CHECK-NEXT:    %arrayidx = getelementptr inbounds float, ptr %B, i64 [[X]]
; CHECK:       for.end:
; CHECK-NEXT:    br label %for.inc9
; CHECK:       for.inc9:
; CHECK-NEXT:    br label %point.latch0
; CHECK:       [[POINT0]] = distinct !{[[POINT0]], {{.*}}, [[TILED:![0-9]+]]}
; CHECK:       [[TILED]] = !{!"tilelang.tiled", i32 2

source_filename = "tile_depth2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [65 x i8] c"tilelang.v1;line=3;col=3;tile=8,16;arrays=A,B;file=tile_depth2.c\00", align 1

define void @copy2(ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc9, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc10, %for.inc9 ]
  %cmp = icmp slt i32 %i.0, 64
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end11

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, 48
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %mul = mul nsw i32 %i.0, 48
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %B, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %mul5 = mul nsw i32 %i.0, 48
  %add6 = add nsw i32 %mul5, %j.0
  %idxprom7 = sext i32 %add6 to i64
  %arrayidx8 = getelementptr inbounds float, ptr %A, i64 %idxprom7
  store float %0, ptr %arrayidx8, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc9

for.inc9:                                         ; preds = %for.end
  %inc10 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end11:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end11
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
