//===- matrix/WarpTile.cpp - mma.sync warp tiles with ldmatrix fragments --===//
//
// See WarpTile.h. Facts used (PTX ISA, "Warp-level matrix instructions"):
// ldmatrix.sync.aligned.m8n8.x4[.trans].b16 loads four 8 x 8 matrices of
// 16-bit elements (8 rows of 16 bytes each); lanes 8j .. 8j + 7 give the
// row addresses of matrix j; lane l receives 4 bytes of row l / 4 of each
// matrix (with .trans: of its transpose). mma.sync.aligned.m16n8kK.row.col
// takes A as four such registers (m halves x k halves), B as two (k
// halves), C/D as the description's fragment.
//
//===----------------------------------------------------------------------===//
#include "matrix/WarpTile.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::matrix;

Value *tilelang::matrix::emitTileOffset(IRBuilderBase &B, const SharedTile &T,
                                        Value *Row, Value *Col) {
  const AppliedLayout &L = T.Layout;
  Value *Lin = B.CreateAdd(B.CreateMul(Row, B.getInt32(T.Cols)), Col);
  if (L.K == Layout::Swizzle) {
    Value *Group = L.P2 > 1 ? B.CreateUDiv(Row, B.getInt32(L.P2)) : Row;
    Value *Phase = B.CreateAnd(Group, B.getInt32(L.P1 / 16 - 1));
    unsigned V = 16 / T.ElemBytes;
    if (V > 1)
      Phase = B.CreateMul(Phase, B.getInt32(V));
    Lin = B.CreateXor(Lin, Phase);
  }
  return T.ElemBytes == 1 ? Lin : B.CreateMul(Lin, B.getInt32(T.ElemBytes));
}

static FunctionType *mmaType(LLVMContext &Ctx, const MatrixInstruction &I) {
  Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(I.Intrinsic);
  if (ID == Intrinsic::not_intrinsic || Intrinsic::isOverloaded(ID))
    return nullptr;
  return Intrinsic::getType(Ctx, ID);
}

bool MmaSyncWarpTile::supports(const MatrixUnit &U, const MatrixInstruction &I,
                               LLVMContext &Ctx, std::string &Why) {
  if (U.M != 16 || U.N != 8) {
    Why = "the warp tiles are built from m16n8 instructions, and " + U.Name +
          " is " + std::to_string(U.M) + " x " + std::to_string(U.N);
    return false;
  }
  if (U.fragment(MatrixOperand::A).LdMatrix != 4 ||
      U.fragment(MatrixOperand::B).LdMatrix != 2) {
    Why = "the description's A and B fragments of " + U.Name +
          " are not the ones ldmatrix x4 / x2 loads";
    return false;
  }
  unsigned Bits = matrixTypeBits(I.A);
  if (Bits * U.K != 256 || matrixTypeBits(I.B) != Bits) {
    Why = "the fragments of " + U.Name + " on " + I.A +
          " are not two 16-byte matrices along k";
    return false;
  }
  FunctionType *FT = mmaType(Ctx, I);
  unsigned CE = U.fragment(MatrixOperand::C).Elements;
  auto *RT = FT ? dyn_cast<StructType>(FT->getReturnType()) : nullptr;
  if (!FT || !RT || FT->getNumParams() != 6 + CE ||
      RT->getNumElements() != CE) {
    Why = "LLVM has no intrinsic '" + I.Intrinsic + "' with 4 + 2 + " +
          std::to_string(CE) + " operands";
    return false;
  }
  return true;
}

