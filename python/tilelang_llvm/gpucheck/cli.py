"""The command line: ``python -m tilelang_llvm.gpucheck {run,kernel,bench,build}``.

``run`` (on the GPU machine, called by ``scripts/gpu-check.sh``): :func:`.run.run_check`;
``kernel`` and ``bench``: the worker processes :mod:`.run` starts (:mod:`.worker`); ``build``
(here): :func:`.build.build_artefacts`, the same as ``tilelang-llvm gpu-artefacts``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence

from ..errors import TileLangError
from .build import build_artefacts, describe_manifest
from .run import run_check
from .sizes import DEFAULT_BUDGET, parse_size_sets
from .worker import worker_bench, worker_kernel




def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tilelang_llvm.gpucheck",
                                 description="The one-call GPU check (see the module docstring).")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="on the GPU machine: everything, into OUT")
    r.add_argument("artefacts")
    r.add_argument("out")
    r.add_argument("--budget", type=float, default=DEFAULT_BUDGET,
                   help="seconds after which no new work starts (default 480)")
    r.add_argument("--seed", type=int, default=0)
    r.add_argument("--no-sanitizers", dest="sanitizers", action="store_false")
    r.add_argument("--no-benches", dest="benches", action="store_false")
    r.add_argument("--only", default="", help="comma list of kernel names")
    r.add_argument("--bench-div", type=int, default=1,
                   help="divide every bench size by this (a quick dry run)")
    for name in ("kernel", "bench"):
        w = sub.add_parser(name, help=f"worker: {name} one kernel")
        w.add_argument("artefacts")
        w.add_argument("--source", required=True)
        w.add_argument("--kernel", required=True)
        w.add_argument("--sizes", required=True)
        w.add_argument("--seed", type=int, default=0)
        w.add_argument("--json", required=True)
    b = sub.add_parser("build", help="here: compile the artefacts (= tilelang-llvm gpu-artefacts)")
    b.add_argument("sources", nargs="*")
    b.add_argument("--target", default="sm_90")
    b.add_argument("--out-dir", default="gpu-artefacts")
    args = ap.parse_args(argv)
    try:
        if args.cmd == "run":
            only = [x.strip() for x in args.only.split(",") if x.strip()]
            return run_check(args.artefacts, args.out, budget=args.budget, seed=args.seed,
                             sanitizers=args.sanitizers, benches=args.benches, only=only,
                             bench_div=args.bench_div)
        if args.cmd == "kernel":
            return worker_kernel(Path(args.artefacts).resolve(), args.source, args.kernel,
                                 parse_size_sets(args.sizes), args.seed, Path(args.json))
        if args.cmd == "bench":
            sets = parse_size_sets(args.sizes)
            return worker_bench(Path(args.artefacts).resolve(), args.source, args.kernel,
                                sets[0] if sets else {}, args.seed, Path(args.json))
        man = build_artefacts(args.sources or None, target=args.target, out_dir=args.out_dir,
                              progress=lambda m: print(m, file=sys.stderr))
        print(describe_manifest(man))
        return 0
    except TileLangError as exc:
        print(f"gpucheck: error: {exc.message}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
