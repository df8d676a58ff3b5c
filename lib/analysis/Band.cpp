//===- Band.cpp - Recognition of a band -----------------------------------===//
//
// See Band.h: analyzeBand (loop by loop, then the nesting, then the
// accesses) and describeBand, the shape the target hooks price. The
// dependence test is Dependences.cpp.
//
//===----------------------------------------------------------------------===//
#include "analysis/Band.h"
#include "analysis/Metadata.h"
#include "analysis/PureCalls.h"
#include "utils/BandBounds.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TypeBasedAliasAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include <set>

using namespace llvm;
using namespace tilelang;

static std::string ordinal(unsigned K) {
  static const char *Names[] = {"outermost", "second", "third", "fourth"};
  return K < 4 ? Names[K] : std::to_string(K + 1) + "th";
}

/// Recognises \p L, the loop at position \p K of the band rooted at
/// \p Root: LoopSimplify form, top-tested, a header that only controls the
/// loop, an integer induction variable with a constant step and a trip
/// count (checkVaryingBounds looks at bounds that vary in \p Root). Other
/// affine induction variables go to OtherIVs; another header phi is
/// remembered in \p PhiWhy (reported after every loop is recognised).
/// Why ScalarEvolution cannot count \p L when the cause is that its bound is
/// a division, remainder or shift computed in its header on every
/// iteration (`i < n / 2`: an sdiv inside the loop is not loop-invariant to
/// ScalarEvolution, while `int h = n / 2;` before the loop is); else "".
static std::string boundInHeaderHint(const Loop *L, const BranchInst *Br) {
  const auto *Cmp = Br ? dyn_cast<ICmpInst>(Br->getCondition()) : nullptr;
  if (!Cmp)
    return "";
  for (const Value *Op : Cmp->operands()) {
    // Through the widening of the counter (`sext` of the bound).
    while (const auto *Cast = dyn_cast<CastInst>(Op))
      Op = Cast->getOperand(0);
    const auto *I = dyn_cast<BinaryOperator>(Op);
    if (!I || !L->contains(I) || !all_of(I->operands(), [&](const Value *X) {
          return L->isLoopInvariant(X);
        }))
      continue;
    const char *What = nullptr;
    switch (I->getOpcode()) {
    case Instruction::SDiv:
    case Instruction::UDiv:
      What = "a division";
      break;
    case Instruction::SRem:
    case Instruction::URem:
      What = "a remainder";
      break;
    case Instruction::AShr:
    case Instruction::LShr:
      What = "a shift";
      break;
    default:
      continue;
    }
    return std::string(" (its bound is ") + What +
           " computed in the loop's condition on every iteration: compute "
           "it into a variable before the loop, e.g. `int h = n / 2;` and "
           "`i < h`)";
  }
  return "";
}

