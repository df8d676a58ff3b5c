//===- matrix/BlockTile.cpp - The block-tile layer of the matrix lowering -===//
//
// See MatrixLowering.h: legality (readBand, Lowering::check), decision
// (Lowering::decide: instruction, warp grid, stages, shared tiles) and
// rewrite (Lowering::rewrite: the K loop with its cp.async pipeline, the
// accumulators, the epilogue). The warp-tile layer is WarpTile.cpp.
//
// Sources of the facts used: cp.async.cg.shared.global copies 16 bytes and
// needs both addresses 16-byte aligned; cp.async.commit_group and
// cp.async.wait_group N (at most N groups of this thread pending) order
// the copies; a block barrier then makes every thread's copies visible
// (PTX ISA, "Data Movement and Conversion Instructions: cp.async").
//
//===----------------------------------------------------------------------===//
#include "analysis/ContractionTags.h"
#include "matrix/MatrixLowering.h"
#include "matrix/WarpTile.h"
#include "target/GPUTargetInfo.h"
#include "target/TargetInfo.h"
#include "utils/GPU.h"
#include "utils/LoopCounter.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "tilelang-promote"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::matrix;

namespace {

/// Stages when `pipeline(S)` does not say: three K tiles in flight.
constexpr unsigned DefaultStages = 3;
/// Accumulators per thread beyond which the fragments and addresses no
/// longer fit in 255 registers beside them.
constexpr unsigned MaxAccumulators = 128;

/// The band as tilelang-tile and tilelang-map left it, per band loop.
struct MappedBand {
  unsigned N = 0;
  SmallVector<unsigned, 4> Sizes;
  SmallVector<PHINode *, 4> TT, PT; ///< tile and point counters
  SmallVector<Value *, 4> TC;       ///< trip counts (iterations, i64)
  SmallVector<Loop *, 4> TileLoop;
};

/// One operand: its access, the address at the block tile's origin and the
/// bytes per step of its two coordinates (outer: m or n; inner: k, or n
/// for C).
struct Operand {
  char Role = 'A';
  Instruction *Access = nullptr;
  Type *ElemTy = nullptr;
  unsigned EB = 0;
  unsigned Outer = 0, Inner = 0; ///< band loops of the two coordinates
  bool InnerContiguous = true;   ///< contiguous along the inner coordinate
  Value *Origin = nullptr;       ///< ptr at (outer origin, inner 0 / origin)
  Value *DOuter = nullptr, *DInner = nullptr; ///< i64 bytes per step
  SharedTile Tile;                            ///< A and B only
  Value *Vec = nullptr; ///< i1: 16-byte copies are aligned
};

/// What the copy of one operand's chunk reads: in the kernel the
/// operand's values, in the out-of-line edge copy its arguments.
struct CopyView {
  Value *Origin, *DOuter, *DInner; ///< as Operand
  Value *U0, *TCU, *TCK;           ///< outer origin, trip counts (i64)
  Value *Vec;                      ///< i1: 16-byte copies aligned
};

class Lowering {
public:
  Lowering(Function &F, Loop *P, const BoundDirective &BD,
           FunctionAnalysisManager &FAM)
      : F(F), P(P), BD(BD), FAM(FAM), Ctx(F.getContext()) {}
  /// Legality, decision, rewrite; \p Why when refused.
  bool run(std::string &Why, std::string &Done);

private:
  Function &F;
  Loop *P;
  const BoundDirective &BD;
  FunctionAnalysisManager &FAM;
  LLVMContext &Ctx;
  MappedBand MB;
  TaggedContraction TC;
  Operand Ops[3];
  Loop *KLoop = nullptr;
  std::unique_ptr<TileLangTargetInfo> TI;
  const MatrixUnit *Unit = nullptr;
  const MatrixInstruction *Instr = nullptr;
  WarpGrid Grid;
  unsigned BM = 0, BN = 0, BK = 0, Stages = 0, Threads = 0;
  std::array<unsigned, 3> Block{1, 1, 1};
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);

  bool readBand(std::string &Why);
  bool check(std::string &Why);
  bool decide(std::string &Why);
  bool checkAddress(Value *V, std::string &Why) const;
  void rewrite();

  // Rewrite helpers.
  Value *instantiate(IRBuilderBase &B, Value *V, DenseMap<Value *, Value *> &M);
  Value *addressAt(IRBuilderBase &B, const Operand &O, Value *OuterOff,
                   Value *InnerOff);
  void setupOperand(IRBuilderBase &B, Operand &O);
  llvm::Function *edgeCopy(Operand &O);
  llvm::Function *epilogue(Type *AccTy, unsigned NAcc);
  Value *emitTid(IRBuilderBase &B);
  void emitCopy(IRBuilderBase &B, Operand &O, Value *Kt, Value *Stage,
                Value *Tid);
  void emitChunk(IRBuilderBase &B, Operand &O, const CopyView &V, Value *Kt,
                 Value *Stage, Value *Idx, bool Tested);
  void emitChunks(IRBuilderBase &B, Operand &O, const CopyView &V, Value *Kt,
                  Value *Stage, Value *Tid, bool Tested);
  llvm::Function *edgeTile(Operand &O);
};

