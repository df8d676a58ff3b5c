//===- RemapRewrite.cpp - The permuted address of a scratchpad access -----===//
//
// The rewrite half of tilelang-sram-bank's remap mode (BankRemap.h): before
// each access of a remapped buffer, the instructions that compute its
// permuted address (off ^ (((off >> S) & (2^B - 1)) << C)); NVPTX permutes
// the offset from the buffer's symbol (rewriteNVPTX), AMDGPU the LDS
// address itself (rewriteAMDGPU). The instructions are found by name
// (OpcodeTable).
//
//===----------------------------------------------------------------------===//
#include "sram-bank/BankRemap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/GlobalVariable.h"

using namespace llvm;

namespace tilelang::srambank {

bool rewriteNVPTX(MachineFunction &MF, const ScratchAccess &A,
                  const XorLayout &L, const OpcodeTable &Ops) {
  MachineInstr &MI = *A.MI;
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetInstrInfo *TII = MF.getSubtarget().getInstrInfo();
  MachineBasicBlock &MBB = *MI.getParent();
  const DebugLoc &DL = MI.getDebugLoc();
  MachineOperand &AddrMO = MI.getOperand(A.AddrIdx);
  int64_t Off = MI.getOperand(A.OffsetIdx).getImm();
  bool Is64 = true;
  const TargetRegisterClass *RC = nullptr;
  if (AddrMO.isReg()) {
    RC = MRI.getRegClass(AddrMO.getReg());
    Is64 = MF.getSubtarget().getRegisterInfo()->getRegSizeInBits(*RC) == 64;
  } else {
    // A direct symbol: take the register class of a pointer of its width.
    Is64 = MF.getDataLayout().getPointerSizeInBits(3) == 64;
  }
  StringRef Sfx = Is64 ? "64" : "32";
  auto Op = [&](StringRef N) { return Ops.get(N); };
  auto MovSym = Op(Is64 ? "MOV_B64_sym" : "MOV_B32_sym");
  auto AddRR = Op(("ADD" + Sfx + "rr").str());
  auto AddRI = Op(("ADD" + Sfx + "ri").str());
  auto SubRR = Op(("SUB" + Sfx + "rr").str());
  auto SrlRI = Op(("SRL" + Sfx + "_ri").str());
  auto AndRI = Op(("AND_b" + Sfx + "ri").str());
  auto XorRR = Op(("XOR_b" + Sfx + "rr").str());
  if (!MovSym || !AddRR || !AddRI || !SubRR || !SrlRI || !AndRI || !XorRR)
    return false;
  if (!RC) {
    // The class MOV_B*_sym defines.
    RC = TII->getRegClass(TII->get(*MovSym), 0);
    if (!RC)
      return false;
  }
  auto New = [&] { return MRI.createVirtualRegister(RC); };
  // The full address.
  Register Full;
  if (AddrMO.isReg()) {
    Full = AddrMO.getReg();
    if (Off) {
      Register T = New();
      BuildMI(MBB, MI, DL, TII->get(*AddRI), T).addReg(Full).addImm(Off);
      Full = T;
    }
  } else if (AddrMO.isGlobal()) {
    Full = New();
    BuildMI(MBB, MI, DL, TII->get(*MovSym), Full)
        .addGlobalAddress(AddrMO.getGlobal(), AddrMO.getOffset() + Off);
  } else {
    return false;
  }
  Register Sym = New(), Rel = New(), Sh = New(), Mask = New(), Perm = New(),
           NewAddr = New();
  BuildMI(MBB, MI, DL, TII->get(*MovSym), Sym).addGlobalAddress(A.Buffer);
  BuildMI(MBB, MI, DL, TII->get(*SubRR), Rel).addReg(Full).addReg(Sym);
  BuildMI(MBB, MI, DL, TII->get(*SrlRI), Sh).addReg(Rel).addImm(L.S - L.C);
  BuildMI(MBB, MI, DL, TII->get(*AndRI), Mask)
      .addReg(Sh)
      .addImm(int64_t((1u << L.B) - 1) << L.C);
  BuildMI(MBB, MI, DL, TII->get(*XorRR), Perm).addReg(Rel).addReg(Mask);
  BuildMI(MBB, MI, DL, TII->get(*AddRR), NewAddr).addReg(Sym).addReg(Perm);
  AddrMO.ChangeToRegister(NewAddr, false);
  MI.getOperand(A.OffsetIdx).setImm(0);
  return true;
}

bool rewriteAMDGPU(MachineFunction &MF, const ScratchAccess &A,
                   const XorLayout &L, const OpcodeTable &Ops) {
  MachineInstr &MI = *A.MI;
  MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetInstrInfo *TII = MF.getSubtarget().getInstrInfo();
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  MachineBasicBlock &MBB = *MI.getParent();
  const DebugLoc &DL = MI.getDebugLoc();
  MachineOperand &AddrMO = MI.getOperand(A.AddrIdx);
  if (!AddrMO.isReg() || A.IsPair)
    return false;
  int64_t Off = MI.getOperand(A.OffsetIdx).getImm() & 0xffff;
  auto Add = Ops.get("V_ADD_U32_e64"), Shr = Ops.get("V_LSHRREV_B32_e64"),
       And = Ops.get("V_AND_B32_e64"), Xor = Ops.get("V_XOR_B32_e64"),
       SMov = Ops.get("S_MOV_B32");
  const TargetRegisterClass *VRC = nullptr, *SRC = nullptr;
  for (const TargetRegisterClass *RC : TRI->regclasses()) {
    StringRef N = TRI->getRegClassName(RC);
    if (N == "VGPR_32")
      VRC = RC;
    if (N == "SReg_32")
      SRC = RC;
  }
  if (!Add || !Shr || !And || !Xor || !SMov || !VRC || !SRC)
    return false;
  Register Full = AddrMO.getReg();
  if (Off) {
    Register K = MRI.createVirtualRegister(SRC);
    Register T = MRI.createVirtualRegister(VRC);
    BuildMI(MBB, MI, DL, TII->get(*SMov), K).addImm(Off);
    BuildMI(MBB, MI, DL, TII->get(*Add), T).addReg(Full).addReg(K).addImm(0);
    Full = T;
  }
  Register Sh = MRI.createVirtualRegister(VRC);
  Register M = MRI.createVirtualRegister(SRC);
  Register Bits = MRI.createVirtualRegister(VRC);
  Register New = MRI.createVirtualRegister(VRC);
  BuildMI(MBB, MI, DL, TII->get(*Shr), Sh).addImm(L.S - L.C).addReg(Full);
  BuildMI(MBB, MI, DL, TII->get(*SMov), M)
      .addImm(int64_t((1u << L.B) - 1) << L.C);
  BuildMI(MBB, MI, DL, TII->get(*And), Bits).addReg(Sh).addReg(M);
  BuildMI(MBB, MI, DL, TII->get(*Xor), New).addReg(Full).addReg(Bits);
  AddrMO.setReg(New);
  AddrMO.setIsKill(false);
  MI.getOperand(A.OffsetIdx).setImm(0);
  return true;
}

} // namespace tilelang::srambank
