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

/// The rules an access is served by. ldmatrix (ScratchAccess::LdMatrix):
/// one phase per 8 x 8 matrix, the 8 lanes that supply its row addresses
/// (lanes 8j..8j+7 for matrix j: PTX ISA, "Warp-level matrix load
/// instruction: ldmatrix"); a matrix is 8 rows of 16 bytes, 128 bytes, what
/// the 32 banks of 4 bytes serve in one wavefront, so a conflict-free
/// ldmatrix.x4 takes 4 wavefronts, as Nsight Compute counts them for LDSM
/// (NVIDIA developer forum thread 278716, "Understanding the behavior of
/// ldmatrix in terms of shared memory access": x4 = 4 transactions of 128
/// bytes, one per group of 8 threads). The other accesses: the chip's
/// rules (BankModel.h).
static BankRules rulesFor(const ScratchAccess &A, const BankRules &R) {
  if (A.Kind != ScratchAccess::KindTy::LdMatrix)
    return R;
  BankRules M = R;
  std::vector<std::vector<unsigned>> Phases(A.Matrices);
  for (unsigned J = 0; J < A.Matrices; ++J)
    for (unsigned L = 0; L < 8; ++L)
      Phases[J].push_back(8 * J + L);
  M.PhasesRead = {{A.Width, Phases}};
  return M;
}

/// The lanes whose addresses an access uses: .x1 and .x2 ldmatrix read the
/// addresses of lanes 0-7 and 0-15 only (PTX ISA, as above).
static unsigned addressLanes(const ScratchAccess &A, unsigned LaneCount) {
  if (A.Kind == ScratchAccess::KindTy::LdMatrix)
    return std::min(LaneCount, 8 * A.Matrices);
  return LaneCount;
}

Cost costOf(const ScratchAccess &A, const LaneExpr &E, const BankRules &Chip,
            const ThreadSpace &TS, const GlobalVariable *RelTo, XorLayout L) {
  Cost C;
  const BankRules R = rulesFor(A, Chip);
  const unsigned Active = addressLanes(A, R.LaneCount);
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
        if (T >= TS.Threads || Ln >= Active) {
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
