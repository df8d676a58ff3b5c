; Generated from this C (tile_depth4.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void add4(int n, float *__restrict A, const float *__restrict B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=2,3,4,5;arrays=A,B;file=tile_depth4.c", A, B)) default:
;     for (int i = 0; i < n; ++i)
;       for (int j = 0; j < n; ++j)
;         for (int k = 0; k < n; ++k)
;           for (int l = 0; l < n; ++l)
;             A[((i * n + j) * n + k) * n + l] += B[((i * n + j) * n + k) * n + l];
;   }
;
; A band of four loops, tile(2, 3, 4, 5): four tile loops outermost first,
; then the four point loops, each bounded by its tile.end.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @add4(
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 2
; CHECK:       tile.header1:
; CHECK-NEXT:    %tt1 = phi i64 [ 0, %tile.header0 ], [ %tt1.next, %tile.latch1 ]
; CHECK:       tile.latch1:
; CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, 3
; CHECK:       tile.header2:
; CHECK-NEXT:    %tt2 = phi i64 [ 0, %tile.header1 ], [ %tt2.next, %tile.latch2 ]
; CHECK:       tile.latch2:
; CHECK-NEXT:    %tt2.next = add nuw nsw i64 %tt2, 4
; CHECK:       tile.header3:
; CHECK-NEXT:    %tt3 = phi i64 [ 0, %tile.header2 ], [ %tt3.next, %tile.latch3 ]
; CHECK:         br i1 {{%.*}}, label %tile.body, label %tile.latch2
; CHECK:       tile.latch3:
; CHECK-NEXT:    %tt3.next = add nuw nsw i64 %tt3, 5
; CHECK:       tile.body:
; CHECK:         %tile.end0 = call i64 @llvm.smin.i64(
; CHECK:         %tile.end1 = call i64 @llvm.smin.i64(
; CHECK:         %tile.end2 = call i64 @llvm.smin.i64(
; CHECK:         %tile.end3 = call i64 @llvm.smin.i64(
; CHECK-NEXT:    br label %point.header0
; CHECK:       point.header0:
; CHECK:         br i1 {{%.*}}, label %for.cond, label %tile.latch3
; CHECK:       point.header1:
; CHECK:         icmp slt i64 %t1, %tile.end1
; CHECK:       point.header2:
; CHECK:         icmp slt i64 %t2, %tile.end2
; CHECK:       point.header3:
; CHECK:         icmp slt i64 %t3, %tile.end3
; CHECK-NOT:   tile.header4

source_filename = "tile_depth4.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [68 x i8] c"tilelang.v1;line=3;col=3;tile=2,3,4,5;arrays=A,B;file=tile_depth4.c\00", align 1

define void @add4(i32 noundef %n, ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc32, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc33, %for.inc32 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end34

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc29, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc30, %for.inc29 ]
  %cmp2 = icmp slt i32 %j.0, %n
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end31

for.body4:                                        ; preds = %for.cond1
  br label %for.cond5

for.cond5:                                        ; preds = %for.inc26, %for.body4
  %k.0 = phi i32 [ 0, %for.body4 ], [ %inc27, %for.inc26 ]
  %cmp6 = icmp slt i32 %k.0, %n
  br i1 %cmp6, label %for.body8, label %for.cond.cleanup7

for.cond.cleanup7:                                ; preds = %for.cond5
  br label %for.end28

for.body8:                                        ; preds = %for.cond5
  br label %for.cond9

for.cond9:                                        ; preds = %for.inc, %for.body8
  %l.0 = phi i32 [ 0, %for.body8 ], [ %inc, %for.inc ]
  %cmp10 = icmp slt i32 %l.0, %n
  br i1 %cmp10, label %for.body12, label %for.cond.cleanup11

for.cond.cleanup11:                               ; preds = %for.cond9
  br label %for.end

for.body12:                                       ; preds = %for.cond9
  %mul = mul nsw i32 %i.0, %n
  %add = add nsw i32 %mul, %j.0
  %mul13 = mul nsw i32 %add, %n
  %add14 = add nsw i32 %mul13, %k.0
  %mul15 = mul nsw i32 %add14, %n
  %add16 = add nsw i32 %mul15, %l.0
  %idxprom = sext i32 %add16 to i64
  %arrayidx = getelementptr inbounds float, ptr %B, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %mul17 = mul nsw i32 %i.0, %n
  %add18 = add nsw i32 %mul17, %j.0
  %mul19 = mul nsw i32 %add18, %n
  %add20 = add nsw i32 %mul19, %k.0
  %mul21 = mul nsw i32 %add20, %n
  %add22 = add nsw i32 %mul21, %l.0
  %idxprom23 = sext i32 %add22 to i64
  %arrayidx24 = getelementptr inbounds float, ptr %A, i64 %idxprom23
  %1 = load float, ptr %arrayidx24, align 4
  %add25 = fadd float %1, %0
  store float %add25, ptr %arrayidx24, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body12
  %inc = add nsw i32 %l.0, 1
  br label %for.cond9, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup11
  br label %for.inc26

for.inc26:                                        ; preds = %for.end
  %inc27 = add nsw i32 %k.0, 1
  br label %for.cond5, !llvm.loop !2

for.end28:                                        ; preds = %for.cond.cleanup7
  br label %for.inc29

for.inc29:                                        ; preds = %for.end28
  %inc30 = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !3

for.end31:                                        ; preds = %for.cond.cleanup3
  br label %for.inc32

for.inc32:                                        ; preds = %for.end31
  %inc33 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !4

for.end34:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end34
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
