; tilelang-layout's output assembles with ptxas for sm_90: @sgemm_tile's
; laid-out buffers are static shared memory, @big's are dynamic (no static
; shared memory of its own).
; REQUIRES: ptxas
; RUN: %opt -passes=tilelang-layout %S/Inputs/staged_kernels.ll | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -o %t.ptx
; RUN: %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s

; CHECK: Compiling entry function 'big' for 'sm_90'
; CHECK: Used {{[0-9]+}} registers, used 1 barriers{{$}}
; CHECK: Compiling entry function 'sgemm_tile' for 'sm_90'
; CHECK: Used {{[0-9]+}} registers, used 1 barriers, {{[0-9]+}} bytes smem
