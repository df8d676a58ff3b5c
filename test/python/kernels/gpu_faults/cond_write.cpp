// Fault case (c): a conditional write into a staged buffer. C is written only where A is
// positive, so the copy-out must give back the copied-in value of every element the band did
// not write (C is inout: its other elements keep their input).
//
//   cond_shared     C: shared (copy-in, conditional writes, barrier, copy-out).
//   cond_register   C: register (each thread's 2 x 2 points, guarded copy-in and copy-out).

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
