// fdtd-2d: the 2-D finite-difference time-domain kernel (Yee's scheme, TE mode): per time step
// a source row, then ey, ex and hz updates, as the usual C source writes it.
#ifndef TMAX
#define TMAX 100
#endif
#ifndef NX
#define NX 500
#endif
#ifndef NY
#define NY 600
#endif

extern "C" void fdtd_2d(int tmax, int nx, int ny, double ex[NX][NY], double ey[NX][NY],
                        double hz[NX][NY], double fict[TMAX]) {
  for (int t = 0; t < tmax; t++) {
    for (int j = 0; j < ny; j++)
      ey[0][j] = fict[t];
#pragma tilelang tile(auto, auto)
    for (int i = 1; i < nx; i++)
      for (int j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma tilelang tile(auto, auto)
    for (int i = 0; i < nx; i++)
      for (int j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma tilelang tile(auto, auto)
    for (int i = 0; i < nx - 1; i++)
      for (int j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}
