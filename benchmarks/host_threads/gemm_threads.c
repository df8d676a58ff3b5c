// Times examples/gemm.cpp's `gemm` (compiled with both plugins, tiles on the cores) at N^3 float
// on OMP_NUM_THREADS threads, outside the harness: a program a user would write.
//   benchmarks/host_threads/run.sh builds it; ./gemm_threads N REPEAT
// Prints the thread count, the median of REPEAT timed calls (after one untimed), GFLOP/s, and a
// hash of C's bytes, which must be the same for every thread count (bit for bit).
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gemm(int M, int N, int K, const float *A, const float *B, float *C);

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2048, reps = argc > 2 ? atoi(argv[2]) : 5;
  size_t e = (size_t)n * n;
  float *A = aligned_alloc(64, e * 4), *B = aligned_alloc(64, e * 4), *C = aligned_alloc(64, e * 4);
  unsigned s = 1;
  for (size_t i = 0; i < e; ++i) {
    s = s * 1103515245u + 12345u;
    A[i] = (float)((s >> 9) % 2001) / 1000.0f - 1.0f;
    s = s * 1103515245u + 12345u;
    B[i] = (float)((s >> 9) % 2001) / 1000.0f - 1.0f;
  }
  double *t = malloc(sizeof(double) * reps);
  for (int r = -1; r < reps; ++r) {
    memset(C, 0, e * 4);
    double t0 = omp_get_wtime();
    gemm(n, n, n, A, B, C);
    double dt = omp_get_wtime() - t0;
    if (r >= 0)
      t[r] = dt;
  }
  qsort(t, reps, sizeof(double), cmp);
  double med = reps % 2 ? t[reps / 2] : (t[reps / 2 - 1] + t[reps / 2]) / 2;
  uint64_t h = 1469598103934665603ull;
  const unsigned char *p = (const unsigned char *)C;
  for (size_t i = 0; i < e * 4; ++i)
    h = (h ^ p[i]) * 1099511628211ull;
  printf("tilelang gemm %d^3 threads %d: median %.1f ms (%d runs), %.1f GFLOP/s, C hash %016llx\n",
         n, omp_get_max_threads(), med * 1e3, reps, 2.0 * n * n * (double)n / med / 1e9,
         (unsigned long long)h);
  return 0;
}
