; A chip with no description of its own borrows the closest older chip's (here the oldest: there is
; none older), with a warning that says
; so (regression: sm_75 silently got sm_80's 163 KB of shared memory).
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -passes='tilelang-directives,tilelang-target-check' 2>&1 | FileCheck %s
; CHECK: warning: tilelang: no description lists target-cpu sm_75; using sm_80, the oldest chip; its limits may not hold for this chip: describe it in a file of its own (-tilelang-target-desc=FILE)
