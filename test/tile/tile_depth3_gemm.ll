; Generated from this C (tile_depth3_gemm.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void gemm(int M, int N, int K, const float *__restrict A, const float *__restrict B, float *__restrict C) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=32,32,8;arrays=A,B,C;file=tile_depth3_gemm.c", A, B, C)) default:
;     for (int i = 0; i < M; ++i)
;       for (int j = 0; j < N; ++j)
;         for (int k = 0; k < K; ++k)
;           C[i * N + j] += A[i * K + k] * B[k * N + j];
;   }
;
; GEMM: the dependence of C[i][j] on itself is carried by k only ([= = *]),
; so the band (i, j, k) is fully permutable and is tiled, k included. The
; tile loops keep the order i, j, k; the point loops run i, k, j (j, walked
; with unit stride by C and B, innermost), and the three IVs are rebuilt in
; point.body.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_depth3_gemm.c:3:3: tiled a band of 3 loops with tile sizes 32 x 32 x 8; point loops in the order 1, 3, 2 (unit-stride loop innermost){{$}}
; REMARK-NOT: warning

; CHECK-LABEL: define void @gemm(
; The row lengths, extended once (tilelang-directives widens the subscripts,
; WidenSubscripts.h), serve all three arrays.
; CHECK:       entry:
; CHECK-NEXT:    [[NB:%.*]] = sext i32 %N to i64
; CHECK-NEXT:    [[KA:%.*]] = sext i32 %K to i64
; CHECK:       sw.default:
; CHECK:         %tilelang.tc = zext i32 {{%.*}} to i64
; CHECK-NEXT:    %[[TC1:tilelang.tc[0-9]+]] = zext i32 {{%.*}} to i64
; CHECK-NEXT:    %[[TC2:tilelang.tc[0-9]+]] = zext i32 {{%.*}} to i64
; CHECK-NEXT:    br label %tile.header0
; CHECK:       tile.header0:
; CHECK:         icmp slt i64 %tt0, %tilelang.tc
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 32
; CHECK:       tile.header1:
; CHECK:         icmp slt i64 %tt1, %[[TC1]]
; CHECK:       tile.latch1:
; CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, 32
; CHECK:       tile.header2:
; CHECK:         icmp slt i64 %tt2, %[[TC2]]
; CHECK-NEXT:    br i1 {{%.*}}, label %tile.body, label %tile.latch1
; CHECK:       tile.latch2:
; CHECK-NEXT:    %tt2.next = add nuw nsw i64 %tt2, 8
; CHECK:       tile.body:
; CHECK-NEXT:    [[E0:%.*]] = add nuw nsw i64 %tt0, 32
; CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 [[E0]], i64 %tilelang.tc)
; CHECK-NEXT:    [[E1:%.*]] = add nuw nsw i64 %tt1, 32
; CHECK-NEXT:    %tile.end1 = call i64 @llvm.smin.i64(i64 [[E1]], i64 %[[TC1]])
; CHECK-NEXT:    [[E2:%.*]] = add nuw nsw i64 %tt2, 8
; CHECK-NEXT:    %tile.end2 = call i64 @llvm.smin.i64(i64 [[E2]], i64 %[[TC2]])
; CHECK-NEXT:    br label %point.header0
; The point loops run i, k, j: j, the loop that C and B walk with unit
; stride, goes innermost; each point loop is named after the band loop it
; drives and runs that loop's tile.
; CHECK:       point.header0:
; CHECK-NEXT:    %t0 = phi i64 [ %tt0, %tile.body ], [ [[T0N:%.*]], %point.latch0 ]
; CHECK-NEXT:    [[P0:%.*]] = icmp slt i64 %t0, %tile.end0
; CHECK-NEXT:    br i1 [[P0]], label %for.cond, label %tile.latch2
; CHECK:       point.latch0:
; CHECK-NEXT:    [[T0N]] = add nuw nsw i64 %t0, 1
; CHECK-NEXT:    br label %point.header0, !llvm.loop [[POINT0:![0-9]+]]
; CHECK:       for.cond:
; CHECK-NEXT:    br label %for.body
; CHECK:       for.body:
; CHECK-NEXT:    br label %point.header2
; CHECK:       point.header2:
; CHECK-NEXT:    %t2 = phi i64 [ %tt2, %for.body ], [ [[T2N:%.*]], %point.latch2 ]
; CHECK-NEXT:    [[P2:%.*]] = icmp slt i64 %t2, %tile.end2
; CHECK-NEXT:    br i1 [[P2]], label %for.cond1, label %for.cond.cleanup3
; CHECK:       point.latch2:
; CHECK-NEXT:    [[T2N]] = add nuw nsw i64 %t2, 1
; CHECK-NEXT:    br label %point.header2, !llvm.loop
; CHECK:       for.cond1:
; CHECK-NEXT:    br label %for.body4
; CHECK:       for.body4:
; CHECK-NEXT:    br label %point.header1
; CHECK:       point.header1:
; CHECK-NEXT:    %t1 = phi i64 [ %tt1, %for.body4 ], [ [[T1N:%.*]], %point.latch1 ]
; CHECK-NEXT:    [[P1:%.*]] = icmp slt i64 %t1, %tile.end1
; CHECK-NEXT:    br i1 [[P1]], label %point.body, label %for.cond.cleanup7
; CHECK:       point.latch1:
; CHECK-NEXT:    [[T1N]] = add nuw nsw i64 %t1, 1
; CHECK-NEXT:    br label %point.header1, !llvm.loop
; CHECK:       point.body:
; CHECK-NEXT:    [[MI:%.*]] = mul nsw i64 %t0, 1
; CHECK-NEXT:    %[[I:.*]] = add nsw i64 0, [[MI]]
; CHECK-NEXT:    [[MK:%.*]] = mul nsw i64 %t2, 1
; CHECK-NEXT:    %[[KV:.*]] = add nsw i64 0, [[MK]]
; CHECK-NEXT:    [[MJ:%.*]] = mul nsw i64 %t1, 1
; CHECK-NEXT:    %[[J:.*]] = add nsw i64 0, [[MJ]]
; CHECK-NEXT:    br label %for.cond5
; CHECK:       for.cond5:
; CHECK-NEXT:    br label %for.body8
; CHECK:       for.body8:
; CHECK-NEXT:    [[AR:%.*]] = mul nsw i64 %[[I]], [[KA]]
; CHECK-NEXT:    [[AX:%.*]] = add nsw i64 [[AR]], %[[KV]]
; CHECK-NEXT:    %arrayidx = getelementptr inbounds float, ptr %A, i64 [[AX]]
; CHECK-NEXT:    [[AV:%.*]] = load float, ptr %arrayidx, align 4
; CHECK-NEXT:    [[BR:%.*]] = mul nsw i64 %[[KV]], [[NB]]
; CHECK-NEXT:    [[BX:%.*]] = add nsw i64 [[BR]], %[[J]]
; CHECK-NEXT:    %arrayidx12 = getelementptr inbounds float, ptr %B, i64 [[BX]]
; CHECK-NEXT:    [[BV:%.*]] = load float, ptr %arrayidx12, align 4
; CHECK-NEXT:    [[CR:%.*]] = mul nsw i64 %[[I]], [[NB]]
; CHECK-NEXT:    [[CX:%.*]] = add nsw i64 [[CR]], %[[J]]
; CHECK-NEXT:    %arrayidx17 = getelementptr inbounds float, ptr %C, i64 [[CX]]
; CHECK-NEXT:    [[CV:%.*]] = load float, ptr %arrayidx17, align 4
; CHECK-NEXT:    [[R:%.*]] = call float @llvm.fmuladd.f32(float [[AV]], float [[BV]], float [[CV]])
; CHECK-NEXT:    store float [[R]], ptr %arrayidx17, align 4
; CHECK-NEXT:    br label %for.inc
; CHECK:       for.inc:
; CHECK-NEXT:    br label %point.latch1
; CHECK:       for.end:
; CHECK-NEXT:    br label %for.inc18
; CHECK:       for.inc18:
; CHECK-NEXT:    br label %point.latch2
; CHECK:       for.end20:
; CHECK-NEXT:    br label %for.inc21
; CHECK:       for.inc21:
; CHECK-NEXT:    br label %point.latch0
; The outermost point loop records the depth, the sizes and the point loops'
; order (position -> band loop) for tilelang-promote.
; CHECK-DAG:   [[POINT0]] = distinct !{[[POINT0]], {{.*}}, [[TILED:![0-9]+]]}
; CHECK-DAG:   [[TILED]] = !{!"tilelang.tiled", i32 3, i32 32, i32 32, i32 8, i32 0, i32 2, i32 1, i32 1, i32 1, i32 1}

source_filename = "tile_depth3_gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [75 x i8] c"tilelang.v1;line=3;col=3;tile=32,32,8;arrays=A,B,C;file=tile_depth3_gemm.c\00", align 1

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
