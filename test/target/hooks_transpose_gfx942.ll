; The three hooks' answers on the transpose band (i, j, both parallel; A staged, its tile read by columns)
; for gfx942 (targets/gfx942.json), with the figures they came from.
; RUN: %opt -disable-output -mcpu=gfx942 \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/transpose.amdgcn.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-target: function 'transpose'
; CHECK-NEXT: target: gfx942 (amdgpu, {{.*}}targets/gfx942.json); target-cpu gfx942
; CHECK: directive at transpose.cpp:11:1
; CHECK: band: 2 loops, trip counts ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 16 x 32 (what tile(auto) would get; the directive fixes the sizes)
; CHECK-NEXT: why: gfx942: cost 1.37 per iteration (global traffic 0.125 sectors of 64 bytes x 6.7 + in-tile 0.53, in L1 hits); LDS 2048 of 65536 bytes; 256 threads, 32 registers each; 8 blocks per CU (occupancy 1.00); run-time trip counts
; CHECK: tile sizes: 32 x 32
; CHECK: getMappingStrategy: loop 1 block.y, loop 2 block.x; threads 32 x 8 x 1; block_wise
; CHECK-NEXT: why: gfx942: parallel loops 1, 2 (every written array varies with them): loop 1 block.y, loop 2 block.x; 256 threads (4 waves), x along loop 1 (unit-stride in argument 4 of 'transpose') = 32 x 8 x 1, 4 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2){{$}}
; CHECK: getMemoryLayoutForType 'A' (32 x 32, address space 3, 4-byte accesses): pad(1)
; CHECK-NEXT: why: gfx942: 32 x 32 tile of 4-byte elements (rows of 128 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 132 swizzle(128) 20 swizzle(64) 36 swizzle(32) 68 pad(1) 8 pad(2) 12 pad(4) 20 -> pad(1)
