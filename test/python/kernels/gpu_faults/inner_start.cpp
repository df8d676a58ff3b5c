// Bands whose inner loop starts past 0 (issue 13, new-user test of session 8): ScalarEvolution's
// trip count of `j = 1 .. n - 1` is n - 1 only where the outer loop runs; before the fix the
// launch grid took zext(n - 1), 2^28 empty blocks at n = 0 (results right, the emulator timed
// out, a GPU wastes seconds). The count is clamped at 0 where an outer loop runs nothing
// (utils/BandBounds.h, guardedTripCount; test/map/grid_inner_start.c). Run at n = 0, 1, 2 (and
// 3 for the stencil: its first interior point) and ordinary sizes.
//
//   shift_rows   j = 1 .. n - 1 inside i = 0 .. n - 1
//   interior     a 5-point stencil over the interior i, j = 1 .. n - 2 (Jacobi's loops)

extern "C" void shift_rows(int n, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(16, 16) map(block.y, block.x) threads(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      B[i * n + j] = A[i * n + j] - A[i * n + j - 1];
}

extern "C" void interior(int n, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(8, 32) map(block.y, block.x) threads(4, 32)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i * n + j] = 0.2f * (A[i * n + j] + A[(i - 1) * n + j] + A[(i + 1) * n + j] +
                             A[i * n + j - 1] + A[i * n + j + 1]);
}
