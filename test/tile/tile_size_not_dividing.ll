; Generated from this C (tile_size_not_dividing.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void fill(float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=16,7;arrays=A;file=tile_size_not_dividing.c", A)) default:
;     for (int i = 0; i < 37; ++i)
;       for (int j = 0; j < 65; ++j)
;         A[i * 65 + j] = 1.0f;
;   }
;
; 37 x 65 with tiles 16 x 7: neither divides; the last tiles are partial,
; bounded by smin(tt + S, trip count).
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @fill(
; CHECK:       tile.header0:
; CHECK:         icmp slt i64 %tt0, 37
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 16
; CHECK:       tile.header1:
; CHECK:         icmp slt i64 %tt1, 65
; CHECK:       tile.latch1:
; CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, 7
; CHECK:       tile.body:
; CHECK-NEXT:    [[E0:%.*]] = add nuw nsw i64 %tt0, 16
; CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 [[E0]], i64 37)
; CHECK-NEXT:    [[E1:%.*]] = add nuw nsw i64 %tt1, 7
; CHECK-NEXT:    %tile.end1 = call i64 @llvm.smin.i64(i64 [[E1]], i64 65)
; CHECK:       point.header0:
; CHECK:         icmp slt i64 %t0, %tile.end0
; CHECK:       point.header1:
; CHECK:         icmp slt i64 %t1, %tile.end1

source_filename = "tile_size_not_dividing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [74 x i8] c"tilelang.v1;line=3;col=3;tile=16,7;arrays=A;file=tile_size_not_dividing.c\00", align 1

define void @fill(ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc5, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc6, %for.inc5 ]
  %cmp = icmp slt i32 %i.0, 37
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end7

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, 65
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %mul = mul nsw i32 %i.0, 65
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  store float 1.000000e+00, ptr %arrayidx, align 4
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
