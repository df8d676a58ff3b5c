; Generated from this C (tile_refuse_opaque_call.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void g(int);
;   void f(int n, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=4;col=3;tile=8;arrays=A;file=tile_refuse_opaque_call.c", A)) default:
;     for (int i = 0; i < n; ++i) {
;       g(i);
;       A[i] = 1.0f;
;     }
;   }
;
; A call to an opaque function in the body.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s 2>/dev/null | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang \
; RUN:   -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_refuse_opaque_call.c:4:3: loop not tiled: the loop nest contains a call to 'g' that may access memory, throw or not return; the tiler cannot reorder it
; REMARK-NEXT: warning: tile_refuse_opaque_call.c:4:3: loop not tiled: the loop nest contains a call to 'g' that may access memory, throw or not return; the tiler cannot reorder it

; The loop nest is left as it was (only canonicalised), without the directive.
; CHECK-LABEL: define {{.*}} @f(
; CHECK-NOT:   {{(tile|point)\.}}
; CHECK:       for.cond:
; CHECK:         br i1 {{%.*}}, label %for.body, label %for.cond.cleanup
; CHECK:         br label %for.cond, !llvm.loop
; CHECK-NOT:   {{(tile|point)\.}}
; CHECK:         ret 
; CHECK-NOT:   !"tilelang.

source_filename = "tile_refuse_opaque_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [72 x i8] c"tilelang.v1;line=4;col=3;tile=8;arrays=A;file=tile_refuse_opaque_call.c\00", align 1

define void @f(i32 noundef %n, ptr noalias noundef %A) {
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
  call void @g(i32 noundef %i.0)
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  store float 1.000000e+00, ptr %arrayidx, align 4
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

declare void @g(i32 noundef)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
