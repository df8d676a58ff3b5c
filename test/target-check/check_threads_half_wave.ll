; tilelang-target-check: threads(32) is one NVIDIA warp but half an AMD wave:
; a warning on AMD only.
; RUN: llvm-extract --keep-const-init --func=threads_32 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80 --allow-empty
; RUN: llvm-extract --keep-const-init --func=threads_32 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89 --allow-empty
; RUN: llvm-extract --keep-const-init --func=threads_32 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90 --allow-empty
; RUN: llvm-extract --keep-const-init --func=threads_32 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100 --allow-empty
; RUN: llvm-extract --keep-const-init --func=threads_32 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=threads_32 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=threads_32 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950

; SM80-NOT: {{error|warning}}
; SM89-NOT: {{error|warning}}
; SM90-NOT: {{error|warning}}
; SM100-NOT: {{error|warning}}
; GFX90A: warning: diag_kernels.cpp:59:1: {{.*}}threads(32) is 32 threads per block, not a multiple of the wave width 64 of gfx90a (32 lanes of the last one idle)
; GFX90A-NOT: {{error|warning}}
; GFX942: warning: diag_kernels.cpp:59:1: {{.*}}threads(32) is 32 threads per block, not a multiple of the wave width 64 of gfx942 (32 lanes of the last one idle)
; GFX942-NOT: {{error|warning}}
; GFX950: warning: diag_kernels.cpp:59:1: {{.*}}threads(32) is 32 threads per block, not a multiple of the wave width 64 of gfx950 (32 lanes of the last one idle)
; GFX950-NOT: {{error|warning}}
