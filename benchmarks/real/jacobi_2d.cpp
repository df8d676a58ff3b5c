// jacobi-2d: a 5-point Jacobi stencil, tsteps sweeps A -> B -> A, as the usual C source writes
// it: the time loop outside, the two spatial nests tiled.
#ifndef N
#define N 500
#endif

extern "C" void jacobi_2d(int tsteps, int n, double A[N][N], double B[N][N]) {
  for (int t = 0; t < tsteps; t++) {
#pragma tilelang tile(auto, auto)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
#pragma tilelang tile(auto, auto)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
  }
}
