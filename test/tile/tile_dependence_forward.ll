; Generated from this C (tile_dependence_forward.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void prefix_rows(int n, float A[][100]) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8,8;arrays=A;file=tile_dependence_forward.c", A)) default:
;     for (int i = 0; i < n; ++i)
;       for (int j = 0; j < 100; ++j)
;         A[i + 1][j] = A[i][j] + 1.0f;
;   }
;
; A[i+1][j] = A[i][j] + 1: the dependence [< =] has no '>', so the band is
; fully permutable and is tiled.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang -pass-remarks-missed=tilelang \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_dependence_forward.c:3:3: tiled a band of 2 loops with tile sizes 8 x 8
; REMARK-NOT: warning

; CHECK-LABEL: define void @prefix_rows(
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 8
; CHECK:       tile.latch1:
; CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, 8
; CHECK:       tile.body:
; CHECK:         %tile.end1 = call i64 @llvm.smin.i64({{.*}}, i64 100)

source_filename = "tile_dependence_forward.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [74 x i8] c"tilelang.v1;line=3;col=3;tile=8,8;arrays=A;file=tile_dependence_forward.c\00", align 1

define void @prefix_rows(i32 noundef %n, ptr noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc12, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc13, %for.inc12 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end14

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, 100
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds [100 x float], ptr %A, i64 %idxprom
  %idxprom5 = sext i32 %j.0 to i64
  %arrayidx6 = getelementptr inbounds [100 x float], ptr %arrayidx, i64 0, i64 %idxprom5
  %0 = load float, ptr %arrayidx6, align 4
  %add = fadd float %0, 1.000000e+00
  %add7 = add nsw i32 %i.0, 1
  %idxprom8 = sext i32 %add7 to i64
  %arrayidx9 = getelementptr inbounds [100 x float], ptr %A, i64 %idxprom8
  %idxprom10 = sext i32 %j.0 to i64
  %arrayidx11 = getelementptr inbounds [100 x float], ptr %arrayidx9, i64 0, i64 %idxprom10
  store float %add, ptr %arrayidx11, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc12

for.inc12:                                        ; preds = %for.end
  %inc13 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end14:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end14
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
