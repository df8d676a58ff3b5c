; The three hooks' answers on the GEMM band (i, j, k: two parallel loops and a reduction; A and B staged, C in registers)
; for sm_80 (targets/sm_80.json), with the figures they came from.
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-target: function 'gemm'
; CHECK-NEXT: target: sm_80 (nvptx, {{.*}}targets/sm_80.json); target-cpu sm_80
; CHECK: directive at gemm.cpp:15:1
; CHECK: band: 3 loops, trip counts ?, ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 128 x 128 x 32
; CHECK-NEXT: why: sm_80: cost 0.31 per iteration (global traffic 0.002 sectors of 32 bytes x 8.8 + in-tile 0.29, in L1 hits); shared memory 32768 of 166912 bytes; 256 threads, 96 registers each; 2 blocks per SM (occupancy 1.00); run-time trip counts
; CHECK: tile sizes: 128 x 128 x 32
; CHECK: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise; block order: groups of 8 rows
; CHECK-NEXT: why: sm_80: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (8 warps) = 16 x 16 x 1, 64 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2); block order: groups of 8 block rows (about the square root of 216 resident blocks: blocks along loop 2 and along loop 1 share read tiles in L2)
; CHECK: getMemoryLayoutForType 'A' (128 x 32, address space 3, 4-byte accesses): pad(1)
; CHECK-NEXT: why: sm_80: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 66 swizzle(128) 10 swizzle(64) 18 swizzle(32) 34 pad(1) 4 pad(2) 6 pad(4) 10 -> pad(1)
; CHECK: getMemoryLayoutForType 'B' (32 x 128, address space 3, 4-byte accesses): pad(1)
; CHECK-NEXT: why: sm_80: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 66 swizzle(128) 10 swizzle(64) 18 swizzle(32) 34 pad(1) 4 pad(2) 6 pad(4) 10 -> pad(1)
; CHECK-LABEL: tilelang-target: function 'igemm'
; CHECK-NEXT: target: sm_80 (nvptx, {{.*}}targets/sm_80.json); target-cpu sm_80
; CHECK: directive at gemm.cpp:26:1
; CHECK: band: 3 loops, trip counts ?, ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 128 x 128 x 32
; CHECK-NEXT: why: sm_80: cost 0.31 per iteration (global traffic 0.002 sectors of 32 bytes x 8.8 + in-tile 0.29, in L1 hits); shared memory 32768 of 166912 bytes; 256 threads, 96 registers each; 2 blocks per SM (occupancy 1.00); run-time trip counts
; CHECK: tile sizes: 128 x 128 x 32
; CHECK: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise; block order: groups of 8 rows
; CHECK-NEXT: why: sm_80: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (8 warps) = 16 x 16 x 1, 64 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2); block order: groups of 8 block rows (about the square root of 216 resident blocks: blocks along loop 2 and along loop 1 share read tiles in L2)
; CHECK: getMemoryLayoutForType 'A' (128 x 32, address space 3, 4-byte accesses): pad(1)
; CHECK-NEXT: why: sm_80: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 66 swizzle(128) 10 swizzle(64) 18 swizzle(32) 34 pad(1) 4 pad(2) 6 pad(4) 10 -> pad(1)
; CHECK: getMemoryLayoutForType 'B' (32 x 128, address space 3, 4-byte accesses): pad(1)
; CHECK-NEXT: why: sm_80: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 66 swizzle(128) 10 swizzle(64) 18 swizzle(32) 34 pad(1) 4 pad(2) 6 pad(4) 10 -> pad(1)
