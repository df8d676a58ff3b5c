; print<tilelang-reuse> on the host GEMM band: as written (run-time extents)
; the reuse of A across j and of B across i is too far to stay in any cache
; level the description lists -- it sits in memory; within one tile of the
; sizes tile(auto) chooses (64 x 128 x 128) A's reuse is 1028 bytes away
; (L1) and B's 66560 bytes (L2), and C's stays in a register. The cost of
; an iteration falls accordingly.
; RUN: %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -tilelang-host-fill-in=false \
; RUN:   -passes='tilelang-directives,print<tilelang-reuse>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-reuse: function 'gemm' on host
; CHECK: the band as written (extents ? x ? x ?):
; CHECK-NEXT: levels: registers (256 B, 1 cycles) L1 (32768 B, 5 cycles) L2 (262144 B, 14 cycles) L3 (8388608 B, 50 cycles) memory (250 cycles)
; CHECK-NEXT: 'A' loop 1: no reuse (its subscripts move with the loop)
; CHECK-NEXT: 'A' loop 2: temporal reuse, distance unknown (a run-time extent) -> memory, 50.0x L1, serves 100% of the uses left
; CHECK-NEXT: 'A' loop 3: no reuse
; CHECK-NEXT: 'B' loop 1: temporal reuse, distance unknown (a run-time extent) -> memory, 50.0x L1
; CHECK:      'C' loop 3: temporal reuse, distance 1 iterations, 12 bytes -> registers, 0.2x L1
; CHECK-NEXT: cost per iteration: 100.40 L1 accesses (nearest reuse: 'A' memory, 'B' memory, 'C' registers)
; CHECK-NEXT: one tile (64 x 128 x 128):
; CHECK:      'A' loop 2: temporal reuse, distance 128 iterations, 1028 bytes -> L1, 1.0x L1, serves 99% of the uses left
; CHECK:      'B' loop 1: temporal reuse, distance 16384 iterations, 66560 bytes -> L2, 2.8x L1, serves 98% of the uses left
; CHECK:      'C' loop 3: temporal reuse, distance 1 iterations, 12 bytes -> registers, 0.2x L1, serves 99% of the uses left
; CHECK-NEXT: cost per iteration: 6.10 L1 accesses (nearest reuse: 'A' L1, 'B' L2, 'C' registers)
