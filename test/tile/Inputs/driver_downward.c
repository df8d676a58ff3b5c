// Driver of tile_run_downward.ll: i from n-1 down to 0, j from m-1 down by 2.
#include <stdio.h>
#include <stdlib.h>

void down(int n, int m, float *A, const float *B);

int main(void) {
  enum { N = 37, M = 65 };
  float *A = malloc(sizeof(float) * N * M), *R = malloc(sizeof(float) * N * M);
  float *B = malloc(sizeof(float) * N * M);
  for (int i = 0; i < N * M; ++i) {
    B[i] = (float)(i % 29);
    A[i] = R[i] = -1.0f;
  }
  down(N, M, A, B);
  for (int i = N - 1; i >= 0; --i)
    for (int j = M - 1; j >= 0; j -= 2)
      R[i * M + j] = B[(N - 1 - i) * M + j] + (float)(i - j);
  int bad = 0;
  double wsum = 0;
  for (int i = 0; i < N * M; ++i) {
    bad += A[i] != R[i];
    wsum += A[i] * (double)(i % 31);
  }
  printf("mismatches: %d\nchecksum: %.1f\n", bad, wsum);
  return 0;
}
