; -tilelang-target-desc with a lane in no phase: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_phase_missing.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_phase_missing.json: field 'scratchpad.phases_read.8': lane 31 is in no phase (the phases of one width must partition the lanes 0..31)
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
