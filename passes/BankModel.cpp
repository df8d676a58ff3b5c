//===- BankModel.cpp - Lanes to banks: wavefronts of one scratchpad access ===//
//
// See BankModel.h. Pure functions: no LLVM IR, no Machine IR.
//
//===----------------------------------------------------------------------===//
#include "tilelang/BankModel.h"
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

//===----------------------------------------------------------------------===//
// Descriptions filled in code (HARDWARE.md, "Scratchpad banking")
//===----------------------------------------------------------------------===//

static std::vector<std::vector<unsigned>> consecutive(unsigned Lanes,
                                                      unsigned PerPhase) {
  std::vector<std::vector<unsigned>> P;
  for (unsigned L = 0; L < Lanes; L += PerPhase) {
    P.emplace_back();
    for (unsigned I = L; I < L + PerPhase && I < Lanes; ++I)
      P.back().push_back(I);
  }
  return P;
}

static Sourced src(uint64_t V, const char *S) { return Sourced{V, S}; }

std::optional<TargetDescription> builtinDescription(StringRef Family,
                                                    StringRef CPU) {
  TargetDescription TD;
  TD.Family = Family.str();
  TD.Name = CPU.str();
  ScratchpadDesc &S = TD.Scratchpad;
  S.Broadcast = true;
  S.BankWidthBytes = src(4, "HARDWARE.md");
  if (Family == "nvptx") {
    if (!CPU.starts_with("sm_"))
      return std::nullopt;
    TD.WarpWidth = src(32, "CUDA C++ Programming Guide");
    S.Banks = src(32, "CUDA C++ Programming Guide, shared memory");
    for (unsigned W : {1u, 2u, 4u})
      S.PhasesRead[W] = consecutive(32, 32);
    S.PhasesRead[8] = consecutive(32, 16);
    S.PhasesRead[16] = consecutive(32, 8);
    S.PhasesWrite = S.PhasesRead;
    S.PhasesSource = "NVIDIA developer forum thread 359822";
    return TD;
  }
  if (Family != "amdgpu")
    return std::nullopt;
  TD.WarpWidth = src(64, "AMD CDNA ISA");
  if (CPU == "gfx950") {
    S.Banks = src(64, "nod-ai amd-shark-ai optimisation guide");
    for (unsigned W : {1u, 2u, 4u})
      S.PhasesRead[W] = consecutive(64, 64);
    S.PhasesRead[8] = consecutive(64, 32);
    S.PhasesRead[16] = consecutive(64, 16);
    S.PhasesWrite = S.PhasesRead;
    S.PhasesSource = "nod-ai amd-shark-ai optimisation guide";
    return TD;
  }
  if (CPU != "gfx908" && CPU != "gfx90a" && CPU != "gfx940" &&
      CPU != "gfx941" && CPU != "gfx942")
    return std::nullopt;
  S.Banks = src(32, "AMD omniperf documentation");
  for (unsigned W : {1u, 2u, 4u})
    S.PhasesRead[W] = consecutive(64, 32);
  S.PhasesRead[8] = consecutive(64, 16);
  S.PhasesWrite = S.PhasesRead;
  S.PhasesWrite[16] = consecutive(64, 8);
  // ds_read_b128: eight groups of 8 lanes, 4 + 4 that are not consecutive.
  static const unsigned Groups[4][2] = {{0, 20}, {4, 16}, {8, 28}, {12, 24}};
  std::vector<std::vector<unsigned>> Read16;
  for (unsigned Half : {0u, 32u})
    for (const auto &G : Groups) {
      Read16.emplace_back();
      for (unsigned Start : G)
        for (unsigned I = 0; I < 4; ++I)
          Read16.back().push_back(Half + Start + I);
    }
  S.PhasesRead[16] = Read16;
  S.PhasesSource = "nod-ai amd-shark-ai optimisation guide";
  return TD;
}

} // namespace tilelang
