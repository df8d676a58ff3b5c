"""Run the GPU kernels tilelang makes on the host, to check what the passes produce without a GPU.

A source is compiled for an NVPTX or AMDGPU target up to the end of the plugin's passes (clang
-O2 with the front-end plugin, then ``opt`` with tilelang-directives, -target-check, -tile,
-map, -promote and -layout, as at PipelineStartEP), the module is retargeted to x86-64 (data
layout and triple, kernel calling conventions and target attributes dropped, address spaces 1
and 3 made the host's) and the GPU primitives are renamed to the stand-ins of
``gpu_emulator_rt.c``:

- each GPU thread is a pthread with its thread and block ids in thread-local storage;
- the threads of a block run together, and the block barrier (``bar.sync`` / ``s_barrier``) is a
  real barrier; a barrier that a thread of the block can no longer reach (it exited) or that is
  not complete within 20 s fails the launch;
- blocks run one after the other: the shared buffers (``@tilelang.X``) are module globals,
  filled with 0xFF (NaN) before each block, so a read of an element no thread wrote shows up;
  a cooperative kernel (grid barriers) runs all its blocks at once, with one block when it also
  has shared buffers (its grid-stride loops cover every tile);
- the output arrays are poisoned (0xFF) before the launch, as gpurun does on the GPU
  (:func:`tilelang_llvm.kernel.poison_outputs`);
- ``cp.async`` (every form: ``.ca`` 4/8/16 and ``.cg`` 16, with or without the src-size
  operand, whose missing bytes are zero-filled) is deferred to the latest point the PTX ISA
  allows (9.7.9.25): the ``cp.async.wait_group N`` / ``wait_all`` of the issuing thread that
  covers its commit group, or the thread's exit. A kernel that reads a copy's destination
  without that wait reads the shared buffers' poison.

Warp-collective matrix instructions (:data:`MATRIX_INTRINSICS`) run with their documented
per-lane semantics. The warp is 32 consecutive linear thread ids on NVPTX and the wavefront 64
on AMDGPU (wave64, from the module's triple). Each such intrinsic is renamed to an internal IR
function of the same signature (:func:`lower_matrix`) that packs its operands into a stack
buffer and calls the runtime with two pointers (no C ABI for ``<2 x half>`` or struct returns is
involved); the runtime's warp exchange deposits every lane's operands in a per-warp slot, waits
at a warp barrier, lets each lane compute its own result from all slots, and waits again. A
warp-collective instruction reached by a partial warp (a block size not a multiple of the
warp), or while a lane of the warp has exited, fails the launch. Executed:

- ``llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1/x2/x4[.trans].b16`` (PTX ISA 9.7.14.5.15): lanes
  8i..8i+7 give matrix i's eight 16-byte row addresses (16-byte alignment checked); lane l gets
  row l/4, columns 2(l%4) and 2(l%4)+1 of each matrix (``.trans``: that of the transpose);
- ``llvm.nvvm.mma.m16n8k16.row.col.f32.f32`` (f16) and ``.bf16``, ``llvm.nvvm.mma.m16n8k8.row
  .col.tf32`` and ``llvm.nvvm.mma.m16n8k32.row.col[.satfinite].{s8,u8}[.{s8,u8}]``, with the
  fragment layouts of PTX ISA 9.7.14.5.7, .8 and .10; products exact, f32 accumulation in k
  order from C (tf32 operands with their low 13 mantissa bits dropped), integer results exact
  modulo 2^32 (``.satfinite``: clamped to int32);
- ``llvm.amdgcn.mfma.f32.32x32x8f16``, ``.f32.16x16x16f16``, ``.f32.32x32x8bf16.1k``,
  ``.f32.16x16x16bf16.1k``, ``.i32.32x32x16.i8``, ``.i32.16x16x32.i8`` (gfx942) and
  ``.i32.32x32x8i8``, ``.i32.16x16x16i8`` (gfx908/gfx90a), single-block layouts of the AMD CDNA3
  ISA (7.1, "Matrix fused-multiply-add") as tabulated by AMD's Matrix Instruction Calculator;
  ``cbsz``/``abid``/``blgp`` other than 0 (broadcasts) fail the launch.

Any other ``mma``/``wmma``/``ldmatrix``/``stmatrix``/``mfma`` intrinsic, or one declared with
another signature, is refused when the module is built (:class:`EmulatorError`).

The inter-block race check (on by default, ``races=False`` or ``--no-races`` turns it off): every
load and store of global or generic memory (address space 1 or 0) and cp.async's global read is
preceded by a call to the runtime (:func:`instrument`, on the textual IR), which keeps, for each
element of the launch's arrays (their base and extent as the runner allocated them; allocas,
shared buffers and other memory are not tracked), the first block that wrote it and the first
two blocks that read it, since the last grid barrier. An element written by two blocks, or
written by one and read by another, is a race -- blocks may run in any order and at once on a
GPU, however right the results are here, where they run one after the other. A race fails the
launch: :class:`Result` lists it (:class:`Race`: kernel, array and index, address, the two
blocks, whether each read or wrote, and the source line from the line tables the sources are
compiled with; for copies the passes make without a line, their IR block, e.g.
``%tilelang.copyout.X.copy of bias1024 (no line)``). Accesses of one block never race with each
other (ThreadSanitizer, below, checks the threads of a block). Granularity: the array's
element; atomics are not checked.

A ``.ll`` source is a hand-made GPU module with its own launch records
(``test/python/kernels/gpu/*.ll``): it runs as it is, without the passes, and its race reports
give lines of the ``.ll``.

With ``tsan=True`` the kernel is built with ThreadSanitizer, which reports any two threads'
unordered accesses to one element (a missing barrier): the host counterpart of racecheck; the
process that loads it needs ``LD_PRELOAD`` of clang's TSan runtime (:func:`tsan_runtime`).

What this does not model: lockstep execution of a warp outside the matrix instructions (no
shuffles, no votes), the accumulation order and rounding inside the matrix units (f32 here, in
k order), memory-model details below the
barriers and atomics, the GPU's floating-point contraction, and NVPTX/AMDGPU code generation
(ptxas, the AMDGPU backend): it checks the IR the plugin's passes produce, not the code a GPU
runs. The GPU check (scripts/gpu-check.sh) stays the reference.

    .venv/bin/python test/python/gpu_emulator.py SOURCE.cpp|SOURCE.ll [--target sm_90|gfx942]
                                                 [--tsan|--asan] [--no-races]
"""

from __future__ import annotations

import argparse
import ctypes
import functools
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from tilelang_llvm import kernel as kmod
from tilelang_llvm import launch as lmod
from tilelang_llvm import toolchain
from tilelang_llvm.gpucheck import sizes_for

HERE = Path(__file__).resolve().parent
RUNTIME = HERE / "gpu_emulator_rt.c"
TARGET_FLAGS = {"sm_80": ["--target=nvptx64-nvidia-cuda", "-march=sm_80"],
                "sm_90": ["--target=nvptx64-nvidia-cuda", "-march=sm_90"],
                "gfx942": ["--target=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-nogpulib"]}
PASSES = ("tilelang-directives,tilelang-target-check,tilelang-tile,tilelang-map,"
          "tilelang-promote,tilelang-layout")
