// Regression (new-user finding): pipeline(S) on an array the band writes
// (C: shared, read and written) dropped C's copy-out: the kernel stored
// nothing. Only arrays the band only reads are copied ahead; C is staged
// without pipelining (copy-in, copy-out) and stored back.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -o %t.ptx %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx

// (B's copy sits above the k tile loop in this tile order: not pipelined either.)
// DIAG: pipeline_written_refused.c:[[@LINE+9]]:1: warning: pipeline(2) not applied to 'B': its copy is not inside a sequential tile loop around the band [-Wpass-failed]
// DIAG: pipeline_written_refused.c:[[@LINE+8]]:1: warning: pipeline(2) not applied to 'C': the band writes it; only arrays the band only reads are copied ahead [-Wpass-failed]
// C's copy-out stores to global memory.
// PTX: .entry pl(
// PTX: st.global.b32
// PTX: ret;

void pl(int M, int N, int K, const float *__restrict A, const float *__restrict B,
        float *__restrict C) {
#pragma tilelang tile(8, 32, 16) map(seq, block.x, seq) threads(32) buffer(B: shared, C: shared) pipeline(2)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
