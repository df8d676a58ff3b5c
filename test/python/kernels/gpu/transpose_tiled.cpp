// transpose_tiled: B = A^T (A is M x N, B is N x M), the signature of examples/transpose.cpp.
// A hand-made stand-in for a tilelang-map'd transpose: 32 x 8 threads per block, 32 x 32 tiles
// staged in shared memory / LDS padded to 33 columns, grid-stride over the tiles (x over A's
// column tiles, y over its row tiles), partial tiles guarded. Launch record: gen_ll.py.
#include "gpu.h"

static SHARED LDS_VAR float tile[32][33];

KERNEL void transpose_tiled(int M, int N, const float *__restrict A, float *__restrict B) {
  const unsigned tx = TID_X, ty = TID_Y;
  const int tilesM = (M + 31) / 32, tilesN = (N + 31) / 32;
  for (int ti = BID_Y; ti < tilesM; ti += GDIM_Y) {
    for (int tj = BID_X; tj < tilesN; tj += GDIM_X) {
      for (int r = 0; r < 32; r += 8) {
        int i = ti * 32 + ty + r, j = tj * 32 + tx;
        if (i < M && j < N)
          tile[ty + r][tx] = A[(long)i * N + j];
      }
      barrier();
      for (int r = 0; r < 32; r += 8) {
        int j = tj * 32 + ty + r, i = ti * 32 + tx;
        if (j < N && i < M)
          B[(long)j * M + i] = tile[tx][ty + r];
      }
      barrier();
    }
  }
}
