//===- matrix/BlockTile.cpp - The block-tile layer of the matrix lowering -===//
//
// See MatrixLowering.h and BlockTile.h: legality (Legality.cpp), decision
// (Lowering::decide: instruction, warp grid, stages, shared tiles) and
// rewrite (Lowering::rewrite: the K loop with its pipeline of staged tiles,
// the accumulators, the epilogue). The copies are Copies.cpp, the
// warp-tile layers WarpTile.cpp (mma.sync) and MfmaWarpTile.cpp (MFMA).
//
// Sources of the facts used: cp.async.commit_group and cp.async.wait_group
// N (at most N groups of this thread pending) order the copies; a block
// barrier then makes every thread's copies visible (PTX ISA, "Data
// Movement and Conversion Instructions: cp.async"). On AMD the copies are
// ordinary loads and LDS stores, complete before the barrier
// (emitBlockBarrier: workgroup fences around s_barrier).
//
//===----------------------------------------------------------------------===//
#include "matrix/BlockTile.h"
#include "matrix/MatrixLowering.h"
#include "target/GPUTargetInfo.h"
#include "target/TargetInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/Cloning.h"

#define DEBUG_TYPE "tilelang-promote"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::matrix;

std::unique_ptr<WarpTileLayer> BlockPlan::warpTile() const {
  Module &M = *F.getParent();
  if (isAMD())
    return std::make_unique<MfmaWarpTile>(*Unit, *Instr, Grid, M);
  return std::make_unique<MmaSyncWarpTile>(*Unit, *Instr, Grid, M);
}

namespace {

/// Stages when `pipeline(S)` does not say, on NVIDIA: as many K tiles as
/// keep 256 bytes of each operand row's k in flight (at least 2): the H200
/// sweep of the f16 GEMM (benchmarks/RESULTS.md, "Pipeline depth") found
/// BK = 32 fastest with 4 stages and BK = 64 with 2, both 128 KiB of shared
/// memory per SM at two blocks, and 3, 5 or 6 stages of BK = 32 and 3 of
/// BK = 64 slower by 7-12 %. On AMD two stages: its copies are synchronous
/// (a second stage lets one barrier per K tile separate the copy of the
/// next tile from the reads of the current one).
constexpr unsigned KBytesInFlight = 256, DefaultStagesAMD = 2;
/// The stages of \p BK-wide K tiles of \p ElemBytes-byte elements:
/// `pipeline(S)` (\p Asked; 1, the directive's default, is none: the front
/// end warns), else the default above.
unsigned stagesFor(unsigned Asked, unsigned BK, unsigned ElemBytes, bool AMD) {
  if (Asked >= 2)
    return Asked;
  return AMD ? DefaultStagesAMD
             : std::max(2u, KBytesInFlight / (BK * ElemBytes));
}
/// Accumulators per thread beyond which the fragments and addresses no
/// longer fit in 255 registers beside them.
constexpr unsigned MaxAccumulators = 128;

class Lowering : BlockPlan {
public:
  Lowering(Function &F, Loop *P, const BoundDirective &BD,
           FunctionAnalysisManager &FAM)
      : BlockPlan(F, P, BD, FAM) {}
  /// Legality, decision, rewrite; \p Why when refused.
  bool run(std::string &Why, std::string &Done);

private:
  std::unique_ptr<TileLangTargetInfo> TI;

