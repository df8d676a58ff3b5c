; Generated from this C (tile_two_directives.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void two(int n, float *__restrict A, float *__restrict B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8;arrays=A;file=tile_two_directives.c", A)) default:
;     for (int i = 0; i < n; ++i)
;       A[i] = 0.0f;
;     switch (__tilelang_directive("tilelang.v1;line=6;col=3;tile=16;arrays=B;file=tile_two_directives.c", B)) default:
;     for (int i = 0; i < n; ++i)
;       B[i] = 1.0f;
;   }
;
; Two directives in one function, on two sibling loops: both are tiled, each
; with its own sizes.
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang -pass-remarks-missed=tilelang \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK: remark: tile_two_directives.c:3:3: tiled a band of 1 loop with tile sizes 8{{$}}
; REMARK-NEXT: remark: tile_two_directives.c:6:3: tiled a band of 1 loop with tile sizes 16{{$}}

; CHECK-LABEL: define void @two(
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 8
; CHECK:       point.latch0:
; CHECK-NEXT:    add nuw nsw i64 %t0, 1
; CHECK-NEXT:    br label %point.header0, !llvm.loop [[P1:![0-9]+]]
; CHECK:       tile.latch0{{[0-9]+}}:
; CHECK-NEXT:    %tt0.next{{[0-9]+}} = add nuw nsw i64 %tt0{{[0-9]+}}, 16
; CHECK:       point.latch0{{[0-9]+}}:
; CHECK-NEXT:    add nuw nsw i64 %t0{{[0-9]+}}, 1
; CHECK-NEXT:    br label %point.header0{{[0-9]+}}, !llvm.loop [[P2:![0-9]+]]
; CHECK-DAG:   [[P1]] = distinct !{[[P1]], [[MP:![0-9]+]], [[D1:![0-9]+]], {{![0-9]+}}, {{![0-9]+}}}
; CHECK-DAG:   [[D1]] = !{!"tilelang.directive", !"tilelang.v1;line=3;col=3;tile=8;arrays=A;file=tile_two_directives.c"}
; CHECK-DAG:   [[P2]] = distinct !{[[P2]], [[MP]], [[D2:![0-9]+]], {{![0-9]+}}, {{![0-9]+}}}
; CHECK-DAG:   [[D2]] = !{!"tilelang.directive", !"tilelang.v1;line=6;col=3;tile=16;arrays=B;file=tile_two_directives.c"}

source_filename = "tile_two_directives.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [68 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A;file=tile_two_directives.c\00", align 1
@.str.1 = private unnamed_addr constant [69 x i8] c"tilelang.v1;line=6;col=3;tile=16;arrays=B;file=tile_two_directives.c\00", align 1

define void @two(i32 noundef %n, ptr noalias noundef %A, ptr noalias noundef %B) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
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
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  store float 0.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  %call1 = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str.1, ptr noundef %B)
  switch i32 %call1, label %sw.default2 [
  ]

sw.default2:                                      ; preds = %sw.epilog
  br label %for.cond4

for.cond4:                                        ; preds = %for.inc10, %sw.default2
  %i3.0 = phi i32 [ 0, %sw.default2 ], [ %inc11, %for.inc10 ]
  %cmp5 = icmp slt i32 %i3.0, %n
  br i1 %cmp5, label %for.body7, label %for.cond.cleanup6

for.cond.cleanup6:                                ; preds = %for.cond4
  br label %for.end12

for.body7:                                        ; preds = %for.cond4
  %idxprom8 = sext i32 %i3.0 to i64
  %arrayidx9 = getelementptr inbounds float, ptr %B, i64 %idxprom8
  store float 1.000000e+00, ptr %arrayidx9, align 4
  br label %for.inc10

for.inc10:                                        ; preds = %for.body7
  %inc11 = add nsw i32 %i3.0, 1
  br label %for.cond4, !llvm.loop !2

for.end12:                                        ; preds = %for.cond.cleanup6
  br label %sw.epilog13

sw.epilog13:                                      ; preds = %for.end12
  ret void
}

declare i32 @__tilelang_directive(ptr noundef, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
