"""Launch records and resource reports, without any tool or GPU: parsing `!tilelang.launch` out of
textual IR, the grid EXPR language (exact values, wrap-around, signedness, casts), clamping
(a grid of 0 becomes 1), sidecars, ptxas's and llvm-readobj's reports, the GPU tolerance."""

from __future__ import annotations

import json

import numpy as np
import pytest

from tilelang_llvm import kernel as kmod
from tilelang_llvm import launch as L
from tilelang_llvm.kernel import Array, KernelSpec, Scalar
from tilelang_llvm.resources import parse_amdhsa_notes, parse_ptxas

M64 = 2**64


def rec_json(**over):
    d = {"kernel": "k", "block": [16, 16, 1], "grid": [1, 1, 1], "distribute": "block_wise",
         "shared_bytes": 0, "dynamic_shared_bytes": 0, "params": ["i32", "i32", "ptr"]}
    d.update(over)
    return d


def ir_escape(text: str) -> str:
    return "".join(c if 0x20 <= ord(c) < 0x7F and c not in '"\\' else f"\\{ord(c):02X}"
                   for c in text)


def module(*records, names=None) -> str:
    names = names or [r["kernel"] for r in records]
    body = "".join(f"define ptx_kernel void @{n}() {{\n  ret void\n}}\n" for n in dict.fromkeys(names))
    refs = ", ".join(f"!{i}" for i in range(len(records)))
    nodes = "".join(f'!{i} = !{{ptr @{n}, !"{ir_escape(json.dumps(r))}"}}\n'
                    for i, (n, r) in enumerate(zip(names, records)))
    return body + f"!tilelang.launch = !{{{refs}}}\n" + nodes


# --- EXPR ------------------------------------------------------------------------------------

