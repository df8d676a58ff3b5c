// A clause argument with thousands of nested parentheses or unary signs used to overflow the
// front end's stack (its constant evaluator is recursive descent): clang died with SIGSEGV.
// Nesting is now bounded at 256 levels of parentheses and signs together, with an error at the
// first token past the bound; 256 levels are still accepted. Found by test/fuzz/pragma_fuzz.py.
// RUN: rm -rf %t && mkdir %t
// RUN: %python -c "print('void f(float *A) {\n#pragma tilelang tile(' + '(' * 100000 + '4' + ')' * 100000 + ')\n  for (int i = 0; i < 8; ++i)\n    A[i] = 0;\n}')" > %t/parens.c
// RUN: not %cc1 -fsyntax-only %t/parens.c 2>&1 | FileCheck %s --check-prefix=PARENS
// PARENS: parens.c:2:280: error: tile size is nested too deeply: at most 256 levels of parentheses and signs
// PARENS-NOT: error:
// RUN: %python -c "print('void f(float *A) {\n#pragma tilelang threads(' + '- ' * 100000 + '4)\n  for (int i = 0; i < 8; ++i)\n    A[i] = 0;\n}')" > %t/minus.c
// RUN: not %cc1 -fsyntax-only %t/minus.c 2>&1 | FileCheck %s --check-prefix=MINUS
// MINUS: minus.c:2:540: error: thread count is nested too deeply: at most 256 levels of parentheses and signs
// MINUS-NOT: error:
// RUN: %python -c "print('void f(float *A) {\n#pragma tilelang tile(4) buffer(A: shared) layout(A: pad(' + '(-' * 3000 + '1' + ')' * 3000 + '))\n  for (int i = 0; i < 8; ++i)\n    A[i] = 0;\n}')" > %t/mixed.c
// RUN: not %cc1 -fsyntax-only %t/mixed.c 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: mixed.c:2:315: error: padding is nested too deeply: at most 256 levels of parentheses and signs
// MIXED-NOT: error:
// 256 levels: the deepest accepted, 128 parentheses around 128 signs.
// RUN: %python -c "print('void f(float *A) {\n#pragma tilelang tile(' + '(' * 128 + '- ' * 128 + '4' + ')' * 128 + ')\n  for (int i = 0; i < 8; ++i)\n    A[i] = 0;\n}')" > %t/limit.c
// RUN: %cc1 -emit-llvm -o - %t/limit.c | FileCheck %s --check-prefix=LIMIT
// LIMIT: tilelang.v1;line=2;col=1;tile=4;