#: x86-64's data layout, with AMDGPU's private address space 5 for allocas.
HOST_LAYOUT = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-A5"
#: The most blocks a cooperative kernel runs at once (all their threads are pthreads).
MAX_COOPERATIVE_BLOCKS = 8

_RENAME = {"@llvm.nvvm.barrier.cta.sync.aligned.all": "@emu_barrier",
           # cp.async: each copy is deferred to the wait that covers it (gpu_emulator_rt.c).
           "@llvm.nvvm.cp.async.ca.shared.global.4.s": "@emu_cp_async_4",
           "@llvm.nvvm.cp.async.ca.shared.global.8.s": "@emu_cp_async_8",
           "@llvm.nvvm.cp.async.ca.shared.global.16.s": "@emu_cp_async_16",
           "@llvm.nvvm.cp.async.cg.shared.global.16.s": "@emu_cp_async_16",
           "@llvm.nvvm.cp.async.ca.shared.global.4": "@emu_cp_async_full_4",
           "@llvm.nvvm.cp.async.ca.shared.global.8": "@emu_cp_async_full_8",
           "@llvm.nvvm.cp.async.ca.shared.global.16": "@emu_cp_async_full_16",
           "@llvm.nvvm.cp.async.cg.shared.global.16": "@emu_cp_async_full_16",
           "@llvm.nvvm.cp.async.commit.group": "@emu_cp_async_commit",
           "@llvm.nvvm.cp.async.wait.group": "@emu_cp_async_wait",
           "@llvm.nvvm.cp.async.wait.all": "@emu_cp_async_wait_all",
           "@llvm.amdgcn.s.barrier": "@emu_sbarrier",
           "@llvm.amdgcn.dispatch.ptr": "@emu_dispatch_ptr"}
for _d in "xyz":
    _RENAME.update({f"@llvm.nvvm.read.ptx.sreg.tid.{_d}": f"@emu_tid_{_d}",
                    f"@llvm.nvvm.read.ptx.sreg.ctaid.{_d}": f"@emu_ctaid_{_d}",
                    f"@llvm.nvvm.read.ptx.sreg.nctaid.{_d}": f"@emu_nctaid_{_d}",
                    f"@llvm.nvvm.read.ptx.sreg.ntid.{_d}": f"@emu_ntid_{_d}",
                    f"@llvm.amdgcn.workitem.id.{_d}": f"@emu_tid_{_d}",
                    f"@llvm.amdgcn.workgroup.id.{_d}": f"@emu_ctaid_{_d}"})

#: The warp-collective matrix intrinsics the emulator executes: LLVM 22's name -> (the runtime's
#: function, the parameter types and the return type the declaration must have). Signatures:
#: llvm/IR/IntrinsicsNVVM.td (WMMA_REGS, NVVM_MMA, NVVM_LDMATRIX) and IntrinsicsAMDGPU.td
#: (AMDGPUMfmaIntrinsic: A, B, C, then the cbsz, abid and blgp immediates); semantics and
#: fragment layouts: gpu_emulator_rt.c. ldmatrix's pointer operand is overloaded (``.p3``:
#: shared, ``.p0``: generic): the name is matched without that suffix.
_F4 = "{ float, float, float, float }"
_I4 = "{ i32, i32, i32, i32 }"
MATRIX_INTRINSICS: dict[str, tuple[str, list[str], str]] = {
    "llvm.nvvm.mma.m16n8k16.row.col.f32.f32":
        ("emu_mma_m16n8k16_f16_f32", ["<2 x half>"] * 6 + ["float"] * 4, _F4),
    "llvm.nvvm.mma.m16n8k16.row.col.bf16":
        ("emu_mma_m16n8k16_bf16_f32", ["i32"] * 6 + ["float"] * 4, _F4),
    "llvm.nvvm.mma.m16n8k8.row.col.tf32":
        ("emu_mma_m16n8k8_tf32_f32", ["i32"] * 6 + ["float"] * 4, _F4),
}
for _a in ("s8", "u8"):
    for _b in ("s8", "u8"):
        for _sat in ("", ".satfinite"):
            MATRIX_INTRINSICS[f"llvm.nvvm.mma.m16n8k32.row.col{_sat}.{_a}"
                              + (f".{_b}" if _a != _b else "")] = (
                f"emu_mma_m16n8k32_{_a}_{_b}{'_sat' if _sat else ''}", ["i32"] * 10, _I4)
for _x, _n in (("x1", 1), ("x2", 2), ("x4", 4)):
    for _t in ("", ".trans"):
        MATRIX_INTRINSICS[f"llvm.nvvm.ldmatrix.sync.aligned.m8n8.{_x}{_t}.b16"] = (
            f"emu_ldmatrix_{_x}{'_trans' if _t else ''}", ["ptr"],
            "i32" if _n == 1 else "{ " + ", ".join(["i32"] * _n) + " }")
for _name, _ab, _acc in (("f32.32x32x8f16", "<4 x half>", "<16 x float>"),
                         ("f32.16x16x16f16", "<4 x half>", "<4 x float>"),
                         ("f32.32x32x8bf16.1k", "<4 x i16>", "<16 x float>"),
                         ("f32.16x16x16bf16.1k", "<4 x i16>", "<4 x float>"),
                         ("i32.32x32x16.i8", "i64", "<16 x i32>"),
                         ("i32.16x16x32.i8", "i64", "<4 x i32>"),
                         ("i32.32x32x8i8", "i32", "<16 x i32>"),
                         ("i32.16x16x16i8", "i32", "<4 x i32>")):
    MATRIX_INTRINSICS[f"llvm.amdgcn.mfma.{_name}"] = (
        "emu_mfma_" + _name.replace(".", "_"), [_ab, _ab, _acc, "i32", "i32", "i32"], _acc)

_ELEM_BYTES = {"float": 4, "i32": 4, "double": 8, "i64": 8, "half": 2, "bfloat": 2, "i16": 2,
               "i8": 1}
_CTYPE = {"int8": "signed char", "int16": "short", "int32": "int", "int64": "long",
          "uint8": "unsigned char", "uint16": "unsigned short", "uint32": "unsigned",
          "uint64": "unsigned long", "float32": "float", "float64": "double"}


class EmulatorError(Exception):
    pass


def _view(buf: np.ndarray, offset: int, like: np.ndarray) -> np.ndarray:
    """``like``'s shape and type over the bytes ``buf`` (1-D uint8), ``offset`` bytes in."""
    return buf[offset:offset + like.nbytes].view(like.dtype).reshape(like.shape)


