// Driver of tile_run_unsigned_wrap.ll: for (unsigned i = lo; i != hi; ++i)
// with lo > hi, so i wraps through 0 (32 iterations), then an empty loop
// and an ordinary one.
#include <stdio.h>

void uw(unsigned lo, unsigned hi, float *A);

int main(void) {
  static float A[64], R[64];
  const unsigned Lo[] = {0xFFFFFFF0u, 7u, 3u}, Hi[] = {0x10u, 7u, 40u};
  int bad = 0;
  for (int c = 0; c < 3; ++c) {
    for (int k = 0; k < 64; ++k)
      A[k] = R[k] = -1.0f;
    uw(Lo[c], Hi[c], A);
    for (unsigned i = Lo[c]; i != Hi[c]; ++i)
      R[i - Lo[c]] = (float)i;
    for (int k = 0; k < 64; ++k)
      bad += A[k] != R[k];
  }
  double wsum = 0;
  for (int k = 0; k < 64; ++k)
    wsum += A[k] * (double)(k + 1);
  printf("mismatches: %d\nchecksum: %.1f\n", bad, wsum);
  return 0;
}
