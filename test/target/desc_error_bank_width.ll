; -tilelang-target-desc with a bank width that is not a power of 2: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_bank_width.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_bank_width.json: field 'scratchpad.bank_width_bytes.value': expected a power of 2, got 3
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
