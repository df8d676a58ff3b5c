; tilelang-target-check: int8 x int8 products summed into int32 over 262144
; terms: more than 2^31 / (128 x 128) = 131072, a warning on every target.
; RUN: llvm-extract --keep-const-init --func=i8_long %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80
; RUN: llvm-extract --keep-const-init --func=i8_long %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89
; RUN: llvm-extract --keep-const-init --func=i8_long %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90
; RUN: llvm-extract --keep-const-init --func=i8_long %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100
; RUN: llvm-extract --keep-const-init --func=i8_long %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=i8_long %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=i8_long %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950
; RUN: llvm-extract --keep-const-init --func=i8_long %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=X8664

; SM80: warning: diag_kernels.cpp:108:1: {{.*}}the int32 accumulator of argument 5 of 'i8_long' can overflow: the reduction sums 262144 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; SM80-NOT: {{error|warning}}
; SM89: warning: diag_kernels.cpp:108:1: {{.*}}the int32 accumulator of argument 5 of 'i8_long' can overflow: the reduction sums 262144 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; SM89-NOT: {{error|warning}}
; SM90: warning: diag_kernels.cpp:108:1: {{.*}}the int32 accumulator of argument 5 of 'i8_long' can overflow: the reduction sums 262144 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; SM90-NOT: {{error|warning}}
; SM100: warning: diag_kernels.cpp:108:1: {{.*}}the int32 accumulator of argument 5 of 'i8_long' can overflow: the reduction sums 262144 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; SM100-NOT: {{error|warning}}
; GFX90A: warning: diag_kernels.cpp:108:1: {{.*}}the int32 accumulator of argument 5 of 'i8_long' can overflow: the reduction sums 262144 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; GFX90A-NOT: {{error|warning}}
; GFX942: warning: diag_kernels.cpp:108:1: {{.*}}the int32 accumulator of argument 5 of 'i8_long' can overflow: the reduction sums 262144 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; GFX942-NOT: {{error|warning}}
; GFX950: warning: diag_kernels.cpp:108:1: {{.*}}the int32 accumulator of argument 5 of 'i8_long' can overflow: the reduction sums 262144 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; GFX950-NOT: {{error|warning}}
; X8664: warning: diag_kernels.cpp:108:1: {{.*}}the int32 accumulator of argument 5 of 'i8_long' can overflow: the reduction sums 262144 products of int8 x int8 (each up to 16384 in magnitude); at most 131071 fit ((2^31 - 1) / 16384)
; X8664-NOT: {{error|warning}}