  bool decide(std::string &Why);
  /// The unit and instruction of \p TD for the contraction's types that
  /// the warp-tile layer supports (AMD: the first whose shape fits the
  /// block tile and wavefronts, else the first).
  bool pickUnit(const TargetDescription &TD, std::string &Why);
  /// The shared tiles of A and B; false with \p Why when their rows do not
  /// fit the layout.
  bool planTiles(std::string &Why);
  void rewrite();
  std::string describe() const;
};

bool Lowering::pickUnit(const TargetDescription &TD, std::string &Why) {
  std::string WhyNot;
  for (const MatrixUnit *U :
       matrixUnitsFor(TD, TC.Type[0], TC.Type[1], TC.Type[2], WhyNot)) {
    const MatrixInstruction *I = U->instructionFor(TC.Type[0], TC.Type[1]);
    if (!I) {
      if (WhyNot.empty() && !U->hasInstructions())
        WhyNot = TD.Name + " describes " + U->Name +
                 " by its shape only (no instruction, intrinsic or fragment "
                 "layouts), and no unit with instructions takes " +
                 TC.Type[0] + " x " + TC.Type[1] + " -> " + TC.Type[2];
      continue;
    }
    std::string W;
    if (!isAMD() && MmaSyncWarpTile::supports(*U, *I, Ctx, W)) {
      Unit = U;
      Instr = I;
      return true;
    }
    if (isAMD() && MfmaWarpTile::supports(*U, *I, Ctx, W)) {
      if (!Unit) {
        Unit = U;
        Instr = I;
      }
      // The largest unit comes first (matrixUnitsFor); a smaller one is
      // taken when only it fits (e.g. a 16 x 16 tile on 16x16 MFMA).
      std::string Ignored;
      if (BK % U->K == 0 && Threads % 64 == 0 &&
          MfmaWarpTile::chooseGrid(*U, BM, BN, Threads / 64, Ignored)) {
        Unit = U;
        Instr = I;
        return true;
      }
      continue;
    }
    WhyNot = W;
  }
  if (Unit)
    return true;
  Why = WhyNot.empty()
            ? "no matrix instruction of " + TD.Name + " takes " + TC.Type[0] +
                  " x " + TC.Type[1] + " -> " + TC.Type[2]
            : WhyNot;
  return false;
}

bool Lowering::planTiles(std::string &Why) {
  // The operands: A (m, k), B (n, k), C (m, n).
  const LoadInst *Loads[2] = {TC.A, TC.B};
  unsigned OuterOf[3] = {TC.M, TC.N, TC.M};
  for (unsigned X = 0; X < 3; ++X) {
    Operand &O = Ops[X];
    O.Role = "ABC"[X];
    O.Access = X < 2 ? const_cast<LoadInst *>(Loads[X])
                     : static_cast<Instruction *>(TC.C);
    O.ElemTy = X < 2 ? O.Access->getType() : TC.C->getValueOperand()->getType();
    O.EB = F.getDataLayout().getTypeStoreSize(O.ElemTy);
    O.Outer = OuterOf[X];
    O.Inner = X < 2 ? TC.K : TC.N;
    // A row-major: contiguous along k; B row-major: along n (its outer).
    O.InnerContiguous = X == 1 ? TC.Layout[1] == OperandLayout::ColumnMajor
                               : TC.Layout[X] == OperandLayout::RowMajor;
    if (X == 2)
      continue;
    // NVIDIA: ldmatrix transposes 16-bit elements only: 8-bit operands are
    // stored with k contiguous whatever their layout in memory. AMD: the
    // tile keeps the array's orientation (16-byte copies always), the
    // fragments are read element by element where k is not contiguous.
    SharedTile &T = O.Tile;
    T.ElemBytes = O.EB;
    T.KContiguous = O.InnerContiguous || (!isAMD() && O.EB != 2);
    unsigned OuterSize = X == 0 ? BM : BN;
    T.Rows = T.KContiguous ? OuterSize : BK;
    T.Cols = T.KContiguous ? BK : OuterSize;
    uint64_t RowBytes = uint64_t(T.Cols) * O.EB;
    T.Layout.Rows = T.Rows;
    T.Layout.Cols = T.Cols;
    T.Layout.PlaneElems = uint64_t(T.Rows) * T.Cols;
    T.Layout.ElemBytes = O.EB;
    if (isAMD()) {
      // Row-major (no swizzle): simple and correct; LDS bank conflicts of
      // the fragment reads are not avoided.
      T.Layout.K = Layout::RowMajor;
      if (RowBytes % 16 == 0)
        continue;
      Why = "the " + std::to_string(T.Rows) + " x " + std::to_string(T.Cols) +
            " tile of " + std::string(1, O.Role) +
            " has rows that are not multiples of 16 bytes";
      return false;
    }
    T.Layout.K = Layout::Swizzle;
    T.Layout.P1 = 128;
    T.Layout.P2 = RowBytes >= 128 ? 1 : 128 / RowBytes;
    if (RowBytes % 16 || (RowBytes < 128 && 128 % RowBytes) ||
        T.Rows % T.Layout.P2) {
      Why = "the " + std::to_string(T.Rows) + " x " + std::to_string(T.Cols) +
            " tile of " + std::string(1, O.Role) +
            " has rows that the 128-byte swizzle cannot hold";
      return false;
    }
  }
  return true;
}

/// Whether the chip \p F is compiled for (not the description \p TD
/// standing in for it) has \p I: on NVIDIA, cp.async and ldmatrix (sm_80
/// and later: PTX ISA) and \p I's min_chip; on AMD, whose MFMA sets differ
/// from chip to chip (gfx908 lacks the .1k bf16 forms, RDNA has none:
/// `llc` dies with "Cannot select"), only the described chip itself. Else
/// false with \p Why.
static bool chipHasInstruction(Function &F, const TargetDescription &TD,
                               const MatrixInstruction &I, std::string &Why) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  if (Triple(F.getParent()->getTargetTriple()).isAMDGPU()) {
    if (CPU == TD.Name)
      return true;
    Why = (CPU.empty() ? "the chip (-mcpu)" : CPU.str()) +
          " has no description of its own (" + TD.Name +
          "'s stands in for it), so whether it has " + I.Mnemonic +
          " is not known; the lowering runs on the described chips "
          "(tilelang-llvm targets)";
    return false;
  }
  auto SM = [](StringRef C) {
    unsigned N = 0;
    return C.consume_front("sm_") && !C.consumeInteger(10, N) ? N : 0;
  };
  unsigned Need = std::max(80u, SM(I.MinChip));
  if (!SM(CPU) || SM(CPU) >= Need)
    return true;
  Why = CPU.str() + " has no " +
        (SM(CPU) < 80 ? std::string("cp.async and ldmatrix") : I.Mnemonic) +
        " (sm_" + std::to_string(Need) + " and later)";
  return false;
}

