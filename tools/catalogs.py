"""The language catalogs, managed with Babel: extract, update, compile and check.

    python tools/catalogs.py extract    # every marked string -> assets/locale/<domain>.pot
    python tools/catalogs.py update     # each .pot merged into assets/locale/<lang>/LC_MESSAGES/<domain>.po
    python tools/catalogs.py compile    # each .po -> .mo beside it (what the game reads)
    python tools/catalogs.py check      # exit 1 if a .po lacks a translation, a .mo is stale or one
                                        # English text is translated two ways in one language

Each of the first three takes the domains to work on (all when none is named): ``extract ulti``.

(``make catalogs-extract``, ``make catalogs-update``, ``make catalogs`` run the first three.)

The strings are split into one catalog (domain) per game, one for what the games share, and the
app's words by part (the table, the menus, the LAN table, the rest), and argparse's words for the
command line, so that a game's rules text and
its translation travel together and translators of one part never meet another's merge. The game reads every domain of its language as
one (game/i18n.py).

Marked strings: ``_``, ``ngettext`` and ``pgettext`` (a context first) in the window and command line, ``N_`` for a label or name,
``say`` for an engine's sentence template (game/rules/wording.py).
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
LANGS = ("hu", "fi")
KEYWORDS = ("_", "N_", "ngettext:1,2", "pgettext:1c,2")
ENGINE_KEYWORDS = (*KEYWORDS, "say")
"""``say`` is an engine's sentence; in the app the name is the speech's (``speech.say``), not a mark."""

DOMAINS: dict[str, tuple[str, ...]] = {
    "ushter": ("game/rules/ushter.py", "game/ai/ushter.py"),
    "ulti": ("game/rules/ulti", "game/ai/ulti.py"),
    "euchre": ("game/rules/euchre.py", "game/rules/euchre_tables.py", "game/ai/euchre.py"),
    "calltrump": ("game/rules/calltrump.py", "game/rules/calltrump_tables.py", "game/ai/calltrump.py"),
    "huutopussi": ("game/rules/huutopussi.py", "game/rules/huutopussi_tables.py",
                   "game/ai/huutopussi.py"),
    "common": ("game/rules/__init__.py", "game/rules/actions.py", "game/rules/base.py",
               "game/rules/claim.py", "game/rules/options.py", "game/rules/play.py", "game/rules/replay.py",
               "game/rules/seat_view.py", "game/rules/tricks.py", "game/rules/view.py",
               "game/rules/wording.py", "game/cards.py", "game/ai/__init__.py", "game/ai/base.py",
               "game/ai/cardplay.py", "game/ai/search.py", "game/ai/solver.py", "game/registry.py"),
    "table": tuple(f"game/ui/{m}.py" for m in (
        "amount", "card_model", "decision_panel", "frame", "frame_build", "frame_corner", "hint_box",
        "intents", "narrator", "overlay", "present", "results", "review", "scoresheet",
        "speech", "table_input", "table_layout", "table_motion", "table_render", "table_scene", "tricks")),
    "menus": tuple(f"game/ui/{m}.py" for m in (
        "app", "challenge", "confirm", "forms", "keys", "saves", "scene", "scenes", "scenes_index", "welcome",
        "widgets")),
    "lan": ("game/net", "game/ui/lan_scenes.py", "game/ui/lobby.py", "game/ui/seating.py",
            "game/ui/seat_rows.py"),
}
"""Each catalog and the sources whose marked strings it holds; "app" takes every other file (the
command line, the table controller, the store, the tools)."""
APP = "app"
EXTERNAL: dict[str, Path] = {"argparse": Path(argparse.__file__)}
"""Catalogs of words the game shows but does not write: argparse's ("usage:", "error:"), which the
command line asks the game's lookup for (game/cli.py). Extracted from the running Python's own
module, without locations (its path is this machine's)."""
UI_DOMAINS = {"table", "menus", "lan", APP, *EXTERNAL}
"""The app's catalogs, where ``say`` is the speech's, not an engine sentence's mark."""


def sources(domain: str) -> list[Path]:
    """The files whose strings go into ``domain``'s catalog."""
    if domain in EXTERNAL:
        return [EXTERNAL[domain]]
    if domain != APP:
        out: list[Path] = []
        for p in DOMAINS[domain]:
            path = ROOT / p
            out += sorted(path.rglob("*.py")) if path.is_dir() else [path]
        return out
    taken = {f for d in DOMAINS for f in sources(d)}
    return [p for p in sorted((ROOT / "game").rglob("*.py")) if p not in taken]


def all_domains() -> list[str]:
    return [*DOMAINS, APP, *EXTERNAL]


def _extract_args(domain: str) -> list[str]:
    """Babel's extract arguments for ``domain``: its keywords, and its sources (by their path in
    the repository; an external module's without locations)."""
    kw = [a for k in (KEYWORDS if domain in UI_DOMAINS else ENGINE_KEYWORDS) for a in ("-k", k)]
    if domain in EXTERNAL:
        return [*kw, "--no-location", *(str(p) for p in sources(domain))]
    return [*kw, *(str(p.relative_to(ROOT)) for p in sources(domain))]


def _babel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], check=True, cwd=ROOT)


