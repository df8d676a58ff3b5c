; Generated from this C (tile_size_larger_than_trip_count.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void fill(float *__restrict A) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=1000;arrays=A;file=tile_size_larger_than_trip_count.c", A)) default:
;     for (int i = 0; i < 10; ++i)
;       A[i] = 1.0f;
;   }
;
; A tile larger than the loop (1000 > 10): one partial tile, smin(tt + 1000, 10).
;
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -verify-each -S %s | FileCheck %s
; RUN: %opt -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define void @fill(
; CHECK:       tile.header0:
; CHECK:         icmp slt i64 %tt0, 10
; CHECK:       tile.latch0:
; CHECK-NEXT:    %tt0.next = add nuw nsw i64 %tt0, 1000
; CHECK:       tile.body:
; CHECK-NEXT:    [[E0:%.*]] = add nuw nsw i64 %tt0, 1000
; CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 [[E0]], i64 10)

; REMARK: remark: tile_size_larger_than_trip_count.c:3:3: tiled a band of 1 loop with tile sizes 1000{{$}}

source_filename = "tile_size_larger_than_trip_count.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [84 x i8] c"tilelang.v1;line=3;col=3;tile=1000;arrays=A;file=tile_size_larger_than_trip_count.c\00", align 1

define void @fill(ptr noalias noundef %A) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %i.0 = phi i32 [ 0, %sw.default ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, 10
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  br label %for.end

for.body:                                         ; preds = %for.cond
  %idxprom = sext i32 %i.0 to i64
  %arrayidx = getelementptr inbounds float, ptr %A, i64 %idxprom
  store float 1.000000e+00, ptr %arrayidx, align 4
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
