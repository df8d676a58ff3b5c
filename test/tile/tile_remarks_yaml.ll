; Generated from this C (tile_remarks_yaml.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void f(int n, int m, float *__restrict A, float *B, const float *C) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=16;arrays=A;file=tile_remarks_yaml.c", A)) default:
;     for (int i = 0; i < n; ++i)
;       A[i] = 0.0f;
;     switch (__tilelang_directive("tilelang.v1;line=6;col=3;tile=8,8;arrays=B,C;file=tile_remarks_yaml.c", B, C)) default:
;     for (int i = 0; i < n; ++i)
;       for (int j = 0; j < m; ++j)
;         B[i * m + j] = C[i * m + j];
;   }
;
; The remarks in a remarks file (-pass-remarks-output): pass tilelang-tile,
; names Tiled / NotTiled (the harness reads these), the pragma's position as
; DebugLoc and the arguments Depth and TileSizes.
; The refused band has two loops: strip-mining a single loop keeps every
; iteration in order, so the pass does it without a dependence test even when
; the pointers may overlap (tile_strip_mine_may_alias.ll). The two-loop band is refused
; because its run-time alias check is turned off (-tilelang-alias-checks=0;
; tile_runtime_alias_check.ll is the check).
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -tilelang-alias-checks=0 -disable-output %s -pass-remarks-output=%t.yaml 2>/dev/null
; RUN: FileCheck %s < %t.yaml

; CHECK:      --- !Passed
; CHECK-NEXT: Pass:            tilelang-tile
; CHECK-NEXT: Name:            Tiled
; CHECK-NEXT: DebugLoc:        { File: tile_remarks_yaml.c, Line: 3, Column: 3 }
; CHECK-NEXT: Function:        f
; CHECK-NEXT: Args:
; CHECK-NEXT:   - String:          'tiled a band of '
; CHECK-NEXT:   - Depth:           '1'
; CHECK-NEXT:   - String:          ' loop'
; CHECK-NEXT:   - String:          ' with tile sizes '
; CHECK-NEXT:   - TileSizes:       '16'
; CHECK-NEXT: ...
; CHECK-NEXT: --- !Missed
; CHECK-NEXT: Pass:            tilelang-tile
; CHECK-NEXT: Name:            NotTiled
; CHECK-NEXT: DebugLoc:        { File: tile_remarks_yaml.c, Line: 6, Column: 3 }
; CHECK-NEXT: Function:        f
; CHECK-NEXT: Args:
; CHECK-NEXT:   - String:          'loop not tiled: '
; CHECK-NEXT:   - String:          'cannot prove that ''C'' and ''B'' do not overlap; declare the pointers __restrict'

source_filename = "tile_remarks_yaml.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [67 x i8] c"tilelang.v1;line=3;col=3;tile=16;arrays=A;file=tile_remarks_yaml.c\00", align 1
@.str.1 = private unnamed_addr constant [70 x i8] c"tilelang.v1;line=6;col=3;tile=8,8;arrays=B,C;file=tile_remarks_yaml.c\00", align 1

define void @f(i32 noundef %n, i32 noundef %m, ptr noalias noundef %A, ptr noundef %B, ptr noundef %C) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end

for.body:                                         ; preds = %for.cond
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  %call1 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.1, ptr noundef %B, ptr noundef %C)
  switch i32 %call1, label %sw.default2 [
  ]

sw.default2:                                      ; preds = %sw.epilog
  br label %for.cond4

for.cond4:                                        ; preds = %for.inc21, %sw.default2
  %i3.0 = phi i32 [ 0, %sw.default2 ], [ %inc22, %for.inc21 ]
  %cmp5 = icmp slt i32 %i3.0, %n
  br i1 %cmp5, label %for.body7, label %for.cond.cleanup6

for.cond.cleanup6:                                ; preds = %for.cond4
  br label %for.end23

for.body7:                                        ; preds = %for.cond4
  br label %for.cond8

for.cond8:                                        ; preds = %for.inc18, %for.body7
  %j.0 = phi i32 [ 0, %for.body7 ], [ %inc19, %for.inc18 ]
  %cmp9 = icmp slt i32 %j.0, %m
  br i1 %cmp9, label %for.body11, label %for.cond.cleanup10

for.cond.cleanup10:                               ; preds = %for.cond8
  br label %for.end20

for.body11:                                       ; preds = %for.cond8
  %mul = mul nsw i32 %i3.0, %m
  %add = add nsw i32 %mul, %j.0
  %idxprom12 = sext i32 %add to i64
  %arrayidx13 = getelementptr inbounds float, ptr %C, i64 %idxprom12
  %0 = load float, ptr %arrayidx13, align 4
  %mul14 = mul nsw i32 %i3.0, %m
  %add15 = add nsw i32 %mul14, %j.0
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %B, i64 %idxprom16
  store float %0, ptr %arrayidx17, align 4
  br label %for.inc18

for.inc18:                                        ; preds = %for.body11
  %inc19 = add nsw i32 %j.0, 1
  br label %for.cond8, !llvm.loop !2

for.end20:                                        ; preds = %for.cond.cleanup10
  br label %for.inc21

for.inc21:                                        ; preds = %for.end20
  %inc22 = add nsw i32 %i3.0, 1
  br label %for.cond4, !llvm.loop !3

for.end23:                                        ; preds = %for.cond.cleanup6
  br label %sw.epilog24

sw.epilog24:                                      ; preds = %for.end23
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
