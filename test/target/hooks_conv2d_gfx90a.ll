; The three hooks' answers on the conv2d band (i, j over the output; a 3 x 3 window of In per point)
; for gfx90a (targets/gfx90a.json), with the figures they came from.
; RUN: %opt -disable-output -mcpu=gfx90a \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/conv2d.amdgcn.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-target: function 'conv2d'
; CHECK-NEXT: target: gfx90a (amdgpu, {{.*}}targets/gfx90a.json); target-cpu gfx90a
; CHECK: directive at conv2d.cpp:18:1
; CHECK: band: 2 loops, trip counts ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 32 x 256 (what tile(auto) would get; the directive fixes the sizes)
; CHECK-NEXT: why: gfx90a: cost 0.91 per iteration (global traffic 0.133 sectors of 64 bytes x 6.7 + in-tile 0.02, in L1 hits); LDS 0 of 65536 bytes; 256 threads, 32 registers each; 8 blocks per CU (occupancy 1.00); run-time trip counts
; CHECK: tile sizes: 32 x 64
; CHECK: getMappingStrategy: loop 1 block.y, loop 2 block.x; threads 64 x 4 x 1; block_wise
; CHECK-NEXT: why: gfx90a: parallel loops 1, 2 (every written array varies with them): loop 1 block.y, loop 2 block.x; 256 threads (4 waves), x along loop 2 (unit-stride in argument 5 of 'conv2d') = 64 x 4 x 1, 8 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2){{$}}