def extract(domains: list[str]) -> None:
    for d in domains:
        _babel("extract", "--no-default-keywords", "--add-comments=Translators:", "--sort-by-file",
               "--no-wrap", "--omit-header", "-o", str(LOCALE / f"{d}.pot"), *_extract_args(d))


def update(domains: list[str]) -> None:
    """Each language's catalog of ``domains`` brought up to its template: new strings added
    untranslated, gone ones dropped, translations kept. The header keeps its dates, so a catalog
    whose strings did not change does not change (nor does its .mo)."""
    from babel.messages.pofile import read_po, write_po
    for d in domains:
        with open(LOCALE / f"{d}.pot", "rb") as f:
            template = read_po(f)
        for lang in LANGS:
            po_path = LOCALE / lang / "LC_MESSAGES" / f"{d}.po"
            if not po_path.exists():
                _babel("init", "-i", str(LOCALE / f"{d}.pot"), "-d", str(LOCALE), "-D", d, "-l", lang,
                       "--no-wrap")
                continue
            with open(po_path, "rb") as f:
                po = read_po(f, locale=lang)
            created = po.creation_date
            po.update(template, no_fuzzy_matching=True, update_header_comment=False)
            po.creation_date = created
            with open(po_path, "wb") as f:
                write_po(f, po, width=0, ignore_obsolete=True, sort_by_file=True)


def compile_all(domains: list[str]) -> None:
    for d in domains:
        for lang in LANGS:
            _babel("compile", "-d", str(LOCALE), "-D", d, "-l", lang, "--statistics")


def _pairs(messages) -> set:
    """A catalog's (id, translation) pairs, plural forms as tuples, to compare a .mo with its .po."""
    as_tuple = (lambda v: tuple(v) if isinstance(v, (list, tuple)) else v)
    return {(as_tuple(m.id), as_tuple(m.string)) for m in messages if m.id}


def unextracted() -> list[str]:
    """Marked strings in the sources that their domain's .pot does not hold yet (a string marked
    and never extracted would stay English without anyone noticing). The game's own sources only:
    argparse's words depend on the Python running this, and one a newer Python adds stays English
    until extracted again, which must not fail a check on another machine."""
    import tempfile

    from babel.messages.pofile import read_po
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for d in [d for d in all_domains() if d not in EXTERNAL]:
            fresh = Path(tmp) / f"{d}.pot"
            subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract",
                            "--no-default-keywords", "--omit-header", "-o", str(fresh), *_extract_args(d)],
                           check=True, cwd=ROOT, capture_output=True)
            pot = LOCALE / f"{d}.pot"
            with open(fresh, "rb") as f:
                wanted = {m.id for m in read_po(f) if m.id}
            have = set()
            if pot.exists():
                with open(pot, "rb") as f:
                    have = {m.id for m in read_po(f) if m.id}
            out += [f"{d}: marked but not extracted: {mid!r}" for mid in sorted(wanted - have, key=str)]
    return out


