// REQUIRES: ptxas
// The register tile of register_tile_unrolled.c assembled by ptxas for sm_80
// and sm_90: one barrier, the padded shared tiles of A and B (128 x 33 + 32 x
// 129 floats = 33408 bytes), and at most 128 registers: tilelang-map asks for
// two blocks of 256 threads per multiprocessor (nvvm.minctasm 2, .minnctapersm
// in the PTX) for a register tile. ptxas then spills a few hundred bytes
// outside the k loop, which the H200 runs faster than 254 registers and one
// block (benchmarks/RESULTS.md); the spills are accepted here, not hidden.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -o %t.sm90.ptx %s
// RUN: FileCheck %s --check-prefix=PTX < %t.sm90.ptx
// RUN: %ptxas -arch=sm_90 -v %t.sm90.ptx -o %t.sm90.cubin 2>&1 | FileCheck %s -DARCH=sm_90
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_80 -O3 -S -o %t.sm80.ptx %s
// RUN: %ptxas -arch=sm_80 -v %t.sm80.ptx -o %t.sm80.cubin 2>&1 | FileCheck %s -DARCH=sm_80

// CHECK:      ptxas info    : Compiling entry function 'sgemm' for '[[ARCH]]'
// CHECK-NEXT: ptxas info    : Function properties for sgemm
// CHECK-NEXT:     {{[0-9]+}} bytes stack frame, {{[0-9]+}} bytes spill stores, {{[0-9]+}} bytes spill loads
// CHECK-NEXT: ptxas info    : Used 128 registers, used 1 barriers, {{[0-9]+}} bytes cumulative stack size, 33408 bytes smem

// PTX: .entry sgemm(
// PTX: .reqntid 16, 16, 1
// PTX: .minnctapersm 2

void sgemm(int M, int N, int K, const float *__restrict A, const float *__restrict B, float *__restrict C) {
#pragma tilelang tile(128, 128, 32) map(block.y, block.x, seq) threads(16, 16)
#pragma tilelang buffer(A: shared, B: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
