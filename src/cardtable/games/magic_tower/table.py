"""The Magic Tower table: plain data slots and the primitives every rule uses.

``Table`` is the part of the state that the rule modules work on; ``state.py``
adds the kernel hooks on top (so the rule modules never import the hooks'
modules back). Running effects are ``model.Effect`` records, pile entries
``model.PileCard`` records; ``seen`` holds what Vision showed: ``model.Seen``
records with the revealed cards still in the target's hand (see ``hidden.py``).
"""

from __future__ import annotations

from typing import ClassVar, Final

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.catalog import Catalog
from cardtable.games.magic_tower.messages import CARDS
from cardtable.games.magic_tower.model import (
    ALIVE,
    ARCHMAGE,
    BUILD_MULT,
    COUNTER,
    ELIMINATED,
    FIRE,
    FIRE_WALL,
    FOOD,
    FOUNTAIN,
    GOLD,
    GREAT,
    HAND,
    HAND_BONUS,
    HAND_SIZE,
    MANA,
    PROTECTED_TURNS,
    SOLDIERS,
    SPELL_HEIGHTS,
    TOWER,
    TOWER_INV,
    TRUMP,
    WALL,
    WALL_INV,
    WIN_TOWER,
    Effect,
    EndAction,
    PileCard,
    Seen,
    pile_card,
)
from cardtable.kernel import State
from cardtable.kernel.flow import TaskState
from cardtable.kernel.plural import counted

PILE_CARDS: Final = tuple(tuple(tuple(pile_card(c, s, how) for c in range(tb.N_CARDS))
                         for s in range(6)) for how in range(3))
"""Every pile entry, made once: ``PILE_CARDS[how][seat][card]`` (records are immutable)."""
_CARD_SET: Final = tb.CARD_SET
_N_COLLECTIBLE: Final = tb.N_COLLECTIBLE


