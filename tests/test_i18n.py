"""The player's language (game/i18n.py) and the catalogs (assets/locale, tools/catalogs.py)."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import i18n
from game.cards import Card
from game.rules.actions import Play
from game.rules.wording import card, render, say, seat, team, term
from tests.i18n_scan import engine_texts

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import catalogs  # noqa: E402

TRANSLATED: tuple[str, ...] = ("huutopussi", "ushter", "euchre", "ulti", "calltrump")
"""Games whose every engine text is in both catalogs (each game joins when its text is done)."""

TABLES: dict[str, tuple[dict, ...]] = {
    "huutopussi": ({"players": 2}, {"players": 3}, {"players": 4}, {"players": 4, "teams": True},
                   {"players": 3, "declare_timing": "first_led", "last_trick_bonus": 10, "round_to_5": True,
                    "must_overruff": True, "head_after_ruff": "any", "all_tricks_penalty": True},
                   {"players": 4, "teams": True, "exchange": 4, "declare_timing": "won_and_led",
                    "min_bid": 40}),
    "euchre": ({}, {"joker": True, "stick_the_dealer": True}, {"take_4_for_1": True, "alone_worth_2": True},
               {"alone_must_take_5": True, "game_end": "hands", "hands": 4}),
    "ulti": ({}, {"open_durchmars": "R2", "give_up": "two_total", "deals": 9},
             {"defender_silent_durchmars": False, "follow_after_trump": "beat_led", "deals": 12}),
    "ushter": ({"players": 3}, {"players": 4}, {"players": 5}, {"players": 6, "learner_mode": True},
               {"players": 7}, {"players": 8}),
    "calltrump": ({}, {"first_caller": "random", "first_leader": "left_of_caller", "match_length": 1},
                  {"first_caller": 2, "first_leader": "player1", "match_length": 0, "rematch_caller": "last_winner"}),
}
"""The tables a game's scan plays, so that every player count and table option's text is seen
(a game not named here: its default table)."""


def _catalog(tmp_path: Path, lang: str, entries: dict) -> Path:
    """A compiled catalog of ``entries`` (English -> translation) under ``tmp_path``."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    cat = Catalog(locale=lang)
    for k, v in entries.items():
        cat.add(k, v)
    folder = tmp_path / lang / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with open(folder / "test.mo", "wb") as f:
        write_mo(f, cat)
    return tmp_path


def test_a_sentence_goes_back_to_its_template():
    said = say("{0|takes|take} the trick with {1}: {2} points", seat(2), card(Card.parse("AS")), 12)
    assert i18n.template(said) == ("{0|takes|take} the trick with {1}: {2} points",
                                   ["{seat:2}", "{card:AS}", "12"])


def test_a_translation_may_reorder_and_give_the_reader_its_own_verb(tmp_path):
    folder = _catalog(tmp_path, "hu", {"{0|takes|take} the trick with {1}": "{1} ütéssel {0|viszi|viszik|viszed}",
                                       "You": "Te"})
    hu = i18n.Language("hu", folder)
    said = say("{0|takes|take} the trick with {1}", seat(0), card(Card.parse("AS")))
    mine = hu.text(said)
    assert mine == "{card:AS} ütéssel {seat:0|viszi|viszik|viszed}"
    assert render(mine, ["You", "Ada"], 0, you_word="Te") == "A♠ ütéssel te viszed"
    assert render(mine, ["Bela", "Ada"], 0) == "A♠ ütéssel Bela viszi"
    assert render(hu.text(say("{0|takes|take} the trick with {1}", team((0, 2)), card(Card.parse("AS")))),
                  ["You", "Ada", "Cleo"], 0, you_word="Te") == "A♠ ütéssel te & Cleo viszik"
    assert not hu.missing


def test_text_missing_from_the_catalog_stays_english_and_is_remembered(tmp_path):
    folder = _catalog(tmp_path, "fi", {"Lead any card.": "Johda mikä tahansa kortti."})
    fi = i18n.Language("fi", folder)
    assert fi.text("Lead any card. Waiting for {seat:1}.") == "Johda mikä tahansa kortti. Waiting for {seat:1}."
    assert fi.missing == {"Waiting for {0}."}
    assert fi.gettext("Deal") == "Deal" and "Deal" in fi.missing


