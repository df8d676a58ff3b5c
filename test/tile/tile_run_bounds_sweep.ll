; Generated from this C (tile_run_bounds_sweep.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void sweep(int lo, int hi, int lo2, int hi2, int m, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=4,3;arrays=A;file=tile_run_bounds_sweep.c", A)) default:
;     for (int i = hi; i >= lo; --i)
;       for (int j = lo2; j <= hi2; j += 2)
;         A[i * m + j] += (float)(i * 3 + j);
;   }
;
; Run-time bounds swept over 441 calls (empty loops, single iterations, fewer
; iterations than a tile, partial tiles, negative starts): a downward i loop
; (hi down to lo, inclusive) and an upward j loop by 2 (lo2 .. hi2, inclusive).
;
; Runs the tiled code: the driver compares it with its own naive loop nest
; (compiled without the passes) and prints a checksum, which must equal the
; one of the same IR without tiling (tilelang-directives only) and the value
; computed independently when this test was written (clang -O0, no passes).
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s -o %t.tiled.ll 2> %t.err
; RUN: FileCheck %s --check-prefix=REFUSED < %t.err
; RUN: FileCheck %s --check-prefix=TILED < %t.tiled.ll
; RUN: %opt -passes=tilelang-directives -S %s -o %t.ref.ll
; RUN: clang -O2 %t.tiled.ll %S/Inputs/driver_sweep.c -o %t.exe
; RUN: clang -O2 %t.ref.ll %S/Inputs/driver_sweep.c -o %t.ref.exe
; RUN: %t.exe > %t.out
; RUN: %t.ref.exe > %t.ref.out
; RUN: diff %t.ref.out %t.out
; RUN: FileCheck %s --check-prefix=OUT < %t.out

; The subscripts of A are not provably inside their rows (the bounds
; are independent of the row length), so the band is refused and runs as
; written; the outputs must still match.
; REFUSED: warning: tile_run_bounds_sweep.c:3:3: loop not tiled: cannot prove that subscript 2 of 'A'
; TILED-NOT: tile.latch0:

; OUT: mismatches: 0
; OUT-NEXT: checksum: 789842.0

source_filename = "tile_run_bounds_sweep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [72 x i8] c"tilelang.v1;line=3;col=3;tile=4,3;arrays=A;file=tile_run_bounds_sweep.c\00", align 1

define void @sweep(i32 noundef %lo, i32 noundef %hi, i32 noundef %lo2, i32 noundef %hi2, i32 noundef %m, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc9, %sw.default
  %i.0 = phi i32 [ %hi, %sw.default ], [ %dec, %for.inc9 ]
  %cmp = icmp sge i32 %i.0, %lo
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end10

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ %lo2, %for.body ], [ %add8, %for.inc ]
  %cmp2 = icmp sle i32 %j.0, %hi2
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %mul = mul nsw i32 %i.0, 3
  %add = add nsw i32 %mul, %j.0
  %conv = sitofp i32 %add to float
  %mul5 = mul nsw i32 %i.0, %m
  %add6 = add nsw i32 %mul5, %j.0
  %idxprom = sext i32 %add6 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %add7 = fadd float %0, %conv
  store float %add7, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %add8 = add nsw i32 %j.0, 2
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc9

for.inc9:                                         ; preds = %for.end
  %dec = add nsw i32 %i.0, -1
  br label %for.cond, !llvm.loop !2

for.end10:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end10
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
