; tilelang-target-check: exactly 131072 = 2^31 / (128 x 128) terms of int8 x int8 overflow an
; int32 accumulator (131072 x 16384 = 2^31 > 2^31 - 1): warned on every target. Regression: the
; bound was off by one (found by the new-user test); 131071 is the most that fits.
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80 
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89 
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90 
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100 
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A 
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942 
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950 
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=X8664 

; SM80: warning: diag_kernels.cpp:129:1: {{.*}}the int32 accumulator of argument 5 of 'i8_limit' can overflow: the reduction sums 131072 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; SM89: warning: diag_kernels.cpp:129:1: {{.*}}the int32 accumulator of argument 5 of 'i8_limit' can overflow: the reduction sums 131072 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; SM90: warning: diag_kernels.cpp:129:1: {{.*}}the int32 accumulator of argument 5 of 'i8_limit' can overflow: the reduction sums 131072 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; SM100: warning: diag_kernels.cpp:129:1: {{.*}}the int32 accumulator of argument 5 of 'i8_limit' can overflow: the reduction sums 131072 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; GFX90A: warning: diag_kernels.cpp:129:1: {{.*}}the int32 accumulator of argument 5 of 'i8_limit' can overflow: the reduction sums 131072 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; GFX942: warning: diag_kernels.cpp:129:1: {{.*}}the int32 accumulator of argument 5 of 'i8_limit' can overflow: the reduction sums 131072 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; GFX950: warning: diag_kernels.cpp:129:1: {{.*}}the int32 accumulator of argument 5 of 'i8_limit' can overflow: the reduction sums 131072 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; X8664: warning: diag_kernels.cpp:129:1: {{.*}}the int32 accumulator of argument 5 of 'i8_limit' can overflow: the reduction sums 131072 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
