; Generated from this C (directives_bind_arguments.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void axpy(int n, float a, const float *x, float *y) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=64;buffer=y:register;arrays=y,x;file=directives_bind_arguments.c", y, x)) default:
;     for (int i = 0; i < n; ++i)
;       y[i] += a * x[i];
;   }
;
; Arrays bound to arguments by number (0-based), in the order of arrays=,
; which need not be the order of the parameters.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @axpy(
; CHECK:         br label %for.cond, !llvm.loop [[L:![0-9]+]]
; CHECK:       [[L]] = distinct !{[[L]], {{![0-9]+}}, [[D:![0-9]+]], [[BY:![0-9]+]], [[BX:![0-9]+]]}
; CHECK:       [[D]] = !{!"tilelang.directive", !"tilelang.v1;line=3;col=3;tile=64;buffer=y:register;arrays=y,x;file=directives_bind_arguments.c"}
; CHECK-NEXT:  [[BY]] = !{!"tilelang.bind", !"y", i32 3}
; CHECK-NEXT:  [[BX]] = !{!"tilelang.bind", !"x", i32 2}

source_filename = "directives_bind_arguments.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [95 x i8] c"tilelang.v1;line=3;col=3;tile=64;buffer=y:register;arrays=y,x;file=directives_bind_arguments.c\00", align 1

define void @axpy(i32 noundef %n, float noundef %a, ptr noundef %x, ptr noundef %y) {
entry:
  %n.addr = alloca i32, align 4
  %a.addr = alloca float, align 4
  %x.addr = alloca ptr, align 8
  %y.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store float %a, ptr %a.addr, align 4
  store ptr %x, ptr %x.addr, align 8
  store ptr %y, ptr %y.addr, align 8
  %0 = load ptr, ptr %y.addr, align 8
  %1 = load ptr, ptr %x.addr, align 8
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %0, ptr noundef %1)
  switch i32 %call, label %sw.default [
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
  %4 = load float, ptr %a.addr, align 4
  %5 = load ptr, ptr %x.addr, align 8
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds float, ptr %5, i64 %idxprom
  %7 = load float, ptr %arrayidx, align 4
  %8 = load ptr, ptr %y.addr, align 8
  %9 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %9 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %8, i64 %idxprom1
  %10 = load float, ptr %arrayidx2, align 4
  %11 = call float @llvm.fmuladd.f32(float %4, float %7, float %10)
  store float %11, ptr %arrayidx2, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %i, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
