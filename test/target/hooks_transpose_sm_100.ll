; The three hooks' answers on the transpose band (i, j, both parallel; A staged, its tile read by columns)
; for sm_100 (targets/sm_100.json), with the figures they came from.
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/transpose.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-target: function 'transpose'
; CHECK-NEXT: target: sm_100 (nvptx, {{.*}}targets/sm_100.json); target-cpu sm_100
; CHECK: directive at transpose.cpp:11:1
; CHECK: band: 2 loops, trip counts ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 8 x 32 (what tile(auto) would get; the directive fixes the sizes)
; CHECK-NEXT: why: sm_100: cost 4.73 per iteration (global traffic 0.250 sectors of 32 bytes x 15.9 + in-tile 0.75, in L1 hits); shared memory 1024 of 232448 bytes; 256 threads, 32 registers each; 8 blocks per SM (occupancy 1.00); run-time trip counts
; CHECK: tile sizes: 32 x 32
; CHECK: getMappingStrategy: loop 1 block.y, loop 2 block.x; threads 32 x 8 x 1; block_wise
; CHECK-NEXT: why: sm_100: parallel loops 1, 2 (every written array varies with them): loop 1 block.y, loop 2 block.x; 256 threads (8 warps), x along loop 1 (unit-stride in argument 4 of 'transpose') = 32 x 8 x 1, 4 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2){{$}}
; CHECK: getMemoryLayoutForType 'A' (32 x 32, address space 3, 4-byte accesses): pad(1)
; CHECK-NEXT: why: sm_100: 32 x 32 tile of 4-byte elements (rows of 128 bytes), 4-byte accesses; wavefronts (copy in, read rows, read columns): row_major 66 swizzle(128) 10 swizzle(64) 18 swizzle(32) 34 pad(1) 4 pad(2) 6 pad(4) 10 -> pad(1)
