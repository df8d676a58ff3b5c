// covariance: the covariance matrix of the columns of data (n observations of m variables), as
// the usual C source writes it: means, centring, then the symmetric product with triangular
// bounds, each written into both triangles.
#ifndef N
#define N 500
#endif
#ifndef M
#define M 400
#endif

extern "C" void covariance(int m, int n, double data[N][M], double cov[M][M], double mean[M]) {
  double float_n = (double)n;
#pragma tilelang tile(auto, auto)
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      cov[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
}
