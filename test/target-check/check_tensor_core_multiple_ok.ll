; tilelang-target-check: compute(tensor_core) with 128 x 128 x 64 tiles, a
; multiple of a matrix unit's shape on every GPU: no diagnostic.
; RUN: llvm-extract --keep-const-init --func=tc_ok %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80 --allow-empty
; RUN: llvm-extract --keep-const-init --func=tc_ok %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89 --allow-empty
; RUN: llvm-extract --keep-const-init --func=tc_ok %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90 --allow-empty
; RUN: llvm-extract --keep-const-init --func=tc_ok %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100 --allow-empty
; RUN: llvm-extract --keep-const-init --func=tc_ok %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A --allow-empty
; RUN: llvm-extract --keep-const-init --func=tc_ok %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942 --allow-empty
; RUN: llvm-extract --keep-const-init --func=tc_ok %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950 --allow-empty

; SM80-NOT: {{error|warning}}
; SM89-NOT: {{error|warning}}
; SM90-NOT: {{error|warning}}
; SM100-NOT: {{error|warning}}
; GFX90A-NOT: {{error|warning}}
; GFX942-NOT: {{error|warning}}
; GFX950-NOT: {{error|warning}}
