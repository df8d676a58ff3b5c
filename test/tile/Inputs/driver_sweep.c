// Driver of tile_run_bounds_sweep.ll: the kernel runs over i = hi down to lo
// (inclusive) and j = lo2 .. hi2 (inclusive) by 2, for many bounds: empty,
// one iteration, fewer iterations than a tile, several partial tiles, and
// negative starts. The driver's own loop nest is the reference.
#include <stdio.h>

void sweep(int lo, int hi, int lo2, int hi2, int m, float *A);

int main(void) {
  static float A[4096], R[4096];
  const int Base = 512, M = 64;
  const int Starts[] = {-3, 0, 5};
  const int Lens[] = {-2, -1, 0, 1, 2, 5, 13};
  int calls = 0, bad = 0;
  for (int k = 0; k < 4096; ++k)
    A[k] = R[k] = (float)(k % 5);
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 7; ++b)
      for (int c = 0; c < 3; ++c)
        for (int d = 0; d < 7; ++d) {
          int lo = Starts[a], hi = lo + Lens[b];
          int lo2 = Starts[c] * 2, hi2 = lo2 + 2 * Lens[d] + 1;
          sweep(lo, hi, lo2, hi2, M, A + Base);
          for (int i = hi; i >= lo; --i)
            for (int j = lo2; j <= hi2; j += 2)
              R[Base + i * M + j] += (float)(i * 3 + j);
          ++calls;
        }
  double wsum = 0;
  for (int k = 0; k < 4096; ++k) {
    bad += A[k] != R[k];
    wsum += A[k] * (double)(k % 11);
  }
  printf("calls: %d\nmismatches: %d\nchecksum: %.1f\n", calls, bad, wsum);
  return 0;
}
