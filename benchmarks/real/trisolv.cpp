// trisolv: solve L x = b by forward substitution, as the usual C source writes it: x[i] set
// inside the nest, a triangular inner loop, a division after it.
#ifndef N
#define N 2000
#endif

extern "C" void trisolv(int n, double L[N][N], double x[N], double b[N]) {
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
