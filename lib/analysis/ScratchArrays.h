//===- analysis/ScratchArrays.h - Arrays each band iteration rewrites -*- C++
//-*-===//
//
// doitgen's `sum[p]`: every iteration (r, q) of the band writes sum[0 .. np)
// before it reads it. Its dependences between band iterations carry no
// value (anti and output dependences on storage reused as scratch), which
// DependenceAnalysis reports as a '*' the band cannot be tiled across.
// Tiling runs whole band iterations in another order, one after another:
// each still reads what it wrote itself, and the last to write an element
// is the band's last iteration in either order (the corner of a box: every
// loop at its last value), so the array ends as the loops as written leave
// it. Array privatisation without the private copy (Tu and Padua, "Automatic
// array privatization", LCPC 1993), sound only while the band iterations run
// one at a time: the band's loops stay carried (no cores, no blocks).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_SCRATCHARRAYS_H
#define TILELANG_SCRATCHARRAYS_H

#include "analysis/Band.h"

namespace llvm {
class ScalarEvolution;
class Value;
} // namespace llvm

namespace tilelang {

/// Whether the object \p Obj (an underlying object of B.Accesses) is scratch
/// storage of each iteration of the rectangular band \p B: all its accesses
/// are in the body of the innermost band loop; every band iteration writes
/// the same elements (stores executed in every iteration, at addresses and
/// in loops whose bounds do not vary with the band's counters); and every
/// read finds its element written earlier in the same band iteration (a
/// store at the same address that dominates it, or a store in every
/// iteration of an earlier sibling loop that covers the read's loop).
bool isScratchInBand(const Band &B, const llvm::Value *Obj,
                     llvm::ScalarEvolution &SE);

} // namespace tilelang

#endif // TILELANG_SCRATCHARRAYS_H
