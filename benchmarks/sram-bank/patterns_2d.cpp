//===- patterns_2d.cpp - Access patterns of 2-D blocks --------------------===//
//
// Compiled twice by build.sh: with -DBLOCK32x8 and
// -tilelang-sram-bank-block-dims=32,8, and with -DBLOCK16x16 and
// -tilelang-sram-bank-block-dims=16,16. A warp of a 16 x 16 block holds two
// rows of 16 threads.
//
//===----------------------------------------------------------------------===//
#include "patterns.h"

#ifdef BLOCK32x8
// tile[y][x] (rows of 32 words), its transpose tile[x][y], padded rows of 33.
LOAD(ld_2d_row, float, 4 * x + 128 * y)
LOAD(ld_2d_col, float, 128 * x + 4 * y)
LOAD(ld_2d_colpad, float, 132 * x + 4 * y)
STORE(st_2d_row, float, 4 * x + 128 * y)
STORE(st_2d_col, float, 128 * x + 4 * y)
STORE(st_2d_colpad, float, 132 * x + 4 * y)
#endif

#ifdef BLOCK16x16
// tile[y][x] with rows of 16 words, and its transpose.
LOAD(ld_16x16_row, float, 4 * x + 64 * y)
LOAD(ld_16x16_col, float, 64 * x + 4 * y)
LOAD(ld_16x16_col_v2, float2v, 128 * x + 8 * y)
STORE(st_16x16_col, float, 64 * x + 4 * y)
#endif
