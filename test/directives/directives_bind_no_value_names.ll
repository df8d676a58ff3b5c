; Generated from this C (directives_bind_no_value_names.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes (no value names,
;   locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void scale(int n, float s, float *A, float *B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=32;arrays=B,A;file=directives_bind_no_value_names.c", B, A)) default:
;     for (int i = 0; i < n; ++i)
;       B[i] = s * A[i];
;   }
;
; IR without value names (clang's default): the arrays still bind, through
; the promoted parameter allocas, to the right argument numbers.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @scale(
; CHECK-NOT:     alloca
; CHECK-NOT:     call i32 (ptr, ...) @__tilelang_directive
; CHECK:         br label {{%[0-9]+}}, !llvm.loop [[L:![0-9]+]]
; CHECK:       [[L]] = distinct !{[[L]], {{![0-9]+}}, [[D:![0-9]+]], [[BB:![0-9]+]], [[BA:![0-9]+]]}
; CHECK:       [[D]] = !{!"tilelang.directive", !"tilelang.v1;line=3;col=3;tile=32;arrays=B,A;file=directives_bind_no_value_names.c"}
; CHECK-NEXT:  [[BB]] = !{!"tilelang.bind", !"B", i32 3}
; CHECK-NEXT:  [[BA]] = !{!"tilelang.bind", !"A", i32 2}

source_filename = "directives_bind_no_value_names.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [82 x i8] c"tilelang.v1;line=3;col=3;tile=32;arrays=B,A;file=directives_bind_no_value_names.c\00", align 1

define void @scale(i32 noundef %0, float noundef %1, ptr noundef %2, ptr noundef %3) {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %10 = load ptr, ptr %8, align 8
  %11 = load ptr, ptr %7, align 8
  %12 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %10, ptr noundef %11)
  switch i32 %12, label %13 [
  ]

13:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(ptr %9)
  store i32 0, ptr %9, align 4
  br label %14

14:                                               ; preds = %31, %13
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(ptr %9)
  br label %34

19:                                               ; preds = %14
  %20 = load float, ptr %6, align 4
  %21 = load ptr, ptr %7, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %21, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = fmul float %20, %25
  %27 = load ptr, ptr %8, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  store float %26, ptr %30, align 4
  br label %31

31:                                               ; preds = %19
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %9, align 4
  br label %14, !llvm.loop !0

34:                                               ; preds = %18
  br label %35

35:                                               ; preds = %34
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
