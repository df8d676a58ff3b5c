; Generated from this C (directives_no_marker_untouched.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   void plain(int n, float *A) {
;     for (int i = 0; i < n; ++i)
;       A[i] = 1.0f;
;   }
;
; A function without a marker is left alone: its locals stay in memory.
;
; RUN: %opt -passes=tilelang-directives -verify-each -S %s | FileCheck %s

; CHECK-LABEL: define void @plain(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %n.addr = alloca i32, align 4
; CHECK-NEXT:    %A.addr = alloca ptr, align 8
; CHECK-NEXT:    %i = alloca i32, align 4
; CHECK:         br label %for.cond, !llvm.loop [[L:![0-9]+]]
; CHECK:       [[L]] = distinct !{[[L]], [[MP:![0-9]+]]}
; CHECK-NOT:   tilelang

source_filename = "directives_no_marker_untouched.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @plain(i32 noundef %n, ptr noundef %A) {
entry:
  %n.addr = alloca i32, align 4
  %A.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store ptr %A, ptr %A.addr, align 8
  call void @llvm.lifetime.start.p0(ptr %i)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.lifetime.end.p0(ptr %i)
  br label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %A.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds float, ptr %2, i64 %idxprom
  store float 1.000000e+00, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
