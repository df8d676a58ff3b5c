//===- LaneArith.h - Arithmetic on LaneExpr values --------------*- C++ -*-===//
//
// Shared by the files of tilelang-sram-bank's address side
// (SramBankAddress.cpp, LaneOps.cpp and the per-target opcode tables
// NVPTXLaneOps.cpp / AMDGPULaneOps.cpp): sums and multiples of LaneExprs,
// values computed thread by thread and refitted to the affine form, and the
// values of the thread ids. Defined in LaneExpr.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_LANEARITH_H
#define TILELANG_LANEARITH_H

#include "sram-bank/SramBankAddress.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

namespace tilelang::srambank {

/// The number of trailing zero bits of \p V (63 for 0).
inline unsigned tz(int64_t V) {
  return V == 0 ? 63 : unsigned(llvm::countr_zero(uint64_t(V)));
}

/// Arithmetic on LaneExprs for one thread space.
struct Arith {
  const ThreadSpace &TS;

  static void addTerm(LaneExpr &E, const UniformTerm &T, int64_t C) {
    if (C == 0)
      return;
    for (auto It = E.Terms.begin(); It != E.Terms.end(); ++It)
      if (It->first == T) {
        It->second += C;
        if (It->second == 0)
          E.Terms.erase(It);
        return;
      }
    E.Terms.push_back({T, C});
  }

  static void normalize(LaneExpr &E) {
    if (!E.Lane.empty() &&
        llvm::all_of(E.Lane, [](int64_t V) { return V == 0; }))
      E.Lane.clear();
    if (E.Lane.empty())
      E.TidCoeff = {0, 0, 0}, E.Affine = true;
  }

  LaneExpr add(const LaneExpr &A, const LaneExpr &B, int64_t SignB = 1) const {
    if (!A.known())
      return A;
    if (!B.known())
      return B;
    LaneExpr R = A;
    if (!B.Lane.empty()) {
      if (R.Lane.empty())
        R.Lane.assign(TS.Threads, 0);
      for (unsigned T = 0; T < TS.Threads; ++T)
        R.Lane[T] += SignB * B.Lane[T];
    }
    R.Const += SignB * B.Const;
    for (const auto &[T, C] : B.Terms)
      addTerm(R, T, SignB * C);
    R.Affine = A.Affine && B.Affine;
    for (unsigned D = 0; D < 3; ++D)
      R.TidCoeff[D] += SignB * B.TidCoeff[D];
    normalize(R);
    return R;
  }

  LaneExpr scale(const LaneExpr &A, int64_t K) const {
    if (!A.known())
      return A;
    LaneExpr R = A;
    for (int64_t &V : R.Lane)
      V *= K;
    R.Const *= K;
    R.Terms.clear();
    for (const auto &[T, C] : A.Terms)
      addTerm(R, T, C * K);
    for (int64_t &C : R.TidCoeff)
      C *= K;
    normalize(R);
    return R;
  }

  /// The concrete value of \p E in thread T (its uniform terms left out).
  int64_t concrete(const LaneExpr &E, unsigned T) const {
    return (E.Lane.empty() ? 0 : E.Lane[T]) + E.Const;
  }

  /// A LaneExpr from concrete per-thread values; refits the affine form.
  LaneExpr fromConcrete(const std::vector<int64_t> &V) const {
    LaneExpr R;
    R.Const = V.empty() ? 0 : V[0];
    R.Lane.resize(V.size());
    for (unsigned T = 0; T < V.size(); ++T)
      R.Lane[T] = V[T] - R.Const;
    normalize(R);
    if (R.Lane.empty())
      return R;
    // Refit Lane = cx*x + cy*y + cz*z from the threads next to thread 0.
    R.Affine = false;
    std::array<int64_t, 3> C = {0, 0, 0};
    std::array<bool, 3> Have = {false, false, false};
    for (unsigned T = 0; T < TS.Threads; ++T) {
      unsigned X = TS.tid(T, 0), Y = TS.tid(T, 1), Z = TS.tid(T, 2);
      if (X == 1 && Y == 0 && Z == 0)
        C[0] = R.Lane[T], Have[0] = true;
      if (X == 0 && Y == 1 && Z == 0)
        C[1] = R.Lane[T], Have[1] = true;
      if (X == 0 && Y == 0 && Z == 1)
        C[2] = R.Lane[T], Have[2] = true;
    }
    for (unsigned T = 0; T < TS.Threads; ++T) {
      int64_t P = 0;
      for (unsigned D = 0; D < 3; ++D)
        P += C[D] * int64_t(TS.tid(T, D));
      if (P != R.Lane[T])
        return R;
    }
    R.Affine = true;
    R.TidCoeff = C;
    return R;
  }

  /// Applies \p F to the concrete values of A and B in every thread.
  template <typename Fn>
  LaneExpr map2(const LaneExpr &A, const LaneExpr &B, Fn F) const {
    std::vector<int64_t> V(TS.Threads);
    for (unsigned T = 0; T < TS.Threads; ++T)
      V[T] = F(concrete(A, T), concrete(B, T));
    LaneExpr R = fromConcrete(V);
    if (R.Lane.empty()) {
      R.Lane.clear();
    }
    return R;
  }

  /// True if 0 <= concrete value < 2^Bits in every thread.
  bool fitsIn(const LaneExpr &E, unsigned Bits) const {
    if (Bits >= 63)
      return true;
    for (unsigned T = 0; T < TS.Threads; ++T) {
      int64_t V = concrete(E, T);
      if (V < 0 || V >= (int64_t(1) << Bits))
        return false;
    }
    return true;
  }
};

/// \p V reduced to its low \p Bits bits.
uint64_t maskTo(int64_t V, unsigned Bits);
/// True if \p A and \p B are known and the same value in every thread.
bool sameValue(const LaneExpr &A, const LaneExpr &B);
/// The alignment (log2) of a uniform value: of its constant and its terms.
unsigned uniformAlign(const LaneExpr &E);

/// tid.x, tid.y or tid.z (\p Dim) in every thread of \p TS; unknown for y
/// and z when the block shape is not known.
LaneExpr tidValue(const ThreadSpace &TS, unsigned Dim);
/// AMDGPU's packed work-item ids (x | y << 10 | z << 20) in every thread.
LaneExpr packedTidValue(const ThreadSpace &TS);

} // namespace tilelang::srambank

#endif // TILELANG_LANEARITH_H
