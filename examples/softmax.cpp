// softmax: each row of X (M x N, row-major) mapped to exp(x - max) / sum, in Y.
//
//   Y[i][j] = exp(X[i][j] - max_k X[i][k]) / sum_k exp(X[i][k] - max_k X[i][k])
//
// Written as people write it: per row a max reduction, then expf and a sum, then the
// division. The band is the row loop (`tile(32)`): rows are independent, so the tiler cuts it
// into tiles of 32 rows and, on a GPU, puts the tiles on blocks and the rows of a tile on
// threads; the loops over a row stay inside each point. `expf` and `fmaxf` come from <math.h>:
// on NVIDIA they are lowered to libdevice (`__nv_expf`), on AMD to the back end's own
// exp (docs/gpu.md, "Math functions"). On the host the band is tiled with -fno-math-errno
// (examples/softmax.py asks for it); under clang's default -fmath-errno `expf` may set errno
// and the band runs as written.
//
//   tilelang-llvm run examples/softmax.cpp --sizes M=4096,N=1000 -- -fno-math-errno

#include <math.h>

extern "C" void softmax(int M, int N, const float *__restrict X, float *__restrict Y) {
#pragma tilelang tile(32)
  for (int i = 0; i < M; ++i) {
    float m = -INFINITY;
    for (int j = 0; j < N; ++j)
      m = fmaxf(m, X[i * N + j]);
    float s = 0.0f;
    for (int j = 0; j < N; ++j) {
      float e = expf(X[i * N + j] - m);
      Y[i * N + j] = e;
      s += e;
    }
    for (int j = 0; j < N; ++j)
      Y[i * N + j] /= s;
  }
}