def test_english_needs_no_catalog():
    en = i18n.Language("en")
    assert en.text("Waiting for {seat:1}.") == "Waiting for {seat:1}." and not en.missing
    assert en.ngettext("{0} trick", "{0} tricks", 2) == "{0} tricks"


@pytest.mark.parametrize("env,code", [({"LANG": "hu_HU.UTF-8"}, "hu"), ({"LC_ALL": "fi_FI"}, "fi"),
                                      ({"LANGUAGE": "de:fi", "LANG": "de_DE"}, "fi"),
                                      ({"LANG": "de_DE.UTF-8"}, "en"), ({}, "en"),
                                      ({"LC_ALL": "C", "LANG": "hu_HU"}, "en")])
def test_the_system_locale_chooses_the_first_language(env, code):
    assert i18n.system_language(env) == code


def test_every_catalog_is_whole_and_compiled():
    assert catalogs.problems() == []


def test_one_english_text_has_one_translation_in_a_language():
    """The game reads every catalog of a language as one dictionary, so an English text translated
    two ways in two catalogs would show one of them everywhere; a context tells meanings apart."""
    assert catalogs.conflicts() == []


def test_a_context_tells_one_english_text_s_two_meanings_apart(tmp_path):
    folder = _catalog(tmp_path, "hu", {"Start": "Indítás", "score sheet\x04Start": "Kezdés"})
    hu = i18n.Language("hu", folder)
    assert (hu.gettext("Start"), hu.pgettext("score sheet", "Start")) == ("Indítás", "Kezdés")
    assert hu.pgettext("a button", "Start") == "Start" and hu.missing == {"Start"}
    assert i18n.Language("en").pgettext("score sheet", "Start") == "Start"


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="gettext's msgfmt is not installed")
@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_msgfmt_finds_every_message_translated(lang):
    for po in sorted((catalogs.LOCALE / lang / "LC_MESSAGES").glob("*.po")):
        out = subprocess.run(["msgfmt", "--statistics", "-o", "/dev/null", str(po)],
                             capture_output=True, text=True, check=True).stderr
        assert "untranslated" not in out and "fuzzy" not in out, f"{po.name}: {out.strip()}"


@pytest.mark.parametrize("lang", catalogs.LANGS)
@pytest.mark.parametrize("game", TRANSLATED)
def test_every_engine_text_of_a_match_is_translated(game, lang):
    language = i18n.Language(lang)
    for table in TABLES.get(game, ({},)):
        for seed in (1, 2, 3):
            for said in engine_texts(game, seed, **table):
                language.text(said)
    assert sorted(language.missing) == []


def test_a_games_own_term_is_its_own_words_and_for_an_english_reader_the_english_too():
    said = say("Bid higher than {0} ({1})", term("Piros 40-100", "Heart 40-100"), 16)
    assert i18n.template(said) == ("Bid higher than {0} ({1})", ["{term:Piros 40-100|Heart 40-100}", "16"])
    assert render(said) == "Bid higher than Piros 40-100 — Heart 40-100 (16)"
    assert render(said, language="hu") == "Bid higher than Piros 40-100 (16)"
    assert render(term("Betli")) == "Betli" and term("Ulti", "Ulti") == "{term:Ulti}"


def test_a_text_of_tokens_and_numbers_only_has_no_words_to_translate():
    hu = i18n.Language("hu")
    assert hu.text("{suit:H|both}") == "{suit:H|both}" and hu.text("10") == "10"
    assert not hu.missing


OPTIONS_TRANSLATED: tuple[str, ...] = ("ushter", "euchre", "calltrump", "huutopussi", "ulti")
"""Games whose table options' words are in both catalogs: all five."""


