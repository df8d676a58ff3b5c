//===- SramBankAddress.h - Scratchpad addresses rebuilt from Machine IR ---===//
//
// The address side of tilelang-sram-bank: finds the scratchpad (address
// space 3) loads and stores of a machine function -- NVPTX ld.shared /
// st.shared of every width and vector form, AMDGPU ds_read* / ds_write*
// including read2 / write2 -- and rebuilds each address from the SSA
// def-use chains as
//
//   value(thread) = Lane[thread] + Const + sum_i Coeff_i * Term_i
//
// where Lane is the part that varies with the thread id, evaluated exactly
// for every thread of the block (or of one warp when the block shape is not
// known), and the Terms are opaque values that are the same for every lane
// of a warp (loop iteration counts, kernel arguments, block ids, the
// buffer's own address). While the lane part is affine in tid.x/y/z it is
// also kept as coefficients, for reports. Whatever cannot be rebuilt is
// reported as unknown with the reason; nothing is guessed.
//
// Where it lives: the values (LaneExpr.cpp, with the arithmetic of
// LaneArith.h); the def-use walk, PHIs and copies (SramBankAddress.cpp,
// LaneAddressBuilder); the opcodes (LaneOps.h: the shared operations in
// LaneOps.cpp, the tables in NVPTXLaneOps.cpp and AMDGPULaneOps.cpp); the
// loads and stores themselves (ScratchAccesses.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_SRAMBANKADDRESS_H
#define TILELANG_SRAMBANKADDRESS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/Register.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class GlobalVariable;
class MachineFunction;
class MachineInstr;
class MachineLoopInfo;
class MachineOperand;
class Value;
} // namespace llvm

namespace tilelang {

namespace srambank {
class LaneOps;
} // namespace srambank

/// An opaque value, the same in every lane of a warp.
struct UniformTerm {
  enum KindTy { Reg, Iter, Sym } Kind = Reg;
  /// Reg: the virtual register; Iter: the loop-header PHI's def register.
  llvm::Register R;
  /// Sym: the buffer whose address this is.
  const llvm::GlobalVariable *GV = nullptr;
  /// The term is a multiple of 2^AlignLog2.
  unsigned AlignLog2 = 0;
  bool operator==(const UniformTerm &O) const {
    return Kind == O.Kind && R == O.R && GV == O.GV;
  }
};

/// A value as a function of the thread (see the file comment).
struct LaneExpr {
  /// Non-empty: the value could not be rebuilt, and why.
  std::string Unknown;
  /// The part that varies with the thread, one entry per analysed thread;
  /// empty when the value is the same for every thread.
  std::vector<int64_t> Lane;
  int64_t Const = 0;
  llvm::SmallVector<std::pair<UniformTerm, int64_t>, 2> Terms;
  /// Lane == TidCoeff . (tid.x, tid.y, tid.z) while Affine.
  bool Affine = true;
  std::array<int64_t, 3> TidCoeff = {0, 0, 0};

  bool known() const { return Unknown.empty(); }
  bool isUniform() const { return known() && Lane.empty(); }
  bool isConst() const { return isUniform() && Terms.empty(); }
  /// The uniform terms are all multiples of 2^uniformAlignLog2() (63 if none).
  unsigned uniformAlignLog2() const;
  /// The coefficient of the symbol term of \p GV (0 if absent).
  int64_t symCoeff(const llvm::GlobalVariable *GV) const;

