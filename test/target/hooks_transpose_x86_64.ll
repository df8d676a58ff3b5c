; The three hooks' answers on the transpose band (i, j, both parallel; A staged, its tile read by columns)
; for x86_64 (the host), with the figures they came from.
; RUN: %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -tilelang-host-fill-in=false \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/transpose.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-target: function 'transpose'
; CHECK-NEXT: target: host (host, {{.*}}targets/x86_64.json); host triple x86_64-unknown-linux-gnu
; CHECK: directive at transpose.cpp:11:1
; CHECK: band: 2 loops, trip counts ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 8 x 256 (what tile(auto) would get; the directive fixes the sizes)
; CHECK-NEXT: why: host: footprints in half of L1 (32768 bytes, from TargetTransformInfo; reuse analysis: 100.00 L1 accesses per iteration against 100.00 for the L2 candidate), reuse 0.5 iterations per element, vector 16 bytes
; CHECK: tile sizes: 32 x 32
; CHECK: getMappingStrategy: loop 1 block.x, loop 2 block.y; threads 1 x 1 x 1; block_wise
; CHECK-NEXT: why: host: parallel loops 1, 2 (every written array varies with them, no dependence carried): their tiles go to the cores, block_wise{{$}}
; CHECK: getMemoryLayoutForType 'A' (32 x 32, address space 0, 4-byte accesses): row_major
; CHECK-NEXT: why: host: packed copies are row-major and 64-byte aligned (no banks)
