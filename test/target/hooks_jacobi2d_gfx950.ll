; The three hooks' answers on the two jacobi-2d sweeps (i, j; a 5-point stencil with a one-element halo)
; for gfx950 (targets/gfx950.json), with the figures they came from.
; RUN: %opt -disable-output -mcpu=gfx950 \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/jacobi2d.amdgcn.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-target: function 'jacobi2d'
; CHECK-NEXT: target: gfx950 (amdgpu, {{.*}}targets/gfx950.json); target-cpu gfx950
; CHECK: directive at jacobi2d.cpp:13:1
; CHECK: band: 2 loops, trip counts ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 32 x 256 (what tile(auto) would get; the directive fixes the sizes)
; CHECK-NEXT: why: gfx950: cost 0.93 per iteration (global traffic 0.133 sectors of 64 bytes x 6.7 + in-tile 0.04, in L1 hits); LDS 0 of 163840 bytes; 256 threads, 32 registers each; 8 blocks per CU (occupancy 1.00); run-time trip counts
; CHECK: tile sizes: 32 x 32
; CHECK: getMappingStrategy: loop 1 block.y, loop 2 block.x; threads 32 x 8 x 1; block_wise
; CHECK-NEXT: why: gfx950: parallel loops 1, 2 (every written array varies with them): loop 1 block.y, loop 2 block.x; 256 threads (4 waves), x along loop 2 (unit-stride in argument 4 of 'jacobi2d') = 32 x 8 x 1, 4 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2){{$}}
; CHECK: directive at jacobi2d.cpp:18:1
; CHECK: band: 2 loops, trip counts ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 32 x 256 (what tile(auto) would get; the directive fixes the sizes)
; CHECK-NEXT: why: gfx950: cost 0.93 per iteration (global traffic 0.133 sectors of 64 bytes x 6.7 + in-tile 0.04, in L1 hits); LDS 0 of 163840 bytes; 256 threads, 32 registers each; 8 blocks per CU (occupancy 1.00); run-time trip counts
; CHECK: tile sizes: 32 x 32
; CHECK: getMappingStrategy: loop 1 block.y, loop 2 block.x; threads 32 x 8 x 1; block_wise
; CHECK-NEXT: why: gfx950: parallel loops 1, 2 (every written array varies with them): loop 1 block.y, loop 2 block.x; 256 threads (4 waves), x along loop 2 (unit-stride in argument 3 of 'jacobi2d') = 32 x 8 x 1, 4 elements of the block's tile per thread; run-time tile count: block_wise (neighbouring tiles share rows in L2){{$}}
