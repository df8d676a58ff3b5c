// Bad and odd input never crashes the plugin: pragmas at the end of a file
// or of a header, unterminated clauses, pragmas inside macro arguments, stray
// tokens, annotations, deep nesting.
// RUN: rm -rf %t && split-file %s %t
// RUN: not %cc1 -fsyntax-only %t/eof-after-pragma.c 2>&1 | FileCheck %s --check-prefix=EOF1
// RUN: not %cc1 -fsyntax-only %t/eof-after-group.c 2>&1 | FileCheck %s --check-prefix=EOF2
// RUN: not %cc1 -fsyntax-only %t/eof-in-clause.c 2>&1 | FileCheck %s --check-prefix=EOF3
// RUN: not %cc1 -fsyntax-only %t/eof-after-directives.c 2>&1 | FileCheck %s --check-prefix=EOF4
// RUN: not %cc1 -fsyntax-only %t/eof-after-pragma-op.c 2>&1 | FileCheck %s --check-prefix=EOF5
// RUN: not %cc1 -fsyntax-only %t/eof-after-empty-macro.c 2>&1 | FileCheck %s --check-prefix=EOF6
// RUN: not %cc1 -fsyntax-only -I %t %t/header-end.c 2>&1 | FileCheck %s --check-prefix=HDR
// RUN: not %cc1 -fsyntax-only %t/odd.c 2>&1 | FileCheck %s --check-prefix=ODD
// RUN: %cc1 -emit-llvm -o - %t/macro-arg.c | FileCheck %s --check-prefix=MARG
// RUN: %cc1 -emit-llvm -o - %t/conditional.c | FileCheck %s --check-prefix=COND

//--- eof-after-pragma.c
void f(float *A) {
#pragma tilelang tile(4)
// EOF1: eof-after-pragma.c:2:1: error: '#pragma tilelang' must be followed by a 'for' loop
// EOF1: error: expected '}'

//--- eof-after-group.c
void f(float *A) {
#pragma tilelang tile(4)
#pragma tilelang buffer(A: shared)
// EOF2: eof-after-group.c:2:1: error: '#pragma tilelang' must be followed by a 'for' loop
// EOF2: error: expected '}'

//--- eof-in-clause.c
void f(float *A) {
#pragma tilelang tile(4, layout(A: pad(
// EOF3: eof-in-clause.c:2:26: error: tile size must be an integer constant, found 'layout'
// EOF3: error: expected '}'

//--- eof-after-directives.c
void f(float *A) {
#pragma tilelang tile(4)
#define X 1
#if X
#else
}
#endif
#pragma once
// EOF4: eof-after-directives.c:2:1: error: '#pragma tilelang' must be followed by a 'for' loop
// EOF4: error: expected '}'

//--- eof-after-pragma-op.c
#define TL _Pragma("tilelang tile(4)")
void f(float *A) {
  TL
// EOF5: eof-after-pragma-op.c:3:3: error: '#pragma tilelang' must be followed by a 'for' loop
// EOF5: error: expected '}'

//--- eof-after-empty-macro.c
#define EMPTY
#define F(x)
void f(float *A) {
#pragma tilelang tile(4)
EMPTY F(for (;;) {}) F(
// EOF6: eof-after-empty-macro.c:4:1: error: '#pragma tilelang' must be followed by a 'for' loop
// EOF6: error: unterminated function-like macro invocation

//--- header-end.h
#pragma tilelang tile(4)

//--- header-end.c
void f(float *A) {
#include "header-end.h"
  for (int i = 0; i < 4; ++i)
    A[i] = 0;
}
// HDR: header-end.h:1:1: error: '#pragma tilelang' must be followed by a 'for' loop

//--- odd.c
void f(int n, float *A) {
#pragma tilelang tile(4) @ # ` \
  buffer(A: shared)
  for (int i = 0; i < n; ++i) A[i] = 0;
// ODD: odd.c:2:26: error: expected a clause name in '#pragma tilelang', found '@'
#pragma tilelang tile(((((((((((((((((((((((((((((((((((((((((((1)))))))))))))))))))))))))))))))))))))))))))
  for (int i = 0; i < n; ++i) A[i] = 0;
#pragma tilelang tile(1 + + + - - 1) map(seq
  for (int i = 0; i < n; ++i) A[i] = 0;
// ODD: odd.c:8:45: error: expected ',' or ')' in 'map' clause, found 'end of line'
#pragma tilelang tile(9223372036854775807 + 1)
  for (int i = 0; i < n; ++i) A[i] = 0;
// ODD: odd.c:11:43: error: tile size is too large
#pragma tilelang tile(-9223372036854775807 - 1 - 1)
  for (int i = 0; i < n; ++i) A[i] = 0;
// ODD: odd.c:14:48: error: tile size is too large
#pragma tilelang tile(4) tile
  for (int i = 0; i < n; ++i) A[i] = 0;
// ODD: odd.c:17:26: error: duplicate 'tile' clause
#pragma tilelang buffer(A: shared) buffer
  for (int i = 0; i < n; ++i) A[i] = 0;
// ODD: odd.c:20:36: error: duplicate 'buffer' clause
#pragma tilelang tile(4)
#pragma STDC FP_CONTRACT ON
  for (int i = 0; i < n; ++i) A[i] = 0;
// ODD: odd.c:23:1: error: '#pragma tilelang' must be followed by a 'for' loop
#pragma tilelang tile(4) _Pragma("tilelang map(seq)") buffer(A: shared)
  for (int i = 0; i < n; ++i) A[i] = 0;
// ODD: odd.c:27:26: error: '#pragma tilelang' cannot appear inside the clauses of another '#pragma tilelang'
}

//--- macro-arg.c
#define BODY(x) x
void f(int n, float *A) {
  BODY(_Pragma("tilelang tile(4)") for (int i = 0; i < n; ++i) A[i] = 0;)
}
// MARG: c"tilelang.v1;line=3;col=3;tile=4;file={{[^"]*}}macro-arg.c\00"
// MARG: call i32 (ptr, ...) @__tilelang_directive(

//--- conditional.c
void f(int n, float *A) {
#pragma tilelang tile(4)
#ifdef NOT_DEFINED
  for (int i = 0; i < n; ++i) A[i] = 1;
#else
  for (int i = 0; i < n; ++i) A[i] = 2;
#endif
}
// COND: c"tilelang.v1;line=2;col=1;tile=4;file={{[^"]*}}conditional.c\00"
// COND: call i32 (ptr, ...) @__tilelang_directive(
// COND: store float 2.0
