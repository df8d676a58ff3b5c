// Finding: the copy-in of a staged array reads the bounding box of the union of its accesses,
// corners no access reads included, past the end of the array.
//
// #pragma tilelang tile(64, 7) buffer(A0: shared), n1 = 10: the band reads A0[i * n1 + j - 1]
// (row i, columns 0..7) and A0[(i - 1) * n1 + j + 1] (row i - 1, columns 2..9). The last
// element either access reads is A0[17] (row 1, column 7), and A0 is allocated with exactly
// 18 elements. The copy-in of the 2 x 10 box (rows 0..1, columns 0..9) also reads A0[18] and
// A0[19], which no iteration reads.
//   expected: OK (no access outside A0[0..17]; A1 as plain clang computes it)
//   got:      AddressSanitizer: heap-buffer-overflow, READ of size 36 0 bytes after the 72-byte
//             region of A0 (in the copy-in's memcpy called from kernel)
// The same on the GPU targets: copyin_union_box_past_end_gpu.cpp. Found by the differential
// fuzzer (test/fuzz/diff_fuzz.py --target host, a stencil: A1[i][j] = A0[i][j-1] + A0[i-1][j+1])
// and reduced.
// Run (from the repository root, after `make`):
//   /usr/lib/llvm-22/bin/clang++ -O2 -fsanitize=address -fplugin=build/lib/TileLangClang.so \
//     -fpass-plugin=build/lib/TileLangPasses.so test/fuzz/findings/copyin_union_box_past_end.cpp -o /tmp/copyin_union_box_past_end && /tmp/copyin_union_box_past_end
// It prints OK and exits 0 once the bug is fixed (test/python/test_diff_fuzz.py::test_finding).

#include <cstdio>
#include <cstdlib>
#include <cstring>

// noinline: each function is compiled as if alone in its file (no constants
// propagated from main).
extern "C" __attribute__((noinline)) void kernel(int n1, const int *__restrict A0, int *__restrict A1) {
#pragma tilelang tile(64, 7) buffer(A0: shared)
  for (int i = 1; i < 2; ++i)
    for (int j = 1; j < n1 - 1; ++j)
      {
        A1[i * n1 + j] = (A0[i * n1 + j - 1] + A0[(i - 1) * n1 + j + 1]);
      }
}

extern "C" __attribute__((noinline)) void reference(int n1, const int *__restrict A0, int *__restrict A1) {
  for (int i = 1; i < 2; ++i)
    for (int j = 1; j < n1 - 1; ++j)
      {
        A1[i * n1 + j] = (A0[i * n1 + j - 1] + A0[(i - 1) * n1 + j + 1]);
      }
}

static unsigned seed = 12345;
static int next() { seed = seed * 1103515245u + 12345u; return (int)((seed >> 16) % 16) - 8; }

int main() {
  int *A0 = (int *)malloc(18 * sizeof(int));  // exactly 18 elements
  int *A0_ref = (int *)malloc(18 * sizeof(int));
  for (int x = 0; x < 18; ++x) A0[x] = next();
  memcpy(A0_ref, A0, 18 * sizeof(int));
  int *A1 = (int *)malloc(19 * sizeof(int));  // exactly 19 elements
  int *A1_ref = (int *)malloc(19 * sizeof(int));
  memset(A1, 0xFF, 19 * sizeof(int));  // written only: poisoned
  memcpy(A1_ref, A1, 19 * sizeof(int));
  kernel(10, A0, A1);  // n1 = 10
  reference(10, A0_ref, A1_ref);
  int bad = 0;
  for (int x = 0; x < 19; ++x)
    if (memcmp(&A1[x], &A1_ref[x], sizeof(int)) && ++bad <= 5)
      printf("A1[%d]: expected %d, got %d\n", x, A1_ref[x], A1[x]);
  printf(bad ? "MISMATCH: %d elements differ\n" : "OK\n", bad);
  free(A0);
  free(A0_ref);
  free(A1);
  free(A1_ref);
  return bad != 0;
}
