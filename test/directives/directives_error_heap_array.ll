; Generated from this C (directives_error_heap_array.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void *malloc(unsigned long);
;   float *heap(int n) {
;     float *T = malloc(n * sizeof(float));
;     switch (__tilelang_directive("tilelang.v1;line=5;col=3;tile=8;arrays=T;file=directives_error_heap_array.c", T)) default:
;     for (int i = 0; i < n; ++i)
;       T[i] = 0.0f;
;     return T;
;   }
;
; A pointer that comes from a call (malloc) is neither a parameter nor a
; global: an error at the pragma's position.
;
; RUN: not %opt -passes=tilelang-directives -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: directives_error_heap_array.c:5:3: in function {{[^:]*}}: array 'T' must be a parameter or a global variable of 'heap' to be staged or named

source_filename = "directives_error_heap_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"tilelang.v1;line=5;col=3;tile=8;arrays=T;file=directives_error_heap_array.c\00", align 1

define ptr @heap(i32 noundef %n) {
entry:
  %n.addr = alloca i32, align 4
  %T = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  call void @llvm.lifetime.start.p0(ptr %T)
  %0 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 4
  %call = call ptr @malloc(i64 noundef %mul)
  store ptr %call, ptr %T, align 8
  %1 = load ptr, ptr %T, align 8
  %call1 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %1)
  switch i32 %call1, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr %i)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %2 = load i32, ptr %i, align 4
  %3 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %2, %3
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.lifetime.end.p0(ptr %i)
  br label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load ptr, ptr %T, align 8
  %5 = load i32, ptr %i, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds float, ptr %4, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  %7 = load ptr, ptr %T, align 8
  call void @llvm.lifetime.end.p0(ptr %T)
  ret ptr %7
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #0

declare ptr @malloc(i64 noundef)

declare i32 @__tilelang_directive(ptr noundef, ...)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
