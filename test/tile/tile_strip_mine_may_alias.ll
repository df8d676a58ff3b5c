; Generated from this C (tile_strip_mine_may_alias.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void f(int n, float *A, const float *B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8;arrays=A,B;file=tile_strip_mine_may_alias.c", A, B)) default:
;     for (int i = 0; i < n; ++i)
;       A[i] = B[i] + 1.0f;
;   }
;
; A and B may overlap (no __restrict), but the band is one loop: strip-mining
; it keeps every iteration in the original order, so it is legal whatever the
; dependences are and the pass tiles it without asking DependenceAnalysis
; (a band of two loops with the same pointers is refused:
; tile_refuse_may_alias.ll). tile_run_strip_mine_may_alias.ll runs it with
; overlapping arrays.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s 2>/dev/null | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang \
; RUN:   -pass-remarks-missed=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK-NOT:  warning
; REMARK-NOT:  not tiled
; REMARK:      remark: tile_strip_mine_may_alias.c:3:3: tiled a band of 1 loop with tile sizes 8{{$}}
; REMARK-NOT:  warning
; REMARK-NOT:  not tiled

; CHECK-LABEL: define void @f(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br label %sw.default
; CHECK:       sw.default:
; CHECK:         %tilelang.tc = zext i32 {{%.*}} to i64
; CHECK-NEXT:    br label %tile.header0
; CHECK:       tile.header0:
; CHECK-NEXT:    %tt0 = phi i64 [ 0, %sw.default ], [ %tt0.next, %tile.latch0 ]
; CHECK-NEXT:    [[C0:%.*]] = icmp slt i64 %tt0, %tilelang.tc
; CHECK-NEXT:    br i1 [[C0]], label %tile.body, label %for.cond.cleanup
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 8
; CHECK-NEXT:    br label %tile.header0, !llvm.loop [[TILELOOP:![0-9]+]]
; CHECK:       tile.body:
; CHECK-NEXT:    [[E0:%.*]] = add nuw nsw i64 %tt0, 8
; CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 [[E0]], i64 %tilelang.tc)
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
; CHECK-NEXT:    %arrayidx = getelementptr inbounds float, ptr %B, i64 %[[IV]]
; CHECK-NEXT:    [[V:%.*]] = load float, ptr %arrayidx, align 4
; CHECK-NEXT:    %add = fadd float [[V]], 1.000000e+00
; CHECK-NEXT:    %arrayidx2 = getelementptr inbounds float, ptr %A, i64 %[[IV]]
; CHECK-NEXT:    store float %add, ptr %arrayidx2, align 4
; CHECK-NEXT:    br label %for.inc
; CHECK:       for.inc:
; CHECK-NEXT:    br label %point.latch0
; CHECK:       sw.epilog:
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }
; CHECK-NOT:   call {{.*}}@__tilelang_directive
; CHECK-DAG:   [[TILELOOP]] = distinct !{[[TILELOOP]], [[MP:![0-9]+]]}
; CHECK-DAG:   [[MP]] = !{!"llvm.loop.mustprogress"}
; CHECK-DAG:   [[POINTLOOP]] = distinct !{[[POINTLOOP]], [[MP]], [[DIR:![0-9]+]], [[BINDA:![0-9]+]], [[BINDB:![0-9]+]], [[TILED:![0-9]+]]}
; CHECK-DAG:   [[DIR]] = !{!"tilelang.directive", !"tilelang.v1;line=3;col=3;tile=8;arrays=A,B;file=tile_strip_mine_may_alias.c"}
; CHECK-DAG:   [[BINDA]] = !{!"tilelang.bind", !"A", i32 1}
; CHECK-DAG:   [[BINDB]] = !{!"tilelang.bind", !"B", i32 2}
; CHECK-DAG:   [[TILED]] = !{!"tilelang.tiled", i32 1, i32 8, i32 0, i32 1}

source_filename = "tile_strip_mine_may_alias.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A,B;file=tile_strip_mine_may_alias.c\00", align 1

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
