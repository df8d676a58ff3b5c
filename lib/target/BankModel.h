//===- BankModel.h - Lanes to banks: wavefronts of one scratchpad access --===//
//
// The pure bank model behind tilelang-sram-bank (docs/architecture.md,
// `tilelang-sram-bank`; rules in docs/HARDWARE.md). One execution of a
// scratchpad load or store by a warp (NVIDIA) or wave (AMD) is served in
// phases: the lanes of each phase are served together, and a phase costs as
// many wavefronts as the largest number of *distinct* bank words any one bank
// receives in it (lanes reading the same word share it when the target
// broadcasts). So
//
//   wavefronts = sum over phases of max over banks of |distinct words|
//   conflicts  = wavefronts - phases (phases that have an active lane)
//
// The rules (banks, bank width, lanes per access, which lanes form a phase
// for each access width, reads and writes apart, broadcast) come from the
// chip's description file (TargetDescription.h).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_BANKMODEL_H
#define TILELANG_BANKMODEL_H

#include "target/TargetDescription.h"
#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tilelang {

/// The bank rules of one chip.
struct BankRules {
  std::string Chip;        ///< the description's name, for reports
  unsigned Banks = 32;     ///< number of banks
  unsigned BankWidth = 4;  ///< bytes per bank word
  unsigned LaneCount = 32; ///< lanes per warp or wave
  PhaseMap PhasesRead, PhasesWrite;
  bool Broadcast = true;

  /// The rules of \p TD's scratchpad. Widths without phases in the file are
  /// served as one phase of every lane.
  static BankRules fromDescription(const TargetDescription &TD);

  /// The phases serving an access of \p Width bytes: the entry for the
  /// smallest listed width >= Width (a 12-byte access is served as a
  /// 16-byte one), else one phase of every lane.
  std::vector<std::vector<unsigned>> phases(unsigned Width, bool IsWrite) const;
};

/// The cost of one execution of an access by one warp or wave.
struct BankCost {
  unsigned Wavefronts = 0;
  unsigned Phases = 0;     ///< phases with at least one active lane
  unsigned WorstBank = 0;  ///< a bank that received the most distinct words
  unsigned WorstWords = 0; ///< that many, in the costliest phase
  unsigned conflicts() const { return Wavefronts - Phases; }
};

/// Wavefronts of one access of \p Width bytes (1, 2, 4, 8, 12, 16 ...) whose
/// lane L touches the bytes [Addr[L], Addr[L] + Width); std::nullopt marks
/// an inactive lane. Addr has one entry per lane (missing lanes inactive).
BankCost bankCost(llvm::ArrayRef<std::optional<int64_t>> Addr, unsigned Width,
                  bool IsWrite, const BankRules &R);

/// The same when lane L touches [Addr[L] + Off, Addr[L] + Off + Bytes) for
/// each (Off, Bytes) of \p Pieces (AMDGPU read2/write2 touch two pieces);
/// \p Width, the bytes per lane in total, picks the phases.
BankCost bankCost(llvm::ArrayRef<std::optional<int64_t>> Addr,
                  llvm::ArrayRef<std::pair<int64_t, unsigned>> Pieces,
                  unsigned Width, bool IsWrite, const BankRules &R);

/// The same for the affine address Base + Stride * lane of every lane.
BankCost bankCostAffine(int64_t Base, int64_t Stride, unsigned Width,
                        bool IsWrite, const BankRules &R);

/// The bank of the byte address \p Addr.
inline unsigned bankOf(int64_t Addr, const BankRules &R) {
  int64_t Word = Addr >= 0 ? Addr / R.BankWidth
                           : -((-Addr + R.BankWidth - 1) / R.BankWidth);
  int64_t B = Word % int64_t(R.Banks);
  return unsigned(B < 0 ? B + R.Banks : B);
}

} // namespace tilelang

#endif // TILELANG_BANKMODEL_H
