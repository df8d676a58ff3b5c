//===- analysis/ArrayView.h - Subscripts from an array's type ---*- C++ -*-===//
//
// `double A[N][M]` as a parameter is `double (*)[M]`: clang addresses
// A[i][j] through GEPs whose source element type is `[M x double]`, one
// index per subscript. Those indices are the source's subscripts, and M the
// row's size: a better view than one guessed from the address's steps
// (delinearizeFixedSizeArray reads the steps of `cov[i][j]` with `j = i ..`
// as rows of 401 elements in a 400-wide array).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_ARRAYVIEW_H
#define TILELANG_ARRAYVIEW_H

#include "llvm/ADT/SmallVector.h"

namespace llvm {
class Instruction;
class SCEV;
class ScalarEvolution;
class Value;
} // namespace llvm

namespace tilelang {

/// The subscripts of the load or store \p I from the array types of the GEPs
/// that address it (one per dimension, outermost first, i64), and \p Sizes:
/// the sizes of the dimensions after the first, then the element's size in
/// bytes (delinearize's convention, constants of i64). False when its
/// address is not a chain of such GEPs over one array type whose element is
/// the accessed type.
/// \p Base (if given) gets the pointer the chain starts from: subscripts
/// of two accesses compare only over the same one.
bool subscriptsFromType(llvm::ScalarEvolution &SE, llvm::Instruction *I,
                        llvm::SmallVectorImpl<const llvm::SCEV *> &Subs,
                        llvm::SmallVectorImpl<const llvm::SCEV *> &Sizes,
                        const llvm::Value **Base = nullptr);

/// The subscripts and sizes of the load or store \p I that ScalarEvolution's
/// delinearisation reads from its address's steps (delinearize: run-time
/// sizes; else delinearizeFixedSizeArray: constant ones), the view
/// DependenceAnalysis takes; empty when it finds none.
void delinearizeAccess(llvm::ScalarEvolution &SE, llvm::Instruction *I,
                       llvm::SmallVectorImpl<const llvm::SCEV *> &Subs,
                       llvm::SmallVectorImpl<const llvm::SCEV *> &Sizes);

} // namespace tilelang

#endif // TILELANG_ARRAYVIEW_H
