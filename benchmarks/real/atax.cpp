// atax: y = A^T (A x), as a user writes it with flat pointers and row-major subscripts
// (A[i * n + j]), tmp and y initialised in the code, no restrict.
extern "C" void atax(int m, int n, const double *A, const double *x, double *y, double *tmp) {
  for (int i = 0; i < n; i++)
    y[i] = 0;
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (int j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i * n + j] * x[j];
    for (int j = 0; j < n; j++)
      y[j] = y[j] + A[i * n + j] * tmp[i];
  }
}
