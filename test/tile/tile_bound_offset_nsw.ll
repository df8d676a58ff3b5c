; Regression test: loop bounds such as `i < N - 1`, which clang recomputes in the loop header, must
; still bound the subscripts (jacobi-2d was refused before the tiler read `N - 1` as N plus an
; offset computed without signed overflow).
;
;   void stencil(int N, const float *__restrict A, float *__restrict B) {
;   #pragma tilelang tile(16, 16)
;     for (int i = 1; i < N - 1; ++i)
;       for (int j = 1; j < N - 1; ++j)
;         B[i * N + j] = A[i * N + j - 1] + A[i * N + j + 1] + A[(i - 1) * N + j] + A[(i + 1) * N + j];
;   }
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -pass-remarks=tilelang -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s
; CHECK: remark: tile_bound_offset_nsw.c:3:3: tiled a band of 2 loops with tile sizes 16 x 16{{$}}
; CHECK-NOT: not tiled
source_filename = "tile_bound_offset_nsw.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"tilelang.v1;line=3;col=3;tile=16,16;arrays=A,B;file=tile_bound_offset_nsw.c\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @stencil(i32 noundef %N, ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  %N.addr = alloca i32, align 4
  %A.addr = alloca ptr, align 8
  %B.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %cleanup.dest.slot = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 %N, ptr %N.addr, align 4
  store ptr %A, ptr %A.addr, align 8
  store ptr %B, ptr %B.addr, align 8
  %0 = load ptr, ptr %A.addr, align 8
  %1 = load ptr, ptr %B.addr, align 8
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %0, ptr noundef %1)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr %i)
  store i32 1, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc29, %sw.default
  %2 = load i32, ptr %i, align 4
  %3 = load i32, ptr %N.addr, align 4
  %sub = sub nsw i32 %3, 1
  %cmp = icmp slt i32 %2, %sub
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  store i32 3, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %i)
  br label %for.end31

for.body:                                         ; preds = %for.cond
  call void @llvm.lifetime.start.p0(ptr %j)
  store i32 1, ptr %j, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %4 = load i32, ptr %j, align 4
  %5 = load i32, ptr %N.addr, align 4
  %sub2 = sub nsw i32 %5, 1
  %cmp3 = icmp slt i32 %4, %sub2
  br i1 %cmp3, label %for.body5, label %for.cond.cleanup4

for.cond.cleanup4:                                ; preds = %for.cond1
  store i32 6, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %j)
  br label %for.end

for.body5:                                        ; preds = %for.cond1
  %6 = load ptr, ptr %A.addr, align 8
  %7 = load i32, ptr %i, align 4
  %8 = load i32, ptr %N.addr, align 4
  %mul = mul nsw i32 %7, %8
  %9 = load i32, ptr %j, align 4
  %add = add nsw i32 %mul, %9
  %sub6 = sub nsw i32 %add, 1
  %idxprom = sext i32 %sub6 to i64
  %arrayidx = getelementptr inbounds float, ptr %6, i64 %idxprom
  %10 = load float, ptr %arrayidx, align 4
  %11 = load ptr, ptr %A.addr, align 8
  %12 = load i32, ptr %i, align 4
  %13 = load i32, ptr %N.addr, align 4
  %mul7 = mul nsw i32 %12, %13
  %14 = load i32, ptr %j, align 4
  %add8 = add nsw i32 %mul7, %14
  %add9 = add nsw i32 %add8, 1
  %idxprom10 = sext i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %11, i64 %idxprom10
  %15 = load float, ptr %arrayidx11, align 4
  %add12 = fadd float %10, %15
  %16 = load ptr, ptr %A.addr, align 8
  %17 = load i32, ptr %i, align 4
  %sub13 = sub nsw i32 %17, 1
  %18 = load i32, ptr %N.addr, align 4
  %mul14 = mul nsw i32 %sub13, %18
  %19 = load i32, ptr %j, align 4
  %add15 = add nsw i32 %mul14, %19
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %16, i64 %idxprom16
  %20 = load float, ptr %arrayidx17, align 4
  %add18 = fadd float %add12, %20
  %21 = load ptr, ptr %A.addr, align 8
  %22 = load i32, ptr %i, align 4
  %add19 = add nsw i32 %22, 1
  %23 = load i32, ptr %N.addr, align 4
  %mul20 = mul nsw i32 %add19, %23
  %24 = load i32, ptr %j, align 4
  %add21 = add nsw i32 %mul20, %24
  %idxprom22 = sext i32 %add21 to i64
  %arrayidx23 = getelementptr inbounds float, ptr %21, i64 %idxprom22
  %25 = load float, ptr %arrayidx23, align 4
  %add24 = fadd float %add18, %25
  %26 = load ptr, ptr %B.addr, align 8
  %27 = load i32, ptr %i, align 4
  %28 = load i32, ptr %N.addr, align 4
  %mul25 = mul nsw i32 %27, %28
  %29 = load i32, ptr %j, align 4
  %add26 = add nsw i32 %mul25, %29
  %idxprom27 = sext i32 %add26 to i64
  %arrayidx28 = getelementptr inbounds float, ptr %26, i64 %idxprom27
  store float %add24, ptr %arrayidx28, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body5
  %30 = load i32, ptr %j, align 4
  %inc = add nsw i32 %30, 1
  store i32 %inc, ptr %j, align 4
  br label %for.cond1

for.end:                                          ; preds = %for.cond.cleanup4
  br label %for.inc29

for.inc29:                                        ; preds = %for.end
  %31 = load i32, ptr %i, align 4
  %inc30 = add nsw i32 %31, 1
  store i32 %inc30, ptr %i, align 4
  br label %for.cond

for.end31:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end31
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))



