; Generated from this C (tile_remarks_yaml.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void f(int n, float *__restrict A, float *B, const float *C) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=16;arrays=A;file=tile_remarks_yaml.c", A)) default:
;     for (int i = 0; i < n; ++i)
;       A[i] = 0.0f;
;     switch (__tilelang_directive("tilelang.v1;line=6;col=3;tile=8;arrays=B,C;file=tile_remarks_yaml.c", B, C)) default:
;     for (int i = 0; i < n; ++i)
;       B[i] = C[i];
;   }
;
; The remarks in a remarks file (-pass-remarks-output): pass tilelang-tile,
; names Tiled / NotTiled (the harness reads these), the pragma's position as
; DebugLoc and the arguments Depth and TileSizes.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -disable-output %s -pass-remarks-output=%t.yaml 2>/dev/null
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
@.str.1 = private unnamed_addr constant [68 x i8] c"tilelang.v1;line=6;col=3;tile=8;arrays=B,C;file=tile_remarks_yaml.c\00", align 1

define void @f(i32 noundef %n, ptr noalias noundef %A, ptr noundef %B, ptr noundef %C) {
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

for.cond4:                                        ; preds = %for.inc12, %sw.default2
  %i3.0 = phi i32 [ 0, %sw.default2 ], [ %inc13, %for.inc12 ]
  %cmp5 = icmp slt i32 %i3.0, %n
  br i1 %cmp5, label %for.body7, label %for.cond.cleanup6

for.cond.cleanup6:                                ; preds = %for.cond4
  br label %for.end14

for.body7:                                        ; preds = %for.cond4
  %idxprom8 = sext i32 %i3.0 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %C, i64 %idxprom8
  %0 = load float, ptr %arrayidx9, align 4
  %idxprom10 = sext i32 %i3.0 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %B, i64 %idxprom10
  store float %0, ptr %arrayidx11, align 4
  br label %for.inc12

for.inc12:                                        ; preds = %for.body7
  %inc13 = add nsw i32 %i3.0, 1
  br label %for.cond4, !llvm.loop !2

for.end14:                                        ; preds = %for.cond.cleanup6
  br label %sw.epilog15

sw.epilog15:                                      ; preds = %for.end14
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
