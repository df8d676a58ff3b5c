; Generated from this C (directives_two_in_function.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void two(int n, float *A, float *B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8;arrays=A;file=directives_two_in_function.c", A)) default:
;     for (int i = 0; i < n; ++i)
;       A[i] = 0.0f;
;     switch (__tilelang_directive("tilelang.v1;line=6;col=3;tile=16;buffer=B:shared;arrays=B;file=directives_two_in_function.c", B)) default:
;     for (int i = 0; i < n; ++i)
;       B[i] = 1.0f;
;   }
;
; Two markers in one function, each bound to the loop that follows it.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @two(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br label %sw.default
; CHECK:         br label %for.cond, !llvm.loop [[L1:![0-9]+]]
; CHECK:       sw.epilog:
; CHECK-NEXT:    br label %sw.default2
; CHECK:         br label %for.cond4, !llvm.loop [[L2:![0-9]+]]
; CHECK-NOT:   call {{.*}}@__tilelang_directive
; CHECK:       [[L1]] = distinct !{[[L1]], [[MP:![0-9]+]], [[D1:![0-9]+]], [[B1:![0-9]+]]}
; CHECK:       [[D1]] = !{!"tilelang.directive", !"tilelang.v1;line=3;col=3;tile=8;arrays=A;file=directives_two_in_function.c"}
; CHECK-NEXT:  [[B1]] = !{!"tilelang.bind", !"A", i32 1}
; CHECK-NEXT:  [[L2]] = distinct !{[[L2]], [[MP]], [[D2:![0-9]+]], [[B2:![0-9]+]]}
; CHECK-NEXT:  [[D2]] = !{!"tilelang.directive", !"tilelang.v1;line=6;col=3;tile=16;buffer=B:shared;arrays=B;file=directives_two_in_function.c"}
; CHECK-NEXT:  [[B2]] = !{!"tilelang.bind", !"B", i32 2}

source_filename = "directives_two_in_function.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [75 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A;file=directives_two_in_function.c\00", align 1
@.str.1 = private unnamed_addr constant [92 x i8] c"tilelang.v1;line=6;col=3;tile=16;buffer=B:shared;arrays=B;file=directives_two_in_function.c\00", align 1

define void @two(i32 noundef %n, ptr noundef %A, ptr noundef %B) {
entry:
  %n.addr = alloca i32, align 4
  %A.addr = alloca ptr, align 8
  %B.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %i3 = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store ptr %A, ptr %A.addr, align 8
  store ptr %B, ptr %B.addr, align 8
  %0 = load ptr, ptr %A.addr, align 8
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %0)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr %i)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %1 = load i32, ptr %i, align 4
  %2 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %1, %2
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.lifetime.end.p0(ptr %i)
  br label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %A.addr, align 8
  %4 = load i32, ptr %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds float, ptr %3, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %5 = load i32, ptr %i, align 4
  %inc = add nsw i32 %5, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  %6 = load ptr, ptr %B.addr, align 8
  %call1 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.1, ptr noundef %6)
  switch i32 %call1, label %sw.default2 [
  ]

sw.default2:                                      ; preds = %sw.epilog
  call void @llvm.lifetime.start.p0(ptr %i3)
  store i32 0, ptr %i3, align 4
  br label %for.cond4

for.cond4:                                        ; preds = %for.inc10, %sw.default2
  %7 = load i32, ptr %i3, align 4
  %8 = load i32, ptr %n.addr, align 4
  %cmp5 = icmp slt i32 %7, %8
  br i1 %cmp5, label %for.body7, label %for.cond.cleanup6

for.cond.cleanup6:                                ; preds = %for.cond4
  call void @llvm.lifetime.end.p0(ptr %i3)
  br label %for.end12

for.body7:                                        ; preds = %for.cond4
  %9 = load ptr, ptr %B.addr, align 8
  %10 = load i32, ptr %i3, align 4
  %idxprom8 = sext i32 %10 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %9, i64 %idxprom8
  store float 1.000000e+00, ptr %arrayidx9, align 4
  br label %for.inc10

for.inc10:                                        ; preds = %for.body7
  %11 = load i32, ptr %i3, align 4
  %inc11 = add nsw i32 %11, 1
  store i32 %inc11, ptr %i3, align 4
  br label %for.cond4, !llvm.loop !2

for.end12:                                        ; preds = %for.cond.cleanup6
  br label %sw.epilog13

sw.epilog13:                                      ; preds = %for.end12
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
!2 = distinct !{!2, !1}
