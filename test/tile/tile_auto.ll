; Generated from this C (tile_auto.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void gemm(int M, int N, int K, const float *__restrict A, const float *__restrict B, float *__restrict C) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=auto,auto,auto;arrays=A,B,C;file=tile_auto.c", A, B, C)) default:
;     for (int i = 0; i < M; ++i)
;       for (int j = 0; j < N; ++j)
;         for (int k = 0; k < K; ++k)
;           C[i * N + j] += A[i * K + k] * B[k * N + j];
;   }
;
; tile(auto, auto, auto): the host target picks the sizes and says why in the
; remark; the sizes chosen are the steps of the tile loops.
;
; The loop-by-loop tiler's auto sizes: the host GEMM plan (host_gemm.c) is off.
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -tilelang-host-gemm=false -verify-each -S %s | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -tilelang-host-gemm=false -pass-remarks=tilelang -pass-remarks-missed=tilelang \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_auto.c:3:3: tiled a band of 3 loops with tile sizes [[S0:[0-9]+]] x [[S1:[0-9]+]] x [[S2:[0-9]+]]; point loops in the order 1, 3, 2 (unit-stride loop innermost) (auto: host: footprints in half of {{L1|L2}} ({{[0-9]+}} bytes, from {{.*}}), reuse {{[0-9.]+}} iterations per element, vector {{[0-9]+}} bytes; the traffic model estimates {{[0-9.]+ [kMG]?}}cycles, mostly loads and stores, tiled, against {{[0-9.]+ [kMG]?}}cycles, mostly the chain of a reduction, as written (trip counts known only at run time, unbounded by the arrays{{.}} dimensions, taken as 1024; it pays at 4096 too))

; CHECK-LABEL: define void @gemm(
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, {{[0-9]+}}
; CHECK:       tile.latch1:
; CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, {{[0-9]+}}
; CHECK:       tile.latch2:
; CHECK-NEXT:    %tt2.next = add nuw nsw i64 %tt2, {{[0-9]+}}
; The point loops run i, k, j (j, walked with unit stride by C and B, innermost).
; CHECK:       point.header0:
; CHECK-NEXT:    %t0 = phi i64 [ %tt0, %tile.body ]
; CHECK-NEXT:    icmp slt i64 %t0, %tile.end0
; CHECK:       point.header2:
; CHECK-NEXT:    %t2 = phi i64 [ %tt2, %for.body ]
; CHECK-NEXT:    icmp slt i64 %t2, %tile.end2
; CHECK:       point.header1:
; CHECK-NEXT:    %t1 = phi i64 [ %tt1, %for.body4 ]
; CHECK-NEXT:    [[P1:%.*]] = icmp slt i64 %t1, %tile.end1
; CHECK-NEXT:    br i1 [[P1]], label %point.body, label %for.cond.cleanup7
; CHECK:       point.body:
; CHECK-NEXT:    [[MI:%.*]] = mul nsw i64 %t0, 1
; CHECK-NEXT:    {{%.*}} = add nsw i64 0, [[MI]]
; CHECK-NEXT:    [[MK:%.*]] = mul nsw i64 %t2, 1
; CHECK-NEXT:    {{%.*}} = add nsw i64 0, [[MK]]
; CHECK-NEXT:    [[MJ:%.*]] = mul nsw i64 %t1, 1
; CHECK-NEXT:    {{%.*}} = add nsw i64 0, [[MJ]]
; CHECK-NEXT:    br label %for.cond5
; CHECK:       !"tilelang.tiled", i32 3

source_filename = "tile_auto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [75 x i8] c"tilelang.v1;line=3;col=3;tile=auto,auto,auto;arrays=A,B,C;file=tile_auto.c\00", align 1

define void @gemm(i32 noundef %M, i32 noundef %N, i32 noundef %K, ptr noalias noundef %A, ptr noalias noundef %B, ptr noalias noundef %C) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B, ptr noundef %C)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc21, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc22, %for.inc21 ]
  %cmp = icmp slt i32 %i.0, %M
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end23

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc18, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc19, %for.inc18 ]
  %cmp2 = icmp slt i32 %j.0, %N
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end20

for.body4:                                        ; preds = %for.cond1
  br label %for.cond5

for.cond5:                                        ; preds = %for.inc, %for.body4
  %k.0 = phi i32 [ 0, %for.body4 ], [ %inc, %for.inc ]
  %cmp6 = icmp slt i32 %k.0, %K
  br i1 %cmp6, label %for.body8, label %for.cond.cleanup7

for.cond.cleanup7:                                ; preds = %for.cond5
  br label %for.end

for.body8:                                        ; preds = %for.cond5
  %mul = mul nsw i32 %i.0, %K
  %add = add nsw i32 %mul, %k.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %mul9 = mul nsw i32 %k.0, %N
  %add10 = add nsw i32 %mul9, %j.0
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %B, i64 %idxprom11
  %1 = load float, ptr %arrayidx12, align 4
  %mul14 = mul nsw i32 %i.0, %N
  %add15 = add nsw i32 %mul14, %j.0
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %C, i64 %idxprom16
  %2 = load float, ptr %arrayidx17, align 4
  %3 = call float @llvm.fmuladd.f32(float %0, float %1, float %2)
  store float %3, ptr %arrayidx17, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body8
  %inc = add nsw i32 %k.0, 1
  br label %for.cond5, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup7
  br label %for.inc18

for.inc18:                                        ; preds = %for.end
  %inc19 = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !2

for.end20:                                        ; preds = %for.cond.cleanup3
  br label %for.inc21

for.inc21:                                        ; preds = %for.end20
  %inc22 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !3

for.end23:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end23
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
