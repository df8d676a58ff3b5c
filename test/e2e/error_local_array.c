// The passes' errors come out as clang's own: file:line:col, `error:`, the source line and a
// caret under the pragma (regression: they used to print as `error: file:line:col: ...`).
// RUN: not %clangc -O2 -c %s -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

void f(int n, float *A) {
  float L[64];
#pragma tilelang tile(8) buffer(L: shared)
  for (int i = 0; i < n; ++i)
    L[i & 63] = A[i];
  A[0] = L[3];
}
// CHECK:{{.*}}error_local_array.c:7:1: error: array 'L' must be a parameter or a global variable of 'f' to be staged or named
// CHECK-NEXT:    7 | #pragma tilelang tile(8) buffer(L: shared)
// CHECK-NEXT:      | ^
