"""The hand summary's "This hand" column adds up: points scored during play (an Ushter renege)
count in the hand they were scored in, as the summary's text itemises them (issue #12)."""
from game.cards import Card
from game.rules.actions import HandScored, Pass, Play
from game.table import Table
from game.ui.results import SummaryScene
from game.ui.table_scene import TableScene
from tests.rules.test_ushter import PLAY_BID, Hand, match, play_hand, scripted
from tests.ui.uihelp import bot_names


class Through:
    """The table's state, its moves made through the table (so its score sheet records them)."""

    def __init__(self, table: Table):
        self.table = table
        self.apply = table.step

    def __getattr__(self, name):
        return getattr(self.table.state, name)


def test_ushter_u4_renege_counts_in_this_hands_column(app):
    """U-4 (ushter.md): seat 3 (seat 2 from 0) ends hand 1 on 17, reneges twice in hand 2 (22, 27),
    then follows with the K♠ and every seat plays its lowest legal card: it takes 2 tricks, -2, so
    25. Its column says +8, the +10 of the reneges and the -2 of its tricks, as the summary's lines
    do (the engine's deltas keep the hand's own count)."""
    first = scripted([{0: "2S", 1: "3S", 2: "AS"}, {0: "4S", 1: "5S", 2: "KS"}, {0: "2C", 1: "3C", 2: "AC"},
                      {0: "AD", 1: "2D", 2: "3D"}, {0: "4C", 1: "KC", 2: "5C"}])
    second = Hand(hands={1: "5S 9C 9D TC TD", 2: "KS 2H AD 3D 4D", 0: "AC KC QC JC 8C"}, up="7H")
    state = match(3, 2, [first, second])
    table = Table(state, human=2, names=bot_names(3, 2, "You"), store=app.store)
    play_hand(Through(table), first)
    assert state.scores == (19, 19, 17)
    for action in (PLAY_BID, PLAY_BID, PLAY_BID, Pass(), Play(Card.parse("5S"))):
        table.step(action)
    for _ in range(2):
        table.submit(Play(Card.parse("2H")))                    # refused: +5 each time
    assert state.scores == (19, 19, 27)
    events = table.submit(Play(Card.parse("KS"))) + play_hand(Through(table), Hand())
    scored = next(e for e in events if isinstance(e, HandScored))
    assert scored.scores == (17, 18, 25) and scored.deltas == (-2, -1, -2)
    scene = TableScene(app, table)
    summary = SummaryScene(app, scene, scored)
    assert summary.changes == (-2, -1, 8)
    said = scene.narrator.named(scored.summary).split("\n")
    assert said == [f"{scene.names[0]} took 2 tricks: -2", f"{scene.names[1]} took 1 trick: -1",
                    "You took 2 tricks: -2", "You reneged twice: +10 (added when it happened)"]
    app.push(scene)
    app.push(summary)
    app.frame(0.0, [])
