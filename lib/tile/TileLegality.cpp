//===- tile/TileLegality.cpp - May tilelang-tile cut this band? -----------===//
//
// See TileLegality.h: the canonicalisation tilelang-tile runs once per
// function before its first band, and the checks each band passes before
// the decision (TileDecision.cpp) and the rewrite (utils/TileBand.cpp).
//
//===----------------------------------------------------------------------===//
#include "tile/TileLegality.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Transforms/Scalar/IndVarSimplify.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include <optional>

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

} // namespace

/// Makes every loop of \p F LoopSimplify and LCSSA form.
IVBoundMap tilelang::canonicalizeLoops(Function &F,
                                       FunctionAnalysisManager &FAM) {
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

namespace {

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

BandLegality
tilelang::checkTileLegality(Function &F, Loop &Root, const BoundDirective &BD,
                            ScalarEvolution &SE, DependenceInfo &DI,
                            const IVBoundMap &IVB, bool GPU,
                            bool RuntimeAliasChecks, bool KeepStatements) {
  const Directive &D = BD.D;
  BandLegality R;
  if (F.hasOptNone()) {
    // At -O0 clang marks the function optnone and the pass managers skip
    // the canonicalisation (indvars) the legality check relies on.
    R.OK = false;
    R.Why = "the function is compiled without optimisation (-O0 makes it "
            "optnone); compile with -O1 or higher";
  }
  // A loop of the band whose header exits at once (a constant trip count
  // of 0): the band does nothing, there is nothing to tile. A remark, not
  // a warning: the program is as the user wrote it. Looked at before
  // analyzeBand, whose reasons (no induction variable: ScalarEvolution
  // folds the counter of such a loop to its start) would mislead.
  // A body without loads, stores or calls (the new-user test's empty
  // loops, which ScalarEvolution may fold to a trip count of 0).
  if (R.OK && none_of(Root.blocks(), [](BasicBlock *BB) {
        return any_of(*BB, [](Instruction &I) {
          return I.mayReadOrWriteMemory() || I.mayHaveSideEffects();
        });
      })) {
    R.OK = false;
    R.NeverRuns = true;
    R.Why = "the band does nothing (its body has no load, store or call): "
            "nothing to tile";
  }
  if (R.OK)
    if (std::optional<unsigned> K =
            loopThatNeverRuns(Root, D.TileSizes.size(), SE)) {
      R.OK = false;
      R.NeverRuns = true;
      R.Why = "loop " + std::to_string(*K + 1) +
              " of the band never runs (its trip count is 0): nothing to tile";
    }
  R.OK = R.OK && analyzeBand(Root, D.TileSizes.size(), SE, R.B, R.Why,
                             /*AllowImperfect=*/KeepStatements,
                             /*AllowAccumulators=*/KeepStatements);
  if (R.OK && KeepStatements) {
    DominatorTree DT(F);
    R.KeepsStatements = true;
    R.OK = findKeptStatements(R.B, DT, R.Kept, R.Why);
  }
  // The host distributes such statements into loops of their own; a GPU
  // kernel would run them in every thread (new-user test: the reason hid it).
  if (!R.OK && GPU &&
      StringRef(R.Why).starts_with("the band is not perfectly "
                                   "nested"))
    R.Why += " (loop distribution, which moves them out on the host, is not "
             "done on GPU targets: their loops would run in every thread)";
  // A triangular or trapezoidal band is mapped too: its tile loops walk the
  // bounding box over the blocks, its point loops are clamped to the real
  // bounds, and the threads share each clamped range (tilelang-map).
  R.OK = R.OK && isFullyPermutable(R.B, DI, SE, IVB, BD, R.Why, &R.Carried,
                                   RuntimeAliasChecks ? &R.Assume : nullptr,
                                   KeepStatements ? &R.Kept : nullptr);
  // In place, a statement runs in one tile of its row: the tiles run in
  // order, one thread.
  if (KeepStatements)
    R.Carried = (1u << R.B.depth()) - 1;
  // GPUs: a band of one loop (a row-wise body: softmax, layernorm) whose
  // loop carries a dependence only through arrays that may overlap or rows
  // not proven to fit is mapped behind a run-time check of both, the loops
  // as written running in one thread when it fails (MapFallback.cpp).
  if (R.OK && GPU && RuntimeAliasChecks && R.Carried && R.Assume.empty() &&
      !KeepStatements && parallelUnderChecks(R.B, DI, SE, IVB, BD, R.Assume)) {
    R.ChecksOnlyForMapping = true;
    R.CarriedUnchecked = R.Carried;
    R.Carried = 0;
  }
  return R;
}

unsigned tilelang::resolveWholeBand(Function &F, Loop &Root, BoundDirective &BD,
                                    ScalarEvolution &SE, DependenceInfo &DI,
                                    const IVBoundMap &IVB, bool GPU,
                                    bool RuntimeAliasChecks,
                                    std::string &WhyNotDeeper) {
  unsigned Depth = wholeBandDepth(Root, SE, &WhyNotDeeper);
  for (; Depth > 1; --Depth) {
    BD.D.TileSizes.assign(Depth, 0);
    BandLegality R =
        checkTileLegality(F, Root, BD, SE, DI, IVB, GPU, RuntimeAliasChecks);
    if (R.OK)
      break;
    WhyNotDeeper = R.Why; // the shallowest refused depth's, Depth + 1
  }
  BD.D.TileSizes.assign(Depth, 0);
  LLVMContext &Ctx = F.getContext();
  setLoopProperty(Root,
                  MDNode::get(Ctx, {MDString::get(Ctx, "tilelang.directive"),
                                    MDString::get(Ctx, BD.D.str())}));
  return Depth;
}