@pytest.mark.parametrize("lang", catalogs.LANGS)
@pytest.mark.parametrize("game", OPTIONS_TRANSLATED)
def test_every_table_option_of_a_translated_game_is_translated(game, lang):
    """The setup screen's words for each option: its label, its explanation, each value's name
    (game/ui/scenes.py shows them through ``i18n.text``)."""
    from game.rules import GAMES
    language = i18n.Language(lang)
    for o in GAMES[game].OPTIONS:
        for said in (o.label, o.help, *(o.display(c) for c in o.choices)):
            language.text(said)
    assert sorted(language.missing) == []


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_every_kind_of_hint_is_translated(lang):
    """The hint's line (game/ai/base.py ``why_line``) in every game's unit, for a card and for an
    auction: each choice is named before a colon and each sentence is a template of its own."""
    from game.ai.base import Why, why_line
    from game.registry import RECORDS
    q, nine = Play(Card.parse("QS")), Play(Card.parse("9C"))
    label = {q: say("Play the {0}", card(q.card)), nine: say("Play the {0}", card(nine.card))}.get
    whys = [Why(q, only=True), Why(q), Why(q, 40), Why(q, 40, 1.25, nine, -0.5), Why(q, 40, 1.0, nine, 1.02),
            Why(q, 40, 0.0, nine, 0.0, equal=True), Why(q, 40, -1.0, nine, 0.03, kept=True),
            Why(q, 40, 2.0, nine, 1.0, ahead=0.58, runner_up_still=True),
            Why(q, 40, 0.0, nine, 0.2, still=True, kept=True, runner_up_ahead=0.5)]
    language = i18n.Language(lang)
    for rec in RECORDS.values():
        language.text(rec.unit.many)              # the review of a hand's decisions heads its numbers so
        for auction in (False, True):
            for why in whys:
                language.text(why_line(why, label, rec.unit, auction))
    assert sorted(language.missing) == []
    line = why_line(Why(q, 40, 1.25, nine, -0.5), label)
    assert language.text(line).startswith(language.text(label(q)) + ": ")


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_every_text_of_a_claim_is_translated(lang):
    """A claim is the table's, not an engine move, so no simulated match meets its texts: each
    refusal, its two log lines (the claimant's cards after the words), its buttons and keys."""
    from game.rules import claim
    from game.rules.actions import Claimed, ClaimRefused
    from game.rules.huutopussi import NAME_BEFORE_CLAIM
    from game.rules.ulti.engine import BETLI_NO_CLAIM
    cards = tuple(map(Card.parse, ("AS", "KS", "QS")))
    texts = [claim.CLAIM_TURN, claim.NOT_PLAYING, claim.LAST_CARD, claim.MAY_LOSE_NOW, claim.ANSWERING,
             claim.REFUSED, claim.PLAYING_OUT, claim.NO_QUESTION, BETLI_NO_CLAIM, NAME_BEFORE_CLAIM,
             claim._may_lose(cards[0], True), claim._may_lose(cards[1], False),
             Claimed(1, cards).sentence(), ClaimRefused(2).sentence(), ClaimRefused(2, silent=True).sentence()]
    language = i18n.Language(lang)
    for text in texts:
        language.text(text)
    for words in ("Claim the rest", "Accept the claim", "Refuse",
                  "claim the rest: when every remaining trick is yours however the others play",
                  "accept or refuse another player's claim"):
        language.gettext(words)
    assert sorted(language.missing) == []
    said = render(language.text(Claimed(0, cards).sentence()), ["You", "Bela"], 0, you_word=language.gettext("You"))
    assert said.endswith(": A♠, K♠, Q♠.") and "claim" not in said


