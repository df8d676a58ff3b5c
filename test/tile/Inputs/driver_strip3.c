// Driver of tile_run_strip_mine_step3.ll: a 1-D loop from 5 to 1000 by 3.
#include <stdio.h>

void strip3(int lo, int hi, float *A);

int main(void) {
  static float A[1024], R[1024];
  for (int i = 0; i < 1024; ++i)
    A[i] = R[i] = (float)(i % 17);
  strip3(5, 1000, A);
  for (int i = 5; i < 1000; i += 3)
    R[i] = R[i] * 2.0f + (float)i;
  int bad = 0;
  double wsum = 0;
  for (int i = 0; i < 1024; ++i) {
    bad += A[i] != R[i];
    wsum += A[i] * (double)(i % 13);
  }
  printf("mismatches: %d\nchecksum: %.1f\n", bad, wsum);
  return 0;
}
