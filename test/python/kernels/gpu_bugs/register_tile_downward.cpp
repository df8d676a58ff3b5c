// BUG (lib/promote/RegisterTile.cpp, unrollThreadTiles): when every access of a mapped band goes to a
// staged buffer, each thread loop is made to run exactly tile / threads points, on the
// assumption that a point past a partial tile only touches the staged buffers' unused rows
// (above the tile) and the register buffer's unused elements. A band loop that runs downward
// (i = M - 1 .. 0) puts those points BELOW the tile: here, with M = 17 (a full tile of 16 rows
// and one of 1), the 15 idle threads of the partial tile read A's shared buffer at rows -1 ..
// -15 and write B's per-thread register buffer at index -1 x its row length (AddressSanitizer
// in the host emulation: stack-buffer-underflow on 'tilelang.B'). The same loop upward
// (i = 0 .. M - 1) is fine. test/python/test_gpu_emulated.py runs it (strict xfail). Not in the
// GPU check: it would fail there.
extern "C" void down_register(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(16, 32) map(block.y, block.x) threads(8, 16)
#pragma tilelang buffer(A: shared, B: register)
  for (int i = M - 1; i >= 0; --i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = A[i * N + j] * 7.0f;
}

// The same band upward: correct.
extern "C" void up_register(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(16, 32) map(block.y, block.x) threads(8, 16)
#pragma tilelang buffer(A: shared, B: register)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[i * N + j] = A[i * N + j] * 7.0f;
}
