// conv2d: 3 x 3 2-D convolution over the interior of an image (as in deep learning: a
// cross-correlation, the filter is not flipped), after PolyBench 3.2 `convolution-2d`: In and Out
// are both H x W, row-major, and each interior output pixel is the weighted sum of its 3 x 3
// neighbourhood; the border of Out is left as it is.
//
//   Out[i + 1][j + 1] = sum_{di, dj < 3} F[di][dj] * In[i + di][j + dj],  0 <= i < H-2, 0 <= j < W-2
//
// The directive tiles the two loops over the output (i, j); each output element's 3 x 3 sum is
// the body of the band. In and Out share the row length W, so the tiler can prove that every
// subscript stays inside its row (an output of (H-2) x (W-2) written with rows of W-2 is refused:
// the delinearisation of i * (W - 2) + j is ambiguous). The arrays are `__restrict`: they never
// alias, and the tiler refuses to reorder accesses to arrays it cannot prove distinct.
//
//   tilelang-llvm run examples/conv2d.cpp --kernel conv2d --sizes H=2048,W=2048

extern "C" void conv2d(int H, int W, const float *__restrict In, const float *__restrict F,
                       float *__restrict Out) {
#pragma tilelang tile(32, 64)
  for (int i = 0; i < H - 2; ++i)
    for (int j = 0; j < W - 2; ++j) {
      float s = 0.0f;
      for (int di = 0; di < 3; ++di)
        for (int dj = 0; dj < 3; ++dj)
          s += F[di * 3 + dj] * In[(i + di) * W + (j + dj)];
      Out[(i + 1) * W + (j + 1)] = s;
    }
}
