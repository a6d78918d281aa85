"""Drawing the table: the felt, the seats' name plates, the stock and your discards, the cards
in layers, speech bubbles, the prompt and your countdown, the log, the last trick, hover peeks
and tooltips.

Reads the scene (its card model, its decision panel, its view of the match) and changes none of
it: what is drawn follows from what the scene holds, so a redraw never alters the game."""
from __future__ import annotations

import math

import pygame

from game.cards import Card
from game.ui import art
from game.ui.card_model import own_discards, stock_faces
from game.ui.hint_box import PAD, HintBox
from game.ui.seating import DISCARD_SCALE, STOCK_SCALE
from game.ui.widgets import BUTTON_EDGE, GOLD, INK, MUTED, fit, panel, text, wrap

RED_PANEL = (120, 25, 30, 230)
LAST_TRICK = "Last trick (T)"
TEAM_COLOURS = ((90, 160, 240), (240, 120, 90), (170, 220, 110), (220, 150, 240))


class TableRenderer:
    """Draws a ``TableScene``; keeps only what drawing caches and reports (the countdown shown)."""

    def __init__(self, scene):
        self.ts = scene
        self.glyphs: dict[int, pygame.Surface] = {}
        self.wrapped: dict[tuple, list[str]] = {}
        """Log lines already wrapped to the log's width (``log_wrap``), by line, size and width."""
        self.bubble_spots: dict = {}
        self.countdown = None
        """The countdown drawn last frame (its text, and whether it is red), None without one."""

    def resized(self) -> None:
        self.glyphs.clear()

    def draw(self, surf: pygame.Surface) -> None:
        ts = self.ts
        surf.blit(ts.felt, (0, 0))
        self.draw_top(surf)
        for s in range(ts.n):
            self.draw_plate(surf, s)
        self.draw_help_buttons(surf)
        self.draw_stock(surf)
        self.draw_discards(surf)
        live = set()
        order = []
        if ts.up_key is not None:
            order.append(ts.up_key)
        order += ts.stock_cards
        for s in range(ts.n):
            if s != ts.you:
                order += ts.hands[s]
        order += self.trick_order()
        live.update(order)
        live.update(ts.hands[ts.you])
        loose = [k for k in ts.sprites if k not in live]
        order += loose + ts.hands[ts.you]
        if ts.drag and ts.drag["key"] in order:
            order.remove(ts.drag["key"])
            order.append(ts.drag["key"])
        dims = ts.illegal if ts.my_turn() else {}
        best = next((k for s, k in ts.trick if s == ts.motion.trick_winner), None)
        out = {k for s in self.inactive_seats() for k in ts.hands[s]}
        for key in order:
            sp = ts.sprites.get(key)
            if sp is None:
                continue
            look = "dim" if key in dims else ("hl" if key in ts.selected or key == best else "")
            if key in out:
                look = "out"                # a seat out of the hand (folded): its cards greyed like its plate
            img = ts.images.posed_image(sp, ts.card, look)
            surf.blit(img, img.get_rect(center=(int(sp.x), int(sp.y))))
        for s, (line, _) in ts.motion.bubbles.items():
            self.draw_bubble(surf, s, line)
        self.draw_prompt(surf)
        if ts.my_turn():
            ts.grid.draw(surf, pygame.mouse.get_pos())
        self.draw_log(surf)
        self.draw_last_trick(surf)
        if ts.toast:
            t = fit(ts.toast[0], ts.z(22), ts.size[0] - 80, INK, True)
            r = self.toast_rect(t.get_size())
            surf.blit(panel(r.size, RED_PANEL, 10, GOLD), r.topleft)
            surf.blit(t, t.get_rect(center=r.center))
        self.draw_peek(surf)
        if ts.my_turn() and not ts.drag:
            mine = ts.hands[ts.you]
            focused = mine[ts.focus] if 0 <= ts.focus < len(mine) else None
            mouse = ts.mouse
            button = ts.grid.button_at(mouse)
            if button is not None and button.tip:
                self.draw_tip(surf, button.tip, mouse)
            elif ts.hover in ts.illegal:
                self.draw_tip(surf, ts.illegal[ts.hover], mouse)
            elif focused in ts.illegal and focused in ts.sprites:
                sp = ts.sprites[focused]
                self.draw_tip(surf, ts.illegal[focused], (int(sp.x), int(sp.y - ts.card[1] / 2)))

    def toast_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a toast shows: high in the middle, unless a name plate or the log lies there (many
        seats), then over the prompt, which it hides for its few seconds."""
        ts = self.ts
        pw, ph = ts.plate
        r = pygame.Rect((0, 0), size).inflate(36, 20)
        r.center = (ts.size[0] // 2, int(ts.size[1] * 0.16))
        plates = [pygame.Rect(int(x - pw / 2), int(y - ph / 2), pw, ph) for x, y in map(ts.seats.anchor, range(ts.n))]
        log = pygame.Rect(ts.size[0] - ts.z(250) - 14, 12, ts.z(250), 10 + ts.z(19) * len(self.log_lines()))
        if r.collidelist(plates) >= 0 or r.colliderect(log):
            r.center = (ts.size[0] // 2, ts.seats.prompt_y())
        return r

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
        return [k for _, k in sorted(ts.trick, key=place)]

    def draw_top(self, surf) -> None:
        ts = self.ts
        title = text(ts.table.record.title, ts.z(24), INK, True)
        surf.blit(title, (18, 12))
        hint = text("Esc: menu", ts.z(13), MUTED)
        surf.blit(hint, (18 + title.get_width() + 12, 22))
        x = 18 + title.get_width() + 12 + hint.get_width() + 12
        limit = ts.size[0] - ts.z(270)                  # the log: top right
        second = title.get_height() + 16 + art.font(ts.z(16), True).get_linesize() // 2 - ts.z(13)
        x = self.place_look_buttons(x, 14, limit, 18 + ts.z(130), second)   # else the trump's row
        for b, key in zip(ts.look_buttons, ts.look_keys):     # its key in the corner, as the grid's numbers
            self.draw_keyed(surf, b, key)
        if ts.motion.hud.contract:
            line_h = ts.z(24)
            spots = [(x + 12, 17, limit), (18 + ts.z(130), title.get_height() + 18, ts.size[0] // 2),
                     (18, title.get_height() + ts.z(54), ts.size[0] // 2)]
            if ts.look_buttons[0].rect.top > 14:        # the buttons went under the title
                spots[1] = (ts.look_buttons[-1].rect.right + 12, spots[1][1], spots[1][2])
            for x, y, right in spots:     # beside the title, else under the trump, else below that
                room = self.room_right(x, y, line_h, right)
                if room >= ts.z(220):
                    break
            c = fit(ts.narrator.named(ts.motion.hud.contract), ts.z(18), room, GOLD, True)
            surf.blit(c, (x, y))
        # the trump suit, always visible
        label = text("Trump", ts.z(16), MUTED, True)
        surf.blit(label, (18, title.get_height() + 16))
        cx, cy = 18 + label.get_width() + ts.z(22), title.get_height() + 16 + label.get_height() // 2
        pygame.draw.circle(surf, (248, 246, 238), (cx, cy), ts.z(17))
        pygame.draw.circle(surf, BUTTON_EDGE, (cx, cy), ts.z(17), 2)
        if ts.trump is not None:
            g = self.glyph(ts.trump)
            surf.blit(g, g.get_rect(center=(cx, cy + 1)))
        else:
            t = text("–", ts.z(20), (40, 40, 40), True)
            surf.blit(t, t.get_rect(center=(cx, cy)))

    def draw_keyed(self, surf, b, key: str) -> None:
        """A small button with the key that presses it in its corner, as the grid's numbers."""
        ts = self.ts
        b.draw(surf, ts.mouse)
        surf.blit(text(key, ts.z(11), MUTED), (b.rect.left + 5, b.rect.top + 2))

    def draw_help_buttons(self, surf) -> None:
        """Undo and Hint in a row just above your name plate, at its left edge."""
        ts = self.ts
        if not ts.help_buttons:
            return
        pw, ph = ts.plate
        ax, ay = ts.seats.anchor(ts.you)
        x, h = int(ax - pw / 2), ts.z(26)
        for b, _ in ts.help_buttons:
            b.size = ts.z(13)
            w = art.font(b.size, True).size(b.label)[0] + ts.z(30)
            b.rect = pygame.Rect(x, int(ay - ph / 2) - h - ts.z(8), w, h)
            x += w + 6
        for b, key in ts.help_buttons:
            self.draw_keyed(surf, b, key)

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

    def glyph(self, suit) -> pygame.Surface:
        g = self.glyphs.get(int(suit))
        if g is None:
            g = self.glyphs[int(suit)] = art.suit_glyph(suit, self.ts.z(26))
        return g

    def draw_stock(self, surf) -> None:
        """The face-down pile, and under the stock its name from the engine ("talon", "kitty")."""
        ts = self.ts
        x, y = ts.seats.stock_pos()
        if ts.stock_n > 0:
            img = ts.images.image(None, int(ts.card[0] * STOCK_SCALE), int(ts.card[1] * STOCK_SCALE))
            layers = min(4, 1 + ts.stock_n // 6)
            for i in range(layers):
                surf.blit(img, img.get_rect(center=(int(x) - i * 2, int(y) - i * 2)))
        total = ts.stock_n + len(ts.stock_cards) + (ts.up_key is not None)
        if total <= 0:
            return
        left = ts.seats.stock_left(len(ts.stock_cards)) + 8
        right = x + ts.card[0] * STOCK_SCALE / 2
        label = getattr(ts.motion.hud, "stock_label", "") or "stock"
        t = fit(f"{label} {total}", ts.z(14), int(max(right - left, ts.z(130))), INK, True)
        r = t.get_rect(center=(int((left + right) / 2), int(y + ts.card[1] * STOCK_SCALE * 0.5 + 14)))
        r.right = min(r.right, ts.size[0] - 10)
        r.bottom = min(r.bottom, ts.size[1] - 2)
        surf.blit(panel(r.inflate(14, 4).size, (0, 0, 0, 120), 8), r.inflate(14, 4).topleft)
        surf.blit(t, r)

    def draw_discards(self, surf) -> None:
        """Your discard pile: small backs, one layer per card up to four."""
        ts = self.ts
        r = ts.places.discard_rect(ts.motion.hud)
        if r is None:
            return
        img = ts.images.image(None, int(ts.card[0] * DISCARD_SCALE), int(ts.card[1] * DISCARD_SCALE))
        layers = min(4, ts.discards_n)
        for i in range(layers):
            surf.blit(img, (r.left + 2 * (layers - 1 - i), r.top + 2 * (layers - 1 - i)))
        t = text("yours", ts.z(12), MUTED, True)
        surf.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 3)))

    def peek(self, pos) -> tuple[str, tuple[Card, ...], int] | None:
        """What hovering ``pos`` lets you look at: your discards, or a talon that is still yours, as
        (title, faces your view shows, how many cards)."""
        ts = self.ts
        r = ts.places.discard_rect(ts.motion.hud)
        if r is not None and r.collidepoint(pos):
            n = ts.discards_n
            return (f"Your discard{'s' if n != 1 else ''}", own_discards(ts.motion.hud)[:n], n)
        faces = stock_faces(ts.motion.hud)
        if faces and ts.stock_n:
            x, y = ts.seats.stock_pos()
            w, h = ts.card[0] * STOCK_SCALE, ts.card[1] * STOCK_SCALE
            if pygame.Rect(int(x - w / 2), int(y - h / 2), int(w), int(h)).collidepoint(pos):
                return ("Your talon", faces, len(faces))
        return None

    def draw_peek(self, surf) -> None:
        """Hovering your discard pile (or your own talon) shows the faces your view lets you see."""
        ts = self.ts
        seen = self.peek(ts.mouse) if ts.motion.idle() and not ts.drag else None
        if seen is None:
            return
        title, faces, n = seen
        cw, ch = int(ts.card[0] * 0.6), int(ts.card[1] * 0.6)
        label = text(title, ts.z(14), INK, True)
        note = None if faces else text(f"{n} card{'s' if n != 1 else ''}, face down", ts.z(13), MUTED)
        shown = len(faces) or min(n, 4)
        w = max(label.get_width(), note.get_width() if note else 0, cw + (shown - 1) * (cw * 0.7)) + 20
        h = label.get_height() + ch + 20 + (note.get_height() + 4 if note else 0)
        r = pygame.Rect(0, 0, int(w), int(h))
        r.midbottom = (ts.mouse[0], ts.mouse[1] - 14)
        r.clamp_ip(surf.get_rect())
        surf.blit(panel(r.size, (0, 0, 0, 200), 10, GOLD), r.topleft)
        surf.blit(label, (r.left + 10, r.top + 6))
        y = r.top + label.get_height() + 10
        for i in range(shown):
            card = faces[i] if faces else None
            surf.blit(ts.images.image(card, cw, ch), (int(r.left + 10 + i * cw * 0.7), y))
        if note:
            surf.blit(note, (r.left + 10, y + ch + 4))

    def seat_score(self, s: int) -> int | None:
        ts = self.ts
        scores = ts.motion.hud.scores
        i = ts.motion.seen.score_index[s]
        return scores[i] if i < len(scores) else None

    def draw_plate(self, surf, s: int) -> None:
        ts = self.ts
        pw, ph = ts.plate
        x, y = ts.seats.anchor(s)
        r = pygame.Rect(0, 0, pw, ph)
        r.center = (int(x), int(y))
        view = ts.motion.hud
        active = not view.active or s >= len(view.active) or view.active[s]
        turn = ts.motion.idle() and (s == ts.you if ts.legal else ts.motion.seen.to_act == s)
        colour = (10, 35, 25, 220) if active else (10, 25, 20, 140)
        surf.blit(panel(r.size, colour, 10, GOLD if turn else None), r.topleft)
        team = self.team_of(s)
        if team is not None:
            stripe = TEAM_COLOURS[team % len(TEAM_COLOURS)]
            pygame.draw.rect(surf, stripe, (r.left + 3, r.top + 8, 4, r.height - 16), border_radius=2)
        ink = INK if active else MUTED
        name = fit(ts.names[s], ts.z(18), pw - ts.z(44), GOLD if turn else ink, True)
        surf.blit(name, (r.left + 10, r.top + ts.z(6)))
        if s == ts.dealer and ts.table.record.has_dealer:
            dc = (r.right - ts.z(16), r.top + ts.z(16))
            pygame.draw.circle(surf, (248, 246, 238), dc, ts.z(11))
            d = text("D", ts.z(13), (30, 30, 30), True)
            surf.blit(d, d.get_rect(center=dc))
        score = self.seat_score(s)
        tw = view.tricks_won[s] if s < len(view.tricks_won) else 0
        line = f"Score {score}   Tricks {tw}" if score is not None else f"Tricks {tw}"   # a team: its score
        score_at = (r.left + 10, r.top + ts.z(30))
        badges = [b for b in (view.badges[s] if s < len(view.badges) else ()) if b != "dealer"]
        bx = r.right - 8
        for b in reversed(badges):
            t = text(b, ts.z(12), (20, 20, 20), True)
            br = t.get_rect().inflate(10, 4)
            br.bottomright = (bx, r.bottom - 6)
            pygame.draw.rect(surf, GOLD, br, border_radius=8)
            surf.blit(t, t.get_rect(center=br.center))
            bx = br.left - 4
        bid = ""
        for bs, btxt in view.bids:
            if bs == s and btxt:
                bid = str(btxt)
        room = bx - r.left - 16
        think = ts.table.thinking_seat() == s and ts.motion.seen.to_act == s
        away = ts.table.seat_note(s)
        crowded = bool(away) and art.font(ts.z(14)).size(away)[0] > room   # badges beside it
        surf.blit(fit(away if crowded else line, ts.z(15), pw - 16, GOLD if crowded else ink), score_at)
        if away:                      # a person away from a shared table: their time to come back
            if not crowded:           # (crowded: in the score's row, until they are back)
                surf.blit(fit(away, ts.z(14), room, GOLD), (r.left + 10, r.top + ts.z(52)))
        elif think:
            dots = "." * (1 + int(ts.app.now * 3) % 3)
            surf.blit(text(f"thinking{dots}", ts.z(14), GOLD), (r.left + 10, r.top + ts.z(52)))
        elif bid:
            said = ts.narrator.bid_words(bid)
            size = next((z for z in (ts.z(14), ts.z(12)) if art.font(z).size(said)[0] <= room), 0)
            if size:                  # a bid cut to "Orde…" says nothing: the log has it
                surf.blit(text(said, size, MUTED), (r.left + 10, r.top + ts.z(52)))

    def team_of(self, seat: int) -> int | None:
        """Which of ``view.teams`` a seat belongs to (partners share a stripe colour)."""
        ts = self.ts
        for i, team in enumerate(ts.motion.hud.teams or ()):
            if seat in team:
                return i
        return None

    def bubble_spot(self, s: int) -> tuple[float, float]:
        """Where seat ``s``'s bubble goes: a spot clear of every plate, fan, trick card and bubble."""
        ts = self.ts
        count = max([len(k) for i, k in enumerate(ts.hands) if i != ts.you] + [1])
        cache = self.bubble_spots
        key = (ts.size, count)
        if key not in cache:
            cache.clear()
            cache[key] = ts.seats.bubble_spots(count)
        return cache[key][s]

    def draw_bubble(self, surf, s: int, line: str) -> None:
        ts = self.ts
        bw, bh = ts.seats.bubble_size()
        t = fit(line, ts.z(17), bw - 20, (25, 25, 25), True)
        r = pygame.Rect(0, 0, min(bw, t.get_width() + 24), bh)
        r.center = tuple(map(int, self.bubble_spot(s)))
        pygame.draw.rect(surf, (250, 248, 235), r, border_radius=12)
        pygame.draw.rect(surf, BUTTON_EDGE, r, width=2, border_radius=12)
        surf.blit(t, t.get_rect(center=r.center))

    def draw_prompt(self, surf) -> None:
        ts = self.ts
        w = ts.size[0]
        self.countdown = None
        y = ts.seats.prompt_y()
        if ts.table.auto_play():
            b = ts.back_button
            b.rect = pygame.Rect(0, 0, ts.z(250), ts.z(50))
            b.rect.midbottom = (w // 2, y - ts.z(22))
            b.draw(surf, pygame.mouse.get_pos())
        if not ts.prompt or not ts.motion.idle():
            return
        if ts.hint is not None:
            self.draw_hint(surf, ts.hint)
        left = ts.table.time_left()
        t = fit(ts.prompt, ts.z(19), int(w * 0.7), GOLD if ts.legal else INK, True)
        r = t.get_rect(center=(w // 2, y)).inflate(28, 10)
        if left is not None:
            r.x -= ts.z(40)
        surf.blit(panel(r.size, (0, 0, 0, 140), 12), r.topleft)
        surf.blit(t, t.get_rect(center=r.center))
        if left is not None:
            self.draw_countdown(surf, left, (r.right + ts.z(8), r.centery))

    def draw_hint(self, surf, hint: HintBox) -> None:
        """The hint in its gold-edged box, where the scene placed it (``TableScene.place_panel``)."""
        r = hint.rect
        surf.blit(panel(r.size, (10, 36, 26, 235), 10, GOLD), r.topleft)
        y = r.top + PAD[1]
        for s in hint.lines:
            t = text(s, hint.size, INK)
            surf.blit(t, t.get_rect(midtop=(r.centerx, y)))
            y += art.font(hint.size).get_linesize()

    def draw_countdown(self, surf, left: float, at: tuple[int, int]) -> None:
        """Seconds left on the human's timer, red under ten."""
        secs = int(math.ceil(left))
        urgent = secs < 10
        label = f"{secs // 60}:{secs % 60:02d}"
        self.countdown = (label, urgent)
        t = text(label, self.ts.z(20), INK if urgent else (25, 25, 25), True)
        r = t.get_rect(midleft=at).inflate(18, 8)
        r.left = at[0]
        surf.blit(panel(r.size, (200, 40, 40, 235) if urgent else (245, 240, 225, 235), 10), r.topleft)
        surf.blit(t, t.get_rect(center=r.center))

    def corner_room(self, left: int) -> int:
        """How far down the top-right corner (the log, the last trick) may reach from ``left``
        rightwards before it meets a name plate."""
        ts = self.ts
        pw, ph = ts.plate
        bottom = int(ts.size[1] * 0.4)
        for s in range(ts.n):
            ax, ay = ts.seats.anchor(s)
            if ax + pw / 2 > left and ay - ph / 2 > 12:
                bottom = min(bottom, int(ay - ph / 2) - 8)
        return bottom

    def last_trick_size(self) -> tuple[int, int] | None:
        ts = self.ts
        last = ts.motion.hud.last_trick
        if not last or ts.trick:
            return None
        cw, ch = int(ts.card[0] * 0.42), int(ts.card[1] * 0.42)
        w = max(art.font(ts.z(13), True).size(LAST_TRICK)[0], len(last) * (cw * 0.62) + cw * 0.38) + 16
        return int(w), ch + art.font(ts.z(13), True).get_linesize() + 16

    def log_rows(self) -> list[tuple[str, bool]]:
        """The rows of the newest log lines that fit above the plates below the corner, leaving
        room for the last trick when it shows (it wins: the log is in the summary anyway). A long
        line takes two rows at the log's one size, never a smaller font; the oldest lines go first,
        whole. Each row comes with whether it belongs to the newest line."""
        ts = self.ts
        room = self.corner_room(ts.size[0] - ts.z(250) - 14) - 12 - 10
        last = self.last_trick_size()
        if last is not None:
            room -= last[1] + 8
        keep = max(0, room // ts.z(19))
        rows: list[tuple[str, bool]] = []
        for k, line in enumerate(reversed(ts.log)):
            parts = self.log_wrap(line)
            if len(rows) + len(parts) > keep:
                break
            rows[:0] = [(part, k == 0) for part in parts]
        return rows

    def log_lines(self) -> list[str]:
        """The log's rows as drawn, oldest first."""
        return [row for row, _ in self.log_rows()]

    def log_wrap(self, line: str) -> list[str]:
        """``line`` on at most two rows of the log's width at its size, the rest cut with "…"."""
        size, width = self.ts.z(14), self.ts.z(250) - 14
        key = (line, size, width)
        rows = self.wrapped.get(key)
        if rows is None:
            parts = wrap(line, size, width)
            rows = [_cut(part, size, width) for part in parts[:1] + [" ".join(parts[1:])] if part]
            if len(self.wrapped) > 64:
                self.wrapped.clear()
            self.wrapped[key] = rows
        return rows

    def draw_log(self, surf) -> None:
        ts = self.ts
        rows = self.log_rows()
        if not rows:
            return
        w = ts.z(250)
        x = ts.size[0] - w - 14
        y = 12
        step = ts.z(19)
        h = 10 + step * len(rows)
        surf.blit(panel((w, h), (0, 0, 0, 90), 8), (x, y))
        for i, (row, newest) in enumerate(rows):
            surf.blit(text(row, ts.z(14), INK if newest else MUTED), (x + 8, y + 5 + step * i))

    def last_trick_rect(self) -> pygame.Rect | None:
        """Where the last trick shows (a click there opens the trick history)."""
        ts = self.ts
        size = self.last_trick_size()
        if size is None:
            return None
        lines = len(self.log_lines())
        y = 12 + 10 + ts.z(19) * lines + 8 if lines else 12
        return pygame.Rect(ts.size[0] - size[0] - 14, y, *size)

    def draw_last_trick(self, surf) -> None:
        """The previous trick in small cards under the log, for a look back."""
        ts = self.ts
        r = self.last_trick_rect()
        if r is None:
            return
        last = ts.motion.hud.last_trick
        cw, ch = int(ts.card[0] * 0.42), int(ts.card[1] * 0.42)
        label = text(LAST_TRICK, ts.z(13), MUTED, True)
        x, y, size = r.left, r.top, r.size
        hover = r.collidepoint(ts.mouse) and ts.motion.idle()
        surf.blit(panel(size, (0, 0, 0, 140 if hover else 90), 8, GOLD if hover else None), (x, y))
        surf.blit(label, (x + 8, y + 4))
        for i, (_, card) in enumerate(last):
            surf.blit(ts.images.image(card, cw, ch), (int(x + 8 + i * cw * 0.62), y + label.get_height() + 8))

    def draw_tip(self, surf, line: str, at: tuple[int, int]) -> None:
        mx, my = at
        t = fit(line, self.ts.z(15), self.ts.z(420), (25, 25, 25))
        r = t.get_rect(bottomleft=(mx + 12, my - 12)).inflate(14, 8)
        r.clamp_ip(surf.get_rect())
        pygame.draw.rect(surf, (250, 246, 220), r, border_radius=6)
        surf.blit(t, t.get_rect(center=r.center))


def _cut(s: str, size: int, width: int) -> str:
    """``s`` cut with "…" to fit ``width`` at ``size`` (the size stays)."""
    f = art.font(size)
    if f.size(s)[0] <= width:
        return s
    while len(s) > 1 and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s + "…"
