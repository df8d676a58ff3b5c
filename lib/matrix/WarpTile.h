//===- matrix/WarpTile.h - The warp-tile layer of the matrix lowering -----===//
//
// The matrix lowering (MatrixLowering.h) has two layers:
//   - the block tile (BlockTile.cpp): a BM x BN tile of C per block, the A
//     and B tiles of each K step staged in shared memory (cp.async on
//     NVIDIA, loads and LDS stores on AMD) in a ring of `pipeline(S)`
//     stages, the accumulators kept in registers
//     across the whole K loop, the epilogue;
//   - the warp tile (this file): the block's warps in a WGM x WGN grid,
//     each owning a WM x WN part of the block tile, computed as MI x NI
//     instruction tiles of the matrix unit; per instruction K step the
//     warp loads its fragments from the staged tiles and multiplies.
// Only the warp layer knows the instruction: the block tile drives it
// through WarpTileLayer. NVIDIA's mma.sync with ldmatrix
// (MmaSyncWarpTile, WarpTile.cpp) and AMD's MFMA on 64-lane wavefronts
// with fragments read from LDS by ordinary loads (MfmaWarpTile,
// MfmaWarpTile.cpp) are the two layers; Hopper's wgmma (a warpgroup
// reading shared memory directly) would be a third.
//
// Fragment layouts come from the chip's description (MatrixUnit, the
// formulas over lane and i): the accumulator's (row, col) of every lane's
// element i is the description's C layout, emitted as IR (LayoutExpr::emit);
// A and B are loaded by ldmatrix, which the description reader proved
// loads exactly those fragments (FragmentLayout::LdMatrix).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_MATRIX_WARPTILE_H
#define TILELANG_MATRIX_WARPTILE_H

#include "layout/LayoutPass.h"
#include "target/TargetDescription.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include <string>
#include <utility>

namespace tilelang {
namespace matrix {

/// One operand's tile of one pipeline stage in shared memory: Rows x Cols
/// elements of ElemBytes bytes, Cols contiguous, under a 128-byte XOR
/// swizzle on NVIDIA or row-major on AMD (AppliedLayout, LayoutPass.h),
/// the stages one after another.
struct SharedTile {
  unsigned Rows = 0, Cols = 0, ElemBytes = 0;
  /// Whether the rows run along the operand's outer coordinate (m of A, n
  /// of B), i.e. k is contiguous; else k runs along the rows.
  bool KContiguous = true;
  AppliedLayout Layout;
  llvm::GlobalVariable *Buffer = nullptr;
  uint64_t stageBytes() const { return uint64_t(Rows) * Cols * ElemBytes; }
};

/// The byte offset, within a stage, of element (\p Row, \p Col) of \p T
/// under its layout (i32 arithmetic: a stage is below 2^31 bytes).
llvm::Value *emitTileOffset(llvm::IRBuilderBase &B, const SharedTile &T,
                            llvm::Value *Row, llvm::Value *Col);

/// The warps of a block over its BM x BN tile.
struct WarpGrid {
  unsigned WGM = 1, WGN = 1; ///< warps along m and n
  unsigned WM = 0, WN = 0;   ///< the warp tile, elements
  unsigned MI = 0, NI = 0;   ///< instruction tiles along m and n
};

/// The warp-tile layer as the block tile sees it: per-thread set-up, one
/// instruction K step over the staged tiles, the accumulators' places.
class WarpTileLayer {
public:
  virtual ~WarpTileLayer() = default;
  /// The accumulator type (f32 or i32).
  virtual llvm::Type *accType() const = 0;
  /// Accumulators per thread.
  virtual unsigned accumulators() const = 0;
  /// The instruction's K, elements.
  virtual unsigned instrK() const = 0;
  /// Per-thread values computed once before the K loop: lane, the warp's
  /// origin in the block tile. \p Tid is the thread's linear id (i32).
  virtual void setup(llvm::IRBuilderBase &B, llvm::Value *Tid) = 0;
  /// One instruction K step \p KK (elements KK * K ... of the stage): the
  /// fragments of A and B loaded from the stage's tiles at byte addresses
  /// \p StageA / \p StageB (ptr addrspace(3)), the warp's instructions
  /// accumulating into \p Acc.
  virtual void emitStep(llvm::IRBuilderBase &B, const SharedTile &A,
                        llvm::Value *StageA, const SharedTile &Bt,
                        llvm::Value *StageB, unsigned KK,
                        llvm::SmallVectorImpl<llvm::Value *> &Acc) = 0;
  /// Row and column (i32) within the block tile of accumulator \p E of
  /// this lane.
  virtual std::pair<llvm::Value *, llvm::Value *>
  element(llvm::IRBuilderBase &B, unsigned E) = 0;
};

/// What the warp layers built from a description share: the unit, its
/// instruction, the warp grid, the accumulators and their places (the C
/// fragment's formulas, LayoutExpr::emit).
class FragmentWarpTile : public WarpTileLayer {
public:
  llvm::Type *accType() const override { return AccTy; }
  unsigned accumulators() const override { return G.MI * G.NI * CElems; }
  unsigned instrK() const override { return U.K; }
  void setup(llvm::IRBuilderBase &B, llvm::Value *Tid) override;
  std::pair<llvm::Value *, llvm::Value *> element(llvm::IRBuilderBase &B,
                                                  unsigned E) override;

protected:
  /// \p Lanes per warp (32) or wavefront (64); \p What names the values
  /// ("warp", "wave").
  FragmentWarpTile(const MatrixUnit &U, const MatrixInstruction &I,
                   const WarpGrid &G, llvm::Module &M, unsigned Lanes,
                   const char *What);
  const MatrixUnit &U;
  const MatrixInstruction &I;
  WarpGrid G;
  llvm::Module &M;
  llvm::Type *AccTy = nullptr;
  unsigned CElems = 0, Lanes = 32;
  const char *What;
  llvm::Value *Lane = nullptr, *WarpRow = nullptr, *WarpCol = nullptr;
};

/// NVIDIA mma.sync m16n8kK with ldmatrix fragments.
class MmaSyncWarpTile final : public FragmentWarpTile {
public:
  /// Whether unit \p U with instruction \p I can be driven from shared
  /// tiles: the m16n8 shape, A and B fragments that ldmatrix loads (x4 for
  /// A, x2 for B), K x element bytes = 32 (two 16-byte matrices), the
  /// intrinsic known to LLVM. \p Why says what is missing.
  static bool supports(const MatrixUnit &U, const MatrixInstruction &I,
                       llvm::LLVMContext &Ctx, std::string &Why);
  /// The warp grid for a BM x BN block tile of \p Warps warps that needs
  /// the fewest fragment loads per instruction; std::nullopt with \p Why
  /// when no grid divides the tile into 16 x 16 multiples.
  static std::optional<WarpGrid> chooseGrid(unsigned BM, unsigned BN,
                                            unsigned Warps, std::string &Why);

