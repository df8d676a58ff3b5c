// Finding: the dependence test lets tile(...) reorder an in-place update of one array through
// a flat 2-D subscript and a 1-D one: A0[k * n1 + j] += A0[k + 2].
//
// #pragma tilelang tile(7, 16, 2), n1 = 4, n2 = 18 (j runs over {1}, k over 2..16): iteration
// (i, k) writes A0[4k + 1] and reads A0[k + 2], so the read at k = 7 (A0[9]) must see the
// write at k = 2 of the same i, and not yet the one of the next i. The band is tiled (no
// remark refuses it): with k in tiles of 2 inside the tile of i, both i = 0 and i = 1 write
// A0[9] before i = 0 reads it.
//   expected: A0[29] = 9, A0[45] = 21, A0[61] = 24 (plain clang)
//   got:      A0[29] = 16, A0[45] = 26, A0[61] = 29 (3 elements differ)
// The same with gfx942 in the emulator (map(seq, seq, block.x)). Found by the differential
// fuzzer (test/fuzz/diff_fuzz.py --target host) and reduced.
// Run (from the repository root, after `make`):
//   /usr/lib/llvm-22/bin/clang++ -O2 -fsanitize=address -fplugin=build/lib/TileLangClang.so \
//     -fpass-plugin=build/lib/TileLangPasses.so test/fuzz/findings/dependence_missed_inplace.cpp -o /tmp/dependence_missed_inplace && /tmp/dependence_missed_inplace
// It prints OK and exits 0 once the bug is fixed (test/python/test_diff_fuzz.py::test_finding).

#include <cstdio>
#include <cstdlib>
#include <cstring>

// noinline: each function is compiled as if alone in its file (no constants
// propagated from main).
extern "C" __attribute__((noinline)) void kernel(int n1, int n2, int *__restrict A0) {
#pragma tilelang tile(7, 16, 2)
  for (int i = 0; i < 2; ++i)
    for (int j = 1; j < n1 - 2; ++j)
      for (int k = 2; k < n2 - 1; ++k)
        {
          A0[k * n1 + j] += A0[k + 2];
        }
}

extern "C" __attribute__((noinline)) void reference(int n1, int n2, int *__restrict A0) {
  for (int i = 0; i < 2; ++i)
    for (int j = 1; j < n1 - 2; ++j)
      for (int k = 2; k < n2 - 1; ++k)
        {
          A0[k * n1 + j] += A0[k + 2];
        }
}

static unsigned seed = 12345;
static int next() { seed = seed * 1103515245u + 12345u; return (int)((seed >> 16) % 16) - 8; }

int main() {
  int *A0 = (int *)malloc(66 * sizeof(int));  // exactly 66 elements
  int *A0_ref = (int *)malloc(66 * sizeof(int));
  for (int x = 0; x < 66; ++x) A0[x] = next();
  memcpy(A0_ref, A0, 66 * sizeof(int));
  kernel(4, 18, A0);  // n1 = 4, n2 = 18
  reference(4, 18, A0_ref);
  int bad = 0;
  for (int x = 0; x < 66; ++x)
    if (memcmp(&A0[x], &A0_ref[x], sizeof(int)) && ++bad <= 5)
      printf("A0[%d]: expected %d, got %d\n", x, A0_ref[x], A0[x]);
  printf(bad ? "MISMATCH: %d elements differ\n" : "OK\n", bad);
  free(A0);
  free(A0_ref);
  return bad != 0;
}
