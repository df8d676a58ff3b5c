; A flattened output whose rows are W - 2 long beside an input whose rows are W long:
; delinearisation reads Out[i * (W - 2) + j] as Out[i][j - 2i] with rows of W, which is not inside
; its row, so DependenceAnalysis may not assume it is: the band is refused with the subscript named.
; (examples/conv2d.cpp therefore writes its output with rows of W.)
;
;   void valid(int H, int W, const float *__restrict In, float *__restrict Out) {
;   #pragma tilelang tile(16, 16)
;     for (int i = 0; i < H - 2; ++i)
;       for (int j = 0; j < W - 2; ++j)
;         Out[i * (W - 2) + j] = In[i * W + j] + In[(i + 2) * W + j + 2];
;   }
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s
; CHECK: remark: tile_refuse_row_size_ambiguous.c:3:3: loop not tiled: cannot prove that subscript 2 of 'Out' (t2 - 2 * t1) stays within its dimension of W elements, so rows of it may overlap
; CHECK: warning: tile_refuse_row_size_ambiguous.c:3:3: loop not tiled: cannot prove
source_filename = "tile_refuse_row_size_ambiguous.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [88 x i8] c"tilelang.v1;line=3;col=3;tile=16,16;arrays=In,Out;file=tile_refuse_row_size_ambiguous.c\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @valid(i32 noundef %H, i32 noundef %W, ptr noalias noundef %In, ptr noalias noundef %Out) {
entry:
  %H.addr = alloca i32, align 4
  %W.addr = alloca i32, align 4
  %In.addr = alloca ptr, align 8
  %Out.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %cleanup.dest.slot = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 %H, ptr %H.addr, align 4
  store i32 %W, ptr %W.addr, align 4
  store ptr %In, ptr %In.addr, align 8
  store ptr %Out, ptr %Out.addr, align 8
  %0 = load ptr, ptr %In.addr, align 8
  %1 = load ptr, ptr %Out.addr, align 8
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %0, ptr noundef %1)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr %i)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc18, %sw.default
  %2 = load i32, ptr %i, align 4
  %3 = load i32, ptr %H.addr, align 4
  %sub = sub nsw i32 %3, 2
  %cmp = icmp slt i32 %2, %sub
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  store i32 3, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %i)
  br label %for.end20

for.body:                                         ; preds = %for.cond
  call void @llvm.lifetime.start.p0(ptr %j)
  store i32 0, ptr %j, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %4 = load i32, ptr %j, align 4
  %5 = load i32, ptr %W.addr, align 4
  %sub2 = sub nsw i32 %5, 2
  %cmp3 = icmp slt i32 %4, %sub2
  br i1 %cmp3, label %for.body5, label %for.cond.cleanup4

for.cond.cleanup4:                                ; preds = %for.cond1
  store i32 6, ptr %cleanup.dest.slot, align 4
  call void @llvm.lifetime.end.p0(ptr %j)
  br label %for.end

for.body5:                                        ; preds = %for.cond1
  %6 = load ptr, ptr %In.addr, align 8
  %7 = load i32, ptr %i, align 4
  %8 = load i32, ptr %W.addr, align 4
  %mul = mul nsw i32 %7, %8
  %9 = load i32, ptr %j, align 4
  %add = add nsw i32 %mul, %9
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %6, i64 %idxprom
  %10 = load float, ptr %arrayidx, align 4
  %11 = load ptr, ptr %In.addr, align 8
  %12 = load i32, ptr %i, align 4
  %add6 = add nsw i32 %12, 2
  %13 = load i32, ptr %W.addr, align 4
  %mul7 = mul nsw i32 %add6, %13
  %14 = load i32, ptr %j, align 4
  %add8 = add nsw i32 %mul7, %14
  %add9 = add nsw i32 %add8, 2
  %idxprom10 = sext i32 %add9 to i64
  %arrayidx11 = getelementptr inbounds float, ptr %11, i64 %idxprom10
  %15 = load float, ptr %arrayidx11, align 4
  %add12 = fadd float %10, %15
  %16 = load ptr, ptr %Out.addr, align 8
  %17 = load i32, ptr %i, align 4
  %18 = load i32, ptr %W.addr, align 4
  %sub13 = sub nsw i32 %18, 2
  %mul14 = mul nsw i32 %17, %sub13
  %19 = load i32, ptr %j, align 4
  %add15 = add nsw i32 %mul14, %19
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %16, i64 %idxprom16
  store float %add12, ptr %arrayidx17, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body5
  %20 = load i32, ptr %j, align 4
  %inc = add nsw i32 %20, 1
  store i32 %inc, ptr %j, align 4
  br label %for.cond1

for.end:                                          ; preds = %for.cond.cleanup4
  br label %for.inc18

for.inc18:                                        ; preds = %for.end
  %21 = load i32, ptr %i, align 4
  %inc19 = add nsw i32 %21, 1
  store i32 %inc19, ptr %i, align 4
  br label %for.cond

for.end20:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end20
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))



