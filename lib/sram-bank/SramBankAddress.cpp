//===- SramBankAddress.cpp - Scratchpad addresses rebuilt from Machine IR -===//
//
// See SramBankAddress.h. The meaning of each NVPTX and AMDGPU opcode that
// can take part in an address is written here once, as an operation on
// LaneExpr values; an opcode not listed is uniform when all its inputs are
// uniform and has no lane-varying memory effect, and is otherwise an
// unknown with its name as the reason.
//
//===----------------------------------------------------------------------===//
#include "sram-bank/SramBankAddress.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/PseudoSourceValue.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <algorithm>

#define DEBUG_TYPE "tilelang-sram-bank"

using namespace llvm;

namespace tilelang {

//===----------------------------------------------------------------------===//
// LaneExpr arithmetic
//===----------------------------------------------------------------------===//

static unsigned tz(int64_t V) {
  return V == 0 ? 63 : unsigned(llvm::countr_zero(uint64_t(V)));
}

unsigned LaneExpr::uniformAlignLog2() const {
  unsigned A = 63;
  for (const auto &[T, C] : Terms)
    A = std::min(A, std::min(63u, tz(C) + T.AlignLog2));
  return A;
}

int64_t LaneExpr::symCoeff(const GlobalVariable *GV) const {
  for (const auto &[T, C] : Terms)
    if (T.Kind == UniformTerm::Sym && T.GV == GV)
      return C;
  return 0;
}

unsigned ThreadSpace::tid(unsigned T, unsigned Dim) const {
  if (!known())
    return Dim == 0 ? T : UnknownYZ;
  switch (Dim) {
  case 0:
    return T % Dims[0];
  case 1:
    return (T / Dims[0]) % Dims[1];
  default:
    return T / (Dims[0] * Dims[1]);
  }
}

namespace {

/// Arithmetic on LaneExprs for one thread space.
struct Arith {
  const ThreadSpace &TS;

  static void addTerm(LaneExpr &E, const UniformTerm &T, int64_t C) {
    if (C == 0)
      return;
    for (auto It = E.Terms.begin(); It != E.Terms.end(); ++It)
      if (It->first == T) {
        It->second += C;
        if (It->second == 0)
          E.Terms.erase(It);
        return;
      }
    E.Terms.push_back({T, C});
  }

  static void normalize(LaneExpr &E) {
    if (!E.Lane.empty() &&
        llvm::all_of(E.Lane, [](int64_t V) { return V == 0; }))
      E.Lane.clear();
    if (E.Lane.empty())
      E.TidCoeff = {0, 0, 0}, E.Affine = true;
  }

  LaneExpr add(const LaneExpr &A, const LaneExpr &B, int64_t SignB = 1) const {
    if (!A.known())
      return A;
    if (!B.known())
      return B;
    LaneExpr R = A;
    if (!B.Lane.empty()) {
      if (R.Lane.empty())
        R.Lane.assign(TS.Threads, 0);
      for (unsigned T = 0; T < TS.Threads; ++T)
        R.Lane[T] += SignB * B.Lane[T];
    }
    R.Const += SignB * B.Const;
    for (const auto &[T, C] : B.Terms)
      addTerm(R, T, SignB * C);
    R.Affine = A.Affine && B.Affine;
    for (unsigned D = 0; D < 3; ++D)
      R.TidCoeff[D] += SignB * B.TidCoeff[D];
    normalize(R);
    return R;
  }

  LaneExpr scale(const LaneExpr &A, int64_t K) const {
    if (!A.known())
      return A;
    LaneExpr R = A;
    for (int64_t &V : R.Lane)
      V *= K;
    R.Const *= K;
    R.Terms.clear();
    for (const auto &[T, C] : A.Terms)
      addTerm(R, T, C * K);
    for (int64_t &C : R.TidCoeff)
      C *= K;
    normalize(R);
    return R;
  }

  /// The concrete value of \p E in thread T (its uniform terms left out).
  int64_t concrete(const LaneExpr &E, unsigned T) const {
    return (E.Lane.empty() ? 0 : E.Lane[T]) + E.Const;
  }

