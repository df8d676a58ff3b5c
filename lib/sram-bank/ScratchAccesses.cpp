//===- ScratchAccesses.cpp - The scratchpad loads and stores of a function ===//
//
// The access side of tilelang-sram-bank's SramBankAddress.h: decodes the
// scratchpad (address space 3) loads and stores of each target -- NVPTX
// ld.shared / st.shared of every width and vector form (decodeNVPTX), the
// matrix lowering's ldmatrix reads and cp.async writes (decodeNVPTXMatrix),
// AMDGPU ds_read* / ds_write* including read2 / write2 (decodeAMDGPU) --
// and collects them with their addresses rebuilt and their buffers named
// (collectScratchAccesses).
//
//===----------------------------------------------------------------------===//
#include "sram-bank/SramBankAddress.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Operator.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Target/TargetMachine.h"
#include <memory>

#define DEBUG_TYPE "tilelang-sram-bank"

using namespace llvm;

namespace tilelang {

/// NVPTX: LD_i* / LDV_i* / ST_i* / STV_i* to the shared space.
static std::optional<ScratchAccess> decodeNVPTX(MachineInstr &MI, StringRef N,
                                                ScratchAccess Acc) {
  unsigned NOps = MI.getNumExplicitOperands();
  unsigned NDefs = MI.getNumExplicitDefs();
  unsigned Vec = 0, Bits = 0;
  int64_t AS = -1;
  if (N.starts_with("LD_i") || N.starts_with("LDV_i")) {
    if (NOps != NDefs + 8)
      return std::nullopt;
    Acc.IsWrite = false;
    AS = MI.getOperand(NDefs + 2).getImm();
    Bits = unsigned(MI.getOperand(NDefs + 4).getImm());
    Acc.AddrIdx = NDefs + 6;
    Vec = NDefs;
  } else if (N.starts_with("ST_i") || N.starts_with("STV_i")) {
    if (NOps < 7 || NDefs)
      return std::nullopt;
    Acc.IsWrite = true;
    AS = MI.getOperand(NOps - 4).getImm();
    Bits = unsigned(MI.getOperand(NOps - 3).getImm());
    Acc.AddrIdx = NOps - 2;
    Vec = NOps - 6;
  } else {
    return std::nullopt;
  }
  if (AS != 3 || Bits % 8 || !Vec)
    return std::nullopt;
  Acc.OffsetIdx = Acc.AddrIdx + 1;
  if (!MI.getOperand(Acc.OffsetIdx).isImm())
    return std::nullopt;
  Acc.Width = Vec * Bits / 8;
  Acc.Pieces.push_back({0, Acc.Width});
  std::string M = Acc.IsWrite ? "st.shared" : "ld.shared";
  if (Vec > 1)
    M += ".v" + std::to_string(Vec);
  M += ".b" + std::to_string(Bits);
  Acc.Mnemonic = M;
  return Acc;
}

/// The PTX text that starts the assembly of \p MI's opcode, e.g.
/// "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {". LLVM 22's NVPTX backend
/// defines its ldmatrix instructions in anonymous TableGen records (the
/// opcode of ldmatrix.x4 after FinalizeISel is named like "anonymous_20697",
/// a number that changes with the build), so the opcode's name says nothing;
/// the instruction printer's mnemonic does.
static std::string ptxMnemonic(const MachineInstr &MI) {
  const TargetMachine &TM = MI.getMF()->getTarget();
  if (!TM.getMCAsmInfo() || !TM.getMCInstrInfo() || !TM.getMCRegisterInfo())
    return "";
  std::unique_ptr<MCInstPrinter> IP(TM.getTarget().createMCInstPrinter(
      TM.getTargetTriple(), 0, *TM.getMCAsmInfo(), *TM.getMCInstrInfo(),
      *TM.getMCRegisterInfo()));
  if (!IP)
    return "";
  MCInst Inst;
  Inst.setOpcode(MI.getOpcode());
  const char *M = IP->getMnemonic(Inst).first;
  return M ? std::string(M) : std::string();
}

/// NVPTX: the matrix lowering's (lib/matrix) shared-memory accesses that are
/// not ld/st: cp.async writes and ldmatrix reads. std::nullopt for any other
/// instruction.
///   - cp.async.{ca,cg}.shared.global [dst], [src], N (CP_ASYNC_C{A,G}_SHARED_
///     GLOBAL_{4,8,16}[_s|_si]; operands dst, dst offset, src, src offset
///     [, src-size]): each lane writes N bytes at dst (the source size only
///     says how many of them come from global memory, the rest are zeros:
///     PTX ISA, "cp.async"), so it is costed as an N-byte store.
///   - ldmatrix.sync.aligned.m8n8.{x1,x2,x4}[.trans].shared.b16 (operands:
///     the 1, 2 or 4 result registers, address, offset): PTX ISA, "Warp-level
///     matrix load instruction: ldmatrix": each matrix is 8 rows of 8 16-bit
///     elements, the address of row i of matrix j comes from lane 8j + i;
///     .x1 uses lanes 0-7's addresses, .x2 lanes 0-15, .x4 all 32; .trans
///     transposes what lands in the registers, not what is read. Costed in
///     BankCost.cpp (one phase per matrix).
static std::optional<ScratchAccess>
decodeNVPTXMatrix(MachineInstr &MI, StringRef N, ScratchAccess &Acc) {
  if (N.starts_with("CP_ASYNC_CA_SHARED_GLOBAL_") ||
      N.starts_with("CP_ASYNC_CG_SHARED_GLOBAL_")) {
    StringRef Bytes = N.drop_front(strlen("CP_ASYNC_CA_SHARED_GLOBAL_"));
    unsigned W = 0;
    if (Bytes.consumeInteger(10, W) || (W != 4 && W != 8 && W != 16) ||
        MI.getNumExplicitOperands() < 4 || MI.getNumExplicitDefs() ||
        !MI.getOperand(1).isImm())
      return std::nullopt;
    Acc.Kind = ScratchAccess::KindTy::CpAsync;
    Acc.IsWrite = true;
    Acc.Width = W;
    Acc.AddrIdx = 0;
    Acc.OffsetIdx = 1;
    Acc.Pieces.push_back({0, W});
    Acc.Mnemonic = std::string("cp.async.") +
                   (N.contains("_CG_") ? "cg" : "ca") + ".shared.global." +
                   std::to_string(W);
    return Acc;
  }
  if (!MI.mayLoad() || MI.mayStore())
    return std::nullopt;
  std::string P = ptxMnemonic(MI);
  StringRef PS = StringRef(P).trim();
  if (!PS.starts_with("ldmatrix.") || !PS.contains(".shared"))
    return std::nullopt;
  PS = PS.take_until([](char C) { return C == ' ' || C == '\t'; });
  unsigned NDefs = MI.getNumExplicitDefs();
  if (MI.getNumExplicitOperands() < NDefs + 2 ||
      !MI.getOperand(NDefs + 1).isImm())
    return std::nullopt;
  Acc.Kind = ScratchAccess::KindTy::LdMatrix;
  Acc.IsWrite = false;
  Acc.AddrIdx = NDefs;
  Acc.OffsetIdx = NDefs + 1;
  Acc.Matrices = PS.contains(".x4") ? 4 : PS.contains(".x2") ? 2 : 1;
  Acc.Width = 16; // one 16-byte row per lane
  Acc.Pieces.push_back({0, 16});
  Acc.Mnemonic = PS.str();
  if (!PS.contains(".m8n8.") || !PS.ends_with(".b16"))
    Acc.NotModelled = "only ldmatrix .m8n8 .b16 is modelled";
  return Acc;
}

/// AMDGPU: DS_READ* / DS_WRITE* to LDS (not GDS), read2 / write2 as two
/// pieces.
static std::optional<ScratchAccess> decodeAMDGPU(MachineInstr &MI, StringRef N,
                                                 ScratchAccess Acc) {
  bool Read = N.starts_with("DS_READ"), Write = N.starts_with("DS_WRITE");
  if (!Read && !Write)
    return std::nullopt;
  if (N.contains("ADDTID") || N.contains("SRC2") || N.contains("_TR_"))
    return std::nullopt;
  Acc.IsWrite = Write;
  StringRef Rest = N.drop_front(Read ? 7 : 8); // "2ST64_B32_gfx9", "_B64"
  Acc.IsPair = Rest.starts_with("2");
  bool ST64 = Rest.starts_with("2ST64");
  unsigned Elem = 0;
  if (Rest.contains("B128"))
    Elem = 16;
  else if (Rest.contains("B96"))
    Elem = 12;
  else if (Rest.contains("B64"))
    Elem = 8;
  else if (Rest.contains("B32"))
    Elem = 4;
  else if (Rest.contains("16"))
    Elem = 2;
  else if (Rest.contains("8"))
    Elem = 1;
  if (!Elem)
    return std::nullopt;
  unsigned NDefs = MI.getNumExplicitDefs();
  Acc.AddrIdx = NDefs; // vaddr is the first use
  unsigned DataOps = Write ? (Acc.IsPair ? 2 : 1) : 0;
  unsigned Off0 = NDefs + 1 + DataOps;
  if (Off0 + (Acc.IsPair ? 2 : 1) >= MI.getNumExplicitOperands())
    return std::nullopt;
  // The last explicit operand is gds: only LDS here.
  const MachineOperand &GDS = MI.getOperand(MI.getNumExplicitOperands() - 1);
  if (GDS.isImm() && GDS.getImm() != 0)
    return std::nullopt;
  if (!MI.getOperand(Acc.AddrIdx).isReg() || !MI.getOperand(Off0).isImm())
    return std::nullopt;
  Acc.OffsetIdx = Off0;
  if (Acc.IsPair) {
    if (!MI.getOperand(Off0 + 1).isImm())
      return std::nullopt;
    int64_t Scale = int64_t(Elem) * (ST64 ? 64 : 1);
    int64_t O0 = (MI.getOperand(Off0).getImm() & 0xff) * Scale;
    int64_t O1 = (MI.getOperand(Off0 + 1).getImm() & 0xff) * Scale;
    Acc.Pieces.push_back({O0, Elem});
    Acc.Pieces.push_back({O1, Elem});
    Acc.Width = 2 * Elem;
  } else {
    Acc.Pieces.push_back({0, Elem});
    Acc.Width = Elem;
  }
  std::string M = N.str();
  size_t Cut = M.find("_gfx");
  if (Cut != std::string::npos)
    M.resize(Cut);
  Acc.Mnemonic = StringRef(M).lower();
  return Acc;
}

std::optional<ScratchAccess>
decodeScratchAccess(MachineInstr &MI, LaneAddressBuilder::Family Fam) {
  using Family = LaneAddressBuilder::Family;
  const TargetInstrInfo *TII = MI.getMF()->getSubtarget().getInstrInfo();
  StringRef N = TII->getName(MI.getOpcode());
  ScratchAccess Acc;
  Acc.MI = &MI;
  // cp.async touches global memory too: decoded before the memory operands
  // are looked at.
  if (Fam == Family::NVPTX)
    if (std::optional<ScratchAccess> M = decodeNVPTXMatrix(MI, N, Acc))
      return M;
  // The memory operand says where the access goes, when there is one.
  for (const MachineMemOperand *MMO : MI.memoperands())
    if (MMO->getAddrSpace() != 3)
      return std::nullopt;

  if (Fam == Family::NVPTX)
    return decodeNVPTX(MI, N, std::move(Acc));
  if (Fam == Family::AMDGPU)
    return decodeAMDGPU(MI, N, std::move(Acc));
  return std::nullopt;
}

/// AMDGPU moves LDS variables used by several kernels into one struct per
/// kernel: ".fieldN" for the field \p V points into, "" if not a struct.
static std::string structField(const Value *V, const GlobalVariable *GV) {
  auto *ST = dyn_cast<StructType>(GV->getValueType());
  if (!ST || ST->getNumElements() < 2)
    return "";
  for (unsigned Depth = 0; V && Depth < 16; ++Depth) {
    auto *GEP = dyn_cast<GEPOperator>(V);
    if (!GEP)
      break;
    if (GEP->getPointerOperand() == GV && GEP->getNumIndices() >= 2 &&
        GEP->getSourceElementType() == ST)
      if (auto *CI = dyn_cast<ConstantInt>(GEP->getOperand(2)))
        return ".field" + std::to_string(CI->getZExtValue());
    V = GEP->getPointerOperand();
  }
  return ".field0";
}

std::vector<ScratchAccess> collectScratchAccesses(MachineFunction &MF,
                                                  LaneAddressBuilder &LB) {
  std::vector<ScratchAccess> Out;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      if (!MI.mayLoadOrStore())
        continue;
      std::optional<ScratchAccess> Acc = decodeScratchAccess(MI, LB.family());
      if (!Acc)
        continue;
      const MachineOperand &AddrMO = MI.getOperand(Acc->AddrIdx);
      Acc->Addr = LB.eval(AddrMO);
      // The immediate offset (AMDGPU: 16 bits, unsigned; read2/write2 keep
      // theirs in the pieces).
      if (Acc->Addr.known() && !Acc->IsPair) {
        int64_t Off = MI.getOperand(Acc->OffsetIdx).getImm();
        Acc->Addr.Const += LB.family() == LaneAddressBuilder::Family::AMDGPU
                               ? (Off & 0xffff)
                               : Off;
      }
      // The buffer: a symbol in the address, else the memory operand.
      if (Acc->Addr.known())
        for (const auto &[T, C] : Acc->Addr.Terms)
          if (T.Kind == UniformTerm::Sym && T.GV && C == 1)
            Acc->Buffer = T.GV;
      // The buffer is named from the address even when the bytes are not
      // modelled.
      if (!Acc->NotModelled.empty())
        Acc->Addr = LaneExpr::unknown(Acc->NotModelled);
      std::string Field;
      if (!Acc->Buffer)
        for (const MachineMemOperand *MMO : MI.memoperands())
          if (const Value *V = MMO->getValue())
            if (auto *GV = dyn_cast<GlobalVariable>(getUnderlyingObject(V))) {
              Acc->Buffer = GV;
              Field = structField(V, GV);
            }
      if (Acc->Buffer)
        Acc->BufferName = Acc->Buffer->getName().str() + Field;
      else
        Acc->BufferName = "<unknown buffer>";
      Out.push_back(std::move(*Acc));
    }
  return Out;
}

} // namespace tilelang
