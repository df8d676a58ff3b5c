; A broken file among the descriptions of TILELANG_TARGETS_DIR is an error for every chip, not a
; file silently skipped (regression: a broken t4.json was skipped and sm_80's limits were used).
; RUN: rm -rf %t.dir && mkdir %t.dir && cp %S/../../targets/*.json %t.dir/
; RUN: %python -c "import json,sys; d=json.load(open(sys.argv[1])); d['name']='t4'; d['cpus']=['sm_75']; d['compute_units']=40; json.dump(d, open(sys.argv[2],'w'))" %S/../../targets/sm_80.json %t.dir/t4.json
; RUN: llvm-extract --keep-const-init --func=i8_limit %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   env TILELANG_TARGETS_DIR=%t.dir not %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,tilelang-target-check' 2>&1 | FileCheck %s
; CHECK: error: {{.*}}t4.json: field 'compute_units': expected
