// floyd-warshall: all-pairs shortest paths in place, as the usual C source writes it: the k loop
// outside (it must stay outermost), the (i, j) nest of each step tiled.
#ifndef N
#define N 500
#endif

extern "C" void floyd_warshall(int n, int path[N][N]) {
  for (int k = 0; k < n; k++)
#pragma tilelang tile(auto, auto)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
}
