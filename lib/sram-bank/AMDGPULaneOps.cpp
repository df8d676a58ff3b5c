//===- AMDGPULaneOps.cpp - AMDGPU opcodes as operations on LaneExprs ------===//
//
// The AMDGPU opcode table of tilelang-sram-bank's address side
// (LaneAddressBuilder::compute hands it every instruction that is not a
// target-independent one): moves, the VALU and SALU integer arithmetic,
// shifts and bitwise operations (including the three-operand forms and
// V_BITOP3), bit-field extracts, selections, cross-lane reads, scalar
// results and loads. Opcodes are known by the prefix of their name. The
// thread ids come in as physical registers on entry
// (LaneAddressBuilder::computeCopyFromPhys).
//
//===----------------------------------------------------------------------===//
#include "sram-bank/LaneOps.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

#define DEBUG_TYPE "tilelang-sram-bank"

using namespace llvm;

namespace tilelang::srambank {

/// Moves, additions, products, shifts and bitwise operations, and their
/// fused forms; std::nullopt for any other opcode.
static std::optional<LaneExpr> amdgpuArith(const LaneOps &O) {
  const Arith &A = O.A;
  StringRef N = O.N;
  auto Is = [&](StringRef P) { return N.starts_with(P); };
  if (Is("V_MOV_B32") || Is("S_MOV_B32") || Is("S_MOV_B64") ||
      Is("S_MOVK_I32") || Is("V_MOV_B64"))
    return O.src(0);
  if (Is("V_ADD_U32") || Is("V_ADD_CO_U32") || Is("V_ADD_I32") ||
      Is("S_ADD_I32") || Is("S_ADD_U32") || Is("S_ADDK_I32") ||
      Is("V_ADD_NC_U32"))
    return A.add(O.src(0), O.src(1));
  if (Is("V_SUB_U32") || Is("V_SUB_CO_U32") || Is("V_SUB_I32") ||
      Is("S_SUB_I32") || Is("S_SUB_U32") || Is("V_SUB_NC_U32"))
    return A.add(O.src(0), O.src(1), -1);
  if (Is("V_SUBREV_U32") || Is("V_SUBREV_CO_U32"))
    return A.add(O.src(1), O.src(0), -1);
  if (Is("V_MUL_LO_U32") || Is("V_MUL_U32_U24") || Is("V_MUL_I32_I24") ||
      Is("S_MUL_I32") || Is("S_MULK_I32") || Is("V_MUL_LO_I32"))
    return O.mul(O.src(0), O.src(1));
  if (Is("V_MAD_U32_U24") || Is("V_MAD_I32_I24") || Is("V_MAD_U64_U32") ||
      Is("V_MAD_U32_e64"))
    return A.add(O.mul(O.src(0), O.src(1)), O.src(2));
  if (Is("V_LSHLREV_B32") || Is("V_LSHLREV_B64"))
    return O.shl(O.src(1), O.src(0));
  if (Is("V_LSHL_B32") || Is("S_LSHL_B32") || Is("S_LSHL_B64"))
    return O.shl(O.src(0), O.src(1));
  if (Is("V_LSHRREV_B32") || Is("V_LSHRREV_B64"))
    return O.shr(O.src(1), O.src(0), false);
  if (Is("V_LSHR_B32") || Is("S_LSHR_B32") || Is("S_LSHR_B64"))
    return O.shr(O.src(0), O.src(1), false);
  if (Is("V_ASHRREV_I32"))
    return O.shr(O.src(1), O.src(0), true);
  if (Is("S_ASHR_I32") || Is("V_ASHR_I32"))
    return O.shr(O.src(0), O.src(1), true);
  if (Is("V_AND_B32") || Is("S_AND_B32") || Is("S_AND_B64"))
    return O.bit(O.src(0), O.src(1), And);
  if (Is("V_OR_B32") || Is("S_OR_B32") || Is("S_OR_B64"))
    return O.bit(O.src(0), O.src(1), Or);
  if (Is("V_XOR_B32") || Is("S_XOR_B32") || Is("S_XOR_B64"))
    return O.bit(O.src(0), O.src(1), Xor);
  if (Is("V_LSHL_ADD_U32") || Is("V_LSHL_ADD_U64"))
    return A.add(O.shl(O.src(0), O.src(1)), O.src(2));
  if (Is("V_ADD_LSHL_U32"))
    return O.shl(A.add(O.src(0), O.src(1)), O.src(2));
  if (Is("V_LSHL_OR_B32"))
    return O.bit(O.shl(O.src(0), O.src(1)), O.src(2), Or);
  if (Is("V_AND_OR_B32"))
    return O.bit(O.bit(O.src(0), O.src(1), And), O.src(2), Or);
  if (Is("V_OR3_B32"))
    return O.bit(O.bit(O.src(0), O.src(1), Or), O.src(2), Or);
  if (Is("V_XOR3_B32"))
    return O.bit(O.bit(O.src(0), O.src(1), Xor), O.src(2), Xor);
  if (Is("V_ADD3_U32"))
    return A.add(A.add(O.src(0), O.src(1)), O.src(2));
  if (Is("V_XAD_U32"))
    return A.add(O.bit(O.src(0), O.src(1), Xor), O.src(2));
  return std::nullopt;
}

/// V_BITOP3_B32: any bitwise function of three operands, given by its truth
/// table.
static LaneExpr amdgpuBitop3(const LaneOps &O) {
  const Arith &A = O.A;
  const ThreadSpace &TS = A.TS;
  // Bit i of the result is bit (a_i << 2 | b_i << 1 | c_i) of the table.
  LaneExpr X = O.src(0), Y = O.src(1), Z = O.src(2);
  std::optional<int64_t> Table = O.imm(3);
  if (!X.known() || !Y.known() || !Z.known() || !Table)
    return O.generic();
  if (X.isUniform() && Y.isUniform() && Z.isUniform())
    return O.opaque();
  if (!X.Terms.empty() || !Y.Terms.empty() || !Z.Terms.empty())
    return O.variesPerLane("a bitwise operation on run-time values");
  std::vector<int64_t> V(TS.Threads);
  for (unsigned T = 0; T < TS.Threads; ++T) {
    uint32_t Ra = uint32_t(A.concrete(X, T)), Rb = uint32_t(A.concrete(Y, T)),
             Rc = uint32_t(A.concrete(Z, T)), Res = 0;
    for (unsigned Bt = 0; Bt < 32; ++Bt) {
      unsigned Sel =
          ((Ra >> Bt) & 1) << 2 | ((Rb >> Bt) & 1) << 1 | ((Rc >> Bt) & 1);
      Res |= uint32_t((*Table >> Sel) & 1) << Bt;
    }
    V[T] = Res;
  }
  return A.fromConcrete(V);
}

LaneExpr computeAMDGPU(const LaneOps &O) {
  const MachineInstr &MI = O.MI;
  const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
  const TargetRegisterInfo *TRI = MI.getMF()->getSubtarget().getRegisterInfo();
  const Arith &A = O.A;
  Register Def = O.Def;
  StringRef N = O.N;
  auto Is = [&](StringRef P) { return N.starts_with(P); };
  // Results in scalar registers are the same in every lane.
  auto ScalarDef = [&] {
    StringRef RC = TRI->getRegClassName(MRI.getRegClass(Def));
    return RC.starts_with("SReg") || RC.starts_with("SGPR") ||
           RC.starts_with("sreg") || RC.starts_with("sgpr");
  };
  // A DPP move reads another lane's value (its first operand is only the
  // value kept in lanes the DPP control disables): never the source.
  if (N.contains("_dpp") || N.contains("_DPP"))
    return O.variesPerLane("a value read from another lane (DPP)");
  if (std::optional<LaneExpr> E = amdgpuArith(O))
    return *E;
  if (Is("V_BITOP3_B32") && O.Uses.size() >= 4)
    return amdgpuBitop3(O);
  if (Is("V_BFE_U32"))
    return O.bfe(O.src(0), O.src(1), O.src(2));
  if (Is("S_BFE_U32")) {
    std::optional<int64_t> P = O.imm(1);
    if (!P)
      return O.generic();
    return O.bfe(O.src(0), LaneExpr::constant(*P & 31),
                 LaneExpr::constant((*P >> 16) & 127));
  }
  if (Is("S_LSHL1_ADD_U32") || Is("S_LSHL2_ADD_U32") || Is("S_LSHL3_ADD_U32") ||
      Is("S_LSHL4_ADD_U32"))
    return A.add(O.shl(O.src(0), LaneExpr::constant(N[6] - '0')), O.src(1));
  if (Is("V_CNDMASK_B32_e64") && O.Uses.size() >= 5)
    return O.select(O.src(4), O.src(3), O.src(1));
  if (Is("V_READFIRSTLANE") || Is("V_READLANE"))
    return O.opaque();
  if (Is("V_MBCNT") || Is("DS_SWIZZLE") || Is("DS_PERMUTE") ||
      Is("DS_BPERMUTE") || Is("V_PERMLANE") || N.contains("_dpp"))
    return O.variesPerLane("a value that differs per lane");
  if (Is("SCRATCH_") || N.contains("_OFFEN") || N.contains("ATOMIC"))
    return O.variesPerLane("a value that may differ per lane");
  if (Is("S_LOAD") || Is("S_BUFFER_LOAD"))
    return O.opaque();
  if (ScalarDef() && !MI.isCall())
    return O.opaque();
  if (Is("GLOBAL_LOAD") || Is("FLAT_LOAD") || Is("DS_READ")) {
    for (const MachineOperand &MO : MI.explicit_uses())
      if (MO.isReg() && !O.B.evalReg(MO.getReg()).isUniform())
        return O.variesPerLane("a value loaded per lane");
    return O.opaque();
  }
  return O.generic();
}

} // namespace tilelang::srambank
