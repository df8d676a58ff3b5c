// A band whose body does nothing (the new-user test of session 7: `for (j = 0; j < n; j++) {}`)
// was reported as "loop 1 of the band never runs (its trip count is 0)", though it runs n times:
// ScalarEvolution folds the empty loops. The remark says what is true; no warning.
// RUN: %clangc -O2 -S -o /dev/null %s -Rpass-missed=tilelang-tile 2>&1 | FileCheck %s --implicit-check-not=warning:

// CHECK: regress_empty_band.c:[[@LINE+2]]:1: remark: loop not tiled: the band does nothing (its body has no load, store or call): nothing to tile [-Rpass-missed=tilelang-tile]
void empty(int n) {
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
    }
}