bool Lowering::decide(std::string &Why) {
  TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
  const TargetDescription *TD = TI ? TI->description() : nullptr;
  if (!TD) {
    Why = "the target has no description";
    return false;
  }
  // AMD: the descriptions give the f32 units (v_mfma_f32_*_f32, exact
  // products) by shape only, without fragments or intrinsic: pickUnit
  // refuses them with that reason.
  if (!isAMD() && (TC.Type[0] == "f32" || TC.Type[1] == "f32")) {
    Why = "f32 operands would be rounded to tf32 (10 mantissa bits) by the "
          "matrix unit; only f16, bf16 and 8-bit integer operands are "
          "lowered";
    return false;
  }
  BM = MB.Sizes[TC.M];
  BN = MB.Sizes[TC.N];
  BK = MB.Sizes[TC.K];
  Block = kernelBlockShape(F);
  Threads = Block[0] * Block[1] * Block[2];
  if (Threads == 1) {
    Why = "the band is not mapped to the GPU's blocks and threads (see "
          "tilelang-map's warning)";
    return false;
  }
  if (!pickUnit(*TD, Why))
    return false;
  if (!chipHasInstruction(F, *TD, *Instr, Why))
    return false;
  if (BK % Unit->K) {
    Why = "the K tile size " + std::to_string(BK) + " is not a multiple of " +
          std::to_string(Unit->K) + " (the k of " + Instr->Mnemonic + ")";
    return false;
  }
  WarpLanes = isAMD() ? 64 : 32;
  if (Threads % WarpLanes) {
    Why = std::to_string(Threads) + " threads per block are not whole " +
          (isAMD() ? "wavefronts of 64" : "warps");
    return false;
  }
  std::optional<WarpGrid> G =
      isAMD() ? MfmaWarpTile::chooseGrid(*Unit, BM, BN, Threads / 64, Why)
              : MmaSyncWarpTile::chooseGrid(BM, BN, Threads / 32, Why);
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
  if (!planTiles(Why))
    return false;
  // Stages: stagesFor's, as many as the scratchpad holds.
  uint64_t StageBytes = Ops[0].Tile.stageBytes() + Ops[1].Tile.stageBytes();
  uint64_t Limit =
      TD->Scratchpad.Present ? TD->Scratchpad.BytesPerBlock.Value : 48 * 1024;
  SharedPerUnit =
      TD->Scratchpad.Present ? TD->Scratchpad.BytesPerUnit.Value : 0;
  Stages = stagesFor(BD.D.PipelineStages, BK, Ops[0].Tile.ElemBytes, isAMD());
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

/// AMD: the calling convention passes at most 32 VGPRs of arguments
/// (AMDGPUCallingConv.td, CC_AMDGPU_Func), the rest through the stack
/// (scratch): the epilogue \p Epi, which takes every accumulator, is
/// inlined, and so are the edge tiles' copies (a call costs a scratch frame).
static void inlineOutOfLineCalls(Function &F, CallInst *Epi) {
  SmallVector<CallInst *, 8> Calls{Epi};
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction();
          Callee && Callee->getName().starts_with("tilelang_mma_edge_tile_"))
        Calls.push_back(CI);
  for (CallInst *CI : Calls) {
    Function *Callee = CI->getCalledFunction();
    InlineFunctionInfo IFI;
    InlineFunction(*CI, IFI);
    if (Callee->use_empty())
      Callee->eraseFromParent();
  }
}

