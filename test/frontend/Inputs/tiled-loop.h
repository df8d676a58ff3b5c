// A header with a directive in an inline function (spec-file-line.c).
static inline void header_kernel(int n, float *H) {
  #pragma tilelang tile(8) buffer(H: shared)
  for (int i = 0; i < n; ++i)
    H[i] = 1;
}
