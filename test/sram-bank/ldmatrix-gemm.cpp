// tilelang-sram-bank on the matrix lowering's own output: examples/gemm_f16.cpp
// (compute(tensor_core), 128 x 128 x 64 block tile, 2 stages, 16 x 16
// threads, A and B staged with the 128-byte swizzle, in dynamic shared memory:
// 64 KiB, so both appear as tilelang_dynamic_smem) compiled for sm_90.
// Every ldmatrix.x4 of A (k contiguous) and .x4.trans of B (n contiguous) is
// predicted at 4 wavefronts per warp without conflicts, every cp.async copy-in
// at 4 (a 16-byte store: four quarter-warps); the hand-made kernels of
// ldmatrix.ll explain the numbers. The edge copies (out-of-line device
// functions) get each lane's shared address as a parameter: unknown.
//
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -o /dev/null %S/../../examples/gemm_f16.cpp -Rpass-analysis=tilelang-sram-bank 2>&1 \
// RUN:   | grep -o -e '[a-z0-9.]* of tilelang_[a-z_$A-Z]* ([^)]*)' -e '; [0-9]* wavefronts per warp ([^)]*)' \
// RUN:   | paste -d' ' - - | sort | uniq -c | FileCheck %s
//
// CHECK:      16 cp.async.cg.shared.global.16 of tilelang_dynamic_smem (16 B per lane) ; 4 wavefronts per warp (4 phases, 0 conflicts)
// CHECK-NEXT: 16 ldmatrix.sync.aligned.m8n8.x4.shared.b16 of tilelang_dynamic_smem (4 matrices of 8 rows x 16 B, row addresses from lanes 0-31) ; 4 wavefronts per warp (4 phases, 0 conflicts)
// CHECK-NEXT:  8 ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 of tilelang_dynamic_smem (4 matrices of 8 rows x 16 B, row addresses from lanes 0-31) ; 4 wavefronts per warp (4 phases, 0 conflicts)
//
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -o /dev/null %S/../../examples/gemm_f16.cpp -Rpass-analysis=tilelang-sram-bank 2>&1 \
// RUN:   | grep -o 'tilelang-sram-bank: [A-Za-z_0-9]*: .*unknown)' | FileCheck %s --check-prefix=SUM
// SUM-DAG: tilelang-sram-bank: gemm_f16: 40 scratchpad accesses (40 known, 0 unknown)
// SUM-DAG: tilelang-sram-bank: tilelang_mma_edge_tile_A_gemm_f16: 4 scratchpad accesses (0 known, 4 unknown)
// SUM-DAG: tilelang-sram-bank: tilelang_mma_edge_A_gemm_f16: 1 scratchpad access (0 known, 1 unknown)
// SUM-DAG: tilelang-sram-bank: tilelang_mma_edge_tile_B_gemm_f16: 4 scratchpad accesses (0 known, 4 unknown)
// SUM-DAG: tilelang-sram-bank: tilelang_mma_edge_B_gemm_f16: 1 scratchpad access (0 known, 1 unknown)
