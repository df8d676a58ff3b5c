// Driver of tile_run_exit_test_after_body.ll: the body before the exit test
// runs max(n, 1) times: A[0 .. 9] = 1 for n = 10.
#include <stdio.h>

void f(int n, float *A);

int main(void) {
  float A[16] = {0};
  f(10, A);
  int bad = 0;
  double sum = 0;
  for (int k = 0; k < 16; ++k) {
    bad += A[k] != (k < 10 ? 1.0f : 0.0f);
    sum += A[k];
  }
  printf("mismatches: %d\nchecksum: %.1f\n", bad, sum);
  return 0;
}
