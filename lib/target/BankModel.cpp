//===- BankModel.cpp - Lanes to banks: wavefronts of one scratchpad access ===//
//
// See BankModel.h. Pure functions: no LLVM IR, no Machine IR.
//
//===----------------------------------------------------------------------===//
#include "target/BankModel.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace llvm;

namespace tilelang {

BankRules BankRules::fromDescription(const TargetDescription &TD) {
  BankRules R;
  R.Chip = TD.Name;
  const ScratchpadDesc &S = TD.Scratchpad;
  if (S.Banks.Value)
    R.Banks = unsigned(S.Banks.Value);
  if (S.BankWidthBytes.Value)
    R.BankWidth = unsigned(S.BankWidthBytes.Value);
  if (TD.WarpWidth.Value)
    R.LaneCount = unsigned(TD.WarpWidth.Value);
  R.PhasesRead = S.PhasesRead;
  R.PhasesWrite = S.PhasesWrite.empty() ? S.PhasesRead : S.PhasesWrite;
  R.Broadcast = S.Broadcast;
  return R;
}

std::vector<std::vector<unsigned>> BankRules::phases(unsigned Width,
                                                     bool IsWrite) const {
  const PhaseMap &M = IsWrite ? PhasesWrite : PhasesRead;
  auto It = M.lower_bound(Width);
  if (It != M.end() && !It->second.empty())
    return It->second;
  std::vector<unsigned> All(LaneCount);
  for (unsigned L = 0; L < LaneCount; ++L)
    All[L] = L;
  return {All};
}

BankCost bankCost(ArrayRef<std::optional<int64_t>> Addr, unsigned Width,
                  bool IsWrite, const BankRules &R) {
  std::pair<int64_t, unsigned> One[] = {{0, Width}};
  return bankCost(Addr, One, Width, IsWrite, R);
}

BankCost bankCost(ArrayRef<std::optional<int64_t>> Addr,
                  ArrayRef<std::pair<int64_t, unsigned>> Pieces, unsigned Width,
                  bool IsWrite, const BankRules &R) {
  BankCost C;
  const int64_t BW = R.BankWidth;
  auto WordOf = [&](int64_t A) {
    return A >= 0 ? A / BW : -((-A + BW - 1) / BW);
  };
  for (const std::vector<unsigned> &Phase : R.phases(Width, IsWrite)) {
    // Distinct words per bank (or accesses per bank without broadcast).
    DenseMap<unsigned, DenseSet<int64_t>> Words;
    DenseMap<unsigned, unsigned> Count;
    bool Active = false;
    for (unsigned L : Phase) {
      if (L >= Addr.size() || !Addr[L])
        continue;
      Active = true;
      for (auto [Off, Bytes] : Pieces) {
        int64_t First = WordOf(*Addr[L] + Off);
        int64_t Last = WordOf(*Addr[L] + Off + std::max<int64_t>(Bytes, 1) - 1);
        for (int64_t W = First; W <= Last; ++W) {
          unsigned B = bankOf(W * BW, R);
          if (Words[B].insert(W).second || !R.Broadcast)
            ++Count[B];
        }
      }
    }
    if (!Active)
      continue;
    ++C.Phases;
    unsigned Max = 0, MaxBank = 0;
    for (auto &[B, N] : Count)
      if (N > Max || (N == Max && B < MaxBank)) {
        Max = N;
        MaxBank = B;
      }
    C.Wavefronts += Max;
    if (Max > C.WorstWords) {
      C.WorstWords = Max;
      C.WorstBank = MaxBank;
    }
  }
  return C;
}

BankCost bankCostAffine(int64_t Base, int64_t Stride, unsigned Width,
                        bool IsWrite, const BankRules &R) {
  std::vector<std::optional<int64_t>> Addr(R.LaneCount);
  for (unsigned L = 0; L < R.LaneCount; ++L)
    Addr[L] = Base + Stride * int64_t(L);
  return bankCost(Addr, Width, IsWrite, R);
}

} // namespace tilelang
