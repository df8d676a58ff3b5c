// C -= A * B through the host GEMM plan against plain clang (benchmarks/RESULTS.md, session 9):
// the tiled and plain objects of this file, -DDRIVER times them interleaved, medians of 5.
#ifndef DRIVER
#define CAT(a, b) a##_##b
#define NAME(f, k) CAT(f, k)
#define FN(f) NAME(f, KERNEL)
void FN(ssub)(int M, int N, int K, const float *__restrict A, const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] -= A[i * K + k] * B[k * N + j];
}
#else
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
void ssub_tiled(int, int, int, const float *, const float *, float *);
void ssub_plain(int, int, int, const float *, const float *, float *);
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return x < y ? -1 : x > y; }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1024, R = 5;
  float *A = malloc(4L * n * n), *B = malloc(4L * n * n), *C = malloc(4L * n * n);
  for (long i = 0; i < (long)n * n; i++) A[i] = (i % 7) - 3, B[i] = (i % 5) - 2, C[i] = 0;
  double tp[5], tt[5];
  for (int r = 0; r < R; r++) {
    double t0 = now(); ssub_plain(n, n, n, A, B, C); tp[r] = now() - t0;
    t0 = now(); ssub_tiled(n, n, n, A, B, C); tt[r] = now() - t0;
  }
  qsort(tp, R, sizeof(double), cmp); qsort(tt, R, sizeof(double), cmp);
  printf("n=%d plain %.1f ms, plan %.1f ms, ratio plain/plan %.1fx (medians of %d, interleaved)\n", n, tp[R/2]*1e3, tt[R/2]*1e3, tp[R/2]/tt[R/2], R);
}
#endif
