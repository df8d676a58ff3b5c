; Generated from this C (tile_run_strip_mine_step3.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void strip3(int lo, int hi, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=7;arrays=A;file=tile_run_strip_mine_step3.c", A)) default:
;     for (int i = lo; i < hi; i += 3)
;       A[i] = A[i] * 2.0f + (float)i;
;   }
;
; Strip-mining a loop from 5 to 1000 by 3 (332 iterations) into tiles of 7.
;
; Runs the tiled code: the driver compares it with its own naive loop nest
; (compiled without the passes) and prints a checksum, which must equal the
; one of the same IR without tiling (tilelang-directives only) and the value
; computed independently when this test was written (clang -O0, no passes).
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s -o %t.tiled.ll
; RUN: FileCheck %s --check-prefix=TILED < %t.tiled.ll
; RUN: %opt -passes=tilelang-directives -S %s -o %t.ref.ll
; RUN: clang -O2 %t.tiled.ll %S/Inputs/driver_strip3.c -o %t.exe
; RUN: clang -O2 %t.ref.ll %S/Inputs/driver_strip3.c -o %t.ref.exe
; RUN: %t.exe > %t.out
; RUN: %t.ref.exe > %t.ref.out
; RUN: diff %t.ref.out %t.out
; RUN: FileCheck %s --check-prefix=OUT < %t.out

; TILED: tile.latch0:
; TILED-NEXT: %tt0.next = add nuw nsw i64 %tt0, 7
; TILED: point.header0:
; TILED-NEXT: %t0 = phi i64 [ %tt0, %tile.body ]
; TILED-NEXT: [[PC:%.*]] = icmp slt i64 %t0, %tile.end0
; TILED-NEXT: br i1 [[PC]], label %point.body, label %tile.latch0
; TILED: point.body:
; TILED-NEXT: [[M:%.*]] = mul nsw i64 %t0, 3
; TILED-NEXT: {{%.*}} = add nsw i64 {{%.*}}, [[M]]
; TILED-NEXT: br label %for.cond
; TILED: for.cond:
; TILED-NEXT: br label %for.body

; OUT: mismatches: 0
; OUT-NEXT: checksum: 1067819.0

source_filename = "tile_run_strip_mine_step3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [74 x i8] c"tilelang.v1;line=3;col=3;tile=7;arrays=A;file=tile_run_strip_mine_step3.c\00", align 1

define void @strip3(i32 noundef %lo, i32 noundef %hi, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %i.0 = phi i32 [ %lo, %sw.default ], [ %add, %for.inc ]
  %cmp = icmp slt i32 %i.0, %hi
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end

for.body:                                         ; preds = %for.cond
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %conv = sitofp i32 %i.0 to float
  %1 = call float @llvm.fmuladd.f32(float %0, float 2.000000e+00, float %conv)
  %idxprom1 = sext i32 %i.0 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %A, i64 %idxprom1
  store float %1, ptr %arrayidx2, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %add = add nsw i32 %i.0, 3
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
