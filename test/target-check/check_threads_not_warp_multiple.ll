; tilelang-target-check: threads(20, 5) is 100 threads, not a multiple of the
; warp (32) or wave (64) width: a warning with both numbers.
; RUN: llvm-extract --keep-const-init --func=threads_100 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80
; RUN: llvm-extract --keep-const-init --func=threads_100 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89
; RUN: llvm-extract --keep-const-init --func=threads_100 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90
; RUN: llvm-extract --keep-const-init --func=threads_100 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100
; RUN: llvm-extract --keep-const-init --func=threads_100 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=threads_100 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=threads_100 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950

; SM80: warning: diag_kernels.cpp:50:1: {{.*}}threads(20, 5) is 100 threads per block, not a multiple of the warp width 32 of sm_80 (28 lanes of the last one idle)
; SM80-NOT: {{error|warning}}
; SM89: warning: diag_kernels.cpp:50:1: {{.*}}threads(20, 5) is 100 threads per block, not a multiple of the warp width 32 of sm_89 (28 lanes of the last one idle)
; SM89-NOT: {{error|warning}}
; SM90: warning: diag_kernels.cpp:50:1: {{.*}}threads(20, 5) is 100 threads per block, not a multiple of the warp width 32 of sm_90 (28 lanes of the last one idle)
; SM90-NOT: {{error|warning}}
; SM100: warning: diag_kernels.cpp:50:1: {{.*}}threads(20, 5) is 100 threads per block, not a multiple of the warp width 32 of sm_100 (28 lanes of the last one idle)
; SM100-NOT: {{error|warning}}
; GFX90A: warning: diag_kernels.cpp:50:1: {{.*}}threads(20, 5) is 100 threads per block, not a multiple of the wave width 64 of gfx90a (28 lanes of the last one idle)
; GFX90A-NOT: {{error|warning}}
; GFX942: warning: diag_kernels.cpp:50:1: {{.*}}threads(20, 5) is 100 threads per block, not a multiple of the wave width 64 of gfx942 (28 lanes of the last one idle)
; GFX942-NOT: {{error|warning}}
; GFX950: warning: diag_kernels.cpp:50:1: {{.*}}threads(20, 5) is 100 threads per block, not a multiple of the wave width 64 of gfx950 (28 lanes of the last one idle)
; GFX950-NOT: {{error|warning}}
