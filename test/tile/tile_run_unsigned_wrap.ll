; Generated from this C (tile_run_unsigned_wrap.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void uw(unsigned lo, unsigned hi, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8;arrays=A;file=tile_run_unsigned_wrap.c", A)) default:
;     for (unsigned i = lo; i != hi; ++i)
;       A[i - lo] = (float)i;
;   }
;
; An unsigned IV that wraps through 0 (lo = 0xFFFFFFF0, hi = 0x10), an empty
; loop and an ordinary one, tiles of 8.
;
; Runs the tiled code: the driver compares it with its own naive loop nest
; (compiled without the passes) and prints a checksum, which must equal the
; one of the same IR without tiling (tilelang-directives only) and the value
; computed independently when this test was written (clang -O0, no passes).
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s -o %t.tiled.ll
; RUN: FileCheck %s --check-prefix=TILED < %t.tiled.ll
; RUN: %opt -passes=tilelang-directives -S %s -o %t.ref.ll
; RUN: clang -O2 %t.tiled.ll %S/Inputs/driver_unsigned_wrap.c -o %t.exe
; RUN: clang -O2 %t.ref.ll %S/Inputs/driver_unsigned_wrap.c -o %t.ref.exe
; RUN: %t.exe > %t.out
; RUN: %t.ref.exe > %t.ref.out
; RUN: diff %t.ref.out %t.out
; RUN: FileCheck %s --check-prefix=OUT < %t.out

; TILED: tile.latch0:
; TILED-NEXT: %tt0.next = add nuw nsw i64 %tt0, 8
; TILED: %i.0.tiled = add i32 %lo,

; OUT: mismatches: 0
; OUT-NEXT: checksum: 17604.0

source_filename = "tile_run_unsigned_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [71 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A;file=tile_run_unsigned_wrap.c\00", align 1

define void @uw(i32 noundef %lo, i32 noundef %hi, ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %i.0 = phi i32 [ %lo, %sw.default ], [ %inc, %for.inc ]
  %cmp = icmp ne i32 %i.0, %hi
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end

for.body:                                         ; preds = %for.cond
  %conv = uitofp i32 %i.0 to float
  %sub = sub i32 %i.0, %lo
  %idxprom = zext i32 %sub to i64
  %arrayidx = getelementptr inbounds nuw float, ptr %A, i64 %idxprom
  store float %conv, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add i32 %i.0, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
