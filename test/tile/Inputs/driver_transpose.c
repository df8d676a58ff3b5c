// Driver of tile_run_transpose.ll: B = A^T for a 37 x 65 A (row-major).
#include <stdio.h>
#include <stdlib.h>

void transpose(int M, int N, const float *A, float *B);

int main(void) {
  enum { M = 37, N = 65 };
  float *A = malloc(sizeof(float) * M * N), *B = malloc(sizeof(float) * M * N);
  for (int i = 0; i < M * N; ++i) {
    A[i] = (float)i;
    B[i] = -1.0f;
  }
  transpose(M, N, A, B);
  int bad = 0;
  double wsum = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      bad += B[j * M + i] != A[i * N + j];
  for (int i = 0; i < M * N; ++i)
    wsum += B[i] * (double)(i % 97);
  printf("mismatches: %d\nchecksum: %.1f\n", bad, wsum);
  return 0;
}
