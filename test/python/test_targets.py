"""tilelang-llvm targets [NAME]: listing and showing the chip descriptions of targets/, and the
descriptions themselves (every number names its source; the lane phases partition the warp)."""

import json
import shutil

import pytest

from tilelang_llvm import cli
from tilelang_llvm import targets as tmod
from tilelang_llvm.errors import TileLangError

CHIPS = {"sm_80", "sm_89", "sm_90", "sm_100", "gfx90a", "gfx942", "gfx950", "x86_64"}


def _run(capsys, *argv):
    rc = cli.main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_every_chip_is_described():
    names = {t.name for t in tmod.load_targets()}
    assert CHIPS <= names
    families = {t.name: t.data["family"] for t in tmod.load_targets()}
    assert families["sm_90"] == "nvptx" and families["gfx942"] == "amdgpu"
    assert families["x86_64"] == "host"


def _sourced(node, path, out):
    if isinstance(node, dict):
        if "value" in node:
            out.append((path, node))
            return
        for k, v in node.items():
            _sourced(v, f"{path}.{k}", out)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            _sourced(v, f"{path}[{i}]", out)


@pytest.mark.parametrize("name", sorted(CHIPS))
def test_every_number_names_its_source(name):
    t = tmod.find_target(name)
    fields = []
    _sourced(t.data, name, fields)
    assert len(fields) > 10
    for path, node in fields:
        assert set(node) == {"value", "source"}, path
        assert isinstance(node["source"], str) and node["source"].strip(), path
    for unit in t.data.get("matrix_units", []):
        assert unit["source"].strip() and unit["m"] > 0 and unit["n"] > 0 and unit["k"] > 0


@pytest.mark.parametrize("name", sorted(CHIPS - {"x86_64"}))
def test_lane_phases_partition_the_warp(name):
    t = tmod.find_target(name)
    lanes = t.value("warp_width")
    sp = t.data["scratchpad"]
    for key in ("phases_read", "phases_write"):
        for width, phases in sp.get(key, sp["phases_read"]).items():
            seen = sorted(lane for phase in phases for lane in phase)
            assert seen == list(range(lanes)), (name, key, width)


def test_cdna_16_byte_read_groups():
    """HARDWARE.md's groups {0-3, 20-23}, {32-35, 52-55}, {4-7, 16-19} are among gfx942's."""
    groups = [sorted(g) for g in tmod.find_target("gfx942").data["scratchpad"]["phases_read"]["16"]]
    for g in ([0, 1, 2, 3, 20, 21, 22, 23], [32, 33, 34, 35, 52, 53, 54, 55],
              [4, 5, 6, 7, 16, 17, 18, 19]):
        assert g in groups
    assert len(groups) == 8


def test_find_by_cpu_alias_and_host():
    assert tmod.find_target("sm_90a").name == "sm_90"
    assert tmod.find_target("host").name == "x86_64"
    with pytest.raises(TileLangError, match="no target description called 'tpu9'"):
        tmod.find_target("tpu9")


def test_cli_lists_every_description(capsys):
    rc, out, _ = _run(capsys, "targets")
    assert rc == 0
    for chip in CHIPS:
        assert chip in out
    assert "163 KiB" in out and "227 KiB" in out  # scratchpad per block of sm_80, sm_90


def test_cli_lists_as_json(capsys):
    rc, out, _ = _run(capsys, "targets", "--json")
    assert rc == 0
    rows = {r["name"]: r for r in json.loads(out)}
    assert rows["sm_80"]["scratchpad_per_block"] == 166912
    assert rows["gfx950"]["banks"] == 64
    assert rows["gfx942"]["warp_width"] == 64


def test_cli_shows_one_with_sources(capsys):
    rc, out, _ = _run(capsys, "targets", "gfx950")
    assert rc == 0
    assert "scratchpad.bytes_per_block" in out and "163840" in out
    assert "HARDWARE.md" in out  # a source column


def test_cli_shows_the_host_fill_in(capsys):
    rc, out, _ = _run(capsys, "targets", "host")
    assert rc == 0
    assert "running machine" in out


def test_cli_unknown_name_is_one_error_line(capsys):
    rc, out, err = _run(capsys, "targets", "nope")
    assert rc == 1 and out == ""
    assert err.strip().startswith("tilelang-llvm: error: no target description called 'nope'")


