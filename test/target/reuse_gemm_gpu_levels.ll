; print<tilelang-reuse> on a GPU: the levels come from the description
; (registers of one thread, the scratchpad per block, L1, L2, memory, each
; with its latency), and a staged array's reuse sits in the scratchpad when
; it fits. A 1000 x 1000 GEMM on sm_90: as written, B's reuse across i is
; 4 MB away (L2); in one 64 x 128 x 32 tile it stays in shared memory.
; RUN: llvm-extract --keep-const-init --func=gemm_1000 %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   -passes='tilelang-directives,print<tilelang-reuse>' 2>&1 | FileCheck %s
; RUN: llvm-extract --keep-const-init --func=gemm_1000 %S/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx942 \
; RUN:   -passes='tilelang-directives,print<tilelang-reuse>' 2>&1 | FileCheck %s --check-prefix=GFX942

; CHECK-LABEL: tilelang-reuse: function 'gemm_1000' on sm_90
; CHECK: the band as written (extents 1000 x 1000 x 1000):
; CHECK-NEXT: levels: registers (1020 B, 1 cycles) scratchpad (232448 B, 30 cycles) L1 (262144 B, 40 cycles) L2 (62914560 B, 374 cycles) memory (637 cycles)
; CHECK:      'B' loop 1: temporal reuse, distance 1000000 iterations, 4008000 bytes -> L2, 9.3x L1
; CHECK:      one tile (64 x 128 x 32):
; CHECK:      'B' loop 1: temporal reuse, distance 4096 iterations, 17024 bytes -> scratchpad, 0.8x L1

; GFX942-LABEL: tilelang-reuse: function 'gemm_1000' on gfx942
; GFX942: levels: registers (2048 B, 1 cycles) scratchpad (65536 B, 64 cycles) L1 (32768 B, 120 cycles) L2 (4194304 B, 250 cycles) L3 (268435456 B, 500 cycles) memory (800 cycles)
; GFX942: one tile (64 x 64 x 32):
