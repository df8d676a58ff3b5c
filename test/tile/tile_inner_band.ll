; Generated from this C (tile_inner_band.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void rows(int n, int m, float *__restrict A) {
;     for (int i = 0; i < n; ++i) {
;       switch (__tilelang_directive("tilelang.v1;line=4;col=5;tile=16;arrays=A;file=tile_inner_band.c", A)) default:
;       for (int j = 0; j < m; ++j)
;         A[i * m + j] += 1.0f;
;     }
;   }
;
; A directive in front of the inner loop: the band is the j loop alone; its
; tile loop is built inside the i loop, whose body it replaces.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @rows(
; CHECK:       for.cond:
; CHECK:         br i1 {{%.*}}, label %for.body, label %for.cond.cleanup
; CHECK:       sw.default:
; CHECK-NEXT:    %tilelang.tc = zext i32 %smax to i64
; CHECK-NEXT:    br label %tile.header0
; CHECK:       tile.header0:
; CHECK:         br i1 {{%.*}}, label %tile.body, label %for.cond.cleanup3
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 16
; CHECK:       point.header0:
; CHECK:         br i1 {{%.*}}, label %point.body, label %tile.latch0
; CHECK:       point.latch0:
; CHECK:         br label %point.header0, !llvm.loop [[P:![0-9]+]]
; CHECK:       point.body:
; CHECK-NEXT:    [[M:%.*]] = mul nsw i64 %t0, 1
; CHECK-NEXT:    %[[J:.*]] = add nsw i64 0, [[M]]
; CHECK-NEXT:    br label %for.cond1
; CHECK:       for.cond1:
; CHECK-NEXT:    br label %for.body4
; CHECK:       for.body4:
; CHECK-NEXT:    [[ROW:%.*]] = mul nsw i64 %indvars.iv{{[0-9]+}}, {{%.*}}
; CHECK-NEXT:    {{%.*}} = add nsw i64 [[ROW]], %[[J]]
; CHECK:       for.inc6:
; CHECK:         br label %for.cond, !llvm.loop [[OUTER:![0-9]+]]
; CHECK-DAG:   [[P]] = distinct !{[[P]], {{.*}}}
; CHECK-DAG:   [[OUTER]] = distinct !{[[OUTER]], [[MP:![0-9]+]]}
; CHECK-DAG:   !{!"tilelang.tiled", i32 1

source_filename = "tile_inner_band.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [65 x i8] c"tilelang.v1;line=4;col=5;tile=16;arrays=A;file=tile_inner_band.c\00", align 1

define void @rows(i32 noundef %n, i32 noundef %m, ptr noalias noundef %A) {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc6, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc7, %for.inc6 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end8

for.body:                                         ; preds = %for.cond
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %for.body
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %sw.default
  %j.0 = phi i32 [ 0, %sw.default ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, %m
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %mul = mul nsw i32 %i.0, %m
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %add5 = fadd float %0, 1.000000e+00
  store float %add5, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  br label %for.inc6

for.inc6:                                         ; preds = %sw.epilog
  %inc7 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end8:                                         ; preds = %for.cond.cleanup
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
