"""The house rules of docs/development.md ("Changing the code"), checked by scripts/code-sizes.py:
no C++ file of lib/ over 800 lines, no class over 400 (definition + out-of-line members)."""
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "code-sizes.py"


def run(*args):
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True)


def test_lib_within_the_house_rules():
    r = run("--check", "--top", "5")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "files over 800 lines / largest:" in r.stdout


def test_counter_sees_classes_and_members(tmp_path, monkeypatch):
    # The counter must see an oversized class split between its definition and out-of-line
    # members, and must not count braces in comments and strings.
    import importlib.util
    spec = importlib.util.spec_from_file_location("code_sizes", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    body = "\n".join(f"  int x{i} = {i}; // {{ not a brace" for i in range(300))
    text = ("namespace tilelang {\nclass Big {\n  void f();\n  const char *S = \"}}\";\n};\n"
            "void Big::f() {\n" + body + "\n}\n"
            "static int helper() {\n  return 1;\n}\n} // namespace tilelang\n")
    spans = mod.spans(text)
    classes = {}
    for kind, name, first, last in spans:
        if kind == "class":
            classes[name] = classes.get(name, 0) + last - first + 1
    assert classes == {"Big": 4 + 302}
    assert ("function", "helper", 308, 310) in spans