def test_targets_dir_from_environment(tmp_path, monkeypatch, capsys):
    shutil.copy(tmod.find_target("sm_80").path, tmp_path / "only.json")
    monkeypatch.setenv("TILELANG_TARGETS_DIR", str(tmp_path))
    assert [t.name for t in tmod.load_targets()] == ["sm_80"]
    rc, out, _ = _run(capsys, "targets", "--json")
    assert rc == 0 and [r["name"] for r in json.loads(out)] == ["sm_80"]


def test_broken_file_is_named(tmp_path, monkeypatch):
    (tmp_path / "bad.json").write_text("{ \"name\": ")
    monkeypatch.setenv("TILELANG_TARGETS_DIR", str(tmp_path))
    with pytest.raises(TileLangError, match="bad.json: not a readable description"):
        tmod.load_targets()


# The matrix units' instructions and fragment layouts (targets/README.md, "Matrix units").

LOWERED = {"sm_80": 4, "sm_89": 4, "sm_90": 4, "sm_100": 4, "gfx90a": 6, "gfx942": 6, "gfx950": 6}


@pytest.mark.parametrize("name", sorted(LOWERED))
def test_matrix_unit_layouts_are_bijections(name):
    """Every fragment maps (lane, i) one to one onto its tile (the plugin checks the same)."""
    t = tmod.find_target(name)
    lanes = t.value("warp_width")
    units = [u for u in t.data["matrix_units"] if "instructions" in u]
    assert len(units) == LOWERED[name]
    for u in units:
        for op, (rows, cols) in {"a": (u["m"], u["k"]), "b": (u["k"], u["n"]),
                                 "c": (u["m"], u["n"])}.items():
            cells = tmod.fragment_map(u, op, lanes).values()
            assert sorted(cells) == [(r, c) for r in range(rows) for c in range(cols)], (u["name"], op)
        assert u["k_multiple"] % u["k"] == 0
        for ins in u["instructions"]:
            assert ins["source"].strip() and ins["min_chip"]
            prefix = "llvm.nvvm.mma." if t.data["family"] == "nvptx" else "llvm.amdgcn.mfma."
            assert ins["intrinsic"].startswith(prefix)


def test_layout_values_from_the_manuals():
    """PTX ISA m16n8k16 A: a2 of lane 5 is (groupID + 8, threadID_in_group * 2) = (9, 2);
    m16n8k32 s8 A: a9 of lane 6 is (groupID, tig * 4 + 1 + 16) = (1, 25); CDNA3 32x32x8 D:
    item 5 of lane 33 is (8 + 4 + 1, 1) = (13, 1)."""
    def unit(chip, name):
        return next(u for u in tmod.find_target(chip).data["matrix_units"] if u["name"] == name)
    assert tmod.fragment_map(unit("sm_90", "mma.sync.m16n8k16"), "a", 32)[(5, 2)] == (9, 2)
    assert tmod.fragment_map(unit("sm_90", "mma.sync.m16n8k32"), "a", 32)[(6, 9)] == (1, 25)
    assert tmod.fragment_map(unit("gfx942", "v_mfma_f32_32x32x8_f16"), "c", 64)[(33, 5)] == (13, 1)
    assert tmod.fragment_map(unit("gfx950", "v_mfma_f32_16x16x32_f16"), "a", 64)[(17, 3)] == (1, 11)


@pytest.mark.parametrize("formula, message", [
    ("lane + j", "unexpected 'j'"),
    ("lane/(i-i)", "division by zero at lane 0, i 0"),
    ("(lane", "expected '\\)'"),
])
def test_layout_formula_errors(formula, message):
    with pytest.raises(TileLangError, match=message):
        tmod.evaluate_layout(formula, 0, 0)


def test_layout_formula_c_division():
    assert tmod.evaluate_layout("(i - 5) / 2", 0, 0) == -2  # truncates, as in C
    assert tmod.evaluate_layout("(i - 5) % 2", 0, 0) == -1


def test_cli_shows_the_matrix_units(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "400")  # no folding inside the long names
    rc, out, _ = _run(capsys, "targets", "sm_90")
    assert rc == 0
    flat = " ".join(out.split())
    assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in flat
    assert "llvm.nvvm.mma.m16n8k16.row.col.bf16" in flat
    assert "ldmatrix x4" in flat and "shape only" in flat  # the wgmma units
