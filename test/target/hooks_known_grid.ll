; The hooks on a GEMM whose sizes are constants (1000 x 1000 x 1000): the grid
; is known, so getTileSizeForLoop weighs how well the tiles fill the chip's
; compute units (64 x 128 on 132 SMs rather than 128 x 128, which would leave
; half of them idle; smaller still on gfx942's 304 CUs), and
; getMappingStrategy counts the resident blocks for the distribution.
; RUN: llvm-extract --keep-const-init --func=gemm_1000 %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80
; RUN: llvm-extract --keep-const-init --func=gemm_1000 %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89
; RUN: llvm-extract --keep-const-init --func=gemm_1000 %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90
; RUN: llvm-extract --keep-const-init --func=gemm_1000 %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100
; RUN: llvm-extract --keep-const-init --func=gemm_1000 %S/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=gemm_1000 %S/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=gemm_1000 %S/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950

; SM80: getTileSizeForLoop: 64 x 128 x 32
; SM80-NEXT: why: sm_80: cost 0.40 per iteration (global traffic 0.003 sectors of 32 bytes x 8.8 + in-tile 0.37, in L1 hits); shared memory 24576 of 166912 bytes; 256 threads, 64 registers each; 4 blocks per SM (occupancy 1.00); 128 tiles on 108 SMs
; SM80: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise
; SM80-NEXT: why: sm_80: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (8 warps) = 16 x 16 x 1, 32 elements of the block's tile per thread; 128 tiles, 432 resident blocks (4 per SM): block_wise
; SM89: getTileSizeForLoop: 64 x 128 x 32
; SM89-NEXT: why: sm_89: cost 0.41 per iteration (global traffic 0.003 sectors of 32 bytes x 13.8 + in-tile 0.37, in L1 hits); shared memory 24576 of 101376 bytes; 256 threads, 64 registers each; 4 blocks per SM (occupancy 1.00); 128 tiles on 128 SMs
; SM89: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise
; SM89-NEXT: why: sm_89: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (8 warps) = 16 x 16 x 1, 32 elements of the block's tile per thread; 128 tiles, 512 resident blocks (4 per SM): block_wise
; SM90: getTileSizeForLoop: 64 x 128 x 32
; SM90-NEXT: why: sm_90: cost 0.43 per iteration (global traffic 0.003 sectors of 32 bytes x 15.9 + in-tile 0.37, in L1 hits); shared memory 24576 of 232448 bytes; 256 threads, 64 registers each; 4 blocks per SM (occupancy 1.00); 128 tiles on 132 SMs
; SM90: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise
; SM90-NEXT: why: sm_90: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (8 warps) = 16 x 16 x 1, 32 elements of the block's tile per thread; 128 tiles, 528 resident blocks (4 per SM): block_wise
; SM100: getTileSizeForLoop: 64 x 128 x 32
; SM100-NEXT: why: sm_100: cost 0.49 per iteration (global traffic 0.003 sectors of 32 bytes x 15.9 + in-tile 0.37, in L1 hits); shared memory 24576 of 232448 bytes; 256 threads, 64 registers each; 4 blocks per SM (occupancy 1.00); 128 tiles on 148 SMs
; SM100: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise
; SM100-NEXT: why: sm_100: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (8 warps) = 16 x 16 x 1, 32 elements of the block's tile per thread; 128 tiles, 592 resident blocks (4 per SM): block_wise
; GFX90A: getTileSizeForLoop: 64 x 128 x 32
; GFX90A-NEXT: why: gfx90a: cost 0.24 per iteration (global traffic 0.002 sectors of 64 bytes x 6.7 + in-tile 0.23, in L1 hits); LDS 24576 of 65536 bytes; 256 threads, 64 registers each; 2 blocks per CU (occupancy 1.00); 128 tiles on 110 CUs
; GFX90A: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise
; GFX90A-NEXT: why: gfx90a: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (4 waves) = 16 x 16 x 1, 32 elements of the block's tile per thread; 128 tiles, 220 resident blocks (2 per CU): block_wise
; GFX942: getTileSizeForLoop: 64 x 64 x 32
; GFX942-NEXT: why: gfx942: cost 0.37 per iteration (global traffic 0.002 sectors of 64 bytes x 6.7 + in-tile 0.30, in L1 hits); LDS 16384 of 65536 bytes; 256 threads, 48 registers each; 4 blocks per CU (occupancy 1.00); 256 tiles on 304 CUs
; GFX942: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise
; GFX942-NEXT: why: gfx942: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (4 waves) = 16 x 16 x 1, 16 elements of the block's tile per thread; 256 tiles, 1216 resident blocks (4 per CU): block_wise
; GFX950: getTileSizeForLoop: 64 x 64 x 32
; GFX950-NEXT: why: gfx950: cost 0.31 per iteration (global traffic 0.002 sectors of 64 bytes x 6.7 + in-tile 0.30, in L1 hits); LDS 16384 of 163840 bytes; 256 threads, 48 registers each; 8 blocks per CU (occupancy 1.00); 256 tiles on 256 CUs
; GFX950: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise
; GFX950-NEXT: why: gfx950: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (4 waves) = 16 x 16 x 1, 16 elements of the block's tile per thread; 256 tiles, 2048 resident blocks (8 per CU): block_wise