bool Lowering::readBand(std::string &Why) {
  std::optional<TiledBand> T = readTiledBand(*P);
  if (!T || !T->Depth) {
    Why = "the band is not tiled";
    return false;
  }
  MB.N = T->Depth;
  MB.Sizes.assign(T->Sizes.begin(), T->Sizes.end());
  MB.TT.assign(MB.N, nullptr);
  MB.PT.assign(MB.N, nullptr);
  MB.TC.assign(MB.N, nullptr);
  MB.TileLoop.assign(MB.N, nullptr);
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  Loop *L = P;
  for (unsigned Q = 0; Q < MB.N; ++Q) {
    unsigned D = T->bandLoopAt(Q);
    std::optional<LoopCounter> C = L ? loopCounter(*L) : std::nullopt;
    auto *End = C ? dyn_cast<CallInst>(C->Bound) : nullptr;
    auto *Add = End && End->getMetadata("tilelang.tile.end")
                    ? dyn_cast<BinaryOperator>(End->getArgOperand(0))
                    : nullptr;
    auto *TT = Add ? dyn_cast<PHINode>(Add->getOperand(0)) : nullptr;
    if (D >= MB.N || !TT || MB.PT[D]) {
      Why = "the band's point loops are not the ones tilelang-tile builds";
      return false;
    }
    MB.PT[D] = C->Phi;
    MB.TT[D] = TT;
    MB.TC[D] = End->getArgOperand(1);
    MB.TileLoop[D] = LI.getLoopFor(TT->getParent());
    if (Q + 1 < MB.N)
      L = L->getSubLoops().size() == 1 ? L->getSubLoops()[0] : nullptr;
  }
  return true;
}

/// Whether \p V, an address of the band's body, can be rebuilt at a point
/// before the K loop: side-effect-free arithmetic over the point counters
/// and values from outside the K tile loop.
bool Lowering::checkAddress(Value *V, std::string &Why) const {
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !KLoop->contains(I))
    return true;
  if (auto *Phi = dyn_cast<PHINode>(I)) {
    if (is_contained(MB.PT, Phi))
      return true;
    Why = "an address depends on a value computed in the loop other than "
          "the loops' counters";
    return false;
  }
  if (I->mayReadOrWriteMemory() || I->mayHaveSideEffects() ||
      isa<CallBase>(I)) {
    Why = "an address depends on a load or a call in the band";
    return false;
  }
  return all_of(I->operands(),
                [&](Value *Op) { return checkAddress(Op, Why); });
}

bool Lowering::check(std::string &Why) {
  if (gpuKind(*F.getParent()) != GPUKind::NVPTX) {
    Why = "the matrix lowering is implemented for NVIDIA (mma.sync) only; "
          "AMD's MFMA is not generated yet";
    return false;
  }
  if (!readBand(Why))
    return false;
  std::optional<TaggedContraction> R = readContraction(*P, Why);
  if (!R)
    return false;
  TC = *R;
  KLoop = MB.TileLoop[TC.K];
  if (KLoop != P->getParentLoop()) {
    Why = "the K loop (loop " + std::to_string(TC.K + 1) +
          ") is not the innermost of the band's loops: the accumulators "
          "stay in registers only across an innermost K loop";
    return false;
  }
  for (unsigned L : TC.Batch)
    if (MB.Sizes[L] != 1) {
      Why = "batch loop " + std::to_string(L + 1) + " is tiled by " +
            std::to_string(MB.Sizes[L]) + "; tile it by 1";
      return false;
    }
  for (unsigned L = 0; L < MB.N; ++L)
    if (!MB.PT[L]->getType()->isIntegerTy(64) ||
        !MB.TT[L]->getType()->isIntegerTy(64) ||
        !MB.TC[L]->getType()->isIntegerTy(64)) {
      Why = "the band's counters are not 64-bit";
      return false;
    }
  if (!KLoop->getLoopPreheader() || !KLoop->getExitBlock()) {
    Why = "the K tile loop has no preheader or several exits";
    return false;
  }
  for (PHINode &Phi : KLoop->getExitBlock()->phis())
    for (Value *In : Phi.incoming_values())
      if (auto *I = dyn_cast<Instruction>(In); I && KLoop->contains(I)) {
        Why = "a value computed in the band is used after it";
        return false;
      }
  if (TC.A->isVolatile() || TC.B->isVolatile() || !TC.C->isSimple() ||
      (TC.CLoad && !TC.CLoad->isSimple())) {
    Why = "an access of the contraction is volatile or atomic";
    return false;
  }
  for (Instruction *I : {cast<Instruction>(TC.A), cast<Instruction>(TC.B),
                         cast<Instruction>(TC.C)})
    if (!checkAddress(getLoadStorePointerOperand(I), Why))
      return false;
  return true;
}

