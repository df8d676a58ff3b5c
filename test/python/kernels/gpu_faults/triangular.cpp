// Triangular and trapezoidal bands on GPUs (issue "Real loop nests as people write them": "on
// GPUs they are mapped too"). The tile loops walk the bounding box over the blocks (grid-stride
// as for rectangles), each point loop runs over its tile clamped to the loop's real bounds at
// the current outer iteration, and the threads of its dimension share that clamped range
// cyclically. Blocks whose tile lies outside the triangle run no iteration. Staging such a band
// is refused (its footprint is not a box), so these kernels stage nothing.
//
//   tri_lower    j <= i (syrk's lower triangle, a k loop inside the band's body)
//   tri_strict   j < i, threads along i and j, tiles of 8 x 32
//   tri_inner3   a band of three loops, the innermost triangular in the middle one: k <= j
//   tri_upper    j = i .. N - 1 (covariance's upper triangle): the exact
//                dependence test (analysis/AffineDependence.h) proves its loops carry nothing,
//                which DependenceAnalysis could not (session 8)

extern "C" void tri_lower(int N, int M, const float *__restrict A, float *__restrict C) {
#pragma tilelang tile(16, 16) map(block.y, block.x) threads(8, 8)
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++) {
      float s = 0.0f;
      for (int k = 0; k < M; k++)
        s += A[i * M + k] * A[j * M + k];
      C[i * N + j] += s;
    }
}

extern "C" void tri_strict(int N, const float *__restrict x, float *__restrict C) {
#pragma tilelang tile(8, 32) map(block.y, block.x) threads(4, 32)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < i; j++)
      C[i * N + j] = x[i] - 2.0f * x[j];
}

extern "C" void tri_inner3(int N, const float *__restrict x, float *__restrict C) {
#pragma tilelang tile(4, 8, 8) map(block.z, block.y, block.x) threads(8, 8, 1)
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k <= j; k++)
        C[(i * N + j) * N + k] = x[j] * (float)(i + 1) + x[k];
}

extern "C" void tri_upper(int N, const float *__restrict x, float *__restrict C) {
#pragma tilelang tile(8, 32) map(block.y, block.x) threads(4, 32)
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++)
      C[i * N + j] = x[i] * 3.0f - x[j];
}
