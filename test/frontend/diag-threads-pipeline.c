// threads(X[, Y[, Z]]) and pipeline(STAGES): positive integer constants.
// RUN: %cc1 -fsyntax-only -verify %s

#define WARP 32

void f(int n, float *A) {
#pragma tilelang threads() // expected-error {{'threads' takes 1 to 3 thread counts, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang threads(8, 8, 4, 2) // expected-error {{'threads' takes 1 to 3 thread counts, got 4}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang threads(0) // expected-error {{thread count must be positive, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang threads(16, -16) // expected-error {{thread count must be positive, got -16}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang threads(n) // expected-error {{thread count must be an integer constant, found 'n'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang threads(auto) // expected-error {{thread count must be an integer constant, found 'auto'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang threads(2.0) // expected-error {{thread count must be an integer constant, found '2.0'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang threads(WARP / 0) // expected-error {{division by zero in thread count}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang pipeline() // expected-error {{'pipeline' takes exactly 1 stage count, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang pipeline(2, 3) // expected-error {{'pipeline' takes exactly 1 stage count, got 2}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang pipeline(0) // expected-error {{pipeline depth must be positive, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang pipeline(-1) // expected-error {{pipeline depth must be positive, got -1}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang pipeline(n) // expected-error {{pipeline depth must be an integer constant, found 'n'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang pipeline(auto) // expected-error {{pipeline depth must be an integer constant, found 'auto'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang pipeline(1ull << 40) // expected-error {{expected ',' or ')' in 'pipeline' clause, found '<<'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang pipeline(3000000000) // expected-error {{pipeline depth is too large}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // Accepted.
#pragma tilelang threads(WARP) pipeline(2) // expected-warning {{'threads' is ignored without 'tile': it applies to the tile loops of a tiled band}} expected-warning {{'pipeline' is ignored without 'tile': it applies to the tile loops of a tiled band}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;
#pragma tilelang tile(4) threads(16, 16) pipeline(WARP / 8)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
#pragma tilelang tile(4) threads(8, 8, 4)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
}
