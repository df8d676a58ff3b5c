//===- SourceExpr.cpp - ScalarEvolution expressions in source terms -------===//
//
// See SourceExpr.h.
//
//===----------------------------------------------------------------------===//
#include "analysis/SourceExpr.h"
#include "analysis/Metadata.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Argument.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalValue.h"
#include "llvm/IR/Instruction.h"
#include <algorithm>
#include <set>

using namespace llvm;
using namespace tilelang;

namespace {

/// A term of a sum: its text without sign, and whether it is subtracted.
struct Term {
  std::string Text;
  bool Negative = false;
};

Term term(const SCEV *S, ArrayRef<const Loop *> Band);
void termsOf(const SCEV *S, ArrayRef<const Loop *> Band,
             SmallVectorImpl<Term> &Out);

std::string text(const SCEV *S, ArrayRef<const Loop *> Band) {
  Term T = term(S, Band);
  return T.Negative ? "-" + T.Text : T.Text;
}

/// Parenthesised when it is a sum (inside a product or a quotient).
std::string factor(const SCEV *S, ArrayRef<const Loop *> Band) {
  while (const auto *C = dyn_cast<SCEVCastExpr>(S))
    S = C->getOperand(0);
  std::string T = text(S, Band);
  bool Sum =
      T.find(" + ") != std::string::npos || T.find(" - ") != std::string::npos;
  return Sum ? "(" + T + ")" : T;
}

/// Added terms first, subtracted ones after (`t2 - 2 * t1`, `n - 1`), each
/// group in its order.
std::string joinSum(ArrayRef<Term> In) {
  SmallVector<Term, 4> Terms(In.begin(), In.end());
  std::stable_partition(Terms.begin(), Terms.end(),
                        [](const Term &T) { return !T.Negative; });
  std::string Out;
  for (const Term &T : Terms) {
    if (Out.empty())
      Out = (T.Negative ? "-" : "") + T.Text;
    else
      Out += (T.Negative ? " - " : " + ") + T.Text;
  }
  return Out.empty() ? "0" : Out;
}

std::string unknownText(const Value *V) {
  if (const auto *A = dyn_cast<Argument>(V))
    return argumentText(*A);
  if (const auto *G = dyn_cast<GlobalValue>(V))
    return G->getName().str();
  return "a value computed in the function";
}

/// The iteration number of \p L: tK for band loop K, u for a loop inside
/// the band's innermost loop, t0 for a loop around the band.
std::string loopLabel(const Loop *L, ArrayRef<const Loop *> Band) {
  if (auto It = find(Band, L); It != Band.end())
    return "t" + std::to_string(It - Band.begin() + 1);
  return !Band.empty() && Band.front()->contains(L) ? "u" : "t0";
}

/// The terms of the sum \p S: a sum's and an add recurrence's flattened
/// (start + step * tK, tK the iteration number of band loop K, t0 of a
/// loop around the band), constants last, as people write `n - 1`.
void termsOf(const SCEV *S, ArrayRef<const Loop *> Band,
             SmallVectorImpl<Term> &Out) {
  while (const auto *C = dyn_cast<SCEVCastExpr>(S))
    S = C->getOperand(0);
  if (const auto *A = dyn_cast<SCEVAddExpr>(S)) {
    for (const SCEV *Op : A->operands())
      if (!isa<SCEVConstant>(Op))
        termsOf(Op, Band, Out);
    for (const SCEV *Op : A->operands())
      if (isa<SCEVConstant>(Op))
        Out.push_back(term(Op, Band));
    return;
  }
  if (const auto *R = dyn_cast<SCEVAddRecExpr>(S)) {
    std::string T = loopLabel(R->getLoop(), Band);
    // The start's constants go last, after the steps: `t2 + 1`.
    SmallVector<const SCEV *, 2> Consts;
    const SCEV *Start = R->getStart();
    if (isa<SCEVConstant>(Start)) {
      if (!Start->isZero())
        Consts.push_back(Start);
    } else if (const auto *A = dyn_cast<SCEVAddExpr>(Start)) {
      for (const SCEV *Op : A->operands())
        if (isa<SCEVConstant>(Op))
          Consts.push_back(Op);
        else
          termsOf(Op, Band, Out);
    } else {
      termsOf(Start, Band, Out);
    }
    for (unsigned K = 1; K < R->getNumOperands(); ++K) {
      const SCEV *Op = R->getOperand(K);
      Term Step = term(Op, Band);
      std::string Pow = K == 1 ? T : T + "^" + std::to_string(K);
      if (Step.Text != "1")
        Pow = (isa<SCEVAddExpr, SCEVAddRecExpr>(Op) ? "(" + Step.Text + ")"
                                                    : Step.Text) +
              " * " + Pow;
      Out.push_back({Pow, Step.Negative});
    }
    for (const SCEV *C : Consts)
      Out.push_back(term(C, Band));
    return;
  }
  Out.push_back(term(S, Band));
}

Term term(const SCEV *S, ArrayRef<const Loop *> Band) {
  if (const auto *C = dyn_cast<SCEVConstant>(S)) {
    const APInt &V = C->getAPInt();
    if (V.isNegative())
      return {toString(-V, 10, false), true};
    return {toString(V, 10, false), false};
  }
  if (const auto *C = dyn_cast<SCEVCastExpr>(S))
    return term(C->getOperand(0), Band);
  if (const auto *U = dyn_cast<SCEVUnknown>(S))
    return {unknownText(U->getValue()), false};
  if (isa<SCEVAddExpr, SCEVAddRecExpr>(S)) {
    SmallVector<Term, 4> Terms;
    termsOf(S, Band, Terms);
    return {joinSum(Terms), false};
  }
  if (const auto *M = dyn_cast<SCEVMulExpr>(S)) {
    bool Negative = false;
    SmallVector<std::string, 4> Factors;
    for (const SCEV *Op : M->operands()) {
      if (const auto *C = dyn_cast<SCEVConstant>(Op)) {
        APInt V = C->getAPInt();
        if (V.isNegative()) {
          Negative = !Negative;
          V = -V;
        }
        if (!V.isOne())
          Factors.push_back(toString(V, 10, false));
        continue;
      }
      Factors.push_back(factor(Op, Band));
    }
    std::string Out;
    for (const std::string &F : Factors)
      Out += (Out.empty() ? "" : " * ") + F;
    return {Out.empty() ? "1" : Out, Negative};
  }
  if (const auto *D = dyn_cast<SCEVUDivExpr>(S))
    return {factor(D->getLHS(), Band) + " / " + factor(D->getRHS(), Band),
            false};
  if (const auto *MM = dyn_cast<SCEVMinMaxExpr>(S)) {
    StringRef Fn = isa<SCEVSMaxExpr, SCEVUMaxExpr>(MM) ? "max" : "min";
    std::string Out = Fn.str() + "(";
    for (auto [I, Op] : enumerate(MM->operands()))
      Out += (I ? ", " : "") + text(Op, Band);
    return {Out + ")", false};
  }
  return {"an expression", false};
}

} // namespace