static bool recognizeLoop(Loop *L, Loop &Root, unsigned K, ScalarEvolution &SE,
                          BandLoop &BL, std::string &Why, std::string &PhiWhy) {
  std::string Which = "the " + ordinal(K) + " loop of the band";
  BL.L = L;
  BasicBlock *H = L->getHeader();
  if (!L->isLoopSimplifyForm()) {
    Why = Which + " is not in canonical form (no preheader, or several "
                  "back edges)";
    return false;
  }
  SmallVector<BasicBlock *, 4> Exiting;
  L->getExitingBlocks(Exiting);
  if (Exiting.size() != 1 || Exiting[0] != H) {
    Why = Which + " leaves other than through its condition (a break, "
                  "return or goto), or is not top-tested, or its condition "
                  "branches (`?:`, `&&` or `||` in the bound: compute the "
                  "bound into a variable before the loop)";
    return false;
  }
  // The header holds only the loop control: its instructions run once
  // more than the body, and the point loop runs them once per iteration.
  for (Instruction &I : *H)
    if (!isa<PHINode>(I) && !I.isTerminator() && !isa<DbgInfoIntrinsic>(I) &&
        (I.mayReadOrWriteMemory() || I.mayHaveSideEffects() ||
         !isSafeToSpeculativelyExecute(&I))) {
      if (isa<LoadInst>(I) && isa<AllocaInst>(getUnderlyingObject(
                                  cast<LoadInst>(I).getPointerOperand())))
        // A local variable left in memory has its address taken: a
        // lambda's [&] capture, &n passed to a call (new-user test of
        // session 8: a lambda called in the band).
        Why = Which + " reads its bound from memory on every iteration (a "
                      "local variable whose address is taken: captured by "
                      "reference by a lambda, or &n passed to a call, that "
                      "the loop might change); copy the bound into a local "
                      "variable before the loop, or capture it by value "
                      "(a call of the lambda in the band is refused too: "
                      "the tiler runs before the inliner)";
      else if (isa<LoadInst>(I))
        Why = Which + " reads its bound from memory on every iteration (a "
                      "field, a global or *p that the loop might change); "
                      "copy the bound into a local variable before the loop";
      else
        Why = Which + " is not top-tested: its header does work before the "
                      "exit test (a do-while or `for (;;) { ...; if (...) "
                      "break; }` loop)";
      return false;
    }
  BL.ExitBranch = dyn_cast<BranchInst>(H->getTerminator());
  if (!BL.ExitBranch || !BL.ExitBranch->isConditional()) {
    Why = Which + " has no conditional exit branch";
    return false;
  }
  bool FirstIn = L->contains(BL.ExitBranch->getSuccessor(0));
  BL.InLoopSucc = BL.ExitBranch->getSuccessor(FirstIn ? 0 : 1);
  BL.Exit = BL.ExitBranch->getSuccessor(FirstIn ? 1 : 0);
  for (PHINode &P : H->phis()) {
    const auto *AR = dyn_cast<SCEVAddRecExpr>(SE.getSCEV(&P));
    const SCEVConstant *Step =
        AR ? dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE)) : nullptr;
    if (AR && AR->getLoop() == L && AR->isAffine() && Step &&
        !Step->getValue()->isZero() && !BL.IV && P.getType()->isIntegerTy()) {
      BL.IV = &P;
      BL.Start = AR->getStart();
      BL.Step = Step->getAPInt().getSExtValue();
      BL.NoSignedWrap = AR->hasNoSignedWrap();
      continue;
    }
    // Another induction variable (indvars adds one for the bound of a
    // triangular inner loop): analyzeBand checks that the tiler can rebuild
    // it from the loop counters.
    if (AR && AR->getLoop() == L && AR->isAffine() &&
        P.getType()->isIntegerTy()) {
      BL.OtherIVs.push_back(&P);
      continue;
    }
    BL.Accumulators.push_back(&P);
    if (PhiWhy.empty())
      PhiWhy = Which + " carries a value from one iteration to the next (a "
                       "scalar reduction or a second induction variable); "
                       "keep it in memory or tile an enclosing band";
  }
  if (!BL.IV) {
    Why = Which + " has no integer induction variable with a constant step";
    return false;
  }
  // The tile loops count in 64 bits (a 128-bit counter made a `trunc` of
  // i64 to i128: broken IR, and clang crashed in a later pass).
  if (unsigned Bits = BL.IV->getType()->getIntegerBitWidth(); Bits > 64) {
    Why = Which + " counts with a " + std::to_string(Bits) +
          "-bit integer; loops are tiled with counters of at most 64 bits";
    return false;
  }
  BL.TripCount = SE.getExitCount(L, H);
  if (isa<SCEVCouldNotCompute>(BL.TripCount)) {
    Why = "the trip count of " + Which + " cannot be computed" +
          boundInHeaderHint(L, BL.ExitBranch);
    return false;
  }
  return true;
}

