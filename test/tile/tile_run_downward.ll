; Generated from this C (tile_run_downward.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void down(int n, int m, float *__restrict A, const float *__restrict B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8,5;arrays=A,B;file=tile_run_downward.c", A, B)) default:
;     for (int i = n - 1; i >= 0; --i)
;       for (int j = m - 1; j >= 0; j -= 2)
;         A[i * m + j] = B[(n - 1 - i) * m + j] + (float)(i - j);
;   }
;
; Two downward loops, i = n-1 .. 0 by -1 and j = m-1 .. 0 by -2, 37 x 65,
; tiles 8 x 5.
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
; RUN: clang -O2 %t.tiled.ll %S/Inputs/driver_downward.c -o %t.exe
; RUN: clang -O2 %t.ref.ll %S/Inputs/driver_downward.c -o %t.ref.exe
; RUN: %t.exe > %t.out
; RUN: %t.ref.exe > %t.ref.out
; RUN: diff %t.ref.out %t.out
; RUN: FileCheck %s --check-prefix=OUT < %t.out

; The subscripts of A, which the band writes, are not proven inside their
; rows (j steps down by 2), so the band is refused and runs as written; the
; outputs must still match. (B is only read: it needs no proof.)
; REFUSED: warning: tile_run_downward.c:3:3: loop not tiled: cannot prove that subscript 2 of 'A' (m - 1 - 2 * t2)
; TILED-NOT: tile.latch0:

; OUT: mismatches: 0
; OUT-NEXT: checksum: -14564.0

source_filename = "tile_run_downward.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [70 x i8] c"tilelang.v1;line=3;col=3;tile=8,5;arrays=A,B;file=tile_run_downward.c\00", align 1

define void @down(i32 noundef %n, i32 noundef %m, ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  %sub = sub nsw i32 %n, 1
  br label %for.cond

for.cond:                                         ; preds = %for.inc15, %sw.default
  %i.0 = phi i32 [ %sub, %sw.default ], [ %dec, %for.inc15 ]
  %cmp = icmp sge i32 %i.0, 0
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end16

for.body:                                         ; preds = %for.cond
  %sub1 = sub nsw i32 %m, 1
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ %sub1, %for.body ], [ %sub14, %for.inc ]
  %cmp3 = icmp sge i32 %j.0, 0
  br i1 %cmp3, label %for.body5, label %for.cond.cleanup4

for.cond.cleanup4:                                ; preds = %for.cond2
  br label %for.end

for.body5:                                        ; preds = %for.cond2
  %sub6 = sub nsw i32 %n, 1
  %sub7 = sub nsw i32 %sub6, %i.0
  %mul = mul nsw i32 %sub7, %m
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %B, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %sub8 = sub nsw i32 %i.0, %j.0
  %conv = sitofp i32 %sub8 to float
  %add9 = fadd float %0, %conv
  %mul10 = mul nsw i32 %i.0, %m
  %add11 = add nsw i32 %mul10, %j.0
  %idxprom12 = sext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %A, i64 %idxprom12
  store float %add9, ptr %arrayidx13, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body5
  %sub14 = sub nsw i32 %j.0, 2
  br label %for.cond2, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup4
  br label %for.inc15

for.inc15:                                        ; preds = %for.end
  %dec = add nsw i32 %i.0, -1
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
