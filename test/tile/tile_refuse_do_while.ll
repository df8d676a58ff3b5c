; Generated from this C (tile_refuse_do_while.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void f(int n, float *__restrict A) {
;     int i = 0;
;     switch (__tilelang_directive("tilelang.v1;line=4;col=3;tile=8;arrays=A;file=tile_refuse_do_while.c", A)) default:
;     do {
;       A[i] = 1.0f;
;     } while (++i < n);
;   }
;
; A bottom-tested loop (hand-written IR: the front end only puts a directive before a for).
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s 2>/dev/null | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang \
; RUN:   -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_refuse_do_while.c:4:3: loop not tiled: the outermost loop of the band leaves other than through its condition (a break, return or goto), or is not top-tested
; REMARK-NEXT: warning: tile_refuse_do_while.c:4:3: loop not tiled: the outermost loop of the band leaves other than through its condition (a break, return or goto), or is not top-tested

; The loop nest is left as it was (only canonicalised), without the directive.
; CHECK-LABEL: define {{.*}} @f(
; CHECK-NOT:   {{(tile|point)\.}}
; CHECK:       do.body:
; CHECK:         store float 1.000000e+00
; CHECK:       do.cond:
; CHECK:         br i1 {{%.*}}, label %do.body, label %do.end, !llvm.loop
; CHECK-NOT:   {{(tile|point)\.}}
; CHECK:         ret 
; CHECK-NOT:   !"tilelang.

source_filename = "tile_refuse_do_while.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [69 x i8] c"tilelang.v1;line=4;col=3;tile=8;arrays=A;file=tile_refuse_do_while.c\00", align 1

define void @f(i32 noundef %n, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %do.body

do.body:                                          ; preds = %do.cond, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc, %do.cond ]
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  store float 1.000000e+00, ptr %arrayidx, align 4
  br label %do.cond

do.cond:                                          ; preds = %do.body
  %inc = add nsw i32 %i.0, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %do.body, label %do.end, !llvm.loop !0

do.end:                                           ; preds = %do.cond
  br label %sw.epilog

sw.epilog:                                        ; preds = %do.end
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
