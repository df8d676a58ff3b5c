; tilelang-layout: input that breaks tilelang-promote's contract (see
; LayoutPass.h) is an error naming what is wrong, never a crash.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %opt -passes=tilelang-layout -disable-output %t/argument.ll 2>&1 | FileCheck %s --check-prefix=ARG
; RUN: not %opt -passes=tilelang-layout -disable-output %t/plain.ll 2>&1 | FileCheck %s --check-prefix=PLAIN
; RUN: not %opt -passes=tilelang-layout -disable-output %t/arity.ll 2>&1 | FileCheck %s --check-prefix=ARITY
; RUN: not %opt -passes=tilelang-layout -disable-output %t/dims.ll 2>&1 | FileCheck %s --check-prefix=DIMS
; RUN: not %opt -passes=tilelang-layout -disable-output %t/extents.ll 2>&1 | FileCheck %s --check-prefix=EXTENTS
; RUN: not %opt -passes=tilelang-layout -disable-output %t/request.ll 2>&1 | FileCheck %s --check-prefix=REQUEST
; RUN: not %opt -passes=tilelang-layout -disable-output %t/span.ll 2>&1 | FileCheck %s --check-prefix=SPAN
; RUN: not %opt -passes=tilelang-layout -disable-output %t/suffix.ll 2>&1 | FileCheck %s --check-prefix=SUFFIX
; RUN: not %opt -passes=tilelang-layout -disable-output %t/types.ll 2>&1 | FileCheck %s --check-prefix=TYPES
; RUN: not %opt -passes=tilelang-layout -disable-output %t/space.ll 2>&1 | FileCheck %s --check-prefix=SPACE
; RUN: not %opt -passes=tilelang-layout -disable-output %t/twofunctions.ll 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: not %opt -passes=tilelang-layout -disable-output %t/json.ll 2>&1 | FileCheck %s --check-prefix=JSON

; ARG: error: <unknown>:0:0: in function k void (ptr addrspace(3), i64, i64): call of 'tilelang.buffer.offset.2' on %buf, which is not a staged buffer (an address-space-3 global with !tilelang.buffer)
; PLAIN: error: k.cu:3:1: in function k void (i64, i64): call of 'tilelang.buffer.offset.2' on @plain, which is not a staged buffer (an address-space-3 global with !tilelang.buffer)
; ARITY: error: <unknown>:0:0: in function k void (i64): call of 'tilelang.buffer.offset.2' with 2 arguments: it takes the buffer and 2 subscripts
; DIMS: error: <unknown>:0:0: in function k void (i64, i64): call of 'tilelang.buffer.offset.3' on 'A', a 2-D buffer: it takes 2 subscripts, not 3
; EXTENTS: error: <unknown>:0:0: in function k void (i64, i64): staged buffer @tilelang.A of 'A' is malformed: its 1000 elements are not the product of its extents (1024)
; REQUEST: error: <unknown>:0:0: in function k void (i64, i64): staged buffer @tilelang.A of 'A' is malformed: its !tilelang.layout.request is not !{!"KIND", i64 P1, i64 P2} with KIND row_major, col_major, pad, swizzle, interleave or auto
; SPAN: error: <unknown>:0:0: in function k void (i64, i64): staged buffer @tilelang.A of 'A' is malformed: its !tilelang.layout.request swizzle(48) is invalid (pad(N) needs N > 0, swizzle a span of 0, 32, 64 or 128 bytes, interleave(R, C) R and C > 0)
; SUFFIX: error: <unknown>:0:0: in function k void (i64, i64): call of 'tilelang.buffer.offset.two': not a tilelang.buffer.offset.D function (D, the number of dimensions, from 1 to 16)
; TYPES: error: <unknown>:0:0: in function k void (i32, i32): call of 'tilelang.buffer.offset.2': the subscripts and the result must be i64
; SPACE: error: <unknown>:0:0: in function k void (i64, i64): staged buffer @tilelang.A of 'A' is malformed: it is not an array in address space 3
; TWO: error: <unknown>:0:0: in function k void (i64, i64): staged buffer @tilelang.A of 'A' is used by 'k' and 'other'; a staged buffer belongs to one kernel
; JSON: error: <unknown>:0:0: in function k void (i64, i64): the launch record of 'k' (!tilelang.launch) is unreadable: [1:9, byte=9]: Expected : after object key

