// A clause may appear once per directive: on one line and across the
// consecutive lines of a group.
// RUN: %cc1 -fsyntax-only -verify %s

void f(int n, float *A, float *B) {
#pragma tilelang tile(4) tile(8) // expected-error {{duplicate 'tile' clause in '#pragma tilelang'}} expected-note {{previous 'tile' clause is here}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang buffer(A: shared) threads(4) buffer(B: shared) // expected-error {{duplicate 'buffer' clause}} expected-note {{previous 'buffer' clause is here}}
  for (int i = 0; i < n; ++i)
    A[i] = B[i];

#pragma tilelang tile(4) // expected-note {{previous 'tile' clause is here}}
#pragma tilelang tile(8) // expected-error {{duplicate 'tile' clause in '#pragma tilelang'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang layout(A: pad(1)) // expected-note {{previous 'layout' clause is here}}
#pragma tilelang buffer(A: shared)
#pragma tilelang layout(B: pad(1)) // expected-error {{duplicate 'layout' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = B[i];

#pragma tilelang map(seq) // expected-note {{previous 'map' clause is here}}
  // Comments and blank lines between the lines of a group are fine.

#pragma tilelang map(seq) // expected-error {{duplicate 'map' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang threads(4) // expected-note {{previous 'threads' clause is here}}
#pragma tilelang threads(4) // expected-error {{duplicate 'threads' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

#pragma tilelang pipeline(2) distribute(round_robin) compute(simt) // expected-note 3 {{previous}}
#pragma tilelang pipeline(2) // expected-error {{duplicate 'pipeline' clause}}
#pragma tilelang distribute(round_robin) // expected-error {{duplicate 'distribute' clause}}
#pragma tilelang compute(simt) // expected-error {{duplicate 'compute' clause}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // A statement in between ends the group: each pragma has its own loop.
#pragma tilelang tile(4)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
#pragma tilelang tile(4)
  for (int i = 0; i < n; ++i)
    A[i] = 0;

  // Different clauses on consecutive lines add up (no diagnostic).
#pragma tilelang tile(4)
#pragma tilelang buffer(A: shared)
#pragma tilelang layout(A: swizzle)
#pragma tilelang map(block.x)
#pragma tilelang threads(32)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
}
