// Regression (soundness review of session 8): analysis/ScratchArrays took a band's storage for
// scratch, and tiling reordered its iterations, with a 1-byte store taken to cover a 2-byte load at the same address (the load's second byte comes from the previous iteration).
// Wrong results before the fix; now the band is refused.
// RUN: %clangc -O2 -fno-strict-aliasing -S -o /dev/null %s -DFN=tiled -mllvm -tilelang-profitability=false -Rpass-missed=tilelang-tile 2>&1 | FileCheck %s
// RUN: %clangc -O2 -fno-strict-aliasing -c -o %t.tiled.o %s -DFN=tiled -mllvm -tilelang-profitability=false -w
// RUN: clang -O2 -fno-strict-aliasing -c -o %t.plain.o %s -DFN=plain -w
// RUN: clang -O2 -fopenmp -o %t.exe %s -DDRIVER %t.tiled.o %t.plain.o && %t.exe | FileCheck %s --check-prefix=OUT
// CHECK: remark: loop not tiled: tiling may reverse a dependence
// OUT: mismatches 0
#ifndef DRIVER
#include <string.h>
void FN(int nr, int nq, const unsigned char A[restrict 16][16], unsigned char buf[restrict 2], unsigned short out[restrict 16][16]) {
#pragma tilelang tile(4, 4)
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      buf[0] = A[r][q];
      unsigned short x;
      unsigned short x2 = *(unsigned short *)buf; x = x2;           /* reads buf[1]: written by the previous iteration */
      out[r][q] = x;
      buf[1] = (unsigned char)(r * 16 + q);
    }
}
#else
#include <stdio.h>
typedef void K(int,int,const unsigned char (*)[16],unsigned char*,unsigned short(*)[16]);
K tiled, plain;
static unsigned char A[16][16], b1[2], b2[2]; static unsigned short o1[16][16], o2[16][16];
int main(void) {
  for (int i = 0; i < 256; i++) ((unsigned char*)A)[i] = i % 13;
  tiled(12, 12, A, b1, o1); plain(12, 12, A, b2, o2);
  int bad = 0;
  for (int i = 0; i < 16; i++) for (int j = 0; j < 16; j++) bad += o1[i][j] != o2[i][j];
  printf("mismatches %d\n", bad); return 0;
}
#endif
