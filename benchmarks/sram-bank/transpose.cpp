//===- transpose.cpp - Tiled matrix transpose through shared memory -------===//
//
// out = in^T for an n x n float matrix (n a multiple of 32); blocks of
// 32 x 8 threads move 32 x 32 tiles. The tile is written by rows and read by
// columns: 32-way bank conflicts on the reads unless the tile is remapped
// (build.sh compiles it with -tilelang-sram-bank-mode=analyze and =remap).
//
//===----------------------------------------------------------------------===//
#define SHARED __attribute__((address_space(3)))
#define KERNEL extern "C" __attribute__((nvptx_kernel))

static SHARED float tile[32][32];

KERNEL void transpose(const float *in, float *out, int n) {
  unsigned tx = __nvvm_read_ptx_sreg_tid_x(), ty = __nvvm_read_ptx_sreg_tid_y();
  unsigned bx = __nvvm_read_ptx_sreg_ctaid_x();
  unsigned by = __nvvm_read_ptx_sreg_ctaid_y();
  for (unsigned j = 0; j < 32; j += 8)
    tile[ty + j][tx] = in[(by * 32 + ty + j) * n + bx * 32 + tx];
  __syncthreads();
  for (unsigned j = 0; j < 32; j += 8)
    out[(bx * 32 + ty + j) * n + by * 32 + tx] = tile[tx][ty + j];
}
