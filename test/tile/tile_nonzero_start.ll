; Generated from this C (tile_nonzero_start.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void fill(int lo, int hi, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8;arrays=A;file=tile_nonzero_start.c", A)) default:
;     for (int i = lo; i < hi; ++i)
;       A[i] = 1.0f;
;   }
;
; i = lo .. hi-1: trip count smax(hi, lo) - lo, IV lo + t * 1.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @fill(
; CHECK:       sw.default:
; CHECK-NEXT:    [[LO:%.*]] = sext i32 %lo to i64
; CHECK-NEXT:    [[MX:%.*]] = call i32 @llvm.smax.i32(i32 %hi, i32 %lo)
; CHECK-NEXT:    [[TC:%.*]] = sub i32 [[MX]], %lo
; CHECK-NEXT:    %tilelang.tc = zext i32 [[TC]] to i64
; CHECK-NEXT:    br label %tile.header0
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 8
; CHECK:       tile.body:
; CHECK-NEXT:    [[E:%.*]] = add nuw nsw i64 %tt0, 8
; CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 [[E]], i64 %tilelang.tc)
; CHECK:       point.header0:
; CHECK-NEXT:    %t0 = phi i64 [ %tt0, %tile.body ], [ {{%.*}}, %point.latch0 ]
; CHECK-NEXT:    [[PC:%.*]] = icmp slt i64 %t0, %tile.end0
; CHECK-NEXT:    br i1 [[PC]], label %point.body, label %tile.latch0
; CHECK:       point.body:
; CHECK-NEXT:    [[M:%.*]] = mul nsw i64 %t0, 1
; CHECK-NEXT:    %[[IV:.*]] = add nsw i64 [[LO]], [[M]]
; CHECK-NEXT:    br label %for.cond
; CHECK:       for.cond:
; CHECK-NEXT:    br label %for.body
; CHECK:       for.body:
; CHECK-NEXT:    %arrayidx = getelementptr inbounds float, ptr %A, i64 %[[IV]]

source_filename = "tile_nonzero_start.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [67 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A;file=tile_nonzero_start.c\00", align 1

define void @fill(i32 noundef %lo, i32 noundef %hi, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %i.0 = phi i32 [ %lo, %sw.default ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %hi
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end

for.body:                                         ; preds = %for.cond
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  store float 1.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
