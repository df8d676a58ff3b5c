//===- Contraction.cpp - A band's matrix contraction, recognised ----------===//
//
// See Contraction.h. The recognition goes in steps (ContractionMatcher):
// the body (one store, no branch, no call with effects), the statement (the
// sum, the product, the factors and their conversions), the addresses (a
// step per band loop), the loops' roles, the operands' orientations.
//
//===----------------------------------------------------------------------===//
#include "analysis/Contraction.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace tilelang;
using namespace llvm::PatternMatch;

namespace {

/// The C++ name of \p Ty; \p Sign: 1 signed, 0 unsigned, -1 unknown.
std::string sourceTypeName(Type *Ty, int Sign = -1) {
  if (Ty->isHalfTy())
    return "_Float16";
  if (Ty->isBFloatTy())
    return "__bf16";
  if (Ty->isFloatTy())
    return "float";
  if (Ty->isDoubleTy())
    return "double";
  if (Ty->isIntegerTy()) {
    unsigned Bits = Ty->getIntegerBitWidth();
    if (Bits == 32 && Sign != 0)
      return "int";
    return std::string(Sign == 0 ? "uint" : "int") + std::to_string(Bits) +
           "_t";
  }
  std::string S;
  raw_string_ostream OS(S);
  Ty->print(OS);
  return S;
}

/// The matrix units' name of \p Ty ("f16", "s8"...); "" for other types.
std::string unitTypeName(Type *Ty, bool Unsigned = false) {
  if (Ty->isHalfTy())
    return "f16";
  if (Ty->isBFloatTy())
    return "bf16";
  if (Ty->isFloatTy())
    return "f32";
  if (Ty->isDoubleTy())
    return "f64";
  if (Ty->isIntegerTy())
    return (Unsigned ? "u" : "s") + std::to_string(Ty->getIntegerBitWidth());
  return "";
}

/// The name in formulas: the array's own name, else its role letter.
std::string shortName(const ContractionOperand &Op, char Role) {
  StringRef N = Op.Name;
  if (N.size() > 2 && N.front() == '\'' && N.back() == '\'' &&
      N.find(' ') == StringRef::npos)
    return N.drop_front().drop_back().str();
  return std::string(1, Role);
}

std::string loopText(unsigned L) { return "loop " + std::to_string(L + 1); }

/// Adds \p S times \p Scale to \p Op's steps; false when \p S is not affine
/// in the band's loops.
bool addSteps(const SCEV *S, const SCEV *Scale, const Band &B,
              ScalarEvolution &SE, ContractionOperand &Op) {
  Type *I64 = Scale->getType();
  auto Wide = [&](const SCEV *E) {
    return E->getType()->getIntegerBitWidth() < 64
               ? SE.getSignExtendExpr(E, I64)
               : E;
  };
  if (const auto *AR = dyn_cast<SCEVAddRecExpr>(S)) {
    for (unsigned L = 0; L < B.depth(); ++L)
      if (AR->getLoop() == B.Loops[L].L) {
        if (!AR->isAffine())
          return false;
        const SCEV *Step = Wide(AR->getStepRecurrence(SE));
        if (!SE.isLoopInvariant(Step, B.Loops.front().L))
          return false;
        Op.Steps[L] = SE.getAddExpr(Op.Steps[L], SE.getMulExpr(Scale, Step));
        return addSteps(AR->getStart(), Scale, B, SE, Op);
      }
  }
  if (const auto *A = dyn_cast<SCEVAddExpr>(S))
    return all_of(A->operands(),
                  [&](const SCEV *E) { return addSteps(E, Scale, B, SE, Op); });
  if (isa<SCEVSignExtendExpr>(S) || isa<SCEVZeroExtendExpr>(S))
    return addSteps(cast<SCEVCastExpr>(S)->getOperand(0), Scale, B, SE, Op);
  if (const auto *M = dyn_cast<SCEVMulExpr>(S))
    if (const auto *C = dyn_cast<SCEVConstant>(M->getOperand(0))) {
      SmallVector<const SCEV *, 4> Ops(drop_begin(M->operands()));
      return addSteps(SE.getMulExpr(Ops), SE.getMulExpr(Scale, Wide(C)), B, SE,
                      Op);
    }
  // Anything else must be fixed while the band runs.
  return SE.isLoopInvariant(S, B.Loops.front().L);
}

/// "stride 1024" (elements per iteration of band loop \p L), or words.
std::string strideText(const ContractionOperand &Op, unsigned L) {
  const auto *C = dyn_cast<SCEVConstant>(Op.Steps[L]);
  if (!C)
    return "a stride known only at run time";
  int64_t Bytes = C->getAPInt().getSExtValue();
  if (Bytes % int64_t(Op.ElementBytes))
    return std::to_string(Bytes) + " bytes";
  return "stride " + std::to_string(Bytes / int64_t(Op.ElementBytes));
}

/// C - a * b as written (-ffp-contract=off), \p I the value stored: \p R
/// records it (the consumer subtracts the product as the source does).
static bool takeSubtraction(Instruction *I, function_ref<bool(Value *)> IsCLoad,
                            Contraction &R) {
  if (!I || I->getOpcode() != Instruction::FSub || !IsCLoad(I->getOperand(0)))
    return false;
  R.Kind = Contraction::Accumulate::FAdd;
  R.Negated = true;
  R.Sum = I;
  R.CLoad = cast<LoadInst>(I->getOperand(0));
  return true;
}

/// A factor \p V of fmuladd / fma that is `fneg` of a load (clang's
/// `c -= a * b` under -ffp-contract=on), the first one: \p R records it and
/// \p V becomes the load.
static void takeNegatedFactor(Value *&V, Contraction &R) {
  Value *Negated = nullptr;
  if (!R.Negated && match(V, m_FNeg(m_Value(Negated))) &&
      isa<LoadInst>(Negated)) {
    R.Negated = true;
    R.NegatedLoad = cast<LoadInst>(Negated);
    V = Negated;
  }
}

class ContractionMatcher {
  const Band &B;
  ScalarEvolution &SE;
  const BoundDirective &BD;
  std::string &Why;
  Contraction R;
  /// The two factors in source order, before the roles say which is A.
  ContractionOperand X, Y;
  /// C -= A * B is taken (Contraction::Negated).
  bool AllowNegated;

public:
  ContractionMatcher(const Band &B, ScalarEvolution &SE,
                     const BoundDirective &BD, std::string &Why,
                     bool AllowNegated)
      : B(B), SE(SE), BD(BD), Why(Why), AllowNegated(AllowNegated) {}

