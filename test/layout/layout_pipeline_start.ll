; tilelang-layout runs at PipelineStartEP right after tilelang-promote, at
; every -O level: clang -fpass-plugin on staged IR applies the layouts and
; leaves no offset call behind (and the earlier passes leave the promoted
; band alone).
; RUN: clang -fpass-plugin=%passes --target=nvptx64-nvidia-cuda -march=sm_90 -O0 -S -emit-llvm -x ir %S/Inputs/staged_kernels.ll -o - | FileCheck %s
; RUN: clang -fpass-plugin=%passes --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -x ir %S/Inputs/staged_kernels.ll -o - | FileCheck %s

; CHECK: @tilelang.A = {{.*}}addrspace(3) global [2048 x float] poison, align 16, {{.*}}!tilelang.layout
; CHECK: @tilelang.B = {{.*}}addrspace(3) global [2176 x float] poison, align 16, {{.*}}!tilelang.layout
; CHECK: @tilelang_dynamic_smem = external {{.*}}addrspace(3) global [0 x i8], align 1024
; CHECK-NOT: tilelang.buffer.offset
; CHECK: define ptx_kernel void @big({{.*}} !tilelang.dynamic_smem
; CHECK-NOT: tilelang.buffer.offset