std::string tilelang::sourceExpr(const SCEV *S, ArrayRef<const Loop *> Band) {
  return text(S, Band);
}

std::string tilelang::iterationLegend(const SCEV *S,
                                      ArrayRef<const Loop *> Band) {
  SmallVector<std::string, 4> Seen;
  SCEVExprContains(S, [&](const SCEV *X) {
    if (const auto *R = dyn_cast<SCEVAddRecExpr>(X)) {
      std::string L = loopLabel(R->getLoop(), Band);
      if (!is_contained(Seen, L))
        Seen.push_back(L);
    }
    return false;
  });
  sort(Seen);
  std::string Out;
  for (const std::string &L : Seen) {
    std::string What = L == "t0"  ? "a loop around the band"
                       : L == "u" ? "a loop inside the band"
                                  : "loop " + L.substr(1) + " of the band";
    Out += (Out.empty() ? "" : "; ") + L + " counts the iterations of " + What +
           " from 0";
  }
  return Out;
}

std::string tilelang::linesOf(ArrayRef<Instruction *> Group) {
  std::set<unsigned> Lines;
  for (Instruction *I : Group)
    if (const DebugLoc &DL = I->getDebugLoc(); DL && DL.getLine())
      Lines.insert(DL.getLine());
  if (Lines.empty())
    return "";
  std::string Text = Lines.size() == 1 ? "line " : "lines ";
  unsigned K = 0;
  for (unsigned L : Lines) {
    Text += (K == 0                  ? ""
             : K + 1 == Lines.size() ? " and "
                                     : ", ") +
            std::to_string(L);
    ++K;
  }
  return Text;
}
