//===- TilePass.cpp - tilelang-tile ---------------------------------------===//
//
// Legality (Band.h), decision (TileLangTargetInfo) and rewrite, in that
// order, for every loop that carries a `tile(...)` directive. See TilePass.h.
//
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile' -pass-remarks=tilelang
//
//===----------------------------------------------------------------------===//
#include "tile/TilePass.h"
#include "utils/FullTiles.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "analysis/Band.h"
#include "analysis/BandInfo.h"
#include "analysis/Metadata.h"
#include "target/TargetInfo.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/DependenceAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Scalar/IndVarSimplify.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include <algorithm>
#include <cmath>

#define DEBUG_TYPE "tilelang-tile"

using namespace llvm;
using namespace tilelang;

namespace {

/// The increment of an induction variable and the no-wrap flags that
/// ScalarEvolution proved for the induction variable.
struct IVIncrement {
  WeakVH Phi, Inc;
  APInt Step;
  bool NSW = false, NUW = false;
};

/// Records, for every loop of \p LI, the no-wrap flags SCEV proves for its
/// induction variables ({Start,+,Step}, Step a constant) whose increment
/// `add Phi, Step` the latch computes.
SmallVector<IVIncrement, 8> collectIVIncrements(LoopInfo &LI,
                                                ScalarEvolution &SE) {
  SmallVector<IVIncrement, 8> Incs;
  for (Loop *L : LI.getLoopsInPreorder()) {
    BasicBlock *Latch = L->getLoopLatch();
    if (!Latch)
      continue;
    for (PHINode &P : L->getHeader()->phis()) {
      const auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(&P));
      if (!AR || AR->getLoop() != L || !AR->isAffine())
        continue;
      const auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
      auto *Inc = dyn_cast<BinaryOperator>(P.getIncomingValueForBlock(Latch));
      if (Step && Inc && (AR->hasNoSignedWrap() || AR->hasNoUnsignedWrap()))
        Incs.push_back({&P, Inc, Step->getAPInt(), AR->hasNoSignedWrap(),
                        AR->hasNoUnsignedWrap()});
    }
  }
  return Incs;
}

/// Gives the increments back the no-wrap flags that indvars' exit-test
/// rewrite (LFTR) took from them. LFTR resets an increment's flags to those
/// SCEV proves for the incremented add-rec {Start+Step,+,Step}, whose last
/// value, one step past the exit, no iteration computes; a ScalarEvolution
/// built afterwards then loses them for the induction variable too, and an
/// `int` subscript that indvars did not widen (NVPTX, AMDGPU) keeps a sign
/// extension it cannot delinearise. Sound where the increment is `add Phi,
/// Step` in a latch that then surely branches to the header: its value is
/// the induction variable's on the next iteration, which runs, and SCEV
/// proved (before indvars) that the induction variable does not wrap on the
/// iterations that run. (IndVarSimplify's widening gives the wide increment
/// its flags from the same fact.)
void restoreIVIncrementFlags(ArrayRef<IVIncrement> Incs) {
  for (const IVIncrement &R : Incs) {
    auto *P = dyn_cast_or_null<PHINode>(R.Phi);
    auto *Inc = dyn_cast_or_null<BinaryOperator>(R.Inc);
    if (!P || !Inc || Inc->getOpcode() != Instruction::Add ||
        Inc->getOperand(0) != P)
      continue;
    auto *C = dyn_cast<ConstantInt>(Inc->getOperand(1));
    BasicBlock *Latch = Inc->getParent();
    auto *Br = dyn_cast<BranchInst>(Latch->getTerminator());
    if (!C || C->getValue() != R.Step || !Br || Br->isConditional() ||
        Br->getSuccessor(0) != P->getParent() ||
        P->getBasicBlockIndex(Latch) < 0 ||
        P->getIncomingValueForBlock(Latch) != Inc)
      continue;
    if (!all_of(make_range(std::next(Inc->getIterator()), Br->getIterator()),
                [](Instruction &I) {
                  return isGuaranteedToTransferExecutionToSuccessor(&I);
                }))
      continue;
    if (R.NSW)
      Inc->setHasNoSignedWrap(true);
    if (R.NUW)
      Inc->setHasNoUnsignedWrap(true);
  }
}

