// gesummv: y = alpha A x + beta B x, as a C99 user writes it with variable-length array
// parameters (double A[n][n]), the accumulators initialised inside the nest, no restrict.
void gesummv(int n, double alpha, double beta, double A[n][n], double B[n][n], double tmp[n],
             double x[n], double y[n]) {
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (int j = 0; j < n; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}