def test_hungarian_and_finnish_readers_see_a_decimal_comma():
    """A number in an engine's or the hint's sentence is written as the reader's language writes
    it: 1,2 in Hungarian and Finnish, 1.2 in English; whole numbers and the minus sign stay."""
    said = "On average it gains about 1.2 points on the others."
    assert i18n.Language("en").text(said) == said
    for code in ("hu", "fi"):
        read = i18n.Language(code).text(said)
        assert "1,2" in read and "1.2" not in read
    assert i18n.decimal("\u22120.4", "fi") == "\u22120,4"
    assert i18n.decimal("12", "hu") == "12" and i18n.decimal("0.4", "en") == "0.4"


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_every_kind_of_cost_line_and_summary_is_translated(lang):
    """The cost list (game/decision_costs.py): each decision's line in every game's unit, a loss
    of 1 and of more, the choices' averages up, down and even, and every summary above the list."""
    from game.decision_costs import Cost, Costs, cost_line, summary_line
    from game.registry import RECORDS
    q, nine = Play(Card.parse("QS")), Play(Card.parse("9C"))
    language = i18n.Language(lang)
    for rec in RECORDS.values():
        for loss, mine in ((1.0, 0.5), (0.4, -1.2), (2.3, 0.0), (1.0, -3.0)):
            cost = Cost(3, 2, q, nine, mine, mine + loss, 40, "")
            line = cost_line(say("Play the {0}", card(q.card)), say("Play the {0}", card(nine.card)), cost, rec.unit)
            language.text(line)
        for listed, weighed, unweighed in ((0, 0, 2), (0, 1, 0), (1, 1, 1), (0, 5, 0), (2, 5, 3), (1, 4, 1)):
            costs = Costs("euchre", 1, 0, rec.unit, weighed, unweighed, (cost,) * listed)
            language.text(summary_line(costs))
    assert sorted(language.missing) == []


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_a_table_options_error_is_in_the_players_language(lang):
    """A malformed option value at setup, at ``simulate --option`` or at a LAN host is an
    OptionError: its sentence is translated, its words (keys, values: the command line's) kept."""
    from game.rules import GAMES, OptionError, new_game
    from game.cards import Card as C
    errors = []
    tries = [("nope", {})]
    for g, cls in GAMES.items():
        o = cls.OPTIONS[0]
        tries += [(g, {"players": 99}), (g, {"no_such": 1}), (g, {o.key: "nonsense"}), (g, {"dealer": 99}),
                  (g, {"deck": ["AS", "AS"]}), (g, {"deck": ["JK"]})]
    tries += [("huutopussi", {"players": 3, "teams": True}), ("euchre", {"deck": [C.parse("JK")]})]
    for g, kw in tries:
        with pytest.raises(OptionError) as e:
            new_game(g, **kw)
        errors.append(e.value)
    mine = i18n.use(lang)
    try:
        said = [i18n.said(e.template, e.words) for e in errors]
        assert sorted(mine.missing) == []
        assert said[1] != str(errors[1]) and errors[3].words[0] in said[3]
    finally:
        i18n.use("en")
    assert [i18n.said(e.template, e.words) for e in errors] == [str(e) for e in errors]


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_every_lesson_line_is_translated(lang):
    """The guided hands (game/lessons.py): every line of every lesson, and the box's text at each of
    the player's decisions in a whole guided hand, with the computer's answer and while it is
    worked out, as the table says it (``i18n.text``; the closing line by ``Guide.closing``)."""
    from game import lessons
    from game.registry import make_bot
    from game.rules.actions import HandScored
    from game.rules.seat_view import seat_view
    from game.ui.guided import Guide
    import random
    language = i18n.Language(lang)
    why = " ".join((say("Play the {0}", card(Card.parse("QS"))) + ":", "it is your only move."))
    for game, lesson in lessons.LESSONS.items():
        for said in (lesson.welcome, *lesson.steps.values(), *lesson.rules.values(), lesson.free, lesson.renege,
                     lesson.marriage, lessons.LEAD):
            language.text(said)
        state = lessons.start(game)
        bots = [make_bot(game, "easy") for _ in range(state.players)]
        rng, over = random.Random(1), False
        while not over and state.to_act is not None:
            seat = state.to_act
            if seat == 0:
                sv = seat_view(state, 0)
                language.text(lessons.explanation(lesson, sv, why))
                language.text(lessons.explanation(lesson, sv, None, waiting=True))
            action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
            over = any(isinstance(ev, HandScored) for ev in state.apply(action))
    assert sorted(language.missing) == []
    mine = i18n.use(lang)
    try:
        for game in lessons.LESSONS:
            assert lessons.PLAY_ON not in Guide(game).closing()
        assert sorted(mine.missing) == []
    finally:
        i18n.use("en")


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_a_lan_tables_default_names_are_in_the_namers_language(lang):
    """A LAN seat nobody named is "Player 2" or "Computer 3" in the host's language (a window
    names a seat the same way when the host's name for it may not be shown); a person's name that
    is a computer's in any language is refused."""
    from game.net.names import computer_name, default_name, poses_as_computer, seat_name
    mine = i18n.use(lang)
    try:
        names = (default_name(1), computer_name(2))
        assert sorted(mine.missing) == [] and names[0] != "Player 2" and names[1] != "Computer 3"
        assert "2" in names[0] and "3" in names[1]
    finally:
        i18n.use("en")
    assert poses_as_computer(names[1]) and seat_name(names[1], 1, []) == "Player 2"


