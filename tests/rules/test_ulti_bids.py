"""The 38 bids of rules/ulti.md §3.4 and §3.5: ids, keys, rungs, values, order."""
import pytest

from game.rules.ulti.bids import HEARTS, MINOR, NO_TRUMPS, bid_table, by_id, ordered

# (#, rung, key, id, value) exactly as the table of §3.4 lists them
TABLE = [
    (1, 1, (0, 1), "simple", 1), (2, 2, (0, 2), "heart-simple", 2), (3, 3, (4, 0), "40-100", 4),
    (4, 4, (4, 1), "ulti", 5), (5, 5, (5, 0), "betli", 5), (6, 6, (6, 0), "durchmars", 6),
    (7, 7, (8, 0), "40-100-ulti", 8), (8, 7, (8, 0), "heart-40-100", 8), (9, 7, (8, 0), "20-100", 8),
    (10, 8, (8, 2), "heart-ulti", 10), (11, 9, (10, 0), "heart-betli", 10),
    (12, 9, (10, 0), "40-100-durchmars", 10), (13, 9, (10, 0), "ulti-durchmars", 10),
    (14, 10, (12, 0), "20-100-ulti", 12), (15, 10, (12, 0), "heart-durchmars", 12),
    (16, 11, (14, 0), "40-100-ulti-durchmars", 14), (17, 11, (14, 0), "20-100-durchmars", 14),
    (18, 12, (16, 0), "heart-40-100-ulti", 16), (19, 12, (16, 0), "heart-20-100", 16),
    (20, 13, (18, 0), "20-100-ulti-durchmars", 18), (21, 14, (20, 0), "heart-40-100-durchmars", 20),
    (22, 14, (20, 0), "heart-ulti-durchmars", 20), (23, 14, (20, 0), "open-betli", 20),
    (24, 15, (24, 0), "heart-20-100-ulti", 24), (25, 15, (24, 0), "open-durchmars", 24),
    (26, 16, (28, 0), "heart-40-100-ulti-durchmars", 28), (27, 16, (28, 0), "heart-20-100-durchmars", 28),
    (28, 16, (28, 0), "40-100-open-durchmars", 28), (29, 16, (28, 0), "ulti-open-durchmars", 28),
    (30, 17, (32, 0), "40-100-ulti-open-durchmars", 32), (31, 17, (32, 0), "20-100-open-durchmars", 32),
    (32, 17, (32, 0), "heart-40-100-open-durchmars", 32), (33, 17, (32, 0), "heart-ulti-open-durchmars", 32),
    (34, 18, (36, 0), "heart-20-100-ulti-durchmars", 36), (35, 18, (36, 0), "20-100-ulti-open-durchmars", 36),
    (36, 19, (40, 0), "heart-40-100-ulti-open-durchmars", 40),
    (37, 19, (40, 0), "heart-20-100-open-durchmars", 40),
    (38, 20, (48, 0), "heart-20-100-ulti-open-durchmars", 48),
]


@pytest.mark.parametrize("num,rung,key,bid_id,value", TABLE)
def test_every_bid_of_the_table(num, rung, key, bid_id, value):
    b = bid_table("R1")[num - 1]
    assert (b.num, b.rung, b.key, b.id, b.value) == (num, rung, key, bid_id, value)


def test_counts():
    t = bid_table()
    assert len(t) == 38
    assert len({b.key for b in t}) == 20 and max(b.rung for b in t) == 20
    assert sum(b.trumps == MINOR for b in t) == 16
    assert sum(b.trumps == HEARTS for b in t) == 16
    assert sum(b.trumps == NO_TRUMPS for b in t) == 6


@pytest.mark.parametrize("bid_id,parts", [
    ("ulti", (("simple", 1), ("ulti", 4))),
    ("heart-ulti", (("simple", 2), ("ulti", 8))),
    ("20-100-ulti-durchmars", (("20-100", 8), ("ulti", 4), ("durchmars", 6))),
    ("heart-40-100-ulti-open-durchmars", (("40-100", 8), ("ulti", 8), ("durchmars", 24))),
    ("heart-betli", (("betli", 10),)),
    ("open-betli", (("betli", 20),)),
    ("heart-durchmars", (("durchmars", 12),)),
])
def test_parts_and_values(bid_id, parts):
    assert by_id()[bid_id].parts == parts


def test_ranking_consequences():
    b = by_id()
    assert b["ulti"].key > b["40-100"].key
    assert b["betli"].key > b["ulti"].key and b["betli"].value == b["ulti"].value
    assert all(b["heart-ulti"].key > x.key for x in bid_table() if x.key[0] == 8 and x.key[1] == 0)
    assert b["heart-betli"].key > b["heart-ulti"].key
    assert b["40-100-ulti"].rung == b["heart-40-100"].rung == b["20-100"].rung == 7


def test_open_bids_are_flagged():
    opened = {x.id for x in bid_table() if x.open}
    assert "open-betli" in opened and "ulti-open-durchmars" in opened and "durchmars" not in opened
    assert len(opened) == 12


def test_heart_no_trump_bids_say_no_trumps():
    assert by_id()["heart-betli"].english == "Heart betli (no trumps)"
    assert by_id()["heart-durchmars"].english == "Heart durchmars (no trumps)"
    assert by_id()["heart-ulti"].english == "Heart ulti"


R2 = {28: (16, 12), 29: (16, 12), 30: (20, 14), 31: (20, 14), 35: (24, 15)}


def test_open_durchmars_r2_moves_five_bids():
    r1, r2 = bid_table("R1"), bid_table("R2")
    assert len(r2) == 38 and len({b.key for b in r2}) == 20
    for a, b in zip(r1, r2):
        if b.num in R2:
            assert (b.value, b.key, b.rung) == (R2[b.num][0], (R2[b.num][0], 0), R2[b.num][1])
        else:
            assert (a.value, a.key, a.rung) == (b.value, b.key, b.rung)
    assert {b.rung for b in r2 if b.rung in (16, 17, 18)} and all(
        b.trumps == HEARTS for b in r2 if b.rung in (16, 17, 18))


def test_list_order_is_key_then_number():
    o = ordered()
    assert [b.id for b in o[:8]] == ["simple", "heart-simple", "40-100", "ulti", "betli", "durchmars",
                                    "40-100-ulti", "heart-40-100"]
    assert all((a.key, a.num) < (b.key, b.num) for a, b in zip(o, o[1:]))
    o2 = ordered("R2")
    assert [b.num for b in o2 if b.rung == 12] == [18, 19, 28, 29]
