"""Names at a LAN table (``game.net.names``): whatever a peer sends, what reaches the table is clean,
capped, never "You" or a computer's name, and unique."""
import unicodedata

import pytest
from hypothesis import given, strategies as st

from game.net.names import clean, seat_name, shown_name
from game.store import NAME_MAX
from game.table import BOT_NAMES

NASTY = [
    ("\x1b[31mRed\x1b[0m", "Red"),                      # ANSI colour
    ("\x1b]0;owned\x07Ann", "Ann"),                     # window title (OSC)
    ("\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\", "link"),  # hyperlink
    ("\x9b2JAnn", "Ann"),                               # C1 CSI: clear screen
    ("A\x00n\x07n\x7f", "Ann"),                         # NUL, BEL, DEL
    ("A\x85n\x9fn", "A nn"),                            # C1 next line (a space), C1 APC (gone)
    ("\u202eevil\u202c", "evil"),                       # right-to-left override
    ("\u2067Bo\u2069", "Bo"),                           # right-to-left isolate
    ("B\u200bo\u200d\ufeff\u00ad", "Bo"),               # zero-width space/joiner, BOM, soft hyphen
    ("  Ann \t\n\r  Lee\u2028 ", "Ann Lee"),            # white space of every kind
    ("\u3164\u115f", ""),                               # Hangul fillers (blank letters)
    ("\ue000Ann\U000f0000", "Ann"),                     # private use
    ("Zoe\u0301", "Zoé"),                               # NFC
    ("x" * 100, "x" * NAME_MAX),
]


@pytest.mark.parametrize("raw,want", NASTY)
def test_nasty_names_come_out_clean(raw, want):
    assert clean(raw) == want


def _is_clean(name: str) -> bool:
    return (len(name) <= NAME_MAX and name == name.strip() and "  " not in name
            and unicodedata.is_normalized("NFC", name)
            and all(ch == " " or (not ch.isspace() and unicodedata.category(ch)[0] != "C") for ch in name)
            and "\x1b" not in name)


@given(st.text(max_size=80))
def test_any_text_cleans_to_a_safe_name(text):
    name = clean(text)
    assert _is_clean(name), repr(name)
    assert clean(name) == name


CONTROLS = [chr(c) for c in range(0x20)] + [chr(c) for c in range(0x7f, 0xa0)] + \
    [c for c in map(chr, range(0x2000, 0x2070)) if unicodedata.category(c) == "Cf"]


@given(st.lists(st.sampled_from(CONTROLS) | st.sampled_from("Ann [31m;"), max_size=40))
def test_every_kind_of_control_character_goes(chars):
    assert _is_clean(clean("".join(chars)))


@given(st.text(max_size=60), st.integers(0, 7), st.lists(st.text(max_size=30), max_size=7))
def test_a_seat_name_is_clean_unique_and_never_you_or_a_computer(wanted, seat, others):
    others = [seat_name(o, i, []) for i, o in enumerate(others)]
    name = seat_name(wanted, seat, others)
    assert _is_clean(name) and name
    assert name.casefold() not in {o.casefold() for o in others}
    assert name.casefold() not in {"you", "te", "sinä"} | {b.casefold() for b in BOT_NAMES}
    assert not name.casefold().startswith("computer")


@pytest.mark.parametrize("wanted", ["You", "you", " YOU ", "Ｙｏｕ", "Te", "SINÄ", "", "\x1b[0m",
                                    "Computer 3", "computer", "Ada", "cLEO"])
def test_you_a_computer_or_nothing_becomes_the_seats_default(wanted):
    assert seat_name(wanted, 1, ["Ann"]) == "Player 2"


def test_a_clash_gets_a_number_and_stays_within_the_cap():
    assert seat_name("Ann", 1, ["ann"]) == "Ann 2"
    assert seat_name("Ann", 2, ["Ann", "Ann 2"]) == "Ann 3"
    long = "x" * NAME_MAX
    got = seat_name(long, 1, [long])
    assert got == "x" * (NAME_MAX - 2) + " 2"


def test_a_name_from_the_host_is_never_you():
    assert shown_name("You", 2) == "Player 3"
    assert shown_name("\u202eAnn", 0) == "Ann"
    assert shown_name("Computer 3", 2) == "Computer 3"
