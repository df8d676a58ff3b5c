//===- analysis/ArrayView.cpp - Subscripts from an array's type -----------===//
//
// See ArrayView.h.
//
//===----------------------------------------------------------------------===//
#include "analysis/ArrayView.h"
#include "llvm/Analysis/Delinearization.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"

using namespace llvm;

bool tilelang::subscriptsFromType(ScalarEvolution &SE, Instruction *I,
                                  SmallVectorImpl<const SCEV *> &Subs,
                                  SmallVectorImpl<const SCEV *> &Sizes,
                                  const Value **Base) {
  Subs.clear();
  Sizes.clear();
  Value *Ptr = getLoadStorePointerOperand(I);
  if (!Ptr)
    return false;
  // The GEPs from the access back to the base, innermost first.
  SmallVector<GEPOperator *, 4> Chain;
  while (auto *GEP = dyn_cast<GEPOperator>(Ptr)) {
    Chain.push_back(GEP);
    Ptr = GEP->getPointerOperand();
  }
  if (Chain.empty())
    return false;
  if (Base)
    *Base = Ptr;
  // The array type the outermost GEP steps through: its levels.
  SmallVector<Type *, 4> Levels;
  Levels.push_back(Chain.back()->getSourceElementType());
  while (auto *AT = dyn_cast<ArrayType>(Levels.back()))
    Levels.push_back(AT->getElementType());
  if (Levels.size() < 2 || Levels.back() != getLoadStoreType(I))
    return false;
  Type *I64 = Type::getInt64Ty(I->getContext());
  Subs.assign(Levels.size(), SE.getZero(I64));
  unsigned Level = 0; // what the next GEP's pointer points to
  for (GEPOperator *GEP : reverse(Chain)) {
    if (Level >= Levels.size() || GEP->getSourceElementType() != Levels[Level])
      return false;
    unsigned K = Level;
    for (Value *Idx : GEP->indices()) {
      if (K >= Levels.size() || !Idx->getType()->isIntegerTy())
        return false;
      Subs[K] = SE.getAddExpr(Subs[K],
                              SE.getTruncateOrSignExtend(SE.getSCEV(Idx), I64));
      ++K;
    }
    Level = K - 1;
  }
  // Levels the GEPs do not index are 0: a row's address loaded as its
  // element type is its first element (`out[i - 1][0]` is a GEP to the row
  // once zero indices are folded). Subscript K counts elements of
  // Levels[K]; dimension K >= 1 has as many as the array Levels[K - 1].
  for (unsigned K = 1; K < Levels.size(); ++K)
    Sizes.push_back(
        SE.getConstant(I64, cast<ArrayType>(Levels[K - 1])->getNumElements()));
  Sizes.push_back(
      SE.getConstant(I64, I->getDataLayout().getTypeAllocSize(Levels.back())));
  return Subs.size() >= 2;
}

void tilelang::delinearizeAccess(ScalarEvolution &SE, Instruction *I,
                                 SmallVectorImpl<const SCEV *> &Subs,
                                 SmallVectorImpl<const SCEV *> &Sizes) {
  const SCEV *Ptr = SE.getSCEV(getLoadStorePointerOperand(I));
  const SCEV *Fn = SE.getMinusSCEV(Ptr, SE.getPointerBase(Ptr));
  delinearize(SE, Fn, Subs, Sizes, SE.getElementSize(I));
  if (Subs.empty() && isa<SCEVAddRecExpr>(Fn))
    delinearizeFixedSizeArray(SE, Fn, Subs, Sizes, SE.getElementSize(I));
}
