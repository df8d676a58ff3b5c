; Generated from this C (tile_run_flattened_row_overflow.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void flatshift(int n, int m, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=4,4;arrays=A;file=tile_run_flattened_row_overflow.c", A)) default:
;     for (int i = 0; i < n; ++i)
;       for (int j = 0; j < m; ++j)
;         A[i * m + j + 1] = A[i * m + j] + 1.0f;
;   }
;
; Regression test (it produced wrong code once): with flattened subscripts
; A[i*m + j + 1] = A[i*m + j], the write at (i, m-1) reaches A[(i+1)*m],
; which the read at (i+1, 0) uses: a dependence with direction [< >]. The
; tiler must not let DependenceAnalysis take j + 1 < m for granted: it proves
; every delinearised subscript inside its row from the loops' own bounds, and
; refuses here. The output must match the untiled program.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -disable-output %s 2>&1 | FileCheck %s --check-prefix=REFUSED
; REFUSED: loop not tiled: cannot prove that subscript 2 of 'A' (t2 + 1) stays within its dimension of m elements
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s -o %t.tiled.ll
; RUN: %opt -passes=tilelang-directives -S %s -o %t.ref.ll
; RUN: clang -O2 %t.tiled.ll %S/Inputs/driver_flatshift.c -o %t.exe
; RUN: clang -O2 %t.ref.ll %S/Inputs/driver_flatshift.c -o %t.ref.exe
; RUN: %t.exe > %t.out
; RUN: %t.ref.exe > %t.ref.out
; RUN: diff %t.ref.out %t.out
; RUN: FileCheck %s --check-prefix=OUT < %t.out

; OUT: mismatches: 0
; OUT-NEXT: checksum: 5050.0

source_filename = "tile_run_flattened_row_overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [82 x i8] c"tilelang.v1;line=3;col=3;tile=4,4;arrays=A;file=tile_run_flattened_row_overflow.c\00", align 1

define void @flatshift(i32 noundef %n, i32 noundef %m, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc11, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc12, %for.inc11 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end13

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
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %add5 = fadd float %0, 1.000000e+00
  %mul6 = mul nsw i32 %i.0, %m
  %add7 = add nsw i32 %mul6, %j.0
  %add8 = add nsw i32 %add7, 1
  %idxprom9 = sext i32 %add8 to i64
  %arrayidx10 = getelementptr inbounds float, ptr %A, i64 %idxprom9
  store float %add5, ptr %arrayidx10, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc11

for.inc11:                                        ; preds = %for.end
  %inc12 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end13:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end13
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
