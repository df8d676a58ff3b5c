; Generated from this C (directives_bind_globals.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   float G[64][64];
;   float H[64];
;   void rowsum(void) {
;     switch (__tilelang_directive("tilelang.v1;line=5;col=3;tile=8,8;buffer=G:shared;arrays=G,H;file=directives_bind_globals.c", G, H)) default:
;     for (int i = 0; i < 64; ++i)
;       for (int j = 0; j < 64; ++j)
;         H[i] += G[i][j];
;   }
;
; Global arrays are bound to their GlobalVariable.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @rowsum(
; CHECK:         br label %for.cond, !llvm.loop [[L:![0-9]+]]
; CHECK:       [[L]] = distinct !{[[L]], {{![0-9]+}}, [[D:![0-9]+]], [[BG:![0-9]+]], [[BH:![0-9]+]]}
; CHECK:       [[D]] = !{!"tilelang.directive", !"tilelang.v1;line=5;col=3;tile=8,8;buffer=G:shared;arrays=G,H;file=directives_bind_globals.c"}
; CHECK-NEXT:  [[BG]] = !{!"tilelang.bind", !"G", ptr @G}
; CHECK-NEXT:  [[BH]] = !{!"tilelang.bind", !"H", ptr @H}

source_filename = "directives_bind_globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [92 x i8] c"tilelang.v1;line=5;col=3;tile=8,8;buffer=G:shared;arrays=G,H;file=directives_bind_globals.c\00", align 1
@G = global [64 x [64 x float]] zeroinitializer, align 16
@H = global [64 x float] zeroinitializer, align 16

define void @rowsum() {
entry:
  %i = alloca i32, align 4
  %cleanup.dest.slot = alloca i32, align 4
  %j = alloca i32, align 4
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef @G, ptr noundef @H)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr %i)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc9, %sw.default
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 64
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  store i32 3, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %i)
  br label %for.end11

for.body:                                         ; preds = %for.cond
  call void @llvm.lifetime.start.p0(ptr %j)
  store i32 0, ptr %j, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, ptr %j, align 4
  %cmp2 = icmp slt i32 %1, 64
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  store i32 6, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %j)
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %2 = load i32, ptr %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [64 x [64 x float]], ptr @G, i64 0, i64 %idxprom
  %3 = load i32, ptr %j, align 4
  %idxprom5 = sext i32 %3 to i64
  %arrayidx6 = getelementptr inbounds [64 x float], ptr %arrayidx, i64 0, i64 %idxprom5
  %4 = load float, ptr %arrayidx6, align 4
  %5 = load i32, ptr %i, align 4
  %idxprom7 = sext i32 %5 to i64
  %arrayidx8 = getelementptr inbounds [64 x float], ptr @H, i64 0, i64 %idxprom7
  %6 = load float, ptr %arrayidx8, align 4
  %add = fadd float %6, %4
  store float %add, ptr %arrayidx8, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %7 = load i32, ptr %j, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %j, align 4
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc9

for.inc9:                                         ; preds = %for.end
  %8 = load i32, ptr %i, align 4
  %inc10 = add nsw i32 %8, 1
  store i32 %inc10, ptr %i, align 4
  br label %for.cond, !llvm.loop !2

for.end11:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end11
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
