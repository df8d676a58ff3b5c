//===- map/MapRewrite.cpp - the mapped bands rewritten --------------------===//
//
// The rewrite of tilelang-map (BandRewriter, MapStage.h): the tile loop of
// a block-mapped loop becomes a grid-stride loop over the tiles
// (round_robin or block_wise), its point loop is spread cyclically over the
// threads of its thread dimension and carries !"tilelang.thread"; on NVPTX
// the sequential point loops are marked for unrolling. When the kernel is
// more than one band, the code around the bands runs in the grid's first
// thread with grid barriers around every band (serialise). The remark
// "Mapped" says what each band was mapped to.
//
//===----------------------------------------------------------------------===//
#include "map/MapStage.h"
#include "utils/LoopCounter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "tilelang-map"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::mapping;

/// Rewrites the tile and point loops of a checked band.
void BandRewriter::rewrite(MappedBand &MB) {
  for (unsigned K = 0; K < MB.N; ++K) {
    if (MB.Map[K] == MapDim::Seq)
      continue;
    rewriteTileLoop(MB, K);
    rewritePointLoop(MB, K);
  }
  unrollSequentialLoops(MB);
  MB.Mapped = true;
}

/// The tile loop of block-mapped loop \p K: a grid-stride loop over the
/// tiles, round_robin (tiles b, b + G, ...) or block_wise (a run of
/// consecutive tiles per block).
void BandRewriter::rewriteTileLoop(MappedBand &MB, unsigned K) {
  Type *I64 = Type::getInt64Ty(F.getContext());
  unsigned D = unsigned(MB.Map[K]);
  uint64_t S = MB.Sizes[K];
  Loop *TL = MB.TileLoop[K];
  BasicBlock *Pre = TL->getLoopPreheader();
  IRBuilder<> B(Pre->getTerminator());
  Value *Bid = blockId(MB, D, B);
  Value *NB = emitNumBlocks(B, Kind, D);
  Value *SV = ConstantInt::get(I64, S);
  Value *Start, *Step = SV;
  if (MB.RoundRobin) {
    Start = B.CreateMul(Bid, SV, "tile.first");
    Step = B.CreateMul(NB, SV, "tile.stride");
  } else {
    Value *TC = MB.TC[K];
    Value *Tiles = B.CreateUDiv(B.CreateAdd(TC, ConstantInt::get(I64, S - 1)),
                                SV, "tiles");
    Value *Chunk = B.CreateUDiv(
        B.CreateAdd(Tiles, B.CreateSub(NB, ConstantInt::get(I64, 1))), NB,
        "tiles.per.block");
    Value *Span = B.CreateMul(Chunk, SV);
    Start = B.CreateMul(Bid, Span, "tile.first");
    Value *End = B.CreateBinaryIntrinsic(
        Intrinsic::smin, B.CreateAdd(Start, Span), TC, nullptr, "tile.end");
    // readBand found the counter: the test is there.
    loopCounter(*TL)->Test->setOperand(1, End);
  }
  PHINode *TT = MB.TT[K];
  TT->setIncomingValueForBlock(Pre, Start);
  if (std::optional<LoopCounter> C = loopCounter(*TL); C && C->Increment)
    C->Increment->setOperand(1, Step);
}

/// With X x Y blocks, linear id I = y X + x and G rows per group: group
/// g = I / (G X) holds block rows g G ... g G + H - 1 (H = min(G, Y - g G))
/// and runs down its H rows before it moves one column: row
/// g G + (I mod G X) mod H, column (I mod G X) / H. Each group maps
/// [0, H X) one to one onto its H rows x X columns, so the order is a
/// bijection of the grid onto itself: every tile is still taken by exactly
/// one block (and block-mapped loops are parallel: any order is legal).
/// Computed once, at the entry, in 64 bits (X * Y reaches 2^47 on NVIDIA:
/// x up to 2^31 - 1 blocks, y up to 65535).
Value *BandRewriter::blockId(MappedBand &MB, unsigned D, IRBuilderBase &At) {
  bool Grouped = MB.RasterGroup > 1 && D < 2 && count(MB.Map, MapDim::BlockX) &&
                 count(MB.Map, MapDim::BlockY);
  if (!Grouped)
    return emitBlockId(At, Kind, D);
  IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
  if (GroupedFor != &MB) {
    Value *X = emitNumBlocks(B, Kind, 0), *Y = emitNumBlocks(B, Kind, 1);
    Value *I = B.CreateAdd(B.CreateMul(emitBlockId(B, Kind, 1), X),
                           emitBlockId(B, Kind, 0), "block.linear");
    Value *G = B.getInt64(MB.RasterGroup);
    Value *PerGroup = B.CreateMul(G, X, "group.blocks");
    Value *First = B.CreateMul(B.CreateUDiv(I, PerGroup), G, "group.row");
    Value *H = B.CreateBinaryIntrinsic(
        Intrinsic::umin, G, B.CreateSub(Y, First), nullptr, "group.rows");
    Value *R = B.CreateURem(I, PerGroup, "group.index");
    GroupedId[1] = B.CreateAdd(First, B.CreateURem(R, H), "block.y.grouped");
    GroupedId[0] = B.CreateUDiv(R, H, "block.x.grouped");
    GroupedFor = &MB;
  }
  return GroupedId[D];
}