  std::optional<Contraction> run() {
    if (B.depth() < 3) {
      Why = "the band has " + std::to_string(B.depth()) +
            (B.depth() == 1 ? " loop" : " loops") +
            "; a contraction needs three (M, N and K)";
      return std::nullopt;
    }
    if (!checkBody() || !matchSum() || !measure(R.C) || !measure(X) ||
        !measure(Y) || !assignRoles() ||
        !orient(R.A, R.M, R.K, 'A', "M", "K") ||
        !orient(R.B, R.K, R.N, 'B', "K", "N") ||
        !orient(R.C, R.M, R.N, 'C', "M", "N"))
      return std::nullopt;
    return std::move(R);
  }

private:
  std::string name(const Value *Ptr) const {
    return describeObject(getUnderlyingObject(Ptr), &BD);
  }
  bool fail(const Twine &Msg) {
    Why = Msg.str();
    return false;
  }

  bool checkBody();
  bool matchSum();
  bool matchProduct(Value *P);
  bool matchFactor(Value *V, ContractionOperand &Op, int &Sign);
  bool measure(ContractionOperand &Op);
  bool assignRoles();
  bool orient(ContractionOperand &Op, unsigned First, unsigned Second,
              char Role, const char *FirstRole, const char *SecondRole);
};

/// The innermost body: no loop inside it, no branch but the loop's exit
/// test, one store in the whole band (in that body), no call with effects.
bool ContractionMatcher::checkBody() {
  Loop *Root = B.Loops.front().L;
  Loop *Inner = B.Loops.back().L;
  if (!Inner->getSubLoops().empty())
    return fail("the band's innermost loop (" + loopText(B.depth() - 1) +
                ") contains another loop");
  SmallVector<StoreInst *, 2> Stores;
  for (BasicBlock *BB : Root->blocks())
    for (Instruction &I : *BB) {
      if (auto *St = dyn_cast<StoreInst>(&I)) {
        if (!Inner->contains(BB))
          return fail(name(St->getPointerOperand()) +
                      " is stored between the band's loops");
        Stores.push_back(St);
        continue;
      }
      if (isa<LoadInst>(I) || !I.mayHaveSideEffects())
        continue;
      if (auto *II = dyn_cast<IntrinsicInst>(&I))
        if (II->isAssumeLikeIntrinsic() ||
            II->getIntrinsicID() == Intrinsic::fmuladd ||
            II->getIntrinsicID() == Intrinsic::fma)
          continue;
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (const Function *Callee = CB->getCalledFunction())
          return fail("the band's body calls '" +
                      llvm::demangle(Callee->getName().str()) + "'");
      return fail("the band's body has an instruction with side effects "
                  "besides the store to the accumulated array");
    }
  if (Stores.empty())
    return fail("the band's innermost body stores to no array");
  if (Stores.size() > 1) {
    std::string First = name(Stores[0]->getPointerOperand());
    for (StoreInst *St : drop_begin(Stores))
      if (std::string Other = name(St->getPointerOperand()); Other != First)
        return fail("the band's innermost body stores to two arrays (" + First +
                    " and " + Other + ")");
    return fail("the band's innermost body stores to " + First + " " +
                std::to_string(Stores.size()) + " times");
  }
  for (BasicBlock *BB : Inner->blocks()) {
    if (BB == Inner->getExitingBlock())
      continue;
    auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
    if (!Br || Br->isConditional())
      return fail("the band's innermost body runs its statement under a "
                  "condition (an 'if', a 'break' or a 'switch')");
  }
  if (!Inner->getExitingBlock())
    return fail("the band's innermost loop has more than one exit");
  R.Store = Stores.front();
  R.C.Access = R.Store;
  return true;
}

/// C++'s usual arithmetic conversions around a contraction's sum, the
/// reason when they are there: `short C += a * b` adds in int and `float C
/// += (double)a * (double)b` in double, then converts the sum (\p Stored,
/// the value stored to C); `long C += a * b` multiplies in int and widens
/// the product (\p Product, the term added to C). Else "".
static std::string conversionWhy(Value *Stored, Value *Product, StringRef CName,
                                 StringRef CType) {
  auto IsMul =
      m_CombineOr(m_Mul(m_Value(), m_Value()), m_FMul(m_Value(), m_Value()));
  if (auto *Cast = dyn_cast_or_null<CastInst>(Stored);
      Cast && (isa<TruncInst>(Cast) || isa<FPTruncInst>(Cast))) {
    auto *Sum = dyn_cast<Instruction>(Cast->getOperand(0));
    if (Sum &&
        (Sum->getOpcode() == Instruction::Add ||
         Sum->getOpcode() == Instruction::FAdd || isa<IntrinsicInst>(Sum)))
      return "the sum is computed in '" + sourceTypeName(Sum->getType()) +
             "' and converted to the type of " + CName.str() + " ('" +
             CType.str() + "'): the sum must be taken in C's type";
  }
  if (auto *Cast = dyn_cast_or_null<CastInst>(Product);
      Cast &&
      (isa<SExtInst>(Cast) || isa<ZExtInst>(Cast) || isa<FPExtInst>(Cast)) &&
      match(Cast->getOperand(0), IsMul))
    return "the product is computed in '" + sourceTypeName(Cast->getSrcTy()) +
           "' and converted to the type of " + CName.str() + " ('" +
           CType.str() + "') after the multiplication (convert each factor: (" +
           CType.str() + ")a * (" + CType.str() + ")b)";
  return "";
}

/// The value stored: C's element plus a product, or fmuladd / fma of the
/// factors and C's element.
bool ContractionMatcher::matchSum() {
  StoreInst *St = R.Store;
  std::string CName = name(St->getPointerOperand());
  R.C.Name = CName;
  R.C.Object = getUnderlyingObject(St->getPointerOperand());
  if (!St->isSimple())
    return fail(CName + " is stored by a volatile or atomic store");
  Value *V = St->getValueOperand();
  Type *Ty = V->getType();
  if (!Ty->isFloatingPointTy() && !Ty->isIntegerTy())
    return fail(CName + "'s elements are not numbers (" + sourceTypeName(Ty) +
                ")");
  R.C.ElementType = Ty;
  R.C.TypeName = unitTypeName(Ty);
  R.C.SourceType = sourceTypeName(Ty);
  const SCEV *CAddr = SE.getSCEV(St->getPointerOperand());
  auto IsCLoad = [&](Value *X) {
    auto *L = dyn_cast<LoadInst>(X);
    return L && L->isSimple() && L->getType() == Ty &&
           SE.getSCEV(L->getPointerOperand()) == CAddr;
  };
  auto *I = dyn_cast<Instruction>(V);
  Value *Acc = nullptr, *P = nullptr;
  if (auto *II = dyn_cast_or_null<IntrinsicInst>(I);
      II && (II->getIntrinsicID() == Intrinsic::fmuladd ||
             II->getIntrinsicID() == Intrinsic::fma)) {
    R.Kind = II->getIntrinsicID() == Intrinsic::fma
                 ? Contraction::Accumulate::FMA
                 : Contraction::Accumulate::FMulAdd;
    R.Sum = II;
    if (!IsCLoad(II->getArgOperand(2)))
      return fail("the value stored to " + CName +
                  " does not add to the element it replaces");
    R.CLoad = cast<LoadInst>(II->getArgOperand(2));
    int SX = -1, SY = -1;
    return matchFactor(II->getArgOperand(0), X, SX) &&
           matchFactor(II->getArgOperand(1), Y, SY) && matchProduct(nullptr);
  }
  if (AllowNegated && takeSubtraction(I, IsCLoad, R))
    return matchProduct(I->getOperand(1));
  if (I &&
      (I->getOpcode() == Instruction::FSub ||
       I->getOpcode() == Instruction::Sub) &&
      IsCLoad(I->getOperand(0)))
    return fail("the product is subtracted from " + CName +
                " ('-='); the matrix units add products");
  if (std::string W = conversionWhy(I, nullptr, CName, R.C.SourceType);
      !W.empty())
    return fail(W);
  if (!I || (I->getOpcode() != Instruction::FAdd &&
             I->getOpcode() != Instruction::Add))
    return fail("the value stored to " + CName + " is not a sum (" + CName +
                " plus a product)");
  R.Kind = I->getOpcode() == Instruction::FAdd ? Contraction::Accumulate::FAdd
                                               : Contraction::Accumulate::Add;
  R.Sum = I;
  if (IsCLoad(I->getOperand(0))) {
    Acc = I->getOperand(0);
    P = I->getOperand(1);
  } else if (IsCLoad(I->getOperand(1))) {
    Acc = I->getOperand(1);
    P = I->getOperand(0);
  } else {
    return fail("the value stored to " + CName +
                " does not add to the element it replaces");
  }
  R.CLoad = cast<LoadInst>(Acc);
  return matchProduct(P);
}

/// \p P (null for the fused forms, whose factors are matched) is the
/// product of two factors; then the factors' types agree with C's.
bool ContractionMatcher::matchProduct(Value *P) {
  const std::string &CName = R.C.Name;
  if (P) {
    Value *Inner;
    if (match(P, m_FPExt(m_Value(Inner))) &&
        (match(Inner, m_FMul(m_Value(), m_Value())) ||
         match(Inner, m_FPTrunc(m_Value()))))
      return fail("the product is rounded to '" +
                  sourceTypeName(Inner->getType()) +
                  "' before it is added to " + CName +
                  " (convert each factor: (float)a * (float)b)");
    if (std::string W = conversionWhy(nullptr, P, CName, R.C.SourceType);
        !W.empty())
      return fail(W);
    if (isa<LoadInst>(P))
      return fail(CName + " accumulates " +
                  name(getLoadStorePointerOperand(P)) +
                  ", not a product of two arrays");
    auto *Mul = dyn_cast<BinaryOperator>(P);
    if (!Mul || (Mul->getOpcode() != Instruction::FMul &&
                 Mul->getOpcode() != Instruction::Mul))
      return fail(CName + " accumulates a value that is not a product of "
                          "two arrays");
    R.Product = Mul;
    int SX = -1, SY = -1;
    if (!matchFactor(Mul->getOperand(0), X, SX) ||
        !matchFactor(Mul->getOperand(1), Y, SY))
      return false;
  }
  if (X.TypeName != Y.TypeName) {
    bool BothInt = X.ElementType->isIntegerTy() &&
                   Y.ElementType->isIntegerTy() &&
                   X.ElementType->getIntegerBitWidth() ==
                       Y.ElementType->getIntegerBitWidth();
    if (!BothInt)
      return fail("the product's factors have different types ('" +
                  X.SourceType + "' and '" + Y.SourceType + "')");
  }
  if (X.Object == R.C.Object || Y.Object == R.C.Object)
    return fail(CName + " is also a factor of the product it accumulates");
  return true;
}

/// A factor: a load of an array, with the conversion C++ writes to the
/// accumulator's type (none, fpext from half / bfloat to float, sext / zext
/// of a narrower integer).
bool ContractionMatcher::matchFactor(Value *V, ContractionOperand &Op,
                                     int &Sign) {
  Type *AccTy = R.C.ElementType;
  if (AllowNegated && !R.Product)
    takeNegatedFactor(V, R);
  Value *Src = V;
  if (auto *Cast = dyn_cast<CastInst>(V)) {
    Src = Cast->getOperand(0);
    Type *From = Src->getType(), *To = Cast->getType();
    bool Ok = false;
    if (isa<FPExtInst>(Cast))
      Ok = (From->isHalfTy() || From->isBFloatTy()) && To->isFloatTy();
    else if (isa<SExtInst>(Cast) || isa<ZExtInst>(Cast))
      Ok = true;
    Sign = isa<ZExtInst>(Cast) || isa<UIToFPInst>(Cast) ? 0 : 1;
    if (!Ok)
      return fail("the product's factors are converted from '" +
                  sourceTypeName(From, Sign) + "' to '" + sourceTypeName(To) +
                  "'");
  }
  if (V->getType() != AccTy)
    return fail("the product's factors are '" + sourceTypeName(V->getType()) +
                "' and " + R.C.Name + " is '" + R.C.SourceType + "'");
  if (match(Src, m_FNeg(m_Value())) || match(Src, m_Neg(m_Value())))
    return fail("the product is negated (" + R.C.Name +
                " -= a * b); the matrix units add products");
  if (match(Src, m_FMul(m_Value(), m_Value())) ||
      match(Src, m_Mul(m_Value(), m_Value())))
    return fail(R.C.Name + " accumulates a product of more than two factors");
  auto *L = dyn_cast<LoadInst>(Src);
  if (!L)
    return fail("a factor of the product is not an element of an array (a "
                "scalar, a constant or a computed value)");
  if (!L->isSimple())
    return fail(name(L->getPointerOperand()) +
                " is read by a volatile or atomic load");
  Op.Access = L;
  Op.Object = getUnderlyingObject(L->getPointerOperand());
  Op.Name = name(L->getPointerOperand());
  Op.ElementType = L->getType();
  Op.TypeName = unitTypeName(L->getType(), Sign == 0);
  Op.SourceType = sourceTypeName(L->getType(), Sign);
  return true;
}

/// The address of \p Op's access as a step per band loop.
bool ContractionMatcher::measure(ContractionOperand &Op) {
  const DataLayout &DL = Op.Access->getModule()->getDataLayout();
  Type *ElTy = isa<StoreInst>(Op.Access)
                   ? cast<StoreInst>(Op.Access)->getValueOperand()->getType()
                   : Op.Access->getType();
  Op.ElementType = ElTy;
  Op.ElementBytes = DL.getTypeStoreSize(ElTy).getFixedValue();
  Op.Address = SE.getSCEV(getLoadStorePointerOperand(Op.Access));
  Type *I64 = Type::getInt64Ty(Op.Access->getContext());
  Op.Steps.assign(B.depth(), SE.getZero(I64));
  const SCEV *Base = SE.getPointerBase(Op.Address);
  const SCEV *Off = SE.getMinusSCEV(Op.Address, Base);
  if (isa<SCEVCouldNotCompute>(Off) ||
      !addSteps(Off, SE.getOne(I64), B, SE, Op))
    return fail("the subscripts of " + Op.Name +
                " are not affine in the band's loops (an index read from "
                "memory, a product of two indices or a division)");
  for (unsigned L = 0; L < B.depth(); ++L)
    if (!Op.Steps[L]->isZero())
      Op.LoopMask |= 1u << L;
  return true;
}

/// K, M, N and the batch loops from which addresses vary with each loop.
bool ContractionMatcher::assignRoles() {
  const std::string &CN = R.C.Name;
  unsigned NL = B.depth();
  auto In = [](unsigned Mask, unsigned L) { return (Mask >> L) & 1; };
  unsigned MC = R.C.LoopMask, MX = X.LoopMask, MY = Y.LoopMask;
  SmallVector<unsigned, 2> Red;
  for (unsigned L = 0; L < NL; ++L)
    if (!In(MC, L))
      Red.push_back(L);
  if (Red.empty())
    return fail("no loop of the band is a reduction for " + CN +
                " (it varies with every loop)");
  for (unsigned L : Red) {
    if (!In(MX, L) && !In(MY, L))
      return fail(loopText(L) + " is a reduction for " + CN +
                  " along which "
                  "neither " +
                  X.Name + " nor " + Y.Name + " varies");
    if (!In(MX, L) || !In(MY, L))
      return fail((In(MX, L) ? Y.Name : X.Name) + " does not vary with " +
                  loopText(L) + ", the reduction loop (K) of " + CN);
  }
  if (Red.size() > 1)
    return fail(loopText(Red[0]) + " and " + loopText(Red[1]) +
                " are both reductions for " + CN + "; a contraction has one");
  R.K = Red.front();
  // The loops C varies with: one operand's side, or a batch.
  SmallVector<unsigned, 2> SideX, SideY;
  for (unsigned L = 0; L < NL; ++L) {
    if (!In(MC, L))
      continue;
    if (!In(MX, L) && !In(MY, L))
      return fail(CN + " varies with " + loopText(L) + " but neither " +
                  X.Name + " nor " + Y.Name + " does");
    if (In(MX, L) != In(MY, L))
      (In(MX, L) ? SideX : SideY).push_back(L);
  }
  if (SideX.empty() || SideY.empty()) {
    const std::string &Vec = SideX.empty() ? X.Name : Y.Name;
    return fail("every loop " + CN + " varies with is one " + Vec +
                " varies with too: a matrix-vector product, not a "
                "contraction of two matrices");
  }
  // N: the loop along which C is contiguous, else the inner one.
  const SCEV *Unit = SE.getConstant(R.C.Steps[0]->getType(), R.C.ElementBytes);
  int NLoop = -1;
  for (unsigned L = 0; L < NL; ++L)
    if ((is_contained(SideX, L) || is_contained(SideY, L)) &&
        R.C.Steps[L] == Unit)
      NLoop = L;
  if (NLoop < 0)
    NLoop = std::max(SideX.back(), SideY.back());
  bool NOfY = is_contained(SideY, unsigned(NLoop));
  R.N = NLoop;
  R.M = NOfY ? SideX.back() : SideY.back();
  R.A = NOfY ? X : Y;
  R.B = NOfY ? Y : X;
  for (unsigned L = 0; L < NL; ++L)
    if (In(MC, L) && L != R.M && L != R.N)
      R.Batch.push_back(L);
  unsigned Innermost = std::min({R.M, R.N, R.K});
  for (unsigned L : R.Batch)
    if (L > Innermost)
      return fail(loopText(L) + ", a batch loop of " + CN + ", is inside " +
                  loopText(Innermost) + " (" +
                  (Innermost == R.M   ? "M"
                   : Innermost == R.N ? "N"
                                      : "K") +
                  "); a batch loop must be outside the M, N and K loops");
  return true;
}

/// \p Op's layout over its loops \p First (its rows' index) and \p Second.
bool ContractionMatcher::orient(ContractionOperand &Op, unsigned First,
                                unsigned Second, char Role,
                                const char *FirstRole, const char *SecondRole) {
  const SCEV *Unit =
      SE.getConstant(Op.Steps[First]->getType(), Op.ElementBytes);
  bool UnitFirst = Op.Steps[First] == Unit,
       UnitSecond = Op.Steps[Second] == Unit;
  auto Elements = [&](const SCEV *Bytes) -> const SCEV * {
    int64_t E = int64_t(Op.ElementBytes);
    if (const auto *C = dyn_cast<SCEVConstant>(Bytes))
      return SE.getConstant(Bytes->getType(), C->getAPInt().getSExtValue() / E,
                            /*isSigned=*/true);
    if (const auto *Mul = dyn_cast<SCEVMulExpr>(Bytes))
      if (const auto *C = dyn_cast<SCEVConstant>(Mul->getOperand(0)))
        if (C->getAPInt().getSExtValue() % E == 0) {
          SmallVector<const SCEV *, 4> Ops(Mul->operands());
          Ops[0] = SE.getConstant(Bytes->getType(),
                                  C->getAPInt().getSExtValue() / E, true);
          return SE.getMulExpr(Ops);
        }
    return SE.getUDivExactExpr(Bytes, SE.getConstant(Bytes->getType(), E));
  };
  std::string Loops = " along " + loopText(First) + " (" + FirstRole +
                      ") and " + loopText(Second) + " (" + SecondRole + ")";
  if (UnitFirst && UnitSecond)
    return fail(Op.Name + " moves by one element" + Loops +
                ": it has no leading dimension");
  if (UnitSecond) {
    Op.Layout = OperandLayout::RowMajor;
    Op.LeadingDim = Elements(Op.Steps[First]);
  } else if (UnitFirst && Role != 'C') {
    Op.Layout = OperandLayout::ColumnMajor;
    Op.LeadingDim = Elements(Op.Steps[Second]);
  } else if (Role == 'C') {
    Op.Layout = OperandLayout::Strided;
  } else {
    return fail(Op.Name + " is read with " + strideText(Op, First) + " along " +
                loopText(First) + " (" + FirstRole + ") and " +
                strideText(Op, Second) + " along " + loopText(Second) + " (" +
                SecondRole + "): neither is 1 element per iteration");
  }
  return true;
}

} // namespace