/// Bounds that vary with the band loops around loop \p K of \p B (a
/// triangle, a trapezoid): affine in their counters, step 1 or -1, a
/// counter that does not wrap (BandBounds.h). Sets BoundLoops. Other
/// induction variables: rebuilt from the counters. False with \p Why.
static bool checkVaryingBounds(Band &B, unsigned K, ScalarEvolution &SE,
                               std::string &Why) {
  BandLoop &BL = B.Loops[K];
  Loop &Root = *B.Loops.front().L;
  std::string Which = "the " + ordinal(K) + " loop of the band";
  for (PHINode *P : BL.OtherIVs)
    if (!bandLoopsIn(SE.getSCEV(P), B, B.depth(), SE)) {
      Why = Which + " carries a value from one iteration to the next (a "
                    "second induction variable that is not affine in the "
                    "loop counters)";
      return false;
    }
  if (SE.isLoopInvariant(BL.TripCount, &Root) &&
      SE.isLoopInvariant(BL.Start, &Root))
    return true;
  std::optional<unsigned> InStart = bandLoopsIn(BL.Start, B, K, SE),
                          InTrips = bandLoopsIn(BL.TripCount, B, K, SE);
  if (!InStart || !InTrips) {
    Why = "the bounds of " + Which +
          " depend on an enclosing loop of the band other than through an "
          "affine expression of its counters";
    return false;
  }
  if (BL.Step != 1 && BL.Step != -1) {
    Why = "the bounds of " + Which +
          " depend on an enclosing loop of the band (a triangular or "
          "trapezoidal loop) and it steps by " +
          std::to_string(BL.Step) +
          "; such loops are tiled with steps of 1 "
          "and -1";
    return false;
  }
  const auto *AR = cast<SCEVAddRecExpr>(SE.getSCEV(BL.IV));
  if (BL.IV->getType()->getIntegerBitWidth() < 64 && !BL.NoSignedWrap &&
      !AR->hasNoUnsignedWrap()) {
    Why = "the bounds of " + Which +
          " depend on an enclosing loop of the band and its counter may wrap "
          "around";
    return false;
  }
  BL.BoundLoops = *InStart | *InTrips;
  return true;
}

/// Nothing between two loops of \p B but control and pure arithmetic.
static bool isPerfectlyNested(const Band &B, std::string &Why) {
  unsigned Depth = B.depth();
  for (unsigned K = 0; K + 1 < Depth; ++K) {
    Loop *Outer = B.Loops[K].L, *Inner = B.Loops[K + 1].L;
    for (BasicBlock *BB : Outer->blocks()) {
      if (Inner->contains(BB))
        continue;
      for (Instruction &I : *BB) {
        if (isa<PHINode>(I)) {
          if (&I == B.Loops[K].IV || is_contained(B.Loops[K].OtherIVs, &I))
            continue;
        } else if (auto *Br = dyn_cast<BranchInst>(&I)) {
          if (!Br->isConditional() || Br == B.Loops[K].ExitBranch)
            continue;
        } else if (isa<DbgInfoIntrinsic>(I) ||
                   (!I.mayReadOrWriteMemory() && !I.mayHaveSideEffects() &&
                    isSafeToSpeculativelyExecute(&I))) {
          continue;
        }
        Why = "the band is not perfectly nested: the " + ordinal(K) +
              " loop has a statement or branch outside the " + ordinal(K + 1) +
              " loop";
        return false;
      }
    }
  }
  return true;
}

