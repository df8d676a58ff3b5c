; tilelang-target-check: 128 x 128 x 64 tiles of A and B in 3 pipeline stages
; need 196608 bytes of shared memory per block, an error at the pragma with
; both numbers on sm_80 (163 KB), sm_89 (99 KB) and the LDS of gfx90a/gfx942
; (64 KB) and gfx950 (160 KB); they fit sm_90/sm_100 (227 KB): no diagnostic
; there; the host has no scratchpad to check, and says that it ignores
; pipeline(3).
; RUN: llvm-extract --keep-const-init --func=smem_196608 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80
; RUN: llvm-extract --keep-const-init --func=smem_196608 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89
; RUN: llvm-extract --keep-const-init --func=smem_196608 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90 --allow-empty
; RUN: llvm-extract --keep-const-init --func=smem_196608 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100 --allow-empty
; RUN: llvm-extract --keep-const-init --func=smem_196608 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=smem_196608 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=smem_196608 %S/../target/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   not %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950
; RUN: llvm-extract --keep-const-init --func=smem_196608 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=X8664

; SM80: error: diag_kernels.cpp:9:1: {{.*}}staging 'A' (128 x 64), 'B' (64 x 128) in 3 pipeline stages needs 196608 bytes of shared memory per block; sm_80 allows 166912
; SM80-NOT: {{error|warning}}
; SM89: error: diag_kernels.cpp:9:1: {{.*}}staging 'A' (128 x 64), 'B' (64 x 128) in 3 pipeline stages needs 196608 bytes of shared memory per block; sm_89 allows 101376
; SM89-NOT: {{error|warning}}
; SM90-NOT: {{error|warning}}
; SM100-NOT: {{error|warning}}
; GFX90A: error: diag_kernels.cpp:9:1: {{.*}}staging 'A' (128 x 64), 'B' (64 x 128) in 3 pipeline stages needs 196608 bytes of LDS per block; gfx90a allows 65536
; GFX90A-NOT: {{error|warning}}
; GFX942: error: diag_kernels.cpp:9:1: {{.*}}staging 'A' (128 x 64), 'B' (64 x 128) in 3 pipeline stages needs 196608 bytes of LDS per block; gfx942 allows 65536
; GFX942-NOT: {{error|warning}}
; GFX950: error: diag_kernels.cpp:9:1: {{.*}}staging 'A' (128 x 64), 'B' (64 x 128) in 3 pipeline stages needs 196608 bytes of LDS per block; gfx950 allows 163840
; GFX950-NOT: {{error|warning}}
; X8664: warning: diag_kernels.cpp:9:1: in function smem_196608 {{.*}}: 'pipeline' is ignored: x86_64 is not a GPU (each tile runs in one thread; it takes effect on nvptx64 and amdgcn targets)
; X8664-NOT: {{error|warning}}
