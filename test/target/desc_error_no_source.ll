; -tilelang-target-desc with a value without its source: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_no_source.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_no_source.json: missing field 'compute_units.source' (expected a string)
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
