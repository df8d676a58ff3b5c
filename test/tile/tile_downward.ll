; Generated from this C (tile_downward.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void rev(int n, float *__restrict A, const float *__restrict B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8;arrays=A,B;file=tile_downward.c", A, B)) default:
;     for (int i = n - 1; i >= 0; --i)
;       A[i] = B[n - 1 - i];
;   }
;
; A downward loop: start n - 1, step -1, trip count smax(n, 0) written as
; (n - 1) - smin(n - 1, -1); the IV is (n - 1) + t * -1, rebuilt in
; point.body.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @rev(
; CHECK:       sw.default:
; CHECK-NEXT:    %sub = sub i32 %n, 1
; CHECK-NEXT:    [[LO:%.*]] = sext i32 %sub to i64
; CHECK-NEXT:    [[NM1:%.*]] = add i32 %n, -1
; CHECK-NEXT:    %smin = call i32 @llvm.smin.i32(i32 %sub, i32 -1)
; CHECK-NEXT:    [[TC:%.*]] = sub i32 [[NM1]], %smin
; CHECK-NEXT:    %tilelang.tc = zext i32 [[TC]] to i64
; CHECK-NEXT:    br label %tile.header0
; CHECK:       tile.header0:
; CHECK:         icmp slt i64 %tt0, %tilelang.tc
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 8
; CHECK:       tile.body:
; CHECK-NEXT:    [[E:%.*]] = add nuw nsw i64 %tt0, 8
; CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 [[E]], i64 %tilelang.tc)
; CHECK:       point.header0:
; CHECK-NEXT:    %t0 = phi i64 [ %tt0, %tile.body ]
; CHECK-NEXT:    [[P:%.*]] = icmp slt i64 %t0, %tile.end0
; CHECK-NEXT:    br i1 [[P]], label %point.body, label %tile.latch0
; CHECK:       point.body:
; CHECK-NEXT:    [[M:%.*]] = mul nsw i64 %t0, -1
; CHECK-NEXT:    %[[IV:.*]] = add nsw i64 [[LO]], [[M]]
; CHECK-NEXT:    br label %for.cond
; CHECK:       for.cond:
; CHECK-NEXT:    br label %for.body
; CHECK:       for.body:
; CHECK:         %arrayidx4 = getelementptr inbounds float, ptr %A, i64 %[[IV]]

source_filename = "tile_downward.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [64 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A,B;file=tile_downward.c\00", align 1

define void @rev(i32 noundef %n, ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  %sub = sub nsw i32 %n, 1
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %i.0 = phi i32 [ %sub, %sw.default ], [ %dec, %for.inc ]
  %cmp = icmp sge i32 %i.0, 0
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end

for.body:                                         ; preds = %for.cond
  %sub1 = sub nsw i32 %n, 1
  %sub2 = sub nsw i32 %sub1, %i.0
  %idxprom = sext i32 %sub2 to i64
  %arrayidx = getelementptr inbounds float, ptr %B, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %idxprom3 = sext i32 %i.0 to i64
  %arrayidx4 = getelementptr inbounds float, ptr %A, i64 %idxprom3
  store float %0, ptr %arrayidx4, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %dec = add nsw i32 %i.0, -1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
