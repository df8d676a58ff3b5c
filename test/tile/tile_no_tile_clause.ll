; Generated from this C (tile_no_tile_clause.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void copy(int n, float *__restrict A, const float *__restrict B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;buffer=A:shared;arrays=A,B;file=tile_no_tile_clause.c", A, B)) default:
;     for (int i = 0; i < n; ++i)
;       A[i] = B[i];
;   }
;
; A directive without tile(...) (here only buffer(A: shared)): nothing to
; tile; the loop is marked tilelang.tiled with depth 0 and keeps its
; directive for the later passes. No remark, no warning.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang -pass-remarks-missed=tilelang \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --allow-empty

; REMARK-NOT: remark
; REMARK-NOT: warning

; CHECK-LABEL: define void @copy(
; CHECK-NOT:   {{(tile|point)\.}}
; CHECK:         br label %for.cond, !llvm.loop [[L:![0-9]+]]
; CHECK:       [[L]] = distinct !{[[L]], [[MP:![0-9]+]], [[D:![0-9]+]], [[BA:![0-9]+]], [[BB:![0-9]+]], [[T:![0-9]+]]}
; CHECK:       [[D]] = !{!"tilelang.directive", !"tilelang.v1;line=3;col=3;buffer=A:shared;arrays=A,B;file=tile_no_tile_clause.c"}
; CHECK-NEXT:  [[BA]] = !{!"tilelang.bind", !"A", i32 1}
; CHECK-NEXT:  [[BB]] = !{!"tilelang.bind", !"B", i32 2}
; CHECK-NEXT:  [[T]] = !{!"tilelang.tiled", i32 0}

source_filename = "tile_no_tile_clause.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [79 x i8] c"tilelang.v1;line=3;col=3;buffer=A:shared;arrays=A,B;file=tile_no_tile_clause.c\00", align 1

define void @copy(i32 noundef %n, ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
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
  %arrayidx = getelementptr inbounds float, ptr %B, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %idxprom1 = sext i32 %i.0 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %A, i64 %idxprom1
  store float %0, ptr %arrayidx2, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
