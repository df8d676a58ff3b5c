// Every diagnostic points at the offending token, on the pragma's line;
// placement errors point at the pragma's '#' (or _Pragma).
// RUN: not %cc1 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

#pragma tilelang tile(4)
// CHECK: diag-columns.c:[[@LINE-1]]:1: error: '#pragma tilelang' must be inside a function

void f(int n, float *A, int k) {
  #pragma tilelang tile(4)
  n = 1;
// CHECK: diag-columns.c:[[@LINE-2]]:3: error: '#pragma tilelang' must be followed by a 'for' loop

#pragma tilelang tilee(4)
// CHECK: diag-columns.c:[[@LINE-1]]:18: error: unknown clause 'tilee'
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang tile(4, 4, 4, 4, 4)
// CHECK: diag-columns.c:[[@LINE-1]]:18: error: 'tile' takes 1 to 4 sizes, got 5
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang tile(8,   0)
// CHECK: diag-columns.c:[[@LINE-1]]:28: error: tile size must be positive, got 0
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang tile(8, -(2 + 2))
// CHECK: diag-columns.c:[[@LINE-1]]:26: error: tile size must be positive, got -4
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang tile(k)
// CHECK: diag-columns.c:[[@LINE-1]]:23: error: tile size must be an integer constant, found 'k'
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang buffer(A: shared, Q: shared)
// CHECK: diag-columns.c:[[@LINE-1]]:36: error: unknown array 'Q' in 'buffer' clause
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang buffer(A: shared, k: shared)
// CHECK: diag-columns.c:[[@LINE-1]]:36: error: 'k' in 'buffer' clause is not an array or pointer (type 'int')
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang buffer(A: lds)
// CHECK: diag-columns.c:[[@LINE-1]]:28: error: unknown memory space 'lds'
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang layout(A: swizzle(96))
// CHECK: diag-columns.c:[[@LINE-1]]:36: error: swizzle span must be 32, 64 or 128 bytes, got 96
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang layout(A: zigzag)
// CHECK: diag-columns.c:[[@LINE-1]]:28: error: unknown layout 'zigzag'
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang map(seq, block.q)
// CHECK: diag-columns.c:[[@LINE-1]]:27: error: unknown map dimension 'block.q'
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang tile(4, 4) threads(8) map(block.x)
// CHECK: diag-columns.c:[[@LINE-1]]:40: error: 'map' lists 1 dimension but 'tile' lists 2 sizes
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang buffer(A: shared, A: shared)
// CHECK: diag-columns.c:[[@LINE-1]]:36: error: array 'A' appears twice in 'buffer' clause
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang threads(4)
#pragma tilelang   threads(4)
// CHECK: diag-columns.c:[[@LINE-1]]:20: error: duplicate 'threads' clause
// CHECK: diag-columns.c:[[@LINE-3]]:18: note: previous 'threads' clause is here
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang buffer(A shared)
// CHECK: diag-columns.c:[[@LINE-1]]:27: error: expected ':' after 'A', found 'shared'
  for (int i = 0; i < n; ++i) A[i] = 0;

#pragma tilelang
// CHECK: diag-columns.c:[[@LINE-1]]:1: warning: '#pragma tilelang' without clauses is ignored
  for (int i = 0; i < n; ++i) A[i] = 0;

  k = 0; _Pragma("tilelang tile(2)") k = 1;
// CHECK: diag-columns.c:[[@LINE-1]]:10: error: '#pragma tilelang' must be followed by a 'for' loop
}
