// Constant row sizes on a GPU (new-user test of issue "Sound by construction"): the constant
// dimensions found on the band's own steps did not divide the thread loops' block view
// consistently, so a 32 x 32 tile of float (*)[120] was staged as a 249 x 32 box and an 8 x 8
// tile of A[j * 16 + i] as 57 x 57: wrong results, inter-block races and reads past the arrays.
// On a GPU constant rows now stay one linear dimension, which cannot be copied exactly: A is
// not staged (a warning says why), and the results are right.
extern "C" void rowsum120(int M, const float (*__restrict A)[120], float (*__restrict B)[120]) {
#pragma tilelang tile(32, 32, 32) buffer(A: shared)
  for (int i = 0; i < M; i++)
    for (int j = 0; j < 120; j++)
      for (int k = 0; k < 120; k++)
        B[i][j] += A[i][k];
}

extern "C" void copy_rows16(int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(8, 8) buffer(A: shared)
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < N; ++j)
      B[j * 16 + i] = A[j * 16 + i];
}
