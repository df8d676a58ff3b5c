// pipeline(1) with compute(tensor_core): pipeline(1) is the directive's default (no
// pipelining), and the matrix lowering keeps at least 2 stages, its default depth: the front end
// now says so at the clause (the clause was silently replaced: new-user test of 2026-12-02).
// Without pipeline(S) the stages hold 256 bytes of each row's k (4 for a 32-wide f16 K tile);
// pipeline(3) is taken as given.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning: --implicit-check-not=remark:

typedef _Float16 half;

// CHECK: mma_pipeline_one.c:[[@LINE+3]]:56: warning: pipeline(1) with compute(tensor_core) is not taken: the matrix lowering keeps at least 2 stages (one barrier per K tile separates the copy of the next tile from the reads of the current one); without 'pipeline' it picks them
// CHECK: mma_pipeline_one.c:[[@LINE+2]]:1: remark: lowered the contraction to mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32: block tile 64 x 64 x 32, {{.*}} by cp.async in 4 stages
void one(int M, int N, int K, const half *__restrict A, const half *__restrict B, float *__restrict C) {
#pragma tilelang tile(64, 64, 32) compute(tensor_core) pipeline(1)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}

// CHECK: mma_pipeline_one.c:[[@LINE+2]]:1: remark: lowered the contraction to mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32: block tile 64 x 64 x 32, {{.*}} by cp.async in 4 stages
void dflt(int M, int N, int K, const half *__restrict A, const half *__restrict B, float *__restrict C) {
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}

// CHECK: mma_pipeline_one.c:[[@LINE+2]]:1: remark: lowered the contraction to mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32: block tile 64 x 64 x 32, {{.*}} by cp.async in 3 stages
void three(int M, int N, int K, const half *__restrict A, const half *__restrict B, float *__restrict C) {
#pragma tilelang tile(64, 64, 32) compute(tensor_core) pipeline(3)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (float)A[i * K + k] * (float)B[k * N + j];
}
