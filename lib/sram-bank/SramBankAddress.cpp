//===- SramBankAddress.cpp - Scratchpad addresses rebuilt from Machine IR -===//
//
// See SramBankAddress.h. The builder: follows the SSA def-use chains
// (eval, evalReg, with a cache), and for each defining instruction
// (compute) handles the target-independent opcodes here -- loop variables
// and joins (computeLoopPHI, computePHI), copies from the registers the
// thread ids arrive in (computeCopyFromPhys), sub-registers -- and hands
// the others to the target's opcode table (LaneOps.h: NVPTXLaneOps.cpp,
// AMDGPULaneOps.cpp). The meaning of each NVPTX and AMDGPU opcode that can
// take part in an address is written there once, as an operation on
// LaneExpr values; an opcode not listed is uniform when all its inputs are
// uniform and has no lane-varying memory effect, and is otherwise an
// unknown with its name as the reason. The accesses themselves are found
// in ScratchAccesses.cpp.
//
//===----------------------------------------------------------------------===//
#include "sram-bank/SramBankAddress.h"
#include "sram-bank/LaneArith.h"
#include "sram-bank/LaneOps.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <algorithm>

#define DEBUG_TYPE "tilelang-sram-bank"

using namespace llvm;
using namespace tilelang::srambank;