  static LaneExpr unknown(std::string Why) {
    LaneExpr E;
    E.Unknown = std::move(Why);
    return E;
  }
  static LaneExpr constant(int64_t C) {
    LaneExpr E;
    E.Const = C;
    return E;
  }
};

/// The threads whose addresses are evaluated: the block's shape when known
/// (launch bounds), else one warp with tid.x = lane and tid.y = tid.z = 0.
struct ThreadSpace {
  std::array<unsigned, 3> Dims = {0, 0, 0}; ///< all 0: unknown
  unsigned Threads = 0;                     ///< number of analysed threads
  unsigned WarpWidth = 32;
  /// With an unknown shape: the value read for tid.y and tid.z (evaluating
  /// twice, with 0 and 1, finds addresses that depend on them).
  unsigned UnknownYZ = 0;
  bool known() const { return Dims[0] != 0; }
  /// tid.{x,y,z} of analysed thread \p T.
  unsigned tid(unsigned T, unsigned Dim) const;
  unsigned warps() const { return (Threads + WarpWidth - 1) / WarpWidth; }
};

/// One scratchpad load or store.
struct ScratchAccess {
  llvm::MachineInstr *MI = nullptr;
  bool IsWrite = false;
  /// Bytes per lane in total (the phase rules are chosen by it).
  unsigned Width = 0;
  /// Each lane touches [Addr + Off, Addr + Off + Bytes) for each piece
  /// (one piece; two for read2/write2).
  llvm::SmallVector<std::pair<int64_t, unsigned>, 2> Pieces;
  /// The address operand (a register, or a global address on NVPTX) and
  /// the immediate offset operand, by index into MI's operands.
  unsigned AddrIdx = 0, OffsetIdx = 0;
  /// The buffer: from the address's symbol (NVPTX) or the memory operand.
  const llvm::GlobalVariable *Buffer = nullptr;
  std::string BufferName;
  /// The rebuilt address of the first piece (without the piece offsets).
  LaneExpr Addr;
  /// A short description of the instruction, e.g. "ld.shared.v4.b32".
  std::string Mnemonic;
  bool IsPair = false; ///< read2 / write2
  /// What kind of instruction it is (NVPTX, ScratchAccesses.cpp):
  ///   Plain:    ld.shared / st.shared, ds_read / ds_write;
  ///   LdMatrix: ldmatrix.sync.aligned.m8n8.{x1,x2,x4}[.trans].shared.b16, a
  ///             warp-collective load of Matrices 8 x 8 matrices whose lanes
  ///             8j..8j+7 supply the 16-byte row addresses of matrix j
  ///             (.trans changes the registers, not the addresses);
  ///   CpAsync:  cp.async.{ca,cg}.shared.global, each lane writing Width
  ///             bytes at its shared address.
  /// The pass rewrites the addresses of Plain accesses only (remap mode).
  enum class KindTy { Plain, LdMatrix, CpAsync } Kind = KindTy::Plain;
  /// LdMatrix: 1, 2 or 4.
  unsigned Matrices = 0;
  /// Non-empty: the instruction is recognised but its lanes' bytes are not
  /// modelled (e.g. an ldmatrix shape other than m8n8); reported as unknown.
  std::string NotModelled;
};

/// Rebuilds scratchpad addresses in one machine function.
class LaneAddressBuilder {
public:
  enum class Family { NVPTX, AMDGPU, Other };

  LaneAddressBuilder(llvm::MachineFunction &MF,
                     const llvm::MachineLoopInfo &MLI, ThreadSpace TS);
  static Family familyOf(const llvm::MachineFunction &MF);

  /// The value of \p MO (a register, immediate or global address operand).
  LaneExpr eval(const llvm::MachineOperand &MO);
  LaneExpr evalReg(llvm::Register R);

  /// A name for the instruction \p MI, e.g. "LD_i32" (for reasons).
  std::string describe(const llvm::MachineInstr &MI) const;

  const ThreadSpace &threads() const { return TS; }
  Family family() const { return Fam; }

private:
  /// The value \p MI defines in \p Def: the target-independent opcodes
  /// here, the others by the target's opcode table (LaneOps.h).
  LaneExpr compute(const llvm::MachineInstr &MI, llvm::Register Def);
  std::optional<LaneExpr>
  computeTargetIndependent(const srambank::LaneOps &Ops);
  /// A PHI: a loop variable, or a join of values.
  LaneExpr computePHI(const llvm::MachineInstr &MI);
  /// A loop-header PHI with one initial value: Init + step * i, the step
  /// the same in every lane.
  LaneExpr computeLoopPHI(const llvm::MachineInstr &MI, llvm::Register InitReg,
                          llvm::ArrayRef<llvm::Register> Inside);
  /// A copy from a physical register: the thread ids and uniform values
  /// AMDGPU kernels receive on entry.
  LaneExpr computeCopyFromPhys(const llvm::MachineInstr &MI,
                               llvm::Register Phys);
  /// True if a lane-dependent branch may choose \p PHI's incoming value.
  bool divergentJoin(const llvm::MachineInstr &PHI);

  llvm::MachineFunction &MF;
  const llvm::MachineLoopInfo &MLI;
  ThreadSpace TS;
  Family Fam;
  bool PackedTid = false;
  llvm::DenseMap<llvm::Register, LaneExpr> Cache;
  /// Registers in the order their values entered Cache (to drop the values
  /// computed from a loop variable's provisional form).
  std::vector<llvm::Register> CacheLog;
  llvm::DenseMap<llvm::Register, unsigned> InProgress;
  unsigned Depth = 0;
};

/// Decodes \p MI if it is a scratchpad access of a function of family \p Fam
/// (no address rebuilt yet; ScratchAccesses.cpp).
std::optional<ScratchAccess>
decodeScratchAccess(llvm::MachineInstr &MI, LaneAddressBuilder::Family Fam);

/// Every scratchpad load and store of \p MF, addresses rebuilt by \p LB
/// (ScratchAccesses.cpp).
std::vector<ScratchAccess> collectScratchAccesses(llvm::MachineFunction &MF,
                                                  LaneAddressBuilder &LB);

/// Human-readable form of an address, e.g. "@tile + 132*tid.x + 4*tid.y +
/// 128*i(%5) + 16".
std::string formatAddress(const LaneExpr &E, const ScratchAccess &A);

} // namespace tilelang

#endif // TILELANG_SRAMBANKADDRESS_H
