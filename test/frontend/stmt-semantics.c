// The marker and its loop are one statement: an unbraced if/else around a
// directive, a dangling else, break and continue keep their C meaning. This
// runs without the pass plugin: the marker is defined here, it counts calls.
// RUN: clang -fplugin=%frontend -O2 %s -o %t && %t | FileCheck %s
// RUN: clang -fplugin=%frontend -O0 %s -o %t0 && %t0 | FileCheck %s
// RUN: clang -fplugin=%frontend -O2 -x c++ %s -o %t1 && %t1 | FileCheck %s

#include <stdio.h>

static int Calls;
#ifdef __cplusplus
extern "C"
#endif
int __tilelang_directive(const char *Spec, ...) {
  ++Calls;
  return 0;
}

static int run(int C, int D, float *A) {
  int R = 0;
  if (C)
#pragma tilelang tile(4) buffer(A: shared)
    for (int i = 0; i < 3; ++i)
      R += 1;
  else
    R = 100;

  // Dangling else: it belongs to 'if (D)'.
  if (C)
    if (D)
#pragma tilelang tile(2)
#pragma tilelang layout(A: pad(1))
      for (int i = 0; i < 3; ++i)
        R += 10;
    else
      R += 1000;

  // break and continue act on the loop, not on the marker's switch.
  for (int k = 0; k < 2; ++k)
#pragma tilelang tile(4)
    for (int i = 0; i < 10; ++i) {
      if (i == 1)
        continue;
      if (i == 3)
        break;
      R += 10000;
    }

  // A loop inside a switch keeps the switch's cases apart.
  switch (C + D) {
  case 1:
#pragma tilelang tile(4)
    for (int i = 0; i < 2; ++i)
      R += 100000;
    break;
  default:
    R += 1000000;
  }
  return R;
}

int main(void) {
  float A[8] = {0};
  printf("%d %d\n", run(0, 0, A), Calls);
  printf("%d %d\n", run(0, 1, A), Calls);
  printf("%d %d\n", run(1, 0, A), Calls);
  printf("%d %d\n", run(1, 1, A), Calls);
  return 0;
}
// run(0, 0): 100 + 2*20000 + 1000000, markers: 2 (break/continue loop, k=0,1)
// CHECK: 1040100 2
// run(0, 1): 100 + 40000 + 2*100000, markers: 2 + 1
// CHECK-NEXT: 240100 5
// run(1, 0): 3 + 1000 + 40000 + 200000, markers: 1 + 2 + 1
// CHECK-NEXT: 241003 9
// run(1, 1): 3 + 30 + 40000 + 1000000, markers: 1 + 1 + 2
// CHECK-NEXT: 1040033 13
