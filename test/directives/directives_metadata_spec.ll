; Generated from this C (directives_metadata_spec.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void sgemm(int M, int N, int K, const float *A, const float *B, float *C) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=1;tile=128,128,32;buffer=A:shared,B:shared,C:register;layout=A:swizzle,B:pad(4);map=block.y,block.x,seq;threads=16,16;arrays=A,B,C;file=sgemm.cpp", A, B, C)) default:
;     for (int i = 0; i < M; ++i)
;       for (int j = 0; j < N; ++j)
;         for (int k = 0; k < K; ++k)
;           C[i * N + j] += A[i * K + k] * B[k * N + j];
;   }
;
; The whole SPEC, every clause, rides verbatim on the loop ID of the loop
; that follows the marker (the outermost one), with one tilelang.bind per
; array; the inner loops get nothing.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @sgemm(
; CHECK:         br label %for.cond5, !llvm.loop [[K:![0-9]+]]
; CHECK:         br label %for.cond1, !llvm.loop [[J:![0-9]+]]
; CHECK:         br label %for.cond, !llvm.loop [[I:![0-9]+]]
; CHECK:       [[K]] = distinct !{[[K]], [[MP:![0-9]+]]}
; CHECK:       [[MP]] = !{!"llvm.loop.mustprogress"}
; CHECK:       [[J]] = distinct !{[[J]], [[MP]]}
; CHECK:       [[I]] = distinct !{[[I]], [[MP]], [[D:![0-9]+]], [[BA:![0-9]+]], [[BB:![0-9]+]], [[BC:![0-9]+]]}
; CHECK:       [[D]] = !{!"tilelang.directive", !"tilelang.v1;line=3;col=1;tile=128,128,32;buffer=A:shared,B:shared,C:register;layout=A:swizzle,B:pad(4);map=block.y,block.x,seq;threads=16,16;arrays=A,B,C;file=sgemm.cpp"}
; CHECK-NEXT:  [[BA]] = !{!"tilelang.bind", !"A", i32 3}
; CHECK-NEXT:  [[BB]] = !{!"tilelang.bind", !"B", i32 4}
; CHECK-NEXT:  [[BC]] = !{!"tilelang.bind", !"C", i32 5}

source_filename = "directives_metadata_spec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [169 x i8] c"tilelang.v1;line=3;col=1;tile=128,128,32;buffer=A:shared,B:shared,C:register;layout=A:swizzle,B:pad(4);map=block.y,block.x,seq;threads=16,16;arrays=A,B,C;file=sgemm.cpp\00", align 1

define void @sgemm(i32 noundef %M, i32 noundef %N, i32 noundef %K, ptr noundef %A, ptr noundef %B, ptr noundef %C) {
entry:
  %M.addr = alloca i32, align 4
  %N.addr = alloca i32, align 4
  %K.addr = alloca i32, align 4
  %A.addr = alloca ptr, align 8
  %B.addr = alloca ptr, align 8
  %C.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %cleanup.dest.slot = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  store i32 %M, ptr %M.addr, align 4
  store i32 %N, ptr %N.addr, align 4
  store i32 %K, ptr %K.addr, align 4
  store ptr %A, ptr %A.addr, align 8
  store ptr %B, ptr %B.addr, align 8
  store ptr %C, ptr %C.addr, align 8
  %0 = load ptr, ptr %A.addr, align 8
  %1 = load ptr, ptr %B.addr, align 8
  %2 = load ptr, ptr %C.addr, align 8
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %0, ptr noundef %1, ptr noundef %2)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr %i)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc21, %sw.default
  %3 = load i32, ptr %i, align 4
  %4 = load i32, ptr %M.addr, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  store i32 3, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %i)
  br label %for.end23

for.body:                                         ; preds = %for.cond
  call void @llvm.lifetime.start.p0(ptr %j)
  store i32 0, ptr %j, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc18, %for.body
  %5 = load i32, ptr %j, align 4
  %6 = load i32, ptr %N.addr, align 4
  %cmp2 = icmp slt i32 %5, %6
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  store i32 6, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %j)
  br label %for.end20

for.body4:                                        ; preds = %for.cond1
  call void @llvm.lifetime.start.p0(ptr %k)
  store i32 0, ptr %k, align 4
  br label %for.cond5

for.cond5:                                        ; preds = %for.inc, %for.body4
  %7 = load i32, ptr %k, align 4
  %8 = load i32, ptr %K.addr, align 4
  %cmp6 = icmp slt i32 %7, %8
  br i1 %cmp6, label %for.body8, label %for.cond.cleanup7

for.cond.cleanup7:                                ; preds = %for.cond5
  store i32 9, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %k)
  br label %for.end

for.body8:                                        ; preds = %for.cond5
  %9 = load ptr, ptr %A.addr, align 8
  %10 = load i32, ptr %i, align 4
  %11 = load i32, ptr %K.addr, align 4
  %mul = mul nsw i32 %10, %11
  %12 = load i32, ptr %k, align 4
  %add = add nsw i32 %mul, %12
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %9, i64 %idxprom
  %13 = load float, ptr %arrayidx, align 4
  %14 = load ptr, ptr %B.addr, align 8
  %15 = load i32, ptr %k, align 4
  %16 = load i32, ptr %N.addr, align 4
  %mul9 = mul nsw i32 %15, %16
  %17 = load i32, ptr %j, align 4
  %add10 = add nsw i32 %mul9, %17
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %14, i64 %idxprom11
  %18 = load float, ptr %arrayidx12, align 4
  %19 = load ptr, ptr %C.addr, align 8
  %20 = load i32, ptr %i, align 4
  %21 = load i32, ptr %N.addr, align 4
  %mul14 = mul nsw i32 %20, %21
  %22 = load i32, ptr %j, align 4
  %add15 = add nsw i32 %mul14, %22
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %19, i64 %idxprom16
  %23 = load float, ptr %arrayidx17, align 4
  %24 = call float @llvm.fmuladd.f32(float %13, float %18, float %23)
  store float %24, ptr %arrayidx17, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body8
  %25 = load i32, ptr %k, align 4
  %inc = add nsw i32 %25, 1
  store i32 %inc, ptr %k, align 4
  br label %for.cond5, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup7
  br label %for.inc18

for.inc18:                                        ; preds = %for.end
  %26 = load i32, ptr %j, align 4
  %inc19 = add nsw i32 %26, 1
  store i32 %inc19, ptr %j, align 4
  br label %for.cond1, !llvm.loop !2

for.end20:                                        ; preds = %for.cond.cleanup3
  br label %for.inc21

for.inc21:                                        ; preds = %for.end20
  %27 = load i32, ptr %i, align 4
  %inc22 = add nsw i32 %27, 1
  store i32 %inc22, ptr %i, align 4
  br label %for.cond, !llvm.loop !3

for.end23:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end23
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
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
