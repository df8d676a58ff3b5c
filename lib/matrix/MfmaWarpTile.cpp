//===- matrix/MfmaWarpTile.cpp - AMD MFMA wavefront tiles -----------------===//
//
// See WarpTile.h (MfmaWarpTile). Facts used: a v_mfma instruction is
// executed by the whole 64-lane wavefront; lane l holds elements i of the
// A, B and C/D fragments at the (row, col) the chip's description gives
// (targets/gfx942.json, gfx950.json: the AMD Matrix Instruction
// Calculator's register layouts of the CDNA3 / CDNA4 single-block
// instructions; AMD Instinct MI300 ISA reference guide, "Matrix Arithmetic
// Instructions"). LLVM 22's llvm.amdgcn.mfma.* intrinsics take
// (A, B, C, i32 cbsz, i32 abid, i32 blgp) and return D of C's type
// (IntrinsicsAMDGPU.td, AMDGPUMfmaIntrinsic); cbsz = abid = blgp = 0 is the
// plain product (no broadcast of one block's A or B to the others).
//
// The fragments are read from LDS with ordinary loads: one vector load per
// fragment when the lane's elements are consecutive along a k-contiguous
// tile row (A and B row-major along k: every instruction of gfx942 and
// gfx950), else one load per element.
//
//===----------------------------------------------------------------------===//
#include "matrix/WarpTile.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::matrix;

/// The intrinsic's type when LLVM knows it and it is not overloaded.
static FunctionType *mfmaType(LLVMContext &Ctx, const MatrixInstruction &I) {
  Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(I.Intrinsic);
  if (ID == Intrinsic::not_intrinsic || Intrinsic::isOverloaded(ID))
    return nullptr;
  return Intrinsic::getType(Ctx, ID);
}

static unsigned bitsOf(Type *T) {
  return T->getPrimitiveSizeInBits().getFixedValue();
}

bool MfmaWarpTile::supports(const MatrixUnit &U, const MatrixInstruction &I,
                            LLVMContext &Ctx, std::string &Why) {
  if (U.Lanes != 64) {
    Why = "the MFMA wavefront tiles need 64-lane wavefronts, and the "
          "description gives " +
          std::to_string(U.Lanes);
    return false;
  }
  const FragmentLayout &A = U.fragment(MatrixOperand::A),
                       &Bf = U.fragment(MatrixOperand::B),
                       &C = U.fragment(MatrixOperand::C);
  if (!A.Elements || !Bf.Elements || !C.Elements) {
    Why = "the description gives no fragment layouts for " + U.Name;
    return false;
  }
  unsigned Bits = matrixTypeBits(I.A);
  FunctionType *FT = mfmaType(Ctx, I);
  auto *CT = FT && FT->getNumParams() == 6
                 ? dyn_cast<FixedVectorType>(FT->getParamType(2))
                 : nullptr;
  if (!CT || FT->getReturnType() != CT || CT->getNumElements() != C.Elements ||
      bitsOf(FT->getParamType(0)) != Bits * A.Elements ||
      bitsOf(FT->getParamType(1)) != matrixTypeBits(I.B) * Bf.Elements ||
      !FT->getParamType(3)->isIntegerTy(32)) {
    Why = "LLVM has no intrinsic '" + I.Intrinsic + "' taking " +
          std::to_string(A.Elements) + " + " + std::to_string(Bf.Elements) +
          " + " + std::to_string(C.Elements) + " elements and cbsz, abid, blgp";
    return false;
  }
  return true;
}

std::optional<WarpGrid> MfmaWarpTile::chooseGrid(const MatrixUnit &U,
                                                 unsigned BM, unsigned BN,
                                                 unsigned Waves,
                                                 std::string &Why) {
  std::optional<WarpGrid> Best;
  double BestCost = 0;
  for (unsigned WGM = 1; WGM <= Waves; ++WGM) {
    if (Waves % WGM)
      continue;
    unsigned WGN = Waves / WGM;
    if (BM % (WGM * U.M) || BN % (WGN * U.N))
      continue;
    WarpGrid G{WGM, WGN, BM / WGM, BN / WGN, BM / WGM / U.M, BN / WGN / U.N};
    // Fragment loads per instruction: MI of A and NI of B per MI x NI.
    double Cost = double(G.MI + G.NI) / double(G.MI * G.NI);
    if (!Best || Cost < BestCost - 1e-9) {
      Best = G;
      BestCost = Cost;
    }
  }
  if (!Best)
    Why = "no grid of " + std::to_string(Waves) + " wavefronts cuts the " +
          std::to_string(BM) + " x " + std::to_string(BN) +
          " block tile into wavefront tiles that are multiples of " +
          std::to_string(U.M) + " x " + std::to_string(U.N) + " (" + U.Name +
          ")";
  return Best;
}

MfmaWarpTile::MfmaWarpTile(const MatrixUnit &U, const MatrixInstruction &I,
                           const WarpGrid &G, Module &M)
    : FragmentWarpTile(U, I, G, M, 64, "wave") {}

