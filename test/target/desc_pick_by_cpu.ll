; The description is picked by the module's triple and the function's
; target-cpu (opt -mcpu sets it, as clang -march/-mcpu do).
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=SM80
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=SM89
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=SM90A
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=SM100
; RUN: %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.amdgcn.ll 2>&1 | FileCheck %s --check-prefix=GFX90A
; RUN: %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.amdgcn.ll 2>&1 | FileCheck %s --check-prefix=GFX942
; RUN: %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.amdgcn.ll 2>&1 | FileCheck %s --check-prefix=GFX950

; SM80: target: sm_80 (nvptx, {{.*}}sm_80.json); target-cpu sm_80
; SM80-NEXT: resources: 108 compute units, warp 32, 1024 threads per block, scratchpad 166912 bytes per block (32 banks x 4 bytes)
; SM89: target: sm_89 (nvptx, {{.*}}sm_89.json); target-cpu sm_89
; SM89-NEXT: resources: 128 compute units, warp 32, 1024 threads per block, scratchpad 101376 bytes per block (32 banks x 4 bytes)
; SM90A: target: sm_90 (nvptx, {{.*}}sm_90.json); target-cpu sm_90a
; SM90A-NEXT: resources: 132 compute units, warp 32, 1024 threads per block, scratchpad 232448 bytes per block (32 banks x 4 bytes)
; SM100: target: sm_100 (nvptx, {{.*}}sm_100.json); target-cpu sm_100
; SM100-NEXT: resources: 148 compute units, warp 32, 1024 threads per block, scratchpad 232448 bytes per block (32 banks x 4 bytes)
; GFX90A: target: gfx90a (amdgpu, {{.*}}gfx90a.json); target-cpu gfx90a
; GFX90A-NEXT: resources: 110 compute units, warp 64, 1024 threads per block, scratchpad 65536 bytes per block (32 banks x 4 bytes)
; GFX942: target: gfx942 (amdgpu, {{.*}}gfx942.json); target-cpu gfx942
; GFX942-NEXT: resources: 304 compute units, warp 64, 1024 threads per block, scratchpad 65536 bytes per block (32 banks x 4 bytes)
; GFX950: target: gfx950 (amdgpu, {{.*}}gfx950.json); target-cpu gfx950
; GFX950-NEXT: resources: 256 compute units, warp 64, 1024 threads per block, scratchpad 163840 bytes per block (64 banks x 4 bytes)
