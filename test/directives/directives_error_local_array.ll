; Generated from this C (directives_error_local_array.c) with
;   clang -O2 -S -emit-llvm -Xclang -disable-llvm-passes -fno-discard-value-names
;   (locals still in allocas, as the front end emits them);
;   TBAA, attributes and module flags trimmed.
;
;   int __tilelang_directive(const char *, ...);
;   float local(int n) {
;     float T[64];
;     switch (__tilelang_directive("tilelang.v1;line=4;col=3;tile=8;buffer=T:shared;arrays=T;file=directives_error_local_array.c", T)) default:
;     for (int i = 0; i < 64; ++i)
;       T[i] = (float)i;
;     return T[n];
;   }
;
; A local array cannot be named by a directive: an error at the pragma's
; line and column (from the SPEC), and opt fails.
;
; RUN: not %opt -passes=tilelang-directives -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: directives_error_local_array.c:4:3: in function {{[^:]*}}: array 'T' must be a parameter or a global variable of 'local' to be staged or named

source_filename = "directives_error_local_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [93 x i8] c"tilelang.v1;line=4;col=3;tile=8;buffer=T:shared;arrays=T;file=directives_error_local_array.c\00", align 1

define float @local(i32 noundef %n) {
entry:
  %n.addr = alloca i32, align 4
  %T = alloca [64 x float], align 16
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  call void @llvm.lifetime.start.p0(ptr %T)
  %arraydecay = getelementptr inbounds [64 x float], ptr %T, i64 0, i64 0
  %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str, ptr noundef %arraydecay)
  switch i32 %call, label %sw.default [
  ]

sw.default:                                       ; preds = %entry
  call void @llvm.lifetime.start.p0(ptr %i)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %sw.default
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 64
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  call void @llvm.lifetime.end.p0(ptr %i)
  br label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %i, align 4
  %conv = sitofp i32 %1 to float
  %2 = load i32, ptr %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [64 x float], ptr %T, i64 0, i64 %idxprom
  store float %conv, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, ptr %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !0

for.end:                                          ; preds = %for.cond.cleanup
  br label %sw.epilog

sw.epilog:                                        ; preds = %for.end
  %4 = load i32, ptr %n.addr, align 4
  %idxprom1 = sext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds [64 x float], ptr %T, i64 0, i64 %idxprom1
  %5 = load float, ptr %arrayidx2, align 4
  call void @llvm.lifetime.end.p0(ptr %T)
  ret float %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #0

declare i32 @__tilelang_directive(ptr noundef, ...)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
