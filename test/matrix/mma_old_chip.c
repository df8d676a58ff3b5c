// compute(tensor_core) for a chip without cp.async and ldmatrix (sm_75, sm_70:
// no description lists them, sm_80's stands in): the lowering refuses the band
// from the chip compiled for, never leaving llc an instruction it cannot
// select ("Cannot select: intrinsic %llvm.nvvm.cp.async..." before, found by
// the new-user test); the band runs as SIMT code and the PTX assembles.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_75 -O2 -S -o %t.75.ptx %s 2>&1 | FileCheck %s -DCHIP=sm_75
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_70 -O2 -S -o %t.70.ptx %s 2>&1 | FileCheck %s -DCHIP=sm_70
// RUN: FileCheck %s --check-prefix=PTX < %t.75.ptx

// CHECK: warning: tilelang: no description lists target-cpu [[CHIP]]
// CHECK: mma_old_chip.c:[[@LINE+6]]:1: warning: compute(tensor_core) not carried out: [[CHIP]] has no cp.async and ldmatrix (sm_80 and later); the point loops run on SIMT cores [-Wpass-failed]
// PTX: .target sm_75
// PTX-NOT: mma.sync
// PTX-NOT: cp.async

void mm(int M, int N, int K, const _Float16 *__restrict A, const _Float16 *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
