// Driver of gemm2d.c: times each variant (median of REPS runs, CLOCK_MONOTONIC) on the same
// inputs and checks every variant's C against plain's (relative error, since tiling may reorder
// nothing here: the k order is kept, so the results are bit-identical).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define NI 1000
#define NJ 1100
#define NK 1200
typedef void Fn(float (*)[NK], float (*)[NJ], float (*)[NJ]);
Fn plain, tiled, staged;
static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}
static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 5;
  float(*A)[NK] = malloc(sizeof(float) * NI * NK);
  float(*B)[NJ] = malloc(sizeof(float) * NK * NJ);
  float(*C)[NJ] = malloc(sizeof(float) * NI * NJ);
  float(*R)[NJ] = malloc(sizeof(float) * NI * NJ);
  for (int i = 0; i < NI; ++i)
    for (int k = 0; k < NK; ++k)
      A[i][k] = (float)((i * k + 1) % 7) / 7;
  for (int k = 0; k < NK; ++k)
    for (int j = 0; j < NJ; ++j)
      B[k][j] = (float)((k * j + 2) % 5) / 5;
  Fn *fns[] = {plain, tiled, staged};
  const char *names[] = {"plain", "tiled", "staged"};
  double med[3];
  for (int v = 0; v < 3; ++v) {
    double t[64];
    for (int r = 0; r < reps; ++r) {
      memset(C, 0, sizeof(float) * NI * NJ);
      double t0 = now();
      fns[v](A, B, C);
      t[r] = now() - t0;
    }
    qsort(t, reps, sizeof(double), cmp);
    med[v] = t[reps / 2];
    if (v == 0)
      memcpy(R, C, sizeof(float) * NI * NJ);
    int same = !memcmp(R, C, sizeof(float) * NI * NJ);
    printf("%-7s median %8.1f ms  %6.2f GFLOP/s  vs plain %5.2fx  vs tiled %5.2fx  %s\n",
           names[v], med[v] * 1e3, 2.0 * NI * NJ * NK / med[v] * 1e-9, med[0] / med[v],
           v ? med[1] / med[v] : 0.0, same ? "bit-identical" : "DIFFERENT");
  }
  return 0;
}
