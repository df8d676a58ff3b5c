; tilelang-layout: a 1-D buffer has no rows to pad, swizzle or interleave:
; any layout but row_major becomes the identity (the offset call is
; replaced by its subscript) and the remark says why. `auto` asks the hook
; with the one extent as the tile's shape.
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.V = internal addrspace(3) global [256 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !10
@tilelang.W = internal addrspace(3) global [100 x i32] poison, align 16, !tilelang.buffer !1, !tilelang.layout.request !11
@tilelang.X = internal addrspace(3) global [64 x double] poison, align 16, !tilelang.buffer !2

; CHECK: @tilelang.V = internal addrspace(3) global [256 x float] poison, align 16, {{.*}}!tilelang.layout ![[LV:[0-9]+]]
; CHECK: @tilelang.W = internal addrspace(3) global [100 x i32] poison, align 16, {{.*}}!tilelang.layout ![[LW:[0-9]+]]
; CHECK: @tilelang.X = internal addrspace(3) global [64 x double] poison, align 16, {{.*}}!tilelang.layout ![[LX:[0-9]+]]
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NEXT:    %pv = getelementptr inbounds float, ptr addrspace(3) @tilelang.V, i64 %i
; CHECK-NEXT:    store float 0.000000e+00, ptr addrspace(3) %pv, align 4
; CHECK-NEXT:    %pw = getelementptr inbounds i32, ptr addrspace(3) @tilelang.W, i64 %i
; CHECK-NEXT:    store i32 0, ptr addrspace(3) %pw, align 4
; CHECK-NEXT:    %px = getelementptr inbounds double, ptr addrspace(3) @tilelang.X, i64 %i
; CHECK-NEXT:    store double 0.000000e+00, ptr addrspace(3) %px, align 8
; CHECK-NEXT:    ret void
; CHECK-NOT: tilelang.buffer.offset
; CHECK-DAG: ![[LV]] = !{!"row_major", i64 0, i64 0, i64 1, i64 256, i64 256, i64 1, i64 4}
; CHECK-DAG: ![[LW]] = !{!"row_major", i64 0, i64 0, i64 1, i64 100, i64 100, i64 1, i64 4}
; CHECK-DAG: ![[LX]] = !{!"row_major", i64 0, i64 0, i64 1, i64 64, i64 64, i64 1, i64 8}

; REMARK: layout of 'V' (256 float): row_major; swizzle(128) arranges rows and columns, and 'V' is 1-D: row_major (identity); from layout(V: swizzle(128))
; REMARK: layout of 'W' (100 i32): row_major; pad(4) arranges rows and columns, and 'W' is 1-D: row_major (identity); from layout(W: pad(4))
; REMARK: layout of 'X' (64 double): row_major; from layout(X: auto): sm_90: 1 x 64 tile of 8-byte elements (rows of 512 bytes), 8-byte accesses; wavefronts (copy in, read rows, read columns): row_major 8 swizzle(128) 8 swizzle(64) 8 swizzle(32) 8 pad(1) 8 pad(2) 8 -> row_major

define ptx_kernel void @k(i64 %i) #0 {
  %ov = call i64 @tilelang.buffer.offset.1(ptr addrspace(3) @tilelang.V, i64 %i)
  %pv = getelementptr inbounds float, ptr addrspace(3) @tilelang.V, i64 %ov
  store float 0.0, ptr addrspace(3) %pv, align 4
  %ow = call i64 @tilelang.buffer.offset.1(ptr addrspace(3) @tilelang.W, i64 %i)
  %pw = getelementptr inbounds i32, ptr addrspace(3) @tilelang.W, i64 %ow
  store i32 0, ptr addrspace(3) %pw, align 4
  %ox = call i64 @tilelang.buffer.offset.1(ptr addrspace(3) @tilelang.X, i64 %i)
  %px = getelementptr inbounds double, ptr addrspace(3) @tilelang.X, i64 %ox
  store double 0.0, ptr addrspace(3) %px, align 8
  ret void
}

declare i64 @tilelang.buffer.offset.1(ptr addrspace(3), i64) memory(none) nounwind willreturn speculatable

attributes #0 = { "target-cpu"="sm_90" }

!0 = !{!"V", i64 256}
!1 = !{!"W", i64 100}
!2 = !{!"X", i64 64}
!10 = !{!"swizzle", i64 128, i64 0}
!11 = !{!"pad", i64 4, i64 0}