def overlapping_views(spec, vals: dict, overlap: dict) -> dict[str, np.ndarray]:
    """Rebinds ``vals`` so that each array of ``overlap`` (name -> (base, shift)) is a view of its
    base array's memory ``shift`` base elements in (the view may have another element type);
    returns the allocations by base name (one uint8 buffer each, long enough for every view,
    holding the base's values and after them the rest of each view's). EmulatorError for a
    base that is itself a view or a negative shift."""
    bases: dict[str, np.ndarray] = {}
    for name, (base, shift) in overlap.items():
        if base in overlap or base not in vals or shift < 0:
            raise EmulatorError(f"overlap {name} on {base}: the base must be a plain array, "
                                f"shift >= 0")
    for a in spec.arrays:
        if a.name in overlap:
            continue
        views = [(n, sh * vals[a.name].itemsize) for n, (b, sh) in overlap.items()
                 if b == a.name]
        if not views:
            continue
        b = vals[a.name]
        size = max([b.nbytes] + [off + vals[n].nbytes for n, off in views])
        buf = np.zeros(size + 16, dtype=np.uint8)
        for n, off in views:
            _view(buf, off, vals[n])[...] = vals[n]
        _view(buf, 0, b)[...] = b
        vals[a.name] = _view(buf, 0, b)
        for n, off in views:
            vals[n] = _view(buf, off, vals[n])
        bases[a.name] = buf
    return bases


@functools.lru_cache(maxsize=None)
def _host_library(src: Path, text: str, flags: Sequence[str] = ()) -> ctypes.CDLL:
    """``src`` (whose contents are ``text``: a rewritten file is built again) built by plain
    clang as a shared library (loaded, then its file removed: the library stays mapped)."""
    driver = toolchain.tool("clang++" if src.suffix in (".cpp", ".cc") else "clang")
    with tempfile.TemporaryDirectory(prefix="gpu_emulator.ref.") as work:
        lib = Path(work) / "ref.so"
        _run([driver, "-O2", "-w", "-shared", "-fPIC", *flags, src, "-o", lib])
        return ctypes.CDLL(str(lib))


def host_reference(src: str | os.PathLike, kernel: str, flags: Sequence[str] = ()):
    """``kernel`` of ``src`` built by plain clang for the host (-O2, no plugin: the pragmas are
    ignored, the loops run as written), as ``call(spec, values)``: calls it on ``values``'
    arrays in place (scalars by the spec's C types). The sequential program's result, for
    arguments that overlap. ``flags``: clang's extra flags (the build's defines)."""
    src = Path(src).resolve()
    fn = getattr(_host_library(src, src.read_text(), flags), kernel)
    fn.restype = None

    def call(spec, values: dict) -> None:
        args = []
        for p in spec.params:
            v = values[p.name]
            args.append(p.ctype(v) if isinstance(p, kmod.Scalar) else ctypes.c_void_p(v.ctypes.data))
        fn(*args)

    return call


def drop_barrier_after_copyin(host_ir: str) -> str:
    """The bug barrier_after_copyin.c guards against: no barrier between a shared buffer's
    cooperative copy-in and the band that reads it (for the emulator's own tests)."""
    out, n = re.subn(r"^(tile\.body\.split:[^\n]*\n)\s*call void @emu_barrier\(i32 0\)\n",
                     r"\1", host_ir, flags=re.M)
    if not n:
        raise EmulatorError("no barrier after a copy-in to drop")
    return out


def drop_fallback_guard(host_ir: str) -> str:
    """The bug the fallback's guard prevents (lib/map/MapFallback.cpp): every thread runs a
    versioned band's loops as written when its run-time alias check fails (for the emulator's
    own tests: the overlapping runs must then race)."""
    out, n = re.subn(r"^(tilelang\.fallback\.guard:.*?)br i1 %first\.thread\d*, label (%[\w.]+), "
                     r"label %[\w.]+", r"\1br label \2", host_ir, flags=re.M | re.S)
    if not n:
        raise EmulatorError("no fallback guard to drop")
    return out


MUTATIONS = {"drop-barrier-after-copyin": drop_barrier_after_copyin,
             "drop-fallback-guard": drop_fallback_guard}


def sanitizer_runtime(name: str = "tsan") -> Path | None:
    """clang's ThreadSanitizer (``tsan``) or AddressSanitizer (``asan``) runtime, for
    LD_PRELOAD, or None."""
    libdir = Path(toolchain.tool("clang")).resolve().parent.parent / "lib" / "clang"
    found = sorted(libdir.glob(f"*/lib/linux/libclang_rt.{name}-x86_64.so"))
    return found[-1] if found else None


def tsan_runtime() -> Path | None:
    return sanitizer_runtime("tsan")


def _run(cmd, **kw) -> subprocess.CompletedProcess:
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    if p.returncode:
        raise EmulatorError(f"{Path(str(cmd[0])).name} failed:\n{p.stderr[-4000:]}")
    return p


def gpu_ir(src: Path, target: str, pass_flags: Sequence[str] = (),
           clang_flags: Sequence[str] = ()) -> tuple[str, str]:
    """The module after the plugin's passes (with line tables, for the race reports), and their
    diagnostics; ``pass_flags`` go to opt (``-tilelang-raster-group=2``), ``clang_flags`` to clang
    before the source (a description's ``-DN=100``). A ``.ll`` source is a
    hand-made GPU module with its own launch records (``test/python/kernels/gpu/vadd.ll``): taken
    as it is, without the passes."""
    if src.suffix == ".ll":
        return src.read_text(), ""
    plugins = toolchain.plugin_dir()
    driver = toolchain.tool("clang++" if src.suffix in (".cpp", ".cc") else "clang")
    # -gline-tables-only changes no instruction the passes make (compared on every test kernel).
    pre = _run([driver, f"-fplugin={plugins / 'TileLangClang.so'}", *TARGET_FLAGS[target], "-O2",
                "-gline-tables-only", "-Xclang", "-disable-llvm-passes", "-S", "-emit-llvm",
                *clang_flags, "-o", "-", src]).stdout
    p = _run([toolchain.tool("opt"), f"-load-pass-plugin={plugins / 'TileLangPasses.so'}",
              f"-passes={PASSES}", *pass_flags, "-S", "-o", "-"], input=pre)
    return p.stdout, p.stderr


_SCALAR_BYTES = {"half": 2, "bfloat": 2, "i16": 2, "i8": 1, "float": 4, "i32": 4, "i64": 8,
                 "double": 8, "ptr": 8}


def _type_bytes(ty: str) -> int:
    """Bytes of an IR scalar or vector type (``<4 x half>``: 8), as stored unpadded."""
    m = re.fullmatch(r"<(\d+) x (\w+)>", ty)
    return int(m.group(1)) * _SCALAR_BYTES[m.group(2)] if m else _SCALAR_BYTES[ty]


def _split_types(text: str) -> list[str]:
    """The comma-separated types of a parameter list or struct body (vectors hold no comma)."""
    return [t.strip() for t in text.split(",") if t.strip()]


_DECLARE = re.compile(r"^declare (?:\w+ )*(?P<ret>\{[^}]*\}|<[^>]*>|\S+) @(?P<name>[\w.]+)"
                      r"\((?P<params>(?:[^()\n]|\([^()\n]*\))*)\)[^\n]*$", re.M)


def _param_type(p: str) -> str:
    """A declaration's parameter without its attributes and address space (``ptr addrspace(3)
    nocapture readonly`` -> ``ptr``, ``i32 immarg`` -> ``i32``)."""
    p = re.sub(r" addrspace\(\d+\)", "", p)
    return p[:p.index(">") + 1] if p.startswith("<") else p.split()[0]


