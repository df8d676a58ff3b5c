// map(D1, ..., Dn): 1 to 3 of block.x, block.y, block.z, seq; as many as the
// tile sizes when both are given, also across pragma lines.
// RUN: %cc1 -fsyntax-only -verify %s

void f(int n, float *A) {
#pragma tilelang map() // expected-error {{'map' takes 1 to 3 dimensions, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang map(seq, seq, seq, seq) // expected-error {{'map' takes 1 to 3 dimensions, got 4}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang map(block.w) // expected-error {{unknown map dimension 'block.w'; expected block.x, block.y, block.z or seq}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang map(block.X) // expected-error {{unknown map dimension 'block.X'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang map(block) // expected-error {{unknown map dimension 'block'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang map(block.) // expected-error {{unknown map dimension 'block.)'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang map(thread.x) // expected-error {{unknown map dimension 'thread'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang map(x) // expected-error {{unknown map dimension 'x'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang map(0) // expected-error {{unknown map dimension '0'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang map(block.x, block.x) // expected-error {{'block.x' appears twice in 'map'}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      A[i] = 0;

#pragma tilelang map(block.y, seq, block.y) // expected-error {{'block.y' appears twice in 'map'}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        A[i] = 0;

#pragma tilelang tile(4, 4) map(block.x) // expected-error {{'map' lists 1 dimension but 'tile' lists 2 sizes}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      A[i] = 0;

#pragma tilelang map(block.y, block.x) tile(8) // expected-error {{'map' lists 2 dimensions but 'tile' lists 1 size}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      A[i] = 0;

#pragma tilelang tile(4, 4, 4)
#pragma tilelang map(block.y, block.x) // expected-error {{'map' lists 2 dimensions but 'tile' lists 3 sizes}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        A[i] = 0;

  // Accepted: seq may repeat; map without tile (a warning); matching arities.
#pragma tilelang map(seq, block.x, seq) // expected-warning {{'map' is ignored without 'tile': it applies to the tile loops of a tiled band}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        A[i] = 0;
#pragma tilelang tile(32, 32, auto) map(block.z, block.y, block.x)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        A[i] = 0;
#pragma tilelang map(block.x)
#pragma tilelang tile(64)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
}
