; Generated from this C (tile_run_transpose.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void transpose(int M, int N, const float *__restrict A, float *__restrict B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=16,8;arrays=A,B;file=tile_run_transpose.c", A, B)) default:
;     for (int i = 0; i < M; ++i)
;       for (int j = 0; j < N; ++j)
;         B[j * M + i] = A[i * N + j];
;   }
;
; Transpose of a 37 x 65 matrix with 16 x 8 tiles.
;
; Runs the tiled code: the driver compares it with its own naive loop nest
; (compiled without the passes) and prints a checksum, which must equal the
; one of the same IR without tiling (tilelang-directives only) and the value
; computed independently when this test was written (clang -O0, no passes).
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s -o %t.tiled.ll
; RUN: FileCheck %s --check-prefix=TILED < %t.tiled.ll
; RUN: %opt -passes=tilelang-directives -S %s -o %t.ref.ll
; RUN: clang -O2 %t.tiled.ll %S/Inputs/driver_transpose.c -o %t.exe
; RUN: clang -O2 %t.ref.ll %S/Inputs/driver_transpose.c -o %t.ref.exe
; RUN: %t.exe > %t.out
; RUN: %t.ref.exe > %t.ref.out
; RUN: diff %t.ref.out %t.out
; RUN: FileCheck %s --check-prefix=OUT < %t.out

; TILED: tile.latch0:
; TILED-NEXT: %tt0.next = add nuw nsw i64 %tt0, 16
; TILED: tile.latch1:
; TILED-NEXT: %tt1.next = add nuw nsw i64 %tt1, 8
; The point loops are interchanged (j outside, i inside: B, the store, walks i
; with unit stride), so this run checks the interchanged code too.
; TILED: point.header1:
; TILED-NEXT: %t1 = phi i64 [ %tt1, %tile.body ]
; TILED-NEXT: [[P1:%.*]] = icmp slt i64 %t1, %tile.end1
; TILED: point.header0:
; TILED-NEXT: %t0 = phi i64 [ %tt0, %for.body ]
; TILED-NEXT: [[P0:%.*]] = icmp slt i64 %t0, %tile.end0
; TILED-NEXT: br i1 [[P0]], label %point.body, label %for.cond.cleanup3
; TILED: point.body:
; TILED-NEXT: [[MJ:%.*]] = mul nsw i64 %t1, 1
; TILED-NEXT: {{%.*}} = add nsw i64 0, [[MJ]]
; TILED-NEXT: [[MI:%.*]] = mul nsw i64 %t0, 1
; TILED-NEXT: {{%.*}} = add nsw i64 0, [[MI]]
; TILED-NEXT: br label %for.cond1

; OUT: mismatches: 0
; OUT-NEXT: checksum: 138272246.0

source_filename = "tile_run_transpose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [72 x i8] c"tilelang.v1;line=3;col=3;tile=16,8;arrays=A,B;file=tile_run_transpose.c\00", align 1

define void @transpose(i32 noundef %M, i32 noundef %N, ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A, ptr noundef %B)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc9, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc10, %for.inc9 ]
  %cmp = icmp slt i32 %i.0, %M
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end11

for.body:                                         ; preds = %for.cond
  br label %for.cond1

for.cond1:                                        ; preds = %for.inc, %for.body
  %j.0 = phi i32 [ 0, %for.body ], [ %inc, %for.inc ]
  %cmp2 = icmp slt i32 %j.0, %N
  br i1 %cmp2, label %for.body4, label %for.cond.cleanup3

for.cond.cleanup3:                                ; preds = %for.cond1
  br label %for.end

for.body4:                                        ; preds = %for.cond1
  %mul = mul nsw i32 %i.0, %N
  %add = add nsw i32 %mul, %j.0
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %mul5 = mul nsw i32 %j.0, %M
  %add6 = add nsw i32 %mul5, %i.0
  %idxprom7 = sext i32 %add6 to i64
  %arrayidx8 = getelementptr inbounds float, ptr %B, i64 %idxprom7
  store float %0, ptr %arrayidx8, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc9

for.inc9:                                         ; preds = %for.end
  %inc10 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end11:                                        ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end11
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
