// Row-wise kernels as people write them (issue 13, "Real loop nests"): 2-D array parameters of a
// constant row size, a run-time row length `j < n`, no `__restrict`. The flat `__restrict`
// examples (examples/softmax.cpp, layernorm.cpp) were mapped; these ran on one thread ("no loop
// is mapped to a block dimension"): the row loop i may carry a dependence when X and Y overlap,
// or when n > NC (Y[i][j] for j >= NC is row i + 1's element). tilelang-tile now versions the
// band on a run-time check of both (the arrays' address ranges disjoint, n <= NC) and maps the
// fast version; the loops as written run in the grid's first thread when the check fails
// (map/MapFallback.cpp). The size sets (gpucheck.GPU_SIZES) include n > NC: the fallback.
//
//   softmax_2d     Y[i][j] = exp(X[i][j] - max) / sum over the first n elements of row i
//   layernorm_2d   Y[i][j] = (X[i][j] - mean) * rstd * gamma[j] + beta[j]

#include <math.h>

#define NC 64

extern "C" void softmax_2d(int m, int n, float X[][NC], float Y[][NC]) {
#pragma tilelang tile(32)
  for (int i = 0; i < m; ++i) {
    float mx = -INFINITY;
    for (int j = 0; j < n; ++j)
      mx = fmaxf(mx, X[i][j]);
    float s = 0.0f;
    for (int j = 0; j < n; ++j) {
      float e = expf(X[i][j] - mx);
      Y[i][j] = e;
      s += e;
    }
    for (int j = 0; j < n; ++j)
      Y[i][j] /= s;
  }
}

extern "C" void layernorm_2d(int m, int n, float eps, float X[][NC], float gamma[],
                             float beta[], float Y[][NC]) {
#pragma tilelang tile(32)
  for (int i = 0; i < m; ++i) {
    float mean = 0.0f;
    for (int j = 0; j < n; ++j)
      mean += X[i][j];
    mean /= n;
    float var = 0.0f;
    for (int j = 0; j < n; ++j) {
      float d = X[i][j] - mean;
      var += d * d;
    }
    var /= n;
    float rstd = 1.0f / sqrtf(var + eps);
    for (int j = 0; j < n; ++j)
      Y[i][j] = (X[i][j] - mean) * rstd * gamma[j] + beta[j];
  }
}