@pytest.mark.parametrize("expr, args, want", [
    (7, [], 7),
    (-1, [], M64 - 1),
    (["param", 1], [5, 100], 100),
    (["add", 1, 2, 3], [], 6),
    (["mul", 3, ["param", 0]], [7], 21),
    (["add", M64 - 1, 2], [], 1),                               # wraps modulo 2^64
    (["udiv", ["add", ["zext", 32, ["param", 0]], 127], 128], [1000], 8),
    (["udiv", ["add", ["zext", 32, ["param", 0]], 127], 128], [0], 0),
    (["udiv", ["add", ["zext", 32, ["param", 0]], 127], 128], [-1], (2**32 - 1 + 127) // 128),
    (["sext", 32, ["param", 0]], [-5], M64 - 5),                  # -5 as a 64-bit pattern
    (["sext", 32, 0xFFFFFFFB], [], M64 - 5),
    (["zext", 32, ["param", 0]], [-5], 2**32 - 5),
    (["zext", 8, 0x1FF], [], 0xFF),
    (["trunc", 16, 0x12345], [], 0x2345),
    (["sdiv", -7, 2], [], M64 - 3),                              # truncates toward zero
    (["sdiv", 7, -2], [], M64 - 3),
    (["sdiv", -8, -2], [], 4),
    (["udiv", -8, 2], [], (M64 - 8) // 2),
    (["smax", -3, 2], [], 2),
    (["smin", -3, 2], [], M64 - 3),
    (["umax", -3, 2], [], M64 - 3),
    (["umin", -3, 2, 9], [], 2),
    (["smax", ["param", 0], 1], [-10], 1),
])
def test_eval_expr_exact(expr, args, want):
    assert L.eval_expr(expr, args) == want


@pytest.mark.parametrize("expr, fragment", [
    (["div", 1, 2], "unknown operation 'div'"),
    (["udiv", 1], "takes two operands"),
    (["param", 3], "no parameter 3"),
    (["zext", 65, 1], "bit width 65"),
    (["add"], "needs operands"),
    ("7", "not an integer or [OP, ...]"),
    (True, "not an expression"),
    (["udiv", 4, ["param", 0]], "divides by zero"),
])
def test_eval_expr_errors(expr, fragment):
    with pytest.raises(L.LaunchError, match=fragment.replace("[", r"\[")):
        L.eval_expr(expr, [0, 0])


def test_param_must_be_integer():
    with pytest.raises(L.LaunchError, match="not an integer"):
        L.eval_expr(["param", 0], [1.5])
    assert L.eval_expr(["param", 0], [np.int32(-2)]) == M64 - 2


def test_grid_clamped():
    assert L.clamp_grid([0, 0, 0]) == (1, 1, 1)                  # a grid of 0 is one block
    assert L.clamp_grid([M64 - 1, 5, 7]) == (1, 5, 7)            # negative (signed) -> 1
    assert L.clamp_grid([2**40, 70000, 2**33]) == (2**31 - 1, 65535, 65535)
    r = L.LaunchRecord.from_json(rec_json(grid=[
        ["udiv", ["add", ["zext", 32, ["param", 1]], 63], 64],
        ["udiv", ["add", ["zext", 32, ["param", 0]], 63], 64], ["umin", ["param", 0], 3]]))
    assert r.grid_for([100, 1000, 0]) == (16, 2, 3)
    assert r.grid_for([0, 0, 0]) == (1, 1, 1)
    assert r.grid_for([2**22, 1, 0]) == (1, 65535, 3)
    assert r.grid_values([0, 0, 0]) == [0, 0, 0]
    with pytest.raises(L.LaunchError, match="takes 3 parameters, 2 arguments"):
        r.grid_for([1, 2])


# --- records in IR ---------------------------------------------------------------------------

def test_parse_ir_records_in_order():
    a = rec_json(kernel="gemm", grid=[["udiv", ["add", ["zext", 32, ["param", 1]], 63], 64], 1, 1])
    b = rec_json(kernel="k2", block=[128, 1, 1], distribute="round_robin", shared_bytes=20480,
                 dynamic_shared_bytes=65536, params=["i64", "float", "double", "ptr"],
                 extra_field={"x": 1})
    recs = L.parse_ir(module(a, b))
    assert [r.kernel for r in recs] == ["gemm", "k2"]
    assert recs[0].block == (16, 16, 1) and recs[0].grid == a["grid"]
    assert recs[1].distribute == "round_robin" and recs[1].shared_bytes == 20480
    assert recs[1].dynamic_shared_bytes == 65536 and recs[1].params == b["params"]
    assert recs[1].extra == {"extra_field": {"x": 1}}
    assert recs[1].to_json()["extra_field"] == {"x": 1}
    assert "grid (((zext32(p1) + 63) u/ 64), 1, 1)" in recs[0].describe()


def test_parse_ir_without_records():
    assert L.parse_ir("define void @f() {\n  ret void\n}\n") == []


def test_parse_ir_quoted_symbol_addrspace_and_distinct():
    r = rec_json(kernel="my kernel")
    ir = ('!tilelang.launch = !{!7}\n'
          f'!7 = distinct !{{ptr addrspace(0) @"my kernel", !"{ir_escape(json.dumps(r))}"}}\n')
    assert L.parse_ir(ir)[0].kernel == "my kernel"


def test_unescape():
    assert L.unescape_ir_string(r"a\22b\5Cc\\d\0Ae") == 'a"b\\c\\d\ne'


@pytest.mark.parametrize("mutate, fragment", [
    (lambda r: r.pop("grid"), "no 'grid' field"),
    (lambda r: r.update(block=[0, 1, 1]), "'block' must be 3 positive integers"),
    (lambda r: r.update(block=[64, 32, 1]), "more than 1024 threads"),
    (lambda r: r.update(grid=[1, 1]), "'grid' must be 3 expressions"),
    (lambda r: r.update(params=["i16"]), "'params' must be a list of"),
    (lambda r: r.update(distribute="cyclic"), "'distribute' is 'cyclic'"),
    (lambda r: r.update(shared_bytes=-1), "'shared_bytes' must be a non-negative integer"),
    (lambda r: r.update(grid=[["param", 5], 1, 1]), "grid.x: .* no parameter 5"),
])
def test_bad_records(mutate, fragment):
    r = rec_json()
    mutate(r)
    with pytest.raises(L.LaunchError, match=fragment):
        L.parse_ir(module(r))


def test_record_names_other_kernel_and_bad_json():
    with pytest.raises(L.LaunchError, match="attached to @f but names kernel 'k'"):
        L.parse_ir(module(rec_json(), names=["f"]))
    bad = 'define void @f() {\n ret void\n}\n!tilelang.launch = !{!0}\n!0 = !{ptr @f, !"{\\22kernel"}\n'
    with pytest.raises(L.LaunchError, match="is not JSON"):
        L.parse_ir(bad)
    with pytest.raises(L.LaunchError, match="names !3, which is not defined"):
        L.parse_ir("!tilelang.launch = !{!3}\n")
    with pytest.raises(L.LaunchError, match="is not !{ptr @kernel"):
        L.parse_ir('!tilelang.launch = !{!0}\n!0 = !{i32 1}\n')


def test_find_record():
    recs = L.parse_ir(module(rec_json(kernel="_Z4gemmiiiPKfS0_Pf"), rec_json(kernel="vadd")))
    assert L.find_record(recs, "vadd").kernel == "vadd"
    assert L.find_record(recs, "gemm").kernel == "_Z4gemmiiiPKfS0_Pf"  # C++ mangled
    with pytest.raises(L.LaunchError, match="no launch record for 'nope'"):
        L.find_record(recs, "nope")
    with pytest.raises(L.LaunchError, match="no function was mapped to a GPU kernel"):
        L.find_record([], "gemm")


def test_sidecar_round_trip(tmp_path):
    recs = L.parse_ir(module(rec_json(kernel="a"), rec_json(kernel="b", dynamic_shared_bytes=4)))
    p = L.write_sidecar(tmp_path / "x.launch.json", recs, target="sm_90", files={"ptx": "x.ptx"})
    back, info = L.read_sidecar(p)
    assert [r.to_json() for r in back] == [r.to_json() for r in recs]
    assert info == {"target": "sm_90", "files": {"ptx": "x.ptx"}}
    (tmp_path / "bad.json").write_text("{")
    with pytest.raises(L.LaunchError, match="not JSON"):
        L.read_sidecar(tmp_path / "bad.json")


# --- resource reports ------------------------------------------------------------------------

PTXAS = """ptxas info    : 0 bytes gmem
ptxas info    : Function properties for devfn
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Compiling entry function 'gemm' for 'sm_90'
ptxas info    : Function properties for gemm
    24 bytes stack frame, 8 bytes spill stores, 12 bytes spill loads
ptxas info    : Used 40 registers, used 1 barriers, 8448 bytes smem, 384 bytes cmem[0]
ptxas info    : Compile time = 3.2 ms
ptxas info    : Compiling entry function 'vadd' for 'sm_90'
ptxas info    : Function properties for vadd
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 18 registers, 384 bytes cmem[0]
"""


def test_parse_ptxas():
    fs = {f.name: f for f in parse_ptxas(PTXAS)}
    assert list(fs) == ["devfn", "gemm", "vadd"]
    g = fs["gemm"]
    assert (g.entry, g.registers, g.barriers, g.shared_bytes, g.cmem_bytes) == (True, 40, 1, 8448, 384)
    assert (g.stack_frame, g.spill_stores, g.spill_loads, g.spills) == (24, 8, 12, 20)
    assert (fs["vadd"].registers, fs["vadd"].shared_bytes, fs["vadd"].barriers) == (18, 0, 0)
    assert fs["devfn"].entry is False and fs["devfn"].registers is None
    assert "gemm (kernel): 40 registers, 8448 B shared, 1 barriers, 8 B spill stores" in g.describe()


NOTES = """AMDGPU Metadata: ---
amdhsa.kernels:
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .name:           A
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 4224
    .name:           transpose
    .private_segment_fixed_size: 16
    .sgpr_count:     42
    .sgpr_spill_count: 1
    .symbol:         transpose.kd
    .vgpr_count:     19
    .vgpr_spill_count: 2
  - .agpr_count:     0
    .group_segment_fixed_size: 0
    .name:           vadd
    .sgpr_count:     50
    .vgpr_count:     34
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
"""


def test_parse_amdhsa_notes():
    ks = parse_amdhsa_notes(NOTES)
    assert [k.name for k in ks] == ["transpose", "vadd"]
    t = ks[0]
    assert (t.shared_bytes, t.vgprs, t.sgprs, t.agprs, t.vgpr_spills, t.sgpr_spills,
            t.stack_frame) == (4224, 19, 42, 4, 2, 1, 16)
    assert (ks[1].shared_bytes, ks[1].vgprs, ks[1].sgprs) == (0, 34, 50)
    assert "4224 B LDS, 19 VGPR, 42 SGPR, 4 AGPR" in t.describe()
    assert parse_amdhsa_notes("no metadata") == []


# --- GPU tolerance ---------------------------------------------------------------------------

def _spec(**kw):
    return KernelSpec(name="g", params=[Scalar("M"), Scalar("K"), Array("A", "float32", ("M", "K")),
                                        Array("C", "float32", ("M",), intent="out")],
                      sizes={"M": 4, "K": 8}, **kw)


def test_gpu_tolerance_rule():
    eps = float(np.finfo(np.float32).eps)
    assert kmod.gpu_tolerance(_spec(rtol=1e-5, reduction="K"), {"M": 4, "K": 1000}) == (1e-4, 1000 * eps)
    assert kmod.gpu_tolerance(_spec(rtol=1e-3, reduction="K"), {"M": 4, "K": 10})[0] == 1e-3
    # no reduction given: flops / (2 x outputs) = 2*M*K / (2*M) = K
    assert kmod.gpu_tolerance(_spec(flops="2*M*K"), {"M": 4, "K": 300})[1] == 300 * eps
    assert kmod.gpu_tolerance(_spec(), {"M": 4, "K": 300})[1] == eps  # no flops: R = 1
    assert kmod.gpu_tolerance(_spec(rtol=0), {"M": 4, "K": 300}) == (0.0, 0.0)


def test_compare_absolute_floor():
    want = np.array([1e-9, -2e-9], dtype=np.float32)
    got = want + np.float32(1e-7)
    assert not kmod.compare("C", got, want, 1e-4).ok            # relative to 2e-9: huge
    r = kmod.compare("C", got, want, 1e-4, atol=1e-6)
    assert r.ok and "max abs err" in r.describe() and "floor 1e-06" in r.describe()
    assert not kmod.compare("C", got, want, 1e-4, atol=1e-8).ok


def test_describe_names_parameters_by_their_source_names():
    """A record with ``param_names`` (tilelang-map writes the front end's names) prints its grid
    in them; an empty or missing name, or no list, falls back to ``pI``."""
    grid = [["udiv", ["add", ["zext", 32, ["smax", 0, ["param", 1]]], 127], 128],
            ["udiv", ["add", ["param", 0], 63], 64], 1]
    rec = L.LaunchRecord.from_json({"kernel": "k", "block": [16, 16, 1], "grid": grid,
                                    "params": ["i32", "i32", "ptr"],
                                    "param_names": ["", "N", "A"]})
    assert rec.describe() == ("k: block 16x16x1, grid (((zext32(smax(0, N)) + 127) u/ 128), "
                              "((p0 + 63) u/ 64), 1), 0 B shared, block_wise")
    assert rec.to_json()["param_names"] == ["", "N", "A"]
    assert L.format_expr(["param", 1]) == "p1"
    assert L.format_expr(["param", 5], ["M", "N"]) == "p5"


def test_describe_says_the_kernel_has_a_fallback():
    """``alias_check`` (tilelang-map, lib/map/MapFallback.cpp) and ``subscript_check`` are kept
    as they are and printed at the end of the line `compile` and `run` show."""
    base = {"kernel": "k", "block": [16, 16, 1], "grid": [1, 1, 1], "params": ["ptr", "ptr"]}
    rec = L.LaunchRecord.from_json({**base, "alias_check": [["A", "C"], ["B", "C"]]})
    assert rec.describe() == ("k: block 16x16x1, grid (1, 1, 1), 0 B shared, block_wise; "
                              "alias check: A/C, B/C (sequential fallback in one thread when it "
                              "fails)")
    assert rec.to_json()["alias_check"] == [["A", "C"], ["B", "C"]]
    rows = L.LaunchRecord.from_json({**base, "subscript_check": ["subscript 2 of 'C'"]})
    assert rows.fallback_text() == ("; subscript check: 1 bound (sequential fallback in one "
                                    "thread when it fails)")
    assert L.LaunchRecord.from_json(base).fallback_text() == ""