;--- argument.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(3) %buf, i64 %r, i64 %c) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) %buf, i64 %r, i64 %c)
  %p = getelementptr inbounds float, ptr addrspace(3) %buf, i64 %o
  store float 0.0, ptr addrspace(3) %p, align 4
  ret void
}
declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64)

;--- plain.ll
target triple = "nvptx64-nvidia-cuda"
@plain = internal addrspace(3) global [1024 x float] poison, align 16
define ptx_kernel void @k(i64 %r, i64 %c) "target-cpu"="sm_90" {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %o = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @plain, i64 %r, i64 %i)
  %p = getelementptr inbounds float, ptr addrspace(3) @plain, i64 %o
  store float 0.0, ptr addrspace(3) %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 32
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64)
!0 = distinct !{!0, !1}
!1 = !{!"tilelang.directive", !"tilelang.v1;line=3;col=1;tile=32;buffer=A:shared;arrays=A;file=k.cu"}

;--- arity.ll
target triple = "nvptx64-nvidia-cuda"
@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0
define ptx_kernel void @k(i64 %r) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r)
  ret void
}
declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64)
!0 = !{!"A", i64 32, i64 32}

;--- dims.ll
target triple = "nvptx64-nvidia-cuda"
@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0
define ptx_kernel void @k(i64 %r, i64 %c) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.3(ptr addrspace(3) @tilelang.A, i64 0, i64 %r, i64 %c)
  ret void
}
declare i64 @tilelang.buffer.offset.3(ptr addrspace(3), i64, i64, i64)
!0 = !{!"A", i64 32, i64 32}

;--- extents.ll
target triple = "nvptx64-nvidia-cuda"
@tilelang.A = internal addrspace(3) global [1000 x float] poison, align 16, !tilelang.buffer !0
define ptx_kernel void @k(i64 %r, i64 %c) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  ret void
}
declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64)
!0 = !{!"A", i64 32, i64 32}

;--- request.ll
target triple = "nvptx64-nvidia-cuda"
@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !1
define ptx_kernel void @k(i64 %r, i64 %c) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  ret void
}
declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64)
!0 = !{!"A", i64 32, i64 32}
!1 = !{!"zigzag", i64 0, i64 0}

;--- span.ll
target triple = "nvptx64-nvidia-cuda"
@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !1
define ptx_kernel void @k(i64 %r, i64 %c) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  ret void
}
declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64)
!0 = !{!"A", i64 32, i64 32}
!1 = !{!"swizzle", i64 48, i64 0}

;--- suffix.ll
target triple = "nvptx64-nvidia-cuda"
@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0
define ptx_kernel void @k(i64 %r, i64 %c) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.two(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  ret void
}
declare i64 @tilelang.buffer.offset.two(ptr addrspace(3), i64, i64)
!0 = !{!"A", i64 32, i64 32}

;--- types.ll
target triple = "nvptx64-nvidia-cuda"
@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0
define ptx_kernel void @k(i32 %r, i32 %c) "target-cpu"="sm_90" {
  %o = call i32 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i32 %r, i32 %c)
  ret void
}
declare i32 @tilelang.buffer.offset.2(ptr addrspace(3), i32, i32)
!0 = !{!"A", i64 32, i64 32}

;--- space.ll
target triple = "nvptx64-nvidia-cuda"
@tilelang.A = internal addrspace(1) global [1024 x float] poison, align 16, !tilelang.buffer !0
define ptx_kernel void @k(i64 %r, i64 %c) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.2(ptr addrspace(1) @tilelang.A, i64 %r, i64 %c)
  ret void
}
declare i64 @tilelang.buffer.offset.2(ptr addrspace(1), i64, i64)
!0 = !{!"A", i64 32, i64 32}

;--- twofunctions.ll
target triple = "nvptx64-nvidia-cuda"
@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0
define ptx_kernel void @k(i64 %r, i64 %c) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  ret void
}
define ptx_kernel void @other(i64 %r, i64 %c) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  ret void
}
declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64)
!0 = !{!"A", i64 32, i64 32}

;--- json.ll
target triple = "nvptx64-nvidia-cuda"
@tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer !0
define ptx_kernel void @k(i64 %r, i64 %c) "target-cpu"="sm_90" {
  %o = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c)
  %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %o
  store float 0.0, ptr addrspace(3) %p, align 4
  ret void
}
declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64)
!tilelang.launch = !{!1}
!0 = !{!"A", i64 32, i64 32}
!1 = !{ptr @k, !"{\22grid\22 [1,1,1]}"}
