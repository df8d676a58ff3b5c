; Generated from this C (directives_widen_subscripts_amdgcn.c) with
;   clang --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm
;   -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in private allocas behind flat casts, as the front end emits
;   them); TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void gemm(int M, int N, int K, const float *__restrict A,
;             const float *__restrict B, float *__restrict C) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=16,16,8;arrays=A,B,C;file=directives_widen_subscripts_amdgcn.c", A, B, C)) default:
;     for (int i = 0; i < M; ++i)
;       for (int j = 0; j < N; ++j)
;         for (int k = 0; k < K; ++k)
;           C[i * N + j] += A[i * K + k] * B[k * N + j];
;   }
;
; GEMM on AMDGPU, where indvars does not widen the `int` induction variables
; (64-bit adds cost more than 32-bit ones): after mem2reg, tilelang-directives
; rebuilds the three flattened subscripts in i64 (WidenSubscripts.h), so that
; A[i * K + k], B[k * N + j] and C[i * N + j] delinearise as they do on
; x86-64, and the band is tiled.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang \
; RUN:   -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: directives_widen_subscripts_amdgcn.c:3:3: tiled a band of 3 loops with tile sizes 16 x 16 x 8; point loops in the order 3, 1, 2 (seq loops outside the loops spread over threads){{$}}
; REMARK-NOT: warning

; CHECK-LABEL: define void @gemm(
; CHECK:       entry:
; CHECK-NEXT:    %N.wide = sext i32 %N to i64
; CHECK-NEXT:    %K.wide = sext i32 %K to i64
; CHECK-NEXT:    br label %sw.default
; CHECK:       for.cond:
; CHECK-NEXT:    %i.0 = phi i32
; CHECK-NEXT:    %i.0.wide = sext i32 %i.0 to i64
; CHECK:       for.cond1:
; CHECK-NEXT:    %j.0 = phi i32
; CHECK-NEXT:    %j.0.wide = sext i32 %j.0 to i64
; CHECK:       for.cond5:
; CHECK-NEXT:    %k.0 = phi i32
; CHECK-NEXT:    %k.0.wide = sext i32 %k.0 to i64
; CHECK:       for.body8:
; CHECK-NEXT:    %mul.wide = mul nsw i64 %i.0.wide, %K.wide
; CHECK-NEXT:    %add.wide = add nsw i64 %mul.wide, %k.0.wide
; CHECK-NEXT:    %arrayidx = getelementptr inbounds float, ptr %A, i64 %add.wide
; CHECK-NEXT:    [[AV:%.*]] = load float, ptr %arrayidx, align 4
; CHECK-NEXT:    %mul9.wide = mul nsw i64 %k.0.wide, %N.wide
; CHECK-NEXT:    %add10.wide = add nsw i64 %mul9.wide, %j.0.wide
; CHECK-NEXT:    %arrayidx12 = getelementptr inbounds float, ptr %B, i64 %add10.wide
; CHECK-NEXT:    [[BV:%.*]] = load float, ptr %arrayidx12, align 4
; CHECK-NEXT:    %mul14.wide = mul nsw i64 %i.0.wide, %N.wide
; CHECK-NEXT:    %add15.wide = add nsw i64 %mul14.wide, %j.0.wide
; CHECK-NEXT:    %arrayidx17 = getelementptr inbounds float, ptr %C, i64 %add15.wide
; CHECK-NEXT:    [[CV:%.*]] = load float, ptr %arrayidx17, align 4
; CHECK-NEXT:    [[R:%.*]] = call float @llvm.fmuladd.f32(float [[AV]], float [[BV]], float [[CV]])
; CHECK-NEXT:    store float [[R]], ptr %arrayidx17, align 4
; CHECK-NEXT:    br label %for.inc

source_filename = "directives_widen_subscripts_amdgcn.c"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@.str = private unnamed_addr addrspace(4) constant [93 x i8] c"tilelang.v1;line=3;col=3;tile=16,16,8;arrays=A,B,C;file=directives_widen_subscripts_amdgcn.c\00", align 1

define void @gemm(i32 noundef %M, i32 noundef %N, i32 noundef %K, ptr noalias noundef %A, ptr noalias noundef %B, ptr noalias noundef %C) {
entry:
  %M.addr = alloca i32, align 4, addrspace(5)
  %N.addr = alloca i32, align 4, addrspace(5)
  %K.addr = alloca i32, align 4, addrspace(5)
  %A.addr = alloca ptr, align 8, addrspace(5)
  %B.addr = alloca ptr, align 8, addrspace(5)
  %C.addr = alloca ptr, align 8, addrspace(5)
  %i = alloca i32, align 4, addrspace(5)
  %cleanup.dest.slot = alloca i32, align 4, addrspace(5)
  %j = alloca i32, align 4, addrspace(5)
  %k = alloca i32, align 4, addrspace(5)
  %M.addr.ascast = addrspacecast ptr addrspace(5) %M.addr to ptr
  %N.addr.ascast = addrspacecast ptr addrspace(5) %N.addr to ptr
  %K.addr.ascast = addrspacecast ptr addrspace(5) %K.addr to ptr
  %A.addr.ascast = addrspacecast ptr addrspace(5) %A.addr to ptr
  %B.addr.ascast = addrspacecast ptr addrspace(5) %B.addr to ptr
  %C.addr.ascast = addrspacecast ptr addrspace(5) %C.addr to ptr
  %i.ascast = addrspacecast ptr addrspace(5) %i to ptr
  %cleanup.dest.slot.ascast = addrspacecast ptr addrspace(5) %cleanup.dest.slot to ptr
  %j.ascast = addrspacecast ptr addrspace(5) %j to ptr
  %k.ascast = addrspacecast ptr addrspace(5) %k to ptr
  store i32 %M, ptr %M.addr.ascast, align 4
  store i32 %N, ptr %N.addr.ascast, align 4
  store i32 %K, ptr %K.addr.ascast, align 4
  store ptr %A, ptr %A.addr.ascast, align 8
  store ptr %B, ptr %B.addr.ascast, align 8
  store ptr %C, ptr %C.addr.ascast, align 8
  %0 = load ptr, ptr %A.addr.ascast, align 8
  %1 = load ptr, ptr %B.addr.ascast, align 8
  %2 = load ptr, ptr %C.addr.ascast, align 8
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef addrspacecast (ptr addrspace(4) @.str to ptr), ptr noundef %0, ptr noundef %1, ptr noundef %2)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %i)
  store i32 0, ptr %i.ascast, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc21, %sw.default
  %3 = load i32, ptr %i.ascast, align 4
  %4 = load i32, ptr %M.addr.ascast, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  store i32 3, ptr %cleanup.dest.slot.ascast, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %i)
  br label %for.end23