  /// A LaneExpr from concrete per-thread values; refits the affine form.
  LaneExpr fromConcrete(const std::vector<int64_t> &V) const {
    LaneExpr R;
    R.Const = V.empty() ? 0 : V[0];
    R.Lane.resize(V.size());
    for (unsigned T = 0; T < V.size(); ++T)
      R.Lane[T] = V[T] - R.Const;
    normalize(R);
    if (R.Lane.empty())
      return R;
    // Refit Lane = cx*x + cy*y + cz*z from the threads next to thread 0.
    R.Affine = false;
    std::array<int64_t, 3> C = {0, 0, 0};
    std::array<bool, 3> Have = {false, false, false};
    for (unsigned T = 0; T < TS.Threads; ++T) {
      unsigned X = TS.tid(T, 0), Y = TS.tid(T, 1), Z = TS.tid(T, 2);
      if (X == 1 && Y == 0 && Z == 0)
        C[0] = R.Lane[T], Have[0] = true;
      if (X == 0 && Y == 1 && Z == 0)
        C[1] = R.Lane[T], Have[1] = true;
      if (X == 0 && Y == 0 && Z == 1)
        C[2] = R.Lane[T], Have[2] = true;
    }
    for (unsigned T = 0; T < TS.Threads; ++T) {
      int64_t P = 0;
      for (unsigned D = 0; D < 3; ++D)
        P += C[D] * int64_t(TS.tid(T, D));
      if (P != R.Lane[T])
        return R;
    }
    R.Affine = true;
    R.TidCoeff = C;
    return R;
  }

  /// Applies \p F to the concrete values of A and B in every thread.
  template <typename Fn>
  LaneExpr map2(const LaneExpr &A, const LaneExpr &B, Fn F) const {
    std::vector<int64_t> V(TS.Threads);
    for (unsigned T = 0; T < TS.Threads; ++T)
      V[T] = F(concrete(A, T), concrete(B, T));
    LaneExpr R = fromConcrete(V);
    if (R.Lane.empty()) {
      R.Lane.clear();
    }
    return R;
  }