  MmaSyncWarpTile(const MatrixUnit &U, const MatrixInstruction &I,
                  const WarpGrid &G, llvm::Module &M);

  void emitStep(llvm::IRBuilderBase &B, const SharedTile &A,
                llvm::Value *StageA, const SharedTile &Bt, llvm::Value *StageB,
                unsigned KK,
                llvm::SmallVectorImpl<llvm::Value *> &Acc) override;

private:
  /// ldmatrix x4 of the 16 x (2 x 16-byte) block at outer offset \p Outer
  /// + \p OuterConst (elements within the block tile) and k offset
  /// \p KConst: A's four registers (matrix j = outer half j % 2, k half
  /// j / 2), or B's (outer half j / 2, k half j % 2).
  llvm::SmallVector<llvm::Value *, 4>
  loadX4(llvm::IRBuilderBase &B, const SharedTile &T, llvm::Value *Stage,
         llvm::Value *Outer, unsigned OuterConst, unsigned KConst, bool IsA);
};

/// AMD MFMA (v_mfma_*) on 64-lane wavefronts, the fragments of A and B
/// read from LDS by ordinary loads at the places the description's
/// formulas give (vector loads where a lane's elements are consecutive
/// along a k-contiguous row), the accumulator's places from its C formula.
class MfmaWarpTile final : public FragmentWarpTile {
public:
  /// Whether unit \p U with instruction \p I can be driven: 64 lanes,
  /// fragment layouts for A, B and C, and an LLVM intrinsic taking (A, B,
  /// C, cbsz, abid, blgp) of the fragments' sizes. \p Why otherwise.
  static bool supports(const MatrixUnit &U, const MatrixInstruction &I,
                       llvm::LLVMContext &Ctx, std::string &Why);
  /// The wavefront grid over a BM x BN block tile of \p Waves wavefronts
  /// with the fewest fragment loads per instruction; the wavefront tiles
  /// multiples of U's M x N. std::nullopt with \p Why when none divides.
  static std::optional<WarpGrid> chooseGrid(const MatrixUnit &U, unsigned BM,
                                            unsigned BN, unsigned Waves,
                                            std::string &Why);

  MfmaWarpTile(const MatrixUnit &U, const MatrixInstruction &I,
               const WarpGrid &G, llvm::Module &M);

  void emitStep(llvm::IRBuilderBase &B, const SharedTile &A,
                llvm::Value *StageA, const SharedTile &Bt, llvm::Value *StageB,
                unsigned KK,
                llvm::SmallVectorImpl<llvm::Value *> &Acc) override;

private:
  /// The fragment of operand \p Op (A or B) for the instruction tile at
  /// outer offset \p Outer + \p OuterConst and k offset \p KConst of the
  /// stage's tile \p T, as the intrinsic's operand type \p ParamTy.
  llvm::Value *loadFragment(llvm::IRBuilderBase &B, const SharedTile &T,
                            llvm::Value *Stage, MatrixOperand Op,
                            llvm::Value *Outer, unsigned OuterConst,
                            unsigned KConst, llvm::Type *ParamTy);
};

} // namespace matrix
} // namespace tilelang

#endif // TILELANG_MATRIX_WARPTILE_H