/// Makes every loop of \p F LoopSimplify and LCSSA form.
IVBoundMap canonicalizeLoops(Function &F, FunctionAnalysisManager &FAM) {
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &AC = FAM.getResult<AssumptionAnalysis>(F);
  bool Changed = false;
  for (Loop *L : LI) {
    Changed |= simplifyLoop(L, &DT, &LI, &SE, &AC, nullptr, false);
    Changed |= formLCSSARecursively(*L, DT, &LI, &SE);
  }
  if (Changed)
    FAM.invalidate(F, PreservedAnalyses::none());
  IVBoundMap IVB = collectIVBounds(FAM.getResult<LoopAnalysis>(F),
                                   FAM.getResult<ScalarEvolutionAnalysis>(F));
  SmallVector<IVIncrement, 8> Incs =
      collectIVIncrements(FAM.getResult<LoopAnalysis>(F),
                          FAM.getResult<ScalarEvolutionAnalysis>(F));
  // Widen the induction variables to the pointers' width (indvars): the
  // subscripts lose their sign extensions and DependenceAnalysis can then
  // delinearise A[i * K + k] into A[i][k].
  LoopPassManager LPM;
  LPM.addPass(IndVarSimplifyPass());
  auto Adaptor = createFunctionToLoopPassAdaptor(std::move(LPM));
  PreservedAnalyses PA = Adaptor.run(F, FAM);
  FAM.invalidate(F, PA);
  restoreIVIncrementFlags(Incs);
  return IVB;
}

MDNode *loopIDWith(LLVMContext &Ctx, ArrayRef<Metadata *> Props) {
  SmallVector<Metadata *, 4> Ops{nullptr};
  Ops.append(Props.begin(), Props.end());
  MDNode *ID = MDNode::getDistinct(Ctx, Ops);
  ID->replaceOperandWith(0, ID);
  return ID;
}

} // namespace

