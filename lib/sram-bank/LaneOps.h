//===- LaneOps.h - The value one machine instruction defines ----*- C++ -*-===//
//
// Stage-internal to tilelang-sram-bank's address side.
// LaneAddressBuilder::compute (SramBankAddress.cpp) makes one LaneOps for
// the instruction that defines a register, handles the target-independent
// opcodes (PHI, COPY, REG_SEQUENCE ...) itself and hands the others to the
// target's opcode table: computeNVPTX (NVPTXLaneOps.cpp) or computeAMDGPU
// (AMDGPULaneOps.cpp). LaneOps holds the instruction's operands and the
// operations the tables share (LaneOps.cpp): products, shifts, bitwise
// operations, bit-field extracts, selections, and the rule for an opcode no
// table lists.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_LANEOPS_H
#define TILELANG_LANEOPS_H

#include "sram-bank/LaneArith.h"
#include "sram-bank/SramBankAddress.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

namespace tilelang::srambank {

enum BitOp { And, Or, Xor };

/// The instruction \p MI that defines \p Def, and the operations on its
/// operands' values.
class LaneOps {
public:
  LaneOps(LaneAddressBuilder &B, const llvm::MachineInstr &MI,
          llvm::Register Def);

  /// The value of explicit use \p I.
  LaneExpr src(unsigned I) const;
  /// Explicit use \p I when its value is a constant.
  std::optional<int64_t> imm(unsigned I) const;
  /// The def as an opaque value, the same in every lane, a multiple of
  /// 2^AlignLog2.
  LaneExpr opaque(unsigned AlignLog2 = 0) const;
  /// Unknown, the reason being "What: <the instruction>".
  LaneExpr variesPerLane(const llvm::Twine &What) const;
  /// True if the instruction loads from the thread's own memory (the stack,
  /// address space 5): each lane gets its own value, whatever its address.
  bool readsPerThreadMemory() const;

  LaneExpr mul(const LaneExpr &X, const LaneExpr &Y) const;
  LaneExpr shl(const LaneExpr &X, const LaneExpr &S) const;
  LaneExpr shr(const LaneExpr &X, const LaneExpr &S, bool Arithmetic) const;
  LaneExpr bit(const LaneExpr &X, const LaneExpr &Y, BitOp Op) const;
  LaneExpr bfe(const LaneExpr &X, const LaneExpr &Off,
               const LaneExpr &Len) const;
  LaneExpr select(const LaneExpr &C, const LaneExpr &T,
                  const LaneExpr &F) const;
  /// An opcode no table lists: uniform if every input is uniform and it
  /// reads nothing that differs per lane.
  LaneExpr generic() const;

  LaneAddressBuilder &B;
  const llvm::MachineInstr &MI;
  llvm::Register Def;
  /// The opcode's name.
  llvm::StringRef N;
  /// The width of Def (64 when not known).
  unsigned Bits;
  Arith A;
  llvm::SmallVector<const llvm::MachineOperand *, 6> Uses;
};

/// The value NVPTX instruction O.MI defines (NVPTXLaneOps.cpp).
LaneExpr computeNVPTX(const LaneOps &O);
/// The value AMDGPU instruction O.MI defines (AMDGPULaneOps.cpp).
LaneExpr computeAMDGPU(const LaneOps &O);

} // namespace tilelang::srambank

#endif // TILELANG_LANEOPS_H
