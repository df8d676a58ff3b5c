// seidel-2d: a 9-point Gauss-Seidel sweep in place, tsteps times, as the usual C source writes
// it. Tiling i and j would reverse the dependence on A[i-1][j+1]: the passes must refuse.
#ifndef N
#define N 400
#endif

extern "C" void seidel_2d(int tsteps, int n, double A[N][N]) {
  for (int t = 0; t <= tsteps - 1; t++)
#pragma tilelang tile(auto, auto)
    for (int i = 1; i <= n - 2; i++)
      for (int j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] +
                   A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}
