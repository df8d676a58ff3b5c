; The three hooks' answers on the GEMM band (i, j, k: two parallel loops and a reduction; A and B staged, C in registers)
; for gfx942 (targets/gfx942.json), with the figures they came from.
; RUN: %opt -disable-output -mcpu=gfx942 \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.amdgcn.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-target: function 'gemm'
; CHECK-NEXT: target: gfx942 (amdgpu, {{.*}}targets/gfx942.json); target-cpu gfx942
; CHECK: directive at gemm.cpp:15:1
; CHECK: band: 3 loops, trip counts ?, ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 128 x 128 x 32
; CHECK-NEXT: why: gfx942: cost 0.17 per iteration (global traffic 0.001 sectors of 64 bytes x 6.7 + in-tile 0.16, in L1 hits); LDS 32768 of 65536 bytes; 256 threads, 96 registers each; 2 blocks per CU (occupancy 1.00); run-time trip counts
; CHECK: tile sizes: 128 x 128 x 32
; CHECK: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise; block order: groups of 16 rows
; CHECK-NEXT: why: gfx942: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (4 waves) = 16 x 16 x 1, 64 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2); block order: groups of 16 block rows (about the square root of 608 resident blocks: blocks along loop 2 and along loop 1 share read tiles in L2)
; CHECK: getMemoryLayoutForType 'A' (128 x 32, address space 3, 4-byte accesses): pad(1)
; CHECK-NEXT: why: gfx942: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 132 swizzle(128) 20 swizzle(64) 36 swizzle(32) 68 pad(1) 8 pad(2) 12 pad(4) 20 -> pad(1)
; CHECK: getMemoryLayoutForType 'B' (32 x 128, address space 3, 4-byte accesses): pad(1)
; CHECK-NEXT: why: gfx942: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 132 swizzle(128) 20 swizzle(64) 36 swizzle(32) 68 pad(1) 8 pad(2) 12 pad(4) 20 -> pad(1)
; CHECK-LABEL: tilelang-target: function 'igemm'
; CHECK-NEXT: target: gfx942 (amdgpu, {{.*}}targets/gfx942.json); target-cpu gfx942
; CHECK: directive at gemm.cpp:26:1
; CHECK: band: 3 loops, trip counts ?, ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 128 x 128 x 32
; CHECK-NEXT: why: gfx942: cost 0.17 per iteration (global traffic 0.001 sectors of 64 bytes x 6.7 + in-tile 0.16, in L1 hits); LDS 32768 of 65536 bytes; 256 threads, 96 registers each; 2 blocks per CU (occupancy 1.00); run-time trip counts
; CHECK: tile sizes: 128 x 128 x 32
; CHECK: getMappingStrategy: loop 1 block.y, loop 2 block.x, loop 3 seq; threads 16 x 16 x 1; block_wise; block order: groups of 16 rows
; CHECK-NEXT: why: gfx942: parallel loops 1, 2 (every written array varies with them), reduction loops 3 stay seq: loop 1 block.y, loop 2 block.x, loop 3 seq; 256 threads (4 waves) = 16 x 16 x 1, 64 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2); block order: groups of 16 block rows (about the square root of 608 resident blocks: blocks along loop 2 and along loop 1 share read tiles in L2)
; CHECK: getMemoryLayoutForType 'A' (128 x 32, address space 3, 4-byte accesses): pad(1)
; CHECK-NEXT: why: gfx942: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 132 swizzle(128) 20 swizzle(64) 36 swizzle(32) 68 pad(1) 8 pad(2) 12 pad(4) 20 -> pad(1)
; CHECK: getMemoryLayoutForType 'B' (32 x 128, address space 3, 4-byte accesses): pad(1)
; CHECK-NEXT: why: gfx942: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 132 swizzle(128) 20 swizzle(64) 36 swizzle(32) 68 pad(1) 8 pad(2) 12 pad(4) 20 -> pad(1)