BAD_COMMAND_LINES = (["simulate"], ["frob"], ["simulate", "nope"], ["simulate", "ulti", "--option", "teams=x"],
                     ["simulate", "ulti", "--option", "give_up=x"], ["simulate", "ulti", "--bots", "foo"],
                     ["simulate", "ulti", "--deals", "0"], ["simulate", "ulti", "--seed", "x"],
                     ["simulate", "ulti", "--seed", "-1"], ["simulate", "ulti", "--option", "x"],
                     ["simulate", "ulti", "--option", "seed=1"], ["simulate", "ulti", "--players", "9"],
                     ["simulate", "ulti", "--bots", "easy,easy"], ["simulate", "ulti", "--option", "dealer=x"],
                     ["screenshot", "nope", "x.png"], ["screenshot", "menu", "x.txt"],
                     ["screenshot", "menu", "x.png", "--size", "1x1"], ["screenshot", "menu", "x.png", "--hint"],
                     ["host", "ulti", "--seats", "easy,easy,easy"], ["host", "ulti", "--seats", "x,easy,easy"],
                     ["host", "ulti", "--option", "timers=x"], ["host", "ulti", "--option", "reconnect=x"],
                     ["join", "h", "--name", ""], ["join", "h", "--seat", "9"], ["bench", "ui", "net"],
                     ["bench", "net", "--runs", "3"], ["costs", "/nonexistent/hand"],
                     ["arena", "ulti", "--a", "x", "--b", "easy"], ["simulate", "ulti", "--what"])


@pytest.mark.parametrize("lang,env", [("hu", "hu_HU.UTF-8"), ("fi", "fi_FI.UTF-8")])
def test_the_command_line_speaks_the_systems_language(lang, env, monkeypatch, capsys):
    """``python -m game --help`` and every error line, argparse's own words too, in the language of
    the system's locale: every help page (the main one and each command's) and a bad command line
    of each kind find each of their words in the catalogs; each error is still one line, exit 2."""
    import argparse

    from game import cli
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setattr(argparse, "_", argparse._)
    monkeypatch.setattr(argparse, "ngettext", argparse.ngettext)
    try:
        english = []
        for argv in BAD_COMMAND_LINES:
            monkeypatch.setenv("LANG", "C.UTF-8")
            assert cli.main(argv) == 2, argv
            english.append(capsys.readouterr().err)
        monkeypatch.setenv("LANG", env)
        for argv, said in zip(BAD_COMMAND_LINES, english):
            assert cli.main(argv) == 2, argv
            err = capsys.readouterr().err
            assert err.count("\n") == 1 and "tricktable: error" not in err, (argv, err)
            assert err.split(": ", 2)[2] != said.split(": ", 2)[2], (argv, err)    # the line, not just its head
        mine = i18n.active()
        assert mine.code == lang
        parser = cli.build_parser()
        pages = [parser.format_help()]
        for action in parser._subparsers._group_actions:
            pages += [sub.format_help() for sub in action.choices.values()]
        assert "usage:" not in " ".join(pages) and "show this help message" not in " ".join(pages)
        assert sorted(mine.missing) == []
    finally:
        i18n.use("en")


