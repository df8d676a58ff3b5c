"""benchmarks/matrix_units/ncu_ldmatrix.py, offline: the metric names picked from an
``ncu --query-metrics`` listing, the ncu CSV read per kernel, and the predicted-vs-measured
table of the ldmatrix / cp.async banks (fabricated ncu output; the predictions in the format
tilelang-sram-bank writes with -tilelang-sram-bank-report)."""
import importlib.util
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "matrix_units" / "ncu_ldmatrix.py"


def load():
    spec = importlib.util.spec_from_file_location("ncu_ldmatrix", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


QUERY = """\
Device NVIDIA H200 (GH100)
------------------------------------------------------------------------- ------------------
Metric Name                                                                Metric Description
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld                       # of data bank conflicts
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldsm                     # of data bank conflicts for LDSM
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld                           # of wavefronts
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldsm                         # of wavefronts for LDSM
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldgsts                       # of wavefronts for LDGSTS
smsp__sass_inst_executed_op_ldsm                                           # of LDSM
smsp__sass_inst_executed_op_ldgsts                                         # of LDGSTS
smsp__inst_executed_op_shared_ld                                           # of shared loads
"""

HEADER = ('"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream",'
          '"Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit",'
          '"Metric Value"')


def csv_rows(values, kernel="gemm_f16"):
    rows = ["==PROF== Connected to process 508", HEADER]
    for name, v in values.items():
        rows.append(f'"0","508","python3.12","127.0.0.1","{kernel}","1","7","(16, 16, 1)",'
                    f'"(8, 8, 1)","0","9.0","Command line profiler metrics","{name}","","{v}"')
    return "\n".join(rows) + "\n"


def access(kind, buffer, wf, conflicts=0, known=True, function="gemm_f16"):
    a = {"function": function, "chip": "sm_90", "kind": kind, "buffer": buffer,
         "instruction": ("ldmatrix.sync.aligned.m8n8.x4.shared.b16" if kind == "ldmatrix"
                         else "cp.async.cg.shared.global.16"),
         "width": 16, "write": kind == "cp.async", "known": known}
    if known:
        a.update(wavefronts=wf, conflicts=conflicts, phases=4)
    return json.dumps(a)


def test_metrics_picked_from_the_listing():
    m = load()
    chosen, related = m.pick_metrics(QUERY)
    assert chosen[("ldsm", "inst")] == "smsp__sass_inst_executed_op_ldsm.sum"
    assert chosen[("ldsm", "wavefronts")] == "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldsm.sum"
    assert chosen[("ldsm", "conflicts")] == "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldsm.sum"
    assert chosen[("ldgsts", "wavefronts")].endswith("op_ldgsts.sum")
    assert ("ldgsts", "conflicts") not in chosen  # not listed: not asked for
    assert "smsp__sass_inst_executed_op_ldgsts" in related
    assert ("shared", "smsp__inst_executed_op_shared_ld") in chosen


def test_table_matches_and_mismatches(capsys, tmp_path):
    m = load()
    banks = "\n".join([access("ldmatrix", "tilelang_$_mma_$_A", 4)] * 8
                      + [access("ldmatrix", "tilelang_$_mma_$_B", 4)] * 4
                      + [access("cp.async", "tilelang_$_mma_$_A", 4)] * 12
                      + [access("ldmatrix", "X", 4, function="other")]) + "\n"
    (tmp_path / "banks.jsonl").write_text(banks)
    ncu = {"smsp__sass_inst_executed_op_ldsm.sum": "98,304",
           "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldsm.sum": "393216",
           "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldsm.sum": "0",
           "smsp__sass_inst_executed_op_ldgsts.sum": "49152",
           "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum": "196608",
           "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum": "12"}
    (tmp_path / "ncu.csv").write_text(csv_rows(ncu) + csv_rows({"x": "1"}, kernel="other"))
    rc = m.main(["compare", str(tmp_path / "banks.jsonl"), str(tmp_path / "ncu.csv")])
    out = capsys.readouterr().out
    assert rc == 0, out
    lines = [l.split() for l in out.splitlines()]
    a_ld = next(l for l in lines if l[:2] == ["tilelang_$_mma_$_A", "ldmatrix.sync.aligned.m8n8.x4.shared.b16"])
    assert a_ld[2:] == ["8", "4", "0", "98304", "4", "0", "match"]
    cp = next(l for l in lines if l[1] == "cp.async.cg.shared.global.16")
    assert cp[2:] == ["12", "4", "0", "49152", "4", "-", "match"]
    assert not any(l and l[0] == "X" for l in lines)  # another function's access
    assert "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum = 12" in out

    # Twice the wavefronts measured: a mismatch, exit 1.
    ncu["l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldsm.sum"] = "786432"
    (tmp_path / "ncu.csv").write_text(csv_rows(ncu))
    rc = m.main(["compare", str(tmp_path / "banks.jsonl"), str(tmp_path / "ncu.csv")])
    out = capsys.readouterr().out
    assert rc == 1 and out.count("MISMATCH") == 2


def test_unknown_and_unmeasured_are_not_matches(tmp_path):
    m = load()
    groups = m.read_banks(access("ldmatrix", "A", None, known=False) + "\n"
                          + access("cp.async", "B", 4), "gemm_f16")
    rows, ok = m.compare(groups, {}, {})
    assert not ok
    verdicts = {r[0]: r[-1] for r in rows[1:]}
    assert verdicts == {"A": "1 unknown", "B": "not measured"}
