"""The demo (``make demo``, ``python -m tilelang_llvm.demo``): GEMM on the host, end to end.

1. compile ``examples/gemm.cpp`` with both plugins, keeping every stage in ``build/demo/``;
2. run ``gemm`` at M=N=K=1024 on random inputs and check it against NumPy;
3. benchmark it: clang -O3 (untiled), clang -O3 -mllvm -polly, tilelang, NumPy's BLAS on one
   thread -- GFLOP/s and speed-ups in one table.

Options: ``--size N`` (M=N=K, default 1024), ``--repeat R`` (default 3), ``--variants``,
``--json FILE``. Exit status as for ``tilelang-llvm``: 0 when everything built and checked.
"""

from __future__ import annotations

import argparse
import sys

from rich.markup import escape
from typing import Sequence

from . import bench, compile as compile_mod, host, toolchain
from .cli import PROG, _print_diag, _stderr_console, _stdout_console
from .errors import TileLangError

GEMM = toolchain.REPO_ROOT / "examples" / "gemm.cpp"
KEEP = toolchain.REPO_ROOT / "build" / "demo"


def demo(size: int = 1024, repeat: int = 3, variants: Sequence[str] = bench.DEFAULT_VARIANTS,
         json_path: str | None = None) -> int:
    """Run the three steps above at M=N=K=``size``; returns the exit status. Raises
    TileLangError for what stops it (missing plugins: run ``make build``)."""
    out = _stdout_console()
    err = _stderr_console()
    if not GEMM.is_file():
        raise TileLangError(f"{GEMM}: no such file (the demo kernel)")
    out.rule("[bold]TileLang-LLVM demo: GEMM on the host")
    out.print(f"toolchain: {toolchain.clang_version()} ({toolchain.llvm_bin_dir()})")
    out.print(f"plugins:   {toolchain.plugins().passes.parent}")

    out.rule("1. compile")
    with err.status("compiling examples/gemm.cpp (ir, asm, obj)"):
        res = compile_mod.compile_kernel(GEMM, emit=("ir", "asm", "obj"), keep=KEEP)
    _print_diag(res.diagnostics)
    for kind, path in res.outputs.items():
        out.print(f"  {kind:8} {path}", markup=False)

    sizes = {"M": size, "N": size, "K": size}
    out.rule(f"2. run and check at M=N=K={size}")
    with err.status("compiling, JIT-compiling and running gemm"):
        run = host.run_kernel(GEMM, "gemm", sizes)
    out.print("  " + run.summary(), markup=False)

    out.rule("3. benchmark")
    if "polly" in variants:
        out.print("  (Polly's GEMM pattern optimisation takes tens of seconds to compile)")
    with err.status("bench") as status:
        rep = bench.bench_kernel(GEMM, "gemm", sizes, repeat=repeat, variants=variants,
                                 progress=lambda m: status.update(m),
                                 diagnostics=lambda label, text: _print_diag(text))
    out.print(bench.render_table(rep))
    for line in bench.failure_lines(rep):
        out.print(f"[red]FAILED[/red] {escape(line)}")
    if json_path:
        bench.write_json(rep, json_path)
        out.print(f"json: {json_path}", markup=False)
    ok = run.ok and rep.ok
    out.print("[green]demo passed[/green]" if ok else "[red]demo FAILED[/red]")
    return 0 if ok else 1


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m tilelang_llvm.demo``."""
    ap = argparse.ArgumentParser(prog="python -m tilelang_llvm.demo", description=__doc__.split("\n")[0])
    ap.add_argument("--size", type=int, default=1024, help="M = N = K (default 1024)")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per variant (default 3)")
    ap.add_argument("--variants", default=",".join(bench.DEFAULT_VARIANTS),
                    help="comma list of clang, polly, tilelang, numpy")
    ap.add_argument("--json", metavar="FILE", help="also write the bench results as JSON")
    args = ap.parse_args(argv)
    try:
        return demo(args.size, args.repeat, bench.parse_variants(args.variants), args.json)
    except TileLangError as exc:
        _print_diag(exc.detail)
        print(f"{PROG}: error: {exc.message}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