namespace tilelang {

LaneAddressBuilder::Family
LaneAddressBuilder::familyOf(const MachineFunction &MF) {
  Triple T(MF.getFunction().getParent()->getTargetTriple());
  if (T.isNVPTX())
    return Family::NVPTX;
  if (T.isAMDGPU())
    return Family::AMDGPU;
  return Family::Other;
}

LaneAddressBuilder::LaneAddressBuilder(MachineFunction &MF,
                                       const MachineLoopInfo &MLI,
                                       ThreadSpace TS)
    : MF(MF), MLI(MLI), TS(TS), Fam(familyOf(MF)) {
  if (Fam == Family::AMDGPU) {
    // Subtargets with packed work-item ids in one VGPR (x | y<<10 | z<<20).
    StringRef CPU =
        MF.getFunction().getFnAttribute("target-cpu").getValueAsString();
    PackedTid = CPU == "gfx90a" || CPU.starts_with("gfx94") ||
                CPU.starts_with("gfx95") || CPU.starts_with("gfx11") ||
                CPU.starts_with("gfx12");
  }
}

std::string LaneAddressBuilder::describe(const MachineInstr &MI) const {
  std::string S;
  raw_string_ostream OS(S);
  if (MI.getNumExplicitDefs() && MI.getOperand(0).isReg())
    OS << printReg(MI.getOperand(0).getReg()) << " = ";
  OS << MF.getSubtarget().getInstrInfo()->getName(MI.getOpcode());
  if (const DebugLoc &DL = MI.getDebugLoc())
    OS << " (line " << DL.getLine() << ")";
  return S;
}

LaneExpr LaneAddressBuilder::computeCopyFromPhys(const MachineInstr &MI,
                                                 Register Phys) {
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  StringRef Name = TRI->getName(Phys);
  if (Fam == Family::AMDGPU) {
    bool Kernel =
        MF.getFunction().getCallingConv() == CallingConv::AMDGPU_KERNEL;
    if (Name.starts_with("SGPR"))
      return [&] {
        LaneExpr E;
        UniformTerm T;
        T.R = MI.getOperand(0).getReg();
        Arith::addTerm(E, T, 1);
        return E;
      }();
    if (Kernel && Name == "VGPR0")
      return PackedTid ? packedTidValue(TS) : tidValue(TS, 0);
    if (Kernel && !PackedTid && Name == "VGPR1")
      return tidValue(TS, 1);
    if (Kernel && !PackedTid && Name == "VGPR2")
      return tidValue(TS, 2);
    if (!Kernel && Name == "VGPR31")
      return packedTidValue(TS);
  }
  return LaneExpr::unknown("the register " + Name.str() +
                           " on entry, which may differ per lane");
}

bool LaneAddressBuilder::divergentJoin(const MachineInstr &PHI) {
  const MachineBasicBlock *B = PHI.getParent();
  // Blocks from which B is reached: walk up from B's predecessors until the
  // blocks that dominate B (a lane-dependent branch there decides which
  // incoming value a lane takes).
  SmallVector<const MachineBasicBlock *, 8> Work(B->pred_begin(),
                                                 B->pred_end());
  SmallPtrSet<const MachineBasicBlock *, 16> Seen;
  const TargetInstrInfo *TII = MF.getSubtarget().getInstrInfo();
  unsigned Budget = 256;
  while (!Work.empty() && Budget--) {
    const MachineBasicBlock *X = Work.pop_back_val();
    if (!Seen.insert(X).second || X == B)
      continue;
    for (const MachineInstr &T : X->terminators()) {
      StringRef N = TII->getName(T.getOpcode());
      if (Fam == Family::NVPTX && N == "CBranch" && T.getOperand(0).isReg()) {
        LaneExpr C = evalReg(T.getOperand(0).getReg());
        if (!C.isUniform())
          return true;
      }
      if (Fam == Family::AMDGPU &&
          (N.starts_with("SI_IF") || N.starts_with("SI_ELSE") ||
           N.starts_with("SI_LOOP") || N.starts_with("SI_BRCOND") ||
           N.starts_with("S_CBRANCH_VCC") || N.starts_with("S_CBRANCH_EXEC")))
        return true;
      if (Fam == Family::Other && T.isConditionalBranch())
        return true;
    }
    // Stop at the blocks every incoming path goes through.
    if (X->pred_size() == 0)
      continue;
    for (const MachineBasicBlock *P : X->predecessors())
      if (!MLI.getLoopFor(X) || MLI.getLoopFor(X)->getHeader() != X ||
          !MLI.getLoopFor(X)->contains(P))
        Work.push_back(P);
  }
  return false;
}

LaneExpr LaneAddressBuilder::computePHI(const MachineInstr &MI) {
  Register Def = MI.getOperand(0).getReg();
  const MachineBasicBlock *MBB = MI.getParent();
  MachineLoop *L = MLI.getLoopFor(MBB);
  SmallVector<std::pair<Register, MachineBasicBlock *>, 4> In;
  for (unsigned I = 1; I + 1 < MI.getNumOperands(); I += 2)
    In.push_back({MI.getOperand(I).getReg(), MI.getOperand(I + 1).getMBB()});

  if (L && L->getHeader() == MBB) {
    SmallVector<Register, 2> Outside, Inside;
    for (auto &[R, B] : In)
      (L->contains(B) ? Inside : Outside).push_back(R);
    bool OneInit = !Outside.empty() && llvm::all_of(Outside, [&](Register R) {
      return R == Outside.front();
    });
    if (OneInit && !Inside.empty())
      return computeLoopPHI(MI, Outside.front(), Inside);
  }

  // A join: one value if every incoming value is the same; a uniform value
  // if all are uniform and no lane-dependent branch chooses between them.
  std::vector<LaneExpr> Vals;
  for (auto &[R, B] : In) {
    Vals.push_back(evalReg(R));
    if (!Vals.back().known())
      return Vals.back();
  }
  if (llvm::all_of(
          Vals, [&](const LaneExpr &V) { return sameValue(V, Vals.front()); }))
    return Vals.front();
  if (llvm::all_of(Vals, [](const LaneExpr &V) { return V.isUniform(); }) &&
      !divergentJoin(MI)) {
    LaneExpr R;
    UniformTerm T;
    T.R = Def;
    T.AlignLog2 = 63;
    for (const LaneExpr &V : Vals)
      T.AlignLog2 = std::min(T.AlignLog2, uniformAlign(V));
    T.AlignLog2 = std::min(T.AlignLog2, 62u);
    Arith::addTerm(R, T, 1);
    return R;
  }
  return LaneExpr::unknown("the join " + describe(MI) +
                           " merges values that differ per lane");
}

LaneExpr LaneAddressBuilder::computeLoopPHI(const MachineInstr &MI,
                                            Register InitReg,
                                            ArrayRef<Register> Inside) {
  Arith A{TS};
  Register Def = MI.getOperand(0).getReg();
  LaneExpr Init = evalReg(InitReg);
  if (!Init.known())
    return Init;
  // Provisionally Init + i, i the iteration count; each back-edge value
  // minus it is the step, which must be the same in every lane.
  UniformTerm Iter;
  Iter.Kind = UniformTerm::Iter;
  Iter.R = Def;
  LaneExpr P = Init;
  Arith::addTerm(P, Iter, 1);
  size_t Mark = CacheLog.size();
  Cache[Def] = P;
  std::optional<int64_t> ConstStep;
  bool AllConst = true;
  unsigned StepAlign = 63;
  std::string Why;
  for (Register R : Inside) {
    LaneExpr Next = evalReg(R);
    LaneExpr Step = A.add(Next, P, -1);
    if (!Step.known()) {
      Why = Step.Unknown;
      break;
    }
    if (!Step.isUniform() || llvm::any_of(Step.Terms, [&](const auto &T) {
          return T.first == Iter;
        })) {
      Why = "the loop variable " + describe(MI) +
            " does not step by the same amount in every lane";
      break;
    }
    if (!Step.isConst() || (ConstStep && *ConstStep != Step.Const))
      AllConst = false;
    if (Step.isConst())
      ConstStep = Step.Const;
    StepAlign = std::min(StepAlign, uniformAlign(Step));
  }
  // Values computed from the provisional form are dropped.
  for (size_t I = Mark; I < CacheLog.size(); ++I)
    Cache.erase(CacheLog[I]);
  CacheLog.resize(Mark);
  if (!Why.empty())
    return LaneExpr::unknown(Why);
  LaneExpr R = Init;
  if (AllConst && ConstStep) {
    Arith::addTerm(R, Iter, *ConstStep);
  } else {
    Iter.AlignLog2 = StepAlign;
    Arith::addTerm(R, Iter, 1);
  }
  return R;
}

LaneExpr LaneAddressBuilder::eval(const MachineOperand &MO) {
  if (MO.isImm())
    return LaneExpr::constant(MO.getImm());
  if (MO.isCImm())
    return LaneExpr::constant(MO.getCImm()->getSExtValue());
  if (MO.isGlobal()) {
    LaneExpr E = LaneExpr::constant(MO.getOffset());
    UniformTerm T;
    if (auto *GV = dyn_cast<GlobalVariable>(MO.getGlobal());
        GV && GV->getAddressSpace() == 3) {
      T.Kind = UniformTerm::Sym;
      T.GV = GV;
      T.AlignLog2 = Log2(GV->getAlign().valueOrOne());
    } else {
      T.Kind = UniformTerm::Sym;
      T.GV = nullptr;
      T.R = Register();
    }
    Arith::addTerm(E, T, 1);
    return E;
  }
  if (MO.isReg())
    return evalReg(MO.getReg());
  return LaneExpr::unknown("an operand the pass does not model");
}

LaneExpr LaneAddressBuilder::evalReg(Register R) {
  if (!R.isVirtual())
    return LaneExpr::unknown(
        "the physical register " +
        std::string(MF.getSubtarget().getRegisterInfo()->getName(R)));
  auto It = Cache.find(R);
  if (It != Cache.end())
    return It->second;
  if (InProgress.count(R) || Depth > 200)
    return LaneExpr::unknown("a value defined through a cycle the pass does "
                             "not follow");
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  MachineInstr *Def = MRI.getUniqueVRegDef(R);
  if (!Def)
    return LaneExpr::unknown("a register with no single definition (not SSA)");
  InProgress[R] = 1;
  ++Depth;
  LaneExpr E = compute(*Def, R);
  --Depth;
  InProgress.erase(R);
  Cache[R] = E;
  CacheLog.push_back(R);
  return E;
}

LaneExpr LaneAddressBuilder::compute(const MachineInstr &MI, Register Def) {
  LaneOps Ops(*this, MI, Def);
  // A load from the thread's own memory (the stack, address space 5) gives
  // each lane its own value, whatever its address.
  if (Ops.readsPerThreadMemory())
    return Ops.variesPerLane("a load from per-thread memory");
  if (std::optional<LaneExpr> E = computeTargetIndependent(Ops))
    return *E;
  if (Fam == Family::NVPTX)
    return computeNVPTX(Ops);
  if (Fam == Family::AMDGPU)
    return computeAMDGPU(Ops);
  return Ops.generic();
}

std::optional<LaneExpr>
LaneAddressBuilder::computeTargetIndependent(const LaneOps &Ops) {
  const MachineInstr &MI = Ops.MI;
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  if (MI.isPHI())
    return computePHI(MI);
  if (MI.isImplicitDef())
    return LaneExpr::unknown("an undefined value (IMPLICIT_DEF)");
  if (MI.isCopy() || MI.getOpcode() == TargetOpcode::COPY) {
    const MachineOperand &S = MI.getOperand(1);
    if (S.getReg().isPhysical())
      return computeCopyFromPhys(MI, S.getReg());
    if (S.getSubReg()) {
      StringRef Sub = TRI->getSubRegIndexName(S.getSubReg());
      if (Sub == "sub0" || Sub == "lo16" || Sub == "sub_32")
        return evalReg(S.getReg());
      LaneExpr E = evalReg(S.getReg());
      return E.isUniform() ? Ops.opaque() : Ops.generic();
    }
    return evalReg(S.getReg());
  }
  if (MI.isSubregToReg())
    return eval(MI.getOperand(2));
  if (MI.isRegSequence()) {
    // (lo, sub0, hi, sub1) with hi zero or undefined: the pass follows
    // only the low half (a later COPY of sub0), which is lo.
    if (MI.getNumOperands() == 5 && MI.getOperand(3).isReg() &&
        TRI->getSubRegIndexName(MI.getOperand(2).getImm()) ==
            StringRef("sub0")) {
      const MachineInstr *HiDef =
          MRI.getUniqueVRegDef(MI.getOperand(3).getReg());
      while (HiDef && HiDef->isCopy() && HiDef->getOperand(1).isReg() &&
             HiDef->getOperand(1).getReg().isVirtual())
        HiDef = MRI.getUniqueVRegDef(HiDef->getOperand(1).getReg());
      LaneExpr Hi = eval(MI.getOperand(3));
      if ((HiDef && HiDef->isImplicitDef()) || (Hi.isConst() && Hi.Const == 0))
        return eval(MI.getOperand(1));
    }
    return Ops.generic();
  }
  return std::nullopt;
}

} // namespace tilelang