std::string Contraction::formula() const {
  auto Batches = [&](const ContractionOperand &Op) {
    std::string S;
    for (unsigned I = 0; I < Batch.size(); ++I)
      if ((Op.LoopMask >> Batch[I]) & 1)
        S += Batch.size() == 1 ? "[b]" : "[b" + std::to_string(I + 1) + "]";
    return S;
  };
  auto Sub = [&](const ContractionOperand &Op, char Role, const char *I,
                 const char *J) {
    bool Col = Op.Layout == OperandLayout::ColumnMajor;
    return shortName(Op, Role) + Batches(Op) + "[" + (Col ? J : I) + "][" +
           (Col ? I : J) + "]";
  };
  return Sub(C, 'C', "m", "n") + (Negated ? " -= " : " += ") +
         Sub(A, 'A', "m", "k") + " * " + Sub(B, 'B', "k", "n");
}

std::string Contraction::types() const {
  return A.TypeName + " x " + B.TypeName + " -> " + C.TypeName;
}

std::string Contraction::roles() const {
  std::string S;
  unsigned Depth = std::max({M, N, K}) + 1;
  for (unsigned L = 0; L < Depth; ++L) {
    const char *Role = L == M ? "M" : L == N ? "N" : L == K ? "K" : "batch";
    S += (L ? ", " : "") + std::to_string(L + 1) + " = " + Role;
  }
  return S;
}

