// BUG (passes/PromotePass.cpp, the shared-memory staging of a written array): each block copies
// its tile's footprint of a read-and-written array into shared memory and the whole buffer back
// out, but the footprint is not what the tile owns, so blocks copy out elements other blocks
// compute -- a race between blocks that sequential execution hides (the host emulator's blocks
// run one after the other and its results are right; on a GPU they run at once and an update
// can be lost). The inter-block race check of test/python/gpu_emulator.py reports both, and
// test/python/test_gpu_emulated.py runs them as strict xfail until staging is fixed. Not in the
// GPU check: they would fail there.
//
//   bias1024   X's rows have a constant length (1024), so X is staged as one linear range: from
//              the tile's first element to its last, 15 whole rows and 64 more elements for a
//              16 x 64 tile. Copy-out writes back the 15 x 960 elements between the tile's rows,
//              which the blocks of the other 15 column tiles update: at M = 17, X[0, 64] is
//              written by block (0,0,0)'s copy-out and read by block (1,0,0)'s copy-in.
//   evenodd1   A[2j] = A[2j + 3] * 2: the 64-point tile reads A[2j0 + 3 .. 2j0 + 129] and writes
//              A[2j0 .. 2j0 + 126], so its buffer covers A[2j0 .. 2j0 + 129] and copy-out writes
//              A[2j0 + 128] and A[2j0 + 129] too, the next tile's first elements (and the odd
//              elements between, which no iteration writes): at N = 100, A[128] is written by
//              block (0,0,0) and read by block (1,0,0).
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
