; Generated from this C (directives_error_no_loop.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void noloop(float *A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8;arrays=A;file=directives_error_no_loop.c", A)) default:
;     A[0] = 1.0f;
;   }
;
; A marker whose statement is not a loop (and no loop follows): an error.
;
; RUN: not %opt -passes=tilelang-directives -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: directives_error_no_loop.c:3:3: in function {{[^:]*}}: no counted loop follows the tilelang directive directly: the directive and its 'for' must form one statement, and the loop's set-up may not call functions or write memory (a range-based for, or an init statement with side effects); write `for (int i = lo; i < hi; ++i)`{{$}}

source_filename = "directives_error_no_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [73 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A;file=directives_error_no_loop.c\00", align 1

define void @noloop(ptr noundef %A) {
entry:
  %A.addr = alloca ptr, align 8
  store ptr %A, ptr %A.addr, align 8
  %0 = load ptr, ptr %A.addr, align 8
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %0)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  %1 = load ptr, ptr %A.addr, align 8
  %arrayidx = getelementptr inbounds float, ptr %1, i64 0
  store float 1.000000e+00, ptr %arrayidx, align 4
  br label %sw.epilog

sw.epilog:                                        ; preds = %sw.default
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)
