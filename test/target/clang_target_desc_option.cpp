// clang -mllvm -tilelang-target-desc=FILE: the description of a chip that
// has 512 KiB of scratchpad per block replaces sm_80's, and the same
// directive is accepted; a broken file is one error, although both
// functions ask for it.
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_80 -O2 -S -emit-llvm -o /dev/null \
// RUN:   -mllvm -tilelang-target-desc=%S/Inputs/future_chip.json %s 2>&1 | FileCheck %s --check-prefix=FITS --allow-empty
// RUN: not %clangxx --target=nvptx64-nvidia-cuda -march=sm_80 -O2 -S -emit-llvm -o /dev/null \
// RUN:   -mllvm -tilelang-target-desc=%S/Inputs/bad_phase_twice.json %s 2>&1 | FileCheck %s --check-prefix=BAD

// FITS-NOT: error
// BAD: error: {{.*}}bad_phase_twice.json: field 'scratchpad.phases_read.16[1][0]': lane 3 is already in phase 0
// BAD-NOT: error: {{.*}}bad_phase_twice.json
// BAD: 1 error generated.

extern "C" void smem(int M, int N, int K, const float *__restrict A,
                     const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 64) buffer(A: shared, B: shared) pipeline(3)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

extern "C" void smem2(int M, int N, int K, const float *__restrict A,
                      const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(64, 64, 32) buffer(A: shared, B: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
