// Regression (soundness review of session 8): analysis/ScratchArrays took a band's storage for
// scratch, and tiling reordered its iterations, with an element chosen by a value loaded in the band (`sum[ix[r][q]]`): its address is a value computed inside the band, which the check took for one that does not vary (every iteration must write the same elements).
// Wrong results before the fix; now the band is refused.
// RUN: %clangc -O2  -S -o /dev/null %s -DFN=tiled -mllvm -tilelang-profitability=false -Rpass-missed=tilelang-tile 2>&1 | FileCheck %s
// RUN: %clangc -O2  -c -o %t.tiled.o %s -DFN=tiled -mllvm -tilelang-profitability=false -w
// RUN: clang -O2  -c -o %t.plain.o %s -DFN=plain -w
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o && %t.exe | FileCheck %s --check-prefix=OUT
// CHECK: remark: loop not tiled: tiling may reverse a dependence
// OUT: mismatches 0
#ifndef DRIVER
void FN(int nr, int nq, const int ix[restrict 16][16], double A[restrict 16][16], double sum[restrict 16], double out[restrict 16][16]) {
#pragma tilelang tile(4, 4)
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      int k = ix[r][q];
      sum[k] = A[r][q] + r * 100 + q;
      out[r][q] = sum[k] * 2.0;
    }
}
#else
#include <stdio.h>
typedef void K(int,int,const int (*)[16],double (*)[16],double*,double(*)[16]);
K tiled, plain;
static double A[16][16], s1[16], s2[16], o1[16][16], o2[16][16]; static int ix[16][16];
int main(void) {
  for (int i = 0; i < 16*16; i++) ((double*)A)[i] = i % 13;
  for (int i = 0; i < 16; i++) for (int j = 0; j < 16; j++) ix[i][j] = (i * 7 + j * 3) % 11;
  tiled(12, 12, ix, A, s1, o1); plain(12, 12, ix, A, s2, o2);
  int bad = 0;
  for (int i = 0; i < 16; i++) for (int j = 0; j < 16; j++) bad += o1[i][j] != o2[i][j];
  for (int i = 0; i < 16; i++) bad += s1[i] != s2[i];
  printf("mismatches %d\n", bad); return 0;
}
#endif
