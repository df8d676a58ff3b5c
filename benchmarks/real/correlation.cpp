// correlation: the correlation matrix of the columns of data (n observations of m variables),
// as the usual C source writes it: means, standard deviations (sqrt from <math.h>), normalised
// data, then the symmetric product with triangular bounds.
#include <math.h>
#ifndef N
#define N 500
#endif
#ifndef M
#define M 400
#endif

extern "C" void correlation(int m, int n, double data[N][M], double corr[M][M], double mean[M],
                            double stddev[M]) {
  double float_n = (double)n;
  double eps = 0.1;
#pragma tilelang tile(auto, auto)
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
#pragma tilelang tile(auto, auto)
  for (int j = 0; j < m; j++) {
    stddev[j] = 0.0;
    for (int i = 0; i < n; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrt(stddev[j]);
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt(float_n) * stddev[j];
    }
#pragma tilelang tile(auto, auto, auto)
  for (int i = 0; i < m - 1; i++) {
    corr[i][i] = 1.0;
    for (int j = i + 1; j < m; j++) {
      corr[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[j][i] = corr[i][j];
    }
  }
  corr[m - 1][m - 1] = 1.0;
}