for.body:                                         ; preds = %for.cond
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %j)
  store i32 0, ptr %j.ascast, align 4
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc18, %for.body
  %5 = load i32, ptr %j.ascast, align 4
  %6 = load i32, ptr %N.addr.ascast, align 4
  %cmp2 = icmp slt i32 %5, %6
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  store i32 6, ptr %cleanup.dest.slot.ascast, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %j)
  br label %for.end20

for.body4:                                        ; preds = %for.cond1
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %k)
  store i32 0, ptr %k.ascast, align 4
  br label %for.cond5

for.cond5:                                        ; preds = %for.inc, %for.body4
  %7 = load i32, ptr %k.ascast, align 4
  %8 = load i32, ptr %K.addr.ascast, align 4
  %cmp6 = icmp slt i32 %7, %8
  br i1 %cmp6, label %for.body8, label %for.cond.cleanup7

for.cond.cleanup7:                                ; preds = %for.cond5
  store i32 9, ptr %cleanup.dest.slot.ascast, align 4
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %k)
  br label %for.end

for.body8:                                        ; preds = %for.cond5
  %9 = load ptr, ptr %A.addr.ascast, align 8
  %10 = load i32, ptr %i.ascast, align 4
  %11 = load i32, ptr %K.addr.ascast, align 4
  %mul = mul nsw i32 %10, %11
  %12 = load i32, ptr %k.ascast, align 4
  %add = add nsw i32 %mul, %12
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %9, i64 %idxprom
  %13 = load float, ptr %arrayidx, align 4
  %14 = load ptr, ptr %B.addr.ascast, align 8
  %15 = load i32, ptr %k.ascast, align 4
  %16 = load i32, ptr %N.addr.ascast, align 4
  %mul9 = mul nsw i32 %15, %16
  %17 = load i32, ptr %j.ascast, align 4
  %add10 = add nsw i32 %mul9, %17
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %14, i64 %idxprom11
  %18 = load float, ptr %arrayidx12, align 4
  %19 = load ptr, ptr %C.addr.ascast, align 8
  %20 = load i32, ptr %i.ascast, align 4
  %21 = load i32, ptr %N.addr.ascast, align 4
  %mul14 = mul nsw i32 %20, %21
  %22 = load i32, ptr %j.ascast, align 4
  %add15 = add nsw i32 %mul14, %22
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %19, i64 %idxprom16
  %23 = load float, ptr %arrayidx17, align 4
  %24 = call float @llvm.fmuladd.f32(float %13, float %18, float %23)
  store float %24, ptr %arrayidx17, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body8
  %25 = load i32, ptr %k.ascast, align 4
  %inc = add nsw i32 %25, 1
  store i32 %inc, ptr %k.ascast, align 4
  br label %for.cond5, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup7
  br label %for.inc18

for.inc18:                                        ; preds = %for.end
  %26 = load i32, ptr %j.ascast, align 4
  %inc19 = add nsw i32 %26, 1
  store i32 %inc19, ptr %j.ascast, align 4
  br label %for.cond1, !llvm.loop !2

for.end20:                                        ; preds = %for.cond.cleanup3
  br label %for.inc21

for.inc21:                                        ; preds = %for.end20
  %27 = load i32, ptr %i.ascast, align 4
  %inc22 = add nsw i32 %27, 1
  store i32 %inc22, ptr %i.ascast, align 4
  br label %for.cond, !llvm.loop !3

for.end23:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end23
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)
declare void @llvm.lifetime.start.p5(ptr addrspace(5) captures(none))
declare float @llvm.fmuladd.f32(float, float, float)
declare void @llvm.lifetime.end.p5(ptr addrspace(5) captures(none))

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
