//===- SramBankPass.cpp - tilelang-sram-bank ------------------------------===//
//
// Bank map, conflict degree and bank-group remapping of every scratchpad
// access; see SramBankPass.h.
//
//   llc -load=TileLangPasses.so -run-pass=tilelang-sram-bank
//       -pass-remarks-analysis=tilelang-sram-bank kernel.mir
//
//===----------------------------------------------------------------------===//
#include "sram-bank/SramBankPass.h"
#include "utils/GPU.h"
#include "sram-bank/BankModel.h"
#include "sram-bank/SramBankAddress.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"
#include <algorithm>
#include <cmath>

#define DEBUG_TYPE "tilelang-sram-bank"

using namespace llvm;
using namespace tilelang;

namespace {

enum class Mode { Analyze, Remap, Verify };

cl::opt<Mode> BankMode(
    "tilelang-sram-bank-mode", cl::desc("What tilelang-sram-bank does"),
    cl::init(Mode::Analyze),
    cl::values(clEnumValN(Mode::Analyze, "analyze",
                          "report each scratchpad access (default)"),
               clEnumValN(Mode::Remap, "remap",
                          "also remap the buffers whose accesses conflict"),
               clEnumValN(Mode::Verify, "verify",
                          "report conflicts above the limit as errors")));

cl::opt<unsigned> MaxConflicts(
    "tilelang-sram-bank-max-conflicts", cl::init(0),
    cl::desc("verify mode: the predicted conflicts per execution an access "
             "may have"));

cl::opt<std::string> BlockDimsOpt(
    "tilelang-sram-bank-block-dims", cl::init(""),
    cl::desc("X[,Y[,Z]]: the block shape of kernels that do not state it "
             "(nvvm.reqntid / !reqd_work_group_size win)"));

cl::opt<std::string> ReportFile(
    "tilelang-sram-bank-report", cl::init(""),
    cl::desc("append one JSON object per scratchpad access to this file"));

/// Threads of one block evaluated at most (larger blocks: the first ones).
constexpr unsigned MaxThreads = 1024;
/// Residues of a run-time offset enumerated at most.
constexpr unsigned MaxResidues = 256;

//===----------------------------------------------------------------------===//
// Rules and threads of a function
//===----------------------------------------------------------------------===//

std::optional<BankRules> rulesFor(const MachineFunction &MF, std::string &Why) {
  const Function &F = MF.getFunction();
  LaneAddressBuilder::Family Fam = LaneAddressBuilder::familyOf(MF);
  // The chip's description file: by the function's target-cpu, else (Machine
  // IR read from a file often has none) by llc's -mcpu.
  Expected<const TargetDescription *> TD = nullptr;
  StringRef CPU = MF.getTarget().getTargetCPU();
  SmallString<128> Path(targetsDirectory());
  sys::path::append(Path, CPU + ".json");
  static StringMap<std::unique_ptr<TargetDescription>> ByCPU;
  if (!F.hasFnAttribute("target-cpu") && !CPU.empty() &&
      sys::fs::exists(Path)) {
    auto &Slot = ByCPU[Path];
    if (!Slot) {
      Expected<TargetDescription> Loaded = loadTargetDescription(Path);
      if (!Loaded) {
        Why = toString(Loaded.takeError());
        return std::nullopt;
      }
      Slot = std::make_unique<TargetDescription>(std::move(*Loaded));
    }
    TD = Slot.get();
  } else {
    TD = findTargetDescription(F);
  }
  if (!TD) {
    Why = toString(TD.takeError());
    return std::nullopt;
  }
  if (!*TD || !(*TD)->isGPU() || !(*TD)->Scratchpad.Banks.Value) {
    Why = "the chip description has no scratchpad banks";
    return std::nullopt;
  }
  BankRules R = BankRules::fromDescription(**TD);
  if (Fam == LaneAddressBuilder::Family::AMDGPU &&
      F.getFnAttribute("target-features")
          .getValueAsString()
          .contains("+wavefrontsize32"))
    R.LaneCount = 32;
  return R;
}

/// The block shape of \p F and where it comes from.
std::optional<std::array<unsigned, 3>> blockDims(const Function &F,
                                                 std::string &From) {
  StringRef Recorded;
  if (auto D = recordedBlockShape(F, &Recorded)) {
    From = Recorded.str();
    return D;
  }
  if (!BlockDimsOpt.empty())
    if (auto D = parseBlockDims(BlockDimsOpt)) {
      From = "-tilelang-sram-bank-block-dims";
      return D;
    }
  return std::nullopt;
}

ThreadSpace threadSpace(const Function &F, const BankRules &R,
                        std::string &From) {
  ThreadSpace TS;
  TS.WarpWidth = R.LaneCount;
  if (auto D = blockDims(F, From)) {
    TS.Dims = *D;
    TS.Threads = std::min(MaxThreads, (*D)[0] * (*D)[1] * (*D)[2]);
  } else {
    TS.Threads = R.LaneCount;
  }
  return TS;
}

//===----------------------------------------------------------------------===//
// Cost of one access
//===----------------------------------------------------------------------===//

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
  std::string str(StringRef X = "offset") const {
    std::string Out;
    raw_string_ostream OS(Out);
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
            const ThreadSpace &TS, const GlobalVariable *RelTo = nullptr,
            XorLayout L = {}) {
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

//===----------------------------------------------------------------------===//
// Remapping
//===----------------------------------------------------------------------===//

struct Plan {
  const GlobalVariable *GV = nullptr;
  SmallVector<unsigned, 8> Accesses;
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
  explicit OpcodeTable(const TargetInstrInfo &TII) {
    for (unsigned I = 0, E = TII.getNumOpcodes(); I < E; ++I)
      Map[TII.getName(I)] = I;
  }
  std::optional<unsigned> get(StringRef Name) const {
    auto It = Map.find(Name);
    if (It == Map.end())
      return std::nullopt;
    return It->second;
  }

private:
  StringMap<unsigned> Map;
};

/// True if every IR use of \p GV is in \p F.
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

/// NVPTX: follows the buffer's address from its symbol through every
/// register derived from it; each use must be arithmetic or the address of
/// one of \p Known. Returns why not, or "".
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

/// Enumerates the permutation over the buffer's bytes [Base, Base + Size):
/// does it map them one to one onto themselves?
bool isBijection(const XorLayout &L, uint64_t Size, int64_t Base = 0) {
  std::vector<bool> Hit(Size, false);
  for (uint64_t X = 0; X < Size; ++X) {
    int64_t Y = L.apply(Base + int64_t(X)) - Base;
    if (Y < 0 || uint64_t(Y) >= Size || Hit[Y])
      return false;
    Hit[Y] = true;
  }
  return true;
}

/// AMDGPU: every IR use of the LDS variable \p GV is the address of a plain
/// load or store in \p F (through GEPs and casts). Returns why not, or "".
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

/// AMDGPU: every LDS instruction of \p MF that touches \p GV is one of the
/// known accesses, and every LDS instruction says what it touches.
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

/// Rewrites the address of NVPTX access \p A as
/// sym + f((addr + offset) - sym).
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

/// Rewrites the address of AMDGPU access \p A as f(vaddr + offset), offset 0:
/// the LDS addresses are absolute, so f applies to the address itself.
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

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct Report {
  Cost Before, After;
  bool Remapped = false;
};

std::string fmtNum(double V) {
  std::string S;
  raw_string_ostream OS(S);
  OS << format("%g", V);
  return S;
}

std::string fmtWavefronts(const Cost &C) {
  std::string S;
  raw_string_ostream OS(S);
  if (C.Min == C.Max)
    OS << C.Max;
  else
    OS << format("%.2f", C.Mean) << " (" << C.Min << " to " << C.Max
       << " by warp)";
  return S;
}

class Runner {
public:
  Runner(MachineFunction &MF, MachineLoopInfo &MLI,
         MachineOptimizationRemarkEmitter &ORE)
      : MF(MF), MLI(MLI), ORE(ORE) {}
  bool run();

private:
  void analyse();
  void remap();
  void plan(Plan &P);
  void report();
  double weight(const ScratchAccess &A) const {
    return std::pow(16.0,
                    double(std::min(4u, MLI.getLoopDepth(A.MI->getParent()))));
  }

  MachineFunction &MF;
  MachineLoopInfo &MLI;
  MachineOptimizationRemarkEmitter &ORE;
  BankRules Rules;
  ThreadSpace TS;
  std::string DimsFrom;
  std::vector<ScratchAccess> Accs;
  std::vector<Report> Reports;
  std::vector<Plan> Plans;
  bool Changed = false;
};

bool Runner::run() {
  std::string Why;
  std::optional<BankRules> R = rulesFor(MF, Why);
  const Function &F = MF.getFunction();
  if (!R) {
    ORE.emit([&] {
      return MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "NoRules",
                                               F.getSubprogram(), &MF.front())
             << "tilelang-sram-bank: " << F.getName() << ": " << Why;
    });
    return false;
  }
  Rules = *R;
  TS = threadSpace(F, Rules, DimsFrom);
  analyse();
  if (BankMode == Mode::Remap)
    remap();
  report();
  return Changed;
}

void Runner::analyse() {
  LaneAddressBuilder LB(MF, MLI, TS);
  Accs = LB.collect();
  if (!TS.known()) {
    // Addresses that change when tid.y and tid.z do (AMDGPU's packed ids)
    // need the block shape.
    ThreadSpace TS1 = TS;
    TS1.UnknownYZ = 1;
    LaneAddressBuilder LB1(MF, MLI, TS1);
    std::vector<ScratchAccess> Alt = LB1.collect();
    for (unsigned I = 0; I < Accs.size() && I < Alt.size(); ++I)
      if (Accs[I].Addr.known() && Alt[I].Addr.known() &&
          (Accs[I].Addr.Lane != Alt[I].Addr.Lane ||
           Accs[I].Addr.Const != Alt[I].Addr.Const))
        Accs[I].Addr = LaneExpr::unknown(
            "tid.y or tid.z with an unknown block shape (give the kernel "
            "reqd_work_group_size / nvvm.reqntid, or "
            "-tilelang-sram-bank-block-dims=X,Y,Z)");
  }
  Reports.resize(Accs.size());
  for (unsigned I = 0; I < Accs.size(); ++I)
    Reports[I].Before = costOf(Accs[I], Accs[I].Addr, Rules, TS);
}

void Runner::plan(Plan &P) {
  const Function &F = MF.getFunction();
  const GlobalVariable *GV = P.GV;
  bool NV =
      LaneAddressBuilder::familyOf(MF) == LaneAddressBuilder::Family::NVPTX;
  if (GV->getMetadata("tilelang.layout") ||
      GV->getAttributes().hasAttribute("tilelang.layout")) {
    P.WhyNot = "it carries a layout from tilelang-layout";
    return;
  }
  if (!GV->hasLocalLinkage() || !onlyUsedIn(*GV, F)) {
    P.WhyNot = "it is visible outside this kernel";
    return;
  }
  P.Size = GV->getValueType()->isSized()
               ? MF.getDataLayout().getTypeAllocSize(GV->getValueType())
               : 0;
  if (!P.Size) {
    P.WhyNot = "its size is not known";
    return;
  }
  if (GV->getAlign().valueOrOne().value() < Rules.BankWidth) {
    P.WhyNot = "it is aligned to less than a bank word";
    return;
  }
  unsigned MaxWidth = 1;
  for (unsigned I : P.Accesses) {
    const ScratchAccess &A = Accs[I];
    if (!A.Addr.known()) {
      P.WhyNot = "the address of an access is unknown (" + A.Addr.Unknown + ")";
      return;
    }
    if (A.IsPair) {
      P.WhyNot = "it is accessed by read2/write2";
      return;
    }
    if (NV && A.Addr.symCoeff(GV) != 1) {
      P.WhyNot = "an access's address is not the buffer's plus an offset";
      return;
    }
    MaxWidth = std::max(MaxWidth, A.Width);
  }
  DenseMap<const MachineInstr *, unsigned> Known;
  for (unsigned I = 0; I < Accs.size(); ++I)
    Known[Accs[I].MI] = I;
  std::string Esc = NV ? escapes(MF, GV, Known, Accs) : irEscapes(*GV, F);
  if (Esc.empty() && !NV)
    Esc = otherLDSAccess(MF, GV, Known);
  if (!Esc.empty()) {
    P.WhyNot = Esc;
    return;
  }
  // NVPTX: the permutation applies to the offset from the buffer's symbol.
  // AMDGPU: LDS addresses are absolute numbers here; it applies to them, and
  // maps the buffer onto itself when its allocation is known (an absolute
  // symbol: AMDGPU's per-kernel LDS struct) or aligned to the permuted span.
  const GlobalVariable *RelTo = NV ? GV : nullptr;
  std::optional<int64_t> Base;
  if (NV)
    Base = 0;
  else if (std::optional<ConstantRange> CR = GV->getAbsoluteSymbolRange();
           CR && CR->getSingleElement())
    Base = CR->getSingleElement()->getSExtValue();
  uint64_t GVAlign = GV->getAlign().valueOrOne().value();
  P.Base = Base;

  // Baseline, per access: relative evaluation must agree with the absolute
  // one (the buffer's base only rotates the banks).
  std::vector<Cost> Baseline;
  for (unsigned I : P.Accesses) {
    Cost C = costOf(Accs[I], Accs[I].Addr, Rules, TS, RelTo);
    if (!C.Known) {
      P.WhyNot = C.Why;
      return;
    }
    Baseline.push_back(C);
    P.Before += weight(Accs[I]) * C.Mean;
  }
  // Search the permutations: unit 2^C (at least a word and the widest
  // access), B bits XORed in, taken from bit S upwards.
  unsigned Line = Log2_32(Rules.Banks * Rules.BankWidth);
  unsigned CMin = std::max(Log2_32(Rules.BankWidth), Log2_32_Ceil(MaxWidth));
  double Best = P.Before;
  XorLayout BestL;
  for (unsigned C = CMin; C < Line; ++C)
    for (unsigned B = 1; C + B <= Line; ++B) {
      if (P.Size % (uint64_t(1) << (C + B)))
        continue;
      if (!Base && GVAlign < (uint64_t(1) << (C + B)))
        continue;
      for (unsigned S = C + B; S <= 20 && (uint64_t(1) << S) < P.Size; ++S) {
        XorLayout L{C, B, S};
        double Total = 0;
        bool OK = true;
        for (unsigned K = 0; K < P.Accesses.size() && OK; ++K) {
          const ScratchAccess &A = Accs[P.Accesses[K]];
          Cost NC = costOf(A, A.Addr, Rules, TS, RelTo, L);
          if (!NC.Known || NC.Max > Baseline[K].Max ||
              NC.Mean > Baseline[K].Mean)
            OK = false;
          Total += weight(A) * NC.Mean;
        }
        if (OK && Total < Best - 1e-9) {
          Best = Total;
          BestL = L;
        }
      }
    }
  if (!BestL.active()) {
    P.WhyNot = "no XOR permutation of its offsets lowers the predicted "
               "wavefronts without raising any";
    if (!Base)
      P.WhyNot += " within its " + std::to_string(GVAlign) +
                  "-byte alignment (its LDS address is not known here)";
    return;
  }
  // With an unknown but aligned base, the permutation keeps every aligned
  // 2^(C+B)-byte block in place: checking one base checks them all.
  if (!isBijection(BestL, P.Size, Base.value_or(0))) {
    P.WhyNot = "the best permutation is not a bijection of the buffer";
    return;
  }
  P.L = BestL;
  P.After = Best;
}

void Runner::remap() {
  DenseMap<const GlobalVariable *, unsigned> Index;
  for (unsigned I = 0; I < Accs.size(); ++I) {
    if (!Accs[I].Buffer)
      continue;
    auto [It, New] = Index.try_emplace(Accs[I].Buffer, Plans.size());
    if (New) {
      Plans.emplace_back();
      Plans.back().GV = Accs[I].Buffer;
    }
    Plans[It->second].Accesses.push_back(I);
  }
  OpcodeTable Ops(*MF.getSubtarget().getInstrInfo());
  for (Plan &P : Plans) {
    bool Conflicting = llvm::any_of(P.Accesses, [&](unsigned I) {
      return Reports[I].Before.Known &&
             Reports[I].Before.Max > Reports[I].Before.Phases;
    });
    if (!Conflicting)
      continue;
    plan(P);
    if (!P.L.active())
      continue;
    // Predictions after, then the rewrite.
    bool NV =
        LaneAddressBuilder::familyOf(MF) == LaneAddressBuilder::Family::NVPTX;
    for (unsigned I : P.Accesses)
      Reports[I].After =
          costOf(Accs[I], Accs[I].Addr, Rules, TS, NV ? P.GV : nullptr, P.L);
    bool OK = true;
    for (unsigned I : P.Accesses)
      OK &= NV ? rewriteNVPTX(MF, Accs[I], P.L, Ops)
               : rewriteAMDGPU(MF, Accs[I], P.L, Ops);
    if (!OK) {
      P.WhyNot = "an instruction needed for the rewrite is missing";
      P.L = XorLayout();
      continue;
    }
    for (unsigned I : P.Accesses)
      Reports[I].Remapped = true;
    Changed = true;
  }
}

void Runner::report() {
  const Function &F = MF.getFunction();
  std::unique_ptr<raw_fd_ostream> Out;
  if (!ReportFile.empty()) {
    std::error_code EC;
    Out = std::make_unique<raw_fd_ostream>(
        ReportFile, EC, sys::fs::OF_Append | sys::fs::OF_Text);
    if (EC)
      Out.reset();
  }
  unsigned Known = 0;
  double Conflicts = 0;
  for (unsigned I = 0; I < Accs.size(); ++I) {
    const ScratchAccess &A = Accs[I];
    const Report &Rp = Reports[I];
    const Cost &C = Rp.Remapped ? Rp.After : Rp.Before;
    const DebugLoc &DL = A.MI->getDebugLoc();
    std::string Line;
    raw_string_ostream OS(Line);
    OS << A.Mnemonic << " of " << A.BufferName << " (" << A.Width
       << " B per lane): ";
    if (!C.Known) {
      OS << "address unknown: " << C.Why;
    } else {
      ++Known;
      Conflicts += C.meanConflicts();
      OS << "address " << formatAddress(A.Addr, A) << "; " << fmtWavefronts(C)
         << (C.Min == 1 && C.Max == 1 ? " wavefront per " : " wavefronts per ")
         << (Rules.LaneCount == 64 ? "wave" : "warp") << " (" << C.Phases
         << (C.Phases == 1 ? " phase" : " phases") << ", "
         << fmtNum(C.meanConflicts())
         << (C.meanConflicts() == 1 ? " conflict" : " conflicts");
      if (C.Worst.WorstWords > 1)
        OS << "; " << C.Worst.WorstWords << " words on bank "
           << C.Worst.WorstBank;
      OS << ")";
      if (C.ResidueDependent)
        OS << ", worst case over the run-time offset";
      if (Rp.Remapped && Rp.Before.Mean != C.Mean)
        OS << "; remapped, was " << fmtWavefronts(Rp.Before);
      else if (Rp.Remapped)
        OS << "; remapped, the same";
      if (!TS.known())
        OS << " [block shape unknown: one "
           << (Rules.LaneCount == 64 ? "wave" : "warp") << ", tid.x = lane]";
    }
    ORE.emit([&] {
      return MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "BankMap", DL,
                                               A.MI->getParent())
             << Line;
    });
    if (BankMode == Mode::Verify && !C.Known) {
      // A gate that cannot see an access must say so, not pass it.
      std::string Msg = A.Mnemonic + " of " + A.BufferName +
                        ": not verified, its address is unknown (" + C.Why +
                        ")";
      F.getContext().diagnose(DiagnosticInfoGenericWithLoc(
          Msg, F, DiagnosticLocation(DL), DS_Warning));
    }
    if (BankMode == Mode::Verify && C.Known &&
        C.maxConflicts() > MaxConflicts) {
      std::string Msg = A.Mnemonic + " of " + A.BufferName + ": " +
                        std::to_string(C.maxConflicts()) +
                        (C.maxConflicts() == 1 ? " predicted bank conflict exceeds "
                                               : " predicted bank conflicts exceed ") +
                        "-tilelang-sram-bank-max-conflicts=" +
                        std::to_string(MaxConflicts.getValue());
      F.getContext().diagnose(DiagnosticInfoGenericWithLoc(
          Msg, F, DiagnosticLocation(DL), DS_Error));
    }
    if (Out) {
      json::OStream J(*Out);
      J.object([&] {
        J.attribute("function", F.getName());
        J.attribute("chip", Rules.Chip);
        if (DL) {
          J.attribute("file", DL->getFilename());
          J.attribute("line", int64_t(DL.getLine()));
        }
        J.attribute("instruction", A.Mnemonic);
        J.attribute("buffer", A.BufferName);
        J.attribute("width", int64_t(A.Width));
        J.attribute("write", A.IsWrite);
        J.attribute("known", C.Known);
        if (!C.Known) {
          J.attribute("reason", C.Why);
          return;
        }
        J.attribute("address", formatAddress(A.Addr, A));
        J.attribute("wavefronts", C.Mean);
        J.attribute("wavefronts_min", int64_t(C.Min));
        J.attribute("wavefronts_max", int64_t(C.Max));
        J.attribute("phases", int64_t(C.Phases));
        J.attribute("conflicts", C.meanConflicts());
        J.attribute("warps", int64_t(C.Warps));
        J.attribute("block_known", TS.known());
        J.attribute("remapped", Rp.Remapped);
        if (Rp.Remapped)
          J.attribute("wavefronts_before", Rp.Before.Mean);
      });
      *Out << "\n";
    }
  }
  for (const Plan &P : Plans) {
    if (P.WhyNot.empty() && !P.L.active())
      continue;
    ORE.emit([&] {
      MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "Remap",
                                          F.getSubprogram(), &MF.front());
      R << "buffer " << P.GV->getName() << ": ";
      bool NV =
          LaneAddressBuilder::familyOf(MF) == LaneAddressBuilder::Family::NVPTX;
      if (P.L.active() && !NV) {
        std::string Where =
            P.Base ? "at LDS address " + std::to_string(*P.Base)
                   : "aligned to " +
                         std::to_string(P.GV->getAlign().valueOrOne().value());
        R << "remapped with " << P.L.str("address") << " ("
          << std::to_string(1u << P.L.C) << "-byte unit index ^= bits "
          << std::to_string(P.L.S) << ".." << std::to_string(P.L.S + P.L.B - 1)
          << "; a bijection of its " << std::to_string(P.Size) << " bytes "
          << Where << ", enumerated); weighted wavefronts " << fmtNum(P.Before)
          << " -> " << fmtNum(P.After);
      } else if (P.L.active())
        R << "remapped with " << P.L.str() << " ("
          << std::to_string(1u << P.L.C) << "-byte unit index ^= bits "
          << std::to_string(P.L.S) << ".." << std::to_string(P.L.S + P.L.B - 1)
          << "; a bijection of its " << std::to_string(P.Size)
          << " bytes, enumerated); weighted wavefronts " << fmtNum(P.Before)
          << " -> " << fmtNum(P.After);
      else
        R << "not remapped: " << P.WhyNot;
      return R;
    });
  }
  ORE.emit([&] {
    MachineOptimizationRemarkAnalysis R(DEBUG_TYPE, "Summary",
                                        F.getSubprogram(), &MF.front());
    R << "tilelang-sram-bank: " << F.getName() << ": "
      << std::to_string(Accs.size())
      << (Accs.size() == 1 ? " scratchpad access (" : " scratchpad accesses (")
      << std::to_string(Known) << " known, "
      << std::to_string(Accs.size() - Known) << " unknown), "
      << fmtNum(Conflicts) << " conflicts when each runs once (" << Rules.Chip
      << ", " << std::to_string(Rules.Banks) << " banks x "
      << std::to_string(Rules.BankWidth) << " B, "
      << (TS.known() ? "block " + std::to_string(TS.Dims[0]) + "x" +
                           std::to_string(TS.Dims[1]) + "x" +
                           std::to_string(TS.Dims[2]) + " from " + DimsFrom
                     : std::string("block shape unknown"))
      << ")";
    return R;
  });
}

} // namespace