/// The rewrite: tile loops around the re-controlled original loops.
bool tilelang::tileBand(Band &B, const TilingPlan &Plan, ScalarEvolution &SE,
                        std::string &Why, BasicBlock *&PointHeader) {
  ArrayRef<unsigned> Sizes = Plan.Sizes, Perm = Plan.PointOrder;
  SmallVector<unsigned, 4> TileOrder(Plan.TileOrder.begin(),
                                     Plan.TileOrder.end());
  if (TileOrder.empty())
    for (unsigned K = 0; K < B.depth(); ++K)
      TileOrder.push_back(K);
  BandLoop &Top = B.Loops.front();
  Function &F = *Top.L->getHeader()->getParent();
  LLVMContext &Ctx = F.getContext();
  BasicBlock *Pre = Top.L->getLoopPreheader();
  Instruction *PreTerm = Pre->getTerminator();
  unsigned N = B.depth();

  SCEVExpander Exp(SE, "tilelang");
  for (BandLoop &BL : B.Loops)
    if (!Exp.isSafeToExpandAt(BL.TripCount, PreTerm) ||
        !Exp.isSafeToExpandAt(BL.Start, PreTerm)) {
      Why = "the bounds of the band cannot be computed before it";
      return false;
    }

  Type *I64 = Type::getInt64Ty(Ctx);
  SmallVector<Value *, 4> TC, Start;
  IRBuilder<> PB(PreTerm);
  for (BandLoop &BL : B.Loops) {
    Value *T = Exp.expandCodeFor(BL.TripCount, BL.TripCount->getType(), PreTerm);
    TC.push_back(PB.CreateZExtOrTrunc(T, I64, "tilelang.tc"));
    Start.push_back(Exp.expandCodeFor(BL.Start, BL.IV->getType(), PreTerm));
  }

  BasicBlock *OrigExit = Top.Exit;
  BasicBlock *Before = Top.L->getHeader();
  SmallVector<BasicBlock *, 4> TH(N), TL(N), NH(N), NL(N);
  SmallVector<PHINode *, 4> TT(N);
  const std::string &TP = Plan.Prefix;
  for (unsigned K = 0; K < N; ++K) {
    TH[K] = BasicBlock::Create(Ctx, TP + ".header" + Twine(TileOrder[K]), &F,
                               Before);
    TL[K] = BasicBlock::Create(Ctx, TP + ".latch" + Twine(TileOrder[K]), &F,
                               Before);
  }
  BasicBlock *PE = BasicBlock::Create(Ctx, TP + ".body", &F, Before);
  for (unsigned K = 0; K < N; ++K) {
    NH[K] = BasicBlock::Create(Ctx, Plan.PointPrefix + ".header" + Twine(Perm[K]), &F,
                               B.Loops[K].L->getHeader());
    NL[K] = BasicBlock::Create(Ctx, Plan.PointPrefix + ".latch" + Twine(Perm[K]), &F,
                               B.Loops[K].L->getHeader());
  }

  // Tile loops over the normalised iteration space [0, TC) with step S.
  PreTerm->replaceUsesOfWith(Top.L->getHeader(), TH[0]);
  MDNode *Progress = MDNode::get(
      Ctx, {MDString::get(Ctx, "llvm.loop.mustprogress")});
  // Position P of the tile nest walks band loop D = TileOrder[P]; TT is
  // indexed by band loop.
  for (unsigned P = 0; P < N; ++P) {
    unsigned K = TileOrder[P];
    IRBuilder<> HB(TH[P]);
    TT[K] = HB.CreatePHI(I64, 2, "tt" + Twine(K));
    TT[K]->addIncoming(ConstantInt::get(I64, 0), P == 0 ? Pre : TH[P - 1]);
    Value *C = HB.CreateICmpSLT(TT[K], TC[K]);
    HB.CreateCondBr(C, P + 1 < N ? TH[P + 1] : PE,
                    P == 0 ? OrigExit : TL[P - 1]);
    IRBuilder<> LB(TL[P]);
    Value *Next = LB.CreateAdd(TT[K], ConstantInt::get(I64, Sizes[K]),
                               "tt" + Twine(K) + ".next", true, true);
    LB.CreateBr(TH[P])->setMetadata(LLVMContext::MD_loop,
                                    loopIDWith(Ctx, {Progress}));
    TT[K]->addIncoming(Next, TL[P]);
  }
  IRBuilder<> EB(PE);
  SmallVector<Value *, 4> Hi(N);
  for (unsigned K = 0; K < N; ++K) {
    Value *End =
        EB.CreateAdd(TT[K], ConstantInt::get(I64, Sizes[K]), "", true, true);
    // A full tile runs past the trip count: only where every access of the
    // band goes to a staged buffer with room for it (PromotePass).
    Hi[K] = (Plan.FullTiles >> K) & 1
                ? End
                : EB.CreateBinaryIntrinsic(Intrinsic::smin, End, TC[K], nullptr,
                                           TP + ".end" + Twine(K));
    // The end of a possibly partial tile, for full-tile separation
    // (FullTiles.h).
    if (auto *I = dyn_cast<Instruction>(Hi[K]); I && Hi[K] != End)
      I->setMetadata(TileEndMDName, MDNode::get(Ctx, {}));
  }
  EB.CreateBr(NH[0]);
  PointHeader = NH[0];
  OrigExit->replacePhiUsesWith(Top.L->getHeader(), TH[0]);

  // Point loops: the original loops, re-controlled. The counter of the
  // point loop at nesting position K runs over the tile of band loop
  // Perm[K] (a fully permutable band may be interchanged at will), and every
  // induction variable is rebuilt as lo + t * step in a new block that
  // dominates the innermost body.
  BasicBlock *Inner = B.Loops[N - 1].L->getHeader();
  BasicBlock *PBody =
      BasicBlock::Create(Ctx, Plan.PointPrefix + ".body", &F, Inner);
  SmallVector<PHINode *, 4> T(N);
  for (unsigned K = 0; K < N; ++K) {
    BandLoop &BL = B.Loops[K];
    unsigned D = Perm[K];
    BasicBlock *H = BL.L->getHeader();
    BasicBlock *Latch = BL.L->getLoopLatch();
    BasicBlock *PreK = K == 0 ? PE : BL.L->getLoopPreheader();
    if (K > 0)
      PreK->getTerminator()->replaceUsesOfWith(H, NH[K]);
    Instruction *LatchTerm = Latch->getTerminator();
    LatchTerm->replaceUsesOfWith(H, NL[K]);
    MDNode *LoopID = LatchTerm->getMetadata(LLVMContext::MD_loop);
    LatchTerm->setMetadata(LLVMContext::MD_loop, nullptr);

    IRBuilder<> HB(NH[K]);
    T[K] = HB.CreatePHI(I64, 2, Plan.Counter + Twine(D));
    T[K]->addIncoming(TT[D], PreK);
    HB.CreateCondBr(HB.CreateICmpSLT(T[K], Hi[D]), K + 1 == N ? PBody : H,
                    K == 0 ? TL[N - 1] : BL.Exit);
    IRBuilder<> LB(NL[K]);
    Value *TN = LB.CreateAdd(T[K], ConstantInt::get(I64, 1), "", true, true);
    if ((Plan.UnrollFull >> D) & 1)
      LoopID = loopIDWith(
          Ctx, {Progress,
                MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.full")})});
    LB.CreateBr(NH[K])->setMetadata(LLVMContext::MD_loop, LoopID);
    T[K]->addIncoming(TN, NL[K]);
    if (K > 0)
      BL.Exit->replacePhiUsesWith(H, NH[K]);
  }
  IRBuilder<> IB(PBody);
  for (unsigned K = 0; K < N; ++K) {
    unsigned D = Perm[K];
    BandLoop &BL = B.Loops[D];
    Value *TV = IB.CreateTrunc(T[K], BL.IV->getType());
    Value *V = IB.CreateAdd(
        Start[D],
        IB.CreateMul(TV, ConstantInt::get(BL.IV->getType(), BL.Step, true),
                     "", false, BL.NoSignedWrap),
        BL.IV->getName().empty() ? "iv" : BL.IV->getName() + ".tiled", false,
        BL.NoSignedWrap);
    // A narrow induction variable that does not wrap, sign-extended to i64
    // (the subscripts where indvars did not widen it: GPU targets), is the
    // i64 counter's own arithmetic: the subscripts stay affine for SCEV.
    if (BL.NoSignedWrap && BL.IV->getType() != I64) {
      SmallVector<Instruction *, 4> Ext;
      for (User *U : BL.IV->users())
        if (auto *SE = dyn_cast<SExtInst>(U); SE && SE->getType() == I64)
          Ext.push_back(SE);
      if (!Ext.empty()) {
        Value *V64 = IB.CreateAdd(
            IB.CreateSExt(Start[D], I64),
            IB.CreateMul(T[K], ConstantInt::get(I64, BL.Step, true), "", false,
                         true),
            "iv.wide", false, true);
        for (Instruction *E : Ext)
          E->replaceAllUsesWith(V64);
      }
    }
    BL.IV->replaceAllUsesWith(V);
  }
  BranchInst *PBTerm = IB.CreateBr(Inner);
  SmallVector<WeakTrackingVH, 8> Dead;
  for (BandLoop &BL : B.Loops) {
    for (Value *Op : BL.IV->incoming_values())
      Dead.push_back(Op);
    BL.IV->eraseFromParent();
    Value *Cond = BL.ExitBranch->getCondition();
    BranchInst::Create(BL.InLoopSucc, BL.ExitBranch->getIterator());
    BL.ExitBranch->eraseFromParent();
    Dead.push_back(Cond);
  }
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);

  // What is left between the loops is side-effect-free arithmetic on the
  // induction variables (Band.h); it moves into point.body, operands first,
  // where every rebuilt induction variable dominates it.
  SmallVector<Instruction *, 16> Between;
  SmallPtrSet<Instruction *, 16> ToMove;
  for (unsigned K = 0; K + 1 < N; ++K)
    for (BasicBlock *BB : B.Loops[K].L->blocks())
      if (!B.Loops[K + 1].L->contains(BB))
        for (Instruction &I : *BB)
          if (!I.isTerminator() && !isa<PHINode>(I)) {
            Between.push_back(&I);
            ToMove.insert(&I);
          }
  std::function<void(Instruction *)> Move = [&](Instruction *I) {
    if (!ToMove.erase(I))
      return;
    for (Value *Op : I->operands())
      if (auto *OI = dyn_cast<Instruction>(Op))
        Move(OI);
    I->moveBefore(PBTerm->getIterator());
  };
  for (Instruction *I : Between)
    Move(I);
  return true;
}

namespace {

/// The order of the point loops (position -> band loop): the band loop that
/// most accesses walk with unit stride goes innermost, so that the innermost
/// point loop vectorises; the others keep their order. (The band is fully
/// permutable, so every order is legal; LoopInterchange's cache-line cost
/// model makes the same choice for this pattern.)
SmallVector<unsigned, 4> choosePointOrder(const Band &B, ScalarEvolution &SE,
                                          const BoundDirective &BD) {
  // The same rule the target hooks assume (BandInfo.h), so that what they
  // price is what is built.
  return pointLoopOrder(describeBand(B, SE, BD));
}

/// The order of the tile loops when the directive stages arrays: each staged
/// array is copied inside the innermost tile loop its footprint depends on
/// (tilelang-promote hoists the copy out of the others), so the order that
/// copies the fewest elements is chosen: volume = sum over staged arrays of
/// its tile footprint x the number of tiles of the loops at or outside that
/// loop (x 2 when it is copied back). Trip counts known only at run time
/// count as 1024. Identity when nothing is staged or on a tie.
SmallVector<unsigned, 4> chooseTileOrder(const Band &B, ScalarEvolution &SE,
                                         const BoundDirective &BD,
                                         ArrayRef<unsigned> Sizes) {
  unsigned N = B.depth();
  SmallVector<unsigned, 4> Order;
  for (unsigned K = 0; K < N; ++K)
    Order.push_back(K);
  BandShape Shape = describeBand(B, SE, BD);
  struct Staged {
    unsigned Mask;
    double Elems;
    bool Written;
  };
  SmallVector<Staged, 4> Arrays;
  for (const ArrayClause &A : BD.D.Arrays) {
    if (A.Space == MemSpace::Global)
      continue;
    for (const BandShape::ArrayUse &U : Shape.Arrays)
      if (U.Name == "'" + A.Name + "'") {
        double E = 1;
        for (unsigned K = 0; K < N; ++K)
          if (U.LoopMask & (1u << K))
            E *= Sizes[K];
        Arrays.push_back({U.LoopMask, E, U.Written});
      }
  }
  if (Arrays.empty())
    return Order;
  SmallVector<double, 4> Tiles;
  for (unsigned K = 0; K < N; ++K) {
    double T = Shape.TripCounts[K] ? double(*Shape.TripCounts[K]) : 1024.0;
    Tiles.push_back(std::max(1.0, std::ceil(T / Sizes[K])));
  }
  auto Volume = [&](ArrayRef<unsigned> O) {
    double V = 0;
    for (const Staged &A : Arrays) {
      double Count = 1;
      int Last = -1;
      for (unsigned P = 0; P < N; ++P)
        if (A.Mask & (1u << O[P]))
          Last = P;
      for (int P = 0; P <= Last; ++P)
        Count *= Tiles[O[P]];
      V += Count * A.Elems * (A.Written ? 2 : 1);
    }
    return V;
  };
  SmallVector<unsigned, 4> Best = Order, Cur = Order;
  double BestV = Volume(Order);
  while (std::next_permutation(Cur.begin(), Cur.end())) {
    double V = Volume(Cur);
    if (V < BestV * 0.999) {
      BestV = V;
      Best = Cur;
    }
  }
  return Best;
}

/// GPUs: the point loops that stay in each thread (`seq`) outside, in the
/// band's order, then the loops spread over the threads, in the band's
/// order: each thread's share of those (its register tile) is innermost and
/// runs in full for every iteration of the sequential loops.
SmallVector<unsigned, 4> gpuPointOrder(const Decision &Mapping, unsigned N) {
  SmallVector<unsigned, 4> Perm;
  for (bool Seq : {true, false})
    for (unsigned K = 0; K < N; ++K)
      if ((Mapping.Values[K] == unsigned(MapDim::Seq)) == Seq)
        Perm.push_back(K);
  return Perm;
}

/// !{!"tilelang.mapping", i32 MapDim per band loop..., i32 threads x, y, z,
/// i32 round_robin, i32 carried, !"why"}: getMappingStrategy's answer (or
/// the directive's) and the band loops that carry a dependence, for
/// tilelang-map.
MDNode *mappingProperty(LLVMContext &Ctx, const Decision &Mapping,
                        unsigned Carried, ArrayRef<unsigned> ThreadDims) {
  Type *I32 = Type::getInt32Ty(Ctx);
  SmallVector<Metadata *, 10> Ops{MDString::get(Ctx, "tilelang.mapping")};
  for (unsigned V : Mapping.Values)
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, V)));
  Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, Carried)));
  Ops.push_back(MDString::get(Ctx, Mapping.Why));
  for (unsigned D : ThreadDims)
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, D)));
  return MDNode::get(Ctx, Ops);
}

