// Fault case (c): a conditional write into a staged buffer. C is written only where A is
// positive. Staging C was done by copying the whole box back (C's unwritten elements got their
// copied-in value): a superset of what the band writes, which on a GPU can overwrite another
// block's results. Which elements a conditional write writes is known only at run time, so C is
// now not staged, with a warning (issue "Sound by construction"); A (read unconditionally, and
// again under the condition with the same subscripts) is staged. The results must still be right.
//
//   cond_shared     C: shared (refused: the conditional write).
//   cond_register   C: register (refused: the conditional write).

extern "C" void cond_shared(int M, int N, const float *__restrict A, float *__restrict C) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
#pragma tilelang buffer(A: shared, C: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      if (A[i * N + j] > 0.0f)
        C[i * N + j] = A[i * N + j] * 2.0f;
}

extern "C" void cond_register(int M, int N, const float *__restrict A, float *__restrict C) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
#pragma tilelang buffer(A: shared, C: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      if (A[i * N + j] > 0.0f)
        C[i * N + j] = A[i * N + j] * 2.0f;
}
