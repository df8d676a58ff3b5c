; Generated from this C (tile_clang_wpass_failed.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void f(int n, int m, float *A, const float *B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8,8;arrays=A,B;file=tile_clang_wpass_failed.c", A, B)) default:
;     for (int i = 0; i < n; ++i)
;       for (int j = 0; j < m; ++j)
;         A[i * m + j] = B[i * m + j] + 1.0f;
;   }
;
; Through clang -fpass-plugin (the passes run at PipelineStartEP): a refused
; band is a -Wpass-failed warning, which -Werror=pass-failed makes an error.
; The band has two loops: strip-mining a single loop keeps every iteration in
; order, so the pass does it without a dependence test even when the pointers
; may overlap (tile_strip_mine_may_alias.ll). The two-loop band is refused
; because its run-time alias check is turned off (-tilelang-alias-checks=0;
; tile_runtime_alias_check.ll is the check).
;
; RUN: clang -O2 -fpass-plugin=%passes -mllvm -tilelang-alias-checks=0 -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: not clang -O2 -fpass-plugin=%passes -mllvm -tilelang-alias-checks=0 -Werror=pass-failed -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; WARN: tile_clang_wpass_failed.c:3:3: loop not tiled: cannot prove that 'B' and 'A' do not overlap; declare the pointers __restrict [-Wpass-failed]
; ERR: error: {{.*}}tile_clang_wpass_failed.c:3:3: loop not tiled: cannot prove that 'B' and 'A' do not overlap; declare the pointers __restrict [-Werror,-Wpass-failed]

source_filename = "tile_clang_wpass_failed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"tilelang.v1;line=3;col=3;tile=8,8;arrays=A,B;file=tile_clang_wpass_failed.c\00", align 1

define void @f(i32 noundef %n, i32 noundef %m, ptr noundef %A, ptr noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc10, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc11, %for.inc10 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end12

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, %m
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %mul = mul nsw i32 %i.0, %m
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %B, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %add5 = fadd float %0, 1.000000e+00
  %mul6 = mul nsw i32 %i.0, %m
  %add7 = add nsw i32 %mul6, %j.0
  %idxprom8 = sext i32 %add7 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %A, i64 %idxprom8
  store float %add5, ptr %arrayidx9, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc10

for.inc10:                                        ; preds = %for.end
  %inc11 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end12:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end12
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
