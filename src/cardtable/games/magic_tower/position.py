"""The position builder of Magic Tower: set up any mid-game position through checked steps.

    pos = GAME.position(players=2, trumps=["humans", "dragons"], seed=3)
    a = pos.state.active
    pos.hand(a, ["bricklayer", "catapult"]).board(a, gold=30, tower=60)
    pos.effect(a, "spell_immune", turns=8, name="magic_shield")
    pos.deck_top("king")                        # the next card drawn
    st = pos.build()                            # checked; play on with apply

``MagicTower.position`` starts a new game and answers every trump choice (the
``trumps`` given, or humans for everyone): the first player's turn is pending.
``MagicTower.edit(state)`` edits an existing state in place. Every setter checks
its arguments (seats, card ids, board fields, effect kinds, spells) and raises
``PositionError`` naming the problem. The 66 cards are never created or lost: a
setter *moves* the named cards from wherever they are (deck, hands, pile), so
``build`` can check that every card is still exactly once somewhere
(``Game.invariant_errors``, MT-COMP-1). The pending decision a builder sets is
a turn (``turn(seat)``); any other decision is reached by ``apply`` from there.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Self

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.flow import END_ACTION, TURN
from cardtable.games.magic_tower.model import (
    ATTACK_BONUS,
    BLOCK_PROD,
    BLOCKED,
    BOARD_FIELDS,
    BUILD_MULT,
    FIRE_WALL,
    FREEZE,
    GREAT,
    HAND_SIZE,
    IMMUNE,
    PROD_MULT,
    RECURRING,
    TOWER_INV,
    TRUMP,
    WALL_INV,
    pile_card,
)
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel.position import PositionBuilder

EFFECT_KINDS: Final[tuple[str, ...]] = (
    IMMUNE, TOWER_INV, WALL_INV, FREEZE, PROD_MULT, BLOCK_PROD, BLOCKED, BUILD_MULT,
    ATTACK_BONUS, HAND_SIZE, GREAT, FIRE_WALL, RECURRING
)
"""The running-effect kinds ``effect`` accepts."""
HOW: Final = {"discarded": 0, "played": 1, "eliminated": 2}
"""How a card reached the pile (MT-INFO-5), by name."""
FIELD: Final = {name: i for i, name in enumerate(BOARD_FIELDS)}


class MTPosition(PositionBuilder[MTState]):
    """Setters for hands, the deck's top, the pile, boards, spells, running effects and
    whose turn it is; every one returns the builder, so they chain."""

    # ---- checks ---------------------------------------------------------------------
    def _seat(self, seat: int) -> int:
        if not isinstance(seat, int) or not 0 <= seat < self.state.num_players:
            raise self.fail(f"seat {seat!r} is not one of 0..{self.state.num_players - 1}")
        return seat

    def _card(self, name: str) -> int:
        card = tb.CARD_INDEX.get(name)
        if card is None:
            raise self.fail(f"unknown card '{name}'")
        return card

    def _take(self, card: int) -> None:
        """Lift ``card`` out of the zone holding it."""
        st = self.state
        for hand in st.hands:
            if card in hand:
                hand.remove(card)
                st.forget((card,))
                return
        if card in st.deck:
            st.deck.remove(card)
            return
        st.pile = [p for p in st.pile if p.card != card]

    # ---- cards ---------------------------------------------------------------------------
    def hand(self, seat: int, cards: Sequence[str]) -> Self:
        """``seat``'s hand is exactly ``cards`` (taken from wherever they are); his old
        cards go on top of the deck."""
        st = self.state
        self._seat(seat)
        wanted = [self._card(name) for name in cards]
        if len(set(wanted)) != len(wanted):
            raise self.fail(f"a card is named twice in {list(cards)}")
        for card in wanted:
            self._take(card)
        st.forget(st.hands[seat])
        st.deck.extend(st.hands[seat])
        st.hands[seat] = wanted
        return self

    def deck_top(self, *cards: str) -> Self:
        """Put ``cards`` on top of the deck: the first one given is drawn first."""
        picked = [self._card(name) for name in cards]
        for card in picked:
            self._take(card)
        self.state.deck.extend(reversed(picked))
        return self

    def to_pile(self, cards: Sequence[str], seat: int, how: str = "discarded") -> Self:
        """Lay ``cards`` on the pile in order (the last one on top), marked as put there
        by ``seat`` and ``how`` (discarded, played, eliminated)."""
        self._seat(seat)
        if how not in HOW:
            raise self.fail(f"'{how}' is not one of {', '.join(HOW)}")
        for name in cards:
            card = self._card(name)
            self._take(card)
            self.state.pile.append(pile_card(card, seat, HOW[how]))
        return self

    def deck_to_pile(self, seat: int, keep: int = 0, how: str = "discarded") -> Self:
        """Lay every deck card but the top ``keep`` on the pile (deck bottom first), as
        put there by ``seat``: a short deck, to reach the rebuild (MT-DEC-11)."""
        st = self.state
        cut = max(0, len(st.deck) - keep)
        names = [tb.CARD_ID[c] for c in st.deck[:cut]]
        return self.to_pile(names, seat, how)

    # ---- boards, spells, effects ---------------------------------------------------------
    def board(self, seat: int, **values: int | str) -> Self:
        """Set board fields of ``seat`` by name (``tower``, ``wall``, ``fire_wall``,
        ``gold``, ``food``, ``mana``, ``mines``, ``farms``, ``monuments``, ``barracks``,
        ``soldiers``, ``archmage``, ``fountain``, ``turn``, ``trump``, ``alive``,
        ``hand_bonus``); ``trump`` takes a set id or its index."""
        b = self.state.board[self._seat(seat)]
        for name, value in values.items():
            index = FIELD.get(name)
            if index is None:
                raise self.fail(f"no board field '{name}'; fields: {', '.join(BOARD_FIELDS)}")
            if index == TRUMP:
                number = tb.SET_INDEX.get(value, -1) if isinstance(value, str) else value
                if not isinstance(number, int) or not 0 <= number < tb.N_COLLECTIBLE:
                    raise self.fail(f"trump {value!r} is not a collectible set (id or index)")
                b[TRUMP] = number
                continue
            if not isinstance(value, int) or isinstance(value, bool):
                raise self.fail(f"{name} must be an int, not {value!r}")
            if value < 0 and name != "hand_bonus":
                raise self.fail(f"{name} cannot be negative ({value})")
            if name in ("archmage", "fountain", "alive") and value not in (0, 1):
                raise self.fail(f"{name} is 0 or 1, not {value}")
            b[index] = value
        return self

    def unlock_spells(self) -> Self:
        """Unlock every spell the towers have reached (MT-DEC-43)."""
        self.state.unlock_spells()
        return self

    def casts(self, seat: int, spell: str, n: int) -> Self:
        """``seat`` has cast ``spell`` ``n`` times."""
        if spell not in self.state.cat.spells:
            raise self.fail(f"unknown spell '{spell}'")
        self.state.casts[self._seat(seat)][spell] = n
        return self

    def effect(self, holder: int, kind: str, turns: int, n: int = 0, name: str | None = None,
               origin: int | None = None) -> Self:
        """A running effect of ``kind`` on ``holder`` for ``turns`` turns of ``origin``
        (default: the holder), with value ``n``; ``name`` (default: the kind) restarts an
        effect of the same name on the same holder (MT-DEC-32)."""
        self._seat(holder)
        origin = holder if origin is None else self._seat(origin)
        if kind not in EFFECT_KINDS:
            raise self.fail(f"unknown effect kind '{kind}'; kinds: {', '.join(EFFECT_KINDS)}")
        if kind == RECURRING:
            raise self.fail("a recurring effect runs ops: play the card that starts it")
        if turns < 0:
            raise self.fail(f"turns cannot be negative ({turns})")
        self.state.add_effect(name or kind, origin, holder, kind, n, turns)
        return self

    # ---- the pending decision --------------------------------------------------------------
    def turn(self, seat: int) -> Self:
        """It is ``seat``'s turn and his turn action is pending (nothing else waits)."""
        st = self.state
        if not st.board[self._seat(seat)][FIELD["alive"]]:
            raise self.fail(f"seat {seat} is out of the game")
        st.active = seat
        st.tasks[:] = [END_ACTION]
        st.pending = TURN[seat]
        return self

    def _finish(self, state: MTState) -> None:
        if state.result is None and state.pending is None:
            raise self.fail("no decision is pending (set one with turn(seat))")
