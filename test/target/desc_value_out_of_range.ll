; A description figure beyond 32 bits is refused with the file and the field (regression: a bank
; count of 2^32 passed the loader, was truncated to 0 and crashed the bank model with SIGFPE).
; RUN: %python -c "import json,sys; d=json.load(open(sys.argv[1])); d['scratchpad']['banks']['value']=4294967296; json.dump(d, open(sys.argv[2],'w'))" %S/../../targets/sm_90.json %t.json
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   not %opt -disable-output -tilelang-target-desc=%t.json -passes='tilelang-directives,print<tilelang-target>' 2>&1 | FileCheck %s
; CHECK: error: {{.*}}.json: field 'scratchpad.banks.value': expected an integer from 1 to 4294967295, got 4294967296
