; Generated from this C (tile_nvptx_second_band_iv_flags.c) with
;   clang --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm
;   -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void sweeps(int T, int N, float *__restrict A, float *__restrict B) {
;     for (int t = 0; t < T; ++t) {
;       switch (__tilelang_directive("tilelang.v1;line=4;col=5;tile=8,8;arrays=A,B;file=tile_nvptx_second_band_iv_flags.c", A, B)) default:
;       for (int i = 1; i < N - 1; ++i)
;         for (int j = 1; j < N - 1; ++j)
;           B[i * N + j] = A[(i - 1) * N + j] + A[i * N + j + 1];
;       switch (__tilelang_directive("tilelang.v1;line=8;col=5;tile=8,8;arrays=A,B;file=tile_nvptx_second_band_iv_flags.c", A, B)) default:
;       for (int i = 1; i < N - 1; ++i)
;         for (int j = 1; j < N - 1; ++j)
;           A[i * N + j] = B[(i + 1) * N + j] + B[i * N + j - 1];
;     }
;   }
;
; Two bands in one function on NVPTX, where the `int` induction variables stay
; 32-bit. indvars' exit-test rewrite turns `j < N - 1` into `j != N - 1` and
; resets the increment `j + 1` to the flags SCEV proves for the incremented
; value (nuw only). The first band is analysed with what SCEV proved before;
; the second, after the first is tiled, with a new ScalarEvolution, which
; would no longer see that j does not wrap, so sext(j) would stay out of the
; add-rec and the in-row proof of B[i * N + j - 1] would fail. tilelang-tile
; gives the increments back the flags SCEV proved for the induction
; variables before indvars (restoreIVIncrementFlags), and both bands are
; tiled.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -pass-remarks=tilelang \
; RUN:   -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s

; CHECK: remark: tile_nvptx_second_band_iv_flags.c:4:5: tiled a band of 2 loops with tile sizes 8 x 8{{$}}
; CHECK-NEXT: remark: tile_nvptx_second_band_iv_flags.c:8:5: tiled a band of 2 loops with tile sizes 8 x 8{{$}}
; CHECK-NOT: warning

source_filename = "tile_nvptx_second_band_iv_flags.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [84 x i8] c"tilelang.v1;line=4;col=5;tile=8,8;arrays=A,B;file=tile_nvptx_second_band_iv_flags.c\00", align 1
@.str1 = private unnamed_addr constant [84 x i8] c"tilelang.v1;line=8;col=5;tile=8,8;arrays=A,B;file=tile_nvptx_second_band_iv_flags.c\00", align 1

define void @sweeps(i32 noundef %T, i32 noundef %N, ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc60, %entry
  %t.0 = phi i32 [ 0, %entry ], [ %inc61, %for.inc60 ]
  %cmp = icmp slt i32 %t.0, %T
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end62

for.body:                                         ; preds = %for.cond
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %for.body
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc21, %sw.default
  %i.0 = phi i32 [ 1, %sw.default ], [ %inc22, %for.inc21 ]
  %sub = sub nsw i32 %N, 1
  %cmp2 = icmp slt i32 %i.0, %sub
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end23

for.body4:                                        ; preds = %for.cond1
  br label %for.cond5

for.cond5:                                        ; preds = %for.inc, %for.body4
  %j.0 = phi i32 [ 1, %for.body4 ], [ %inc, %for.inc ]
  %sub6 = sub nsw i32 %N, 1
  %cmp7 = icmp slt i32 %j.0, %sub6
  br i1 %cmp7, label %for.body9, label %for.cond.cleanup8

for.cond.cleanup8:                                ; preds = %for.cond5
  br label %for.end

for.body9:                                        ; preds = %for.cond5
  %sub10 = sub nsw i32 %i.0, 1
  %mul = mul nsw i32 %sub10, %N
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %mul11 = mul nsw i32 %i.0, %N
  %add12 = add nsw i32 %mul11, %j.0
  %add13 = add nsw i32 %add12, 1
  %idxprom14 = sext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds float, ptr %A, i64 %idxprom14
  %1 = load float, ptr %arrayidx15, align 4
  %add16 = fadd float %0, %1
  %mul17 = mul nsw i32 %i.0, %N
  %add18 = add nsw i32 %mul17, %j.0
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds float, ptr %B, i64 %idxprom19
  store float %add16, ptr %arrayidx20, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body9
  %inc = add nsw i32 %j.0, 1
  br label %for.cond5, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup8
  br label %for.inc21

for.inc21:                                        ; preds = %for.end
  %inc22 = add nsw i32 %i.0, 1
  br label %for.cond1, !llvm.loop !2

for.end23:                                        ; preds = %for.cond.cleanup3
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end23
  %call24 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str1, ptr noundef %A, ptr noundef %B)
  switch i32 %call24, label %sw.default25 [
  ]

