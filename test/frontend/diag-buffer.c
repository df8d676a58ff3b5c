// buffer(NAME: SPACE, ...): NAME an array or pointer in scope, SPACE one of
// global, shared, register.
// RUN: %cc1 -fsyntax-only -verify %s

struct S { float *p; };
float GlobalArray[64];
int GlobalInt;
void fn(void);

void f(int n, float *A, float B[], float M[8][8], struct S s, float *const C,
       volatile float *V) {
  int k = 0;
  float F = 0;
  float *pa[4];

#pragma tilelang buffer(A: lds) // expected-error {{unknown memory space 'lds'; expected global, shared or register}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A: Shared) // expected-error {{unknown memory space 'Shared'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A: 3) // expected-error {{unknown memory space '3'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A:) // expected-error {{unknown memory space ')'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A shared) // expected-error {{expected ':' after 'A', found 'shared'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A) // expected-error {{expected ':' after 'A', found ')'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer() // expected-error {{'buffer' takes at least 1 array, got 0}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(: shared) // expected-error {{expected an array name in 'buffer' clause, found ':'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A[0]: shared) // expected-error {{expected ':' after 'A', found '['}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(int: shared) // expected-error {{expected an array name in 'buffer' clause, found 'int'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(Q: shared) // expected-error {{unknown array 'Q' in 'buffer' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A: shared, Q: register) // expected-error {{unknown array 'Q' in 'buffer' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(k: shared) // expected-error {{'k' in 'buffer' clause is not an array or pointer (type 'int')}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(F: register) // expected-error {{'F' in 'buffer' clause is not an array or pointer (type 'float')}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(s: shared) // expected-error {{'s' in 'buffer' clause is not an array or pointer (type 'struct S')}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(GlobalInt: shared) // expected-error {{'GlobalInt' in 'buffer' clause is not an array or pointer (type 'int')}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(fn: shared) // expected-error {{'fn' in 'buffer' clause is not an array or pointer (type 'void (void)')}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(S: shared) // expected-error {{unknown array 'S' in 'buffer' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A: shared, A: register) // expected-error {{array 'A' appears twice in 'buffer' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A: shared, B: shared, A: shared) // expected-error {{array 'A' appears twice in 'buffer' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // Accepted: pointers, array parameters, arrays, globals, qualified pointers,
  // the keyword 'register' and the plain identifier 'global' as spaces.
#pragma tilelang buffer(A: shared, B: register, M: global, GlobalArray: shared, C: shared, V: shared, pa: global)
  for (int i = 0; i < n; ++i)
    A[i] = B[i] + M[0][i] + GlobalArray[i] + C[i] + V[i];
}

// A name declared in the loop's own scope is unknown at the pragma.
void g(int n) {
#pragma tilelang buffer(T: shared) // expected-error {{unknown array 'T' in 'buffer' clause}}
  for (float *T = 0; n; --n)
    ;
}
