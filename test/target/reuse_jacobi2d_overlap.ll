; print<tilelang-reuse> on a jacobi-2d sweep: A is read through a 3 x 3
; window (its halo), so both loops carry overlap reuse of two thirds of its
; rows and columns; the written B has none. Tiling 32 x 32 brings the reuse
; across rows from memory into L1.
; RUN: %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -tilelang-host-fill-in=false \
; RUN:   -passes='tilelang-directives,print<tilelang-reuse>' %S/Inputs/jacobi2d.ll 2>&1 | FileCheck %s

; CHECK-LABEL: tilelang-reuse: function 'jacobi2d' on host
; CHECK: directive at jacobi2d.cpp:13:1
; CHECK: the band as written (extents ? x ?):
; CHECK: argument 3 of 'jacobi2d' loop 1: overlap reuse, distance unknown (a run-time extent) -> memory, 50.0x L1, serves 67% of the uses left
; CHECK-NEXT: argument 3 of 'jacobi2d' loop 2: overlap reuse, distance 1 iterations, 40 bytes -> registers, 0.2x L1, serves 67% of the uses left
; CHECK-NEXT: argument 4 of 'jacobi2d' loop 1: no reuse (its subscripts move with the loop)
; CHECK-NEXT: argument 4 of 'jacobi2d' loop 2: no reuse (its subscripts move with the loop)
; CHECK-NEXT: cost per iteration: 134.00 L1 accesses
; CHECK: one tile (32 x 32):
; CHECK: argument 3 of 'jacobi2d' loop 1: overlap reuse, distance 32 iterations, 536 bytes -> L1, 1.0x L1, serves 67% of the uses left
; CHECK: cost per iteration: 79.56 L1 accesses
