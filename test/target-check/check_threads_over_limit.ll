; tilelang-target-check: threads(32, 64) asks for 2048 threads per block; every
; GPU allows 1024: an error with both numbers (the launch would fail). clang
; gives it at the clause when -march/-mcpu names the chip
; (test/frontend/diag-threads-gpu.c).
; RUN: llvm-extract --keep-const-init --func=threads_2048 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80
; RUN: llvm-extract --keep-const-init --func=threads_2048 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89
; RUN: llvm-extract --keep-const-init --func=threads_2048 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90
; RUN: llvm-extract --keep-const-init --func=threads_2048 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100
; RUN: llvm-extract --keep-const-init --func=threads_2048 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=threads_2048 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=threads_2048 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950

; SM80: error: diag_kernels.cpp:41:1: {{.*}}threads(32, 64) is 2048 threads per block; sm_80 allows 1024
; SM80-NOT: {{error|warning}}
; SM89: error: diag_kernels.cpp:41:1: {{.*}}threads(32, 64) is 2048 threads per block; sm_89 allows 1024
; SM89-NOT: {{error|warning}}
; SM90: error: diag_kernels.cpp:41:1: {{.*}}threads(32, 64) is 2048 threads per block; sm_90 allows 1024
; SM90-NOT: {{error|warning}}
; SM100: error: diag_kernels.cpp:41:1: {{.*}}threads(32, 64) is 2048 threads per block; sm_100 allows 1024
; SM100-NOT: {{error|warning}}
; GFX90A: error: diag_kernels.cpp:41:1: {{.*}}threads(32, 64) is 2048 threads per block; gfx90a allows 1024
; GFX90A-NOT: {{error|warning}}
; GFX942: error: diag_kernels.cpp:41:1: {{.*}}threads(32, 64) is 2048 threads per block; gfx942 allows 1024
; GFX942-NOT: {{error|warning}}
; GFX950: error: diag_kernels.cpp:41:1: {{.*}}threads(32, 64) is 2048 threads per block; gfx950 allows 1024
; GFX950-NOT: {{error|warning}}
