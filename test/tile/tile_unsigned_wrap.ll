; Generated from this C (tile_unsigned_wrap.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void uw(unsigned lo, unsigned hi, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8;arrays=A;file=tile_unsigned_wrap.c", A)) default:
;     for (unsigned i = lo; i != hi; ++i)
;       A[i - lo] = (float)i;
;   }
;
; An unsigned i32 IV that may wrap (lo > hi runs through 0): indvars cannot
; widen it, so the rebuilt IV stays i32, lo + trunc(t) * 1, with no nsw; the
; trip count is hi - lo, zero-extended.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @uw(
; CHECK:       sw.default:
; CHECK-NEXT:    [[TC:%.*]] = sub i32 %hi, %lo
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
; CHECK-NEXT:    %t0 = phi i64 [ %tt0, %tile.body ], [ {{%.*}}, %point.latch0 ]
; CHECK-NEXT:    [[PC:%.*]] = icmp slt i64 %t0, %tile.end0
; CHECK-NEXT:    br i1 [[PC]], label %point.body, label %tile.latch0
; CHECK:       point.body:
; CHECK-NEXT:    [[T:%.*]] = trunc i64 %t0 to i32
; CHECK-NEXT:    [[M:%.*]] = mul i32 [[T]], 1
; CHECK-NEXT:    %i.0.tiled = add i32 %lo, [[M]]
; CHECK-NEXT:    br label %for.cond
; CHECK:       for.cond:
; CHECK-NEXT:    br label %for.body
; CHECK:       for.body:
; CHECK-NEXT:    %conv = uitofp i32 %i.0.tiled to float
; CHECK-NEXT:    %sub = sub i32 %i.0.tiled, %lo

source_filename = "tile_unsigned_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [67 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A;file=tile_unsigned_wrap.c\00", align 1

define void @uw(i32 noundef %lo, i32 noundef %hi, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %i.0 = phi i32 [ %lo, %sw.default ], [ %inc, %for.inc ]
  %cmp = icmp ne i32 %i.0, %hi
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end

for.body:                                         ; preds = %for.cond
  %conv = uitofp i32 %i.0 to float
  %sub = sub i32 %i.0, %lo
  %idxprom = zext i32 %sub to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %A, i64 %idxprom
  store float %conv, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add i32 %i.0, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
