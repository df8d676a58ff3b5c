; -tilelang-target-desc with a misspelt field: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_unknown_field.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_unknown_field.json: field 'scratchpd': unknown field (expected one of: caches, compute_units, cpus, description
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
