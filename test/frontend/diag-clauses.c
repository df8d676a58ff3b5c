// Clause names, parentheses and separators of '#pragma tilelang'.
// RUN: %cc1 -fsyntax-only -verify %s

void f(int n, float *A) {
#pragma tilelang tiles(4) // expected-error {{unknown clause 'tiles' in '#pragma tilelang'; expected tile, buffer, layout, map, threads, distribute, pipeline or compute}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang unroll(4) // expected-error {{unknown clause 'unroll'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

// The first bad clause stops the line; later ones are not looked at.
#pragma tilelang tile(4) shared(A) tile(8) // expected-error {{unknown clause 'shared'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang 42 // expected-error {{expected a clause name in '#pragma tilelang', found '42'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang (tile) // expected-error {{expected a clause name in '#pragma tilelang', found '('}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile 4 // expected-error {{expected '(' after 'tile', found '4'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile // expected-error {{expected '(' after 'tile', found 'end of line'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile[4] // expected-error {{expected '(' after 'tile', found '['}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(4 // expected-error {{expected ',' or ')' in 'tile' clause, found 'end of line'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(4 4) // expected-error {{expected ',' or ')' in 'tile' clause, found '4'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(4; 4) // expected-error {{expected ',' or ')' in 'tile' clause, found ';'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A: shared // expected-error {{expected ',' or ')' in 'buffer' clause, found 'end of line'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang threads(4, 4)) // expected-error {{expected a clause name in '#pragma tilelang', found ')'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang // expected-warning {{'#pragma tilelang' without clauses is ignored}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // Clauses may be separated by commas, as in OpenMP; no diagnostic.
#pragma tilelang tile(4, 4), threads(8), pipeline(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      A[i] = 0;

#pragma tilelang tile(4) buffer(A: shared) layout(A: row_major) map(block.x) threads(32) distribute(block_wise) pipeline(1) compute(simt)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
}
