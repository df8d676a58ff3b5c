; The three hooks' answers on the GEMM band (i, j, k: two parallel loops and a reduction; A and B staged, C in registers)
; for x86_64 (the host), with the figures they came from.
; RUN: %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -tilelang-host-fill-in=false \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-target: function 'gemm'
; CHECK-NEXT: target: host (host, {{.*}}targets/x86_64.json); host triple x86_64-unknown-linux-gnu
; CHECK: directive at gemm.cpp:15:1
; CHECK: band: 3 loops, trip counts ?, ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 64 x 128 x 128
; CHECK-NEXT: why: host: footprints in half of L2 (262144 bytes, from TargetTransformInfo; reuse analysis: 6.89 L1 accesses per iteration against 9.35 for the L1 candidate), reuse 32.0 iterations per element, vector 16 bytes
; CHECK: tile sizes: 64 x 128 x 128
; CHECK: getMappingStrategy: loop 1 block.x, loop 2 block.y, loop 3 seq; threads 1 x 1 x 1; block_wise
; CHECK-NEXT: why: host: parallel loops 1, 2 (every written array varies with them, no dependence carried): their tiles go to the cores, block_wise{{$}}
; CHECK: getMemoryLayoutForType 'A' (64 x 128, address space 0, 4-byte accesses): row_major
; CHECK-NEXT: why: host: packed copies are row-major and 64-byte aligned (no banks)
; CHECK: getMemoryLayoutForType 'B' (128 x 128, address space 0, 4-byte accesses): row_major
; CHECK-NEXT: why: host: packed copies are row-major and 64-byte aligned (no banks)
; CHECK-LABEL: tilelang-target: function 'igemm'
; CHECK-NEXT: target: host (host, {{.*}}targets/x86_64.json); host triple x86_64-unknown-linux-gnu
; CHECK: directive at gemm.cpp:26:1
; CHECK: band: 3 loops, trip counts ?, ?, ?; parallel loops 1, 2
; CHECK: getTileSizeForLoop: 64 x 128 x 128
; CHECK-NEXT: why: host: footprints in half of L2 (262144 bytes, from TargetTransformInfo; reuse analysis: 6.89 L1 accesses per iteration against 9.35 for the L1 candidate), reuse 32.0 iterations per element, vector 16 bytes
; CHECK: tile sizes: 64 x 128 x 128
; CHECK: getMappingStrategy: loop 1 block.x, loop 2 block.y, loop 3 seq; threads 1 x 1 x 1; block_wise
; CHECK-NEXT: why: host: parallel loops 1, 2 (every written array varies with them, no dependence carried): their tiles go to the cores, block_wise{{$}}
; CHECK: getMemoryLayoutForType 'A' (64 x 128, address space 0, 4-byte accesses): row_major
; CHECK-NEXT: why: host: packed copies are row-major and 64-byte aligned (no banks)
; CHECK: getMemoryLayoutForType 'B' (128 x 128, address space 0, 4-byte accesses): row_major
; CHECK-NEXT: why: host: packed copies are row-major and 64-byte aligned (no banks)
