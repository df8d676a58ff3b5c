; Generated from this C (directives_bind_through_pointer_arithmetic.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void shifted(int n, float *A) {
;     float *P = A + n;
;     switch (__tilelang_directive("tilelang.v1;line=4;col=3;tile=32;arrays=P;file=directives_bind_through_pointer_arithmetic.c", P)) default:
;     for (int i = 0; i < n; ++i)
;       P[i] = 0.0f;
;   }
;
; A local pointer derived from a parameter (P = A + n) binds to the
; parameter it points into.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @shifted(
; CHECK:         br label %for.cond, !llvm.loop [[L:![0-9]+]]
; CHECK:       [[L]] = distinct !{[[L]], {{![0-9]+}}, [[D:![0-9]+]], [[BP:![0-9]+]]}
; CHECK:       [[BP]] = !{!"tilelang.bind", !"P", i32 1}

source_filename = "directives_bind_through_pointer_arithmetic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [92 x i8] c"tilelang.v1;line=4;col=3;tile=32;arrays=P;file=directives_bind_through_pointer_arithmetic.c\00", align 1

define void @shifted(i32 noundef %n, ptr noundef %A) {
entry:
  %n.addr = alloca i32, align 4
  %A.addr = alloca ptr, align 8
  %P = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store ptr %A, ptr %A.addr, align 8
  call void @llvm.lifetime.start.p0(ptr %P)
  %0 = load ptr, ptr %A.addr, align 8
  %1 = load i32, ptr %n.addr, align 4
  %idx.ext = sext i32 %1 to i64
  %add.ptr = getelementptr inbounds float, ptr %0, i64 %idx.ext
  store ptr %add.ptr, ptr %P, align 8
  %2 = load ptr, ptr %P, align 8
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %2)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr %i)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %3 = load i32, ptr %i, align 4
  %4 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.lifetime.end.p0(ptr %i)
  br label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load ptr, ptr %P, align 8
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds float, ptr %5, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr %i, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  call void @llvm.lifetime.end.p0(ptr %P)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #0

declare i32 @__tilelang_directive(ptr noundef, ...)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
