"""`tilelang-llvm banks`: the scratchpad bank report of a GPU kernel, from the pass's own JSON
(test/sram-bank checks the numbers themselves; here, that the harness carries them).

Skips, with the reason, only when build/lib/*.so are missing.
"""

from __future__ import annotations

import json

import pytest

from tilelang_llvm import banks, toolchain
from tilelang_llvm.errors import TileLangError

from test_cli import KERNELS, assert_error, tl

TILE = KERNELS / "banks_tile.cpp"

needs_plugins = pytest.mark.skipif(
    not toolchain.plugins_available(),
    reason=f"plugins not built in {toolchain.plugin_dir()}: run `make build`")


@needs_plugins
def test_sm90_table_and_json(tmp_path):
    out = tmp_path / "tile.json"
    proc = tl("banks", TILE, "--target", "sm_90", "--block", "32,32", "--json", out)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].split()[:4] == ["function", "line", "instruction", "buffer"]
    store = next(l for l in lines if "st.shared.b32" in l)
    load = next(l for l in lines if "ld.shared.b32" in l)
    assert "4*tid.x + 128*tid.y" in store and store.split()[-2:] == ["1", "0"]
    assert "128*tid.x + 4*tid.y" in load and load.split()[-2:] == ["32", "31"]
    assert "2 scratchpad accesses on sm_90: 1 with bank conflicts, 0 unknown" in proc.stdout
    data = json.loads(out.read_text())
    assert data["target"] == "sm_90" and len(data["accesses"]) == 2
    ld = [a for a in data["accesses"] if not a["write"]][0]
    assert (ld["wavefronts"], ld["phases"], ld["conflicts"]) == (32, 1, 31)
    assert TILE.read_text().splitlines()[ld["line"] - 1].strip() == "out[y * 32 + x] = tile[x][y];"


@needs_plugins
def test_json_goes_to_the_output_dir(tmp_path):
    # Without --json the report goes to -o DIR (as compile's outputs), not to the current
    # directory; --json FILE still wins.
    work, out = tmp_path / "cwd", tmp_path / "out"
    work.mkdir()
    proc = tl("banks", TILE, "--target", "sm_90", "--block", "32,32", "-o", out, cwd=work)
    assert proc.returncode == 0, proc.stderr
    path = out / "banks_tile.banks.json"
    assert f"json: {path}" in proc.stdout
    assert json.loads(path.read_text())["target"] == "sm_90"
    assert list(work.iterdir()) == []


@needs_plugins
def test_remap_mode():
    rep = banks.bank_report(TILE, "sm_90", mode="remap", block=(32, 8, 1))
    ld = [a for a in rep.accesses if not a.write][0]
    assert ld.remapped and ld.wavefronts == 1 and ld.wavefronts_before == 32
    assert not rep.conflicting
    assert "remapped (was 32)" in banks.render_table(rep)


@needs_plugins
def test_gfx942_wave_of_64():
    rep = banks.bank_report(TILE, "gfx942", block=(32, 32, 1))
    assert [a.instruction for a in rep.accesses] == ["ds_write_b32", "ds_read_b32"]
    ld = rep.accesses[1]
    # A wave of 64 covers two rows of 32 threads: lanes 0-31 and 32-63 are the two phases.
    assert (ld.wavefronts, ld.phases, ld.chip) == (64, 2, "gfx942")


@needs_plugins
def test_unknown_block_shape_is_reported(tmp_path):
    rep = banks.bank_report(TILE, "sm_90")
    assert all(not a.known for a in rep.accesses)
    assert "tid.y with an unknown block shape" in rep.accesses[0].reason
    assert "unknown" in banks.render_table(rep)


def test_bad_target():
    with pytest.raises(TileLangError, match="unknown GPU target 'sm_1'"):
        banks.target_flags("sm_1")
    assert banks.parse_block("32,8") == (32, 8, 1)
    with pytest.raises(TileLangError, match="bad block shape"):
        banks.parse_block("32,x")


def test_cli_bad_target_is_one_line():
    assert_error(tl("banks", TILE, "--target", "sm_1"), "unknown GPU target 'sm_1'")
