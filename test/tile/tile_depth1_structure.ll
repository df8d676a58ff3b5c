; Generated from this C (tile_depth1_structure.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void scale(float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=16;arrays=A;file=tile_depth1_structure.c", A)) default:
;     for (int i = 0; i < 100; ++i)
;       A[i] = 2.0f * A[i];
;   }
;
; The whole shape of a tiled 1-deep band: a tile loop over the normalised
; iteration space [0, 100) with step 16, the point loop over
; [tt0, smin(tt0 + 16, 100)), and the original IV rebuilt as 0 + t0 * 1 in
; point.body, which the point header enters and which enters the emptied
; original header.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @scale(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br label %sw.default
; CHECK:       sw.default:
; CHECK-NEXT:    br label %tile.header0
; CHECK:       tile.header0:
; CHECK-NEXT:    %tt0 = phi i64 [ 0, %sw.default ], [ %tt0.next, %tile.latch0 ]
; CHECK-NEXT:    [[C0:%.*]] = icmp slt i64 %tt0, 100
; CHECK-NEXT:    br i1 [[C0]], label %tile.body, label %for.cond.cleanup
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 16
; CHECK-NEXT:    br label %tile.header0, !llvm.loop [[TILELOOP:![0-9]+]]
; CHECK:       tile.body:
; CHECK-NEXT:    [[E0:%.*]] = add nuw nsw i64 %tt0, 16
; CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 [[E0]], i64 100)
; CHECK-NEXT:    br label %point.header0
; CHECK:       point.header0:
; CHECK-NEXT:    %t0 = phi i64 [ %tt0, %tile.body ], [ [[T0NEXT:%.*]], %point.latch0 ]
; CHECK-NEXT:    [[C1:%.*]] = icmp slt i64 %t0, %tile.end0
; CHECK-NEXT:    br i1 [[C1]], label %point.body, label %tile.latch0
; CHECK:       point.latch0:
; CHECK-NEXT:    [[T0NEXT]] = add nuw nsw i64 %t0, 1
; CHECK-NEXT:    br label %point.header0, !llvm.loop [[POINTLOOP:![0-9]+]]
; CHECK:       point.body:
; CHECK-NEXT:    [[M:%.*]] = mul nsw i64 %t0, 1
; CHECK-NEXT:    %[[IV:.*]] = add nsw i64 0, [[M]]
; CHECK-NEXT:    br label %for.cond
; CHECK:       for.cond:
; CHECK-SAME:    ; preds = %point.body
; CHECK-NEXT:    br label %for.body
; CHECK:       for.body:
; CHECK-NEXT:    %arrayidx = getelementptr inbounds float, ptr %A, i64 %[[IV]]
; CHECK-NEXT:    [[V:%.*]] = load float, ptr %arrayidx, align 4
; CHECK-NEXT:    %mul = fmul float 2.000000e+00, [[V]]
; CHECK-NEXT:    %arrayidx2 = getelementptr inbounds float, ptr %A, i64 %[[IV]]
; CHECK-NEXT:    store float %mul, ptr %arrayidx2, align 4
; CHECK-NEXT:    br label %for.inc
; CHECK:       for.inc:
; CHECK-NEXT:    br label %point.latch0
; CHECK:       sw.epilog:
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }
; CHECK-NOT:   call {{.*}}@__tilelang_directive
; CHECK-DAG:   [[TILELOOP]] = distinct !{[[TILELOOP]], [[MP:![0-9]+]], [[PAR:![0-9]+]]}
; CHECK-DAG:   [[PAR]] = !{!"tilelang.parallel", i32 0, i32 0, !"host: parallel loop 1 (every written array varies with it, no dependence carried): its tiles go to the cores, block_wise"}
; CHECK-DAG:   [[MP]] = !{!"llvm.loop.mustprogress"}
; CHECK-DAG:   [[POINTLOOP]] = distinct !{[[POINTLOOP]], [[MP]], [[DIR:![0-9]+]], [[BIND:![0-9]+]], [[TILED:![0-9]+]]}
; CHECK-DAG:   [[DIR]] = !{!"tilelang.directive", !"tilelang.v1;line=3;col=3;tile=16;arrays=A;file=tile_depth1_structure.c"}
; CHECK-DAG:   [[BIND]] = !{!"tilelang.bind", !"A", i32 0}
; CHECK-DAG:   [[TILED]] = !{!"tilelang.tiled", i32 1, i32 16, i32 0, i32 1}

source_filename = "tile_depth1_structure.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [71 x i8] c"tilelang.v1;line=3;col=3;tile=16;arrays=A;file=tile_depth1_structure.c\00", align 1

define void @scale(ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, 100
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end

for.body:                                         ; preds = %for.cond
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  %0 = load float, ptr %arrayidx, align 4
  %mul = fmul float 2.000000e+00, %0
  %idxprom1 = sext i32 %i.0 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %A, i64 %idxprom1
  store float %mul, ptr %arrayidx2, align 4
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
