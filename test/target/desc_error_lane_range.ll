; -tilelang-target-desc with a lane beyond the warp: an error naming the file, the field's
; JSON path and what was expected; opt fails without crashing.
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_lane_range.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_lane_range.json: field 'scratchpad.phases_write.4{{\[}}0{{\]}}{{\[}}5{{\]}}': lane 40 is not below warp_width 32
; CHECK-NOT: error:
; CHECK-NOT: Stack dump
