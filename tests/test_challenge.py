"""A duplicate challenge's code names its game, seats and deals: every code reads back as the
challenge that wrote it, a malformed or mistyped one is refused with one line, the same code deals
the same cards, and the store keeps each challenge's results schema-checked."""
import random

import pytest

from game import challenge
from game.challenge import CodeError
from game.rules import GAMES
from game.store import CHALLENGES, Store


def test_every_code_reads_back_as_its_challenge():
    rng = random.Random(5)
    for game, engine in GAMES.items():
        for players in engine.PLAYER_COUNTS:
            for seed in (0, challenge.SEEDS - 1, *(rng.randrange(challenge.SEEDS) for _ in range(20))):
                ch = challenge.make(game, players, seed)
                assert challenge.parse(ch.code) == ch
                typed = ch.code.lower().replace("-", " ").replace("0", "o").replace("1", "l")
                assert challenge.parse(typed) == ch


@pytest.mark.parametrize("typed, says", [
    ("", "Type a challenge code"),
    ("EU4-00C1S", "is not a challenge code"),
    ("EU4-00C1S-AA", "is not a challenge code"),
    ("XX4-00C1S-A", "starts with its game"),
    ("EUX-00C1S-A", "is not a challenge code"),
    ("EU4-00C1S-B", "mistyped"),
    ("EU4-0C01S-A", "mistyped"),           # two neighbours swapped
    ("EU4-00C1U-A", "mistyped"),           # U is no digit of a code
])
def test_a_malformed_code_is_refused_with_one_line(typed, says):
    with pytest.raises(CodeError) as e:
        challenge.parse(typed)
    assert says in str(e.value) and "\n" not in str(e.value)


def test_a_code_for_seats_the_game_has_not_is_refused():
    body = "EU5" + "00C1S"
    code = f"EU5-00C1S-{challenge._check(body)}"
    with pytest.raises(CodeError, match="Euchre is played by 4 players, not 5"):
        challenge.parse(code)


def test_the_same_code_deals_the_same_cards_and_each_deal_its_own():
    ch = challenge.parse(challenge.make("ulti", 3, 4242).code)
    firsts = []
    for deal in range(challenge.DEALS):
        one, two = challenge.start(ch, deal), challenge.start(ch, deal)
        assert one.card_places() == two.card_places() and one.to_dict() == two.to_dict()
        assert one.view(0).dealer == challenge.dealer(ch, deal)
        firsts.append(one.card_places())
    assert len({tuple(sorted(p.items())) for p in firsts}) == challenge.DEALS
    other = challenge.start(challenge.make("ulti", 3, 4243), 0)
    assert other.card_places() != firsts[0]


def test_the_computer_line_is_the_codes_alone():
    code = challenge.make("euchre", 4, 99).code
    assert challenge.computer_line(code, "easy") == challenge.computer_line(code, "easy")


def test_results_compare_with_the_sign_of_the_game():
    low = challenge.make("ushter", 5, 1)
    assert challenge.better_by(low, -3, -1) == 2                # Ushter: the lower score wins
    rows, total = challenge.compare(challenge.make("euchre", 4, 1), [1, -2], [2] * challenge.DEALS)
    assert [r.diff for r in rows[:2]] == [-1, -4] and rows[2].yours is None and total.yours is None


def test_a_corrupt_challenges_file_is_moved_aside_with_a_message(tmp_path):
    store = Store(tmp_path)
    assert store.keep_challenge("EU4-00C1S-A", "euchre", best=[1, 2])
    assert store.challenges()["EU4-00C1S-A"]["best"] == [1, 2]
    store.path(CHALLENGES).write_text('{"version": 1, "codes": {"not a code": {"game": "euchre"}}}')
    assert store.challenges() == {}
    assert any("challenge results" in m for m in store.take_messages())
    assert list(tmp_path.glob("challenges.corrupt-*.json"))
