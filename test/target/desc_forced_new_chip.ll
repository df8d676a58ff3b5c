; -tilelang-target-desc describes a new accelerator without recompiling: a
; file of its own (512 KiB of scratchpad per block, a 32 x 32 x 8 matrix
; unit) answers for every function, whatever the triple says.
; RUN: %opt -disable-output -tilelang-target-desc=%S/Inputs/future_chip.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s
; The staged 196608 bytes that sm_80 refuses fit this chip.
; RUN: llvm-extract --keep-const-init --func=smem_196608 %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -tilelang-target-desc=%S/Inputs/future_chip.json \
; RUN:   -passes='tilelang-directives,tilelang-target-check' 2>&1 | FileCheck %s --check-prefix=FITS --allow-empty

; CHECK-LABEL: tilelang-target: function 'gemm'
; CHECK-NEXT: target: sm_200x (nvptx, {{.*}}future_chip.json); forced by -tilelang-target-desc
; CHECK-NEXT: resources: 64 compute units, warp 32, 1024 threads per block, scratchpad 524288 bytes per block (32 banks x 4 bytes), 255 registers per thread, vectors of 16 bytes, L1 196608 bytes, L2 41943040 bytes, 1 matrix units
; CHECK: getTileSizeForLoop: {{[0-9]+ x [0-9]+ x [0-9]+}}
; CHECK-NEXT: why: sm_200x: {{.*}} of 524288 bytes;

; FITS-NOT: error