bool Lowering::decide(std::string &Why) {
  TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
  const TargetDescription *TD = TI ? TI->description() : nullptr;
  if (!TD) {
    Why = "the target has no description";
    return false;
  }
  if (TC.Type[0] == "f32" || TC.Type[1] == "f32") {
    Why = "f32 operands would be rounded to tf32 (10 mantissa bits) by the "
          "matrix unit; only f16, bf16 and 8-bit integer operands are "
          "lowered";
    return false;
  }
  std::string WhyNot;
  for (const MatrixUnit *U :
       matrixUnitsFor(*TD, TC.Type[0], TC.Type[1], TC.Type[2], WhyNot)) {
    const MatrixInstruction *I = U->instructionFor(TC.Type[0], TC.Type[1]);
    if (!I)
      continue;
    std::string W;
    if (MmaSyncWarpTile::supports(*U, *I, Ctx, W)) {
      Unit = U;
      Instr = I;
      break;
    }
    WhyNot = W;
  }
  if (!Unit) {
    Why = WhyNot.empty() ? "no matrix instruction of " + TD->Name + " takes " +
                               TC.Type[0] + " x " + TC.Type[1] + " -> " +
                               TC.Type[2]
                         : WhyNot;
    return false;
  }
  BM = MB.Sizes[TC.M];
  BN = MB.Sizes[TC.N];
  BK = MB.Sizes[TC.K];
  if (BK % Unit->K) {
    Why = "the K tile size " + std::to_string(BK) + " is not a multiple of " +
          std::to_string(Unit->K) + " (the k of " + Instr->Mnemonic + ")";
    return false;
  }
  Block = kernelBlockShape(F);
  Threads = Block[0] * Block[1] * Block[2];
  if (Threads % 32) {
    Why = std::to_string(Threads) + " threads per block are not whole warps";
    return false;
  }
  std::optional<WarpGrid> G =
      MmaSyncWarpTile::chooseGrid(BM, BN, Threads / 32, Why);
  if (!G)
    return false;
  Grid = *G;
  unsigned Acc = Grid.MI * Grid.NI * Unit->fragment(MatrixOperand::C).Elements;
  if (Acc > MaxAccumulators) {
    Why = "the " + std::to_string(BM) + " x " + std::to_string(BN) +
          " block tile gives each of the " + std::to_string(Threads) +
          " threads " + std::to_string(Acc) + " accumulators; at most " +
          std::to_string(MaxAccumulators) +
          " fit in registers (more threads or a smaller tile)";
    return false;
  }
  // The operands: A (m, k), B (n, k), C (m, n).
  const LoadInst *Loads[2] = {TC.A, TC.B};
  unsigned OuterOf[3] = {TC.M, TC.N, TC.M};
  for (unsigned X = 0; X < 3; ++X) {
    Operand &O = Ops[X];
    O.Role = "ABC"[X];
    O.Access = X < 2 ? const_cast<LoadInst *>(Loads[X])
                     : static_cast<Instruction *>(TC.C);
    O.ElemTy = X < 2 ? O.Access->getType()
                     : TC.C->getValueOperand()->getType();
    O.EB = F.getDataLayout().getTypeStoreSize(O.ElemTy);
    O.Outer = OuterOf[X];
    O.Inner = X < 2 ? TC.K : TC.N;
    // A row-major: contiguous along k; B row-major: along n (its outer).
    O.InnerContiguous = X == 1 ? TC.Layout[1] == OperandLayout::ColumnMajor
                               : TC.Layout[X] == OperandLayout::RowMajor;
    if (X == 2)
      continue;
    // ldmatrix transposes 16-bit elements only: 8-bit operands are stored
    // with k contiguous whatever their layout in memory.
    SharedTile &T = O.Tile;
    T.ElemBytes = O.EB;
    T.KContiguous = O.InnerContiguous || O.EB != 2;
    unsigned OuterSize = X == 0 ? BM : BN;
    T.Rows = T.KContiguous ? OuterSize : BK;
    T.Cols = T.KContiguous ? BK : OuterSize;
    uint64_t RowBytes = uint64_t(T.Cols) * O.EB;
    T.Layout.K = Layout::Swizzle;
    T.Layout.P1 = 128;
    T.Layout.P2 = RowBytes >= 128 ? 1 : 128 / RowBytes;
    T.Layout.Rows = T.Rows;
    T.Layout.Cols = T.Cols;
    T.Layout.PlaneElems = uint64_t(T.Rows) * T.Cols;
    T.Layout.ElemBytes = O.EB;
    if (RowBytes % 16 || (RowBytes < 128 && 128 % RowBytes) ||
        T.Rows % T.Layout.P2) {
      Why = "the " + std::to_string(T.Rows) + " x " + std::to_string(T.Cols) +
            " tile of " + std::string(1, O.Role) +
            " has rows that the 128-byte swizzle cannot hold";
      return false;
    }
  }
  // Stages: pipeline(S), else 3; as many as the scratchpad holds.
  uint64_t StageBytes = Ops[0].Tile.stageBytes() + Ops[1].Tile.stageBytes();
  uint64_t Limit = TD->Scratchpad.Present ? TD->Scratchpad.BytesPerBlock.Value
                                          : 48 * 1024;
  Stages = BD.D.PipelineStages >= 2 ? BD.D.PipelineStages : DefaultStages;
  if (BD.D.PipelineStages < 2)
    while (Stages > 2 && Stages * StageBytes > Limit)
      --Stages;
  if (Stages * StageBytes > Limit) {
    Why = std::to_string(Stages) + " stages of the A and B tiles need " +
          std::to_string(Stages * StageBytes) + " bytes of shared memory; " +
          TD->Name + " has " + std::to_string(Limit);
    return false;
  }
  for (unsigned X = 0; X < 2; ++X)
    Ops[X].Tile.Layout.Planes = Stages;
  return true;
}

/// \p V rebuilt before the K loop with the point counters replaced as \p M
/// says (checkAddress proved it can be).
Value *Lowering::instantiate(IRBuilderBase &B, Value *V,
                             DenseMap<Value *, Value *> &M) {
  if (auto It = M.find(V); It != M.end())
    return It->second;
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !KLoop->contains(I))
    return V;
  Instruction *C = I->clone();
  for (Use &U : C->operands())
    U.set(instantiate(B, U.get(), M));
  B.Insert(C, I->getName() + ".mma");
  M[V] = C;
  return C;
}

/// The address of \p O's element at (outer origin + \p OuterOff, inner
/// \p InnerOff) (i64 offsets in elements from the origin).
Value *Lowering::addressAt(IRBuilderBase &B, const Operand &O, Value *OuterOff,
                           Value *InnerOff) {
  Value *Off = B.CreateAdd(B.CreateMul(OuterOff, O.DOuter),
                           B.CreateMul(InnerOff, O.DInner));
  return B.CreatePtrAdd(O.Origin, Off);
}

