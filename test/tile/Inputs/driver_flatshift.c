// Driver of tile_run_flattened_row_overflow.ll: A[i*m + j + 1] = A[i*m + j] + 1
// over 10 x 10 makes A[k] = k for k = 0 .. 100 (a recurrence through the
// whole flattened array, crossing every row boundary).
#include <stdio.h>

void flatshift(int n, int m, float *A);

int main(void) {
  static float A[10 * 10 + 1];
  flatshift(10, 10, A);
  int bad = 0;
  double sum = 0;
  for (int k = 0; k <= 100; ++k) {
    bad += A[k] != (float)k;
    sum += A[k];
  }
  printf("mismatches: %d\nchecksum: %.1f\n", bad, sum);
  return 0;
}
