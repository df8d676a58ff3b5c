; -tilelang-target-desc with an incomplete scratchpad: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_missing_banks.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_missing_banks.json: missing field 'scratchpad.banks' (expected {"value": N, "source": "where N comes from"})
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
