; print<tilelang-reuse> on the conv2d band: the filter (argument 4) does not
; move with i or j (temporal reuse over both); the input (argument 3) moves
; through a 3 x 3 window (overlap reuse over both); the output has none.
; RUN: %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -tilelang-host-fill-in=false \
; RUN:   -passes='tilelang-directives,print<tilelang-reuse>' %S/Inputs/conv2d.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-reuse: function 'conv2d' on host
; CHECK: one tile (32 x 64):
; CHECK-NEXT: levels:
; CHECK-NEXT: argument 5 of 'conv2d' loop 1: no reuse (its subscripts move with the loop)
; CHECK-NEXT: argument 5 of 'conv2d' loop 2: no reuse (its subscripts move with the loop)
; CHECK-NEXT: argument 4 of 'conv2d' loop 1: temporal reuse, distance 64 iterations, 1084 bytes -> L1, 1.0x L1, serves 97% of the uses left
; CHECK-NEXT: argument 4 of 'conv2d' loop 2: temporal reuse, distance 1 iterations, 76 bytes -> registers, 0.2x L1, serves 98% of the uses left
; CHECK-NEXT: argument 3 of 'conv2d' loop 1: overlap reuse, distance 64 iterations, 1084 bytes -> L1, 1.0x L1, serves 67% of the uses left
; CHECK-NEXT: argument 3 of 'conv2d' loop 2: overlap reuse, distance 1 iterations, 76 bytes -> registers, 0.2x L1, serves 67% of the uses left
; CHECK-NEXT: cost per iteration: 56.15 L1 accesses (nearest reuse: argument 5 of 'conv2d' none, argument 4 of 'conv2d' registers, argument 3 of 'conv2d' registers)