class Table(TaskState):
    __slots__ = ("active", "board", "borrowed", "casts", "cat", "dealer", "deck", "effects",
                 "extra", "hands", "last_battle", "max_turns", "pile", "result", "seen",
                 "unlocked")
    _DERIVED_SLOTS: ClassVar[tuple[str, ...]] = ("cat", "max_turns")
    """``cat`` is the game's card catalog (``catalog.Catalog``), shared, never saved;
    ``max_turns`` the option of that name (MT-DEC-74), read at every turn's end (an
    option is a pydantic model: its fields are looked up by name)."""

    active: int
    board: list[list[int]]
    borrowed: list[str]
    casts: list[dict[str, int]]
    cat: Catalog
    dealer: int
    deck: list[int]
    effects: list[Effect]
    extra: int
    hands: list[list[int]]
    last_battle: int
    max_turns: int
    pile: list[PileCard]
    result: list[float] | None
    seen: list[Seen]
    unlocked: list[list[str]]

    def _rebuild_derived(self) -> None:
        self.cat = self.game.catalog  # type: ignore[attr-defined]
        self.max_turns = self.options.max_turns

    def _halted(self) -> bool:
        return self.result is not None

    def _copy_game_data(self, new: State) -> None:
        assert isinstance(new, Table)
        new.active = self.active
        new.board = [b[:] for b in self.board]
        new.borrowed = self.borrowed[:]
        new.casts = [dict(c) for c in self.casts]
        new.cat = self.cat
        new.max_turns = self.max_turns
        new.dealer = self.dealer
        new.deck = self.deck[:]
        new.effects = self.effects[:]
        new.extra = self.extra
        new.hands = [h[:] for h in self.hands]
        new.last_battle = self.last_battle
        new.pending = self.pending
        new.pile = self.pile[:]
        new.result = None if self.result is None else self.result[:]
        new.seen = self.seen[:]
        new.tasks = self.tasks[:]
        new.unlocked = [u[:] for u in self.unlocked]

    # ---- queries -------------------------------------------------------------
    def alive(self, seat: int) -> bool:
        return self.board[seat][ALIVE] == 1

    def order_after(self, seat: int) -> list[int]:
        """Other seats still in the game, in turn order after ``seat``."""
        n = self.num_players
        return [s for s in ((seat + i) % n for i in range(1, n)) if self.board[s][ALIVE]]

    def others_alive(self, seat: int) -> bool:
        """Whether any seat but ``seat`` (who is in) is still in the game."""
        total = 0
        for b in self.board:  # not sum(): compiled, a loop is native
            total += b[ALIVE]
        return total > self.board[seat][ALIVE]

    def has(self, seat: int, kind: str) -> bool:
        """Whether ``seat`` holds a running effect of ``kind`` (a plain loop: no generator
        frame, asked several times per step)."""
        for e in self.effects:  # noqa: SIM110 (any() over a generator is slower here)
            if e.holder == seat and e.kind == kind:
                return True
        return False

    def product(self, seat: int, kind: str) -> int:
        out = 1
        for e in self.effects:
            if e.holder == seat and e.kind == kind:
                out *= e.n
        return out

    def total(self, seat: int, kind: str) -> int:
        out = 0
        for e in self.effects:
            if e.holder == seat and e.kind == kind:
                out += e.n
        return out

    def hand_size(self, seat: int) -> int:
        size = HAND + self.board[seat][HAND_BONUS]
        if self.effects:  # none running: the common case, without the lookup
            size += self.total(seat, HAND_SIZE)
        return size if size > 0 else 0

    def resources(self, seat: int) -> int:
        b = self.board[seat]
        return b[GOLD] + b[FOOD] + b[MANA]

    def trump_applies(self, seat: int, card: int) -> bool:
        """Red/green texts apply: the card's set is his trump (or the great triple runs)."""
        card_set = _CARD_SET[card]
        if card_set >= _N_COLLECTIBLE:
            return False
        return self.board[seat][TRUMP] == card_set or (bool(self.effects)
                                                       and self.has(seat, GREAT))

    def protected(self, seat: int) -> bool:
        """MT-WIN-3 / MT-DEC-34: in his first five turns the tower stays at least 1."""
        return self.board[seat][COUNTER] <= PROTECTED_TURNS

    # ---- primitive changes ------------------------------------------------------
    def add_effect(self, name: str, origin: int, holder: int, kind: str, n: int, turns: int,
                   ref: int = -1) -> None:
        """Start a running effect; the same name on the same holder restarts (MT-DEC-32)."""
        self.effects = [e for e in self.effects if not (e.name == name and e.holder == holder)]
        end = self.board[origin][COUNTER] + turns
        self.effects.append(Effect(name, origin, holder, kind, n, end, ref))

    def expire(self, origin: int) -> None:
        """End effects whose last turn was this turn of ``origin`` (MT-DUR-1, MT-DEC-31)."""
        if not self.effects:
            return
        counter = self.board[origin][COUNTER]
        keep = []
        for e in self.effects:
            if e.origin == origin and e.end <= counter:
                if e.kind == FIRE_WALL:
                    self.board[e.holder][FIRE] = 0
                self.log("magic_tower.expired", seat=e.holder, card=e.name,
                         name=self.cat.effect_name(e.name))
            else:
                keep.append(e)
        self.effects = keep

    def put_on_pile(self, card: int, seat: int, how: int) -> None:
        if self.seen:
            self.forget((card,))
        self.pile.append(PILE_CARDS[how][seat][card])
        if self.recording:
            self.events.append(self.cat.pile_events[how][seat][card])

    def forget(self, cards: tuple[int, ...] | list[int]) -> None:
        """Cards that left a hand (always face up, MT-INFO-5) are no longer known there."""
        kept = []
        for entry in self.seen:
            left = tuple(c for c in entry.cards if c not in cards)
            if left:
                kept.append(entry if left == entry.cards else
                            Seen(entry.looker, entry.target, left))
        self.seen = kept

    def draw(self, seat: int, count: int) -> None:
        """Draw ``count`` cards, rebuilding the deck from the pile when empty (MT-DEC-11)."""
        hand = self.hands[seat]
        drawn = self.cat.draw_events[seat]  # the private draw events, made once
        recording = self.recording
        for _ in range(count):
            if not self.deck:
                if len(self.pile) <= 1:
                    return
                self.deck = [entry.card for entry in self.pile[:-1]]
                self.pile = self.pile[-1:]
                self.rng.shuffle(self.deck)
                self.log("magic_tower.deck_rebuilt", size=len(self.deck),
                         cards=counted(len(self.deck), CARDS))
            card = self.deck.pop()
            hand.append(card)
            if recording:
                self.events.append(drawn[card])

    def refill(self, seat: int) -> None:
        """Draw up to the hand size; a larger hand is kept (MT-TURN-8, MT-DEC-10)."""
        missing = self.hand_size(seat) - len(self.hands[seat])
        if missing > 0:
            self.draw(seat, missing)

    def change_tower(self, seat: int, n: int, actor: int, spell: bool, card: bool) -> None:
        """Tower gain or direct loss with every protection of the catalog."""
        b = self.board[seat]
        if n > 0:
            if card and seat == actor:
                n *= self.product(actor, BUILD_MULT)
            top = b[TOWER] + n
            if spell and seat == actor and b[TOWER] < WIN_TOWER:
                top = min(top, WIN_TOWER - 1)  # MT-DEC-46: no spell completes a tower
            b[TOWER] = top
            return
        if n == 0:
            return
        if seat != actor and self.has(seat, TOWER_INV):
            return  # MT-DEC-50
        floor = 1 if self.protected(seat) or (spell and seat != actor) else 0
        b[TOWER] = max(min(b[TOWER], floor), b[TOWER] + n)
        b[TOWER] = max(0, b[TOWER])

    def change_wall(self, seat: int, n: int, actor: int, card: bool) -> None:
        b = self.board[seat]
        if n > 0:
            if card and seat == actor:
                n *= self.product(actor, BUILD_MULT)
            b[WALL] = b[WALL] + n  # not ``+=``: see ``flow.start_turn``
        elif not (seat != actor and self.has(seat, WALL_INV)):
            b[WALL] = max(0, b[WALL] + n)

    def absorb(self, seat: int, amount: int, actor: int) -> int:
        """Fire wall, then wall soak up damage; returns what is left (MT-DEC-33)."""
        b = self.board[seat]
        soak = min(b[FIRE], amount)
        b[FIRE] = b[FIRE] - soak
        amount -= soak
        soak = min(b[WALL], amount)
        if not (seat != actor and self.has(seat, WALL_INV)):
            b[WALL] = b[WALL] - soak
        return amount - soak

    def damage(self, seat: int, amount: int, actor: int, spell: bool) -> None:
        rest = self.absorb(seat, amount, actor)
        if rest > 0:
            self.change_tower(seat, -rest, actor, spell, False)

    # ---- spells and the end ------------------------------------------------------
    def unlock_spells(self) -> None:
        """A spell is unlocked for good once the tower reaches its height (MT-DEC-43)."""
        low = SPELL_HEIGHTS[0]
        for seat, b in enumerate(self.board):
            if b[TOWER] < low or b[TRUMP] < 0 or not b[ALIVE]:
                continue  # the common case first: no tower is high enough yet
            self._unlock(seat, b)

    def _unlock(self, seat: int, b: list[int]) -> None:
        have = self.unlocked[seat]
        if len(have) == 3:
            return
        spells = tb.SET_SPELLS[b[TRUMP]]
        tower = b[TOWER]
        for i, height in enumerate(SPELL_HEIGHTS):  # not zip(): compiled, a generic call
            if tower < height:
                break  # the heights rise
            spell = spells[i]
            if spell not in have:
                have.append(spell)
                self.log("magic_tower.unlocked", seat=seat, spell=spell,
                         name=self.cat.spell_name[spell])

    def check_end(self) -> None:
        """MT-DEC-72: win at 250, eliminate destroyed towers, last player standing (after
        ``unlock_spells``, done in the same pass over the boards: it changes no tower)."""
        low = SPELL_HEIGHTS[0]
        over = False
        for seat, b in enumerate(self.board):
            tower = b[TOWER]
            if b[ALIVE]:
                if tower >= low and b[TRUMP] >= 0:
                    self._unlock(seat, b)
                if not 0 < tower < WIN_TOWER:
                    over = True
        if not over:
            return  # nobody won or fell: the common case
        n = self.num_players
        alive = [s for s in range(n) if self.board[s][ALIVE]]
        winners = [s for s in alive if self.board[s][TOWER] >= WIN_TOWER]
        if winners:
            order = [self.active, *[(self.active + i) % n for i in range(1, n)]]
            self.finish([next(s for s in order if s in winners)])
            return
        dead = [s for s in alive if self.board[s][TOWER] <= 0]
        if not dead:
            return
        for seat in dead:
            self.eliminate(seat)
        left = [s for s in alive if s not in dead]
        if len(left) == 1:
            self.finish(left)
        elif not left:
            self.finish(dead, draw=True)
        elif self.active in dead:
            self.pending = None
            self.tasks[:] = [EndAction()]  # in place: the kernel loop holds the list

    def eliminate(self, seat: int) -> None:
        """MT-DEC-73: hand under the pile, effects end, army, archmage and fountain gone."""
        b = self.board[seat]
        b[ALIVE] = 0
        b[TOWER] = 0
        for card in self.hands[seat]:
            self.pile.insert(0, pile_card(card, seat, ELIMINATED))
        if self.seen:
            self.forget(self.hands[seat])
        hand = self.hands[seat]
        self.log("magic_tower.eliminated" if hand else "magic_tower.eliminated_empty", seat=seat,
                 cards=[tb.CARD_ID[c] for c in hand], card_names=[self.cat.names[c] for c in hand])
        self.hands[seat] = []
        self.effects = [e for e in self.effects if e.origin != seat and e.holder != seat]
        b[SOLDIERS] = b[ARCHMAGE] = b[FOUNTAIN] = b[FIRE] = 0
        self.borrowed[seat] = ""
        if self.pending is not None and self.pending.seat == seat and seat != self.active:
            self.pending = None

    def finish(self, winners: list[int], draw: bool = False) -> None:
        value = 0.0 if draw or len(winners) > 1 else 1.0
        self.result = [value if s in winners else -1.0 for s in range(self.num_players)]
        self.end_flow()  # the flow clears on end (flow.FLOW), so nothing more runs
        if value:
            self.log("magic_tower.game_over", winner=winners[0], winners=winners)
        else:
            self.log("magic_tower.game_draw", winners=winners)
