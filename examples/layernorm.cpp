// layernorm: each row of X (M x N, row-major) normalised to zero mean and unit variance,
// then scaled by gamma and shifted by beta (both N long), in Y.
//
//   mean_i = sum_j X[i][j] / N,  var_i = sum_j (X[i][j] - mean_i)^2 / N
//   Y[i][j] = (X[i][j] - mean_i) / sqrtf(var_i + eps) * gamma[j] + beta[j]
//
// Written as people write it (two passes over the row for a stable variance). The band is
// the row loop (`tile(32)`): rows are independent; on a GPU the tiles go to blocks and the
// rows of a tile to threads. `sqrtf` comes from <math.h>: NVPTX and AMDGPU select it
// themselves (sqrt.rn.f32, a correctly rounded expansion). On the host the band is tiled with
// -fno-math-errno (examples/layernorm.py asks for it).
//
//   tilelang-llvm run examples/layernorm.cpp --sizes M=4096,N=1024 -- -fno-math-errno

#include <math.h>

extern "C" void layernorm(int M, int N, float eps, const float *__restrict X,
                          const float *__restrict gamma, const float *__restrict beta,
                          float *__restrict Y) {
#pragma tilelang tile(32)
  for (int i = 0; i < M; ++i) {
    float mean = 0.0f;
    for (int j = 0; j < N; ++j)
      mean += X[i * N + j];
    mean /= N;
    float var = 0.0f;
    for (int j = 0; j < N; ++j) {
      float d = X[i * N + j] - mean;
      var += d * d;
    }
    var /= N;
    float rstd = 1.0f / sqrtf(var + eps);
    for (int j = 0; j < N; ++j)
      Y[i * N + j] = (X[i * N + j] - mean) * rstd * gamma[j] + beta[j];
  }
}
