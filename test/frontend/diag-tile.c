// tile(S1, ..., Sn): 1 to 4 sizes, each a positive integer constant or auto.
// RUN: %cc1 -fsyntax-only -verify %s

#define TS 32
#define ZERO 0
#define TWO_SIZES 16, 16
enum { E8 = 8, ENEG = -8 };

void f(int n, float *A) {
  const int c = 4;

#pragma tilelang tile() // expected-error {{'tile' takes 1 to 4 sizes, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(4, 4, 4, 4, 4) // expected-error {{'tile' takes 1 to 4 sizes, got 5}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(auto, auto, auto, auto, auto, auto) // expected-error {{'tile' takes 1 to 4 sizes, got 6}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(0) // expected-error {{tile size must be positive, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(4, ZERO) // expected-error {{tile size must be positive, got 0}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      A[i] = 0;

#pragma tilelang tile(-4) // expected-error {{tile size must be positive, got -4}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(ENEG) // expected-error {{tile size must be positive, got -8}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(4 - 8) // expected-error {{tile size must be positive, got -4}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(n) // expected-error {{tile size must be an integer constant, found 'n'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

// A const int is not a constant expression in C.
#pragma tilelang tile(c) // expected-error {{tile size must be an integer constant, found 'c'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(undeclared_size) // expected-error {{tile size must be an integer constant, found 'undeclared_size'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(1.5) // expected-error {{tile size must be an integer constant, found '1.5'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile("4") // expected-error {{tile size must be an integer constant, found '"4"'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(4,) // expected-error {{tile size must be an integer constant, found ')'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(,4) // expected-error {{tile size must be an integer constant, found ','}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(4 / 0) // expected-error {{division by zero in tile size}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(4 % (2 - 2)) // expected-error {{division by zero in tile size}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(4294967296) // expected-error {{tile size is too large}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(99999999999999999999) // expected-error {{tile size is too large}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile(65536 * 65536 * 65536 * 65536) // expected-error {{tile size is too large}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang tile((4 + 4, 8) // expected-error {{expected ')', found ','}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // Accepted: auto, macros, enumerators, arithmetic, literal suffixes.
#pragma tilelang tile(auto, TS, E8, 2 * (TS + 1) - 2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        for (int l = 0; l < n; ++l)
          A[i] = 0;

#pragma tilelang tile(TWO_SIZES)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      A[i] = 0;

#pragma tilelang tile(0x10, 010, 16u, +4)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 0; k < n; ++k)
        for (int l = 0; l < n; ++l)
          A[i] = 0;

#pragma tilelang tile(2147483647)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
}