def lower_matrix(ir: str) -> str:
    """``ir`` with each warp-collective matrix intrinsic of :data:`MATRIX_INTRINSICS` it declares
    renamed to an internal function ``@emu.NAME`` of the same IR signature, defined here: it
    stores the operands in order, unpadded, into a stack buffer, calls the runtime's function
    (``void f(const void *in, void *out)``, gpu_emulator_rt.c) and loads the result from a
    second buffer, packed the same way (a struct's fields in order, a vector's elements). No C
    ABI is involved: the IR passes only two pointers. Raises EmulatorError when the declaration's
    signature is not the one LLVM 22 gives the intrinsic, or when the module declares another
    ``llvm.nvvm.mma``/``ldmatrix``/``wmma``/``amdgcn.mfma`` intrinsic (executing it wrongly
    would be worse than refusing)."""
    defs = []
    for m in list(_DECLARE.finditer(ir)):
        name = m.group("name")
        base = re.sub(r"\.p\d+$", "", name) if ".ldmatrix." in name else name
        if base not in MATRIX_INTRINSICS:
            if re.match(r"llvm\.(nvvm\.(mma|ldmatrix|wmma|stmatrix)|amdgcn\.(mfma|smfmac))\.",
                        name):
                raise EmulatorError(f"the emulator does not execute @{name}")
            continue
        func, params, ret = MATRIX_INTRINSICS[base]
        got = [_param_type(p) for p in _split_types(m.group("params"))]
        if got != params or m.group("ret") != ret:
            raise EmulatorError(f"@{name} declared as {m.group('ret')} ({', '.join(got)}); "
                                f"expected {ret} ({', '.join(params)})")
        fields = (_split_types(ret[1:-1]) if ret.startswith("{") else [ret])
        inb, outb = sum(map(_type_bytes, params)), sum(map(_type_bytes, fields))
        body = [f"define internal {ret} @emu.{name}("
                + ", ".join(f"{t} %a{i}" for i, t in enumerate(params)) + ") {",
                f"  %in = alloca [{inb} x i8], align 16", f"  %out = alloca [{outb} x i8], align 16"]
        off = 0
        for i, t in enumerate(params):
            body += [f"  %p{i} = getelementptr inbounds i8, ptr %in, i64 {off}",
                     f"  store {t} %a{i}, ptr %p{i}, align 1"]
            off += _type_bytes(t)
        body.append(f"  call void @{func}(ptr %in, ptr %out)")
        off, agg = 0, "poison"
        for i, t in enumerate(fields):
            body += [f"  %q{i} = getelementptr inbounds i8, ptr %out, i64 {off}",
                     f"  %r{i} = load {t}, ptr %q{i}, align 1"]
            off += _type_bytes(t)
            if ret.startswith("{"):
                body.append(f"  %s{i} = insertvalue {ret} {agg}, {t} %r{i}, {i}")
                agg = f"%s{i}"
        body += [f"  ret {ret} {agg if ret.startswith('{') else '%r0'}", "}",
                 f"declare void @{func}(ptr, ptr)"]
        defs.append("\n".join(body))
        ir = ir.replace(m.group(0), "")
        ir = re.sub(re.escape(f"@{name}") + r"(?![\w.$-])", f"@emu.{name}", ir)
    return ir + ("\n" + "\n\n".join(defs) + "\n" if defs else "")


def warp_size(ir: str) -> int:
    """Lanes of a warp (NVPTX: 32) or wavefront (AMDGPU: 64, the wave64 of gfx9/CDNA) of the GPU
    module ``ir``, from its triple."""
    return 64 if re.search(r'^target triple = "amdgcn', ir, re.M) else 32


def retarget(ir: str) -> str:
    """The GPU module as an x86-64 module calling the runtime's stand-ins."""
    ir = re.sub(r'target datalayout = "[^"]*"', f'target datalayout = "{HOST_LAYOUT}"', ir)
    ir = re.sub(r'target triple = "[^"]*"', 'target triple = "x86_64-pc-linux-gnu"', ir)
    ir = re.sub(r'"(target-cpu|target-features|nvvm\.[a-z]+|amdgpu-[a-z-]+|'
                r'uniform-work-group-size)"="[^"]*"', "", ir)
    ir = re.sub(r"\b(ptx_kernel|amdgpu_kernel) ", "", ir)
    ir = re.sub(r"!reqd_work_group_size ![0-9]+", "", ir)
    for gpu, host in _RENAME.items():
        ir = re.sub(re.escape(gpu) + r"(?![\w.$-])", host, ir)
    ir = lower_matrix(ir)
    # A hand-made module's dynamic shared memory (extern __shared__ T buf[]) is the runtime's.
    for name in re.findall(r"^@([-\w.$]+) = external [^\n]*addrspace\(3\) global \[0 x ", ir, re.M):
        if name != "tilelang_dynamic_smem":
            ir = re.sub(rf"^@{re.escape(name)} = [^\n]*",
                        "@tilelang_dynamic_smem = external addrspace(3) global [0 x i8]", ir,
                        flags=re.M)
            ir = re.sub(rf"@{re.escape(name)}\b", "@tilelang_dynamic_smem", ir)
    # Shared buffers: visible and initialised, so that the launcher can poison them.
    ir = re.sub(r"^(@tilelang\.[\w.]+) = internal addrspace\(3\) global (\[\d+ x \w+\]) poison",
                r"\1 = global \2 zeroinitializer, !tilelang.shared !{}", ir, flags=re.M)
    ir = re.sub(r'syncscope\("[a-z-]+"\) ', "", ir)
    # cp.async's source is a global-space pointer; one address space on the host.
    ir = re.sub(r"addrspacecast ptr (%[\w.]+) to ptr addrspace\(1\)",
                r"getelementptr i8, ptr \1, i64 0", ir)
    ir = re.sub(r"(declare [^\n]*@emu_cp_async_wait\()i32 immarg", r"\1i32", ir)
    # tilelang-promote's opaque copies (NVPTX inline `mov.b64`, to shorten live ranges): the
    # identity on the host.
    ir = re.sub(r'call i64 asm "mov\.b64 \$0, \$1;", "=l,l"\(i64 ([^)]*)\)', r"add i64 \1, 0", ir)
    # The grid barrier's spin loop yields the CPU (many more threads than cores here); each
    # thread that leaves it starts a new epoch of the race check.
    if re.search(r"^grid\.sync\.wait[\w.]*:", ir, re.M):
        ir = re.sub(r"^(grid\.sync\.wait[\w.]*:[^\n]*\n)", r"\1  call void @emu_yield()\n", ir,
                    flags=re.M)
        ir = re.sub(r"^(grid\.sync\.done[\w.]*:[^\n]*\n(?:\s+%[-\w.$]+ = phi [^\n]*\n)*)",
                    r"\1  call void @emu_grid_epoch()\n", ir, flags=re.M)
        ir += "\ndeclare void @emu_yield()\ndeclare void @emu_grid_epoch()\n"
    # One address space on the host (and ThreadSanitizer instruments only address space 0).
    return re.sub(r" addrspace\([13]\)", "", ir)


