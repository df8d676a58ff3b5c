//===- BankCost.h - Predicted wavefronts of one access ----------*- C++ -*-===//
//
// Stage-internal to tilelang-sram-bank: the cost of one access over the
// warps of the block (costOf, BankCost.cpp), on its own addresses or on
// the addresses permuted by an XorLayout (the remap mode's candidates).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_BANKCOST_H
#define TILELANG_BANKCOST_H

#include "target/BankModel.h"
#include "sram-bank/SramBankAddress.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <string>

namespace tilelang::srambank {

/// A permutation of a buffer's byte offsets:
/// off ^ (((off >> S) & (2^B - 1)) << C). Identity while B == 0.
struct XorLayout {
  unsigned C = 0, B = 0, S = 0;
  bool active() const { return B != 0; }
  int64_t apply(int64_t X) const {
    if (!B)
      return X;
    return X ^ (((X >> S) & ((int64_t(1) << B) - 1)) << C);
  }
  std::string str(llvm::StringRef X = "offset") const {
    std::string Out;
    llvm::raw_string_ostream OS(Out);
    OS << X << " ^ (((" << X << " >> " << S << ") & " << ((1u << B) - 1)
       << ") << " << C << ")";
    return Out;
  }
};

struct Cost {
  bool Known = false;
  std::string Why;
  double Mean = 0;           ///< wavefronts per execution, mean over warps
  unsigned Min = 0, Max = 0; ///< over warps (and run-time residues)
  unsigned Phases = 0;       ///< of a full warp
  unsigned Warps = 0;
  BankCost Worst; ///< of the costliest warp
  bool ResidueDependent = false;
  double meanConflicts() const { return Mean - Phases; }
  unsigned maxConflicts() const { return Max - Phases; }
};

/// Wavefronts of \p A over the warps of \p TS. With \p RelTo, the address is
/// taken relative to that buffer (its symbol term dropped) and permuted by
/// \p L before the banks are looked up (the buffer's base is a multiple of
/// the bank width, so the banks only rotate).
Cost costOf(const ScratchAccess &A, const LaneExpr &E, const BankRules &R,
            const ThreadSpace &TS, const llvm::GlobalVariable *RelTo = nullptr,
            XorLayout L = {});

} // namespace tilelang::srambank

#endif // TILELANG_BANKCOST_H