/// Whether the calls \p Calls, which may set errno (isErrnoOnlyCall), may
/// run in any order with each other and with the band's accesses \p
/// Accesses. errno only grows (no math function clears it), so any order of
/// the same calls leaves it as the sequential program does when every call
/// can store only one value (errnoValuesOf: `sqrt` EDOM, `exp` ERANGE), and
/// no access of the band may be errno: by the call's type-based alias tag
/// (clang marks the call as writing an `int`), the access is of another
/// type. Else false with \p Why.
static bool errnoCallsCommute(ArrayRef<CallBase *> Calls,
                              ArrayRef<Instruction *> Accesses,
                              std::string &Why) {
  if (Calls.empty())
    return true;
  std::set<std::string> Names;
  unsigned Values = 0;
  for (CallBase *CB : Calls) {
    Names.insert(CB->getCalledFunction()->getName().str());
    Values |= errnoValuesOf(CB->getCalledFunction()->getName());
  }
  std::string List;
  for (const std::string &N : Names)
    List +=
        (List.empty() ? "'" : (&N == &*Names.rbegin() ? "' and '" : "', '")) +
        N;
  List += "'";
  const std::string Advice =
      "; compile with -fno-math-errno, which tells clang they have no side "
      "effects";
  if (Values == (ErrnoEDOM | ErrnoERANGE)) {
    Why = "the loop nest calls " + List +
          ", which may set errno to EDOM or to ERANGE (C's math library "
          "under -fmath-errno, clang's default on Linux, C11 7.12.1): in "
          "another order errno could end with the other value" +
          Advice;
    return false;
  }
  // Type-based alias analysis alone (its answer needs no other analysis).
  const Module &M = *Calls.front()->getModule();
  TargetLibraryInfoImpl TLII(M.getTargetTriple());
  TargetLibraryInfo TLI(TLII);
  AAResults AAR(TLI);
  TypeBasedAAResult TBAA(/*UsingTypeSanitizer=*/false);
  SimpleAAQueryInfo AAQI(AAR);
  for (Instruction *I : Accesses) {
    MemoryLocation Loc = MemoryLocation::get(I);
    bool MayBeErrno = false;
    for (CallBase *CB : Calls)
      MayBeErrno |= !Loc.AATags.TBAA ||
                    !CB->getMetadata(LLVMContext::MD_tbaa) ||
                    !isNoModRef(TBAA.getModRefInfo(CB, Loc, AAQI));
    if (MayBeErrno) {
      unsigned Line = I->getDebugLoc() ? I->getDebugLoc().getLine() : 0;
      Why = "the loop nest calls " + List +
            ", which may set errno (C's math library under -fmath-errno, "
            "clang's default on Linux), and its access to " +
            describeObject(getUnderlyingObject(getLoadStorePointerOperand(I)),
                           nullptr) +
            (Line ? " on line " + std::to_string(Line) : std::string()) +
            " may be errno itself (an int or char access, or no type-based "
            "alias information: -fno-strict-aliasing)" +
            Advice;
      return false;
    }
  }
  return true;
}

/// Collects the loads and stores of \p B (B.Accesses); false when a value
/// of the nest is used after it or an instruction touches memory in a way
/// the tiler cannot reorder (a call, a volatile or atomic access). Calls of
/// the math library that may set errno are reordered when
/// errnoCallsCommute.
static bool collectAccesses(Band &B, std::string &Why) {
  Loop &Top = *B.Loops.front().L;
  SmallVector<CallBase *, 4> ErrnoCalls;
  for (BasicBlock *BB : Top.blocks())
    for (Instruction &I : *BB) {
      for (User *U : I.users())
        if (auto *UI = dyn_cast<Instruction>(U))
          if (!Top.contains(UI->getParent())) {
            Why = "a value computed in the loop nest is used after it";
            return false;
          }
      if (isErrnoOnlyCall(I))
        ErrnoCalls.push_back(cast<CallBase>(&I));
      if (!touchesMemory(I))
        continue;
      if (auto *LI = dyn_cast<LoadInst>(&I); LI && LI->isSimple()) {
        B.Accesses.push_back(&I);
        continue;
      }
      if (auto *SI = dyn_cast<StoreInst>(&I); SI && SI->isSimple()) {
        B.Accesses.push_back(&I);
        continue;
      }
      std::string What = "an instruction";
      if (auto *CB = dyn_cast<CallBase>(&I)) {
        Function *Callee = CB->getCalledFunction();
        if (Callee && isErrnoMathCall(Callee->getName())) {
          Why = "the loop nest calls '" + Callee->getName().str() +
                "', which may set errno (C's math library under "
                "-fmath-errno, clang's default on Linux); compile with "
                "-fno-math-errno, which tells clang it has no side effects";
          return false;
        }
        std::string Inner;
        if (Callee && !isPureCall(*CB, &Inner) && !Inner.empty()) {
          Why = "the loop nest calls '" + llvm::demangle(Callee->getName()) +
                "', which calls '" + Inner +
                "', which may set errno (C's math library under "
                "-fmath-errno, clang's default on Linux); compile with "
                "-fno-math-errno, which tells clang it has no side effects";
          return false;
        }
        What = Callee ? "a call to '" + llvm::demangle(Callee->getName()) + "'"
                      : "an indirect call";
      } else if (isa<LoadInst>(I) || isa<StoreInst>(I)) {
        What = "a volatile or atomic access";
      }
      Why = "the loop nest contains " + What +
            (isa<CallBase>(I) ? " that may access memory, throw or not return"
                              : " that may access memory") +
            "; the tiler cannot reorder it";
      return false;
    }
  return errnoCallsCommute(ErrnoCalls, B.Accesses, Why);
}