std::optional<WarpGrid> MmaSyncWarpTile::chooseGrid(unsigned BM, unsigned BN,
                                                    unsigned Warps,
                                                    std::string &Why) {
  std::optional<WarpGrid> Best;
  double BestCost = 0;
  for (unsigned WGM = 1; WGM <= Warps; ++WGM) {
    if (Warps % WGM)
      continue;
    unsigned WGN = Warps / WGM;
    if (BM % (WGM * 16) || BN % (WGN * 16))
      continue;
    WarpGrid G{WGM, WGN, BM / WGM, BN / WGN, BM / WGM / 16, BN / WGN / 8};
    // ldmatrix x4 per mma: MI for A, NI / 2 for B, per MI x NI mma.
    double Cost = double(G.MI + G.NI / 2) / double(G.MI * G.NI);
    if (!Best || Cost < BestCost - 1e-9) {
      Best = G;
      BestCost = Cost;
    }
  }
  if (!Best)
    Why = "no grid of " + std::to_string(Warps) + " warps cuts the " +
          std::to_string(BM) + " x " + std::to_string(BN) +
          " block tile into warp tiles that are multiples of 16 x 16";
  return Best;
}

FragmentWarpTile::FragmentWarpTile(const MatrixUnit &U,
                                   const MatrixInstruction &I,
                                   const WarpGrid &G, Module &M, unsigned Lanes,
                                   const char *What)
    : U(U), I(I), G(G), M(M), Lanes(Lanes), What(What) {
  CElems = U.fragment(MatrixOperand::C).Elements;
  AccTy = matrixTypeBits(I.C) && I.C[0] == 'f'
              ? Type::getFloatTy(M.getContext())
              : Type::getInt32Ty(M.getContext());
}

void FragmentWarpTile::setup(IRBuilderBase &B, Value *Tid) {
  std::string W = What;
  Lane = B.CreateAnd(Tid, B.getInt32(Lanes - 1), "lane");
  Value *Warp = B.CreateLShr(Tid, B.getInt32(Log2_32(Lanes)), W);
  WarpRow = B.CreateMul(B.CreateURem(Warp, B.getInt32(G.WGM)), B.getInt32(G.WM),
                        W + ".row");
  WarpCol = B.CreateMul(B.CreateUDiv(Warp, B.getInt32(G.WGM)), B.getInt32(G.WN),
                        W + ".col");
}

std::pair<Value *, Value *> FragmentWarpTile::element(IRBuilderBase &B,
                                                      unsigned E) {
  unsigned Tile = E / CElems, I = E % CElems;
  unsigned MI = Tile / G.NI, NI = Tile % G.NI;
  const FragmentLayout &C = U.fragment(MatrixOperand::C);
  Value *Row = B.CreateAdd(B.CreateAdd(WarpRow, B.getInt32(MI * U.M)),
                           C.Row.emit(B, Lane, I));
  Value *Col = B.CreateAdd(B.CreateAdd(WarpCol, B.getInt32(NI * U.N)),
                           C.Col.emit(B, Lane, I));
  return {Row, Col};
}

MmaSyncWarpTile::MmaSyncWarpTile(const MatrixUnit &U,
                                 const MatrixInstruction &I, const WarpGrid &G,
                                 Module &M)
    : FragmentWarpTile(U, I, G, M, 32, "warp") {}