_SSA = r"%[-\w.$]+"
_PTR = rf"ptr(?: addrspace\((?P<as>\d+)\))? (?P<ptr>{_SSA})"
_TAIL = r"(?P<tail>(?:, align \d+)?(?:, ![\w.]+ ![\w.]+)*)$"
_LOAD = re.compile(rf"^(?P<ind>\s+){_SSA} = load (?:volatile )?(?P<ty>.+?), {_PTR}{_TAIL}")
_STORE = re.compile(rf"^(?P<ind>\s+)store (?:volatile )?(?P<ty><[^>]*>|\[[^\]]*\]|\{{[^}}]*\}}|\S+) "
                    rf".+, {_PTR}{_TAIL}")
_CP_ASYNC = re.compile(rf"^(?P<ind>\s+)call void @llvm\.nvvm\.cp\.async\.c[ag]\.shared\.global\."
                       rf"(?P<size>\d+)(?:\.s)?\(ptr addrspace\(3\) [^,]+, {_PTR}"
                       rf"(?:, i32 (?P<n>[^)]+))?\)")
#: A memory access this instrumentation must not miss: anything else that reads or writes
#: through an SSA pointer of address space 0 or 1.
_ANY_ACCESS = re.compile(rf"^\s+(?:{_SSA} = )?(?:load|store|call [^@]*@llvm\.mem(?:cpy|move|set)"
                         rf"|atomicrmw|cmpxchg)\b.*\bptr(?: addrspace\((?:0|1)\))? (?:\w+ )*{_SSA}")
_ATOMIC = re.compile(r"^\s+(?:%[-\w.$]+ = )?(?:load atomic|store atomic|atomicrmw|cmpxchg)\b")
#: Address spaces of the arrays: generic (0) and global (1); not shared (3), constant (4),
#: private (5).
_GLOBAL_AS = (None, "0", "1")


def source_locations(ir: str, default_file: str) -> dict[str, str]:
    """``{"!12": "k.cpp:5", ...}``: the file and line of every ``!DILocation`` of ``ir`` (its
    scope's file; ``default_file`` when the scope names none)."""
    nodes = dict(re.findall(r"^(![0-9]+) = (?:distinct )?(!DI\w+\(.*\))$", ir, re.M))
    files = {k: Path(m.group(1)).name for k, v in nodes.items()
             if (m := re.match(r'!DIFile\(filename: "([^"]*)"', v))}
    out = {}
    for k, v in nodes.items():
        m = re.match(r"!DILocation\(line: (\d+).*?scope: (![0-9]+)", v)
        if not m:
            continue
        scope = nodes.get(m.group(2), "")
        f = re.search(r"\bfile: (![0-9]+)", scope)
        out[k] = f"{files.get(f.group(1), default_file) if f else default_file}:{m.group(1)}"
    return out


def instrument(ir: str, source: Path, locations: list[str | None]) -> str:
    """``ir`` (the GPU module, before :func:`retarget`) with a call to the runtime's
    ``emu_access(ptr, i64 bytes, i32 write, i32 location)`` before every load and store of
    address space 0 or 1 through an SSA pointer, and ``emu_access_i32`` before cp.async's
    global read (its byte count: the source size operand). Shared buffers (address space 3, or
    globals), private memory (5), constants (4) and atomics are not instrumented; what an
    access of address space 0 touches is filtered at run time (only the launch's arrays are
    tracked, not allocas). ``locations`` gets one entry per instrumented access, its
    ``file:line`` (from ``!dbg``; in a ``.ll`` source without it, the line of the ``.ll``;
    else, for what the passes made without a location, its IR block and function:
    ``%tilelang.copyout.X.copy of bias1024 (no line)``); the call passes its index. Raises EmulatorError on a load, store, memcpy or
    atomic of address space 0/1 that it does not recognise (rather than missing it)."""
    dbg = source_locations(ir, source.name)
    out = []
    fn, label = "?", "the entry block"
    for n, line in enumerate(ir.split("\n"), 1):
        if line.startswith("define "):
            f = re.search(r"@([-\w.$]+)\(", line)
            fn, label = (f.group(1) if f else "?"), "the entry block"
        elif (lab := re.match(r"^([-\w.$]+):", line)):
            label = f"%{lab.group(1)}"
        m = _LOAD.match(line) or _STORE.match(line) or _CP_ASYNC.match(line)
        if m is None and _ANY_ACCESS.match(line) and not _ATOMIC.match(line):
            raise EmulatorError(f"cannot instrument {source.name} line {n}: {line.strip()}")
        if m is None or m.group("as") not in _GLOBAL_AS:
            out.append(line)
            continue
        d = re.search(r"!dbg (![0-9]+)", line)
        if d and d.group(1) in dbg:
            loc = dbg[d.group(1)]
        elif source.suffix == ".ll":
            loc = f"{source.name}:{n}"
        else:  # made by the passes without a location: where in the IR
            loc = f"{label} of {fn} (no line)"
        locations.append(loc)
        ptr = f"ptr{' addrspace(' + m.group('as') + ')' if m.group('as') else ''} {m.group('ptr')}"
        dbg_tail = f", !dbg {d.group(1)}" if d else ""
        if "n" in m.groupdict():  # cp.async: reads n bytes of global memory
            n = m.group("n") or m.group("size")  # the src-size operand, else cp-size
            call = f"call void @emu_access_i32({ptr}, i32 {n}, i32 0, i32 {len(locations) - 1})"
        else:
            write = int(line.lstrip().startswith("store "))
            size = f"i64 ptrtoint (ptr getelementptr ({m.group('ty')}, ptr null, i32 1) to i64)"
            call = f"call void @emu_access({ptr}, {size}, i32 {write}, i32 {len(locations) - 1})"
        out.append(f"{m.group('ind')}{call}{dbg_tail}")
        out.append(line)
    return ("\n".join(out) + "\ndeclare void @emu_access(ptr, i64, i32, i32)\n"
            "declare void @emu_access_i32(ptr, i32, i32, i32)\n")


def shared_buffers(host_ir: str) -> list[tuple[str, int]]:
    """(symbol, bytes) of every shared buffer of the retargeted module (the dynamic shared
    memory tilelang-layout moves large buffers into is the runtime's 1 MiB array)."""
    out = [(m.group(1), int(m.group(2)) * _ELEM_BYTES[m.group(3)])
           for m in re.finditer(r"^@(tilelang\.[\w.]+) = global \[(\d+) x (\w+)\] "
                                r"zeroinitializer, !tilelang.shared", host_ir, re.M)]
    if re.search(r"^@tilelang_dynamic_smem = external", host_ir, re.M):
        out.append(("tilelang_dynamic_smem", 1 << 20))
    return out


_RUNTIME_OBJECTS: dict[tuple, Path] = {}


def runtime_object(flags: list[str]) -> Path:
    """gpu_emulator_rt.c compiled once per process and set of sanitizer ``flags`` (-O1 -fPIC),
    in a temporary directory that lives as long as the process."""
    key = (tuple(flags), RUNTIME.stat().st_mtime_ns)
    if key not in _RUNTIME_OBJECTS:
        if not hasattr(runtime_object, "dir"):
            runtime_object.dir = tempfile.TemporaryDirectory(prefix="gpu_emulator_rt.")
        obj = Path(runtime_object.dir.name) / f"rt{len(_RUNTIME_OBJECTS)}.o"
        _run([toolchain.tool("clang"), "-O1", "-fPIC", *flags, "-c", RUNTIME, "-o", obj])
        _RUNTIME_OBJECTS[key] = obj
    return _RUNTIME_OBJECTS[key]


