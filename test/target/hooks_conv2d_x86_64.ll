; The three hooks' answers on the conv2d band (i, j over the output; a 3 x 3 window of In per point)
; for x86_64 (the host), with the figures they came from.
; RUN: %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -tilelang-host-fill-in=false \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/conv2d.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-target: function 'conv2d'
; CHECK-NEXT: target: host (host, {{.*}}targets/x86_64.json); host triple x86_64-unknown-linux-gnu
; CHECK: directive at conv2d.cpp:18:1
; CHECK: band: 2 loops, trip counts ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 8 x 512 (what tile(auto) would get; the directive fixes the sizes)
; CHECK-NEXT: why: host: footprints in half of L2 (262144 bytes, from TargetTransformInfo; reuse analysis: 56.12 L1 accesses per iteration against 56.17 for the L1 candidate), reuse 0.5 iterations per element, vector 16 bytes
; CHECK: tile sizes: 32 x 64
; CHECK: getMappingStrategy: loop 1 block.x, loop 2 block.y; threads 1 x 1 x 1; block_wise
; CHECK-NEXT: why: host: parallel loops 1, 2 (every written array varies with them, no dependence carried): their tiles go to the cores, block_wise{{$}}
