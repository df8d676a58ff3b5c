// Regression (new-user finding): the prologue of pipeline(S) refilled stage 0
// with cp.async without a barrier, while other threads of the block could
// still read it from the block's previous tile (an odd number of k tiles, or
// several tiles per block on a small grid). A block barrier now precedes the
// prologue's copies, in the pipelined loop's preheader.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -S | FileCheck %s

// CHECK-LABEL: void @pg(
// The prologue: barrier, then the first tile's asynchronous copies of B, one
// commit group.
// CHECK:       call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NOT:   cp.async
// CHECK:       tilelang.cpasync.B.header:
// CHECK:       call void @llvm.nvvm.cp.async.ca.shared.global.4.s(
// CHECK:       call void @llvm.nvvm.cp.async.commit.group()
// CHECK-NEXT:  br label %tile.header2

void pg(int M, int N, int K, const float *__restrict A, const float *__restrict B,
        float *__restrict C) {
#pragma tilelang tile(32, 32, 16) map(block.x, seq, seq) threads(64) buffer(B: shared, C: register) pipeline(2)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