def trampolines(specs, kernels) -> str:
    """C functions emu_call_K(void **args) that call kernel K with its typed arguments."""
    out = []
    for s in specs:
        if s.name not in kernels:
            continue
        types, args = [], []
        for i, p in enumerate(s.params):
            if isinstance(p, kmod.Scalar):
                t = _CTYPE[p.dtype]
                types.append(t)
                args.append(f"*({t} *)a[{i}]")
            else:
                types.append("void *")
                args.append(f"a[{i}]")
        out.append(f"extern void {s.name}({', '.join(types)});")
        out.append(f"void emu_call_{s.name}(void **a) {{ {s.name}({', '.join(args)}); }}")
    return "\n".join(out) + "\n"


def pointer_kernels(ir: str) -> dict[str, int]:
    """``{kernel: number of parameters}`` of the GPU module's kernels (``ptx_kernel`` or
    ``amdgpu_kernel``) whose parameters are all pointers."""
    out = {}
    for m in re.finditer(r"^define [^@\n]*\b(?:ptx_kernel|amdgpu_kernel) [^@\n]*@([\w.$]+)\(((?:[^()\n]|\([^()\n]*\))*)\)",
                         ir, re.M):
        params = _split_types(m.group(2))
        if all(p.startswith("ptr") for p in params):
            out[m.group(1)] = len(params)
    return out


def pointer_trampolines(kernels: dict[str, int]) -> str:
    """C functions emu_call_K(void **a) that call each kernel K of ``kernels`` (name -> number of
    pointer parameters) with a[0], a[1], ..."""
    out = []
    for k, n in kernels.items():
        out.append(f"extern void {k}({', '.join(['void *'] * n) or 'void'});")
        out.append(f"void emu_call_{k}(void **a) {{ {k}({', '.join(f'a[{i}]' for i in range(n))}); }}")
    return "\n".join(out) + "\n"


@dataclass(frozen=True)
class Access:
    """One side of a race: ``"read"`` or ``"write"``, by ``block`` (x, y, z), at ``location``
    (``file:line``, or None when the access has no line)."""

    kind: str
    block: tuple[int, int, int]
    location: str | None

    def describe(self) -> str:
        verb = "written" if self.kind == "write" else "read"
        where = self.location or "an unknown line"
        return f"{verb} by block ({','.join(map(str, self.block))}) at {where}"


@dataclass(frozen=True)
class Race:
    """An element of a kernel's array that two blocks of one launch accessed, one of them
    writing, with no grid barrier between: ``array`` (the kernel parameter), ``index`` (its
    index in the array's shape), ``address`` (of the element's first byte), ``offset`` (its
    byte offset in the array), ``first`` (the earlier access) and ``second``."""

    kernel: str
    array: str
    index: tuple[int, ...]
    address: int
    offset: int
    first: Access
    second: Access

    def describe(self) -> str:
        """``inter-block race in K: X[1, 0] (0x7f..., byte 4096 of X) written by block (0,0,0)
        at k.cpp:5 and read by block (1,0,0) at k.cpp:5``."""
        idx = ", ".join(map(str, self.index))
        return (f"inter-block race in {self.kernel}: {self.array}[{idx}] ({self.address:#x}, "
                f"byte {self.offset} of {self.array}) {self.first.describe()} and "
                f"{self.second.describe()}")


#: The races of one launch shown in a Result's message (all are in Result.races).
SHOWN_RACES = 3


@dataclass
class Result:
    """One launch: ``ok`` when every output matched (``outputs_ok``) and no race was found;
    ``message`` the checks and the races; ``races`` the races of the first 64 racing elements
    in array and index order (:class:`Race`), ``raced`` the number of elements that raced."""

    kernel: str
    sizes: dict
    grid: tuple
    ok: bool
    message: str
    races: list[Race] = field(default_factory=list)
    raced: int = 0
    outputs_ok: bool = False

    def line(self) -> str:
        s = ",".join(f"{k}={v}" for k, v in self.sizes.items())
        g = "x".join(map(str, self.grid))
        return f"{'PASS' if self.ok else 'FAIL'} {self.kernel} {s} (grid {g}): {self.message}"


class _RaceRecord(ctypes.Structure):  # race_t of gpu_emulator_rt.c
    _fields_ = [("array", ctypes.c_int32), ("element", ctypes.c_int64),
                ("address", ctypes.c_uint64),
                ("first_block", ctypes.c_int32), ("first_write", ctypes.c_int32),
                ("first_loc", ctypes.c_int32),
                ("second_block", ctypes.c_int32), ("second_write", ctypes.c_int32),
                ("second_loc", ctypes.c_int32)]


