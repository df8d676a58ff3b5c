// Exact staging on a GPU (issue "Sound by construction"). Blocks run at once: a copy-out of an
// element a block did not write overwrites another block's result, and a copy-in of an element
// the band never reads can read past an array's end.
//   bias1024   X[i * 1024 + j] += b[j]: a constant row. Staged as whole rows, 87-91 % of X came
//              out stale on the H200; now not staged on a GPU (the row is not proven), right.
//   evenodd1   A[2j] = A[2j + 3] * 2: the box [2J, 2J + 130) overlapped the next block's
//              writes; now copy-out writes A[2j] only, copy-in reads A[2j + 3] only.
//   corner     the union of A[(i-1)*N1 + j+1] and A[(i+1)*N1 + j] has a corner past the last
//              element read: copy-in tests each element against the two images.
//   empty_inner  the inner loop runs no iteration (M = 0): nothing is copied.
extern "C" void bias1024(int M, float *__restrict X, const float *__restrict b) {
#pragma tilelang tile(16, 64) buffer(X: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < 1024; ++j)
      X[i * 1024 + j] += b[j];
}

extern "C" void evenodd1(int N, float *__restrict A) {
#pragma tilelang tile(64) buffer(A: shared)
  for (int j = 0; j < N; ++j)
    A[2 * j] = A[2 * j + 3] * 2.0f;
}

extern "C" void corner(int N0, int N1, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(8, 32) buffer(A: shared)
  for (int i = 1; i < N0 - 1; ++i)
    for (int j = 1; j < N1 - 1; ++j)
      B[i * N1 + j] = A[(i - 1) * N1 + j + 1] + A[(i + 1) * N1 + j];
}

extern "C" void empty_inner(int N, int M, float *__restrict A, const float *__restrict B) {
#pragma tilelang tile(64) buffer(A: shared)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      A[i] += B[j];
}
