//===- LaneExpr.cpp - LaneExpr values: arithmetic, thread ids, printing ---===//
//
// The value side of tilelang-sram-bank's addresses (SramBankAddress.h,
// LaneArith.h): the alignment and symbol queries of a LaneExpr, the threads
// of a ThreadSpace, the helpers of LaneArith.h, the values of the thread
// ids, and formatAddress, the form of an address the remarks print.
//
//===----------------------------------------------------------------------===//
#include "sram-bank/LaneArith.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace tilelang::srambank;

namespace tilelang {

unsigned LaneExpr::uniformAlignLog2() const {
  unsigned A = 63;
  for (const auto &[T, C] : Terms)
    A = std::min(A, std::min(63u, tz(C) + T.AlignLog2));
  return A;
}

int64_t LaneExpr::symCoeff(const GlobalVariable *GV) const {
  for (const auto &[T, C] : Terms)
    if (T.Kind == UniformTerm::Sym && T.GV == GV)
      return C;
  return 0;
}

unsigned ThreadSpace::tid(unsigned T, unsigned Dim) const {
  if (!known())
    return Dim == 0 ? T : UnknownYZ;
  switch (Dim) {
  case 0:
    return T % Dims[0];
  case 1:
    return (T / Dims[0]) % Dims[1];
  default:
    return T / (Dims[0] * Dims[1]);
  }
}

namespace srambank {

uint64_t maskTo(int64_t V, unsigned Bits) {
  return Bits >= 64 ? uint64_t(V) : uint64_t(V) & ((uint64_t(1) << Bits) - 1);
}

bool sameValue(const LaneExpr &A, const LaneExpr &B) {
  if (!A.known() || !B.known())
    return false;
  if (A.Const != B.Const || A.Lane != B.Lane ||
      A.Terms.size() != B.Terms.size())
    return false;
  for (const auto &[T, C] : A.Terms)
    if (llvm::none_of(B.Terms, [&](const auto &P) {
          return P.first == T && P.second == C;
        }))
      return false;
  return true;
}

unsigned uniformAlign(const LaneExpr &E) {
  return std::min(tz(E.Const), E.uniformAlignLog2());
}

LaneExpr tidValue(const ThreadSpace &TS, unsigned Dim) {
  LaneExpr E;
  E.Lane.resize(TS.Threads);
  for (unsigned T = 0; T < TS.Threads; ++T)
    E.Lane[T] = TS.tid(T, Dim);
  E.TidCoeff[Dim] = 1;
  Arith::normalize(E);
  if (!TS.known() && Dim != 0)
    return LaneExpr::unknown(std::string("tid.") + "xyz"[Dim] +
                             " with an unknown block shape (give the kernel "
                             "reqntid / reqd_work_group_size, or "
                             "-tilelang-sram-bank-block-dims=X,Y,Z)");
  return E;
}

LaneExpr packedTidValue(const ThreadSpace &TS) {
  Arith A{TS};
  std::vector<int64_t> V(TS.Threads);
  for (unsigned T = 0; T < TS.Threads; ++T)
    V[T] = int64_t(TS.tid(T, 0)) | (int64_t(TS.tid(T, 1)) << 10) |
           (int64_t(TS.tid(T, 2)) << 20);
  LaneExpr E = A.fromConcrete(V);
  return E;
}

} // namespace srambank

std::string formatAddress(const LaneExpr &E, const ScratchAccess &A) {
  if (!E.known())
    return "unknown";
  std::string S;
  raw_string_ostream OS(S);
  bool First = true;
  auto Emit = [&](int64_t C, const std::string &What) {
    if (C == 0)
      return;
    if (!First)
      OS << (C < 0 ? " - " : " + ");
    else if (C < 0)
      OS << "-";
    First = false;
    uint64_t M = C < 0 ? uint64_t(-C) : uint64_t(C);
    if (What.empty())
      OS << M;
    else if (M == 1)
      OS << What;
    else
      OS << M << "*" << What;
  };
  for (const auto &[T, C] : E.Terms)
    if (T.Kind == UniformTerm::Sym)
      Emit(C, T.GV ? "@" + T.GV->getName().str() : std::string("@global"));
  if (!E.Lane.empty()) {
    if (E.Affine) {
      static const char *Tid[3] = {"tid.x", "tid.y", "tid.z"};
      for (unsigned D = 0; D < 3; ++D)
        Emit(E.TidCoeff[D], Tid[D]);
    } else {
      Emit(1, "f(tid)");
    }
  }
  for (const auto &[T, C] : E.Terms) {
    if (T.Kind == UniformTerm::Sym)
      continue;
    std::string R;
    raw_string_ostream RS(R);
    RS << (T.Kind == UniformTerm::Iter ? "i" : "u") << "(" << printReg(T.R)
       << ")";
    Emit(C, R);
  }
  Emit(E.Const, "");
  if (First)
    OS << "0";
  if (A.IsPair && A.Pieces.size() == 2)
    OS << ", elements at +" << A.Pieces[0].first << " and +"
       << A.Pieces[1].first;
  return S;
}

} // namespace tilelang
