; Generated from this C (tile_refuse_indirect_subscript.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void scatter(int n, const int *__restrict idx, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8,8;arrays=A;file=tile_refuse_indirect_subscript.c", A)) default:
;     for (int i = 0; i < n; ++i)
;       for (int j = 0; j < n; ++j)
;         A[idx[i] * n + j] = 1.0f;
;   }
;
; A scattered row A[idx[i]][j]: two i may write the same row, so the
; store depends on itself with the direction [* *].
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s 2>/dev/null | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang \
; RUN:   -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_refuse_indirect_subscript.c:3:3: loop not tiled: tiling may reverse a dependence on 'A' (from a write to a write, direction vector [* *] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses)
; REMARK-NEXT: warning: tile_refuse_indirect_subscript.c:3:3: loop not tiled: tiling may reverse a dependence on 'A' (from a write to a write, direction vector [* *] over the band): the band is not proven fully permutable (the dependence test cannot order the two accesses)

; The loop nest is left as it was (only canonicalised), without the directive.
; CHECK-LABEL: define {{.*}} @scatter(
; CHECK-NOT:   {{(tile|point)\.}}
; CHECK:       for.cond:
; CHECK:         br i1 {{%.*}}, label %for.body, label %for.cond.cleanup
; CHECK:       for.cond1:
; CHECK:         br i1 {{%.*}}, label %for.body4, label %for.cond.cleanup3
; CHECK:         br label %for.cond1, !llvm.loop
; CHECK:         br label %for.cond, !llvm.loop
; CHECK-NOT:   {{(tile|point)\.}}
; CHECK:         ret 
; CHECK-NOT:   !"tilelang.

source_filename = "tile_refuse_indirect_subscript.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [81 x i8] c"tilelang.v1;line=3;col=3;tile=8,8;arrays=A;file=tile_refuse_indirect_subscript.c\00", align 1

define void @scatter(i32 noundef %n, ptr noalias noundef %idx, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc7, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc8, %for.inc7 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end9

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, %n
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds i32, ptr %idx, i64 %idxprom
  %0 = load i32, ptr %arrayidx, align 4
  %mul = mul nsw i32 %0, %n
  %add = add nsw i32 %mul, %j.0
  %idxprom5 = sext i32 %add to i64
  %arrayidx6 = getelementptr inbounds float, ptr %A, i64 %idxprom5
  store float 1.000000e+00, ptr %arrayidx6, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc7

for.inc7:                                         ; preds = %for.end
  %inc8 = add nsw i32 %i.0, 1
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