void Lowering::setupOperand(IRBuilderBase &B, Operand &O) {
  Value *Ptr = getLoadStorePointerOperand(O.Access);
  auto At = [&](Value *Outer, Value *Inner) {
    // Batch loops (tiled by 1) at their one point, a loop the operand does
    // not vary with at its tile's first point, its two coordinates as given.
    DenseMap<Value *, Value *> M;
    for (unsigned L = 0; L < MB.N; ++L)
      M[MB.PT[L]] = MB.TT[L];
    M[MB.PT[O.Outer]] = Outer;
    M[MB.PT[O.Inner]] = Inner;
    return instantiate(B, Ptr, M);
  };
  PHINode *PO = MB.PT[O.Outer], *PI = MB.PT[O.Inner];
  Value *OuterOrigin = MB.TT[O.Outer];
  Value *InnerOrigin =
      O.Role == 'C' ? static_cast<Value *>(MB.TT[O.Inner])
                    : ConstantInt::get(PI->getType(), 0);
  O.Origin = At(OuterOrigin, InnerOrigin);
  Value *O1 = At(B.CreateAdd(OuterOrigin, ConstantInt::get(PO->getType(), 1)),
                 InnerOrigin);
  Value *I1 = At(OuterOrigin,
                 B.CreateAdd(InnerOrigin, ConstantInt::get(PI->getType(), 1)));
  Value *Base = B.CreatePtrToInt(O.Origin, I64);
  O.DOuter = B.CreateSub(B.CreatePtrToInt(O1, I64), Base, "d.outer");
  O.DInner = B.CreateSub(B.CreatePtrToInt(I1, I64), Base, "d.inner");
  if (O.Role == 'C')
    return;
  // 16-byte copies: the origin and the leading dimension's stride aligned
  // (every chunk is a multiple of 16 bytes from the origin).
  Value *Lead = O.InnerContiguous ? O.DOuter : O.DInner;
  Value *Contig = O.InnerContiguous ? O.DInner : O.DOuter;
  Value *Bits = B.CreateOr(Base, Lead);
  O.Vec = B.CreateAnd(
      B.CreateICmpEQ(B.CreateAnd(Bits, 15), B.getInt64(0)),
      B.CreateICmpEQ(Contig, B.getInt64(O.EB)), "vec.ok");
  if (O.InnerContiguous != O.Tile.KContiguous)
    O.Vec = B.getFalse();
}

/// Chunk \p Idx (16 bytes of the stage's tile) of K tile \p Kt: a
/// cp.async, or (\p Tested) a cp.async when the chunk is inside the array
/// and aligned, else an element-by-element copy.
void Lowering::emitChunk(IRBuilderBase &B, Operand &O, const CopyView &V,
                         Value *Kt, Value *Stage, Value *Idx, bool Tested) {
  Function *Fn = B.GetInsertBlock()->getParent();
  const SharedTile &T = O.Tile;
  unsigned VE = 16 / O.EB, CPR = T.Cols / VE;
  Value *Row = B.CreateUDiv(Idx, B.getInt32(CPR));
  Value *Col = B.CreateMul(B.CreateURem(Idx, B.getInt32(CPR)), B.getInt32(VE));
  Value *UOff = B.CreateZExt(T.KContiguous ? Row : Col, I64);
  Value *KOff = B.CreateZExt(T.KContiguous ? Col : Row, I64);
  Value *K = B.CreateAdd(B.CreateMul(Kt, B.getInt64(BK)), KOff);
  Value *Dst = B.CreateGEP(B.getInt8Ty(), Stage,
                           emitTileOffset(B, T, Row, Col));
  auto CpAsync = [&] {
    Value *Off = B.CreateAdd(B.CreateMul(UOff, V.DOuter),
                             B.CreateMul(K, V.DInner));
    Value *Global = B.CreateAddrSpaceCast(B.CreatePtrAdd(V.Origin, Off),
                                          PointerType::get(Ctx, 1));
    B.CreateIntrinsic(Intrinsic::nvvm_cp_async_cg_shared_global_16, {},
                      {Dst, Global});
  };
  if (!Tested) {
    CpAsync();
    return;
  }
  Value *U = B.CreateAdd(V.U0, UOff);
  // The whole chunk inside the array: along the contiguous coordinate.
  Value *Full =
      T.KContiguous
          ? B.CreateAnd(B.CreateICmpULT(U, V.TCU),
                        B.CreateICmpULE(B.CreateAdd(K, B.getInt64(VE)), V.TCK))
          : B.CreateAnd(B.CreateICmpULE(B.CreateAdd(U, B.getInt64(VE)), V.TCU),
                        B.CreateICmpULT(K, V.TCK));
  Full = B.CreateAnd(Full, V.Vec);
  BasicBlock *Fast = BasicBlock::Create(Ctx, "copy.fast", Fn);
  BasicBlock *Slow = BasicBlock::Create(Ctx, "copy.elements", Fn);
  BasicBlock *Join = BasicBlock::Create(Ctx, "copy.join", Fn);
  B.CreateCondBr(Full, Fast, Slow);
  B.SetInsertPoint(Fast);
  CpAsync();
  B.CreateBr(Join);
  B.SetInsertPoint(Slow);
  B.CreateCall(edgeCopy(O), {Dst, V.Origin, V.DOuter, V.DInner, U, K, V.U0,
                             V.TCU, V.TCK});
  B.CreateBr(Join);
  B.SetInsertPoint(Join);
}

/// The chunks of \p O's K tile \p Kt that thread \p Tid copies.
void Lowering::emitChunks(IRBuilderBase &B, Operand &O, const CopyView &V,
                          Value *Kt, Value *Stage, Value *Tid, bool Tested) {
  Function *Fn = B.GetInsertBlock()->getParent();
  unsigned Chunks = O.Tile.Rows * O.Tile.Cols / (16 / O.EB);
  for (unsigned I = 0; I * Threads < Chunks; ++I) {
    Value *Idx = B.CreateAdd(Tid, B.getInt32(I * Threads));
    if ((I + 1) * Threads <= Chunks) {
      emitChunk(B, O, V, Kt, Stage, Idx, Tested);
      continue;
    }
    BasicBlock *Do = BasicBlock::Create(Ctx, "copy.tail", Fn);
    BasicBlock *Next = BasicBlock::Create(Ctx, "copy.next", Fn);
    B.CreateCondBr(B.CreateICmpULT(Idx, B.getInt32(Chunks)), Do, Next);
    B.SetInsertPoint(Do);
    emitChunk(B, O, V, Kt, Stage, Idx, Tested);
    B.CreateBr(Next);
    B.SetInsertPoint(Next);
  }
}

