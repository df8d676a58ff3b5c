// layout(NAME: KIND, ...): row_major, col_major, pad(N), swizzle,
// swizzle(32|64|128), interleave(R, C), auto.
// RUN: %cc1 -fsyntax-only -verify %s

#define PAD 4

void f(int n, float *A, float *B, int k) {
#pragma tilelang layout(A: spiral) // expected-error {{unknown layout 'spiral'; expected row_major, col_major, pad(N), swizzle, swizzle(BYTES), interleave(R, C) or auto}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: 4) // expected-error {{unknown layout '4'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: shared) // expected-error {{unknown layout 'shared'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A row_major) // expected-error {{expected ':' after 'A', found 'row_major'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout() // expected-error {{'layout' takes at least 1 array, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: row_major(2)) // expected-error {{expected ',' or ')' in 'layout' clause, found '('}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: pad) // expected-error {{expected '(' after 'pad', found ')'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: pad()) // expected-error {{padding must be an integer constant, found ')'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: pad(0)) // expected-error {{padding must be positive, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: pad(-1)) // expected-error {{padding must be positive, got -1}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: pad(k)) // expected-error {{padding must be an integer constant, found 'k'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: pad(4, 4)) // expected-error {{expected ')' after the padding, found ','}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: swizzle(48)) // expected-error {{swizzle span must be 32, 64 or 128 bytes, got 48}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: swizzle(256)) // expected-error {{swizzle span must be 32, 64 or 128 bytes, got 256}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: swizzle(16)) // expected-error {{swizzle span must be 32, 64 or 128 bytes, got 16}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: swizzle(0)) // expected-error {{swizzle span must be positive, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: swizzle()) // expected-error {{swizzle span must be an integer constant, found ')'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: swizzle(128 64)) // expected-error {{expected ')' after the swizzle span, found '64'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: interleave(2)) // expected-error {{expected ',' between the interleave rows and columns, found ')'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: interleave(2, 4, 8)) // expected-error {{expected ')' after the interleave columns, found ','}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: interleave(0, 4)) // expected-error {{interleave rows must be positive, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: interleave(2, -4)) // expected-error {{interleave columns must be positive, got -4}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: interleave) // expected-error {{expected '(' after 'interleave', found ')'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(Z: row_major) // expected-error {{unknown array 'Z' in 'layout' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(k: row_major) // expected-error {{'k' in 'layout' clause is not an array or pointer (type 'int')}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: row_major, A: col_major) // expected-error {{array 'A' appears twice in 'layout' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // Accepted: every kind, macros in parameters, the same array in buffer and
  // layout; a layout of an array that is not staged in shared memory is
  // ignored with a warning.
#pragma tilelang layout(A: row_major, B: col_major) // expected-warning {{layout of 'A' is ignored: 'A' is not staged in shared memory (only a 'buffer(A: shared)' has a layout)}} expected-warning {{layout of 'B' is ignored: 'B' is not staged in shared memory (only a 'buffer(B: shared)' has a layout)}}
  for (int i = 0; i < n; ++i)
    A[i] = B[i];
#pragma tilelang buffer(A: shared, B: shared) layout(A: pad(PAD), B: swizzle)
  for (int i = 0; i < n; ++i)
    A[i] = B[i];
#pragma tilelang layout(A: swizzle(32), B: swizzle(2 * 32)) buffer(A: shared, B: shared)
  for (int i = 0; i < n; ++i)
    A[i] = B[i];
#pragma tilelang buffer(B: shared, A: shared) layout(A: swizzle(128), B: interleave(PAD, PAD * 2))
  for (int i = 0; i < n; ++i)
    A[i] = B[i];
#pragma tilelang layout(A: auto) buffer(A: register) // expected-warning {{layout of 'A' is ignored: 'A' is not staged in shared memory (only a 'buffer(A: shared)' has a layout)}}
  for (int i = 0; i < n; ++i)
    A[i] = B[i];
  // compute(tensor_core) stages its operands itself (new-user test of 2026-12-02: the warning
  // said 'A' was not staged); pipeline(1) is not taken by the matrix lowering.
#pragma tilelang tile(64) compute(tensor_core) layout(A: pad(1)) // expected-warning {{layout of 'A' is ignored: with compute(tensor_core) the matrix lowering stages the operands itself, under the 128-byte swizzle that ldmatrix reads without conflicts (on the host, where it does not run, only a 'buffer(A: shared)' has a layout)}}
  for (int i = 0; i < n; ++i)
    A[i] = B[i];
#pragma tilelang tile(64) compute(tensor_core) pipeline(1) // expected-warning {{pipeline(1) with compute(tensor_core) is not taken: the matrix lowering keeps at least 2 stages (one barrier per K tile separates the copy of the next tile from the reads of the current one); without 'pipeline' it picks them}}
  for (int i = 0; i < n; ++i)
    A[i] = B[i];
}
