// Fault case (d): a loop that reads a staged buffer and then overwrites the same element (an
// in-place update), so the buffer must be copied in before the band and out after it, and no
// thread may copy out before every thread has written.
//
//   inplace_shared     B: shared (and A: shared).
//   inplace_register   B: register, staged as shared with a warning: no reduction loop keeps
//                      an element in a register (registers hold accumulators).

extern "C" void inplace_shared(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
#pragma tilelang buffer(A: shared, B: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = B[i * N + j] * 2.0f + A[i * N + j];
}

extern "C" void inplace_register(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
#pragma tilelang buffer(A: shared, B: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = B[i * N + j] * 2.0f + A[i * N + j];
}
