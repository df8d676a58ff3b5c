// Clauses that would be silently ignored get a warning at the clause:
//  - map, threads, distribute and pipeline act on the tile loops of a tiled
//    band: without 'tile' they do nothing (on every target);
//  - layout lays out a buffer staged in shared memory: on an array that is
//    not staged (no buffer clause, buffer(X: global) or buffer(X: register))
//    it does nothing.
// The directive is still injected (warnings only).
// RUN: %cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fsyntax-only -verify %s
// RUN: %cc1 -triple x86_64-unknown-linux-gnu -fsyntax-only -verify %s
// RUN: %cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %cc1 -triple nvptx64-nvidia-cuda -target-cpu sm_90 -emit-llvm -o - %s 2>/dev/null \
// RUN:   | FileCheck %s --check-prefix=SPEC

void f(int n, float *A, float *B) {
  // CHECK: diag-ignored-clauses.c:[[@LINE+3]]:18: warning: 'map' is ignored without 'tile': it applies to the tile loops of a tiled band
  // CHECK: diag-ignored-clauses.c:[[@LINE+2]]:40: warning: 'threads' is ignored without 'tile': it applies to the tile loops of a tiled band
  // SPEC: c"tilelang.v1;line=[[@LINE+1]];col=1;map=block.y,block.x;threads=16,16;file=
#pragma tilelang map(block.y, block.x) threads(16, 16) // expected-warning {{'map' is ignored without 'tile': it applies to the tile loops of a tiled band}} expected-warning {{'threads' is ignored without 'tile': it applies to the tile loops of a tiled band}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      B[i * n + j] = A[i * n + j];

  // Over several lines of one group: still no tile.
  // CHECK: diag-ignored-clauses.c:[[@LINE+2]]:18: warning: 'distribute' is ignored without 'tile': it applies to the tile loops of a tiled band
  // CHECK: diag-ignored-clauses.c:[[@LINE+2]]:18: warning: 'pipeline' is ignored without 'tile': it applies to the tile loops of a tiled band
#pragma tilelang distribute(round_robin) // expected-warning {{'distribute' is ignored without 'tile'}}
#pragma tilelang pipeline(2) buffer(A: shared) // expected-warning {{'pipeline' is ignored without 'tile'}}
  for (int i = 0; i < n; ++i)
    B[i] = A[i];

  // 'tile' on another line of the group: no warning.
#pragma tilelang map(block.x) threads(64) distribute(block_wise)
#pragma tilelang tile(64)
  for (int i = 0; i < n; ++i)
    B[i] = A[i];

  // CHECK: diag-ignored-clauses.c:[[@LINE+3]]:38: warning: layout of 'A' is ignored: 'A' is not staged in shared memory (only a 'buffer(A: shared)' has a layout)
  // CHECK: diag-ignored-clauses.c:[[@LINE+2]]:50: warning: layout of 'B' is ignored: 'B' is not staged in shared memory (only a 'buffer(B: shared)' has a layout)
  // SPEC: c"tilelang.v1;line=[[@LINE+1]];col=1;tile=32,32;layout=A:swizzle,B:pad(4);arrays=A,B;file=
#pragma tilelang tile(32, 32) layout(A: swizzle, B: pad(4)) // expected-warning {{layout of 'A' is ignored: 'A' is not staged in shared memory (only a 'buffer(A: shared)' has a layout)}} expected-warning {{layout of 'B' is ignored}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      B[i * n + j] = A[j * n + i];

  // In the order the arrays are first named.
  // CHECK: diag-ignored-clauses.c:[[@LINE+2]]:83: warning: layout of 'A' is ignored: 'A' is not staged in shared memory (only a 'buffer(A: shared)' has a layout)
  // CHECK: diag-ignored-clauses.c:[[@LINE+1]]:69: warning: layout of 'B' is ignored: 'B' is not staged in shared memory (only a 'buffer(B: shared)' has a layout)
#pragma tilelang tile(32, 32) buffer(A: register, B: global) layout(B: col_major, A: row_major) // expected-warning {{layout of 'B' is ignored}} expected-warning {{layout of 'A' is ignored}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      B[i * n + j] = A[j * n + i];

  // Staged in shared memory: the layout applies, no warning.
#pragma tilelang tile(32, 32) layout(A: swizzle)
#pragma tilelang buffer(A: shared)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      B[i * n + j] = A[j * n + i];
}
