; tilelang-target-check: compute(tensor_core) with an M tile of 100: not a
; multiple of any matrix unit's M for f32 operands (tf32 mma.sync on NVIDIA,
; f32/xf32 MFMA on AMD): an error naming the unit and both numbers.
; RUN: llvm-extract --keep-const-init --func=tc_100 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80
; RUN: llvm-extract --keep-const-init --func=tc_100 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89
; RUN: llvm-extract --keep-const-init --func=tc_100 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90
; RUN: llvm-extract --keep-const-init --func=tc_100 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100
; RUN: llvm-extract --keep-const-init --func=tc_100 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=tc_100 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=tc_100 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950

; SM80: error: diag_kernels.cpp:68:1: {{.*}}compute(tensor_core): tile sizes 100 x 64 x 32 are not multiples of the matrix unit's shape: loop 1 (M) has 100, not a multiple of 16 (mma.sync.m16n8k8, 16 x 8 x 8 for tf32 on sm_80)
; SM80-NOT: {{error|warning}}
; SM89: error: diag_kernels.cpp:68:1: {{.*}}compute(tensor_core): tile sizes 100 x 64 x 32 are not multiples of the matrix unit's shape: loop 1 (M) has 100, not a multiple of 16 (mma.sync.m16n8k8, 16 x 8 x 8 for tf32 on sm_89)
; SM89-NOT: {{error|warning}}
; SM90: error: diag_kernels.cpp:68:1: {{.*}}compute(tensor_core): tile sizes 100 x 64 x 32 are not multiples of the matrix unit's shape: loop 1 (M) has 100, not a multiple of 16 (mma.sync.m16n8k8, 16 x 8 x 8 for tf32 on sm_90)
; SM90-NOT: {{error|warning}}
; SM100: error: diag_kernels.cpp:68:1: {{.*}}compute(tensor_core): tile sizes 100 x 64 x 32 are not multiples of the matrix unit's shape: loop 1 (M) has 100, not a multiple of 16 (mma.sync.m16n8k8, 16 x 8 x 8 for tf32 on sm_100)
; SM100-NOT: {{error|warning}}
; GFX90A: error: diag_kernels.cpp:68:1: {{.*}}compute(tensor_core): tile sizes 100 x 64 x 32 are not multiples of the matrix unit's shape: loop 1 (M) has 100, not a multiple of 16 (v_mfma_f32_16x16x4f32, 16 x 16 x 4 for f32 on gfx90a)
; GFX90A-NOT: {{error|warning}}
; GFX942: error: diag_kernels.cpp:68:1: {{.*}}compute(tensor_core): tile sizes 100 x 64 x 32 are not multiples of the matrix unit's shape: loop 1 (M) has 100, not a multiple of 16 (v_mfma_f32_16x16x4_f32, 16 x 16 x 4 for f32 on gfx942)
; GFX942-NOT: {{error|warning}}
; GFX950: error: diag_kernels.cpp:68:1: {{.*}}compute(tensor_core): tile sizes 100 x 64 x 32 are not multiples of the matrix unit's shape: loop 1 (M) has 100, not a multiple of 16 (v_mfma_f32_16x16x4_f32, 16 x 16 x 4 for f32 on gfx950)
; GFX950-NOT: {{error|warning}}
