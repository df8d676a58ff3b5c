//===- NVPTXLaneOps.cpp - NVPTX opcodes as operations on LaneExprs --------===//
//
// The NVPTX opcode table of tilelang-sram-bank's address side
// (LaneAddressBuilder::compute hands it every instruction that is not a
// target-independent one): the special registers (thread ids, block
// shape, lane id), moves and conversions, integer arithmetic, shifts,
// bitwise operations, selections and loads. Opcodes are known by the
// prefix of their name.
//
//===----------------------------------------------------------------------===//
#include "sram-bank/LaneOps.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Function.h"

#define DEBUG_TYPE "tilelang-sram-bank"

using namespace llvm;

namespace tilelang::srambank {

/// The special registers (%tid, %ntid, %laneid ...) and the instructions
/// that read other lanes; std::nullopt for any other opcode.
static std::optional<LaneExpr> nvptxSpecialRegister(const LaneOps &O) {
  const Arith &A = O.A;
  const ThreadSpace &TS = A.TS;
  StringRef N = O.N;
  auto Is = [&](StringRef P) { return N.starts_with(P); };
  if (Is("INT_PTX_SREG_TID_"))
    return tidValue(TS, N.back() - 'x');
  if (Is("INT_PTX_SREG_NTID_")) {
    unsigned D = N.back() - 'x';
    if (TS.known() && D < 3)
      return LaneExpr::constant(TS.Dims[D]);
    return O.opaque();
  }
  // LLVM 22 selects llvm.nvvm.read.ptx.sreg.laneid to SREG_LANEID (older
  // releases to INT_PTX_SREG_LANEID); both are the lane within the warp.
  if (Is("INT_PTX_SREG_LANEID") || Is("SREG_LANEID")) {
    std::vector<int64_t> V(TS.Threads);
    for (unsigned T = 0; T < TS.Threads; ++T)
      V[T] = T % 32;
    return A.fromConcrete(V);
  }
  if (Is("INT_PTX_SREG_LANEMASK") || Is("INT_PTX_SREG_WARPID") ||
      Is("SREG_LANEMASK") || Is("SREG_WARPID") || N.contains("SHFL") ||
      N.contains("MATCH") || N.contains("ATOM"))
    return O.variesPerLane("a value that differs per lane");
  if (Is("INT_PTX_SREG_") || Is("SREG_"))
    return O.opaque();
  return std::nullopt;
}

LaneExpr computeNVPTX(const LaneOps &O) {
  const Arith &A = O.A;
  const MachineInstr &MI = O.MI;
  StringRef N = O.N;
  auto Is = [&](StringRef P) { return N.starts_with(P); };
  if (std::optional<LaneExpr> E = nvptxSpecialRegister(O))
    return *E;
  if (Is("MOV_B64_sym") || Is("MOV_B32_sym"))
    return O.src(0);
  if (Is("MOV_B") || Is("MOV_F") || Is("MOV_BF"))
    return O.src(0);
  if (Is("cvta_"))
    return O.src(0);
  if (Is("CVT_u") || Is("CVT_s")) {
    // Integer extensions and truncations keep the value (addresses and
    // indices do not wrap).
    if (N.size() <= 11 && N.count('_') == 2)
      return O.src(0);
    return O.generic();
  }
  if (Is("ADD16") || Is("ADD32") || Is("ADD64"))
    return A.add(O.src(0), O.src(1));
  if (Is("SUB16") || Is("SUB32") || Is("SUB64"))
    return A.add(O.src(0), O.src(1), -1);
  if (Is("MULT") || Is("MUL_WIDE"))
    return O.mul(O.src(0), O.src(1));
  if (Is("MAD_LO_") || Is("MAD_WIDE_"))
    return A.add(O.mul(O.src(0), O.src(1)), O.src(2));
  if (Is("SHL16") || Is("SHL32") || Is("SHL64"))
    return O.shl(O.src(0), O.src(1));
  if (Is("SRL16") || Is("SRL32") || Is("SRL64"))
    return O.shr(O.src(0), O.src(1), false);
  if (Is("SRA16") || Is("SRA32") || Is("SRA64"))
    return O.shr(O.src(0), O.src(1), true);
  if (Is("AND_b"))
    return O.bit(O.src(0), O.src(1), And);
  if (Is("OR_b"))
    return O.bit(O.src(0), O.src(1), Or);
  if (Is("XOR_b"))
    return O.bit(O.src(0), O.src(1), Xor);
  if (Is("NOT_b"))
    return A.add(LaneExpr::constant(-1), O.src(0), -1);
  if (Is("BFE_U"))
    return O.bfe(O.src(0), O.src(1), O.src(2));
  if (Is("SELP_"))
    return O.select(O.src(2), O.src(0), O.src(1));
  if (Is("LD_") || Is("LDV_")) {
    // A load is uniform when its address is (same address, same value).
    unsigned NDefs = MI.getNumExplicitDefs();
    if (MI.getNumOperands() >= NDefs + 8) {
      int64_t AS = MI.getOperand(NDefs + 2).getImm();
      if (AS == 5)
        return O.variesPerLane("a load from per-thread memory");
      // Parameters (.param, address space 101) are the same in every lane
      // of a kernel, not of a device function: each thread passes its own
      // (e.g. the matrix lowering's edge copies get each lane's shared
      // address).
      if (AS == 101 &&
          MI.getMF()->getFunction().getCallingConv() != CallingConv::PTX_Kernel)
        return O.variesPerLane("a parameter of a device function, which "
                               "each thread passes");
      const MachineOperand &Addr = MI.getOperand(NDefs + 6);
      if (!Addr.isReg() || O.B.evalReg(Addr.getReg()).isUniform())
        return O.opaque();
      return O.variesPerLane("a value loaded per lane");
    }
  }
  return O.generic();
}

} // namespace tilelang::srambank
