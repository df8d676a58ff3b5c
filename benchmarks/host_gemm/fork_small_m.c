// The GEMM plan on few rows of C (one ic block): old and new plugins side by side
// (benchmarks/RESULTS.md, session 9); -DDRIVER times 201 calls, the median.
#ifndef DRIVER
void sg(int M, int N, int K, const float *__restrict A, const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
#else
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
void sg(int, int, int, const float *, const float *, float *);
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return x < y ? -1 : x > y; }
int main(int argc, char **argv) {
  int M = atoi(argv[1]), N = atoi(argv[2]), K = atoi(argv[3]), R = 201;
  float *A = malloc(4L * M * K), *B = malloc(4L * K * N), *C = calloc((long)M * N, 4);
  for (long i = 0; i < (long)M * K; i++) A[i] = (i % 7) - 3;
  for (long i = 0; i < (long)K * N; i++) B[i] = (i % 5) - 2;
  double *t = malloc(R * sizeof(double));
  for (int r = 0; r < R; r++) { double t0 = now(); sg(M, N, K, A, B, C); t[r] = now() - t0; }
  qsort(t, R, sizeof(double), cmp);
  printf("%dx%dx%d median %.1f us\n", M, N, K, t[R / 2] * 1e6);
}
#endif
