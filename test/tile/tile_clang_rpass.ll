; Generated from this C (tile_clang_rpass.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names,
;   then opt -passes=mem2reg (the first thing tilelang-directives does);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   void f(int n, float *__restrict A, const float *__restrict B) {
;     switch (__tilelang_directive("tilelang.v1;line=3;col=3;tile=8;arrays=A,B;file=tile_clang_rpass.c", A, B)) default:
;     for (int i = 0; i < n; ++i)
;       A[i] = B[i] + 1.0f;
;   }
;
; Through clang -fpass-plugin: -Rpass=tilelang shows the tiling remark at the
; pragma's position, and the object file builds (the marker is gone, so
; nothing refers to __tilelang_directive).
;
; RUN: clang -O2 -fpass-plugin=%passes -Rpass=tilelang -c %s -o %t.o 2>&1 | FileCheck %s
; RUN: llvm-nm %t.o | FileCheck %s --check-prefix=NM

; CHECK: tile_clang_rpass.c:3:3: tiled a band of 1 loop with tile sizes 8 [-Rpass=tilelang-tile]
; NM-NOT: __tilelang_directive
; NM: T f
; NM-NOT: __tilelang_directive

source_filename = "tile_clang_rpass.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [67 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A,B;file=tile_clang_rpass.c\00", align 1

define void @f(i32 noundef %n, ptr noalias noundef %A, ptr noalias noundef %B) {
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
