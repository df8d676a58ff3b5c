; Generated from this C (tile_run_strip_mine_may_alias.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void f(int n, float *A, const float *B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8;arrays=A,B;file=tile_run_strip_mine_may_alias.c", A, B)) default:
;     for (int i = 0; i < n; ++i)
;       A[i] = B[i] + 1.0f;
;   }
;
; Strip-mining a loop whose pointers overlap (tile_strip_mine_may_alias.ll:
; a band of one loop is tiled without a dependence test): 1001 iterations in
; tiles of 8, called with B = A + 1 and with B = A - 1.
;
; Runs the tiled code: the driver compares it with its own naive loops
; (compiled without the passes) and prints a checksum, which must equal the
; one of the same IR without tiling (tilelang-directives only) and the value
; computed independently when this test was written (clang -O0, no passes).
; Running the iterations of each tile backwards instead gives 1865
; mismatches, so the driver sees any change of order.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s -o %t.tiled.ll
; RUN: FileCheck %s --check-prefix=TILED < %t.tiled.ll
; RUN: %opt -passes=tilelang-directives -S %s -o %t.ref.ll
; RUN: clang -O2 %t.tiled.ll %S/Inputs/driver_strip_alias.c -o %t.exe
; RUN: clang -O2 %t.ref.ll %S/Inputs/driver_strip_alias.c -o %t.ref.exe
; RUN: %t.exe > %t.out
; RUN: %t.ref.exe > %t.ref.out
; RUN: diff %t.ref.out %t.out
; RUN: FileCheck %s --check-prefix=OUT < %t.out

; TILED: tile.latch0:
; TILED-NEXT: %tt0.next = add nuw nsw i64 %tt0, 8
; TILED: point.latch0:
; TILED-NEXT: add nuw nsw i64 %t0, 1
; TILED: for.body:
; TILED-NEXT: getelementptr inbounds float, ptr %B, i64 [[IV:%.*]]
; TILED: getelementptr inbounds float, ptr %A, i64 [[IV]]

; OUT: mismatches: 0
; OUT-NEXT: checksum: 1560697.0

source_filename = "tile_run_strip_mine_may_alias.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [80 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A,B;file=tile_run_strip_mine_may_alias.c\00", align 1

define void @f(i32 noundef %n, ptr noundef %A, ptr noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end

for.body:                                         ; preds = %for.cond
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %B, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %add = fadd float %0, 1.000000e+00
  %idxprom1 = sext i32 %i.0 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %A, i64 %idxprom1
  store float %add, ptr %arrayidx2, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
