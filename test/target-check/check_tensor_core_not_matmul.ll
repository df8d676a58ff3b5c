; tilelang-target-check: compute(tensor_core) on a transpose, which is no
; contraction (two loops, no reduction): an error with the reason.
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

; SM80: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the band has 2 loops; a contraction needs three (M, N and K)
; SM80-NOT: {{error|warning}}
; SM89: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the band has 2 loops; a contraction needs three (M, N and K)
; SM89-NOT: {{error|warning}}
; SM90: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the band has 2 loops; a contraction needs three (M, N and K)
; SM90-NOT: {{error|warning}}
; SM100: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the band has 2 loops; a contraction needs three (M, N and K)
; SM100-NOT: {{error|warning}}
; GFX90A: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the band has 2 loops; a contraction needs three (M, N and K)
; GFX90A-NOT: {{error|warning}}
; GFX942: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the band has 2 loops; a contraction needs three (M, N and K)
; GFX942-NOT: {{error|warning}}
; GFX950: error: diag_kernels.cpp:88:1: {{.*}}compute(tensor_core) needs a contraction C[m][n] += A[m][k] * B[k][n] in the band's innermost body: the band has 2 loops; a contraction needs three (M, N and K)
; GFX950-NOT: {{error|warning}}
