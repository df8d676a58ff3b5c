; -tilelang-target-desc with a number without its source: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_bare_number.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_bare_number.json: field 'warp_width': expected {"value": N, "source": "where N comes from"}, got a number (every number names its source)
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
