// jacobi2d: T time steps of the 5-point Jacobi stencil on an N x N grid (PolyBench 4.2
// `jacobi-2d`). Each step sweeps A into B, then B back into A, over the interior 1 .. N-2.
//
// The time loop carries a dependence and stays as it is; each spatial sweep is a perfectly
// nested i, j band with its own directive, tiled 32 x 32. Within one sweep the points are
// independent (it reads one array and writes the other). A and B are `__restrict`: they never
// alias, and the tiler refuses to reorder accesses to arrays it cannot prove distinct.
//
//   tilelang-llvm run examples/jacobi2d.cpp --kernel jacobi2d --sizes T=20,N=1024

extern "C" void jacobi2d(int T, int N, float *__restrict A, float *__restrict B) {
  for (int t = 0; t < T; ++t) {
#pragma tilelang tile(32, 32)
    for (int i = 1; i < N - 1; ++i)
      for (int j = 1; j < N - 1; ++j)
        B[i * N + j] = 0.2f * (A[i * N + j] + A[i * N + j - 1] + A[i * N + j + 1] +
                               A[(i + 1) * N + j] + A[(i - 1) * N + j]);
#pragma tilelang tile(32, 32)
    for (int i = 1; i < N - 1; ++i)
      for (int j = 1; j < N - 1; ++j)
        A[i * N + j] = 0.2f * (B[i * N + j] + B[i * N + j - 1] + B[i * N + j + 1] +
                               B[(i + 1) * N + j] + B[(i - 1) * N + j]);
  }
}
