; -tilelang-target-desc with a file that is not JSON: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_syntax.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_syntax.json: not valid JSON: {{\[}}4:2, byte=41{{\]}}: Expected , or } after object property
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