bool tilelang::touchesMemory(const Instruction &I) {
  if (isa<DbgInfoIntrinsic>(I) || !I.mayReadOrWriteMemory())
    return false;
  if (auto *II = dyn_cast<IntrinsicInst>(&I))
    return !II->isAssumeLikeIntrinsic();
  // C++'s inline wrappers of the math library, before the inliner.
  // Calls that may set errno: analyzeBand checks them (errnoCallsCommute).
  auto *CB = dyn_cast<CallBase>(&I);
  return !CB || (!isPureCall(*CB) && !isErrnoOnlyCall(I));
}

/// How many loops deep the nest of \p L goes (1 for a loop without any).
static unsigned nestDepth(const Loop &L) {
  unsigned D = 0;
  for (const Loop *Sub : L.getSubLoops())
    D = std::max(D, nestDepth(*Sub));
  return D + 1;
}

Loop *tilelang::bandChild(const Loop &L) {
  Loop *Best = nullptr;
  for (Loop *Sub : L.getSubLoops())
    if (!Best || nestDepth(*Sub) > nestDepth(*Best))
      Best = Sub;
  return Best;
}

bool tilelang::analyzeBand(Loop &Root, unsigned Depth, ScalarEvolution &SE,
                           Band &B, std::string &Why, bool AllowImperfect,
                           bool AllowAccumulators) {
  B = Band();
  Loop *L = &Root;
  std::string PhiWhy;
  for (unsigned K = 0; K < Depth; ++K) {
    if (K > 0) {
      Loop *Prev = B.Loops.back().L;
      if (AllowImperfect && Prev->getSubLoops().size() > 1) {
        L = bandChild(*Prev);
      } else if (Prev->getSubLoops().size() != 1) {
        Why = "the band has only " + std::to_string(K) +
              " perfectly nested loop" + (K == 1 ? "" : "s") + " but " +
              std::to_string(Depth) + " tile sizes were given";
        if (!Prev->getSubLoops().empty())
          Why += " (the " + ordinal(K - 1) + " loop holds " +
                 std::to_string(Prev->getSubLoops().size()) + " loops)";
        return false;
      } else {
        L = Prev->getSubLoops()[0];
      }
    }
    BandLoop BL;
    if (!recognizeLoop(L, Root, K, SE, BL, Why, PhiWhy))
      return false;
    B.Loops.push_back(BL);
  }
  // Values carried by the innermost loop alone, for the caller to check.
  if (AllowAccumulators && all_of(drop_end(B.Loops), [](const BandLoop &BL) {
        return BL.Accumulators.empty();
      }))
    PhiWhy.clear();
  if (!PhiWhy.empty()) {
    Why = PhiWhy;
    return false;
  }
  for (unsigned K = 0; K < Depth; ++K)
    if (!checkVaryingBounds(B, K, SE, Why))
      return false;
  return (AllowImperfect || isPerfectlyNested(B, Why)) &&
         collectAccesses(B, Why);
}