/// Which thread dimension spreads the points of each block-mapped loop: by
/// default the loop's block dimension (block.x -> threadIdx.x), except that
/// threadIdx.x goes to the loop along which the band's global (unstaged)
/// accesses are unit-stride, written arrays first: consecutive threads of a
/// warp then touch consecutive addresses (coalescing; the CUDA Programming
/// Guide's rule). A transpose that stages A reads A from shared memory, so
/// its x threads follow B's unit-stride loop. Per band loop; Seq loops get
/// their Seq value.
SmallVector<unsigned, 4> chooseThreadDims(const BandShape &Shape,
                                          const Decision &Mapping) {
  unsigned N = Shape.TripCounts.size();
  SmallVector<unsigned, 4> Dims(Mapping.Values.begin(),
                                Mapping.Values.begin() + N);
  SmallVector<MapDim, 4> Map;
  for (unsigned D : Dims)
    Map.push_back(MapDim(D));
  const BandShape::ArrayUse *A = Shape.coalescingArray(Map);
  int Pick = A ? A->UnitStrideLoop : -1;
  if (Pick < 0 || Dims[Pick] == unsigned(MapDim::BlockX))
    return Dims;
  for (unsigned K = 0; K < N; ++K)
    if (Dims[K] == unsigned(MapDim::BlockX)) {
      Dims[K] = Dims[Pick];
      Dims[Pick] = unsigned(MapDim::BlockX);
      return Dims;
    }
  // No loop is on block.x: the picked loop's threads become the x threads.
  Dims[Pick] = unsigned(MapDim::BlockX);
  return Dims;
}

