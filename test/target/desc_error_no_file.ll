; -tilelang-target-desc naming a file that does not exist: an error naming it.
; RUN: not %opt -disable-output -tilelang-target-desc=%t.missing.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}.missing.json: cannot read: {{[Nn]}}o such file or directory
; CHECK-NOT: Stack dump
