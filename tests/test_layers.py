"""DESIGN.md's layers, held: imports point down the layer table, there is no import cycle anywhere in
``game/``, and the rules, cards and bots never import pygame, read the clock or touch the disk.

Imports made inside functions count like any other: an import hidden in a function still ties the
two modules together."""
import ast
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1] / "game"
PURE = [ROOT / "cards.py", *sorted((ROOT / "rules").rglob("*.py")), *sorted((ROOT / "ai").rglob("*.py"))]
FORBIDDEN_MODULES = {"pygame", "time", "os", "pathlib", "pickle", "shutil", "io", "datetime", "torch",
                     "threading", "subprocess", "socket", "platformdirs", "game.ui", "game.store",
                     "game.table", "game.cli"}

LAYERS = (
    ("entry points", ("game.__main__", "game.cli")),
    ("tools", ("game.tools",)),
    ("ui", ("game.ui",)),
    ("net", ("game.net",)),
    ("table", ("game.table", "game.table_surface", "game.match_record", "game.turns", "game.worker", "game.lifeline",
               "game.commitments", "game.hand_file", "game.hand_review", "game.practice",
               "game.decision_costs", "game.lessons", "game.challenge")),
    ("ai", ("game.ai",)),
    ("store", ("game.store", "game.crash", "game.i18n", "game.assets")),
    ("rules", ("game.rules",)),
    ("registry", ("game.registry",)),
    ("cards", ("game.cards",)),
)
"""DESIGN.md's layer table, top to bottom: a module may import modules of its own layer and of the
layers below it. The table's turn clock (turns.py) and the worker the computers think in
(worker.py) belong to the table, and so does the lifeline every child process keeps to its parent
(lifeline.py), the deals' commitments (commitments.py), the hand file that carries them
(hand_file.py), the face-up review worked out from it (hand_review.py), the cost of each decision
in it (decision_costs.py), a finished hand replayed to one of the player's decisions to play again
(practice.py), the guided hands' deals and words (lessons.py), and a duplicate challenge's
deals and its computer line (challenge.py). Crash reports (crash.py) are
files of the data folder beside the store, which tells
the next start about one; the language catalogs (i18n.py) are read from the shipped assets (assets.py)
beside it too."""

KNOWN_UPWARD = {("registry", "ai"), ("registry", "rules")}
"""Imports against the table that are known and not yet gone: the registry still names each game's
engine and bot classes (DESIGN.md places it under the engines as facts only). A pair that no import
needs any more fails the test too, so this set only shrinks."""

PYGAME_LAYERS = {"ui", "tools"}
"""Only the desktop UI and the tools that drive it import pygame."""


def modules() -> dict[str, pathlib.Path]:
    out = {}
    for path in sorted(ROOT.rglob("*.py")):
        name = ".".join(path.relative_to(ROOT.parent).with_suffix("").parts)
        out[name.removesuffix(".__init__")] = path
    return out


def imports(name: str, path: pathlib.Path, known: dict) -> list[tuple[str, int]]:
    """Every (imported name, line) in the module, inside functions too; ``from P import x`` names
    the module P.x when there is one, else P; relative imports are resolved."""
    out = []
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                pkg = package
                for _ in range(node.level - 1):
                    pkg = pkg.rpartition(".")[0]
                base = f"{pkg}.{node.module}" if node.module else pkg
            for a in node.names:
                out.append((f"{base}.{a.name}" if f"{base}.{a.name}" in known else base, node.lineno))
    return out


def module_of(name: str, known: dict) -> str | None:
    """The module of ``game`` that importing ``name`` runs (``game.rules.Bid`` → ``game.rules``)."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def graph() -> dict[str, dict[str, int]]:
    """Module → {module of game/ it imports: the first line that does}."""
    known = modules()
    edges: dict[str, dict[str, int]] = {m: {} for m in known}
    for m, path in known.items():
        for name, line in imports(m, path, known):
            if name.split(".")[0] == "game":
                target = module_of(name, known)
                if target and target != m:
                    edges[m].setdefault(target, line)
    return edges


def cycles(edges: dict[str, dict[str, int]]) -> list[list[str]]:
    """The import cycles: strongly connected sets of two or more modules (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for v in edges:
            if v not in index:
                strong(v)
    finally:
        sys.setrecursionlimit(limit)
    return out


def layer(module: str) -> int | None:
    for i, (_, prefixes) in enumerate(LAYERS):
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return i
    return None


def test_there_is_no_import_cycle_in_game():
    found = cycles(graph())
    assert not found, "import cycles (imports inside functions count):\n" + "\n".join(
        f"cycle of {len(c)}: {', '.join(c)}" for c in found)


def test_every_module_has_a_layer():
    stray = [m for m in modules() if m != "game" and layer(m) is None]
    assert not stray, f"modules in no layer of DESIGN.md's table: {stray}"


def test_imports_point_down_the_layer_table():
    edges = graph()
    assert len(edges) > 50
    bad, used = [], set()
    for m, targets in edges.items():
        if m == "game":
            assert not targets, "game/__init__.py imports nothing"
            continue
        for target, line in targets.items():
            if target == "game" or layer(target) >= layer(m):
                continue
            pair = (LAYERS[layer(m)][0], LAYERS[layer(target)][0])
            if pair in KNOWN_UPWARD:
                used.add(pair)
            else:
                bad.append(f"{modules()[m].relative_to(ROOT.parent)}:{line}: the {pair[0]} layer imports "
                           f"{target}, of the {pair[1]} layer above it")
    assert not bad, "\n".join(bad)
    assert used == KNOWN_UPWARD, f"no longer needed in KNOWN_UPWARD: {KNOWN_UPWARD - used}"


def test_only_the_ui_and_its_tools_import_pygame_and_nothing_imports_the_developer_tools():
    known = modules()
    bad = []
    for m, path in known.items():
        for name, line in imports(m, path, known):
            top = name.split(".")[0]
            if top == "pygame" and (layer(m) is None or LAYERS[layer(m)][0] not in PYGAME_LAYERS):
                bad.append(f"{path.relative_to(ROOT.parent)}:{line} imports pygame")
            if top == "tools":
                bad.append(f"{path.relative_to(ROOT.parent)}:{line} imports the developers' tools/")
    assert not bad, "\n".join(bad)


def test_pure_layers_import_nothing_impure():
    assert len(PURE) > 3
    known = modules()
    names = {path: name for name, path in known.items()}
    bad = []
    for path in PURE:
        for name, line in imports(names[path], path, known):
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