/// nvvm.minctasm 2 (two blocks per SM) for a block of more than 128 and at
/// most 256 \p Threads with at most 64 accumulators each (128 registers;
/// 128-thread blocks get two at 255): docs/matrix.md, measured faster.
/// Only when the SM's \p SharedPerUnit bytes hold both blocks' \p Shared
/// bytes of stages plus the 1 KiB each block's shared memory reserves on
/// sm_80 and later (CUDA C++ Programming Guide, "Shared Memory" of compute
/// capability 8.x / 9.0): otherwise the registers would be capped for
/// nothing (128 x 128 x 64 with 4 stages, 128 KiB a block: 0.395x cuBLAS
/// capped, 0.426x not; benchmarks/RESULTS.md).
static void askBlocksPerSM(Function &F, unsigned Threads, unsigned NAcc,
                           uint64_t Shared, uint64_t SharedPerUnit) {
  F.removeFnAttr("nvvm.minctasm");
  if (Threads > 128 && Threads <= 256 && NAcc <= 64 &&
      2 * (Shared + 1024) <= SharedPerUnit)
    F.addFnAttr("nvvm.minctasm", "2");
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
    std::string Name = describeObject(
        getUnderlyingObject(getLoadStorePointerOperand(O.Access)), &BD);
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
        MDNode::get(Ctx,
                    {MDString::get(Ctx, Name),
                     ConstantAsMetadata::get(ConstantInt::get(I64, Stages)),
                     ConstantAsMetadata::get(ConstantInt::get(I64, T.Rows)),
                     ConstantAsMetadata::get(ConstantInt::get(I64, T.Cols))}));
    T.Buffer->setMetadata("tilelang.layout", T.Layout.toMetadata(Ctx));
  }

  BasicBlock *Entry = BasicBlock::Create(Ctx, "mma.entry", &F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "mma.done", &F);
  Pre->getTerminator()->replaceUsesOfWith(OldHeader, Entry);
  IRBuilder<> B(Entry);
  TileCopier Copier(*this);

  Value *Tid = Copier.emitTid(B);
  std::unique_ptr<WarpTileLayer> WarpPtr = warpTile();
  WarpTileLayer &Warp = *WarpPtr;
  Warp.setup(B, Tid);
  for (Operand &O : Ops)
    Copier.setupOperand(B, O);
  Value *TCK = MB.TC[TC.K];
  Value *KT = B.CreateUDiv(B.CreateAdd(TCK, B.getInt64(BK - 1)), B.getInt64(BK),
                           "k.tiles");
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
      Copier.emitCopy(B, Ops[X], Kt, StageBase(Ops[X], S), Tid);
    B.CreateBr(Next);
    B.SetInsertPoint(Next);
    if (!isAMD())
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
  // (which also ends every warp's reads of the stage refilled below). AMD:
  // the copies are complete loads and stores; the barrier alone.
  if (!isAMD())
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
  if (!isAMD())
    B.CreateIntrinsic(Intrinsic::nvvm_cp_async_wait_group, {}, {B.getInt32(0)});
  emitBlockBarrier(B, Kind);
  // Out of line: its addresses depend on the block tile and the lane
  // only, and LICM would hoist them out of the tile loops into registers
  // held across the K loop.
  SmallVector<Value *, 136> Args{C.Origin,    C.DOuter,    C.DInner,
                                 MB.TT[TC.M], MB.TT[TC.N], MB.TC[TC.M],
                                 MB.TC[TC.N]};
  Args.append(AccPhi.begin(), AccPhi.end());
  CallInst *Epi = B.CreateCall(Copier.epilogue(Warp.accType(), NAcc), Args);
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
  if (!isAMD()) {
    askBlocksPerSM(F, Threads, NAcc,
                   Stages *
                       (Ops[0].Tile.stageBytes() + Ops[1].Tile.stageBytes()),
                   SharedPerUnit);
    return;
  }
  inlineOutOfLineCalls(F, Epi);
}

