; Generated from this C (directives_dangling_if.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void cond(int c, int n, float *A) {
;     if (c)
;       switch (__tilelang_directive("tilelang.v1;line=4;col=5;tile=8;arrays=A;file=directives_dangling_if.c", A)) default:
;       for (int i = 0; i < n; ++i)
;         A[i] = 1.0f;
;     else
;       for (int i = 0; i < n; ++i)
;         A[i] = 2.0f;
;   }
;
; if (c) <directive> for ... else for ...: the marker and its loop form one
; statement, so the else keeps its meaning and only the then-loop gets the
; directive.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @cond(
; CHECK:       if.then:
; CHECK-NEXT:    br label %sw.default
; CHECK:         br label %for.cond, !llvm.loop [[THEN:![0-9]+]]
; CHECK:       if.else:
; CHECK:         br label %for.cond2, !llvm.loop [[ELSE:![0-9]+]]
; CHECK:       [[THEN]] = distinct !{[[THEN]], [[MP:![0-9]+]], [[D:![0-9]+]], {{![0-9]+}}}
; CHECK:       [[D]] = !{!"tilelang.directive", !"tilelang.v1;line=4;col=5;tile=8;arrays=A;file=directives_dangling_if.c"}
; CHECK:       [[ELSE]] = distinct !{[[ELSE]], [[MP]]}

source_filename = "directives_dangling_if.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [71 x i8] c"tilelang.v1;line=4;col=5;tile=8;arrays=A;file=directives_dangling_if.c\00", align 1

define void @cond(i32 noundef %c, i32 noundef %n, ptr noundef %A) {
entry:
  %c.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %A.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %i1 = alloca i32, align 4
  store i32 %c, ptr %c.addr, align 4
  store i32 %n, ptr %n.addr, align 4
  store ptr %A, ptr %A.addr, align 8
  %0 = load i32, ptr %c.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %A.addr, align 8
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %1)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %if.then
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
  %4 = load ptr, ptr %A.addr, align 8
  %5 = load i32, ptr %i, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds float, ptr %4, i64 %idxprom
  store float 1.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  br label %if.end

if.else:                                          ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr %i1)
  store i32 0, ptr %i1, align 4
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc8, %if.else
  %7 = load i32, ptr %i1, align 4
  %8 = load i32, ptr %n.addr, align 4
  %cmp3 = icmp slt i32 %7, %8
  br i1 %cmp3, label %for.body5, label %for.cond.cleanup4

for.cond.cleanup4:                                ; preds = %for.cond2
  call void @llvm.lifetime.end.p0(ptr %i1)
  br label %for.end10

for.body5:                                        ; preds = %for.cond2
  %9 = load ptr, ptr %A.addr, align 8
  %10 = load i32, ptr %i1, align 4
  %idxprom6 = sext i32 %10 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %9, i64 %idxprom6
  store float 2.000000e+00, ptr %arrayidx7, align 4
  br label %for.inc8

for.inc8:                                         ; preds = %for.body5
  %11 = load i32, ptr %i1, align 4
  %inc9 = add nsw i32 %11, 1
  store i32 %inc9, ptr %i1, align 4
  br label %for.cond2, !llvm.loop !2

for.end10:                                        ; preds = %for.cond.cleanup4
  br label %if.end

if.end:                                           ; preds = %for.end10, %sw.epilog
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
