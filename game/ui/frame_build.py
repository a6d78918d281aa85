"""Building the table's frame (game/ui/frame.py) from the scene, once a tick: where each thing goes
and how it looks.

Every place is decided here, one part after the other, so a part that must keep clear of another
(the toast of the plates and the log, the hint of the decision buttons, the contract of the
plates) reads where that one went. The table's own buttons get their rectangles here too: a click
is tested against the places the last frame showed. Reads the scene and changes nothing a player
could see change: drawing a frame twice shows the same thing twice."""
from __future__ import annotations

import dataclasses
import math

import pygame

from game import i18n
from game.i18n import _, ngettext
from game.ui import art
from game.ui.card_model import own_discards, stock_faces
from game.ui.decision_panel import panel_area
from game.ui.frame import (
    Boxed,
    Bubble,
    CardPose,
    Cards,
    Countdown,
    Pile,
    Plate,
    TableFrame,
    TopBar,
)
from game.ui.frame_corner import LOG_WIDTH, MARGIN, CornerBuilder
from game.ui.guided import lesson_box
from game.ui.hint_box import HintBox, hint_box
from game.ui.seating import DISCARD_SCALE, STOCK_SCALE
from game.ui.widgets import GOLD, INK, MUTED, ButtonLook, Label, fitted, label, text

TEAM_COLOURS = ((90, 160, 240), (240, 120, 90), (170, 220, 110), (220, 150, 240))
PLATE = (10, 35, 25, 220)
PLATE_OUT = (10, 25, 20, 140)