/// The copy of \p O's K tile at the arrays' edges, out of line (its tests
/// and addresses kept out of the K loop's registers):
///   void (ptr addrspace(3) Stage, ptr Origin, i64 DOuter, i64 DInner,
///         i32 Tid, i64 Kt, i64 U0, i64 TCU, i64 TCK, i1 Vec)
/// every chunk of thread Tid tested: cp.async when inside the array and
/// aligned (Vec), else element by element.
Function *Lowering::edgeTile(Operand &O) {
  Module &Mod = *F.getParent();
  std::string Name = std::string("tilelang_mma_edge_tile_") + O.Role + "_" +
                     F.getName().str();
  if (Function *Fn = Mod.getFunction(Name))
    return Fn;
  auto *FT = FunctionType::get(
      Type::getVoidTy(Ctx),
      {PointerType::get(Ctx, 3), PointerType::get(Ctx, 0), I64, I64, I32, I64,
       I64, I64, I64, Type::getInt1Ty(Ctx)},
      false);
  Function *Fn = Function::Create(FT, GlobalValue::InternalLinkage, Name, &Mod);
  Fn->addFnAttr(Attribute::NoInline);
  Fn->addFnAttr(Attribute::NoUnwind);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Fn));
  CopyView V{Fn->getArg(1), Fn->getArg(2), Fn->getArg(3), Fn->getArg(6),
             Fn->getArg(7), Fn->getArg(8), Fn->getArg(9)};
  emitChunks(B, O, V, Fn->getArg(5), Fn->getArg(0), Fn->getArg(4), true);
  B.CreateRetVoid();
  return Fn;
}

/// The out-of-line copy of one 16-byte chunk of \p O element by element:
///   void (ptr addrspace(3) Dst, ptr Origin, i64 DOuter, i64 DInner,
///         i64 U, i64 K, i64 U0, i64 TCU, i64 TCK)
/// for the chunk's first element (U, K) (absolute coordinates; Origin is
/// the element (U0, 0)). An element outside the array, U >= TCU or
/// K >= TCK, reads the nearest element inside it (one the loop nest reads:
/// a block tile exists only when its first row and column are inside) and
/// stores zero instead.
Function *Lowering::edgeCopy(Operand &O) {
  Module &Mod = *F.getParent();
  std::string Name = std::string("tilelang_mma_edge_") + O.Role + "_" +
                     F.getName().str();
  if (Function *Fn = Mod.getFunction(Name))
    return Fn;
  Type *Ptr = PointerType::get(Ctx, 0), *Ptr3 = PointerType::get(Ctx, 3);
  auto *FT = FunctionType::get(Type::getVoidTy(Ctx),
                               {Ptr3, Ptr, I64, I64, I64, I64, I64, I64, I64},
                               false);
  Function *Fn =
      Function::Create(FT, GlobalValue::InternalLinkage, Name, &Mod);
  Fn->addFnAttr(Attribute::NoInline);
  Fn->addFnAttr(Attribute::NoUnwind);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Fn));
  Value *Dst = Fn->getArg(0), *Origin = Fn->getArg(1), *DO = Fn->getArg(2),
        *DI = Fn->getArg(3), *U = Fn->getArg(4), *K = Fn->getArg(5),
        *U0 = Fn->getArg(6), *TCU = Fn->getArg(7), *TCK = Fn->getArg(8);
  unsigned VE = 16 / O.EB;
  Value *Vec = PoisonValue::get(FixedVectorType::get(O.ElemTy, VE));
  Value *LastU = B.CreateSub(TCU, B.getInt64(1));
  Value *LastK = B.CreateSub(TCK, B.getInt64(1));
  for (unsigned E = 0; E < VE; ++E) {
    Value *UE = O.Tile.KContiguous ? U : B.CreateAdd(U, B.getInt64(E));
    Value *KE = O.Tile.KContiguous ? B.CreateAdd(K, B.getInt64(E)) : K;
    Value *In = B.CreateAnd(B.CreateICmpULT(UE, TCU), B.CreateICmpULT(KE, TCK));
    Value *CU = B.CreateBinaryIntrinsic(Intrinsic::umin, UE, LastU);
    Value *CK = B.CreateBinaryIntrinsic(Intrinsic::umin, KE, LastK);
    Value *Off = B.CreateAdd(B.CreateMul(B.CreateSub(CU, U0), DO),
                             B.CreateMul(CK, DI));
    Value *V = B.CreateAlignedLoad(O.ElemTy, B.CreatePtrAdd(Origin, Off),
                                   Align(O.EB));
    V = B.CreateSelect(In, V, Constant::getNullValue(O.ElemTy));
    Vec = B.CreateInsertElement(Vec, V, B.getInt32(E));
  }
  B.CreateAlignedStore(Vec, Dst, Align(16));
  B.CreateRetVoid();
  return Fn;
}

/// The thread's linear id in the block (i32).
Value *Lowering::emitTid(IRBuilderBase &B) {
  GPUKind Kind = GPUKind::NVPTX;
  Value *Tid = B.CreateTrunc(emitThreadId(B, Kind, 0), I32);
  if (Block[1] > 1 || Block[2] > 1) {
    Value *Y = B.CreateTrunc(emitThreadId(B, Kind, 1), I32);
    Value *Z = B.CreateTrunc(emitThreadId(B, Kind, 2), I32);
    Value *YZ = B.CreateAdd(Y, B.CreateMul(Z, B.getInt32(Block[1])));
    Tid = B.CreateAdd(Tid, B.CreateMul(YZ, B.getInt32(Block[0])), "tid");
  }
  return Tid;
}