/// Whether every lane's elements of \p F lie along k, consecutive, from a
/// multiple of the element count (one aligned vector of a k-contiguous
/// row): k = KOf(lane, 0) + i, outer the same for every i.
static bool consecutiveAlongK(const FragmentLayout &F, bool KIsCol,
                              unsigned Lanes) {
  for (unsigned L = 0; L < Lanes; ++L) {
    std::optional<int64_t> R0 = F.Row.evaluate(L, 0), C0 = F.Col.evaluate(L, 0);
    if (!R0 || !C0)
      return false;
    int64_t K0 = KIsCol ? *C0 : *R0, O0 = KIsCol ? *R0 : *C0;
    if (K0 % F.Elements)
      return false;
    for (unsigned E = 1; E < F.Elements; ++E) {
      std::optional<int64_t> R = F.Row.evaluate(L, E), C = F.Col.evaluate(L, E);
      if (!R || !C || (KIsCol ? *C : *R) != K0 + E || (KIsCol ? *R : *C) != O0)
        return false;
    }
  }
  return true;
}

Value *MfmaWarpTile::loadFragment(IRBuilderBase &B, const SharedTile &T,
                                  Value *Stage, MatrixOperand Op, Value *Outer,
                                  unsigned OuterConst, unsigned KConst,
                                  Type *ParamTy) {
  const FragmentLayout &F = U.fragment(Op);
  // A's fragment is m x k (rows m), B's k x n (rows k).
  bool KIsCol = Op == MatrixOperand::A;
  Type *ElemTy = B.getIntNTy(T.ElemBytes * 8);
  auto Offset = [&](unsigned E) {
    Value *O = B.CreateAdd(Outer, KIsCol ? F.Row.emit(B, Lane, E)
                                         : F.Col.emit(B, Lane, E));
    if (OuterConst)
      O = B.CreateAdd(O, B.getInt32(OuterConst));
    Value *K = KIsCol ? F.Col.emit(B, Lane, E) : F.Row.emit(B, Lane, E);
    if (KConst)
      K = B.CreateAdd(K, B.getInt32(KConst));
    return T.KContiguous ? emitTileOffset(B, T, O, K)
                         : emitTileOffset(B, T, K, O);
  };
  unsigned VB = F.Elements * T.ElemBytes;
  auto *VecTy = FixedVectorType::get(ElemTy, F.Elements);
  Value *Vec;
  if (T.KContiguous && consecutiveAlongK(F, KIsCol, U.Lanes) &&
      (uint64_t(T.Cols) * T.ElemBytes) % VB == 0 && KConst % F.Elements == 0) {
    // Row-major tiles (emitTileOffset without swizzle): the elements of
    // the lane are one aligned vector of the row.
    Value *Addr = B.CreateGEP(B.getInt8Ty(), Stage, Offset(0));
    Vec = B.CreateAlignedLoad(VecTy, Addr, Align(std::min(VB, 16u)));
  } else {
    Vec = PoisonValue::get(VecTy);
    for (unsigned E = 0; E < F.Elements; ++E) {
      Value *Addr = B.CreateGEP(B.getInt8Ty(), Stage, Offset(E));
      Vec = B.CreateInsertElement(
          Vec, B.CreateAlignedLoad(ElemTy, Addr, Align(T.ElemBytes)),
          B.getInt32(E));
    }
  }
  return B.CreateBitCast(Vec, ParamTy);
}

void MfmaWarpTile::emitStep(IRBuilderBase &B, const SharedTile &A,
                            Value *StageA, const SharedTile &Bt, Value *StageB,
                            unsigned KK, SmallVectorImpl<Value *> &Acc) {
  Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(I.Intrinsic);
  Function *Mfma = Intrinsic::getOrInsertDeclaration(&M, ID);
  FunctionType *FT = Mfma->getFunctionType();
  unsigned KOff = KK * U.K;
  SmallVector<Value *, 8> AF, BF;
  for (unsigned MI = 0; MI < G.MI; ++MI)
    AF.push_back(loadFragment(B, A, StageA, MatrixOperand::A, WarpRow, MI * U.M,
                              KOff, FT->getParamType(0)));
  for (unsigned NI = 0; NI < G.NI; ++NI)
    BF.push_back(loadFragment(B, Bt, StageB, MatrixOperand::B, WarpCol,
                              NI * U.N, KOff, FT->getParamType(1)));
  Type *CT = FT->getParamType(2);
  for (unsigned MI = 0; MI < G.MI; ++MI)
    for (unsigned NI = 0; NI < G.NI; ++NI) {
      unsigned Base = (MI * G.NI + NI) * CElems;
      Value *C = PoisonValue::get(CT);
      for (unsigned E = 0; E < CElems; ++E)
        C = B.CreateInsertElement(C, Acc[Base + E], B.getInt32(E));
      Value *D = B.CreateCall(Mfma, {AF[MI], BF[NI], C, B.getInt32(0),
                                     B.getInt32(0), B.getInt32(0)});
      for (unsigned E = 0; E < CElems; ++E)
        Acc[Base + E] = B.CreateExtractElement(D, B.getInt32(E));
    }
}
