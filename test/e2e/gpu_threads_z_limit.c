// A block's z dimension is at most 64 threads on NVIDIA GPUs (CUDA C++
// Programming Guide, technical specifications; targets/sm_*.json,
// max_threads_per_block_z): threads(8, 1, 65) is an error there although its
// 520 threads are within the 1024 per block. AMD workgroups take 1024 along z:
// on gfx942 it is only the wave-width warning. Regression (new-user test): the
// kernel was made with .reqntid 8, 1, 65, which no launch accepts, and the
// thread-id range annotations disagreed with %tid.z's declared [0, 64).
// RUN: not %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NV --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -o /dev/null %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AMD --implicit-check-not=error: --implicit-check-not=warning:

void z65(int M, int N, const float *__restrict A, float *__restrict B) {
// NV: gpu_threads_z_limit.c:[[@LINE+2]]:1: error: threads(8, 1, 65) puts 65 threads along z; sm_90 allows 64 (a block's z dimension)
// AMD: gpu_threads_z_limit.c:[[@LINE+1]]:1: warning: threads(8, 1, 65) is 520 threads per block, not a multiple of the wave width 64 of gfx942 (56 lanes of the last one idle)
#pragma tilelang tile(64, 64) map(block.z, block.x) threads(8, 1, 65)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = A[i * N + j] + 1.0f;
}