std::string Contraction::describe() const {
  auto Layout = [](const ContractionOperand &Op) {
    return Op.Layout == OperandLayout::RowMajor      ? "row-major"
           : Op.Layout == OperandLayout::ColumnMajor ? "column-major"
                                                     : "strided";
  };
  // Arrays the directive does not name (and the IR does not: clang drops
  // names) appear by role letter in the formula, then said what they are.
  std::string Unnamed;
  for (auto [Op, Role] : {std::pair{&A, 'A'}, {&B, 'B'}, {&C, 'C'}})
    if (shortName(*Op, Role) == std::string(1, Role) &&
        Op->Name != "'" + std::string(1, Role) + "'")
      Unnamed += (Unnamed.empty() ? " (" : ", ") + std::string(1, Role) + ": " +
                 Op->Name;
  if (!Unnamed.empty())
    Unnamed += ")";
  std::string S = "contraction " + formula() + Unnamed + ", " + types() + ", " +
                  shortName(A, 'A') + " " + Layout(A) + ", " +
                  shortName(B, 'B') + " " + Layout(B);
  if (C.Layout == OperandLayout::Strided)
    S += ", " + shortName(C, 'C') + " strided";
  return S + " (loops: " + roles() + ")";
}

std::optional<Contraction>
tilelang::recognizeContraction(const Band &B, ScalarEvolution &SE,
                               const BoundDirective &BD, std::string &WhyNot,
                               bool AllowNegated) {
  return ContractionMatcher(B, SE, BD, WhyNot, AllowNegated).run();
}
