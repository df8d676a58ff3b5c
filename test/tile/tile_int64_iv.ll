; Generated from this C (tile_int64_iv.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void w(long n, long m, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=16,16;arrays=A;file=tile_int64_iv.c", A)) default:
;     for (long i = 0; i < n; ++i)
;       for (long j = 0; j < m; ++j)
;         A[i * m + j] = 1.0f;
;   }
;
; long IVs: the trip counts are i64 already (smax(n, 0), no extension).
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @w(
; CHECK:       sw.default:
; CHECK:         [[TC1:%.*]] = call i64 @llvm.smax.i64(i64 %m, i64 0)
; CHECK:         [[TC0:%.*]] = call i64 @llvm.smax.i64(i64 %n, i64 0)
; CHECK:       tile.header0:
; CHECK:         icmp slt i64 %tt0, [[TC0]]
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 16
; CHECK:       tile.header1:
; CHECK:         icmp slt i64 %tt1, [[TC1]]
; CHECK:       tile.latch1:
; CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, 16
; CHECK:       tile.body:
; CHECK-NEXT:    [[E0:%.*]] = add nuw nsw i64 %tt0, 16
; CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 [[E0]], i64 [[TC0]])
; CHECK-NEXT:    [[E1:%.*]] = add nuw nsw i64 %tt1, 16
; CHECK-NEXT:    %tile.end1 = call i64 @llvm.smin.i64(i64 [[E1]], i64 [[TC1]])
; CHECK:       point.header0:
; CHECK-NEXT:    %t0 = phi i64 [ %tt0, %tile.body ]
; CHECK-NEXT:    [[P0:%.*]] = icmp slt i64 %t0, %tile.end0
; CHECK-NEXT:    br i1 [[P0]], label %for.cond, label %tile.latch1
; CHECK:       for.cond:
; CHECK-NEXT:    br label %for.body
; CHECK:       point.header1:
; CHECK-NEXT:    %t1 = phi i64 [ %tt1, %for.body ]
; CHECK-NEXT:    [[P1:%.*]] = icmp slt i64 %t1, %tile.end1
; CHECK-NEXT:    br i1 [[P1]], label %point.body, label %for.cond.cleanup3
; CHECK:       point.body:
; CHECK-NEXT:    [[M0:%.*]] = mul nsw i64 %t0, 1
; CHECK-NEXT:    %i.0.tiled = add nsw i64 0, [[M0]]
; CHECK-NEXT:    [[M1:%.*]] = mul nsw i64 %t1, 1
; CHECK-NEXT:    %j.0.tiled = add nsw i64 0, [[M1]]
; CHECK-NEXT:    br label %for.cond1
; CHECK:       for.cond1:
; CHECK-NEXT:    br label %for.body4
; CHECK:       for.body4:
; CHECK-NEXT:    %mul = mul nsw i64 %i.0.tiled, %m
; CHECK-NEXT:    %add = add nsw i64 %mul, %j.0.tiled

source_filename = "tile_int64_iv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"tilelang.v1;line=3;col=3;tile=16,16;arrays=A;file=tile_int64_iv.c\00", align 1

define void @w(i64 noundef %n, i64 noundef %m, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc5, %sw.default
  %i.0 = phi i64 [ 0, %sw.default ], [ %inc6, %for.inc5 ]
  %cmp = icmp slt i64 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end7

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i64 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i64 %j.0, %m
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %mul = mul nsw i64 %i.0, %m
  %add = add nsw i64 %mul, %j.0
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %add
  store float 1.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i64 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc5

for.inc5:                                         ; preds = %for.end
  %inc6 = add nsw i64 %i.0, 1
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
