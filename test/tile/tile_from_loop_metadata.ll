; Generated from this C (tile_from_loop_metadata.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=tilelang-directives (the marker is gone: only the loop
;   metadata that the tile pass reads is left);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void fill(int n, int m, float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=4,32;arrays=A;file=tile_from_loop_metadata.c", A)) default:
;     for (int i = 0; i < n; ++i)
;       for (int j = 0; j < m; ++j)
;         A[i * m + j] = 0.0f;
;   }
;
; tilelang-tile alone, on a loop that already carries the directive as loop
; metadata (no marker call): it reads !tilelang.directive / !tilelang.bind.
;
; RUN: %opt -passes=tilelang-tile -verify-each -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-tile -pass-remarks=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_from_loop_metadata.c:3:3: tiled a band of 2 loops with tile sizes 4 x 32

; CHECK-LABEL: define void @fill(
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 4
; CHECK:       tile.latch1:
; CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, 32
; CHECK:       point.latch0:
; CHECK:         br label %point.header0, !llvm.loop [[P:![0-9]+]]
; CHECK:       [[P]] = distinct !{[[P]], {{.*}}[[D:![0-9]+]], [[B:![0-9]+]], [[T:![0-9]+]]}
; CHECK:       [[D]] = !{!"tilelang.directive", !"tilelang.v1;line=3;col=3;tile=4,32;arrays=A;file=tile_from_loop_metadata.c"}
; CHECK-NEXT:  [[B]] = !{!"tilelang.bind", !"A", i32 2}
; CHECK-NEXT:  [[T]] = !{!"tilelang.tiled", i32 2

source_filename = "tile_from_loop_metadata.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @fill(i32 noundef %n, i32 noundef %m, ptr noalias noundef %A) {
entry:
  br label %sw.default

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc5, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc6, %for.inc5 ]
  %cmp = icmp slt i32 %i.0, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end7

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
  store float 0.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body4
  %inc = add nsw i32 %j.0, 1
  br label %for.cond1, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup3
  br label %for.inc5

for.inc5:                                         ; preds = %for.end
  %inc6 = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !2

for.end7:                                         ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end7
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1, !3, !4}
!3 = !{!"tilelang.directive", !"tilelang.v1;line=3;col=3;tile=4,32;arrays=A;file=tile_from_loop_metadata.c"}
!4 = !{!"tilelang.bind", !"A", i32 2}
