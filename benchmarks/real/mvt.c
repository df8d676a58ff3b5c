// mvt: x1 += A y1; x2 += A^T y2, as a C99 user writes it with variable-length array parameters
// (double A[n][n]), no restrict.
void mvt(int n, double x1[n], double x2[n], double y1[n], double y2[n], double A[n][n]) {
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y1[j];
#pragma tilelang tile(auto, auto)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y2[j];
}
