//===- TrafficModel.h - What a loop order costs in memory traffic -*- C++
//-*-===//
//
// An estimate of the cycles of one run of a band in a given loop order,
// for the host's profitability decision (tile/Profitability.h): is the
// tiled band faster than the band as written?
//
// The nest is a list of model loops, outermost first, each running one band
// loop of a BandShape over Extent iterations that move its counter by Scale
// of its own steps: the band as written is its loops with their trip counts
// and Scale 1; the tiled band is its tile loops (the number of tiles, Scale
// = the tile size) outside its point loops (the tile size, Scale 1).
//
// For every cache level of capacity C the model finds the outermost model
// loop one iteration of which touches at most C / 2 bytes of cache lines
// (all arrays; half, as the host's tile sizes are chosen, for the
// conflicts of a set-associative cache and the data the model does not
// see): reuse inside it hits, so each run of that loop fetches the
// distinct lines it touches into the level once, and nothing more is
// reused. Filling a level takes the lines it fetches times the line size
// over its fill bandwidth (targets/README.md, "fill_bytes_per_cycle"; the
// last cache is filled from memory). The band's time is the core's work --
// its loads and stores (a vector's worth per access when the innermost
// loop walks every array with unit stride or not at all, one element per
// access otherwise: what the loop vectorizer makes of it; loops inside the
// band's body count their iterations' accesses as elements), or the
// latency chain of an
// innermost loop that accumulates a float into one element (a reduction the
// vectorizer keeps in order without -ffast-math), whichever is longer --
// plus the time to fill every level (the overlap memory-level parallelism
// gives is left out, for both nests alike), plus a fixed cost per run of
// the innermost loop (its set-up, exit and vector epilogue: what short
// point loops pay). This is the classic footprint model of loop-cache
// analyses (e.g. LLVM's LoopCacheAnalysis, and Ferrante, Sarkar and Thrash,
// "On estimating and enhancing cache effectiveness", LCPC 1991).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_TRAFFICMODEL_H
#define TILELANG_TRAFFICMODEL_H

#include "target/TargetInfo.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <string>

namespace tilelang {

struct TargetDescription;

/// One loop of the nest the model prices (see the file comment).
struct ModelLoop {
  unsigned Loop = 0;  ///< band loop of the BandShape
  double Extent = 1;  ///< iterations (a point loop: the mean over tiles)
  uint64_t Scale = 1; ///< counter steps of the band loop per iteration
};

/// A level data is fetched into: capacity, bytes per cycle it is filled with
/// from the next level out.
struct TrafficLevel {
  std::string Name;
  uint64_t Bytes = 0;
  double FillBytesPerCycle = 1;
};

/// The machine as the model sees it (trafficMachine).
struct TrafficMachine {
  llvm::SmallVector<TrafficLevel, 4> Caches; ///< innermost first
  uint64_t LineBytes = 64;
  uint64_t VectorBytes = 16;
  /// Loads and stores issued per cycle, each a vector.
  double AccessesPerCycle = 2;
  /// Cycles per run of the innermost loop (set-up, exit, vector epilogue):
  /// an estimate, not measured.
  double CyclesPerInnerRun = 4;
  /// Latency of a floating-point add: the cycles per iteration of an
  /// innermost loop that accumulates into one element (Agner Fog's
  /// instruction tables: 3 to 4 cycles on recent x86-64 cores). Without
  /// -ffast-math the vectorizer keeps such a chain in order.
  double FloatAddLatency = 4;
};

/// The host machine of \p TD (its caches, line and vector sizes), where
/// the description gives no fill bandwidth: one line per latency of the
/// next level. Null \p TD: a 32 KiB L1 and 1 MiB L2.
TrafficMachine trafficMachine(const TargetDescription *TD);

struct TrafficCost {
  double Cycles = 0;   ///< the estimate: work + fills + loop cost
  double Accesses = 0; ///< cycles of loads and stores at the vector width
  /// Cycles of the chain of an innermost loop that accumulates a float
  /// into one element (0 when it does not).
  double Chain = 0;
  llvm::SmallVector<double, 4> Lines; ///< lines fetched into each cache
  llvm::SmallVector<double, 4> Fill;  ///< cycles to fetch them
  double LoopCycles = 0;              ///< runs of the innermost loop x cost
  /// The largest part of Cycles: "loads and stores", "the chain of a
  /// reduction" or "filling <level>".
  std::string Bound;
};

/// The cost of one run of the nest \p Nest over the arrays of \p S;
/// \p InnerTrips: iterations of the loops inside the band's body per
/// iteration of the band (1: none; an estimate).
TrafficCost estimateTraffic(const BandShape &S, llvm::ArrayRef<ModelLoop> Nest,
                            const TrafficMachine &M, double InnerTrips = 1);

/// The band as written: its loops in order, \p Extents iterations each.
llvm::SmallVector<ModelLoop, 8> nestAsWritten(llvm::ArrayRef<uint64_t> Extents);

/// The band tiled with \p Sizes: tile loops in \p TileOrder outside point
/// loops in \p PointOrder (position -> band loop; empty: the band's order).
llvm::SmallVector<ModelLoop, 8> nestTiled(llvm::ArrayRef<uint64_t> Extents,
                                          llvm::ArrayRef<unsigned> Sizes,
                                          llvm::ArrayRef<unsigned> TileOrder,
                                          llvm::ArrayRef<unsigned> PointOrder);

/// "1.23 Mcycles" -- for remarks.
std::string cyclesText(double Cycles);

/// "1.23 Mcycles, mostly filling L2" -- for remarks.
std::string costText(const TrafficCost &C);

} // namespace tilelang

#endif // TILELANG_TRAFFICMODEL_H
