; -tilelang-target-desc with an unknown family: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_family.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_family.json: field 'family': expected "nvptx", "amdgpu" or "host", got "tpu"
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
