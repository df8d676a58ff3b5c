; Written by hand (the form clang's IR takes after mem2reg): which extended
; indices tilelang-directives rebuilds in i64 (WidenSubscripts.h), and which it
; must leave alone. An extension moves inside an operation only when the
; operation's own flag says that it does not wrap: `nsw` for sext (and for
; zext nneg, which is sext where it is not poison), `nuw` for zext. Where the
; narrow operation may wrap, the wide one would give another address.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @cases(
; Each leaf is extended once, after its definition, per kind of extension.
; CHECK:       entry:
; CHECK-DAG:     [[W:%.*]] = sext i16 %w to i64
; CHECK-DAG:     [[MS:%.*]] = sext i32 %m to i64
; CHECK-DAG:     [[MZ:%.*]] = zext i32 %m to i64
; CHECK:       for.cond:
; CHECK-NEXT:    %i = phi i32
; CHECK-DAG:     [[IS:%.*]] = sext i32 %i to i64
; CHECK-DAG:     [[IZ:%.*]] = zext i32 %i to i64
; CHECK:         %cmp = icmp slt i32 %i, %n
; CHECK:       for.body:
; A plain add may wrap: left as it was.
; CHECK-NEXT:    %a = add i32 %i, %m
; CHECK-NEXT:    %a.x = sext i32 %a to i64
; CHECK-NEXT:    %pa = getelementptr inbounds float, ptr %A, i64 %a.x
; CHECK-NEXT:    store float
; The add is nsw, the mul under it is not: the extension stops at the mul.
; CHECK-NEXT:    %b.mul = mul i32 %i, %m
; CHECK-NEXT:    %b.mul.wide = sext i32 %b.mul to i64
; CHECK-NEXT:    %b.wide = add nsw i64 %b.mul.wide, 1
; CHECK-NEXT:    %pb = getelementptr inbounds float, ptr %A, i64 %b.wide
; CHECK-NEXT:    store float
; zext of an add that is nsw but not nuw: left as it was.
; CHECK-NEXT:    %c = add nsw i32 %i, %m
; CHECK-NEXT:    %c.x = zext i32 %c to i64
; CHECK-NEXT:    %pc = getelementptr inbounds float, ptr %A, i64 %c.x
; CHECK-NEXT:    store float
; zext of nuw operations: zext leaves, nuw operations.
; CHECK-NEXT:    %d.mul.wide = mul nuw i64 [[IZ]], [[MZ]]
; CHECK-NEXT:    %d.wide = add nuw i64 %d.mul.wide, 3
; CHECK-NEXT:    %pd = getelementptr inbounds float, ptr %A, i64 %d.wide
; CHECK-NEXT:    store float
; zext nneg of nsw operations: as sext.
; CHECK-NEXT:    %e.wide = sub nsw i64 [[IS]], [[MS]]
; CHECK-NEXT:    %pe = getelementptr inbounds float, ptr %A, i64 %e.wide
; CHECK-NEXT:    store float
; shl nsw by a constant below the width moves; by a variable, or by the
; width or more (poison), it is a leaf.
; CHECK-NEXT:    %f.shl.wide = shl nsw i64 [[IS]], 3
; CHECK-NEXT:    %f.var = shl nsw i32 %m, %s
; CHECK-NEXT:    %f.var.wide = sext i32 %f.var to i64
; CHECK-NEXT:    %f.big = shl nsw i32 %m, 32
; CHECK-NEXT:    %f.big.wide = sext i32 %f.big to i64
; CHECK-NEXT:    %f.1.wide = add nsw i64 %f.shl.wide, %f.var.wide
; CHECK-NEXT:    %f.wide = add nsw i64 %f.1.wide, %f.big.wide
; CHECK-NEXT:    %pf = getelementptr inbounds float, ptr %A, i64 %f.wide
; CHECK-NEXT:    store float
; The narrow value has another user (the store to G): it stays for it.
; CHECK-NEXT:    %h = add nsw i32 %i, %m
; CHECK-NEXT:    %h.wide = add nsw i64 [[IS]], [[MS]]
; CHECK-NEXT:    %ph = getelementptr inbounds float, ptr %A, i64 %h.wide
; CHECK-NEXT:    store float
; CHECK-NEXT:    %gi = getelementptr inbounds i32, ptr %G, i32 %i
; CHECK-NEXT:    store i32 %h, ptr %gi, align 4
; Any width narrower than the index: i16 arithmetic.
; CHECK-NEXT:    %k.i = trunc i32 %i to i16
; CHECK-NEXT:    %k.i.wide = sext i16 %k.i to i64
; CHECK-NEXT:    %k.wide = mul nsw i64 %k.i.wide, [[W]]
; CHECK-NEXT:    %pk = getelementptr inbounds float, ptr %A, i64 %k.wide
; CHECK-NEXT:    store float
; A division is a leaf; every index of every GEP on the way to the access is
; rebuilt (the row here, not the column, a zext of an nsw add).
; CHECK-NEXT:    %l = sdiv i32 %i, %m
; CHECK-NEXT:    %l.wide = sext i32 %l to i64
; CHECK-NEXT:    %l.1.wide = add nsw i64 %l.wide, [[MS]]
; CHECK-NEXT:    %row = getelementptr inbounds [4 x float], ptr %A, i64 %l.1.wide
; CHECK-NEXT:    %pl = getelementptr inbounds [4 x float], ptr %row, i64 0, i64 %c.x
; CHECK-NEXT:    store float
; CHECK-NEXT:    %inc = add nsw i32 %i, 1
; A loop that no directive governs is left as it was.
; CHECK:       after.body:
; CHECK-NEXT:    %u = add nsw i32 %x, %m
; CHECK-NEXT:    %u.x = sext i32 %u to i64
; CHECK-NEXT:    %pu = getelementptr inbounds float, ptr %A, i64 %u.x

source_filename = "directives_widen_subscripts_flags.c"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [82 x i8] c"tilelang.v1;line=3;col=3;tile=8;arrays=A;file=directives_widen_subscripts_flags.c\00", align 1

define void @cases(i32 %n, i32 %m, i32 %s, i16 %w, ptr noalias %A, ptr noalias %G) {
entry:
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr @.str, ptr %A)
  switch i32 %call, label %sw.default [
  ]

sw.default:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %sw.default ], [ %inc, %for.body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %a = add i32 %i, %m
  %a.x = sext i32 %a to i64
  %pa = getelementptr inbounds float, ptr %A, i64 %a.x
  store float 0.0, ptr %pa, align 4
  %b.mul = mul i32 %i, %m
  %b = add nsw i32 %b.mul, 1
  %b.x = sext i32 %b to i64
  %pb = getelementptr inbounds float, ptr %A, i64 %b.x
  store float 0.0, ptr %pb, align 4
  %c = add nsw i32 %i, %m
  %c.x = zext i32 %c to i64
  %pc = getelementptr inbounds float, ptr %A, i64 %c.x
  store float 0.0, ptr %pc, align 4
  %d.mul = mul nuw i32 %i, %m
  %d = add nuw i32 %d.mul, 3
  %d.x = zext i32 %d to i64
  %pd = getelementptr inbounds float, ptr %A, i64 %d.x
  store float 0.0, ptr %pd, align 4
  %e = sub nsw i32 %i, %m
  %e.x = zext nneg i32 %e to i64
  %pe = getelementptr inbounds float, ptr %A, i64 %e.x
  store float 0.0, ptr %pe, align 4
  %f.shl = shl nsw i32 %i, 3
  %f.var = shl nsw i32 %m, %s
  %f.big = shl nsw i32 %m, 32
  %f.1 = add nsw i32 %f.shl, %f.var
  %f = add nsw i32 %f.1, %f.big
  %f.x = sext i32 %f to i64
  %pf = getelementptr inbounds float, ptr %A, i64 %f.x
  store float 0.0, ptr %pf, align 4
  %h = add nsw i32 %i, %m
  %h.x = sext i32 %h to i64
  %ph = getelementptr inbounds float, ptr %A, i64 %h.x
  store float 0.0, ptr %ph, align 4
  %gi = getelementptr inbounds i32, ptr %G, i32 %i
  store i32 %h, ptr %gi, align 4
  %k.i = trunc i32 %i to i16
  %k = mul nsw i16 %k.i, %w
  %k.x = sext i16 %k to i64
  %pk = getelementptr inbounds float, ptr %A, i64 %k.x
  store float 0.0, ptr %pk, align 4
  %l = sdiv i32 %i, %m
  %l.1 = add nsw i32 %l, %m
  %l.x = sext i32 %l.1 to i64
  %row = getelementptr inbounds [4 x float], ptr %A, i64 %l.x
  %pl = getelementptr inbounds [4 x float], ptr %row, i64 0, i64 %c.x
  store float 0.0, ptr %pl, align 4
  %inc = add nsw i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:
  br label %after.cond

after.cond:
  %x = phi i32 [ 0, %for.end ], [ %x.inc, %after.body ]
  %x.cmp = icmp slt i32 %x, %n
  br i1 %x.cmp, label %after.body, label %exit

after.body:
  %u = add nsw i32 %x, %m
  %u.x = sext i32 %u to i64
  %pu = getelementptr inbounds float, ptr %A, i64 %u.x
  store float 0.0, ptr %pu, align 4
  %x.inc = add nsw i32 %x, 1
  br label %after.cond, !llvm.loop !2

exit:
  ret void
}

declare i32 @__tilelang_directive(ptr, ...)

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
