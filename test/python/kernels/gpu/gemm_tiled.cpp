// gemm_tiled: C += A * B (A is M x K, B is K x N, C is M x N, row-major), the signature of
// examples/gemm.cpp's gemm. A hand-made stand-in for a tilelang-map'd GEMM: 16 x 16 threads per
// block, one 64 x 64 tile of C per block and step (4 x 4 elements per thread, 16 apart), K in
// steps of 16 through shared memory (A's tile padded to 17 columns), grid-stride over the tiles,
// partial tiles guarded. Launch record: gen_ll.py.
#include "gpu.h"

static SHARED LDS_VAR float As[64][17];
static SHARED LDS_VAR float Bs[16][64];

KERNEL void gemm_tiled(int M, int N, int K, const float *__restrict A, const float *__restrict B,
                       float *__restrict C) {
  const unsigned tx = TID_X, ty = TID_Y, t = ty * 16 + tx;
  const int tilesM = (M + 63) / 64, tilesN = (N + 63) / 64;
  for (int tm = BID_Y; tm < tilesM; tm += GDIM_Y) {
    for (int tn = BID_X; tn < tilesN; tn += GDIM_X) {
      const int m0 = tm * 64, n0 = tn * 64;
      float acc[4][4] = {};
      for (int k0 = 0; k0 < K; k0 += 16) {
        for (int r = 0; r < 4; ++r) {
          int idx = t + 256 * r;
          int row = idx / 16, col = idx % 16;
          int gm = m0 + row, gk = k0 + col;
          As[row][col] = (gm < M && gk < K) ? A[(long)gm * K + gk] : 0.0f;
          row = idx / 64, col = idx % 64;
          gk = k0 + row;
          int gn = n0 + col;
          Bs[row][col] = (gk < K && gn < N) ? B[(long)gk * N + gn] : 0.0f;
        }
        barrier();
#pragma unroll
        for (int k = 0; k < 16; ++k) {
          float a[4], b[4];
#pragma unroll
          for (int i = 0; i < 4; ++i)
            a[i] = As[ty + 16 * i][k];
#pragma unroll
          for (int j = 0; j < 4; ++j)
            b[j] = Bs[k][tx + 16 * j];
#pragma unroll
          for (int i = 0; i < 4; ++i)
#pragma unroll
            for (int j = 0; j < 4; ++j)
              acc[i][j] += a[i] * b[j];
        }
        barrier();
      }
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) {
          int gm = m0 + ty + 16 * i, gn = n0 + tx + 16 * j;
          if (gm < M && gn < N)
            C[(long)gm * N + gn] += acc[i][j];
        }
    }
  }
}
