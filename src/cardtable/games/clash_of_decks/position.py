"""``ClashPosition``: set up any mid-game position of Clash of Decks through public API.

``GAME.position(seed=0, players=2, **options)`` starts from a real game in
play (options validated; by default the Prepared format with decks 1 and 2,
or deck 1 in Solo, and seat 0 first) and returns a builder. Each setter sets
one part, checks its arguments at once and returns the builder::

    state = (GAME.with_cards(TEST_CARD_FILE).position(players=2)
             .hand(0, ["bf", "v1_1", "t_zap1", "v1_2"])
             .hand(1, ["v1_1", "bf", "v1_2"], revealed=[False, True, True])
             .row(0, "top", ["t_sprint", "w1"])
             .row(1, "top", ["t_protection"], entered=True)
             .turn(active=0, phase=3, mana=4, number=3)
             .build())

Hands are listed from the left end, with ``"bf"`` for the Bastion/Fort card;
rows from position 1 (next to the bridge) outward; the Solo AI deck from its
top card. ``build()`` makes each touched owner's card list (``cards_of`` in
the observation) the cards placed for it, empties the log, checks the game's
invariants (``invariants.py``) and returns the state; from then on a test
uses only ``apply`` and the public API.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Self

from cardtable.games.clash_of_decks import combat
from cardtable.games.clash_of_decks.board import place as place_creature
from cardtable.games.clash_of_decks.model import BF, HandCheck, IncantationBack
from cardtable.games.clash_of_decks.state import ClashState
from cardtable.kernel import PositionBuilder

ROW_NAMES: Final[dict[str | int, int]] = {"top": 0, "bottom": 1, 0: 0, 1: 1}


class ClashPosition(PositionBuilder[ClashState]):
    """The builder ``ClashGame.position`` returns (see the module docstring)."""

    def __init__(self, state: ClashState) -> None:
        super().__init__(state)
        if state.stage != "play":
            raise self.fail(f"the options lead to the {state.stage!r} stage; a position is "
                            "built in play (give prepared_decks, or reach setup by apply)")
        self._touched: set[int] = set()

    # ---- argument checks ---------------------------------------------------------------
    def _card(self, card: str, what: str) -> str:
        info = self.state.catalog.info.get(card)
        if info is None:
            raise self.fail(f"{what}: unknown card {card!r}")
        return card

    def _creature(self, card: str, what: str) -> str:
        if not self.state.catalog.info[self._card(card, what)].creature:
            raise self.fail(f"{what}: {card} is an incantation, not a creature")
        return card

    def _seat(self, seat: int) -> int:
        if not 0 <= seat < len(self.state.hands):
            raise self.fail(f"no seat {seat} in this game")
        return seat

    def _side(self, side: int) -> int:
        if side not in (0, 1):
            raise self.fail(f"no side {side}: sides are 0 (left) and 1 (right)")
        return side

    def _row(self, row: str | int) -> int:
        if row not in ROW_NAMES:
            raise self.fail(f"no row {row!r}: rows are 'top' and 'bottom'")
        return ROW_NAMES[row]

    # ---- setters -------------------------------------------------------------------------
    def hand(self, seat: int, cards: Sequence[str],
             revealed: bool | Sequence[bool] = False) -> Self:
        """``seat``'s hand from its left end, ``"bf"`` for the Bastion/Fort card (exactly
        once). ``revealed``: which places are public (CD-INFO-4), one flag per card or one
        for all; the B/F place is always public."""
        seat = self._seat(seat)
        hand = [c if c == BF else self._card(c, f"hand of seat {seat}") for c in cards]
        if hand.count(BF) != 1:
            raise self.fail(f"hand of seat {seat}: exactly one 'bf' (the Bastion/Fort card), "
                            f"not {hand.count(BF)}")
        if isinstance(revealed, bool):
            flags = [revealed] * len(hand)
        else:
            flags = list(revealed)
            if len(flags) != len(hand):
                raise self.fail(f"hand of seat {seat}: {len(hand)} cards but {len(flags)} "
                                "revealed flags")
        state = self.state
        state.hands[seat] = hand
        state.known[seat] = [f or c == BF for c, f in zip(hand, flags, strict=True)]
        self._touched.add(seat)
        return self

    def fort(self, seat: int, fort: bool = True) -> Self:
        """Which side of ``seat``'s B/F card shows: the Fort (``True``) or the Bastion."""
        self.state.bf_fort[self._seat(seat)] = fort
        return self

    def row(self, side: int, row: str | int, cards: Sequence[str], *,
            entered: bool = False) -> Self:
        """The creatures of one side of one row from position 1, undamaged and ready to
        attack (``entered=True``: they entered play this turn, CD-ATTACK-1)."""
        side, r = self._side(side), self._row(row)
        where = f"side {side}, row {('top', 'bottom')[r]}"
        names = [self._creature(c, where) for c in cards]
        state = self.state
        state.board[side][r] = []
        for card in names:
            place_creature(state, side, r, card).entered = entered
        self._touched.add(side)
        return self

    def creature(self, side: int, row: str | int, card: str, *, damage: int = 0,
                 entered: bool = False, attacked: bool = False,
                 protection_used: bool = False, sprint_bonus: int = 0) -> Self:
        """One more creature at the back of a row, with its turn state (CD-INFO-1)."""
        side, r = self._side(side), self._row(row)
        name = self._creature(card, f"side {side}")
        health = self.state.catalog.info[name].health
        if not 0 <= damage < health:
            raise self.fail(f"{name}: damage {damage} must be 0..{health - 1} (it is in play)")
        if sprint_bonus < 0:
            raise self.fail(f"{name}: a Sprint bonus is never negative")
        creature = place_creature(self.state, side, r, name)
        creature.damage = damage
        creature.entered = entered
        creature.attacked = attacked
        creature.protection_used = protection_used
        creature.sprint_bonus = sprint_bonus
        self._touched.add(side)
        return self

    def turn(self, active: int | None = None, *, phase: int | None = None,
             mana: int | None = None, number: int | None = None) -> Self:
        """Whose turn it is, the phase (2: summoning, 3: attack), the mana pool and the
        turn number (the B/F health, not this, gives the next turn's mana)."""
        state = self.state
        if active is not None:
            if active not in (0, 1) or (state.solo and active != 0):
                raise self.fail(f"side {active} has no decisions to make"
                                if state.solo else f"no side {active}")
            state.active = active
        if phase is not None:
            if phase not in (2, 3):
                raise self.fail(f"phase {phase}: decisions happen in phase 2 or 3")
            state.phase = phase
        if mana is not None:
            if mana < 0:
                raise self.fail("mana is never below 0 (CD-MANA-6)")
            state.mana = mana
        if number is not None:
            if number < 1:
                raise self.fail("turns are numbered from 1")
            state.turn = number
        return self

    def ai(self, *, deck: Sequence[str] | None = None, discard: Sequence[str] | None = None,
           fort: bool | None = None, last_round: bool | None = None) -> Self:
        """Solo: the AI deck (top card first), its face-up discard, which side of its B/F
        shows and whether its last round is due (CD-DEC-55)."""
        state = self.state
        if not state.solo:
            raise self.fail("only a Solo game has an AI")
        if deck is not None:
            state.ai_deck = [self._card(c, "AI deck") for c in reversed(deck)]
        if discard is not None:
            state.ai_discard = [self._card(c, "AI discard") for c in discard]
        if fort is not None:
            state.ai_fort = fort
        if last_round is not None:
            state.ai_last_pending = last_round
        self._touched.add(1)
        return self

    def pending_return(self, seat: int, cards: Sequence[str], *,
                       incantation: str | None = None) -> Self:
        """Open ``seat``'s ``choose_return`` for ``cards`` (two or more destroyed creatures,
        CD-ACT-11). ``incantation``: the cast card that returns to the active player's hand
        once they are back (CD-DEC-17), with the hand check after it."""
        state = self.state
        seat = self._seat(seat)
        names = tuple(self._creature(c, "choose_return") for c in cards)
        if len(names) < 2:
            raise self.fail("choose_return orders two or more creatures (CD-ACT-11)")
        if incantation is not None:
            card = self._card(incantation, "incantation")
            if state.catalog.info[card].creature:
                raise self.fail(f"incantation: {card} is a creature")
            caster = state.active
            state.tasks[:] = []
            state.tasks.append(HandCheck(caster))
            state.tasks.append(IncantationBack(caster, card))
            self._touched.add(caster)
        combat.ask_return_order(state, seat, names)
        self._touched.add(seat)
        return self

    # ---- build -----------------------------------------------------------------------------
    def _finish(self, state: ClashState) -> None:
        """Each touched owner owns what was placed for it; the log starts empty."""
        waiting = state.waiting_returns()
        back = [t for t in state.tasks if isinstance(t, IncantationBack)]
        for owner in sorted(self._touched):
            board = [c.card for line in state.board[owner] for c in line]
            returning = list(waiting.cards) if waiting and waiting.side == owner else []
            returning += [t.card for t in back if t.side == owner]
            if state.solo and owner == 1:
                state.ai_cards = sorted(state.ai_deck + state.ai_discard + board + returning)
            else:
                hand = [c for c in state.hands[owner] if c != BF]
                state.decks[owner] = hand + board + returning
        state.events = []
        state.history = []
        state.steps = 0
