// Arrays without __restrict on a GPU (issue 13, "aliasing proven at run time"): tilelang-tile
// versions each band on a run-time check of the address ranges its arrays cover
// (lib/tile/RuntimeAliasCheck.h); tilelang-map runs the mapped band when they are disjoint and
// the loops as written, sequentially, in the grid's first thread when they overlap
// (lib/map/MapFallback.cpp). test_gpu_emulated.py runs these with disjoint arrays (the mapped
// band) and with overlapping ones (the fallback: the sequential program's result, plain clang's).
//
//   alias_update     one band, C updated from A (C one element into A: a recurrence).
//   alias_two_bands  two versioned bands in one cooperative kernel (grid barriers around each
//                    check and join), a store between them.
//   alias_staged     buffer(A: shared) behind the check: A staged in the mapped band only.
//   alias_select     C is A or B as `same` says: on the GPU (gpu-check) `same` = 1 runs the
//                    fallback, 0 the mapped band, with arrays the harness allocates apart.
//   alias_i8_tc      compute(tensor_core) (int8, mma.sync / MFMA) in the mapped band.
//   alias_steps      two versioned bands inside a time loop (serial code around them): each
//                    step's checks, fallbacks and grid barriers.

extern "C" void alias_update(int M, int N, const float *A, float *C) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      C[i * N + j] = A[i * N + j] * 0.5f + C[i * N + j];
}

extern "C" void alias_two_bands(int M, int N, const float *A, float *B, float *C, float *S) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = A[i * N + j] * 2.0f + 1.0f;
  S[0] = 3.0f;
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      C[i * N + j] = B[i * N + j] + A[i * N + j] * 0.25f;
}

extern "C" void alias_staged(int M, int N, const float *A, float *B) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = A[j * M + i] + B[i * N + j] * 0.5f;
}

extern "C" void alias_select(int M, int N, int same, float *A, float *B) {
  float *C = same ? A : B;
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      C[i * N + j] = A[j * M + i] + 1.0f;
}

// compute(tensor_core) behind the check (signed char may alias anything: TBAA keeps nothing
// apart): the matrix lowering in the mapped band, the loops as written in the fallback.
extern "C" void alias_i8_tc(int M, int N, int K, const signed char *A, const signed char *B,
                            int *C) {
#pragma tilelang tile(64, 64, 32) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += (int)A[i * K + k] * (int)B[j * K + k];
}

extern "C" void alias_steps(int T, int M, int N, float *A, float *B) {
  for (int t = 0; t < T; ++t) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j)
        B[i * N + j] = A[i * N + j] * 0.5f + 1.0f;
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j)
        A[i * N + j] = B[i * N + j] * 0.25f + A[i * N + j];
  }
}
