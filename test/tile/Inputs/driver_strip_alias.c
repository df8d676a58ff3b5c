// Driver of tile_run_strip_mine_may_alias.ll: A[i] = B[i] + 1 for i < 1001
// with A and B overlapping, once with B = A + 1 (each iteration reads the
// element that the next one writes) and once with B = A - 1 (each iteration
// reads the element that the previous one wrote).
#include <stdio.h>

void f(int n, float *A, const float *B);

int main(void) {
  enum { N = 1001, LEN = 1024 };
  static float X[LEN], RX[LEN], Y[LEN], RY[LEN];
  for (int i = 0; i < LEN; ++i) {
    X[i] = RX[i] = (float)(i % 17);
    Y[i] = RY[i] = (float)(i % 11);
  }
  f(N, X, X + 1);
  for (int i = 0; i < N; ++i)
    RX[i] = RX[i + 1] + 1.0f;
  f(N, Y + 1, Y);
  for (int i = 0; i < N; ++i)
    RY[i + 1] = RY[i] + 1.0f;
  int bad = 0;
  double wsum = 0;
  for (int i = 0; i < LEN; ++i) {
    bad += (X[i] != RX[i]) + (Y[i] != RY[i]);
    wsum += X[i] * (double)(i % 13) + Y[i] * (double)(i % 7);
  }
  printf("mismatches: %d\nchecksum: %.1f\n", bad, wsum);
  return 0;
}
