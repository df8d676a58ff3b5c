//===- WidenSubscripts.h - Subscripts computed in the pointers' width -----===//
//
// A flattened subscript A[i * K + k] with `int` indices reaches the address
// as `sext (add nsw (mul nsw i, K), k)`: the arithmetic is done in 32 bits
// and the result extended. ScalarEvolution cannot move the extension inside
// (it does not take the IR's nsw flags for the expression's own), so the
// subscript stays `sext i32 {{0,+,K},+,1}` and cannot be delinearised into
// A[i][k]. On x86-64 IndVarSimplify widens the induction variables and the
// problem disappears; on targets where 64-bit arithmetic costs more than
// 32-bit (NVPTX, AMDGPU) it does not.
//
// widenSubscripts rebuilds such an index in the index type of the pointer,
// extending the leaves instead of the result:
//   sext (a +nsw b) -> (sext a) +nsw (sext b), likewise sub, mul and shl by a
//   constant; zext with nuw instead of nsw; zext nneg as sext.
// See WidenSubscripts.cpp for why this is sound.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_WIDENSUBSCRIPTS_H
#define TILELANG_WIDENSUBSCRIPTS_H

#include "llvm/ADT/ArrayRef.h"

namespace llvm {
class Loop;
} // namespace llvm

namespace tilelang {

/// Rebuilds, in the width of the extension, the extended narrow index
/// arithmetic of every load and store address in the loops \p Loops (and
/// their subloops), all of one function. Returns true when it changed the IR.
/// The CFG is left as it was.
bool widenSubscripts(llvm::ArrayRef<llvm::Loop *> Loops);

} // namespace tilelang

#endif // TILELANG_WIDENSUBSCRIPTS_H
