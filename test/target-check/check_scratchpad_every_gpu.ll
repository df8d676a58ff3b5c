; tilelang-target-check: 256 x 128 and 128 x 256 tiles in 2 stages (524288
; bytes) are over the scratchpad per block of every GPU: an error naming the
; chip's limit on each.
; RUN: llvm-extract --keep-const-init --func=smem_524288 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80
; RUN: llvm-extract --keep-const-init --func=smem_524288 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89
; RUN: llvm-extract --keep-const-init --func=smem_524288 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90
; RUN: llvm-extract --keep-const-init --func=smem_524288 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100
; RUN: llvm-extract --keep-const-init --func=smem_524288 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=smem_524288 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=smem_524288 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950

; SM80: error: diag_kernels.cpp:19:1: {{.*}}staging 'A' (256 x 128), 'B' (128 x 256) in 2 pipeline stages needs 524288 bytes of shared memory per block; sm_80 allows 166912
; SM80-NOT: {{error|warning}}
; SM89: error: diag_kernels.cpp:19:1: {{.*}}staging 'A' (256 x 128), 'B' (128 x 256) in 2 pipeline stages needs 524288 bytes of shared memory per block; sm_89 allows 101376
; SM89-NOT: {{error|warning}}
; SM90: error: diag_kernels.cpp:19:1: {{.*}}staging 'A' (256 x 128), 'B' (128 x 256) in 2 pipeline stages needs 524288 bytes of shared memory per block; sm_90 allows 232448
; SM90-NOT: {{error|warning}}
; SM100: error: diag_kernels.cpp:19:1: {{.*}}staging 'A' (256 x 128), 'B' (128 x 256) in 2 pipeline stages needs 524288 bytes of shared memory per block; sm_100 allows 232448
; SM100-NOT: {{error|warning}}
; GFX90A: error: diag_kernels.cpp:19:1: {{.*}}staging 'A' (256 x 128), 'B' (128 x 256) in 2 pipeline stages needs 524288 bytes of LDS per block; gfx90a allows 65536
; GFX90A-NOT: {{error|warning}}
; GFX942: error: diag_kernels.cpp:19:1: {{.*}}staging 'A' (256 x 128), 'B' (128 x 256) in 2 pipeline stages needs 524288 bytes of LDS per block; gfx942 allows 65536
; GFX942-NOT: {{error|warning}}
; GFX950: error: diag_kernels.cpp:19:1: {{.*}}staging 'A' (256 x 128), 'B' (128 x 256) in 2 pipeline stages needs 524288 bytes of LDS per block; gfx950 allows 163840
; GFX950-NOT: {{error|warning}}