sw.default25:                                     ; preds = %sw.epilog
  br label %for.cond27

for.cond27:                                       ; preds = %for.inc56, %sw.default25
  %i26.0 = phi i32 [ 1, %sw.default25 ], [ %inc57, %for.inc56 ]
  %sub28 = sub nsw i32 %N, 1
  %cmp29 = icmp slt i32 %i26.0, %sub28
  br i1 %cmp29, label %for.body31, label %for.cond.cleanup30

for.cond.cleanup30:                               ; preds = %for.cond27
  br label %for.end58

for.body31:                                       ; preds = %for.cond27
  br label %for.cond33

for.cond33:                                       ; preds = %for.inc53, %for.body31
  %j32.0 = phi i32 [ 1, %for.body31 ], [ %inc54, %for.inc53 ]
  %sub34 = sub nsw i32 %N, 1
  %cmp35 = icmp slt i32 %j32.0, %sub34
  br i1 %cmp35, label %for.body37, label %for.cond.cleanup36

for.cond.cleanup36:                               ; preds = %for.cond33
  br label %for.end55

for.body37:                                       ; preds = %for.cond33
  %add38 = add nsw i32 %i26.0, 1
  %mul39 = mul nsw i32 %add38, %N
  %add40 = add nsw i32 %mul39, %j32.0
  %idxprom41 = sext i32 %add40 to i64
  %arrayidx42 = getelementptr inbounds float, ptr %B, i64 %idxprom41
  %2 = load float, ptr %arrayidx42, align 4
  %mul43 = mul nsw i32 %i26.0, %N
  %add44 = add nsw i32 %mul43, %j32.0
  %sub45 = sub nsw i32 %add44, 1
  %idxprom46 = sext i32 %sub45 to i64
  %arrayidx47 = getelementptr inbounds float, ptr %B, i64 %idxprom46
  %3 = load float, ptr %arrayidx47, align 4
  %add48 = fadd float %2, %3
  %mul49 = mul nsw i32 %i26.0, %N
  %add50 = add nsw i32 %mul49, %j32.0
  %idxprom51 = sext i32 %add50 to i64
  %arrayidx52 = getelementptr inbounds float, ptr %A, i64 %idxprom51
  store float %add48, ptr %arrayidx52, align 4
  br label %for.inc53

for.inc53:                                        ; preds = %for.body37
  %inc54 = add nsw i32 %j32.0, 1
  br label %for.cond33, !llvm.loop !3

for.end55:                                        ; preds = %for.cond.cleanup36
  br label %for.inc56

for.inc56:                                        ; preds = %for.end55
  %inc57 = add nsw i32 %i26.0, 1
  br label %for.cond27, !llvm.loop !4

for.end58:                                        ; preds = %for.cond.cleanup30
  br label %sw.epilog59

sw.epilog59:                                      ; preds = %for.end58
  br label %for.inc60

for.inc60:                                        ; preds = %sw.epilog59
  %inc61 = add nsw i32 %t.0, 1
  br label %for.cond, !llvm.loop !5

for.end62:                                        ; preds = %for.cond.cleanup
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
