"""Predicted vs measured shared-memory wavefronts of the matrix lowering's ldmatrix reads and
cp.async writes (examples/gemm_f16.cpp, compute(tensor_core)).

The prediction is tilelang-sram-bank's (lib/sram-bank: an ldmatrix.xN is N phases, one per 8 x 8
matrix whose 8 row addresses come from lanes 8j..8j+7; a cp.async ... 16 is a 16-byte store per
lane), written at compile time with ``-mllvm -tilelang-sram-bank-report=FILE`` by the same
compile that made the cubin and shipped with the artefacts. The measurement is Nsight Compute's
(``ncu``) per kernel: the SASS instructions LDSM (ldmatrix) and LDGSTS (cp.async) and the
shared-memory wavefronts and bank conflicts of each. ncu counts per kernel, not per buffer, so
each buffer's prediction is compared with the measured wavefronts per instruction of its kind
(for gemm_f16 every access of a kind predicts the same number, so the comparison is exact).

    python3 ncu_ldmatrix.py metrics QUERY.txt            the metric names to collect (from
                                                         ``ncu --query-metrics`` output)
    python3 ncu_ldmatrix.py compare BANKS.jsonl NCU.csv  the table (exit 1 on a mismatch)

``ncu_ldmatrix.sh`` runs them (``build`` here, ``run`` on the GPU machine).

The metric names are looked up in the machine's ``ncu --query-metrics`` list rather than fixed
here: Nsight Compute's names for LDSM (``..._op_ldsm``) and LDGSTS (``..._op_ldgsts``) were not
checked against an installed ncu when this was written (no GPU in that session); the names
that are known to work on the H200 for ld/st.shared (HARDWARE.md, benchmarks/sram-bank) are
collected too.
"""
from __future__ import annotations

import csv
import io
import json
import re
import sys
from collections import defaultdict

