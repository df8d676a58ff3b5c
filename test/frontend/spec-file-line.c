// line=, col= and file= are the presumed position of the pragma's '#' (or of
// _Pragma): they follow #line, and file= keeps every byte of the name,
// escaped in the string literal.
// RUN: %cc1 -triple x86_64-unknown-linux-gnu -I %S/Inputs -emit-llvm -o - %s | FileCheck %s

#include "tiled-loop.h"
// CHECK-DAG: c"tilelang.v1;line=3;col=3;tile=8;buffer=H:shared;arrays=H;file={{[^"]*}}Inputs{{/|\\5C}}tiled-loop.h\00"

void f(int n, float *A) {
  header_kernel(n, A);

    // Indented by four spaces, then by a tab and two spaces.
    #pragma tilelang tile(1)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
	  #pragma tilelang tile(2)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
// CHECK-DAG: c"tilelang.v1;line=[[@LINE-6]];col=5;tile=1;file={{[^"]*}}spec-file-line.c\00"
// CHECK-DAG: c"tilelang.v1;line=[[@LINE-4]];col=4;tile=2;file={{[^"]*}}spec-file-line.c\00"

#line 1000 "renamed.c"
#pragma tilelang tile(3)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
// CHECK-DAG: c"tilelang.v1;line=1000;col=1;tile=3;file=renamed.c\00"

#line 2000 "dir\\we\"ird;name=.c"
#pragma tilelang tile(4)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
// CHECK-DAG: c"tilelang.v1;line=2000;col=1;tile=4;file=dir\\we\22ird;name=.c\00"

#line 3000 "caf\303\251 ?? \t.c"
#pragma tilelang tile(5)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
// CHECK-DAG: c"tilelang.v1;line=3000;col=1;tile=5;file=caf\C3\A9 ?? \09.c\00"
}
