//===- LaneOps.cpp - The operations the opcode tables share ---------------===//
//
// See LaneOps.h: the operands of one machine instruction and the operations
// on LaneExpr values that the NVPTX and AMDGPU opcode tables are written in
// (products, shifts, bitwise operations, bit-field extracts, selections),
// each exact in every analysed thread or unknown with the reason.
//
//===----------------------------------------------------------------------===//
#include "sram-bank/LaneOps.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/PseudoSourceValue.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Instructions.h"

#define DEBUG_TYPE "tilelang-sram-bank"

using namespace llvm;

namespace tilelang::srambank {

LaneOps::LaneOps(LaneAddressBuilder &B, const MachineInstr &MI, Register Def)
    : B(B), MI(MI), Def(Def), A{B.threads()} {
  const MachineFunction &MF = *MI.getMF();
  const TargetInstrInfo *TII = MF.getSubtarget().getInstrInfo();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  N = TII->getName(MI.getOpcode());
  Bits = TRI->getRegSizeInBits(Def, MRI);
  if (Bits == 0 || Bits > 64)
    Bits = 64;
  for (const MachineOperand &MO : MI.explicit_uses())
    Uses.push_back(&MO);
}

LaneExpr LaneOps::src(unsigned I) const {
  if (I >= Uses.size())
    return LaneExpr::unknown("a malformed " + N.str());
  return B.eval(*Uses[I]);
}

std::optional<int64_t> LaneOps::imm(unsigned I) const {
  if (I >= Uses.size())
    return std::nullopt;
  LaneExpr E = src(I);
  if (E.isConst())
    return E.Const;
  return std::nullopt;
}

LaneExpr LaneOps::opaque(unsigned AlignLog2) const {
  LaneExpr E;
  UniformTerm T;
  T.R = Def;
  T.AlignLog2 = AlignLog2;
  Arith::addTerm(E, T, 1);
  return E;
}

LaneExpr LaneOps::variesPerLane(const Twine &What) const {
  return LaneExpr::unknown((What + ": " + B.describe(MI)).str());
}

bool LaneOps::readsPerThreadMemory() const {
  if (!MI.mayLoad())
    return false;
  for (const MachineMemOperand *MMO : MI.memoperands()) {
    const PseudoSourceValue *PSV = MMO->getPseudoValue();
    const Value *V = MMO->getValue();
    if (MMO->getAddrSpace() == 5 || (PSV && PSV->isStack()) ||
        (V && isa<AllocaInst>(getUnderlyingObject(V))))
      return true;
  }
  for (const MachineOperand &MO : MI.operands())
    if (MO.isFI())
      return true;
  return false;
}

LaneExpr LaneOps::mul(const LaneExpr &X, const LaneExpr &Y) const {
  if (!X.known())
    return X;
  if (!Y.known())
    return Y;
  if (X.isConst())
    return A.scale(Y, X.Const);
  if (Y.isConst())
    return A.scale(X, Y.Const);
  if (X.isUniform() && Y.isUniform())
    return opaque(std::min(62u, uniformAlign(X) + uniformAlign(Y)));
  // Both known in every thread: the product thread by thread.
  if (X.Terms.empty() && Y.Terms.empty())
    return A.map2(X, Y, [&](int64_t P, int64_t Q) {
      return int64_t(maskTo(P * Q, Bits));
    });
  return variesPerLane("a lane-varying value times a run-time value");
}

LaneExpr LaneOps::shl(const LaneExpr &X, const LaneExpr &S) const {
  if (!S.known())
    return S;
  if (S.isConst() && S.Const >= 0 && S.Const < 63)
    return mul(X, LaneExpr::constant(int64_t(1) << S.Const));
  if (X.isUniform() && S.isUniform())
    return opaque();
  if (X.known() && X.Terms.empty() && S.Terms.empty())
    return A.map2(X, S, [&](int64_t P, int64_t Q) {
      return int64_t(maskTo(P << (Q & (Bits - 1)), Bits));
    });
  return variesPerLane("a shift by a run-time amount");
}

LaneExpr LaneOps::shr(const LaneExpr &X, const LaneExpr &S,
                      bool Arithmetic) const {
  if (!X.known())
    return X;
  if (!S.known())
    return S;
  if (!S.isConst()) {
    if (X.isUniform() && S.isUniform())
      return opaque();
    if (X.Terms.empty() && S.Terms.empty())
      return A.map2(X, S, [&](int64_t P, int64_t Q) {
        unsigned K = unsigned(Q) & (Bits - 1);
        if (Arithmetic)
          return Bits == 32 ? int64_t(int32_t(P) >> K) : P >> K;
        return int64_t(maskTo(P, Bits) >> K);
      });
    return variesPerLane("a shift by a run-time amount");
  }
  int64_t K = S.Const & (Bits - 1);
  if (X.isConst()) {
    int64_t V = Arithmetic ? (Bits == 32 ? int64_t(int32_t(X.Const)) >> K
                                         : X.Const >> K)
                           : int64_t(maskTo(X.Const, Bits) >> K);
    return LaneExpr::constant(V);
  }
  if (X.isUniform())
    return opaque();
  // (P + U) >> K == (P >> K) + U / 2^K when U is a multiple of 2^K.
  for (const auto &[T, C] : X.Terms)
    if (tz(C) < unsigned(K))
      return variesPerLane("a shift of a lane-varying value plus a "
                           "run-time value that is not a multiple of the "
                           "shift");
  std::vector<int64_t> V(A.TS.Threads);
  for (unsigned T = 0; T < A.TS.Threads; ++T) {
    int64_t P = A.concrete(X, T);
    if (X.Terms.empty())
      V[T] = Arithmetic ? (Bits == 32 ? int64_t(int32_t(P)) >> K : P >> K)
                        : int64_t(maskTo(P, Bits) >> K);
    else
      V[T] = P >> K; // floor division; exact with the terms
  }
  LaneExpr R = A.fromConcrete(V);
  for (const auto &[T, C] : X.Terms)
    Arith::addTerm(R, T, C >> K);
  return R;
}

LaneExpr LaneOps::bit(const LaneExpr &X, const LaneExpr &Y, BitOp Op) const {
  if (!X.known())
    return X;
  if (!Y.known())
    return Y;
  auto F = [&](int64_t P, int64_t Q) -> int64_t {
    uint64_t U = maskTo(P, Bits), V = maskTo(Q, Bits);
    uint64_t Res = Op == And ? (U & V) : Op == Or ? (U | V) : (U ^ V);
    return int64_t(Res);
  };
  if (X.isConst() && Y.isConst())
    return LaneExpr::constant(F(X.Const, Y.Const));
  if (X.isUniform() && Y.isUniform()) {
    unsigned Al = 0;
    if (Op == And && X.isConst())
      Al = tz(X.Const);
    if (Op == And && Y.isConst())
      Al = tz(Y.Const);
    return opaque(std::min(Al, 62u));
  }
  if (X.Terms.empty() && Y.Terms.empty())
    return A.map2(X, Y, F);
  // One side has uniform terms, a multiple of 2^U: the other side's bits
  // must all lie below U, and, for | and ^, this side's concrete part too.
  const LaneExpr &S = X.Terms.empty() ? Y : X; // with terms
  const LaneExpr &O = X.Terms.empty() ? X : Y; // without
  if (!O.Terms.empty())
    return variesPerLane("a bitwise operation on two values with run-time "
                         "parts");
  unsigned U = S.uniformAlignLog2();
  if (!A.fitsIn(O, U) || (Op != And && !A.fitsIn(S, U)))
    return variesPerLane("a bitwise operation mixing lane bits with the "
                         "bits of a run-time value");
  LaneExpr Low = S;
  Low.Terms.clear();
  LaneExpr R = A.map2(Low, O, F);
  if (Op != And)
    for (const auto &[T, C] : S.Terms)
      Arith::addTerm(R, T, C);
  return R;
}

LaneExpr LaneOps::bfe(const LaneExpr &X, const LaneExpr &Off,
                      const LaneExpr &Len) const {
  if (!Off.isConst() || !Len.isConst()) {
    if (X.isUniform() && Off.isUniform() && Len.isUniform())
      return opaque();
    return variesPerLane("a bit-field extract at a run-time position");
  }
  unsigned W = unsigned(Len.Const) & 63;
  LaneExpr Sh = shr(X, LaneExpr::constant(Off.Const & 63), false);
  if (W == 0)
    return LaneExpr::constant(0);
  return bit(Sh, LaneExpr::constant(int64_t((uint64_t(1) << W) - 1)), And);
}

LaneExpr LaneOps::select(const LaneExpr &C, const LaneExpr &T,
                         const LaneExpr &F) const {
  if (!T.known())
    return T;
  if (!F.known())
    return F;
  if (sameValue(T, F))
    return T;
  if (C.isUniform() && T.isUniform() && F.isUniform())
    return opaque(std::min(uniformAlign(T), uniformAlign(F)));
  return variesPerLane("a selection between values that differ per lane");
}

LaneExpr LaneOps::generic() const {
  // Uniform if every input is uniform and it reads nothing that differs
  // per lane.
  if (MI.isCall() || MI.hasUnmodeledSideEffects() || MI.isInlineAsm())
    return variesPerLane("the result of");
  if (MI.mayStore() && MI.mayLoad())
    return variesPerLane("the result of an atomic");
  if (MI.mayLoad())
    for (const MachineMemOperand *MMO : MI.memoperands())
      if (MMO->getAddrSpace() == 5)
        return variesPerLane("a load from per-thread memory");
  for (const MachineOperand &MO : MI.uses()) {
    if (!MO.isReg() || !MO.getReg() || MO.isImplicit())
      continue;
    LaneExpr E = B.evalReg(MO.getReg());
    if (!E.isUniform())
      return E.known() ? variesPerLane("a lane-varying value through") : E;
  }
  return opaque();
}

} // namespace tilelang::srambank