class FrameBuilder:
    """Builds the ``TableFrame`` of a ``TableScene``; keeps the hint's place between frames (it
    changes with the window and the hint's text only)."""

    def __init__(self, scene):
        self.ts = scene
        self.corner = CornerBuilder(scene)
        self.hint: HintBox | None = None
        """Where the hint shows and its lines (``place_panel``), while there is one."""
        self.lesson: tuple[tuple, HintBox] | None = None
        """The lesson's box and what it was placed from (its text and its column): it is wrapped
        again only when one of those changes."""

    def place_panel(self) -> None:
        """The decision buttons' area and the hint's box, decided together so that neither covers
        the other: the hint just above the prompt, the buttons above the hint (again whenever the
        window or the hint's text changes)."""
        ts = self.ts
        area = panel_area(ts.seats, ts.seats.size, ts.n, ts.you)
        self.hint = None
        if ts.hint_line:
            self.hint = hint_box(ts.hint_line, area.width, area.centerx, ts.seats.prompt_y() - ts.z(24),
                                 ts.z(17), ts.z(14))
            area.height = max(0, min(area.bottom, self.hint.rect.top - ts.z(8)) - area.top)
        ts.panel.area = area
        if ts.panel.grid.items:
            ts.panel.layout()

    def build(self) -> TableFrame:
        ts = self.ts
        mouse = pygame.mouse.get_pos()
        top, look_buttons = self.top_bar()
        my_turn = ts.my_turn()
        shows_prompt = bool(ts.prompt) and ts.motion.idle()
        helps = self.help_buttons()
        prompt, countdown = self.prompt(helps) if shows_prompt else (None, None)
        back = None
        if ts.table.auto_play():
            b = ts.back_button
            b.rect = pygame.Rect(0, 0, ts.z(250), ts.z(50))
            b.rect.midbottom = (ts.seats.size[0] // 2, ts.seats.prompt_y() - ts.z(22))
            back = b.look(mouse)
        log = self.corner.log()
        last = self.corner.last_trick(log)
        cards = self.cards()
        frame = TableFrame(
            size=ts.size, felt=ts.felt, card=ts.card, top=top, look_buttons=look_buttons,
            plates=tuple(self.plate(s) for s in range(ts.n)), help_buttons=helps,
            stock=self.stock(), discards=self.discards(), cards=cards,
            bubbles=tuple(self.bubble(s, line) for s, (line, _) in ts.motion.bubbles.items()),
            back_button=back, hint=self.hint if shows_prompt else None, prompt=prompt, countdown=countdown,
            panel=ts.panel.grid.look(mouse) if my_turn else None, log=log, last_trick=last,
            toast=self.corner.toast(log, cards), peek=self.peek_cards(), tip=self.tip(prompt) if my_turn else None,
            focus=self.focus(), at_rest=ts.motion.idle())
        said = ts.guide.text() if ts.guide is not None and my_turn and prompt is not None else None
        return frame if said is None else dataclasses.replace(frame, lesson=self.lesson_box(ts.named(said), frame))

    def lesson_box(self, said: str, frame: TableFrame) -> HintBox:
        """The lesson's explanation in the column the table keeps at the window's right while a
        lesson runs (``Seating``'s width stops short of it): under the log and the last trick, its
        foot level with your hand's."""
        ts = self.ts
        w, h = ts.size
        top = max([12] + [r.bottom for r in (frame.log.rect if frame.log else None,
                                             frame.last_trick.box if frame.last_trick else None) if r is not None])
        left = min(ts.seats.size[0] + ts.z(10), w - MARGIN - ts.z(LOG_WIDTH))     # in line with the log, or wider
        column = pygame.Rect(left, top + ts.z(10), w - MARGIN - left, h - MARGIN - top - ts.z(10))
        key = (said, tuple(column))
        if self.lesson is None or self.lesson[0] != key:
            self.lesson = key, lesson_box(said, column, ts.seats.ui)
        return self.lesson[1]

    # --- the top left: the title, the look-back buttons, the contract and the trump -----------------

    def top_bar(self) -> tuple[TopBar, tuple[ButtonLook, ...]]:
        ts = self.ts
        title = label(ts.table.record.title, ts.z(24), INK, True, topleft=(18, 12))
        tw, th = text(title.s, title.size, INK, True).get_size()
        x, badge = 18 + tw + 12, None
        aside = ts.table.aside
        if aside is not None:           # a practice branch, a lesson or a challenge says so beside the game's name
            badged = aside.badge_text()
            bw, bh = text(badged, ts.z(15), INK, True).get_size()
            mark = Label(badged, ts.z(15), (30, 24, 8), True, (x + ts.z(10), 12 + (th - bh) // 2))
            badge = (pygame.Rect(x, mark.at[1] - ts.z(3), bw + ts.z(20), bh + ts.z(6)), mark)
            x = badge[0].right + 12
        keys = label(_(aside.keys) if aside is not None else _("Esc: menu"), ts.z(13), MUTED, topleft=(x, 22))
        x = keys.at[0] + text(keys.s, keys.size, MUTED).get_width() + 12
        limit = ts.size[0] - ts.z(270)                  # the log: top right
        second = th + 16 + art.font(ts.z(16), True).get_linesize() // 2 - ts.z(13)
        x = self.place_look_buttons(x, 14, limit, 18 + ts.z(130), second)   # else the trump's row
        looks = tuple(self.keyed(b, key) for b, key in zip(ts.look_buttons, ts.look_keys))
        contract = None
        if ts.motion.hud.contract:
            line_h = ts.z(24)
            spots = [(x + 12, 17, limit), (18 + ts.z(130), th + 18, ts.size[0] // 2),
                     (18, th + ts.z(54), ts.size[0] // 2)]
            if ts.look_buttons[0].rect.top > 14:        # the buttons went under the title
                spots[1] = (ts.look_buttons[-1].rect.right + 12, spots[1][1], spots[1][2])
            for cx, cy, right in spots:   # beside the title, else under the trump, else below that
                room = self.room_right(cx, cy, line_h, right)
                if room >= ts.z(220):
                    break
            contract = fit_label(ts.narrator.named(ts.motion.hud.contract), ts.z(18), room, GOLD, True, topleft=(cx, cy))
        trump = label(_("Trump"), ts.z(16), MUTED, True, topleft=(18, th + 16))
        lw, lh = text(trump.s, trump.size, MUTED, True).get_size()
        centre = (18 + lw + ts.z(22), th + 16 + lh // 2)
        dash = None if ts.model.trump is not None else label("–", ts.z(20), (40, 40, 40), True, center=centre)
        return TopBar(title, keys, contract, trump, (centre, ts.z(17)), ts.model.trump, ts.z(26), dash, badge), looks

    def keyed(self, b, key: str) -> ButtonLook:
        """A small button with the key that presses it in its corner, as the grid's numbers."""
        return b.look(self.ts.mouse, corner=Label(key, self.ts.z(11), MUTED, False, (b.rect.left + 5, b.rect.top + 2)))

    def help_buttons(self) -> tuple[ButtonLook, ...]:
        """Undo and Hint in a row just above your name plate, at its left edge."""
        ts = self.ts
        if not ts.help_buttons:
            return ()
        pw, ph = ts.plate
        ax, ay = ts.seats.anchor(ts.you)
        x, h = int(ax - pw / 2), ts.z(26)
        for b, _intent in ts.help_buttons:
            b.size = ts.z(13)
            w = art.font(b.size, True).size(b.label)[0] + ts.z(30)
            b.rect = pygame.Rect(x, int(ay - ph / 2) - h - ts.z(8), w, h)
            x += w + 6
        return tuple(self.keyed(b, key) for b, key in ts.help_buttons)

    def place_look_buttons(self, x: int, y: int, limit: int, x2: int, y2: int) -> int:
        """The score sheet and trick history buttons: beside the title, or beside the trump when a
        name plate leaves no room there; returns where a line beside the title may start."""
        ts = self.ts
        h = ts.z(26)
        choices = []
        for size, pad in ((ts.z(13), ts.z(30)), (ts.z(12), ts.z(22)), (ts.z(12), ts.z(16))):   # compact when plates crowd
            widths = [art.font(size, True).size(b.label)[0] + pad for b in ts.look_buttons]
            need = sum(widths) + 6 * (len(widths) - 1)
            choices += [(spot, size, widths) for spot in ((x, y), (x2, y2))
                        if self.room_right(*spot, h, limit) >= need]
        at, size, widths = (choices or [((x, y), ts.z(12), widths)])[0]
        for b in ts.look_buttons:
            b.size = size
        bx = at[0]
        for b, w in zip(ts.look_buttons, widths):
            b.rect = pygame.Rect(bx, at[1], w, h)
            bx += w + 6
        return bx - 6 if at == (x, y) else x

    def room_right(self, x: int, y: int, height: int, limit: int) -> int:
        """How wide a line starting at (x, y) may run before it meets a name plate (or ``limit``)."""
        ts = self.ts
        pw, ph = ts.plate
        right = limit
        for s in range(ts.n):
            ax, ay = ts.seats.anchor(s)
            if ay - ph / 2 < y + height and ay + ph / 2 > y and ax + pw / 2 > x:
                right = min(right, int(ax - pw / 2) - 12)
        return right - x

    # --- the seats' plates ------------------------------------------------------------------------

    def plate(self, s: int) -> Plate:
        ts = self.ts
        pw, ph = ts.plate
        x, y = ts.seats.anchor(s)
        r = pygame.Rect(0, 0, pw, ph)
        r.center = (int(x), int(y))
        view = ts.motion.hud
        active = not view.active or s >= len(view.active) or view.active[s]
        turn = ts.motion.idle() and (s == ts.you if ts.panel.legal else ts.motion.seen.to_act == s)
        team = next((i for i, members in enumerate(view.teams or ()) if s in members), None)
        ink = INK if active else MUTED
        name = fit_label(i18n.person(ts.names[s]), ts.z(18), pw - ts.z(44), GOLD if turn else ink, True,
                         topleft=(r.left + 10, r.top + ts.z(6)))
        dealer = None
        if s == ts.model.dealer and ts.table.record.has_dealer:
            dc = (r.right - ts.z(16), r.top + ts.z(16))
            # Translators: the dealer's mark on a seat's plate, one letter
            dealer = (dc, ts.z(11), label(_("D"), ts.z(13), (30, 30, 30), True, center=dc))
        score = self.seat_score(s)
        tw = view.tricks_won[s] if s < len(view.tricks_won) else 0
        line = (_("Score {0}   Tricks {1}").format(score, tw) if score is not None
                else _("Tricks {0}").format(tw))                                     # a team: its score
        score_at = (r.left + 10, r.top + ts.z(30))
        badges = []
        bx = r.right - 8
        for b in reversed([b for b in (view.badges[s] if s < len(view.badges) else ()) if b != "dealer"]):
            said = i18n.text(b)
            br = text(said, ts.z(12), (20, 20, 20), True).get_rect().inflate(10, 4)
            br.bottomright = (bx, r.bottom - 6)
            badges.append((br, label(said, ts.z(12), (20, 20, 20), True, center=br.center)))
            bx = br.left - 4
        room = bx - r.left - 16
        away = ts.table.seat_note(s)
        crowded = bool(away) and art.font(ts.z(14)).size(away)[0] > room   # badges beside it
        shown = fit_label(away if crowded else line, ts.z(15), pw - 16, GOLD if crowded else ink, topleft=score_at)
        return Plate(s, r, PLATE if active else PLATE_OUT, GOLD if turn else None,
                     TEAM_COLOURS[team % len(TEAM_COLOURS)] if team is not None else None, name, dealer,
                     shown, tuple(badges), self.plate_note(s, away, crowded, room, (r.left + 10, r.top + ts.z(52))))

    def plate_note(self, s: int, away: str, crowded: bool, room: int, at: tuple[int, int]) -> Label | None:
        """A plate's third row: a person away from a shared table (their time to come back), a
        computer thinking, or the seat's last bid."""
        ts = self.ts
        if away:                      # (crowded: in the score's row, until they are back)
            return None if crowded else fit_label(away, ts.z(14), room, GOLD, topleft=at)
        if ts.table.thinking_seat() == s and ts.motion.seen.to_act == s:
            return fit_label(_("thinking") + "." * (1 + int(ts.app.now * 3) % 3), ts.z(14), room, GOLD, topleft=at)
        bid = ""
        for bs, btxt in ts.motion.hud.bids:
            if bs == s and btxt:
                bid = str(btxt)
        if bid:
            said = ts.narrator.bid_words(bid)
            size = next((z for z in (ts.z(14), ts.z(12)) if art.font(z).size(said)[0] <= room), 0)
            if size:                  # a bid cut to "Orde…" says nothing: the log has it
                return Label(said, size, MUTED, False, at)
        return None

    def seat_score(self, s: int) -> int | None:
        ts = self.ts
        scores = ts.motion.hud.scores
        i = ts.motion.seen.score_index[s]
        return scores[i] if i < len(scores) else None

    # --- the piles and the cards --------------------------------------------------------------------

    def stock(self) -> Pile | None:
        """The face-down pile, and under the stock its name from the engine ("talon", "kitty")."""
        ts = self.ts
        x, y = ts.seats.stock_pos()
        size = (int(ts.card[0] * STOCK_SCALE), int(ts.card[1] * STOCK_SCALE))
        spots = ()
        if ts.model.stock_n > 0:
            spots = tuple((int(x) - i * 2 - size[0] // 2, int(y) - i * 2 - size[1] // 2)
                          for i in range(min(4, 1 + ts.model.stock_n // 6)))
        total = ts.model.stock_n + len(ts.model.stock_cards) + (ts.model.up_key is not None)
        if total <= 0:
            return Pile(size, spots, None, None) if spots else None
        left = ts.seats.stock_left(len(ts.model.stock_cards)) + 8
        right = x + ts.card[0] * STOCK_SCALE / 2
        name = i18n.text(getattr(ts.motion.hud, "stock_label", "") or "stock")
        s, z = fitted(f"{name} {total}", ts.z(14), int(max(right - left, ts.z(130))), True)
        r = text(s, z, INK, True).get_rect(center=(int((left + right) / 2), int(y + ts.card[1] * STOCK_SCALE * 0.5 + 14)))
        r.right = min(r.right, ts.seats.size[0] - 10)       # on the table (a lesson's column aside)
        r.bottom = min(r.bottom, ts.size[1] - 2)
        return Pile(size, spots, Label(s, z, INK, True, r.topleft), r.inflate(14, 4))

    def discards(self) -> Pile | None:
        """Your discard pile: small backs, one layer per card up to four."""
        ts = self.ts
        r = ts.places.discard_rect(ts.motion.hud)
        if r is None:
            return None
        size = (int(ts.card[0] * DISCARD_SCALE), int(ts.card[1] * DISCARD_SCALE))
        layers = min(4, ts.model.discards_n)
        spots = tuple((r.left + 2 * (layers - 1 - i), r.top + 2 * (layers - 1 - i)) for i in range(layers))
        return Pile(size, spots, label(_("yours"), ts.z(12), MUTED, True, midtop=(r.centerx, r.bottom + 3)), None)

    def cards(self) -> tuple[CardPose, ...]:
        """Every card sprite, bottom first: the up card and the stock, the others' hands, the trick
        (``trick_order``), cards on their way off the table, your hand, and a card you drag."""
        ts = self.ts
        order = [ts.model.up_key] if ts.model.up_key is not None else []
        order += ts.model.stock_cards
        seat_of = {}
        for s in range(ts.n):
            seat_of.update((k, s) for k in ts.model.hands[s])
            if s != ts.you:
                order += ts.model.hands[s]
        in_trick = dict((k, s) for s, k in ts.model.trick)
        order += self.trick_order()
        live = set(order) | set(ts.model.hands[ts.you])
        order += [k for k in ts.sprites if k not in live] + ts.model.hands[ts.you]
        if ts.drag and ts.drag["key"] in order:
            order.remove(ts.drag["key"])
            order.append(ts.drag["key"])
        dims = ts.panel.illegal if ts.my_turn() else {}
        best = next((k for s, k in ts.model.trick if s == ts.motion.trick_winner), None)
        out = {k for s in self.inactive_seats() for k in ts.model.hands[s]}
        poses = []
        for key in order:
            sp = ts.sprites.get(key)
            if sp is None:
                continue
            look = "dim" if key in dims else ("hl" if key in ts.panel.selected or key == best else "")
            if key in out:
                look = "out"                # a seat out of the hand (folded): its cards greyed like its plate
            seat = in_trick.get(key, seat_of.get(key))
            poses.append(CardPose(key, sp.card, sp.x, sp.y, sp.rot, sp.scale, sp.face, sp.moving, sp.rest_scale,
                                  look, seat, key in in_trick))
        return tuple(poses)

    def inactive_seats(self) -> list[int]:
        """Seats the view marks out of this hand or auction (``view.active``), drawn greyed."""
        ts = self.ts
        act = ts.motion.hud.active
        return [s for s in range(ts.n) if act and s < len(act) and not act[s]]

    def trick_order(self) -> list:
        """The trick's cards bottom layer first: those that lie higher (then further left) under the
        rest, so every card's corner index shows; a card still flying in is drawn on top."""
        ts = self.ts

        def place(item):
            seat, key = item
            sp = ts.sprites.get(key)
            x, y = ts.seats.trick_pos(seat)
            return (bool(sp and sp.moving), y, x)
        return [k for _, k in sorted(ts.model.trick, key=place)]

    # --- words over the table -------------------------------------------------------------------

    def bubble(self, s: int, line: str) -> Bubble:
        ts = self.ts
        bw, bh = ts.seats.bubble_size()
        t, z = fitted(line, ts.z(17), bw - 20, True)
        r = pygame.Rect(0, 0, min(bw, text(t, z, (25, 25, 25), True).get_width() + 24), bh)
        r.center = tuple(map(int, self.corner.bubble_spot(s)))
        return Bubble(s, r, label(t, z, (25, 25, 25), True, center=r.center))

    def prompt(self, helps: tuple[ButtonLook, ...] = ()) -> tuple[Boxed, Countdown | None]:
        """The prompt under the trick, and your countdown beside it; right of Undo and Hint
        (``helps``) where they stand level with it (small cards bring it down to them)."""
        ts = self.ts
        w, y = ts.seats.size[0], ts.seats.prompt_y()     # the table's middle (a lesson's column aside)
        left = ts.table.time_left()
        colour = GOLD if ts.panel.legal else INK
        level = [b.rect for b in helps if abs(b.rect.centery - y) < b.rect.height / 2 + ts.z(18)]
        lo = max(r.right for r in level) + ts.z(10) if level else 0
        s, z = fitted(ts.prompt, ts.z(19), min(int(w * 0.7), w - ts.z(10) - lo - 28), True)
        r = text(s, z, colour, True).get_rect(center=(w // 2, y)).inflate(28, 10)
        r.left = max(r.left, lo)
        if left is not None:
            r.x -= ts.z(40)
        prompt = Boxed(r, label(s, z, colour, True, center=r.center))
        if left is None:
            return prompt, None
        secs = int(math.ceil(left))
        urgent = secs < 10
        shown = f"{secs // 60}:{secs % 60:02d}"
        at = (r.right + ts.z(8), r.centery)
        ink = INK if urgent else (25, 25, 25)
        box = text(shown, ts.z(20), ink, True).get_rect(midleft=at).inflate(18, 8)
        box.left = at[0]
        return prompt, Countdown(shown, urgent, box, label(shown, ts.z(20), ink, True, center=box.center))

    def peek_cards(self) -> Cards | None:
        """Hovering your discard pile (or your own talon) shows the faces your view lets you see."""
        ts = self.ts
        seen = self.peek(ts.mouse) if ts.motion.idle() and not ts.drag else None
        if seen is None:
            return None
        title, faces, n = seen
        cw, ch = int(ts.card[0] * 0.6), int(ts.card[1] * 0.6)
        head = text(title, ts.z(14), INK, True)
        note = None if faces else ngettext("{0} card, face down", "{0} cards, face down", n).format(n)
        note_s = text(note, ts.z(13), MUTED) if note else None
        shown = len(faces) or min(n, 4)
        w = max(head.get_width(), note_s.get_width() if note_s else 0, cw + (shown - 1) * (cw * 0.7)) + 20
        h = head.get_height() + ch + 20 + (note_s.get_height() + 4 if note_s else 0)
        r = pygame.Rect(0, 0, int(w), int(h))
        r.midbottom = (ts.mouse[0], ts.mouse[1] - 14)
        r.clamp_ip(pygame.Rect((0, 0), ts.size))
        y = r.top + head.get_height() + 10
        cards = tuple((faces[i] if faces else None, (int(r.left + 10 + i * cw * 0.7), y)) for i in range(shown))
        return Cards(r, (0, 0, 0, 200), GOLD, 10, Label(title, ts.z(14), INK, True, (r.left + 10, r.top + 6)),
                     (cw, ch), cards, Label(note, ts.z(13), MUTED, False, (r.left + 10, y + ch + 4)) if note else None)

    def peek(self, pos) -> tuple[str, tuple, int] | None:
        """What hovering ``pos`` lets you look at: your discards, or a talon that is still yours, as
        (title, faces your view shows, how many cards)."""
        ts = self.ts
        r = ts.places.discard_rect(ts.motion.hud)
        if r is not None and r.collidepoint(pos):
            n = ts.model.discards_n
            return (ngettext("Your discard", "Your discards", n), own_discards(ts.motion.hud)[:n], n)
        faces = stock_faces(ts.motion.hud)
        if faces and ts.model.stock_n:
            x, y = ts.seats.stock_pos()
            w, h = ts.card[0] * STOCK_SCALE, ts.card[1] * STOCK_SCALE
            if pygame.Rect(int(x - w / 2), int(y - h / 2), int(w), int(h)).collidepoint(pos):
                return (_("Your talon"), faces, len(faces))
        return None

    def tip(self, prompt: Boxed | None = None) -> Boxed | None:
        """Why a button or a card may not be chosen, beside the pointer (or the focused card), and
        above the ``prompt`` where it would cover it."""
        ts = self.ts
        if ts.drag:
            return None
        mine = ts.model.hands[ts.you]
        focused = mine[ts.focus] if 0 <= ts.focus < len(mine) else None
        button = ts.panel.grid.button_at(ts.mouse)
        if button is not None and button.tip:
            line, (mx, my) = button.tip, ts.mouse
        elif ts.hover in ts.panel.illegal:
            line, (mx, my) = ts.panel.illegal[ts.hover], ts.mouse
        elif focused in ts.panel.illegal and focused in ts.sprites:
            sp = ts.sprites[focused]
            line, (mx, my) = ts.panel.illegal[focused], (int(sp.x), int(sp.y - ts.card[1] / 2))
        else:
            return None
        s, z = fitted(line, ts.z(15), ts.z(420))
        r = text(s, z, (25, 25, 25)).get_rect(bottomleft=(mx + 12, my - 12)).inflate(14, 8)
        r.clamp_ip(pygame.Rect((0, 0), ts.size))
        if prompt is not None and r.colliderect(prompt.box):
            r.bottom = prompt.box.top - 4
            r.clamp_ip(pygame.Rect((0, 0), ts.size))
        return Boxed(r, label(s, z, (25, 25, 25), center=r.center))

    def focus(self) -> pygame.Rect | None:
        ts = self.ts
        card = ts.input.focused_card()
        return ts.sprites[card].rect(ts.card) if card is not None and not ts.drag else None


def fit_label(s: str, size: int, width: int, colour=INK, bold: bool = False, **where) -> Label:
    """``s`` shrunk (then cut) to fit ``width``, placed as ``label`` places it."""
    s, size = fitted(s, size, width, bold)
    return label(s, size, colour, bold, **where)
