; -tilelang-target-desc with a fractional count: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_fraction.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_fraction.json: field 'memory_bandwidth_gbps.value': expected an integer >= 1, got a fraction
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