  /// True if 0 <= concrete value < 2^Bits in every thread.
  bool fitsIn(const LaneExpr &E, unsigned Bits) const {
    if (Bits >= 63)
      return true;
    for (unsigned T = 0; T < TS.Threads; ++T) {
      int64_t V = concrete(E, T);
      if (V < 0 || V >= (int64_t(1) << Bits))
        return false;
    }
    return true;
  }
};

uint64_t maskTo(int64_t V, unsigned Bits) {
  return Bits >= 64 ? uint64_t(V) : uint64_t(V) & ((uint64_t(1) << Bits) - 1);
}

bool sameValue(const LaneExpr &A, const LaneExpr &B) {
  if (!A.known() || !B.known())
    return false;
  if (A.Const != B.Const || A.Lane != B.Lane ||
      A.Terms.size() != B.Terms.size())
    return false;
  for (const auto &[T, C] : A.Terms)
    if (llvm::none_of(B.Terms, [&](const auto &P) {
          return P.first == T && P.second == C;
        }))
      return false;
  return true;
}

/// The alignment (log2) of a uniform value: of its constant and its terms.
unsigned uniformAlign(const LaneExpr &E) {
  return std::min(tz(E.Const), E.uniformAlignLog2());
}

} // namespace

//===----------------------------------------------------------------------===//
// The builder
//===----------------------------------------------------------------------===//

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

LaneExpr LaneAddressBuilder::tidValue(unsigned Dim) const {
  LaneExpr E;
  E.Lane.resize(TS.Threads);
  for (unsigned T = 0; T < TS.Threads; ++T)
    E.Lane[T] = TS.tid(T, Dim);
  E.TidCoeff[Dim] = 1;
  Arith::normalize(E);
  if (!TS.known() && Dim != 0)
    return LaneExpr::unknown(std::string("tid.") + "xyz"[Dim] +
                             " with an unknown block shape (give the kernel "
                             "reqntid / reqd_work_group_size, or "
                             "-tilelang-sram-bank-block-dims=X,Y,Z)");
  return E;
}

LaneExpr LaneAddressBuilder::packedTidValue() const {
  Arith A{TS};
  std::vector<int64_t> V(TS.Threads);
  for (unsigned T = 0; T < TS.Threads; ++T)
    V[T] = int64_t(TS.tid(T, 0)) | (int64_t(TS.tid(T, 1)) << 10) |
           (int64_t(TS.tid(T, 2)) << 20);
  LaneExpr E = A.fromConcrete(V);
  return E;
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
      return PackedTid ? packedTidValue() : tidValue(0);
    if (Kernel && !PackedTid && Name == "VGPR1")
      return tidValue(1);
    if (Kernel && !PackedTid && Name == "VGPR2")
      return tidValue(2);
    if (!Kernel && Name == "VGPR31")
      return packedTidValue();
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
  Arith A{TS};
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
    if (OneInit && !Inside.empty()) {
      LaneExpr Init = evalReg(Outside.front());
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
  Arith A{TS};
  const TargetInstrInfo *TII = MF.getSubtarget().getInstrInfo();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo *TRI = MF.getSubtarget().getRegisterInfo();
  StringRef N = TII->getName(MI.getOpcode());
  unsigned Bits = TRI->getRegSizeInBits(Def, MRI);
  if (Bits == 0 || Bits > 64)
    Bits = 64;

  SmallVector<const MachineOperand *, 6> Uses;
  for (const MachineOperand &MO : MI.explicit_uses())
    Uses.push_back(&MO);
  auto Src = [&](unsigned I) -> LaneExpr {
    if (I >= Uses.size())
      return LaneExpr::unknown("a malformed " + N.str());
    return eval(*Uses[I]);
  };
  auto Imm = [&](unsigned I) -> std::optional<int64_t> {
    if (I >= Uses.size())
      return std::nullopt;
    LaneExpr E = Src(I);
    if (E.isConst())
      return E.Const;
    return std::nullopt;
  };
  auto Opaque = [&](unsigned AlignLog2 = 0) {
    LaneExpr E;
    UniformTerm T;
    T.R = Def;
    T.AlignLog2 = AlignLog2;
    Arith::addTerm(E, T, 1);
    return E;
  };
  auto VariesPerLane = [&](const Twine &What) {
    return LaneExpr::unknown((What + ": " + describe(MI)).str());
  };

  // Operations.
  auto Mul = [&](const LaneExpr &X, const LaneExpr &Y) -> LaneExpr {
    if (!X.known())
      return X;
    if (!Y.known())
      return Y;
    if (X.isConst())
      return A.scale(Y, X.Const);
    if (Y.isConst())
      return A.scale(X, Y.Const);
    if (X.isUniform() && Y.isUniform())
      return Opaque(std::min(62u, uniformAlign(X) + uniformAlign(Y)));
    // Both known in every thread: the product thread by thread.
    if (X.Terms.empty() && Y.Terms.empty())
      return A.map2(X, Y, [&](int64_t P, int64_t Q) {
        return int64_t(maskTo(P * Q, Bits));
      });
    return VariesPerLane("a lane-varying value times a run-time value");
  };
  auto Shl = [&](const LaneExpr &X, const LaneExpr &S) -> LaneExpr {
    if (!S.known())
      return S;
    if (S.isConst() && S.Const >= 0 && S.Const < 63)
      return Mul(X, LaneExpr::constant(int64_t(1) << S.Const));
    if (X.isUniform() && S.isUniform())
      return Opaque();
    if (X.known() && X.Terms.empty() && S.Terms.empty())
      return A.map2(X, S, [&](int64_t P, int64_t Q) {
        return int64_t(maskTo(P << (Q & (Bits - 1)), Bits));
      });
    return VariesPerLane("a shift by a run-time amount");
  };
  auto Shr = [&](const LaneExpr &X, const LaneExpr &S,
                 bool Arithmetic) -> LaneExpr {
    if (!X.known())
      return X;
    if (!S.known())
      return S;
    if (!S.isConst()) {
      if (X.isUniform() && S.isUniform())
        return Opaque();
      if (X.Terms.empty() && S.Terms.empty())
        return A.map2(X, S, [&](int64_t P, int64_t Q) {
          unsigned K = unsigned(Q) & (Bits - 1);
          if (Arithmetic)
            return Bits == 32 ? int64_t(int32_t(P) >> K) : P >> K;
          return int64_t(maskTo(P, Bits) >> K);
        });
      return VariesPerLane("a shift by a run-time amount");
    }
    int64_t K = S.Const & (Bits - 1);
    if (X.isConst()) {
      int64_t V = Arithmetic ? (Bits == 32 ? int64_t(int32_t(X.Const)) >> K
                                           : X.Const >> K)
                             : int64_t(maskTo(X.Const, Bits) >> K);
      return LaneExpr::constant(V);
    }
    if (X.isUniform())
      return Opaque();
    // (P + U) >> K == (P >> K) + U / 2^K when U is a multiple of 2^K.
    for (const auto &[T, C] : X.Terms)
      if (tz(C) < unsigned(K))
        return VariesPerLane("a shift of a lane-varying value plus a "
                             "run-time value that is not a multiple of the "
                             "shift");
    std::vector<int64_t> V(TS.Threads);
    for (unsigned T = 0; T < TS.Threads; ++T) {
      int64_t P = A.concrete(X, T);
      if (X.Terms.empty())
        V[T] = Arithmetic ? (Bits == 32 ? int64_t(int32_t(P)) >> K : P >> K)
                          : int64_t(maskTo(P, Bits) >> K);
      else
        V[T] = P >> K; // floor division; exact with the terms
    }
    LaneExpr R = A.fromConcrete(V);
    for (const auto &[T, C] : X.Terms)
      Arith::addTerm(R, T, C >> K);
    return R;
  };
  enum BitOp { And, Or, Xor };
  auto Bit = [&](const LaneExpr &X, const LaneExpr &Y, BitOp Op) -> LaneExpr {
    if (!X.known())
      return X;
    if (!Y.known())
      return Y;
    auto F = [&](int64_t P, int64_t Q) -> int64_t {
      uint64_t U = maskTo(P, Bits), V = maskTo(Q, Bits);
      uint64_t Res = Op == And ? (U & V) : Op == Or ? (U | V) : (U ^ V);
      return int64_t(Res);
    };
    if (X.isConst() && Y.isConst())
      return LaneExpr::constant(F(X.Const, Y.Const));
    if (X.isUniform() && Y.isUniform()) {
      unsigned Al = 0;
      if (Op == And && X.isConst())
        Al = tz(X.Const);
      if (Op == And && Y.isConst())
        Al = tz(Y.Const);
      return Opaque(std::min(Al, 62u));
    }
    if (X.Terms.empty() && Y.Terms.empty())
      return A.map2(X, Y, F);
    // One side has uniform terms, a multiple of 2^U: the other side's bits
    // must all lie below U, and, for | and ^, this side's concrete part too.
    const LaneExpr &S = X.Terms.empty() ? Y : X; // with terms
    const LaneExpr &O = X.Terms.empty() ? X : Y; // without
    if (!O.Terms.empty())
      return VariesPerLane("a bitwise operation on two values with run-time "
                           "parts");
    unsigned U = S.uniformAlignLog2();
    if (!A.fitsIn(O, U) || (Op != And && !A.fitsIn(S, U)))
      return VariesPerLane("a bitwise operation mixing lane bits with the "
                           "bits of a run-time value");
    LaneExpr Low = S;
    Low.Terms.clear();
    LaneExpr R = A.map2(Low, O, F);
    if (Op != And)
      for (const auto &[T, C] : S.Terms)
        Arith::addTerm(R, T, C);
    return R;
  };
  auto Bfe = [&](const LaneExpr &X, const LaneExpr &Off,
                 const LaneExpr &Len) -> LaneExpr {
    if (!Off.isConst() || !Len.isConst()) {
      if (X.isUniform() && Off.isUniform() && Len.isUniform())
        return Opaque();
      return VariesPerLane("a bit-field extract at a run-time position");
    }
    unsigned W = unsigned(Len.Const) & 63;
    LaneExpr Sh = Shr(X, LaneExpr::constant(Off.Const & 63), false);
    if (W == 0)
      return LaneExpr::constant(0);
    return Bit(Sh, LaneExpr::constant(int64_t((uint64_t(1) << W) - 1)), And);
  };
  auto Select = [&](const LaneExpr &C, const LaneExpr &T,
                    const LaneExpr &F) -> LaneExpr {
    if (!T.known())
      return T;
    if (!F.known())
      return F;
    if (sameValue(T, F))
      return T;
    if (C.isUniform() && T.isUniform() && F.isUniform())
      return Opaque(std::min(uniformAlign(T), uniformAlign(F)));
    return VariesPerLane("a selection between values that differ per lane");
  };
  auto Generic = [&]() -> LaneExpr {
    // Uniform if every input is uniform and it reads nothing that differs
    // per lane.
    if (MI.isCall() || MI.hasUnmodeledSideEffects() || MI.isInlineAsm())
      return VariesPerLane("the result of");
    if (MI.mayStore() && MI.mayLoad())
      return VariesPerLane("the result of an atomic");
    if (MI.mayLoad())
      for (const MachineMemOperand *MMO : MI.memoperands())
        if (MMO->getAddrSpace() == 5)
          return VariesPerLane("a load from per-thread memory");
    for (const MachineOperand &MO : MI.uses()) {
      if (!MO.isReg() || !MO.getReg() || MO.isImplicit())
        continue;
      LaneExpr E = evalReg(MO.getReg());
      if (!E.isUniform())
        return E.known() ? VariesPerLane("a lane-varying value through") : E;
    }
    return Opaque();
  };

  // A load from the thread's own memory (the stack, address space 5) gives
  // each lane its own value, whatever its address.
  if (MI.mayLoad()) {
    for (const MachineMemOperand *MMO : MI.memoperands()) {
      const PseudoSourceValue *PSV = MMO->getPseudoValue();
      const Value *V = MMO->getValue();
      if (MMO->getAddrSpace() == 5 || (PSV && PSV->isStack()) ||
          (V && isa<AllocaInst>(getUnderlyingObject(V))))
        return VariesPerLane("a load from per-thread memory");
    }
    for (const MachineOperand &MO : MI.operands())
      if (MO.isFI())
        return VariesPerLane("a load from per-thread memory");
  }

  // Target-independent opcodes.
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
      return E.isUniform() ? Opaque() : Generic();
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
    return Generic();
  }

  if (Fam == Family::NVPTX) {
    auto Is = [&](StringRef P) { return N.starts_with(P); };
    if (Is("INT_PTX_SREG_TID_"))
      return tidValue(N.back() - 'x');
    if (Is("INT_PTX_SREG_NTID_")) {
      unsigned D = N.back() - 'x';
      if (TS.known() && D < 3)
        return LaneExpr::constant(TS.Dims[D]);
      return Opaque();
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
        Is("SREG_LANEMASK") || Is("SREG_WARPID") ||
        N.contains("SHFL") || N.contains("MATCH") || N.contains("ATOM"))
      return VariesPerLane("a value that differs per lane");
    if (Is("INT_PTX_SREG_") || Is("SREG_"))
      return Opaque();
    if (Is("MOV_B64_sym") || Is("MOV_B32_sym"))
      return Src(0);
    if (Is("MOV_B") || Is("MOV_F") || Is("MOV_BF"))
      return Src(0);
    if (Is("cvta_"))
      return Src(0);
    if (Is("CVT_u") || Is("CVT_s")) {
      // Integer extensions and truncations keep the value (addresses and
      // indices do not wrap).
      if (N.size() <= 11 && N.count('_') == 2)
        return Src(0);
      return Generic();
    }
    if (Is("ADD16") || Is("ADD32") || Is("ADD64"))
      return A.add(Src(0), Src(1));
    if (Is("SUB16") || Is("SUB32") || Is("SUB64"))
      return A.add(Src(0), Src(1), -1);
    if (Is("MULT") || Is("MUL_WIDE"))
      return Mul(Src(0), Src(1));
    if (Is("MAD_LO_") || Is("MAD_WIDE_"))
      return A.add(Mul(Src(0), Src(1)), Src(2));
    if (Is("SHL16") || Is("SHL32") || Is("SHL64"))
      return Shl(Src(0), Src(1));
    if (Is("SRL16") || Is("SRL32") || Is("SRL64"))
      return Shr(Src(0), Src(1), false);
    if (Is("SRA16") || Is("SRA32") || Is("SRA64"))
      return Shr(Src(0), Src(1), true);
    if (Is("AND_b"))
      return Bit(Src(0), Src(1), And);
    if (Is("OR_b"))
      return Bit(Src(0), Src(1), Or);
    if (Is("XOR_b"))
      return Bit(Src(0), Src(1), Xor);
    if (Is("NOT_b"))
      return A.add(LaneExpr::constant(-1), Src(0), -1);
    if (Is("BFE_U"))
      return Bfe(Src(0), Src(1), Src(2));
    if (Is("SELP_"))
      return Select(Src(2), Src(0), Src(1));
    if (Is("LD_") || Is("LDV_")) {
      // A load is uniform when its address is (same address, same value).
      unsigned NDefs = MI.getNumExplicitDefs();
      if (MI.getNumOperands() >= NDefs + 8) {
        int64_t AS = MI.getOperand(NDefs + 2).getImm();
        if (AS == 5)
          return VariesPerLane("a load from per-thread memory");
        const MachineOperand &Addr = MI.getOperand(NDefs + 6);
        if (!Addr.isReg() || evalReg(Addr.getReg()).isUniform())
          return Opaque();
        return VariesPerLane("a value loaded per lane");
      }
    }
    return Generic();
  }

  if (Fam == Family::AMDGPU) {
    auto Is = [&](StringRef P) { return N.starts_with(P); };
    auto Src0 = [&](unsigned I) { return Src(I); };
    // Results in scalar registers are the same in every lane.
    auto ScalarDef = [&] {
      StringRef RC = TRI->getRegClassName(MRI.getRegClass(Def));
      return RC.starts_with("SReg") || RC.starts_with("SGPR") ||
             RC.starts_with("sreg") || RC.starts_with("sgpr");
    };
    // A DPP move reads another lane's value (its first operand is only the
    // value kept in lanes the DPP control disables): never the source.
    if (N.contains("_dpp") || N.contains("_DPP"))
      return VariesPerLane("a value read from another lane (DPP)");
    if (Is("V_MOV_B32") || Is("S_MOV_B32") || Is("S_MOV_B64") ||
        Is("S_MOVK_I32") || Is("V_MOV_B64"))
      return Src0(0);
    if (Is("V_ADD_U32") || Is("V_ADD_CO_U32") || Is("V_ADD_I32") ||
        Is("S_ADD_I32") || Is("S_ADD_U32") || Is("S_ADDK_I32") ||
        Is("V_ADD_NC_U32"))
      return A.add(Src0(0), Src0(1));
    if (Is("V_SUB_U32") || Is("V_SUB_CO_U32") || Is("V_SUB_I32") ||
        Is("S_SUB_I32") || Is("S_SUB_U32") || Is("V_SUB_NC_U32"))
      return A.add(Src0(0), Src0(1), -1);
    if (Is("V_SUBREV_U32") || Is("V_SUBREV_CO_U32"))
      return A.add(Src0(1), Src0(0), -1);
    if (Is("V_MUL_LO_U32") || Is("V_MUL_U32_U24") || Is("V_MUL_I32_I24") ||
        Is("S_MUL_I32") || Is("S_MULK_I32") || Is("V_MUL_LO_I32"))
      return Mul(Src0(0), Src0(1));
    if (Is("V_MAD_U32_U24") || Is("V_MAD_I32_I24") || Is("V_MAD_U64_U32") ||
        Is("V_MAD_U32_e64"))
      return A.add(Mul(Src0(0), Src0(1)), Src0(2));
    if (Is("V_LSHLREV_B32") || Is("V_LSHLREV_B64"))
      return Shl(Src0(1), Src0(0));
    if (Is("V_LSHL_B32") || Is("S_LSHL_B32") || Is("S_LSHL_B64"))
      return Shl(Src0(0), Src0(1));
    if (Is("V_LSHRREV_B32") || Is("V_LSHRREV_B64"))
      return Shr(Src0(1), Src0(0), false);
    if (Is("V_LSHR_B32") || Is("S_LSHR_B32") || Is("S_LSHR_B64"))
      return Shr(Src0(0), Src0(1), false);
    if (Is("V_ASHRREV_I32"))
      return Shr(Src0(1), Src0(0), true);
    if (Is("S_ASHR_I32") || Is("V_ASHR_I32"))
      return Shr(Src0(0), Src0(1), true);
    if (Is("V_AND_B32") || Is("S_AND_B32") || Is("S_AND_B64"))
      return Bit(Src0(0), Src0(1), And);
    if (Is("V_OR_B32") || Is("S_OR_B32") || Is("S_OR_B64"))
      return Bit(Src0(0), Src0(1), Or);
    if (Is("V_XOR_B32") || Is("S_XOR_B32") || Is("S_XOR_B64"))
      return Bit(Src0(0), Src0(1), Xor);
    if (Is("V_LSHL_ADD_U32") || Is("V_LSHL_ADD_U64"))
      return A.add(Shl(Src0(0), Src0(1)), Src0(2));
    if (Is("V_ADD_LSHL_U32"))
      return Shl(A.add(Src0(0), Src0(1)), Src0(2));
    if (Is("V_LSHL_OR_B32"))
      return Bit(Shl(Src0(0), Src0(1)), Src0(2), Or);
    if (Is("V_AND_OR_B32"))
      return Bit(Bit(Src0(0), Src0(1), And), Src0(2), Or);
    if (Is("V_OR3_B32"))
      return Bit(Bit(Src0(0), Src0(1), Or), Src0(2), Or);
    if (Is("V_XOR3_B32"))
      return Bit(Bit(Src0(0), Src0(1), Xor), Src0(2), Xor);
    if (Is("V_ADD3_U32"))
      return A.add(A.add(Src0(0), Src0(1)), Src0(2));
    if (Is("V_XAD_U32"))
      return A.add(Bit(Src0(0), Src0(1), Xor), Src0(2));
    if (Is("V_BITOP3_B32") && Uses.size() >= 4) {
      // Bit i of the result is bit (a_i << 2 | b_i << 1 | c_i) of the table.
      LaneExpr X = Src0(0), Y = Src0(1), Z = Src0(2);
      std::optional<int64_t> Table = Imm(3);
      if (!X.known() || !Y.known() || !Z.known() || !Table)
        return Generic();
      if (X.isUniform() && Y.isUniform() && Z.isUniform())
        return Opaque();
      if (!X.Terms.empty() || !Y.Terms.empty() || !Z.Terms.empty())
        return VariesPerLane("a bitwise operation on run-time values");
      std::vector<int64_t> V(TS.Threads);
      for (unsigned T = 0; T < TS.Threads; ++T) {
        uint32_t Ra = uint32_t(A.concrete(X, T)),
                 Rb = uint32_t(A.concrete(Y, T)),
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
    if (Is("V_BFE_U32"))
      return Bfe(Src0(0), Src0(1), Src0(2));
    if (Is("S_BFE_U32")) {
      std::optional<int64_t> P = Imm(1);
      if (!P)
        return Generic();
      return Bfe(Src0(0), LaneExpr::constant(*P & 31),
                 LaneExpr::constant((*P >> 16) & 127));
    }
    if (Is("S_LSHL1_ADD_U32") || Is("S_LSHL2_ADD_U32") ||
        Is("S_LSHL3_ADD_U32") || Is("S_LSHL4_ADD_U32"))
      return A.add(Shl(Src0(0), LaneExpr::constant(N[6] - '0')), Src0(1));
    if (Is("V_CNDMASK_B32_e64") && Uses.size() >= 5)
      return Select(Src0(4), Src0(3), Src0(1));
    if (Is("V_READFIRSTLANE") || Is("V_READLANE"))
      return Opaque();
    if (Is("V_MBCNT") || Is("DS_SWIZZLE") || Is("DS_PERMUTE") ||
        Is("DS_BPERMUTE") || Is("V_PERMLANE") || N.contains("_dpp"))
      return VariesPerLane("a value that differs per lane");
    if (Is("SCRATCH_") || N.contains("_OFFEN") || N.contains("ATOMIC"))
      return VariesPerLane("a value that may differ per lane");
    if (Is("S_LOAD") || Is("S_BUFFER_LOAD"))
      return Opaque();
    if (ScalarDef() && !MI.isCall())
      return Opaque();
    if (Is("GLOBAL_LOAD") || Is("FLAT_LOAD") || Is("DS_READ")) {
      for (const MachineOperand &MO : MI.explicit_uses())
        if (MO.isReg() && !evalReg(MO.getReg()).isUniform())
          return VariesPerLane("a value loaded per lane");
      return Opaque();
    }
    return Generic();
  }
  return Generic();
}

//===----------------------------------------------------------------------===//
// Accesses
//===----------------------------------------------------------------------===//

std::optional<ScratchAccess>
LaneAddressBuilder::decodeAccess(MachineInstr &MI) const {
  const TargetInstrInfo *TII = MF.getSubtarget().getInstrInfo();
  StringRef N = TII->getName(MI.getOpcode());
  ScratchAccess Acc;
  Acc.MI = &MI;
  // The memory operand says where the access goes, when there is one.
  for (const MachineMemOperand *MMO : MI.memoperands())
    if (MMO->getAddrSpace() != 3)
      return std::nullopt;

  if (Fam == Family::NVPTX) {
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

  if (Fam == Family::AMDGPU) {
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

std::vector<ScratchAccess> LaneAddressBuilder::collect() {
  std::vector<ScratchAccess> Out;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      if (!MI.mayLoadOrStore())
        continue;
      std::optional<ScratchAccess> Acc = decodeAccess(MI);
      if (!Acc)
        continue;
      const MachineOperand &AddrMO = MI.getOperand(Acc->AddrIdx);
      Acc->Addr = eval(AddrMO);
      // The immediate offset (AMDGPU: 16 bits, unsigned; read2/write2 keep
      // theirs in the pieces).
      if (Acc->Addr.known() && !Acc->IsPair) {
        int64_t Off = MI.getOperand(Acc->OffsetIdx).getImm();
        Acc->Addr.Const += Fam == Family::AMDGPU ? (Off & 0xffff) : Off;
      }
      // The buffer: a symbol in the address, else the memory operand.
      if (Acc->Addr.known())
        for (const auto &[T, C] : Acc->Addr.Terms)
          if (T.Kind == UniformTerm::Sym && T.GV && C == 1)
            Acc->Buffer = T.GV;
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

std::string formatAddress(const LaneExpr &E, const ScratchAccess &A) {
  if (!E.known())
    return "unknown";
  std::string S;
  raw_string_ostream OS(S);
  bool First = true;
  auto Emit = [&](int64_t C, const std::string &What) {
    if (C == 0)
      return;
    if (!First)
      OS << (C < 0 ? " - " : " + ");
    else if (C < 0)
      OS << "-";
    First = false;
    uint64_t M = C < 0 ? uint64_t(-C) : uint64_t(C);
    if (What.empty())
      OS << M;
    else if (M == 1)
      OS << What;
    else
      OS << M << "*" << What;
  };
  for (const auto &[T, C] : E.Terms)
    if (T.Kind == UniformTerm::Sym)
      Emit(C, T.GV ? "@" + T.GV->getName().str() : std::string("@global"));
  if (!E.Lane.empty()) {
    if (E.Affine) {
      static const char *Tid[3] = {"tid.x", "tid.y", "tid.z"};
      for (unsigned D = 0; D < 3; ++D)
        Emit(E.TidCoeff[D], Tid[D]);
    } else {
      Emit(1, "f(tid)");
    }
  }
  for (const auto &[T, C] : E.Terms) {
    if (T.Kind == UniformTerm::Sym)
      continue;
    std::string R;
    raw_string_ostream RS(R);
    RS << (T.Kind == UniformTerm::Iter ? "i" : "u") << "(" << printReg(T.R)
       << ")";
    Emit(C, R);
  }
  Emit(E.Const, "");
  if (First)
    OS << "0";
  if (A.IsPair && A.Pieces.size() == 2)
    OS << ", elements at +" << A.Pieces[0].first << " and +"
       << A.Pieces[1].first;
  return S;
}

} // namespace tilelang
