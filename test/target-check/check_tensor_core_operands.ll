; tilelang-target-check: compute(tensor_core) on int32 operands, which no
; matrix unit takes: an error listing what the chip's units take.
; RUN: llvm-extract --keep-const-init --func=tc_int32 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80
; RUN: llvm-extract --keep-const-init --func=tc_int32 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89
; RUN: llvm-extract --keep-const-init --func=tc_int32 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90
; RUN: llvm-extract --keep-const-init --func=tc_int32 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100
; RUN: llvm-extract --keep-const-init --func=tc_int32 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=tc_int32 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=tc_int32 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950

; SM80: error: diag_kernels.cpp:97:1: {{.*}}compute(tensor_core): no matrix unit of sm_80 takes s32 operands (its units take f16,bf16; tf32; s8,u8; f64)
; SM80-NOT: {{error|warning}}
; SM89: error: diag_kernels.cpp:97:1: {{.*}}compute(tensor_core): no matrix unit of sm_89 takes s32 operands (its units take f16,bf16; tf32; s8,u8; f64; e4m3,e5m2)
; SM89-NOT: {{error|warning}}
; SM90: error: diag_kernels.cpp:97:1: {{.*}}compute(tensor_core): no matrix unit of sm_90 takes s32 operands (its units take f16,bf16; tf32; s8,u8; f64; e4m3,e5m2; e4m3,e5m2,s8,u8)
; SM90-NOT: {{error|warning}}
; SM100: error: diag_kernels.cpp:97:1: {{.*}}compute(tensor_core): no matrix unit of sm_100 takes s32 operands (its units take f16,bf16; tf32; s8,u8; f64; e4m3,e5m2; e4m3,e5m2,s8,u8)
; SM100-NOT: {{error|warning}}
; GFX90A: error: diag_kernels.cpp:97:1: {{.*}}compute(tensor_core): no matrix unit of gfx90a takes s32 operands (its units take f16; bf16; s8; f32; f64)
; GFX90A-NOT: {{error|warning}}
; GFX942: error: diag_kernels.cpp:97:1: {{.*}}compute(tensor_core): no matrix unit of gfx942 takes s32 operands (its units take f16; bf16; s8; e4m3,e5m2; f32; tf32; f64)
; GFX942-NOT: {{error|warning}}
; GFX950: error: diag_kernels.cpp:97:1: {{.*}}compute(tensor_core): no matrix unit of gfx950 takes s32 operands (its units take f16; bf16; s8; e4m3,e5m2; f32; f64)
; GFX950-NOT: {{error|warning}}
