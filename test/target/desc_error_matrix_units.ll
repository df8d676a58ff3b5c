; The matrix units' instructions and fragment layouts are checked when a description is read:
; each broken file of Inputs/bad_mu_*.json (targets/sm_80.json with one unit, one field
; broken) is one error naming the file, the field's JSON path and the reason; opt fails
; without crashing. Sources of the rules: targets/README.md, "Matrix units".
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_div_zero.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=DIV-ZERO
; DIV-ZERO: error: {{.*}}bad_mu_div_zero.json: field 'matrix_units{{\[}}0{{\]}}.fragments.c.row': "lane/4 + 8*(i/(lane-lane))": division by zero at lane 0, i 0
; DIV-ZERO-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_elements.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=ELEMENTS
; ELEMENTS: error: {{.*}}bad_mu_elements.json: field 'matrix_units{{\[}}0{{\]}}.fragments.b.elements': 32 lanes x 8 elements = 256 differs from the 16 x 8 = 128 elements of the B tile
; ELEMENTS-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_intrinsic_bits.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=INTRINSIC-BITS
; INTRINSIC-BITS: error: {{.*}}bad_mu_intrinsic_bits.json: field 'matrix_units{{\[}}0{{\]}}.instructions{{\[}}0{{\]}}.intrinsic': "llvm.nvvm.mma.m8n8k4.row.col.f64" takes 256 bits and returns 128; the fragments hold A 128, B 64, C/D 128 bits per lane
; INTRINSIC-BITS-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_intrinsic_family.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=INTRINSIC-FAMILY
; INTRINSIC-FAMILY: error: {{.*}}bad_mu_intrinsic_family.json: field 'matrix_units{{\[}}0{{\]}}.instructions{{\[}}0{{\]}}.intrinsic': "llvm.amdgcn.mfma.f32.32x32x8f16" does not start with "llvm.nvvm.mma." (the nvptx matrix intrinsics)
; INTRINSIC-FAMILY-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_intrinsic_unknown.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=INTRINSIC-UNKNOWN
; INTRINSIC-UNKNOWN: error: {{.*}}bad_mu_intrinsic_unknown.json: field 'matrix_units{{\[}}0{{\]}}.instructions{{\[}}0{{\]}}.intrinsic': "llvm.nvvm.mma.m16n8k16.row.col.f32.f16" is not an intrinsic of LLVM 22
; INTRINSIC-UNKNOWN-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_k_multiple.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=K-MULTIPLE
; K-MULTIPLE: error: {{.*}}bad_mu_k_multiple.json: field 'matrix_units{{\[}}0{{\]}}.k_multiple': 24 is not a multiple of k = 16
; K-MULTIPLE-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_ldmatrix_c.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=LDMATRIX-C
; LDMATRIX-C: error: {{.*}}bad_mu_ldmatrix_c.json: field 'matrix_units{{\[}}0{{\]}}.fragments.c.ldmatrix': ldmatrix loads A and B fragments, not C/D
; LDMATRIX-C-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_ldmatrix_count.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=LDMATRIX-COUNT
; LDMATRIX-COUNT: error: {{.*}}bad_mu_ldmatrix_count.json: field 'matrix_units{{\[}}0{{\]}}.fragments.b.ldmatrix': ldmatrix x4 loads 4 registers per lane, the fragment has 2
; LDMATRIX-COUNT-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_ldmatrix_layout.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=LDMATRIX-LAYOUT
; LDMATRIX-LAYOUT: error: {{.*}}bad_mu_ldmatrix_layout.json: field 'matrix_units{{\[}}0{{\]}}.fragments.a.ldmatrix': lane 0, i 1 (register 0) holds (0, 4), ldmatrix would load (0, 1) there (each register: 8 rows of 4 lanes, 4 consecutive bytes of k per lane)
; LDMATRIX-LAYOUT-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_min_chip_family.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=MIN-CHIP-FAMILY
; MIN-CHIP-FAMILY: error: {{.*}}bad_mu_min_chip_family.json: field 'matrix_units{{\[}}0{{\]}}.instructions{{\[}}0{{\]}}.min_chip': expected a chip of family nvptx (sm_...), got "gfx90a"
; MIN-CHIP-FAMILY-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_min_chip_newer.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=MIN-CHIP-NEWER
; MIN-CHIP-NEWER: error: {{.*}}bad_mu_min_chip_newer.json: field 'matrix_units{{\[}}0{{\]}}.instructions{{\[}}0{{\]}}.min_chip': sm_90 is newer than sm_80, a chip this file describes
; MIN-CHIP-NEWER-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_missing_fragment.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=MISSING-FRAGMENT
; MISSING-FRAGMENT: error: {{.*}}bad_mu_missing_fragment.json: missing field 'matrix_units{{\[}}0{{\]}}.fragments.b' (expected {"elements": N, "row": "formula", "col": "formula"})
; MISSING-FRAGMENT-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_no_fragments.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=NO-FRAGMENTS
; NO-FRAGMENTS: error: {{.*}}bad_mu_no_fragments.json: missing field 'matrix_units{{\[}}0{{\]}}.fragments' (expected {"a": ..., "b": ..., "c": ...})
; NO-FRAGMENTS-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_no_instructions.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=NO-INSTRUCTIONS
; NO-INSTRUCTIONS: error: {{.*}}bad_mu_no_instructions.json: field 'matrix_units{{\[}}0{{\]}}.fragments': given without "instructions"
; NO-INSTRUCTIONS-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_not_bijection.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=NOT-BIJECTION
; NOT-BIJECTION: error: {{.*}}bad_mu_not_bijection.json: field 'matrix_units{{\[}}0{{\]}}.fragments.a': lane 0, i 4 gives (0, 0), already held by lane 0, i 0 (not a bijection onto the 16 x 16 tile of A)
; NOT-BIJECTION-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_out_of_range.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=OUT-OF-RANGE
; OUT-OF-RANGE: error: {{.*}}bad_mu_out_of_range.json: field 'matrix_units{{\[}}0{{\]}}.fragments.c': lane 3, i 1 gives (0, 8), outside the 16 x 8 tile of C/D
; OUT-OF-RANGE-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_syntax.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=SYNTAX
; SYNTAX: error: {{.*}}bad_mu_syntax.json: field 'matrix_units{{\[}}0{{\]}}.fragments.a.col': "(lane%4)*2 + ": expected an integer, 'lane', 'i' or '(', got the end at column 14
; SYNTAX-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_type.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=TYPE
; TYPE: error: {{.*}}bad_mu_type.json: field 'matrix_units{{\[}}0{{\]}}.instructions{{\[}}0{{\]}}.b': unknown element type "f8" (expected f64, f32, tf32, s32, f16, bf16, s8, u8, e4m3 or e5m2)
; TYPE-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_type_not_listed.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=TYPE-NOT-LISTED
; TYPE-NOT-LISTED: error: {{.*}}bad_mu_type_not_listed.json: field 'matrix_units{{\[}}0{{\]}}.instructions{{\[}}0{{\]}}.a': type "tf32" is not among the unit's types "f16,bf16"
; TYPE-NOT-LISTED-NOT: Stack dump
; RUN: not %opt -disable-output -tilelang-target-desc=%S/Inputs/bad_mu_unknown_name.json \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=UNKNOWN-NAME
; UNKNOWN-NAME: error: {{.*}}bad_mu_unknown_name.json: field 'matrix_units{{\[}}0{{\]}}.fragments.a.row': "lane/4 + 8*((j/2)%2)": unknown name 'j' (a formula may use only 'lane' and 'i') at column 14
; UNKNOWN-NAME-NOT: Stack dump