SmallVector<Value *, 4> MmaSyncWarpTile::loadX4(IRBuilderBase &B,
                                                const SharedTile &T,
                                                Value *Stage, Value *Outer,
                                                unsigned OuterConst,
                                                unsigned KConst, bool IsA) {
  unsigned KE = 16 / T.ElemBytes; // elements of one 16-byte matrix row
  Value *J = B.CreateLShr(Lane, B.getInt32(3));
  Value *R8 = B.CreateAnd(Lane, B.getInt32(7));
  Value *OB = IsA ? B.CreateAnd(J, B.getInt32(1)) : B.CreateLShr(J, 1);
  Value *KB = IsA ? B.CreateLShr(J, 1) : B.CreateAnd(J, B.getInt32(1));
  Value *O = B.CreateAdd(Outer, B.CreateShl(OB, 3));
  Value *K = B.CreateMul(KB, B.getInt32(KE));
  // The constant parts of row and column: added after the swizzle when it
  // does not change them (whole phases of rows, whole 128-byte spans of a
  // row), so that the lane's address is computed once for every mi / kk.
  unsigned RowConst = T.KContiguous ? OuterConst : KConst;
  unsigned ColConst = T.KContiguous ? KConst : OuterConst;
  uint64_t Q = T.Layout.K == Layout::Swizzle ? T.Layout.P2 : 1;
  uint64_t Span = T.Layout.K == Layout::Swizzle ? T.Layout.P1 : 16;
  bool RowApart = RowConst % (8 * Q) == 0;
  bool ColApart = (uint64_t(ColConst) * T.ElemBytes) % Span == 0;
  Value *Row = T.KContiguous ? B.CreateAdd(O, R8) : B.CreateAdd(K, R8);
  Value *Col = T.KContiguous ? K : O;
  if (!RowApart)
    Row = B.CreateAdd(Row, B.getInt32(RowConst));
  if (!ColApart)
    Col = B.CreateAdd(Col, B.getInt32(ColConst));
  Value *Off = emitTileOffset(B, T, Row, Col);
  uint64_t Apart =
      (RowApart ? uint64_t(RowConst) * T.Cols : 0) + (ColApart ? ColConst : 0);
  Value *Addr = B.CreateGEP(B.getInt8Ty(), Stage, Off);
  if (Apart)
    Addr = B.CreateConstGEP1_64(B.getInt8Ty(), Addr, Apart * T.ElemBytes);
  Intrinsic::ID ID =
      T.KContiguous ? Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x4_b16
                    : Intrinsic::nvvm_ldmatrix_sync_aligned_m8n8_x4_trans_b16;
  // Overloaded on the pointer's address space in LLVM 22.
  Function *Ld =
      Intrinsic::isOverloaded(ID)
          ? Intrinsic::getOrInsertDeclaration(&M, ID, {Addr->getType()})
          : Intrinsic::getOrInsertDeclaration(&M, ID);
  Value *R = B.CreateCall(Ld, {Addr});
  SmallVector<Value *, 4> Regs;
  for (unsigned E = 0; E < 4; ++E)
    Regs.push_back(B.CreateExtractValue(R, E));
  return Regs;
}

void MmaSyncWarpTile::emitStep(IRBuilderBase &B, const SharedTile &A,
                               Value *StageA, const SharedTile &Bt,
                               Value *StageB, unsigned KK,
                               SmallVectorImpl<Value *> &Acc) {
  unsigned KOff = KK * U.K;
  SmallVector<SmallVector<Value *, 4>, 8> AF, BF;
  for (unsigned MI = 0; MI < G.MI; ++MI)
    AF.push_back(loadX4(B, A, StageA, WarpRow, MI * 16, KOff, true));
  for (unsigned NP = 0; NP < G.NI / 2; ++NP) {
    SmallVector<Value *, 4> R =
        loadX4(B, Bt, StageB, WarpCol, NP * 16, KOff, false);
    BF.push_back({R[0], R[1]});
    BF.push_back({R[2], R[3]});
  }
  Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(I.Intrinsic);
  Function *Mma = Intrinsic::getOrInsertDeclaration(&M, ID);
  FunctionType *FT = Mma->getFunctionType();
  for (unsigned MI = 0; MI < G.MI; ++MI)
    for (unsigned NI = 0; NI < G.NI; ++NI) {
      SmallVector<Value *, 10> Args;
      for (Value *V : AF[MI])
        Args.push_back(B.CreateBitCast(V, FT->getParamType(Args.size())));
      for (Value *V : BF[NI])
        Args.push_back(B.CreateBitCast(V, FT->getParamType(Args.size())));
      unsigned Base = (MI * G.NI + NI) * CElems;
      for (unsigned E = 0; E < CElems; ++E)
        Args.push_back(Acc[Base + E]);
      Value *D = B.CreateCall(Mma, Args);
      for (unsigned E = 0; E < CElems; ++E)
        Acc[Base + E] = B.CreateExtractValue(D, E);
    }
}