/// The point loop of block-mapped loop \p K: thread t of its thread
/// dimension runs tt + t, tt + t + T, ...
void BandRewriter::rewritePointLoop(MappedBand &MB, unsigned K) {
  LLVMContext &Ctx = F.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  uint64_t S = MB.Sizes[K];
  unsigned D = MB.ThreadDim[K];
  Loop *PL = MB.PointLoop[K];
  BasicBlock *PPre = PL->getLoopPreheader();
  IRBuilder<> PB(PPre->getTerminator());
  // The thread id is read once, at the entry: the footprint over the
  // band (tilelang-promote) sees it as invariant.
  IRBuilder<> EB(&*F.getEntryBlock().getFirstInsertionPt());
  Value *Tid = emitThreadId(EB, Kind, D);
  PHINode *PT = MB.PT[K];
  PT->setIncomingValueForBlock(PPre,
                               PB.CreateAdd(PT->getIncomingValueForBlock(PPre),
                                            Tid, "point.first", true, true));
  if (std::optional<LoopCounter> C = loopCounter(*PL); C && C->Increment)
    C->Increment->setOperand(1, ConstantInt::get(I64, MB.Threads[D]));
  Type *I32 = Type::getInt32Ty(Ctx);
  setLoopProperty(
      *PL,
      MDNode::get(
          Ctx, {MDString::get(Ctx, "tilelang.thread"),
                ConstantAsMetadata::get(ConstantInt::get(I32, D)),
                ConstantAsMetadata::get(ConstantInt::get(I32, MB.Threads[D])),
                ConstantAsMetadata::get(ConstantInt::get(I32, S))}));
}

void BandRewriter::unrollSequentialLoops(MappedBand &MB) {
  LLVMContext &Ctx = F.getContext();
  // NVPTX: each thread's sequential point loops are unrolled by their tile
  // size (runtime unrolling: a partial tile runs the remainder), so that
  // the staged buffers are read at constant offsets. Measured on the H200
  // (benchmarks/RESULTS.md).
  // AMDGPU keeps them rolled (its scheduler takes minutes on the unrolled
  // GEMM body).
  if (Kind == GPUKind::NVPTX)
    for (unsigned K = 0; K < MB.N; ++K) {
      // Only the sequential loops: unrolling the thread loops as well
      // (a transpose's 8 points per thread) made ptxas spill and cost
      // the transpose 56% of its bandwidth on the H200.
      unsigned Count = MB.Map[K] == MapDim::Seq ? MB.Sizes[K] : 0;
      if (Count > 1 && Count <= 64)
        setLoopProperty(
            *MB.PointLoop[K],
            MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.unroll.count"),
                              ConstantAsMetadata::get(ConstantInt::get(
                                  Type::getInt32Ty(Ctx), Count))}));
    }
}

void BandRewriter::reportBand(MappedBand &MB) {
  std::string Text;
  for (unsigned K = 0; K < MB.N; ++K) {
    Text += (K ? ", " : "") + std::string("loop ") + std::to_string(K + 1) +
            " -> " + spelling(MB.Map[K]);
    if (MB.Map[K] != MapDim::Seq && MB.ThreadDim[K] != unsigned(MB.Map[K]))
      Text +=
          std::string(" (points on thread.") + DimName[MB.ThreadDim[K]] + ")";
  }
  Text += "; threads " + std::to_string(MB.Threads[0]) + " x " +
          std::to_string(MB.Threads[1]) + " x " +
          std::to_string(MB.Threads[2]) + ", point loops spread cyclically";
  DebugLoc Loc = directiveLoc(F, MB.BD->D);
  Cx.ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "Mapped", Loc, MB.Point->getHeader())
           << "mapped the band: " << Text << " (" << MB.Why << ")";
  });
}

/// Runs code outside the bands in the grid's first thread and puts grid
/// barriers around every band.
void BandRewriter::serialise(ArrayRef<MappedBand *> Bands) {
  // A versioned band's fallback is guarded as a whole (MapFallback.cpp).
  auto InBand = [&](const Instruction *I) {
    return inBandOrFallback(Bands, I->getParent());
  };
  SmallVector<Instruction *, 16> Writes;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (isa<StoreInst>(I) && !InBand(&I))
        Writes.push_back(&I);
  BasicBlock &Entry = F.getEntryBlock();
  IRBuilder<> EB(&*Entry.getFirstInsertionPt());
  Value *First = emitIsFirstThread(EB, Kind);
  for (Instruction *W : Writes) {
    Instruction *Then = SplitBlockAndInsertIfThen(First, W, false);
    W->moveBefore(Then->getIterator());
  }
  // A versioned band: before its check and at the join of its two
  // versions, which every thread reaches whichever version runs.
  for (MappedBand *MB : Bands) {
    Instruction *Before =
        MB->Check ? MB->Check : MB->Outer->getLoopPreheader()->getTerminator();
    IRBuilder<> B(Before);
    emitGridBarrier(B, Kind);
    BasicBlock *Exit = MB->Check ? MB->Join : MB->Outer->getExitBlock();
    IRBuilder<> XB(&*Exit->getFirstInsertionPt());
    emitGridBarrier(XB, Kind);
  }
}
