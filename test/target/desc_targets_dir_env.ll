; $TILELANG_TARGETS_DIR replaces the compiled-in targets directory: its file
; that lists sm_90 answers for sm_90.
; RUN: env TILELANG_TARGETS_DIR=%S/Inputs/env_dir %opt -disable-output \
; RUN:   -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s

; CHECK: target: env_sm90 (nvptx, {{.*}}env_dir{{/|\\}}env_sm90.json); target-cpu sm_90