/// The epilogue, out of line:
///   void (ptr Origin, i64 DM, i64 DN, i64 M0, i64 N0, i64 TCM, i64 TCN,
///         acc x NAcc)
/// adds this thread's accumulators to C's elements (M0 + row, N0 + col)
/// (Origin: C's element (M0, N0); DM, DN: bytes per row and column); a
/// block tile inside C without tests, one at C's edges testing each
/// element against TCM x TCN.
Function *Lowering::epilogue(Type *AccTy, unsigned NAcc) {
  Module &Mod = *F.getParent();
  std::string Name = "tilelang_mma_epilogue_" + F.getName().str();
  if (Function *Fn = Mod.getFunction(Name))
    return Fn;
  SmallVector<Type *, 136> Params{PointerType::get(Ctx, 0), I64, I64, I64,
                                  I64, I64, I64};
  Params.append(NAcc, AccTy);
  auto *FT = FunctionType::get(Type::getVoidTy(Ctx), Params, false);
  Function *Fn = Function::Create(FT, GlobalValue::InternalLinkage, Name, &Mod);
  Fn->addFnAttr(Attribute::NoInline);
  Fn->addFnAttr(Attribute::NoUnwind);
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", Fn);
  BasicBlock *Full = BasicBlock::Create(Ctx, "full", Fn);
  BasicBlock *Edge = BasicBlock::Create(Ctx, "edge", Fn);
  BasicBlock *Ret = BasicBlock::Create(Ctx, "done", Fn);
  IRBuilder<> B(Entry);
  Value *Origin = Fn->getArg(0), *DM = Fn->getArg(1), *DN = Fn->getArg(2),
        *M0 = Fn->getArg(3), *N0 = Fn->getArg(4), *TCM = Fn->getArg(5),
        *TCN = Fn->getArg(6);
  MmaSyncWarpTile Warp(*Unit, *Instr, Grid, Mod);
  Warp.setup(B, emitTid(B));
  Value *FullTile =
      B.CreateAnd(B.CreateICmpULE(B.CreateAdd(M0, B.getInt64(BM)), TCM),
                  B.CreateICmpULE(B.CreateAdd(N0, B.getInt64(BN)), TCN));
  B.CreateCondBr(FullTile, Full, Edge);
  Type *ElemTy = Ops[2].ElemTy;
  unsigned EB = Ops[2].EB;
  for (bool Guarded : {false, true}) {
    B.SetInsertPoint(Guarded ? Edge : Full);
    for (unsigned E = 0; E < NAcc; ++E) {
      auto [R, Cl] = Warp.element(B, E);
      Value *RO = B.CreateZExt(R, I64), *CO = B.CreateZExt(Cl, I64);
      BasicBlock *Next = nullptr;
      if (Guarded) {
        Value *In = B.CreateAnd(B.CreateICmpULT(B.CreateAdd(M0, RO), TCM),
                                B.CreateICmpULT(B.CreateAdd(N0, CO), TCN));
        BasicBlock *St = BasicBlock::Create(Ctx, "store", Fn);
        Next = BasicBlock::Create(Ctx, "next", Fn);
        B.CreateCondBr(In, St, Next);
        B.SetInsertPoint(St);
      }
      Value *Addr = B.CreatePtrAdd(
          Origin, B.CreateAdd(B.CreateMul(RO, DM), B.CreateMul(CO, DN)));
      Value *Old = B.CreateAlignedLoad(ElemTy, Addr, Align(EB), "c");
      Value *Acc = Fn->getArg(7 + E);
      B.CreateAlignedStore(ElemTy->isFloatingPointTy() ? B.CreateFAdd(Old, Acc)
                                                       : B.CreateAdd(Old, Acc),
                           Addr, Align(EB));
      if (Next) {
        B.CreateBr(Next);
        B.SetInsertPoint(Next);
      }
    }
    B.CreateBr(Ret);
  }
  B.SetInsertPoint(Ret);
  B.CreateRetVoid();
  return Fn;
}

/// The copy of \p O's K tile \p Kt into stage buffer \p Stage by all the
/// block's threads.
void Lowering::emitCopy(IRBuilderBase &B, Operand &O, Value *Kt, Value *Stage,
                        Value *Tid) {
  // A K tile wholly inside the array with aligned addresses (every tile but
  // the edges): cp.async without a test per chunk; the edges out of line.
  unsigned OuterSize = O.Outer == TC.M ? BM : BN;
  Value *Interior = B.CreateAnd(
      O.Vec,
      B.CreateAnd(
          B.CreateICmpULE(B.CreateAdd(MB.TT[O.Outer], B.getInt64(OuterSize)),
                          MB.TC[O.Outer]),
          B.CreateICmpULE(B.CreateMul(B.CreateAdd(Kt, B.getInt64(1)),
                                      B.getInt64(BK)),
                          MB.TC[TC.K])));
  BasicBlock *In = BasicBlock::Create(Ctx, "mma.copy.interior", &F);
  BasicBlock *Edge = BasicBlock::Create(Ctx, "mma.copy.edges", &F);
  BasicBlock *Join = BasicBlock::Create(Ctx, "mma.copy.done", &F);
  B.CreateCondBr(Interior, In, Edge);
  CopyView V{O.Origin, O.DOuter, O.DInner, MB.TT[O.Outer], MB.TC[O.Outer],
             MB.TC[TC.K], O.Vec};
  B.SetInsertPoint(In);
  emitChunks(B, O, V, Kt, Stage, Tid, false);
  B.CreateBr(Join);
  B.SetInsertPoint(Edge);
  B.CreateCall(edgeTile(O), {Stage, O.Origin, O.DOuter, O.DInner, Tid, Kt,
                             MB.TT[O.Outer], MB.TC[O.Outer], MB.TC[TC.K],
                             O.Vec});
  B.CreateBr(Join);
  B.SetInsertPoint(Join);
}

