; -tilelang-target-desc with a lane in two phases of one access width: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_phase_twice.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_phase_twice.json: field 'scratchpad.phases_read.16{{\[}}1{{\]}}{{\[}}0{{\]}}': lane 3 is already in phase 0 (the phases of one width must partition the lanes)
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