#: Instruction kinds: the sram-bank report's "kind" -> the ncu operation suffix.
KINDS = {"ldmatrix": "ldsm", "cp.async": "ldgsts"}
#: Per operation OP: (role, metric base name patterns tried in order).
#: ncu 2025.3 on the H200 lists sm__sass_inst_executed_op_ldsm / _ldgsts,
#: sm__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldgsts and
#: l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts, but no LDSM-specific wavefront or
#: conflict counter: for ldsm the shared-load counters (op_ld) are used, exact for a kernel
#: whose only shared loads are ldmatrix (gemm_f16's; its edge copies only store).
ROLES = (
    ("inst", ("sm__sass_inst_executed_op_{op}", "smsp__sass_inst_executed_op_{op}",
              "smsp__inst_executed_op_{op}")),
    ("wavefronts", ("sm__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_{op}",
                    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_{op}",
                    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld#ldsm")),
    ("conflicts", ("sm__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_{op}",
                   "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_{op}",
                   "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld#ldsm")),
)


def _name(pattern: str, op: str) -> str | None:
    """The metric a ROLES pattern names for ``op`` ("NAME#OP": only for that op)."""
    name, _, only = pattern.partition("#")
    return None if only and only != op else name.format(op=op)
#: Read on this project's H200 (HARDWARE.md): plain ld/st.shared, for context.
KNOWN = ("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld",
         "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st",
         "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld",
         "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st",
         "smsp__inst_executed_op_shared_ld", "smsp__inst_executed_op_shared_st")
TOLERANCE = 0.02  # relative, as benchmarks/sram-bank/driver.py


def pick_metrics(query_text: str) -> tuple[dict[tuple[str, str], str], list[str]]:
    """From ``ncu --query-metrics`` output: {(op, role): "name.sum"} for the names it lists,
    and every listed name that mentions ldsm or ldgsts (printed for whoever reads the log)."""
    names = set()
    for line in query_text.splitlines():
        # Plain (`name  type ...`) or --csv (`"name","type",...`) listings.
        tok = re.split(r"[\s,]+", line.strip().replace('"', " ").strip())
        if tok and re.fullmatch(r"[a-z0-9_]+__[a-z0-9_]+", tok[0]):
            names.add(tok[0])
    chosen: dict[tuple[str, str], str] = {}
    for op in KINDS.values():
        for role, patterns in ROLES:
            for p in patterns:
                if (n := _name(p, op)) and n in names:
                    chosen[(op, role)] = n + ".sum"
                    break
    for n in KNOWN:
        if n in names:
            chosen[("shared", n)] = n + ".sum"
    related = sorted(n for n in names if "ldsm" in n or "ldgsts" in n)
    return chosen, related


def read_ncu_csv(text: str) -> dict[str, dict[str, float]]:
    """``ncu --csv --print-units base`` output -> {kernel: {metric: value summed over its
    launches}}. Lines before the header (==PROF== ...) are skipped."""
    lines = text.splitlines()
    start = next((i for i, l in enumerate(lines) if l.startswith('"ID"')), None)
    if start is None:
        raise ValueError("no ncu CSV header (\"ID\",...) in the file")
    out: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for row in csv.DictReader(io.StringIO("\n".join(lines[start:]))):
        name = row.get("Metric Name")
        value = (row.get("Metric Value") or "").replace(",", "")
        if not name or value in ("", "n/a", "Metric Value"):  # a repeated header too
            continue
        kernel = row["Kernel Name"].split("(")[0].strip()
        out[kernel][name] += float(value)
    return {k: dict(v) for k, v in out.items()}


def read_banks(text: str, function: str) -> dict[tuple[str, str], list[dict]]:
    """The sram-bank JSON lines of ``function`` -> {(buffer, kind): [accesses]} for the
    ldmatrix and cp.async accesses."""
    groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for line in text.splitlines():
        if not line.strip():
            continue
        a = json.loads(line)
        if a.get("function") == function and a.get("kind") in KINDS:
            groups[(a["buffer"], a["kind"])].append(a)
    return dict(groups)


def compare(banks: dict[tuple[str, str], list[dict]], measured: dict[str, float],
            metric_of: dict[tuple[str, str], str]) -> tuple[list[list[str]], bool]:
    """Rows of the table and whether every known prediction matches."""
    rows = [["buffer", "instruction", "accesses", "predicted wf/inst", "predicted conflicts/inst",
             "measured inst", "measured wf/inst", "measured conflicts/inst", "verdict"]]
    ok = True
    for (buf, kind), accs in sorted(banks.items()):
        op = KINDS[kind]
        known = [a for a in accs if a.get("known")]
        pred = sorted({a["wavefronts"] for a in known})
        conf = sorted({a["conflicts"] for a in known})
        inst = measured.get(metric_of.get((op, "inst"), "?"))
        wf = measured.get(metric_of.get((op, "wavefronts"), "?"))
        cf = measured.get(metric_of.get((op, "conflicts"), "?"))
        m_wf = wf / inst if inst and wf is not None else None
        m_cf = cf / inst if inst and cf is not None else None
        if len(known) < len(accs):
            verdict = f"{len(accs) - len(known)} unknown"
            ok = False
        elif m_wf is None:
            verdict = "not measured"
            ok = False
        elif pred[0] * (1 - TOLERANCE) <= m_wf <= pred[-1] * (1 + TOLERANCE):
            verdict = "match" if len(pred) == 1 else "within the predicted range"
        else:
            verdict = "MISMATCH"
            ok = False
        fmt = lambda v: "-" if v is None else f"{v:.3f}".rstrip("0").rstrip(".")
        span = lambda vs: "-" if not vs else (fmt(vs[0]) if len(vs) == 1
                                              else f"{fmt(vs[0])}..{fmt(vs[-1])}")
        rows.append([buf, accs[0]["instruction"], str(len(accs)), span(pred), span(conf),
                     fmt(inst), fmt(m_wf), fmt(m_cf), verdict])
    return rows, ok


def render(rows: list[list[str]]) -> str:
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w[i]) for i, c in enumerate(r)).rstrip() for r in rows]
    lines.insert(1, "  ".join("-" * x for x in w))
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "metrics":
        chosen, related = pick_metrics(open(argv[1]).read())
        for n in related:
            print(f"# listed: {n}", file=sys.stderr)
        for (op, role) in sorted(chosen):
            if op != "shared":
                print(f"# {op} {role}: {chosen[(op, role)]}", file=sys.stderr)
        print(",".join(sorted(set(chosen.values()))))
        return 0 if chosen else 1
    if len(argv) in (3, 4) and argv[0] == "compare":
        kernel = argv[3] if len(argv) == 4 else "gemm_f16"
        banks = read_banks(open(argv[1]).read(), kernel)
        per_kernel = read_ncu_csv(open(argv[2]).read())
        measured = per_kernel.get(kernel, {})
        names = set(measured)
        metric_of: dict[tuple[str, str], str] = {}
        for op in KINDS.values():
            for role, patterns in ROLES:
                for p in patterns:
                    if (n := _name(p, op)) and n + ".sum" in names:
                        metric_of[(op, role)] = n + ".sum"
                        break
        rows, ok = compare(banks, measured, metric_of)
        print(f"kernel {kernel}: predicted (tilelang-sram-bank) vs measured (ncu), wavefronts "
              f"per warp-level instruction")
        print(render(rows))
        for n in KNOWN:
            if n + ".sum" in measured:
                print(f"  {n}.sum = {measured[n + '.sum']:g}")
        if not banks:
            print(f"no ldmatrix / cp.async accesses of {kernel} in {argv[1]}")
            return 1
        return 0 if ok else 1
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