BandShape tilelang::describeBand(const Band &B, ScalarEvolution &SE,
                                 const BoundDirective &BD) {
  BandShape S;
  for (const BandLoop &BL : B.Loops) {
    if (const auto *C = dyn_cast<SCEVConstant>(BL.TripCount))
      S.TripCounts.push_back(C->getAPInt().getZExtValue());
    else
      S.TripCounts.push_back(std::nullopt);
  }
  SmallVector<const Value *, 4> Objs;
  for (Instruction *I : B.Accesses) {
    const Value *Ptr = getLoadStorePointerOperand(I);
    const Value *Obj = getUnderlyingObject(Ptr);
    auto It = find(Objs, Obj);
    unsigned Idx = It - Objs.begin();
    if (It == Objs.end()) {
      Objs.push_back(Obj);
      BandShape::ArrayUse U;
      U.Name = describeObject(Obj, &BD);
      S.Arrays.push_back(U);
    }
    BandShape::ArrayUse &U = S.Arrays[Idx];
    Type *ElTy = isa<StoreInst>(I)
                     ? cast<StoreInst>(I)->getValueOperand()->getType()
                     : I->getType();
    U.ElementBytes =
        I->getModule()->getDataLayout().getTypeStoreSize(ElTy).getFixedValue();
    U.Written |= isa<StoreInst>(I);
    const SCEV *P = SE.getSCEV(const_cast<Value *>(Ptr));
    // The innermost band loop whose step moves the pointer by one element.
    SmallVector<const SCEV *, 8> Work{P};
    while (!Work.empty()) {
      const SCEV *E = Work.pop_back_val();
      if (const auto *AR = dyn_cast<SCEVAddRecExpr>(E)) {
        for (unsigned K = 0; K < B.Loops.size(); ++K)
          if (AR->getLoop() == B.Loops[K].L &&
              !AR->getStepRecurrence(SE)->isZero())
            U.LoopMask |= 1u << K;
        if (const auto *St = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE)))
          for (unsigned K = 0; K < B.Loops.size(); ++K)
            if (AR->getLoop() == B.Loops[K].L &&
                St->getAPInt().getSExtValue() == int64_t(U.ElementBytes) &&
                int(K) > U.UnitStrideLoop)
              U.UnitStrideLoop = K;
        Work.push_back(AR->getStart());
      } else if (const auto *N = dyn_cast<SCEVNAryExpr>(E)) {
        for (const SCEV *Op : N->operands())
          Work.push_back(Op);
      } else if (const auto *C = dyn_cast<SCEVCastExpr>(E)) {
        Work.push_back(C->getOperand());
      } else if (const auto *UK = dyn_cast<SCEVUnknown>(E)) {
        // A value the band computes: assume it varies with every loop that
        // contains its definition.
        if (auto *I = dyn_cast<Instruction>(UK->getValue()))
          for (unsigned K = 0; K < B.Loops.size(); ++K)
            if (B.Loops[K].L->contains(I))
              U.LoopMask |= 1u << K;
      } else if (const auto *UD = dyn_cast<SCEVUDivExpr>(E)) {
        Work.push_back(UD->getLHS());
        Work.push_back(UD->getRHS());
      }
    }
  }
  return S;
}

bool tilelang::isWholeBandAuto(const Directive &D) {
  return D.TileSizes.size() == 1 && D.TileSizes[0] == 0;
}

unsigned tilelang::wholeBandDepth(Loop &Root, ScalarEvolution &SE,
                                  std::string *WhyNotDeeper) {
  // As deep as the nest goes (through the deepest of sibling loops, which
  // refuse the deeper bands with the reason).
  unsigned Nest = 1;
  for (Loop *L = bandChild(Root); L; L = bandChild(*L))
    ++Nest;
  std::string Why;
  unsigned N = Nest;
  for (; N > 1; --N) {
    Band B;
    std::string W;
    if (analyzeBand(Root, N, SE, B, W))
      break;
    Why = W; // the reason of the shallowest failing depth: N + 1 below
  }
  if (WhyNotDeeper)
    *WhyNotDeeper = N < Nest ? Why : std::string();
  return N;
}
