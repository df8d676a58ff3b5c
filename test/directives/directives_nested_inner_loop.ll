; Generated from this C (directives_nested_inner_loop.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void rows(int n, int m, float *A) {
;     for (int i = 0; i < n; ++i) {
;       switch (__tilelang_directive("tilelang.v1;line=4;col=5;tile=16;arrays=A;file=directives_nested_inner_loop.c", A)) default:
;       for (int j = 0; j < m; ++j)
;         A[i * m + j] += 1.0f;
;     }
;   }
;
; A marker inside the outer loop, in front of the inner loop: the directive
; goes to the inner loop (the one it precedes), not to the loop that holds it.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @rows(
; CHECK:       for.body:
; CHECK-NEXT:    br label %sw.default
; CHECK:         br label %for.cond1, !llvm.loop [[INNER:![0-9]+]]
; CHECK:         br label %for.cond, !llvm.loop [[OUTER:![0-9]+]]
; CHECK:       [[INNER]] = distinct !{[[INNER]], [[MP:![0-9]+]], [[D:![0-9]+]], [[B:![0-9]+]]}
; CHECK:       [[D]] = !{!"tilelang.directive", !"tilelang.v1;line=4;col=5;tile=16;arrays=A;file=directives_nested_inner_loop.c"}
; CHECK-NEXT:  [[B]] = !{!"tilelang.bind", !"A", i32 2}
; CHECK-NEXT:  [[OUTER]] = distinct !{[[OUTER]], [[MP]]}

source_filename = "directives_nested_inner_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [78 x i8] c"tilelang.v1;line=4;col=5;tile=16;arrays=A;file=directives_nested_inner_loop.c\00", align 1

define void @rows(i32 noundef %n, i32 noundef %m, ptr noundef %A) {
entry:
  %n.addr = alloca i32, align 4
  %m.addr = alloca i32, align 4
  %A.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %cleanup.dest.slot = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store i32 %m, ptr %m.addr, align 4
  store ptr %A, ptr %A.addr, align 8
  call void @llvm.lifetime.start.p0(ptr %i)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc6, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  store i32 2, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %i)
  br label %for.end8

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %A.addr, align 8
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %2)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %for.body
  call void @llvm.lifetime.start.p0(ptr %j)
  store i32 0, ptr %j, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %sw.default
  %3 = load i32, ptr %j, align 4
  %4 = load i32, ptr %m.addr, align 4
  %cmp2 = icmp slt i32 %3, %4
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  store i32 6, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %j)
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %5 = load ptr, ptr %A.addr, align 8
  %6 = load i32, ptr %i, align 4
  %7 = load i32, ptr %m.addr, align 4
  %mul = mul nsw i32 %6, %7
  %8 = load i32, ptr %j, align 4
  %add = add nsw i32 %mul, %8
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %5, i64 %idxprom
  %9 = load float, ptr %arrayidx, align 4
  %add5 = fadd float %9, 1.000000e+00
  store float %add5, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %10 = load i32, ptr %j, align 4
  %inc = add nsw i32 %10, 1
  store i32 %inc, ptr %j, align 4
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  br label %for.inc6

for.inc6:                                         ; preds = %sw.epilog
  %11 = load i32, ptr %i, align 4
  %inc7 = add nsw i32 %11, 1
  store i32 %inc7, ptr %i, align 4
  br label %for.cond, !llvm.loop !2

for.end8:                                         ; preds = %for.cond.cleanup
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
!2 = distinct !{!2, !1}