void Lowering::rewrite() {
  Module &Mod = *F.getParent();
  BasicBlock *Pre = KLoop->getLoopPreheader();
  BasicBlock *Exit = KLoop->getExitBlock();
  BasicBlock *OldHeader = KLoop->getHeader();
  SmallVector<BasicBlock *, 16> Dead(KLoop->blocks());

  // Shared buffers, one per operand, all stages.
  for (unsigned X = 0; X < 2; ++X) {
    Operand &O = Ops[X];
    SharedTile &T = O.Tile;
    auto *Ty = ArrayType::get(Type::getInt8Ty(Ctx), Stages * T.stageBytes());
    std::string Name =
        describeObject(getUnderlyingObject(getLoadStorePointerOperand(O.Access)),
                       &BD);
    if (Name.size() > 2 && Name.front() == '\'')
      Name = Name.substr(1, Name.size() - 2);
    else
      Name = std::string(1, O.Role);
    T.Buffer = new GlobalVariable(Mod, Ty, false, GlobalValue::InternalLinkage,
                                  PoisonValue::get(Ty), "tilelang.mma." + Name,
                                  nullptr, GlobalValue::NotThreadLocal, 3);
    T.Buffer->setAlignment(Align(128));
    T.Buffer->setMetadata(
        "tilelang.buffer",
        MDNode::get(Ctx, {MDString::get(Ctx, Name),
                          ConstantAsMetadata::get(ConstantInt::get(I64, Stages)),
                          ConstantAsMetadata::get(ConstantInt::get(I64, T.Rows)),
                          ConstantAsMetadata::get(
                              ConstantInt::get(I64, T.Cols))}));
    T.Buffer->setMetadata("tilelang.layout", T.Layout.toMetadata(Ctx));
  }

  BasicBlock *Entry = BasicBlock::Create(Ctx, "mma.entry", &F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "mma.done", &F);
  Pre->getTerminator()->replaceUsesOfWith(OldHeader, Entry);
  IRBuilder<> B(Entry);
  GPUKind Kind = GPUKind::NVPTX;

  Value *Tid = emitTid(B);
  MmaSyncWarpTile Warp(*Unit, *Instr, Grid, Mod);
  Warp.setup(B, Tid);
  for (Operand &O : Ops)
    setupOperand(B, O);
  Value *TCK = MB.TC[TC.K];
  Value *KT = B.CreateUDiv(B.CreateAdd(TCK, B.getInt64(BK - 1)),
                           B.getInt64(BK), "k.tiles");
  // An empty K range reads and writes nothing (as the loop nest).
  BasicBlock *Body = BasicBlock::Create(Ctx, "mma.tile", &F);
  B.CreateCondBr(B.CreateICmpEQ(KT, B.getInt64(0)), Done, Body);
  B.SetInsertPoint(Body);

  // The accumulators start at zero; C's elements are added in the
  // epilogue (C + the sum in the matrix unit's order: a reordering of the
  // loop nest's sum, which compute(tensor_core) permits). Loading C here
  // would keep its addresses alive across the K loop.
  Operand &C = Ops[2];
  unsigned NAcc = Warp.accumulators();
  SmallVector<Value *, 128> Acc(NAcc, Constant::getNullValue(Warp.accType()));

  auto StageBase = [&](Operand &O, Value *S) {
    return B.CreateGEP(B.getInt8Ty(), O.Tile.Buffer,
                       B.CreateMul(S, B.getInt32(O.Tile.stageBytes())));
  };
  auto CopyIf = [&](Value *Kt, Value *S) {
    BasicBlock *Do = BasicBlock::Create(Ctx, "mma.load", &F);
    BasicBlock *Next = BasicBlock::Create(Ctx, "mma.load.done", &F);
    B.CreateCondBr(B.CreateICmpULT(Kt, KT), Do, Next);
    B.SetInsertPoint(Do);
    for (unsigned X = 0; X < 2; ++X)
      emitCopy(B, Ops[X], Kt, StageBase(Ops[X], S), Tid);
    B.CreateBr(Next);
    B.SetInsertPoint(Next);
    B.CreateIntrinsic(Intrinsic::nvvm_cp_async_commit_group, {});
  };
  // Prologue: K tiles 0 .. S - 2 in flight.
  for (unsigned S = 0; S + 1 < Stages; ++S)
    CopyIf(B.getInt64(S), B.getInt32(S));
  BasicBlock *PreLoop = B.GetInsertBlock();
  BasicBlock *Header = BasicBlock::Create(Ctx, "mma.k", &F);
  BasicBlock *Step = BasicBlock::Create(Ctx, "mma.k.body", &F);
  BasicBlock *After = BasicBlock::Create(Ctx, "mma.k.end", &F);
  B.CreateBr(Header);
  B.SetInsertPoint(Header);
  PHINode *Kt = B.CreatePHI(I64, 2, "kt");
  Kt->addIncoming(B.getInt64(0), PreLoop);
  SmallVector<PHINode *, 128> AccPhi;
  for (unsigned E = 0; E < NAcc; ++E) {
    AccPhi.push_back(B.CreatePHI(Acc[E]->getType(), 2, "acc"));
    AccPhi.back()->addIncoming(Acc[E], PreLoop);
  }
  B.CreateCondBr(B.CreateICmpULT(Kt, KT), Step, After);
  B.SetInsertPoint(Step);
  // K tile kt has landed in every thread's copies: wait, then a barrier
  // (which also ends every warp's reads of the stage refilled below).
  B.CreateIntrinsic(Intrinsic::nvvm_cp_async_wait_group, {},
                    {B.getInt32(Stages - 2)});
  emitBlockBarrier(B, Kind);
  Value *NextKt = B.CreateAdd(Kt, B.getInt64(Stages - 1));
  CopyIf(NextKt, B.CreateTrunc(B.CreateURem(NextKt, B.getInt64(Stages)), I32));
  Value *S = B.CreateTrunc(B.CreateURem(Kt, B.getInt64(Stages)), I32);
  SmallVector<Value *, 128> Cur(AccPhi.begin(), AccPhi.end());
  Value *SA = StageBase(Ops[0], S), *SB = StageBase(Ops[1], S);
  for (unsigned KK = 0; KK < BK / Warp.instrK(); ++KK)
    Warp.emitStep(B, Ops[0].Tile, SA, Ops[1].Tile, SB, KK, Cur);
  BasicBlock *Latch = B.GetInsertBlock();
  Value *KtNext = B.CreateAdd(Kt, B.getInt64(1));
  Kt->addIncoming(KtNext, Latch);
  for (unsigned E = 0; E < NAcc; ++E)
    AccPhi[E]->addIncoming(Cur[E], Latch);
  B.CreateBr(Header);

  // Epilogue: every copy drained, the stages free for the next block tile,
  // the accumulators stored where they are inside C.
  B.SetInsertPoint(After);
  B.CreateIntrinsic(Intrinsic::nvvm_cp_async_wait_group, {}, {B.getInt32(0)});
  emitBlockBarrier(B, Kind);
  // Out of line: its addresses depend on the block tile and the lane
  // only, and LICM would hoist them out of the tile loops into registers
  // held across the K loop.
  SmallVector<Value *, 136> Args{C.Origin, C.DOuter, C.DInner,
                                 MB.TT[TC.M], MB.TT[TC.N], MB.TC[TC.M],
                                 MB.TC[TC.N]};
  Args.append(AccPhi.begin(), AccPhi.end());
  B.CreateCall(epilogue(Warp.accType(), NAcc), Args);
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
  B.CreateBr(Exit);
  for (PHINode &Phi : Exit->phis())
    for (unsigned I = 0; I < Phi.getNumIncomingValues(); ++I)
      if (KLoop->contains(Phi.getIncomingBlock(I)))
        Phi.setIncomingBlock(I, Done);
  // The old K tile loop and point loops are unreachable now.
  for (BasicBlock *BB : Dead)
    BB->dropAllReferences();
  for (BasicBlock *BB : Dead)
    BB->eraseFromParent();
  // Blocks per multiprocessor: two whenever both fit the register file at
  // 255 registers per thread (blocks of at most 128 threads, ptxas's own
  // choice) or the block's accumulators are at most 64 per thread, for
  // which ptxas is held to 128 registers (nvvm.minctasm 2) and spills a
  // little outside the mma sequence. Measured on the H200, f16 8192^3
  // (benchmarks/RESULTS.md): 128 x 128 x 32 with 256 threads went from 267
  // to 336 TFLOP/s (4 stages) with the second block.
  F.removeFnAttr("nvvm.minctasm");
  if (Threads > 128 && Threads <= 512 &&
      Grid.MI * Grid.NI * Unit->fragment(MatrixOperand::C).Elements <= 64)
    F.addFnAttr("nvvm.minctasm", "2");
}