char SramBankPass::ID = 0;

SramBankPass::SramBankPass() : MachineFunctionPass(ID) {}

void SramBankPass::getAnalysisUsage(AnalysisUsage &AU) const {
  AU.addRequired<MachineLoopInfoWrapperPass>();
  AU.addRequired<MachineOptimizationRemarkEmitterPass>();
  AU.addPreserved<MachineLoopInfoWrapperPass>();
  MachineFunctionPass::getAnalysisUsage(AU);
}

bool SramBankPass::runOnMachineFunction(MachineFunction &MF) {
  if (LaneAddressBuilder::familyOf(MF) == LaneAddressBuilder::Family::Other)
    return false;
  MachineLoopInfo &MLI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  MachineOptimizationRemarkEmitter &ORE =
      getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  if (!MF.getRegInfo().isSSA()) {
    // Addresses are rebuilt from SSA def-use chains only.
    const Function &F = MF.getFunction();
    ORE.emit([&] {
      return MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "NotSSA",
                                               F.getSubprogram(), &MF.front())
             << "tilelang-sram-bank: " << F.getName()
             << ": not analysed: the Machine IR is no longer in SSA form";
    });
    return false;
  }
  return Runner(MF, MLI, ORE).run();
}

static RegisterPass<SramBankPass>
    X("tilelang-sram-bank", "TileLang scratchpad bank analysis and remapping",
      false, false);

SramBankRegistration::SramBankRegistration()
    : Callback(std::make_unique<RegisterTargetPassConfigCallback>(
          [](TargetMachine &TM, PassManagerBase &, TargetPassConfig *PC) {
            const Triple &T = TM.getTargetTriple();
            if (PC && (T.isNVPTX() || T.isAMDGPU()))
              PC->insertPass(&FinalizeISelID, &SramBankPass::ID);
          })) {}

SramBankRegistration::~SramBankRegistration() = default;