bool Lowering::run(std::string &Why, std::string &DoneText) {
  if (!checkBand(*this, Why) || !decide(Why))
    return false;
  rewrite();
  DoneText = describe();
  return true;
}

std::string Lowering::describe() const {
  const SharedTile &A = Ops[0].Tile, &Bt = Ops[1].Tile;
  if (isAMD())
    return "lowered the contraction to " + Instr->Mnemonic + ": block tile " +
           std::to_string(BM) + " x " + std::to_string(BN) + " x " +
           std::to_string(BK) + ", " + std::to_string(Threads / 64) +
           " wavefronts as " + std::to_string(Grid.WGM) + " x " +
           std::to_string(Grid.WGN) + " tiles of " + std::to_string(Grid.WM) +
           " x " + std::to_string(Grid.WN) + " (" + std::to_string(Grid.MI) +
           " x " + std::to_string(Grid.NI) + " instructions), " +
           std::to_string(Grid.MI * Grid.NI *
                          Unit->fragment(MatrixOperand::C).Elements) +
           " accumulators per thread; A and B copied to LDS by global loads "
           "and LDS stores in " +
           std::to_string(Stages) + " stages (" + std::to_string(A.Rows) +
           " x " + std::to_string(A.Cols) + " and " + std::to_string(Bt.Rows) +
           " x " + std::to_string(Bt.Cols) +
           ", row-major, no swizzle), fragments by LDS loads" +
           (A.KContiguous && Bt.KContiguous
                ? ""
                : " (element by element where k is not contiguous)");
  return "lowered the contraction to " + Instr->Mnemonic + ": block tile " +
         std::to_string(BM) + " x " + std::to_string(BN) + " x " +
         std::to_string(BK) + ", " + std::to_string(Threads / 32) +
         " warps as " + std::to_string(Grid.WGM) + " x " +
         std::to_string(Grid.WGN) + " warp tiles of " +
         std::to_string(Grid.WM) + " x " + std::to_string(Grid.WN) + " (" +
         std::to_string(Grid.MI) + " x " + std::to_string(Grid.NI) +
         " instructions), " +
         std::to_string(Grid.MI * Grid.NI *
                        Unit->fragment(MatrixOperand::C).Elements) +
         " accumulators per thread; A and B staged by cp.async in " +
         std::to_string(Stages) + " stages (" + std::to_string(A.Rows) + " x " +
         std::to_string(A.Cols) + " and " + std::to_string(Bt.Rows) + " x " +
         std::to_string(Bt.Cols) + ", swizzle(128)), fragments by ldmatrix" +
         (A.KContiguous && Bt.KContiguous
              ? ""
              : " (.trans where k is not contiguous)");
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
