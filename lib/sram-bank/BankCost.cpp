//===- BankCost.cpp - Predicted wavefronts of one scratchpad access -------===//
//
// See BankCost.h. Evaluates the rebuilt address of an access in every
// analysed thread (and, for a run-time part with too few known low bits,
// in every residue of it), maps each warp's lanes to banks with the
// chip's rules (BankModel.h), and keeps the mean, range and worst warp.
//
//===----------------------------------------------------------------------===//
#include "sram-bank/BankCost.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;

namespace tilelang::srambank {

/// Residues of a run-time offset enumerated at most.
constexpr unsigned MaxResidues = 256;

Cost costOf(const ScratchAccess &A, const LaneExpr &E, const BankRules &R,
            const ThreadSpace &TS, const GlobalVariable *RelTo, XorLayout L) {
  Cost C;
  if (!E.known()) {
    C.Why = E.Unknown;
    return C;
  }
  if (L.active() && A.Pieces.size() != 1) {
    C.Why = "a permuted read2/write2";
    return C;
  }
  LaneExpr Rel = E;
  if (RelTo) {
    int64_t K = E.symCoeff(RelTo);
    if (K != 1) {
      C.Why = "the address is not the buffer's address plus an offset";
      return C;
    }
    for (auto It = Rel.Terms.begin(); It != Rel.Terms.end(); ++It)
      if (It->first.Kind == UniformTerm::Sym && It->first.GV == RelTo) {
        Rel.Terms.erase(It);
        break;
      }
  }
  // The run-time part is a multiple of 2^Align; its residue modulo the
  // span the banks (and the permutation) look at decides the cost.
  unsigned Align = Rel.uniformAlignLog2();
  unsigned SpanLog2 = Log2_32(R.BankWidth);
  if (L.active())
    SpanLog2 = std::max(SpanLog2, L.S + L.B);
  std::vector<int64_t> Residues = {0};
  if (Align < SpanLog2) {
    uint64_t N = uint64_t(1) << (SpanLog2 - Align);
    if (N > MaxResidues) {
      C.Why = "the address has a run-time part with too few known low bits";
      return C;
    }
    Residues.clear();
    for (uint64_t I = 0; I < N; ++I)
      Residues.push_back(int64_t(I << Align));
  }
  const unsigned W = R.LaneCount;
  unsigned Warps = (TS.Threads + W - 1) / W;
  C.Known = true;
  C.Warps = Warps;
  double WorstMean = -1;
  for (int64_t Res : Residues) {
    double Sum = 0;
    unsigned Min = ~0u, Max = 0, Phases = 0;
    BankCost Worst;
    std::vector<std::optional<int64_t>> Addr(W);
    for (unsigned Wp = 0; Wp < Warps; ++Wp) {
      for (unsigned Ln = 0; Ln < W; ++Ln) {
        unsigned T = Wp * W + Ln;
        if (T >= TS.Threads) {
          Addr[Ln] = std::nullopt;
          continue;
        }
        int64_t V = (Rel.Lane.empty() ? 0 : Rel.Lane[T]) + Rel.Const + Res;
        Addr[Ln] = V;
      }
      BankCost BC;
      if (L.active()) {
        // The permuted unit is at least as wide as the access: its bytes
        // stay together.
        for (unsigned Ln = 0; Ln < W; ++Ln)
          if (Addr[Ln])
            Addr[Ln] = L.apply(*Addr[Ln]);
        BC = bankCost(Addr, A.Width, A.IsWrite, R);
      } else {
        BC = bankCost(Addr, A.Pieces, A.Width, A.IsWrite, R);
      }
      Sum += BC.Wavefronts;
      Min = std::min(Min, BC.Wavefronts);
      if (BC.Wavefronts > Max) {
        Max = BC.Wavefronts;
        Worst = BC;
      }
      Phases = std::max(Phases, BC.Phases);
    }
    double Mean = Warps ? Sum / Warps : 0;
    if (WorstMean >= 0 && (Mean != WorstMean || Max != C.Max))
      C.ResidueDependent = true;
    if (Mean > WorstMean) {
      WorstMean = Mean;
      C.Mean = Mean;
      C.Min = Min;
      C.Max = std::max(C.Max, Max);
      C.Phases = Phases;
      C.Worst = Worst;
    } else {
      C.Max = std::max(C.Max, Max);
    }
  }
  return C;
}

} // namespace tilelang::srambank