bool Lowering::run(std::string &Why, std::string &DoneText) {
  if (!check(Why) || !decide(Why))
    return false;
  rewrite();
  const SharedTile &A = Ops[0].Tile, &Bt = Ops[1].Tile;
  DoneText =
      "lowered the contraction to " + Instr->Mnemonic + ": block tile " +
      std::to_string(BM) + " x " + std::to_string(BN) + " x " +
      std::to_string(BK) + ", " + std::to_string(Threads / 32) +
      " warps as " + std::to_string(Grid.WGM) + " x " +
      std::to_string(Grid.WGN) + " warp tiles of " + std::to_string(Grid.WM) +
      " x " + std::to_string(Grid.WN) + " (" + std::to_string(Grid.MI) +
      " x " + std::to_string(Grid.NI) + " instructions), " +
      std::to_string(Grid.MI * Grid.NI *
                     Unit->fragment(MatrixOperand::C).Elements) +
      " accumulators per thread; A and B staged by cp.async in " +
      std::to_string(Stages) + " stages (" + std::to_string(A.Rows) + " x " +
      std::to_string(A.Cols) + " and " + std::to_string(Bt.Rows) + " x " +
      std::to_string(Bt.Cols) + ", swizzle(128)), fragments by ldmatrix" +
      (A.KContiguous && Bt.KContiguous ? "" : " (.trans where k is not contiguous)");
  return true;
}

} // namespace

bool tilelang::lowerToMatrixUnit(Function &F, Loop *P, const BoundDirective &BD,
                                 FunctionAnalysisManager &FAM) {
  OptimizationRemarkEmitter ORE(&F);
  DebugLoc Loc = directiveLoc(F, BD.D);
  BasicBlock *Header = P->getHeader();
  Lowering L(F, P, BD, FAM);
  std::string Why, Done;
  if (!L.run(Why, Done)) {
    std::string Msg = "compute(tensor_core) not carried out: " + Why +
                      "; the point loops run on SIMT cores";
    ORE.emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "MatrixUnitRefused", Loc,
                                      Header)
             << Msg;
    });
    reportNotTransformed(F, BD.D, Msg);
    return false;
  }
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "MatrixUnit", Loc, &F.getEntryBlock())
           << Done;
  });
  return true;
}
