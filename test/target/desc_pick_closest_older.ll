; A target-cpu that no file lists gets the closest older chip of its family,
; or the oldest when it is older than all of them or missing; the printer
; says which and why.
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_86 -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=SM86
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_120 -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=SM120
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=SM75
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=NOCPU
; RUN: %opt -disable-output -mcpu=gfx940 -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.amdgcn.ll 2>&1 | FileCheck %s --check-prefix=GFX940

; SM86: target: sm_80 ({{.*}}); no description lists target-cpu sm_86; using sm_80, the closest older chip
; SM120: target: sm_100 ({{.*}}); no description lists target-cpu sm_120; using sm_100, the closest older chip
; SM75: target: sm_80 ({{.*}}); no description lists target-cpu sm_75; using sm_80, the oldest chip
; NOCPU: target: sm_80 ({{.*}}); no target-cpu; using sm_80, the oldest chip
; GFX940: target: gfx90a ({{.*}}); no description lists target-cpu gfx940; using gfx90a, the closest older chip
