; tilelang-target-check: the footprint of a staged stencil includes its halo,
; from the subscripts: 66 x 66 floats x 4 stages = 69696 bytes, over the
; 64 KB LDS of gfx90a and gfx942 only.
; RUN: llvm-extract --keep-const-init --func=smem_halo %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80 --allow-empty
; RUN: llvm-extract --keep-const-init --func=smem_halo %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89 --allow-empty
; RUN: llvm-extract --keep-const-init --func=smem_halo %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90 --allow-empty
; RUN: llvm-extract --keep-const-init --func=smem_halo %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100 --allow-empty
; RUN: llvm-extract --keep-const-init --func=smem_halo %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=smem_halo %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=smem_halo %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950 --allow-empty

; SM80-NOT: {{error|warning}}
; SM89-NOT: {{error|warning}}
; SM90-NOT: {{error|warning}}
; SM100-NOT: {{error|warning}}
; GFX90A: error: diag_kernels.cpp:30:1: {{.*}}staging 'A' (66 x 66) in 4 pipeline stages needs 69696 bytes of LDS per block; gfx90a allows 65536
; GFX90A-NOT: {{error|warning}}
; GFX942: error: diag_kernels.cpp:30:1: {{.*}}staging 'A' (66 x 66) in 4 pipeline stages needs 69696 bytes of LDS per block; gfx942 allows 65536
; GFX942-NOT: {{error|warning}}
; GFX950-NOT: {{error|warning}}