/// The position in the band of \p Root (its first \p Depth perfectly nested
/// loops) of the first loop whose header exits on its first test: its exit
/// count is the constant 0, so the loop body never runs.
std::optional<unsigned> loopThatNeverRuns(Loop &Root, unsigned Depth,
                                          ScalarEvolution &SE) {
  Loop *L = &Root;
  for (unsigned K = 0; K < Depth; ++K) {
    if (K > 0) {
      if (L->getSubLoops().size() != 1)
        return std::nullopt;
      L = L->getSubLoops()[0];
    }
    if (L->getExitingBlock() != L->getHeader())
      continue;
    const SCEV *Exit = SE.getExitCount(L, L->getHeader());
    if (!isa<SCEVCouldNotCompute>(Exit) && Exit->isZero())
      return K;
  }
  return std::nullopt;
}

} // namespace

PreservedAnalyses TilePass::run(Function &F, FunctionAnalysisManager &FAM) {
  bool Changed = false;
  bool Canonical = false;
  IVBoundMap IVB;
  std::set<BasicBlock *> Done;
  // GPUs: the block of the first mapped band, which later bands
  // without threads(...) share (a kernel has one block shape).
  SmallVector<unsigned, 3> KernelThreads;
  while (true) {
    auto &LI = FAM.getResult<LoopAnalysis>(F);
    Loop *Next = nullptr;
    for (Loop *L : LI.getLoopsInPreorder())
      if (!Done.count(L->getHeader()) &&
          findLoopProperty(*L, "tilelang.directive") &&
          !findLoopProperty(*L, "tilelang.tiled")) {
        Next = L;
        break;
      }
    if (!Next)
      break;
    if (!Canonical) {
      IVB = canonicalizeLoops(F, FAM);
      Canonical = true;
      continue; // LoopInfo may have changed
    }
    Done.insert(Next->getHeader());
    std::optional<BoundDirective> BD = getDirective(*Next);
    if (!BD) {
      dropDirective(*Next);
      Changed = true;
      continue;
    }
    const Directive &D = BD->D;
    OptimizationRemarkEmitter ORE(&F);
    DebugLoc Loc = directiveLoc(F, D);
    LLVMContext &Ctx = F.getContext();
    // !{!"tilelang.tiled", i32 Depth, i32 S1, ..., i32 SDepth, i32 P1, ...,
    // i32 PDepth, i32 U1, ..., i32 UDepth}: the band's depth, the tile sizes
    // used (auto resolved, per band loop), the point loops' order (position
    // -> band loop) and whether each band loop runs upward, for
    // tilelang-promote.
    auto MarkDone = [&](Loop &L, ArrayRef<unsigned> Sizes,
                        ArrayRef<unsigned> Order = {},
                        ArrayRef<unsigned> Upward = {}) {
      SmallVector<Metadata *, 6> Ops{MDString::get(Ctx, "tilelang.tiled")};
      Type *I32 = Type::getInt32Ty(Ctx);
      Ops.push_back(
          ConstantAsMetadata::get(ConstantInt::get(I32, Sizes.size())));
      for (unsigned S : Sizes)
        Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, S)));
      for (unsigned O : Order)
        Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, O)));
      for (unsigned U : Upward)
        Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, U)));
      setLoopProperty(L, MDNode::get(Ctx, Ops));
      Changed = true;
    };
    if (D.TileSizes.empty()) {
      MarkDone(*Next, {});
      continue;
    }
    auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
    auto &DI = FAM.getResult<DependenceAnalysis>(F);
    Band B;
    std::string Why;
    bool OK = true;
    if (F.hasOptNone()) {
      // At -O0 clang marks the function optnone and the pass managers skip
      // the canonicalisation (indvars) the legality check relies on.
      OK = false;
      Why = "the function is compiled without optimisation (-O0 makes it "
            "optnone); compile with -O1 or higher";
    }
    unsigned Carried = 0;
    bool GPU = Triple(F.getParent()->getTargetTriple()).isNVPTX() ||
               Triple(F.getParent()->getTargetTriple()).isAMDGPU();
    // A loop of the band whose header exits at once (a constant trip count
    // of 0): the band does nothing, there is nothing to tile. A remark, not
    // a warning: the program is as the user wrote it. Looked at before
    // analyzeBand, whose reasons (no induction variable: ScalarEvolution
    // folds the counter of such a loop to its start) would mislead.
    bool NeverRuns = false;
    if (OK)
      if (std::optional<unsigned> K =
              loopThatNeverRuns(*Next, D.TileSizes.size(), SE)) {
        OK = false;
        NeverRuns = true;
        Why = "loop " + std::to_string(*K + 1) +
              " of the band never runs (its trip count is 0): nothing to tile";
      }
    OK = OK && analyzeBand(*Next, D.TileSizes.size(), SE, B, Why) &&
         isFullyPermutable(B, DI, SE, IVB, *BD, Why, GPU ? &Carried : nullptr);
    SmallVector<unsigned, 4> Sizes(D.TileSizes.begin(), D.TileSizes.end());
    std::string AutoWhy;
    if (OK && is_contained(Sizes, 0u)) {
      auto TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
      // The target sees the directive too: staged arrays, pipeline stages,
      // compute unit, footprints per dimension (BandInfo.h).
      BandShape Shape = describeBandForTarget(B, SE, *BD);
      Shape.Fixed.assign(Sizes.begin(), Sizes.end());
      Shape.Carried = Carried;
      Decision Dec = TI->getTileSizeForLoop(Shape);
      for (unsigned K = 0; K < Sizes.size(); ++K)
        if (Sizes[K] == 0)
          Sizes[K] = Dec.Values[K];
      AutoWhy = Dec.Why;
    }
    BasicBlock *Header = Next->getHeader();
    BasicBlock *PointHeader = nullptr;
    SmallVector<unsigned, 4> Perm;
    // GPUs: how the band lands on blocks and threads (the directive's map and
    // threads, else getMappingStrategy), decided here because it fixes the
    // point loops' order; tilelang-map rewrites the loops.
    Decision Mapping;
    SmallVector<unsigned, 4> ThreadDims;
    if (OK && GPU) {
      auto TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
      BandShape Shape = describeBandForTarget(B, SE, *BD);
      Shape.Fixed.assign(Sizes.begin(), Sizes.end());
      // Only loops DependenceAnalysis proves parallel are mapped by default.
      Shape.Carried = Carried;
      Mapping = TI->getMappingStrategy(Shape);
      unsigned N = B.depth();
      ThreadDims = chooseThreadDims(Shape, Mapping);
      if (Mapping.Values.size() > N + 3) {
        ArrayRef<unsigned> T(Mapping.Values.data() + N, 3);
        unsigned Used = 0;
        for (unsigned K = 0; K < N; ++K)
          if (Mapping.Values[K] != unsigned(MapDim::Seq) && ThreadDims[K] < 3)
            Used |= 1u << ThreadDims[K];
        if (KernelThreads.empty() && Used) {
          KernelThreads.assign(T.begin(), T.end());
        } else if (Shape.Threads.empty() && Used && !equal(T, KernelThreads) &&
                   all_of(seq(0u, 3u), [&](unsigned Dim) {
                     return KernelThreads[Dim] == 1 || ((Used >> Dim) & 1);
                   })) {
          // The kernel's block instead of this band's own default.
          Shape.Threads = KernelThreads;
          Shape.ThreadsFromKernel = true;
          Mapping = TI->getMappingStrategy(Shape);
          ThreadDims = chooseThreadDims(Shape, Mapping);
        }
      }
      // distribute(...) as written wins over the hook's choice.
      if (BD->D.DistributeGiven && Mapping.Values.size() > N + 3) {
        Mapping.Values[N + 3] = BD->D.RoundRobin ? 1 : 0;
        Mapping.Why += std::string("; distribute(") +
                       (BD->D.RoundRobin ? "round_robin" : "block_wise") +
                       ") as the directive says";
      }
    }
    if (OK && GPU)
      Perm = gpuPointOrder(Mapping, Sizes.size());
    else if (OK)
      Perm = choosePointOrder(B, SE, *BD);
    if (OK) {
      TilingPlan Plan;
      Plan.Sizes.assign(Sizes.begin(), Sizes.end());
      Plan.PointOrder = Perm;
      Plan.TileOrder = chooseTileOrder(B, SE, *BD, Sizes);
      OK = tileBand(B, Plan, SE, Why, PointHeader);
    }
    if (!OK) {
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "NotTiled", Loc, Header)
               << "loop not tiled: " << Why;
      });
      if (!NeverRuns)
        reportNotTransformed(F, D, "loop not tiled: " + Why);
      dropDirective(*Next);
      Changed = true;
      FAM.invalidate(F, PreservedAnalyses::none());
      continue;
    }
    std::string SizeText;
    for (unsigned K = 0; K < Sizes.size(); ++K)
      SizeText += (K ? " x " : "") + std::to_string(Sizes[K]);
    ORE.emit([&] {
      OptimizationRemark R(DEBUG_TYPE, "Tiled", Loc, Header);
      R << "tiled a band of " << ore::NV("Depth", unsigned(Sizes.size()))
        << (Sizes.size() == 1 ? " loop" : " loops") << " with tile sizes "
        << ore::NV("TileSizes", SizeText);
      if (!std::is_sorted(Perm.begin(), Perm.end())) {
        std::string Order;
        for (unsigned K = 0; K < Perm.size(); ++K)
          Order += (K ? ", " : "") + std::to_string(Perm[K] + 1);
        R << "; point loops in the order " << Order
          << (GPU ? " (seq loops outside the loops spread over threads)"
                  : " (unit-stride loop innermost)");
      }
      if (!AutoWhy.empty())
        R << " (auto: " << AutoWhy << ")";
      return R;
    });
    if (GPU && D.TensorCore) {
      // Accepted and checked (tilelang-target-check), not carried out yet.
      const char *Msg = "compute(tensor_core) not carried out: tensor-core "
                        "code generation is not implemented; the point loops "
                        "run on SIMT cores";
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "TensorCoreNotImplemented",
                                        Loc, Header)
               << Msg;
      });
      reportNotTransformed(F, D, Msg);
    }
    FAM.invalidate(F, PreservedAnalyses::none());
    // The directive stays on the outermost point loop for tilelang-promote.
    auto &NewLI = FAM.getResult<LoopAnalysis>(F);
    if (Loop *Point = NewLI.getLoopFor(PointHeader)) {
      // Per band loop: 1 when its induction variable grows (tilelang-promote
      // pads tiles only past their end).
      SmallVector<unsigned, 4> Upward;
      for (const BandLoop &BL : B.Loops)
        Upward.push_back(BL.Step > 0);
      MarkDone(*Point, Sizes, Perm, Upward);
      if (GPU)
        setLoopProperty(*Point,
                        mappingProperty(Ctx, Mapping, Carried, ThreadDims));
      Done.insert(PointHeader);
    }
    Changed = true;
  }
  if (!Changed)
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}
