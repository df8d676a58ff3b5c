//===- matrix/BlockTile.h - The block-tile layer's shared state -----------===//
//
// The block tile of the matrix lowering (MatrixLowering.h) in three parts:
// the band's legality (Legality.cpp: checkBand), the decision and the
// rewrite of the K loop (BlockTile.cpp), and the copies between global
// memory, the staged tiles and the registers (Copies.cpp: TileCopier).
// BlockPlan is what the three share: the band as tilelang-tile and
// tilelang-map left it, the contraction's operands and the decision.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_MATRIX_BLOCKTILE_H
#define TILELANG_MATRIX_BLOCKTILE_H

#include "analysis/ContractionTags.h"
#include "analysis/Metadata.h"
#include "matrix/WarpTile.h"
#include "utils/GPU.h"
#include "llvm/IR/PassManager.h"
#include <array>
#include <map>
#include <memory>

namespace llvm {
class Loop;
} // namespace llvm

namespace tilelang {
namespace matrix {

/// The band as tilelang-tile and tilelang-map left it, per band loop.
struct MappedBand {
  unsigned N = 0;
  llvm::SmallVector<unsigned, 4> Sizes;
  llvm::SmallVector<llvm::PHINode *, 4> TT, PT; ///< tile and point counters
  llvm::SmallVector<llvm::Value *, 4> TC;       ///< trip counts (i64)
  llvm::SmallVector<llvm::Loop *, 4> TileLoop;
};

/// One operand: its access, the address at the block tile's origin and the
/// bytes per step of its two coordinates (outer: m or n; inner: k, or n
/// for C).
struct Operand {
  char Role = 'A';
  llvm::Instruction *Access = nullptr;
  llvm::Type *ElemTy = nullptr;
  unsigned EB = 0;
  unsigned Outer = 0, Inner = 0; ///< band loops of the two coordinates
  bool InnerContiguous = true;   ///< contiguous along the inner coordinate
  llvm::Value *Origin = nullptr; ///< ptr at (outer origin, inner 0 / origin)
  llvm::Value *DOuter = nullptr, *DInner = nullptr; ///< i64 bytes per step
  SharedTile Tile;                                  ///< A and B only
  llvm::Value *Vec = nullptr; ///< i1: 16-byte copies are aligned
};

/// The band, its contraction and the decision.
struct BlockPlan {
  BlockPlan(llvm::Function &F, llvm::Loop *P, const BoundDirective &BD,
            llvm::FunctionAnalysisManager &FAM)
      : F(F), P(P), BD(BD), FAM(FAM), Ctx(F.getContext()),
        Kind(gpuKind(*F.getParent())) {}
  llvm::Function &F;
  llvm::Loop *P; ///< the outermost point loop
  const BoundDirective &BD;
  llvm::FunctionAnalysisManager &FAM;
  llvm::LLVMContext &Ctx;
  GPUKind Kind;
  MappedBand MB;
  TaggedContraction TC;
  Operand Ops[3]; ///< A, B, C
  llvm::Loop *KLoop = nullptr;
  const MatrixUnit *Unit = nullptr;
  const MatrixInstruction *Instr = nullptr;
  WarpGrid Grid;
  unsigned BM = 0, BN = 0, BK = 0, Stages = 0, Threads = 0;
  /// The chip's shared memory per SM / CU, bytes (0: not described).
  uint64_t SharedPerUnit = 0;
  unsigned WarpLanes = 32; ///< 32 (NVIDIA warps) or 64 (AMD wavefronts)
  std::array<unsigned, 3> Block{1, 1, 1};
  llvm::Type *I32 = llvm::Type::getInt32Ty(Ctx),
             *I64 = llvm::Type::getInt64Ty(Ctx);

