; A broken file in the targets directory ($TILELANG_TARGETS_DIR) and no
; other description of the family: the broken file's error is reported.
; RUN: env TILELANG_TARGETS_DIR=%S/Inputs/bad_dir not %opt -disable-output \
; RUN:   -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: error: {{.*}}bad_dir{{/|\\}}broken.json: not valid JSON
; CHECK-NOT: Stack dump
