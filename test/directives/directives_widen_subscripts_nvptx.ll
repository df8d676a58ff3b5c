; Generated from this C (directives_widen_subscripts_nvptx.c) with
;   clang --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm
;   -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void stencil(int n, int m, float *__restrict A, const float *__restrict B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8,8;arrays=A,B;file=directives_widen_subscripts_nvptx.c", A, B)) default:
;     for (int i = 1; i < n; ++i)
;       for (int j = 0; j < m; ++j)
;         A[i * m + j] = B[(i - 1) * m + j] + B[i * m + j];
;   }
;
; On NVPTX 64-bit adds cost more than 32-bit ones, so indvars does not widen
; the `int` induction variables, and the subscripts reach the GEPs as
; `sext (add nsw (mul nsw i, m), j)`: ScalarEvolution sees
; sext i32 {{0,+,%m},+,1}<nw>, which does not delinearise. tilelang-directives
; rebuilds every such index of the governed nest in i64, extending the leaves
; (WidenSubscripts.h): each `nsw` operation becomes its `nsw` i64 twin, each
; leaf is extended once, after its definition (the arguments at the entry),
; and the narrow arithmetic that nothing else uses is deleted. The band is
; then tiled as on x86-64.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang \
; RUN:   -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: directives_widen_subscripts_nvptx.c:3:3: tiled a band of 2 loops with tile sizes 8 x 8{{$}}
; REMARK-NOT: warning

; CHECK-LABEL: define void @stencil(
; CHECK:       entry:
; CHECK-NEXT:    %m.wide = sext i32 %m to i64
; CHECK-NEXT:    br label %sw.default
; CHECK:       for.cond:
; CHECK-NEXT:    %i.0 = phi i32 [ 1, %sw.default ], [ %inc15, %for.inc14 ]
; CHECK-NEXT:    %i.0.wide = sext i32 %i.0 to i64
; CHECK-NEXT:    %cmp = icmp slt i32 %i.0, %n
; CHECK:       for.cond1:
; CHECK-NEXT:    %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
; CHECK-NEXT:    %j.0.wide = sext i32 %j.0 to i64
; CHECK-NEXT:    %cmp2 = icmp slt i32 %j.0, %m
; CHECK:       for.body4:
; CHECK-NEXT:    %sub.wide = sub nsw i64 %i.0.wide, 1
; CHECK-NEXT:    %mul.wide = mul nsw i64 %sub.wide, %m.wide
; CHECK-NEXT:    %add.wide = add nsw i64 %mul.wide, %j.0.wide
; CHECK-NEXT:    %arrayidx = getelementptr inbounds float, ptr %B, i64 %add.wide
; CHECK-NEXT:    {{%.*}} = load float, ptr %arrayidx, align 4
; CHECK-NEXT:    %mul5.wide = mul nsw i64 %i.0.wide, %m.wide
; CHECK-NEXT:    %add6.wide = add nsw i64 %mul5.wide, %j.0.wide
; CHECK-NEXT:    %arrayidx8 = getelementptr inbounds float, ptr %B, i64 %add6.wide
; CHECK-NEXT:    {{%.*}} = load float, ptr %arrayidx8, align 4
; CHECK-NEXT:    %add9 = fadd float
; CHECK-NEXT:    %mul10.wide = mul nsw i64 %i.0.wide, %m.wide
; CHECK-NEXT:    %add11.wide = add nsw i64 %mul10.wide, %j.0.wide
; CHECK-NEXT:    %arrayidx13 = getelementptr inbounds float, ptr %A, i64 %add11.wide
; CHECK-NEXT:    store float %add9, ptr %arrayidx13, align 4
; CHECK-NEXT:    br label %for.inc
; Every line of for.body4 is above: the narrow index arithmetic is gone. The
; induction variables stay i32.
; CHECK:       for.inc:
; CHECK-NEXT:    %inc = add nsw i32 %j.0, 1

source_filename = "directives_widen_subscripts_nvptx.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [86 x i8] c"tilelang.v1;line=3;col=3;tile=8,8;arrays=A,B;file=directives_widen_subscripts_nvptx.c\00", align 1

define void @stencil(i32 noundef %n, i32 noundef %m, ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc14, %sw.default
  %i.0 = phi i32 [ 1, %sw.default ], [ %inc15, %for.inc14 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end16

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, %m
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %sub = sub nsw i32 %i.0, 1
  %mul = mul nsw i32 %sub, %m
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %B, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %mul5 = mul nsw i32 %i.0, %m
  %add6 = add nsw i32 %mul5, %j.0
  %idxprom7 = sext i32 %add6 to i64
  %arrayidx8 = getelementptr inbounds float, ptr %B, i64 %idxprom7
  %1 = load float, ptr %arrayidx8, align 4
  %add9 = fadd float %0, %1
  %mul10 = mul nsw i32 %i.0, %m
  %add11 = add nsw i32 %mul10, %j.0
  %idxprom12 = sext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %A, i64 %idxprom12
  store float %add9, ptr %arrayidx13, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc14

for.inc14:                                        ; preds = %for.end
  %inc15 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end16:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end16
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
