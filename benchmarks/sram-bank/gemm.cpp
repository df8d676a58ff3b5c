//===- gemm.cpp - Shared-memory tiled SGEMM -------------------------------===//
//
// C = A * B for row-major float matrices, M, N, K multiples of 32. Blocks of
// 32 x 8 threads compute 32 x 32 tiles of C: thread (tx, ty) owns row tx and
// columns ty, ty + 8, ty + 16, ty + 24. Per 32-wide step of K, A's and B's
// tiles are staged in shared memory by rows; the inner loop reads As[tx][k],
// a column across the warp (32-way bank conflicts unless As is remapped),
// and Bs[k][ty + 8j], the same word for the whole warp (a broadcast).
//
//===----------------------------------------------------------------------===//
#define SHARED __attribute__((address_space(3)))
#define KERNEL extern "C" __attribute__((nvptx_kernel))

static SHARED float As[32][32];
static SHARED float Bs[32][32];

KERNEL void gemm(const float *A, const float *B, float *C, int M, int N,
                 int K) {
  unsigned tx = __nvvm_read_ptx_sreg_tid_x(), ty = __nvvm_read_ptx_sreg_tid_y();
  unsigned bx = __nvvm_read_ptx_sreg_ctaid_x();
  unsigned by = __nvvm_read_ptx_sreg_ctaid_y();
  float acc[4] = {0, 0, 0, 0};
  for (int k0 = 0; k0 < K; k0 += 32) {
    for (unsigned i = 0; i < 32; i += 8) {
      As[ty + i][tx] = A[(by * 32 + ty + i) * K + k0 + tx];
      Bs[ty + i][tx] = B[(k0 + ty + i) * N + bx * 32 + tx];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 32; ++k) {
      float a = As[tx][k];
#pragma unroll
      for (int j = 0; j < 4; ++j)
        acc[j] += a * Bs[k][ty + 8 * j];
    }
    __syncthreads();
  }
  for (int j = 0; j < 4; ++j)
    C[(by * 32 + tx) * N + bx * 32 + ty + 8 * j] = acc[j];
}
