; tilelang-target-check: compute(tensor_core) on a transpose, which is no
; matrix product: an error.
; RUN: llvm-extract --keep-const-init --func=tc_transpose %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80
; RUN: llvm-extract --keep-const-init --func=tc_transpose %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89
; RUN: llvm-extract --keep-const-init --func=tc_transpose %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90
; RUN: llvm-extract --keep-const-init --func=tc_transpose %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100
; RUN: llvm-extract --keep-const-init --func=tc_transpose %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=tc_transpose %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=tc_transpose %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950

; SM80: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a matrix-product band (one written array varying with two parallel loops and accumulated over a reduction loop)
; SM80-NOT: {{error|warning}}
; SM89: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a matrix-product band (one written array varying with two parallel loops and accumulated over a reduction loop)
; SM89-NOT: {{error|warning}}
; SM90: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a matrix-product band (one written array varying with two parallel loops and accumulated over a reduction loop)
; SM90-NOT: {{error|warning}}
; SM100: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a matrix-product band (one written array varying with two parallel loops and accumulated over a reduction loop)
; SM100-NOT: {{error|warning}}
; GFX90A: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a matrix-product band (one written array varying with two parallel loops and accumulated over a reduction loop)
; GFX90A-NOT: {{error|warning}}
; GFX942: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a matrix-product band (one written array varying with two parallel loops and accumulated over a reduction loop)
; GFX942-NOT: {{error|warning}}
; GFX950: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a matrix-product band (one written array varying with two parallel loops and accumulated over a reduction loop)
; GFX950-NOT: {{error|warning}}