  bool isAMD() const { return Kind == GPUKind::AMDGPU; }
  /// The warp-tile layer of the decision: mma.sync or MFMA.
  std::unique_ptr<WarpTileLayer> warpTile() const;
};

/// Legality (Legality.cpp): fills \p BP's MB, TC and KLoop from the band,
/// or returns false with \p Why.
bool checkBand(BlockPlan &BP, std::string &Why);

/// What the copy of one operand's chunk reads: in the kernel the operand's
/// values, in the out-of-line edge copy its arguments.
struct CopyView {
  llvm::Value *Origin, *DOuter, *DInner; ///< as Operand
  llvm::Value *U0, *TCU, *TCK;           ///< outer origin, trip counts (i64)
  llvm::Value *Vec;                      ///< i1: 16-byte copies aligned
};

/// The copies of the block tile (Copies.cpp): operands' addresses, the K
/// tiles into the stages (cp.async on NVIDIA; global loads and LDS stores
/// on AMD), the out-of-line edge copies and epilogue.
class TileCopier {
public:
  explicit TileCopier(BlockPlan &BP) : BP(BP), Ctx(BP.Ctx) {}
  /// The thread's linear id in the block (i32).
  llvm::Value *emitTid(llvm::IRBuilderBase &B);
  /// \p O's origin, strides and (A, B) 16-byte copy test before the K loop.
  void setupOperand(llvm::IRBuilderBase &B, Operand &O);
  /// The copy of \p O's K tile \p Kt into stage buffer \p Stage by all the
  /// block's threads.
  void emitCopy(llvm::IRBuilderBase &B, Operand &O, llvm::Value *Kt,
                llvm::Value *Stage, llvm::Value *Tid);
  /// The out-of-line epilogue adding \p NAcc accumulators of \p AccTy to C.
  llvm::Function *epilogue(llvm::Type *AccTy, unsigned NAcc);

private:
  BlockPlan &BP;
  llvm::LLVMContext &Ctx;
  llvm::Function &F = BP.F;
  MappedBand &MB = BP.MB;
  TaggedContraction &TC = BP.TC;
  Operand (&Ops)[3] = BP.Ops;
  llvm::Loop *&KLoop = BP.KLoop;
  const unsigned &BM = BP.BM, &BN = BP.BN, &BK = BP.BK, &Threads = BP.Threads;
  const std::array<unsigned, 3> &Block = BP.Block;
  llvm::Type *I32 = BP.I32, *I64 = BP.I64;
  /// This band's out-of-line functions, per operand role ('A', 'B'): a
  /// function with two bands has two sets (the module gives the second
  /// set's names a suffix).
  std::map<char, llvm::Function *> EdgeTiles, EdgeCopies;
  llvm::Function *Epilogue = nullptr;

  llvm::Value *instantiate(llvm::IRBuilderBase &B, llvm::Value *V,
                           llvm::DenseMap<llvm::Value *, llvm::Value *> &M);
  llvm::Value *addressAt(llvm::IRBuilderBase &B, const Operand &O,
                         llvm::Value *OuterOff, llvm::Value *InnerOff);
  llvm::Function *edgeCopy(Operand &O);
  struct ChunkPlace {
    llvm::Value *Dst, *UOff, *K;
  };
  ChunkPlace chunkPlace(llvm::IRBuilderBase &B, const Operand &O,
                        llvm::Value *Kt, llvm::Value *Stage, llvm::Value *Idx);
  llvm::Value *chunkSource(llvm::IRBuilderBase &B, const CopyView &V,
                           llvm::Value *UOff, llvm::Value *K);
  llvm::Function *edgeTile(Operand &O);
  void emitChunk(llvm::IRBuilderBase &B, Operand &O, const CopyView &V,
                 llvm::Value *Kt, llvm::Value *Stage, llvm::Value *Idx,
                 bool Tested);
  void emitChunks(llvm::IRBuilderBase &B, Operand &O, const CopyView &V,
                  llvm::Value *Kt, llvm::Value *Stage, llvm::Value *Tid,
                  bool Tested);
  /// 16 bytes from global \p Src to shared \p Dst: cp.async on NVIDIA, a
  /// load and an LDS store on AMD.
  void copy16(llvm::IRBuilderBase &B, Operand &O, llvm::Value *Dst,
              llvm::Value *Src);
};

} // namespace matrix
} // namespace tilelang

#endif // TILELANG_MATRIX_BLOCKTILE_H