class EmulatedModule:
    """A source compiled for ``target`` and built for the host (see the module docstring)."""

    def __init__(self, src: str | os.PathLike, target: str = "sm_90", *, tsan: bool = False,
                 asan: bool = False, races: bool = True,
                 work: str | os.PathLike | None = None,
                 mutate: Callable[[str], str] | None = None,
                 pass_flags: Sequence[str] = (), clang_flags: Sequence[str] = ()):
        self.src = Path(src).resolve()
        self.target = target
        self.check_races = races
        #: clang's extra flags this build had; run() builds a variant of the module per set of
        #: a description's defines (:meth:`variant`).
        self.clang_flags = tuple(clang_flags)
        self._options = dict(tsan=tsan, asan=asan, races=races, mutate=mutate,
                             pass_flags=tuple(pass_flags))
        self._variants: dict[tuple[str, ...], EmulatedModule] = {}
        if work is None:  # removed once the library is loaded
            self._tmp = tempfile.TemporaryDirectory(prefix="gpu_emulator.")
            work = self._tmp.name
        work = Path(work)
        work.mkdir(parents=True, exist_ok=True)
        ir, self.diagnostics = gpu_ir(self.src, target, pass_flags, self.clang_flags)
        self.records = {r.kernel: r for r in lmod.parse_ir(ir)}
        #: The described kernels (a hand-made ``.ll`` without a description has none: its
        #: kernels run with :meth:`launch`).
        spec_file = kmod.spec_path_for(self.src)
        self.specs = ({s.name: s for s in kmod.load_specs(spec_file)}
                      if spec_file.is_file() or self.src.suffix != ".ll" else {})
        self.warp_size = warp_size(ir)
        self.pointer_kernels = pointer_kernels(ir)
        #: file:line (or None) of each instrumented access, by the index its call passes.
        self.locations: list[str | None] = []
        if races:
            ir = instrument(ir, self.src, self.locations)
        host = retarget(ir)
        if mutate:  # tests of the emulator: a broken kernel must fail
            host = mutate(host)
        if tsan or asan:
            attr = "sanitize_thread" if tsan else "sanitize_address"
            host = re.sub(r"^(attributes #\d+ = \{ )", rf"\1{attr} ", host, flags=re.M)
        self.buffers = shared_buffers(host)
        (work / "kernels.ll").write_text(host)
        (work / "calls.c").write_text(
            trampolines(self.specs.values(), self.records)
            + pointer_trampolines({k: n for k, n in self.pointer_kernels.items()
                                   if k not in self.specs}))
        lib = work / "kernels.so"
        san = [*(["-fsanitize=thread"] if tsan else []), *(["-fsanitize=address"] if asan else [])]
        _run([toolchain.tool("clang"), "-O1", "-shared", "-fPIC", "-Wno-override-module", *san,
              work / "kernels.ll", runtime_object(san), work / "calls.c", "-o", lib, "-lpthread",
              "--rtlib=compiler-rt"])  # __truncsfbf2: x86-64 code of bfloat vectors
        self.lib = ctypes.CDLL(str(lib))
        self.lib.emu_error.restype = ctypes.c_char_p
        self.lib.emu_race_elements.restype = ctypes.c_int64
        self.lib.emu_set_warp_size(self.warp_size)
        if getattr(self, "_tmp", None) is not None:
            self._tmp.cleanup()  # the library stays mapped

    @property
    def kernels(self) -> list[str]:
        """The described kernels that have a launch record."""
        return [k for k in self.specs if k in self.records]

    def variant(self, flags: Sequence[str]) -> EmulatedModule:
        """This source built again with clang's extra ``flags`` (and this build's other
        options), once per set of flags."""
        key = tuple(flags)
        if key == self.clang_flags:
            return self
        if key not in self._variants:
            self._variants[key] = EmulatedModule(self.src, self.target, clang_flags=key,
                                                 **self._options)
        return self._variants[key]

    def run(self, kernel: str, sizes: dict, *, grid_div: int = 1, seed: int = 0,
            values: dict | None = None, overlap: dict | None = None) -> Result:
        """One launch at ``sizes`` (the grid of the launch record divided by ``grid_div``,
        rounded up: a smaller grid exercises the grid-stride tile loops), checked against the
        NumPy reference; on copies of ``values`` (name -> array) where given, else on
        :func:`kmod.make_inputs`' random inputs.

        ``overlap`` (name -> (base name, shift)): that array is passed as a view of the base
        array's memory, ``shift`` elements after its start (the base allocation grows to hold
        both): the arguments overlap, as a caller without ``restrict`` may pass them. The
        reference is then the source built by plain clang for the host (:func:`host_reference`,
        no directive) called on a copy of the same memory -- the sequential program's result;
        the race check tracks the shared allocation once.

        A description with ``defines`` (fixed-size arrays, ``double A[N][N]``) runs in a build
        with them at these sizes and with its ``clang_flags``, as the host path and
        ``tilelang-llvm run --target`` build it (:meth:`variant`); the module's own build has
        the source's defaults."""
        spec = self.specs[kernel]
        sizes = kmod.resolve_sizes(spec, sizes)
        if spec.defines:
            mod = self.variant((*spec.clang_flags, *spec.define_flags(sizes)))
            if mod is not self:
                if kernel not in mod.records:
                    raise EmulatorError(f"{kernel}: no launch record when built with "
                                        f"{' '.join(mod.clang_flags)}")
                return mod.run(kernel, sizes, grid_div=grid_div, seed=seed, values=values,
                               overlap=overlap)
        rec = self.records[kernel]
        vals = (kmod.make_inputs(spec, sizes, seed) if values is None else
                {k: v.copy() if isinstance(v, np.ndarray) else v for k, v in values.items()})
        tracked = [(a, vals[a.name]) for a in spec.arrays]
        if overlap:
            bases = overlapping_views(spec, vals, overlap)
            kmod.poison_outputs(spec, vals)  # the views share memory: poison once, before both
            copies = {b: buf.copy() for b, buf in bases.items()}
            ref_vals = dict(vals)
            for a in spec.arrays:
                base, shift = overlap.get(a.name, (a.name, 0))
                off = shift * vals[base].itemsize
                ref_vals[a.name] = (_view(copies[base], off, vals[a.name]) if base in copies
                                    else vals[a.name].copy())
            host_reference(self.src, kernel, self.clang_flags)(spec, ref_vals)
            want = {a.name: ref_vals[a.name] for a in spec.outputs}
            tracked = [(a, bases.get(a.name, vals[a.name])) for a in spec.arrays
                       if a.name not in overlap]
        else:
            want = kmod.call_reference(spec, vals, sizes)
        keep, argv, scalars = [], [], []
        for p in spec.params:
            v = vals[p.name]
            if isinstance(p, kmod.Scalar):
                c = p.ctype(v)
                keep.append(c)
                argv.append(ctypes.cast(ctypes.pointer(c), ctypes.c_void_p))
                scalars.append(int(v) if np.dtype(p.dtype).kind in "iu" else 0)
            else:
                keep.append(v)
                argv.append(ctypes.c_void_p(v.ctypes.data))
                scalars.append(0)
        if not overlap:
            kmod.poison_outputs(spec, vals)  # as gpurun does on the GPU
        grid = [max(1, -(-g // grid_div)) for g in rec.grid_for(scalars)]
        together = bool(rec.extra.get("cooperative"))
        if together:
            grid = [1, 1, 1] if self.buffers else [min(g, MAX_COOPERATIVE_BLOCKS) for g in grid]
            while grid[0] * grid[1] * grid[2] > MAX_COOPERATIVE_BLOCKS:
                grid[grid.index(max(grid))] = -(-max(grid) // 2)
        args = (ctypes.c_void_p * len(argv))(*argv)
        n = max(1, len(self.buffers))
        bufs = (ctypes.c_void_p * n)(*[ctypes.addressof(ctypes.c_char.in_dll(self.lib, b))
                                       for b, _ in self.buffers])
        sizes_c = (ctypes.c_size_t * n)(*[s for _, s in self.buffers])
        b = rec.block
        arrays = tracked
        if self.check_races:
            n_arr = max(1, len(arrays))
            self.lib.emu_track(len(arrays),
                               (ctypes.c_void_p * n_arr)(*[v.ctypes.data for _, v in arrays]),
                               (ctypes.c_size_t * n_arr)(*[v.nbytes for _, v in arrays]),
                               (ctypes.c_size_t * n_arr)(*[v.itemsize for _, v in arrays]))
        rc = self.lib.emu_launch(getattr(self.lib, f"emu_call_{kernel}"), args, *grid, *b,
                                 int(together), len(self.buffers), bufs, sizes_c)
        races, raced = self._races(kernel, arrays, grid) if self.check_races else ([], 0)
        if self.check_races:
            self.lib.emu_track(0, None, None, None)  # frees the shadow
        if rc:
            return Result(kernel, sizes, tuple(grid), False,
                          f"emulator: {self.lib.emu_error().decode()}", races, raced)
        rtol, atol = kmod.gpu_tolerance(spec, sizes)
        checks = [kmod.compare(a.name, vals[a.name], want[a.name], rtol, atol)
                  for a in spec.outputs]
        outputs_ok = all(c.ok for c in checks)
        msgs = [c.describe() for c in checks]
        if raced:
            more = f" (the first {SHOWN_RACES} shown)" if raced > SHOWN_RACES else ""
            msgs.append(f"{raced} element{'s' * (raced != 1)} raced between blocks{more}: "
                        + "; ".join(r.describe() for r in races[:SHOWN_RACES]))
        return Result(kernel, sizes, tuple(grid), outputs_ok and not raced, "; ".join(msgs),
                      races, raced, outputs_ok)

    def launch(self, kernel: str, arrays: list[np.ndarray], grid=(1, 1, 1), block=(32, 1, 1),
               together: bool = False) -> None:
        """Runs ``kernel``, whose parameters are all pointers, on ``arrays`` (C-contiguous NumPy
        arrays, in parameter order, read and written in place) with ``grid`` and ``block`` (x, y,
        z), without a description, a launch record or a check: for hand-made kernels of the
        emulator's own tests. The shared buffers are poisoned before each block; accesses are
        not race-checked. Raises EmulatorError with the runtime's message when the launch fails
        (a divergent barrier, a partial warp at a warp-collective instruction, a timeout)."""
        if self.pointer_kernels.get(kernel) != len(arrays):
            raise EmulatorError(f"{kernel}: not a kernel of {len(arrays)} pointer parameters")
        for a in arrays:
            if not a.flags.c_contiguous:
                raise EmulatorError(f"{kernel}: arrays must be C-contiguous")
        argv = (ctypes.c_void_p * max(1, len(arrays)))(*[a.ctypes.data for a in arrays])
        if self.check_races:
            self.lib.emu_track(0, None, None, None)
        n = max(1, len(self.buffers))
        bufs = (ctypes.c_void_p * n)(*[ctypes.addressof(ctypes.c_char.in_dll(self.lib, b))
                                       for b, _ in self.buffers])
        sizes_c = (ctypes.c_size_t * n)(*[s for _, s in self.buffers])
        rc = self.lib.emu_launch(getattr(self.lib, f"emu_call_{kernel}"), argv, *grid, *block,
                                 int(together), len(self.buffers), bufs, sizes_c)
        if rc:
            raise EmulatorError(f"emulator: {self.lib.emu_error().decode()}")

    def _races(self, kernel: str, arrays, grid) -> tuple[list[Race], int]:
        """The launch's races as recorded by the runtime, and how many elements raced."""
        buf = (_RaceRecord * 64)()
        n = self.lib.emu_races(buf, 64)
        out = []

        def block(lin: int) -> tuple[int, int, int]:
            return (lin % grid[0], lin // grid[0] % grid[1], lin // (grid[0] * grid[1]))

        def loc(i: int) -> str | None:
            return self.locations[i] if 0 <= i < len(self.locations) else None

        for r in buf[:n]:
            a, v = arrays[r.array]
            index = tuple(int(i) for i in np.unravel_index(r.element, v.shape)) if v.ndim \
                else (int(r.element),)
            out.append(Race(kernel, a.name, index, int(r.address), int(r.address - v.ctypes.data),
                            Access("write" if r.first_write else "read", block(r.first_block),
                                   loc(r.first_loc)),
                            Access("write" if r.second_write else "read", block(r.second_block),
                                   loc(r.second_loc))))
        out.sort(key=lambda r: ([a.name for a, _ in arrays].index(r.array), r.offset))
        return out, int(self.lib.emu_race_elements())


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sources", nargs="+", type=Path)
    ap.add_argument("--target", default="sm_90", choices=sorted(TARGET_FLAGS))
    ap.add_argument("--tsan", action="store_true", help="build with ThreadSanitizer (re-runs "
                    "itself with LD_PRELOAD of the TSan runtime)")
    ap.add_argument("--asan", action="store_true", help="build with AddressSanitizer: out-of-"
                    "bounds accesses to shared buffers, per-thread buffers and arrays")
    ap.add_argument("--kernel")
    ap.add_argument("--sizes", help="M=1,N=2;M=3,N=4 (default: gpucheck's size sets)")
    ap.add_argument("--sanitizer-sizes", action="store_true",
                    help="only the size set gpucheck runs the sanitizers on (its second)")
    ap.add_argument("--grid-div", default="1,3", help="run each size with the launch record's "
                    "grid divided by each of these (comma-separated; default 1,3)")
    ap.add_argument("--mutate", choices=sorted(MUTATIONS), help="break the kernel on purpose "
                    "(the emulator's own tests)")
    ap.add_argument("--pass-flag", action="append", default=[], metavar="FLAG",
                    help="an option for the plugin's passes (opt), e.g. "
                    "-tilelang-raster-group=2; repeatable")
    ap.add_argument("--no-races", dest="races", action="store_false",
                    help="no inter-block race check (the accesses are not instrumented)")
    ap.add_argument("--overlap", action="append", default=[], metavar="X=BASE+SHIFT",
                    help="pass array X as a view of array BASE's memory SHIFT elements in (the "
                    "arguments overlap; checked against plain clang's host build); repeatable")
    a = ap.parse_args(argv)
    overlap = {}
    for o in a.overlap:
        m = re.fullmatch(r"(\w+)=(\w+)(?:\+(\d+))?", o)
        if not m:
            raise EmulatorError(f"--overlap {o!r}: expected X=BASE+SHIFT")
        overlap[m.group(1)] = (m.group(2), int(m.group(3) or 0))
    san = "tsan" if a.tsan else "asan" if a.asan else None
    if san and san not in os.environ.get("LD_PRELOAD", ""):
        rt = sanitizer_runtime(san)
        if rt is None:
            print(f"no {san} runtime found", file=sys.stderr)
            return 2
        env = {**os.environ, "LD_PRELOAD": str(rt)}
        if san == "asan":
            env["ASAN_OPTIONS"] = "detect_leaks=0"
        return subprocess.run([sys.executable, __file__, *(argv or sys.argv[1:])],
                              env=env).returncode
    ok = True
    for src in a.sources:
        mod = EmulatedModule(src, a.target, tsan=a.tsan, asan=a.asan, races=a.races,
                             mutate=MUTATIONS[a.mutate] if a.mutate else None,
                             pass_flags=a.pass_flag)
        if a.kernel and a.kernel not in mod.kernels:
            # Never a silent pass: an unknown kernel, or one that is no GPU kernel.
            why = ("it is not mapped to a GPU kernel (no launch record)" if a.kernel in mod.specs
                   else "its description lists no such kernel")
            print(f"gpu_emulator: error: {src}: kernel '{a.kernel}' not run: {why}",
                  file=sys.stderr)
            ok = False
            continue
        if not mod.kernels:
            # Never a silent pass: a file whose bands were not mapped runs nothing (the
            # fuzzer's findings of refused mappings are such files: not an error).
            print(f"gpu_emulator: warning: {src}: nothing ran: no band of it was mapped to the "
                  "GPU (see the compiler's warnings)", file=sys.stderr)
            continue
        for k in mod.kernels:
            if a.kernel and k != a.kernel:
                continue
            sets = ([kmod.parse_sizes(t) for t in a.sizes.split(";")] if a.sizes
                    else sizes_for(mod.specs[k]))
            if a.sanitizer_sizes and not a.sizes:
                sets = sets[1:2] or sets
            for s in sets:
                for d in map(int, a.grid_div.split(",")):
                    r = mod.run(k, s, grid_div=d, overlap=overlap or None)
                    ok &= r.ok
                    print(f"[{a.target}] {r.line()}", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (kmod.TileLangError, EmulatorError) as exc:
        # bad sizes, a missing description, a build that fails: the message, no traceback
        print(f"gpu_emulator: error: {exc}", file=sys.stderr)
        sys.exit(1)
