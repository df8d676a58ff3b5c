// Driver of tile_run_gemm_odd.ll: C += A * B on 37 x 65 x 101 (no size is a
// multiple of any tile size). The inputs are small integers, so every sum is
// exact in float whatever the order; the driver's own naive loop nest
// (compiled without the passes) is the reference.
#include <stdio.h>
#include <stdlib.h>

void gemm(int M, int N, int K, const float *A, const float *B, float *C);

int main(void) {
  enum { M = 37, N = 65, K = 101 };
  float *A = malloc(sizeof(float) * M * K), *B = malloc(sizeof(float) * K * N);
  float *C = malloc(sizeof(float) * M * N), *R = malloc(sizeof(float) * M * N);
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      A[i * K + k] = (float)((i * 7 + k * 3) % 11 - 5);
  for (int k = 0; k < K; ++k)
    for (int j = 0; j < N; ++j)
      B[k * N + j] = (float)((k * 5 + j * 2) % 13 - 6);
  for (int i = 0; i < M * N; ++i)
    C[i] = R[i] = (float)(i % 7);
  gemm(M, N, K, A, B, C);
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        R[i * N + j] += A[i * K + k] * B[k * N + j];
  int bad = 0;
  double sum = 0, wsum = 0;
  for (int i = 0; i < M * N; ++i) {
    bad += C[i] != R[i];
    sum += C[i];
    wsum += C[i] * (double)(i % 101);
  }
  printf("mismatches: %d\nchecksum: %.1f %.1f\n", bad, sum, wsum);
  return 0;
}
