// Finding: buffer(X: register) on an array the band only reads is register-tiled on the host,
// and the band then computes wrong values (here: never writes its output).
//
// #pragma tilelang tile(1, 16) buffer(A0: shared, A1: register, A2: shared), n1 = 1: A1 is
// read-only (const), yet the remark says "register tile 8 of 'A1' (2 vector accumulators of 4
// lanes, kept across the loops it does not depend on)". A0 is written only, so it
// is poisoned (0xFF bytes, NaN) before both runs.
//   expected: A0[0] = 0 (= A1[0] + A2[0], plain clang)
//   got:      A0[0] = nan (1 element differs)
// Reduced from a GEMM, C[i * N + j] += A[i * K + k] * B[k * N + j] at M, N, K = 37, 29, 19
// with tile(8, 16, 4) buffer(C: shared, A: register, B: shared): 1073 of C's elements differ
// (as with B: register; with C: register, the accumulator, it is right). The GPU builds of
// the same nests compute right values but stage the read-only array in a per-thread
// register buffer of the whole footprint: register_tile_readonly_gpu_footprint.cpp.
// Found by the differential fuzzer (test/fuzz/diff_fuzz.py --target host, every array staged)
// and reduced.
// Run (from the repository root, after `make`):
//   /usr/lib/llvm-22/bin/clang++ -O2 -fsanitize=address -fplugin=build/lib/TileLangClang.so \
//     -fpass-plugin=build/lib/TileLangPasses.so test/fuzz/findings/register_tile_readonly.cpp -o /tmp/register_tile_readonly && /tmp/register_tile_readonly
// It prints OK and exits 0 once the bug is fixed (test/python/test_diff_fuzz.py::test_finding).

#include <cstdio>
#include <cstdlib>
#include <cstring>

// noinline: each function is compiled as if alone in its file (no constants
// propagated from main).
extern "C" __attribute__((noinline)) void kernel(int n1, float *__restrict A0, const float *__restrict A1, const float *__restrict A2) {
#pragma tilelang tile(1, 16) buffer(A0: shared, A1: register, A2: shared)
  for (int j = 0; j < n1; ++j)
    for (int k = 0; k < 1; ++k)
      {
        A0[j] = (A1[k] + A2[k * n1 + j]);
      }
}

extern "C" __attribute__((noinline)) void reference(int n1, float *__restrict A0, const float *__restrict A1, const float *__restrict A2) {
  for (int j = 0; j < n1; ++j)
    for (int k = 0; k < 1; ++k)
      {
        A0[j] = (A1[k] + A2[k * n1 + j]);
      }
}

static unsigned seed = 12345;
static int next() { seed = seed * 1103515245u + 12345u; return (int)((seed >> 16) % 16) - 8; }

int main() {
  float *A0 = (float *)malloc(1 * sizeof(float));  // exactly 1 elements
  float *A0_ref = (float *)malloc(1 * sizeof(float));
  memset(A0, 0xFF, 1 * sizeof(float));  // written only: poisoned
  memcpy(A0_ref, A0, 1 * sizeof(float));
  float *A1 = (float *)malloc(1 * sizeof(float));  // exactly 1 elements
  float *A1_ref = (float *)malloc(1 * sizeof(float));
  for (int x = 0; x < 1; ++x) A1[x] = next() / 8.0f;
  memcpy(A1_ref, A1, 1 * sizeof(float));
  float *A2 = (float *)malloc(1 * sizeof(float));  // exactly 1 elements
  float *A2_ref = (float *)malloc(1 * sizeof(float));
  for (int x = 0; x < 1; ++x) A2[x] = next() / 8.0f;
  memcpy(A2_ref, A2, 1 * sizeof(float));
  kernel(1, A0, A1, A2);  // n1 = 1
  reference(1, A0_ref, A1_ref, A2_ref);
  int bad = 0;
  for (int x = 0; x < 1; ++x)
    if (memcmp(&A0[x], &A0_ref[x], sizeof(float)) && ++bad <= 5)
      printf("A0[%d]: expected %g, got %g\n", x, A0_ref[x], A0[x]);
  printf(bad ? "MISMATCH: %d elements differ\n" : "OK\n", bad);
  free(A0);
  free(A0_ref);
  free(A1);
  free(A1_ref);
  free(A2);
  free(A2_ref);
  return bad != 0;
}