def _hand_file_sentences() -> list:
    """Every kind of error a hand file gets, and every kind of verdict ``verify`` gives, from
    ``python -m game verify/replay/costs`` and from the app's review, cost list and practice."""
    import dataclasses

    from game import hand_file as H
    from game.decision_costs import decisions
    from game.hand_review import hand_over, review
    from game.practice import PracticeHand, at_decision, trick_decision
    from tests.test_hand_file import _change, text_of
    head = ("Trick Table hand file 1\ngame: euchre\nplayers: 4\noptions: {}\nseat 0: a\nseat 1: b\n"
            "seat 2: c\nseat 3: d\nfirst dealer: 0\n")
    deal = "\ndeal 1\ncommitment: none\n"
    bad_files = ["", head, head.replace("euchre", "chess") + deal, "Trick Table hand file 1\ngame: euchre\n",
                 head.replace("players: 4", "players: four") + deal, head.replace("{}", "[") + deal,
                 head.replace("{}", "[]") + deal, head.replace("players: 4", "players: 3") + deal,
                 head + "match id: a-b\n" + deal, head.replace("seat 1: b\nseat 2", "seat 2: b\nseat 2") + deal,
                 head + "bogus: 1\n" + deal, head + "\ndeal 1\ncommitment: xyz\n",
                 head + deal + "dealt hand 0: ZZ\n", head + deal + "what: x\n",
                 head.replace("{}", '{"joker": "maybe"}') + deal]
    out = []
    for text in bad_files:
        with pytest.raises(H.HandFileError) as e:
            H.start(H.parse(text))
        out.append(e.value)
    good = text_of("euchre")
    tampered = [good,
                _change(good, 2, "salt", lambda v: "f" * 32),
                _change(good, 1, "dealt hand 0", lambda v: v.split()[1] + " " + v.split()[0] + " " + v),
                _change(good, 1, "action", lambda v: "Play JK"),
                _change(good, 1, "action", lambda v: "Frobnicate"),
                _change(good, 1, "dealer", lambda v: str((int(v) + 1) % 4)),
                _change(good, 1, "commitment", lambda v: "none"),
                good.replace("dealt hand 0:", "dealt hand 9:", 1),
                good.replace("\ndeal 2\n", "\naction: Pass\n\ndeal 2\n", 1),
                re.sub(r"(\ndeal 1\n(?:.*\n)*?)((?:action: .*\n)+)\n", r"\1\n", good, count=1),
                re.sub(r"\ndeal 1\n(?:.*\n)*?\n(?=deal 2)", "\n", good, count=1)]
    for text in tampered:
        out += [line for _, line in H.verify(H.parse(text))]
    hf = H.parse(good)
    out.append(H.replay_deal(H.start(hf)[0], hf.deals[1]))           # the replay is at deal 1, not 2
    again = PracticeHand(hf, 1, 0, (None, "easy", "easy", "easy"))
    broken = H.parse(tampered[3])
    unrevealed = dataclasses.replace(hf, deals=[*hf.deals[:-2], dataclasses.replace(hf.deals[-2], number=None),
                                                hf.deals[-1]])
    attempts = [lambda: hand_over(unrevealed), lambda: review(hf, hf.deals[-1]), lambda: review(broken),
                lambda: review(broken, broken.deals[0]), lambda: review(H.parse(tampered[-1]), hf.deals[2]),
                lambda: PracticeHand(hf, 1, 7, (None,) * 4), lambda: PracticeHand(hf, 99, 0, (None,) * 4).deal(),
                lambda: at_decision(again, 999), lambda: trick_decision(again, 99),
                lambda: decisions(broken, 0, broken.deals[0]),
                lambda: at_decision(PracticeHand(broken, 1, 0, (None,) * 4), 0)]
    attempts += [lambda m=m: at_decision(again, m) for m in range(12)]
    for attempt in attempts:
        try:
            attempt()
        except H.HandFileError as e:
            out.append(e)
    return out


@pytest.mark.parametrize("lang", catalogs.LANGS)
def test_every_hand_file_error_and_verdict_is_in_the_players_language(lang):
    """A hand file's errors (``HandFileError``) and ``verify``'s verdicts keep their template and
    words apart, as OptionError does: in English they are the English, in Hungarian and Finnish
    every sentence, and every sentence inside one, is found in the catalogs."""
    from babel.messages.pofile import read_po

    from game.hand_review import STOCK_NAMES
    found = _hand_file_sentences()
    templates: set[str] = set()

    def reach(s) -> None:
        templates.add(s.template)
        for w in s.words:
            if hasattr(w, "template"):
                reach(w)
    for s in found:
        reach(s)
    with open(catalogs.LOCALE / "app.pot", "rb") as f:
        marked = {m.id for m in read_po(f) if any(path in ("game/hand_file.py", "game/hand_review.py",
                                                           "game/practice.py") for path, _ in m.locations)}
    assert marked and sorted(marked - templates - set(STOCK_NAMES.values())) == []   # every kind is met above
    assert "deal {0} cannot be weighed: {1}" in templates
    assert [i18n.said(s.template, s.words) for s in found] == [str(s) for s in found]
    mine = i18n.use(lang)
    try:
        said = [i18n.said(s.template, s.words) for s in found]
        assert sorted(mine.missing) == []
        assert all(a != str(s) for a, s in zip(said, found)), [a for a, s in zip(said, found) if a == str(s)]
        inner = [(a, str(w)) for a, s in zip(said, found) for w in s.words if hasattr(w, "template")]
        assert inner and [a for a, w in inner if w in a] == []       # a sentence inside one is said too
    finally:
        i18n.use("en")
