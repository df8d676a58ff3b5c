//===- RemapLegality.cpp - May a scratchpad buffer be remapped? -----------===//
//
// The legality half of tilelang-sram-bank's remap mode (BankRemap.h): a
// buffer is permuted only when every instruction that can see its bytes is
// one of the accesses the pass rewrites (NVPTX: its address followed
// through Machine IR, escapes; AMDGPU: through LLVM IR, irEscapes and
// otherLDSAccess), and only with a permutation that maps its bytes onto
// themselves (isBijection).
//
//===----------------------------------------------------------------------===//
#include "sram-bank/BankRemap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace tilelang::srambank {

bool onlyUsedIn(const GlobalVariable &GV, const Function &F) {
  SmallVector<const User *, 16> Work(GV.users());
  SmallPtrSet<const User *, 32> Seen;
  while (!Work.empty()) {
    const User *U = Work.pop_back_val();
    if (!Seen.insert(U).second)
      continue;
    if (auto *I = dyn_cast<Instruction>(U)) {
      if (I->getFunction() != &F)
        return false;
      continue;
    }
    if (isa<Constant>(U)) {
      for (const User *UU : U->users())
        Work.push_back(UU);
      continue;
    }
    return false;
  }
  return true;
}

std::string escapes(MachineFunction &MF, const GlobalVariable *GV,
                    const DenseMap<const MachineInstr *, unsigned> &Known,
                    const std::vector<ScratchAccess> &Accs) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetInstrInfo *TII = MF.getSubtarget().getInstrInfo();
  SmallVector<Register, 16> Work;
  DenseSet<Register> Seen;
  auto IsKnownAddress = [&](const MachineInstr &MI, unsigned OpIdx) {
    auto It = Known.find(&MI);
    return It != Known.end() && Accs[It->second].AddrIdx == OpIdx &&
           Accs[It->second].Buffer == GV;
  };
  auto Check = [&](const MachineInstr &MI, unsigned OpIdx) -> std::string {
    if (IsKnownAddress(MI, OpIdx))
      return "";
    if (MI.mayLoadOrStore() || MI.isCall() || MI.isInlineAsm() ||
        MI.hasUnmodeledSideEffects())
      return "its address reaches " +
             std::string(TII->getName(MI.getOpcode())) +
             ", which the pass does not rewrite";
    if (TII->getName(MI.getOpcode()).starts_with("cvta"))
      return "its address is converted to a generic pointer";
    for (const MachineOperand &D : MI.defs()) {
      if (!D.isReg())
        continue;
      if (D.getReg().isPhysical())
        return "its address is copied to a physical register";
      if (Seen.insert(D.getReg()).second)
        Work.push_back(D.getReg());
    }
    return "";
  };
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB)
      for (unsigned I = 0; I < MI.getNumOperands(); ++I) {
        const MachineOperand &MO = MI.getOperand(I);
        if (MO.isGlobal() && MO.getGlobal() == GV) {
          std::string Why = Check(MI, I);
          if (!Why.empty())
            return Why;
        }
      }
  while (!Work.empty()) {
    Register R = Work.pop_back_val();
    for (MachineOperand &MO : MRI.use_operands(R)) {
      MachineInstr &MI = *MO.getParent();
      std::string Why = Check(MI, MI.getOperandNo(&MO));
      if (!Why.empty())
        return Why;
    }
  }
  return "";
}

bool isBijection(const XorLayout &L, uint64_t Size, int64_t Base) {
  std::vector<bool> Hit(Size, false);
  for (uint64_t X = 0; X < Size; ++X) {
    int64_t Y = L.apply(Base + int64_t(X)) - Base;
    if (Y < 0 || uint64_t(Y) >= Size || Hit[Y])
      return false;
    Hit[Y] = true;
  }
  return true;
}

std::string irEscapes(const GlobalVariable &GV, const Function &F) {
  SmallVector<const Value *, 16> Work = {&GV};
  SmallPtrSet<const Value *, 32> Seen;
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (const Use &U : V->uses()) {
      const User *Us = U.getUser();
      if (auto *I = dyn_cast<Instruction>(Us); I && I->getFunction() != &F)
        return "it is used outside this kernel";
      if (isa<AddrSpaceCastOperator>(Us))
        return "its address is converted to a generic pointer";
      if (isa<GEPOperator>(Us) || isa<BitCastOperator>(Us)) {
        Work.push_back(Us);
        continue;
      }
      if (auto *LI = dyn_cast<LoadInst>(Us); LI && !LI->isAtomic())
        continue;
      if (auto *SI = dyn_cast<StoreInst>(Us);
          SI && !SI->isAtomic() && U.getOperandNo() == 1)
        continue;
      if (isa<Constant>(Us) && !isa<GlobalValue>(Us)) {
        Work.push_back(Us);
        continue;
      }
      std::string Why;
      raw_string_ostream OS(Why);
      OS << "its address reaches ";
      if (auto *I = dyn_cast<Instruction>(Us))
        OS << "'" << I->getOpcodeName() << "'";
      else
        OS << "a use the pass does not follow";
      OS << ", which the pass does not rewrite";
      return Why;
    }
  }
  return "";
}

std::string
otherLDSAccess(MachineFunction &MF, const GlobalVariable *GV,
               const DenseMap<const MachineInstr *, unsigned> &Known) {
  const TargetInstrInfo *TII = MF.getSubtarget().getInstrInfo();
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      if (!MI.mayLoadOrStore() || Known.count(&MI))
        continue;
      StringRef N = TII->getName(MI.getOpcode());
      if (MI.memoperands_empty()) {
        if (N.starts_with("DS_"))
          return "an LDS instruction (" + N.str() +
                 ") does not say what it touches";
        continue;
      }
      for (const MachineMemOperand *MMO : MI.memoperands()) {
        if (MMO->getAddrSpace() != 3)
          continue;
        const Value *V = MMO->getValue();
        if (!V || getUnderlyingObject(V) == GV)
          return "it is accessed by " + N.str() +
                 ", which the pass does not rewrite";
      }
    }
  return "";
}

} // namespace tilelang::srambank
