//===- BankRemap.h - Remapping a conflicting buffer -------------*- C++ -*-===//
//
// Stage-internal to tilelang-sram-bank's remap mode
// (-tilelang-sram-bank-mode=remap). Three parts:
//   - legality (RemapLegality.cpp): is the buffer local to the kernel, does
//     its address escape, is every instruction that touches it one of the
//     known accesses, is a permutation a bijection of its bytes;
//   - decision (RemapPlan.cpp, Runner::plan): the XOR permutation that
//     lowers the predicted wavefronts most and raises none;
//   - rewrite (RemapRewrite.cpp): the permuted address of each access, in
//     NVPTX or AMDGPU instructions.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_BANKREMAP_H
#define TILELANG_BANKREMAP_H

#include "sram-bank/BankCost.h"
#include "sram-bank/SramBankAddress.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Function;
} // namespace llvm

namespace tilelang::srambank {

/// The remapping of one buffer: its accesses, and the permutation chosen or
/// why none is.
struct Plan {
  const llvm::GlobalVariable *GV = nullptr;
  llvm::SmallVector<unsigned, 8> Accesses;
  std::string WhyNot;
  XorLayout L;
  double Before = 0, After = 0;
  uint64_t Size = 0;
  /// The buffer's first byte in the permuted space: 0 on NVPTX (offsets);
  /// its LDS address on AMDGPU when known.
  std::optional<int64_t> Base;
};

/// Opcodes by name (the pass knows the targets' instructions by name only).
class OpcodeTable {
public:
  explicit OpcodeTable(const llvm::TargetInstrInfo &TII) {
    for (unsigned I = 0, E = TII.getNumOpcodes(); I < E; ++I)
      Map[TII.getName(I)] = I;
  }
  std::optional<unsigned> get(llvm::StringRef Name) const {
    auto It = Map.find(Name);
    if (It == Map.end())
      return std::nullopt;
    return It->second;
  }

private:
  llvm::StringMap<unsigned> Map;
};

/// True if every IR use of \p GV is in \p F.
bool onlyUsedIn(const llvm::GlobalVariable &GV, const llvm::Function &F);

/// NVPTX: follows the buffer's address from its symbol through every
/// register derived from it; each use must be arithmetic or the address of
/// one of \p Known. Returns why not, or "".
std::string
escapes(llvm::MachineFunction &MF, const llvm::GlobalVariable *GV,
        const llvm::DenseMap<const llvm::MachineInstr *, unsigned> &Known,
        const std::vector<ScratchAccess> &Accs);

/// Enumerates the permutation over the buffer's bytes [Base, Base + Size):
/// does it map them one to one onto themselves?
bool isBijection(const XorLayout &L, uint64_t Size, int64_t Base = 0);

/// AMDGPU: every IR use of the LDS variable \p GV is the address of a plain
/// load or store in \p F (through GEPs and casts). Returns why not, or "".
std::string irEscapes(const llvm::GlobalVariable &GV, const llvm::Function &F);

/// AMDGPU: every LDS instruction of \p MF that touches \p GV is one of the
/// known accesses, and every LDS instruction says what it touches.
std::string otherLDSAccess(
    llvm::MachineFunction &MF, const llvm::GlobalVariable *GV,
    const llvm::DenseMap<const llvm::MachineInstr *, unsigned> &Known);

/// Rewrites the address of NVPTX access \p A as
/// sym + f((addr + offset) - sym).
bool rewriteNVPTX(llvm::MachineFunction &MF, const ScratchAccess &A,
                  const XorLayout &L, const OpcodeTable &Ops);

/// Rewrites the address of AMDGPU access \p A as f(vaddr + offset), offset 0:
/// the LDS addresses are absolute, so f applies to the address itself.
bool rewriteAMDGPU(llvm::MachineFunction &MF, const ScratchAccess &A,
                   const XorLayout &L, const OpcodeTable &Ops);

} // namespace tilelang::srambank

#endif // TILELANG_BANKREMAP_H
