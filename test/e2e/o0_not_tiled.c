// At -O0 clang makes every function optnone, and the canonicalisation the tiler's legality check
// needs does not run: the loop is left as it was, with a warning that says so (regression: it
// used to name a raw ScalarEvolution subscript instead), and the program still links and runs.
// RUN: %clangc -O0 -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %clangc -O1 -c %s -o %t1.o 2>&1 | FileCheck %s --check-prefix=O1 --allow-empty

void scale(int n, float *__restrict A) {
#pragma tilelang tile(16)
  for (int i = 0; i < n; ++i)
    A[i] *= 2.0f;
}
// CHECK: o0_not_tiled.c:8:1: warning: loop not tiled: the function is compiled without optimisation (-O0 makes it optnone); compile with -O1 or higher [-Wpass-failed]
// O1-NOT: warning