def conflicts() -> list[str]:
    """English texts translated two ways in one language: the game reads all the catalogs of a
    language as one dictionary (game/i18n.py), so one of the two would silently win. Where the
    English means two things, a context (``pgettext``) makes them two entries. (An untranslated
    entry is not a second translation: ``problems`` names it as untranslated.)"""
    from babel.messages.pofile import read_po
    out = []
    for lang in LANGS:
        seen: dict = {}
        for po_path in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
            with open(po_path, "rb") as f:
                for m in read_po(f):
                    said = tuple(m.string) if isinstance(m.string, (list, tuple)) else m.string
                    if m.id and not m.fuzzy and all(said if isinstance(said, tuple) else (said,)):
                        seen.setdefault((m.context, m.id), {}).setdefault(said, []).append(po_path.stem)
        for (context, mid), ways in seen.items():
            if len(ways) > 1:
                where = "; ".join(f"{said!r} in {', '.join(domains)}" for said, domains in ways.items())
                out.append(f"{lang}: {mid!r}{f' ({context})' if context else ''} is translated two ways: {where}")
    return out


def problems() -> list[str]:
    """What keeps the catalogs from being whole: a marked string not extracted, an untranslated or
    fuzzy entry, a .po missing a string its .pot has, a .mo older than its .po's content, one
    English text translated two ways in one language. Empty when all is well."""
    from babel.messages.mofile import read_mo
    from babel.messages.pofile import read_po
    out = unextracted() + conflicts()
    for d in all_domains():
        pot_path = LOCALE / f"{d}.pot"
        if not pot_path.exists():
            out.append(f"{pot_path.relative_to(ROOT)} is missing: run make catalogs-extract")
            continue
        with open(pot_path, "rb") as f:
            wanted = {m.id for m in read_po(f) if m.id}
        for lang in LANGS:
            po_path = LOCALE / lang / "LC_MESSAGES" / f"{d}.po"
            if not po_path.exists():
                out.append(f"{po_path.relative_to(ROOT)} is missing")
                continue
            with open(po_path, "rb") as f:
                po = read_po(f)
            have = {m.id for m in po if m.id}
            for mid in sorted(wanted - have, key=str):
                out.append(f"{lang}/{d}: not in the catalog: {mid!r}")
            for m in po:
                if not m.id:
                    continue
                strings = m.string if isinstance(m.string, tuple) else (m.string,)
                if m.fuzzy or not all(strings):
                    out.append(f"{lang}/{d}: untranslated: {m.id!r}")
            mo_path = po_path.with_suffix(".mo")
            if not mo_path.exists():
                out.append(f"{mo_path.relative_to(ROOT)} is missing: run make catalogs")
                continue
            with open(mo_path, "rb") as f:
                mo = read_mo(f)
            if _pairs(mo) != _pairs(m for m in po if not m.fuzzy):
                out.append(f"{mo_path.relative_to(ROOT)} is stale: run make catalogs")
    return out


def main(argv: list[str]) -> int:
    steps = {"extract": extract, "update": update, "compile": compile_all}
    if not argv or argv[0] not in (*steps, "check") or not set(argv[1:]) <= set(all_domains()):
        print("usage: python tools/catalogs.py extract|update|compile|check [DOMAIN ...]  "
              f"(domains: {' '.join(all_domains())})", file=sys.stderr)
        return 2
    if argv[0] == "check":
        found = problems()
        print("\n".join(found) or "every catalog is whole")
        return 1 if found else 0
    steps[argv[0]](argv[1:] or all_domains())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
