; Generated from this C (tile_unsigned_iv.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void u(unsigned n, float (*__restrict A)[64]) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=32,4;arrays=A;file=tile_unsigned_iv.c", A)) default:
;     for (unsigned i = 0; i < n; ++i)
;       for (unsigned j = 0; j < 64; ++j)
;         A[i][j] = 1.0f;
;   }
;
; Unsigned IVs that cannot wrap (i < n from 0): indvars widens them to i64
; and the band is tiled like a signed one.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @u(
; CHECK:       sw.default:
; CHECK-NEXT:    %tilelang.tc = zext i32 %n to i64
; CHECK-NEXT:    br label %tile.header0
; CHECK:       tile.header0:
; CHECK:         icmp slt i64 %tt0, %tilelang.tc
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 32
; CHECK:       tile.header1:
; CHECK:         icmp slt i64 %tt1, 64
; CHECK:       tile.latch1:
; CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, 4
; CHECK:       tile.body:
; CHECK-NEXT:    [[E0:%.*]] = add nuw nsw i64 %tt0, 32
; CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 [[E0]], i64 %tilelang.tc)
; CHECK-NEXT:    [[E1:%.*]] = add nuw nsw i64 %tt1, 4
; CHECK-NEXT:    %tile.end1 = call i64 @llvm.smin.i64(i64 [[E1]], i64 64)
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
; CHECK-NEXT:    %[[I:.*]] = add nsw i64 0, [[M0]]
; CHECK-NEXT:    [[M1:%.*]] = mul nsw i64 %t1, 1
; CHECK-NEXT:    %[[J:.*]] = add nsw i64 0, [[M1]]
; CHECK-NEXT:    br label %for.cond1
; CHECK:       for.cond1:
; CHECK-NEXT:    br label %for.body4
; CHECK:       for.body4:
; CHECK-NEXT:    %arrayidx = getelementptr inbounds nuw [64 x float], ptr %A, i64 %[[I]]
; CHECK-NEXT:    %arrayidx6 = getelementptr inbounds nuw [64 x float], ptr %arrayidx, i64 0, i64 %[[J]]

source_filename = "tile_unsigned_iv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [68 x i8] c"tilelang.v1;line=3;col=3;tile=32,4;arrays=A;file=tile_unsigned_iv.c\00", align 1

define void @u(i32 noundef %n, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc7, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc8, %for.inc7 ]
  %cmp = icmp ult i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end9

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp ult i32 %j.0, 64
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %idxprom = zext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds nuw [64 x float], ptr %A, i64 %idxprom
  %idxprom5 = zext i32 %j.0 to i64
  %arrayidx6 = getelementptr inbounds nuw [64 x float], ptr %arrayidx, i64 0, i64 %idxprom5
  store float 1.000000e+00, ptr %arrayidx6, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc7

for.inc7:                                         ; preds = %for.end
  %inc8 = add i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end9:                                         ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end9
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
