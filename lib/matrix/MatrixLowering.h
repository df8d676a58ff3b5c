//===- matrix/MatrixLowering.h - compute(tensor_core) on the matrix unit --===//
//
// The lowering of a band whose point loops are a contraction (Contraction.h,
// recorded by tilelang-tile: ContractionTags.h) to the chip's matrix unit,
// called by tilelang-promote for a `compute(tensor_core)` band that
// tilelang-map spread over a block. It replaces the band's K tile loop (the
// innermost tile loop) and its point loops, for each block tile (m0, n0)
// the M and N tile loops give, by
//
//   C's block tile loaded into the accumulators (registers);
//   for every K tile: its A and B tiles copied to shared memory by cp.async
//     on NVIDIA, by 16-byte global loads and LDS stores on AMD (16 bytes
//     per copy; element by element, zero-filled, at the edges of the
//     arrays and where addresses are not 16-byte aligned), S stages in
//     flight (`pipeline(S)`; by default on NVIDIA those holding 256 bytes
//     of each row's k, e.g. 2 of a 64-wide f16 K tile; 2 on AMD), one
//     barrier per K tile;
//     the warps' fragments loaded by ldmatrix and multiplied by mma.sync,
//     or read from LDS by ordinary loads and multiplied by v_mfma on
//     64-lane wavefronts (the warp-tile layers, WarpTile.h);
//   the accumulators stored to C, elements outside the arrays skipped.
//
// Legality: the contraction as recorded, the K tile loop innermost, batch
// loops tiled by 1, the tile sizes multiples of the instruction's shape, a
// warp grid that divides the block tile, at most 128 accumulators per
// thread (whole warps / wavefronts), addresses that can be computed before the
// K loop; every refusal is a -Wpass-failed warning at the pragma with the
// reason, and the band stays the SIMT code tilelang-map made. Sum order changes
// (the matrix unit adds in its own order): compute(tensor_core) is the user's
// permission.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_MATRIX_MATRIXLOWERING_H
#define TILELANG_MATRIX_MATRIXLOWERING_H

#include "analysis/Metadata.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class Loop;
} // namespace llvm

namespace tilelang {

/// Lowers the band of outermost point loop \p P (directive \p BD) to the
/// matrix unit; true when done (the remark "MatrixUnit"), false with a
/// warning when refused (the IR unchanged).
bool lowerToMatrixUnit(llvm::Function &F, llvm::Loop *P,
                       const BoundDirective &BD,
                       llvm::FunctionAnalysisManager &FAM);

} // namespace tilelang

#endif // TILELANG_MATRIX_MATRIXLOWERING_H
