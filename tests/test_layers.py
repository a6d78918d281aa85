"""The rules, cards and bots never import pygame, read the clock or touch the disk (DESIGN.md)."""
import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1] / "game"
PURE = [ROOT / "cards.py", *sorted((ROOT / "rules").rglob("*.py")), *sorted((ROOT / "ai").rglob("*.py"))]
FORBIDDEN_MODULES = {"pygame", "time", "os", "pathlib", "pickle", "shutil", "io", "datetime",
                     "threading", "subprocess", "socket", "platformdirs", "game.ui", "game.store",
                     "game.table", "game.cli"}


def imported(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name, node.lineno
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module, node.lineno


def test_pure_layers_import_nothing_impure():
    assert len(PURE) > 3
    bad = []
    for path in PURE:
        for name, line in imported(path):
            if any(name == m or name.startswith(m + ".") for m in FORBIDDEN_MODULES):
                bad.append(f"{path.relative_to(ROOT.parent)}:{line} imports {name}")
    assert not bad, "\n".join(bad)


def test_pure_layers_open_no_files():
    bad = []
    for path in PURE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("open", "input", "print"):
                bad.append(f"{path.relative_to(ROOT.parent)}:{node.lineno} calls {node.func.id}")
    assert not bad, "\n".join(bad)
