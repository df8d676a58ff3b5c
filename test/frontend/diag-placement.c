// Where '#pragma tilelang' may stand: inside a function, directly in front of
// a 'for' loop (other pragma lines and comments may come between).
// RUN: %cc1 -fsyntax-only -verify %s

#pragma tilelang tile(4) // expected-error {{'#pragma tilelang' must be inside a function, in front of a 'for' loop}}

int Global;
#pragma tilelang tile(4) buffer(A: shared) // expected-error {{'#pragma tilelang' must be inside a function}}

struct S {
  int x;
#pragma tilelang tile(4) // expected-error {{'#pragma tilelang' must be inside a function}}
  int y;
};

void f(int n, float *A) {
#pragma tilelang tile(4) // expected-error {{'#pragma tilelang' must be followed by a 'for' loop}}
  n = 2;

#pragma tilelang tile(4) // expected-error {{must be followed by a 'for' loop}}
  while (n--)
    A[n] = 0;

#pragma tilelang tile(4) // expected-error {{must be followed by a 'for' loop}}
  do
    A[n] = 0;
  while (--n);

#pragma tilelang tile(4) // expected-error {{must be followed by a 'for' loop}}
  {
    for (int i = 0; i < n; ++i)
      A[i] = 0;
  }

#pragma tilelang tile(4) // expected-error {{must be followed by a 'for' loop}}
  int k = 0;

#pragma tilelang tile(4) // expected-error {{must be followed by a 'for' loop}}
  if (n)
    for (int i = 0; i < n; ++i)
      A[i] = 0;

#pragma tilelang tile(4) // expected-error {{must be followed by a 'for' loop}}
  ;

  // The whole group gets one diagnostic, at its first line.
#pragma tilelang tile(4) // expected-error {{must be followed by a 'for' loop}}
#pragma tilelang map(block.x)
  return;

  {
#pragma tilelang tile(4) // expected-error {{must be followed by a 'for' loop}}
  }

  // A line with an error injects nothing and says nothing more.
#pragma tilelang tile(0) // expected-error {{tile size must be positive, got 0}}
  n = 3;

  // Accepted: in front of 'for' in every statement position.
  if (n)
#pragma tilelang tile(4)
    for (int i = 0; i < n; ++i)
      A[i] = 0;
  else
#pragma tilelang tile(4)
    for (int i = 0; i < n; ++i)
      A[i] = 1;

  for (int j = 0; j < n; ++j)
#pragma tilelang tile(4)
    for (int i = 0; i < n; ++i)
      A[i] = (float)j;

  switch (n) {
  case 1:
#pragma tilelang tile(4)
    for (int i = 0; i < n; ++i)
      A[i] = 0;
    break;
  default:
    break;
  }

label:
#pragma tilelang tile(4)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
  if (n > 100)
    goto label;

  // Comments, blank lines and other directives may stand in between.
#pragma tilelang tile(4) /* a comment */

#define UNUSED 1
  // a comment
#pragma tilelang buffer(A: shared)
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // A '#pragma clang loop' between the directive and the loop.
#pragma tilelang tile(4)
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // The other order is refused by clang: its loop hint must precede the loop
  // statement itself.
#pragma clang loop unroll(disable)
#pragma tilelang tile(4) // expected-error {{expected a for, while, or do-while loop to follow '#pragma clang loop'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // A 'for' from a macro.
#define FOR_N(i) for (int i = 0; i < n; ++i)
#pragma tilelang tile(4)
  FOR_N(i)
    A[i] = 0;
}

// Right after a function's closing brace the parser has not left the function
// yet: the pragma is refused for what follows it.
void g(void) {}
#pragma tilelang tile(4) // expected-error {{'#pragma tilelang' must be followed by a 'for' loop}}
void h(void) {}
