// distribute(block_wise | round_robin) and compute(simt | tensor_core).
// RUN: %cc1 -fsyntax-only -verify %s

void f(int n, float *A) {
#pragma tilelang distribute(cyclic) // expected-error {{unknown distribution 'cyclic'; expected block_wise or round_robin}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang distribute(4) // expected-error {{unknown distribution '4'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang distribute() // expected-error {{'distribute' takes exactly 1 argument, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang distribute(block_wise, round_robin) // expected-error {{'distribute' takes exactly 1 argument, got 2}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang distribute(round robin) // expected-error {{unknown distribution 'round'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang compute(wmma) // expected-error {{unknown compute unit 'wmma'; expected simt or tensor_core}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang compute(auto) // expected-error {{unknown compute unit 'auto'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang compute() // expected-error {{'compute' takes exactly 1 argument, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang compute(simt, tensor_core) // expected-error {{'compute' takes exactly 1 argument, got 2}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // Accepted.
#pragma tilelang distribute(round_robin) compute(tensor_core) // expected-warning {{'distribute' is ignored without 'tile': it applies to the tile loops of a tiled band}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;
#pragma tilelang tile(8) distribute(block_wise) compute(simt)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
}
