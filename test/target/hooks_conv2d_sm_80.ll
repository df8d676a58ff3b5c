; The three hooks' answers on the conv2d band (i, j over the output; a 3 x 3 window of In per point)
; for sm_80 (targets/sm_80.json), with the figures they came from.
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/conv2d.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-target: function 'conv2d'
; CHECK-NEXT: target: sm_80 (nvptx, {{.*}}targets/sm_80.json); target-cpu sm_80
; CHECK: directive at conv2d.cpp:18:1
; CHECK: band: 2 loops, trip counts ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 64 x 256 (what tile(auto) would get; the directive fixes the sizes)
; CHECK-NEXT: why: sm_80: cost 2.33 per iteration (global traffic 0.258 sectors of 32 bytes x 8.8 + in-tile 0.06, in L1 hits); shared memory 0 of 166912 bytes; 256 threads, 32 registers each; 8 blocks per SM (occupancy 1.00); run-time trip counts
; CHECK: tile sizes: 32 x 64
; CHECK: getMappingStrategy: loop 1 block.y, loop 2 block.x; threads 32 x 8 x 1; block_wise
; CHECK-NEXT: why: sm_80: parallel loops 1, 2 (every written array varies with them): loop 1 block.y, loop 2 block.x; 256 threads (8 warps), x along loop 2 (unit-stride in argument 5 of 'conv2d') = 32 x 8 x 1, 8 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2){{$}}
