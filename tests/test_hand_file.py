"""An exported hand and ``python -m game verify``: a verified match passes deal by deal, and a file
with one card, seed, salt or commitment changed fails on that deal's line."""
import random
import re

import pytest

from game import hand_file as H
from game.cli import main
from game.commitments import DealSeals
from game.rules import GAMES, new_game


def played(game, deals=3, seed=11, **options):
    """A match of random legal moves until ``deals`` deals are over, with its seals."""
    state = new_game(game, seed=seed, **options)
    seals = DealSeals(game)
    seals.update(state)
    rng = random.Random(seed)
    while state.to_act is not None and state.deal_deck().ordinal <= deals:
        before = state.deal_deck().ordinal
        seals.update(state, before, state.apply(rng.choice(state.legal_actions())))
    return state, seals


def text_of(game, **kw):
    state, seals = played(game, **kw)
    return H.write(H.from_match(state, [f"Player {i}" for i in range(state.players)], seals))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_revealed_deal_matches_and_the_deal_in_play_is_not_shown(game):
    text = text_of(game)
    result = H.verify(H.parse(text))
    assert [ok for ok, _ in result] == [True, True, True, None]
    assert result[0][1] == "Deal 1: matches its commitment"
    last = text[text.index("\ndeal 4\n"):]
    assert "seed:" not in last and "dealt " not in last and "action:" not in last
    assert "match seed" not in text                 # the match goes on: its seed predicts later deals


def test_a_finished_match_carries_its_seed():
    state, seals = played("euchre", deals=99)
    assert state.match_over
    hf = H.from_match(state, ["a", "b", "c", "d"], seals)
    assert hf.match_seed == state.seed and all(ok for ok, _ in H.verify(hf))


def _change(text, deal, key, new):
    """``text`` with the first ``key`` line of deal ``deal`` given the value ``new(old)``."""
    head, sep, rest = text.partition(f"\ndeal {deal}\n")
    rest = re.sub(rf"^({re.escape(key)}: )(.*)$", lambda m: m.group(1) + new(m.group(2)), rest, count=1,
                  flags=re.M)
    return head + sep + rest


def _another_card(cards):
    """The hand with its first card changed for one of the same pack it was not dealt."""
    c = cards.split()
    c[0] = next(t for t in ("AS", "AH", "AD", "AC", "KS") if t not in c)
    return " ".join(c)


TAMPERS = {
    "a card": ("dealt hand 1", _another_card),
    "the seed": ("seed", lambda v: str(int(v) + 1)),
    "the salt": ("salt", lambda v: ("0" if v[0] != "0" else "1") + v[1:]),
    "the commitment": ("commitment", lambda v: ("0" if v[0] != "0" else "1") + v[1:]),
}


@pytest.mark.parametrize("what", sorted(TAMPERS))
def test_a_tampered_deal_fails_on_its_line(what):
    text = text_of("ushter")
    key, new = TAMPERS[what]
    bad = _change(text, 2, key, new)
    assert bad != text
    result = H.verify(H.parse(bad))
    assert result[0] == (True, "Deal 1: matches its commitment")
    assert result[1][0] is False and result[1][1].startswith("Deal 2: does NOT match: ")
    assert all(ok is False for ok, _ in result[2:3])        # a later deal is never confirmed


def test_the_same_cards_listed_in_another_order_still_match():
    text = _change(text_of("ushter"), 1, "dealt hand 0", lambda v: " ".join(reversed(v.split())))
    assert H.verify(H.parse(text))[0] == (True, "Deal 1: matches its commitment")


def test_a_card_moved_between_hands_is_named():
    text = text_of("euchre")
    a = re.search(r"\ndeal 1\n(?:.*\n)*?dealt hand 0: (\S+)", text).group(1)
    b = re.search(r"\ndeal 1\n(?:.*\n)*?dealt hand 1: (\S+)", text).group(1)
    bad = _change(_change(text, 1, "dealt hand 0", lambda v: v.replace(a, b)), 1, "dealt hand 1",
                  lambda v: v.replace(b, a))
    ok, line = H.verify(H.parse(bad))[0]
    assert not ok and "its seed deals" in line and "hand 0" in line


def test_an_action_the_cards_do_not_allow_fails():
    text = text_of("euchre")
    bad = _change(text, 1, "action", lambda v: "Play JK")
    ok, line = H.verify(H.parse(bad))[0]
    assert not ok and "action 1" in line


def test_the_cli_says_one_line_per_deal_and_exits_by_the_result(tmp_path, capsys):
    good = tmp_path / "hand.txt"
    good.write_text(text_of("ulti"), encoding="utf-8")
    assert main(["verify", str(good)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:3] == [f"Deal {i}: matches its commitment" for i in (1, 2, 3)] and len(out) == 4
    bad = tmp_path / "bad.txt"
    bad.write_text(_change(good.read_text(), 3, "salt", lambda v: "f" * 32), encoding="utf-8")
    assert main(["verify", str(bad)]) == 1
    assert capsys.readouterr().out.splitlines()[2] == \
        "Deal 3: does NOT match: its seed and salt do not give its commitment"


@pytest.mark.parametrize("content", [
    b"", b"\xff\xfe not text", b"Trick Table hand file 1\ngame: chess\n",
    b"Trick Table hand file 1\ngame: euchre\nplayers: 4\n",
    b"Trick Table hand file 1\ngame: euchre\nplayers: four\noptions: {}\nfirst dealer: 0\n",
    b"Trick Table hand file 1\ngame: euchre\nplayers: 4\noptions: {}\nseat 0: a\nseat 1: b\nseat 2: c\n"
    b"seat 3: d\nfirst dealer: 0\n\ndeal 1\ncommitment: xyz\n",
])
def test_a_malformed_file_is_one_line_and_exit_2(tmp_path, capsys, content):
    f = tmp_path / "x.txt"
    f.write_bytes(content)
    assert main(["verify", str(f)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tricktable: error: ") and "Traceback" not in err
