"""Building blocks for Science Duel tests, on the game's public position builder.

``fresh`` is ``GAME.position(...)`` (a game at its first main step) built at once;
the board and hand helpers edit a state through ``GAME.edit(state)`` (checked again
by ``build``) and hand back what they made, for the test to look at. Test-only cards
come from ``GAME.with_cards`` (``with_card``); nothing patches the game's tables.
"""

from __future__ import annotations

from typing import Any

from cardtable.games.science_duel.game import ScienceDuel
from cardtable.games.science_duel.model import Slotted, Unit
from cardtable.games.science_duel.position import SDPosition
from cardtable.games.science_duel.state import SDState
from cardtable.kernel import Action, load

GAME = load("science_duel")
assert isinstance(GAME, ScienceDuel)
CARDS = GAME.catalogue.cards
"""The cards of the registered game (read only)."""


def fresh(deck0: str = "fyzik", deck1: str = "inzenyr", first: int = 0, seed: int = 1,
          clear: bool = True, game: ScienceDuel = GAME, **options: Any) -> SDState:
    """A game in seat ``first``'s first main step; with ``clear``, empty hands and 10 mana.
    ``game`` may be one with extra test cards (``with_card``)."""
    pos = game.position(seed=seed, deck0=deck0, deck1=deck1, first_player=first, **options)
    if clear:
        for seat in (0, 1):
            pos.hand(seat, []).side(seat, mana=10, slots=10)
    return pos.build()


def edit(st: SDState) -> SDPosition:
    """A position builder editing ``st`` in place; call ``build()`` when done."""
    game = st.game
    assert isinstance(game, ScienceDuel)
    return game.edit(st)


def unit(st: SDState, seat: int, slot: int, cid: str, ready: bool = True, **changes: Any) -> Unit:
    """Put ``cid`` into ``slot`` (1-based) of ``seat`` (no triggers); returns the unit."""
    edit(st).unit(seat, slot, cid, ready, **changes).build()
    u = st.sides[seat].units[slot - 1]
    assert u is not None
    return u


def give(st: SDState, seat: int, cid: str, known: bool = False) -> int:
    """Add ``cid`` to ``seat``'s hand; returns its hand index."""
    edit(st).give(seat, cid, known).build()
    return len(st.sides[seat].hand) - 1


def experiment(st: SDState, seat: int, cid: str) -> Slotted:
    """Put a face-down experiment into ``seat``'s lowest empty effect slot."""
    return _slotted(st, seat, cid)


def lasting(st: SDState, seat: int, cid: str) -> Slotted:
    """Put a lasting spell into ``seat``'s lowest empty effect slot."""
    return _slotted(st, seat, cid)


def _slotted(st: SDState, seat: int, cid: str) -> Slotted:
    slot = st.sides[seat].effects.index(None)
    edit(st).effect(seat, cid, slot + 1).build()
    x = st.sides[seat].effects[slot]
    assert x is not None
    return x


def deck_top(st: SDState, seat: int, *cids: str) -> None:
    """Put cards on top of ``seat``'s deck; the last one given is drawn first."""
    edit(st).deck_top(seat, *cids).build()


def with_card(toml: str) -> tuple[ScienceDuel, str]:
    """The game with one extra test-only card (``[[card]]`` TOML, validated like the pool,
    SD-CONTENT-1) and the card's id; the registered game is not changed."""
    game = GAME.with_cards(toml)
    (cid,) = set(game.catalogue.cards) - set(CARDS)
    return game, cid


def play(st: SDState, cid: str, slot: int = 0, target: int = -1) -> None:
    """Play the first ``cid`` of the active player's hand."""
    hand = st.sides[st.active].hand
    i = next(k for k, c in enumerate(hand) if c.cid == cid)
    if st.cat.cards[cid].type == "unit" and slot == 0:
        slot = next(k + 1 for k, u in enumerate(st.sides[st.active].units) if u is None)
    st.apply(Action("play", hand=i, slot=slot, target=target))


def code(seat: int, slot: int = 0) -> int:
    """Target code of a hero (slot 0) or a unit slot."""
    return seat * 8 + slot


def end(st: SDState) -> None:
    st.apply(Action("end_turn"))


def names(st: SDState, seat: int) -> list[str | None]:
    return [None if u is None else u.cid for u in st.sides[seat].units]


def grave(st: SDState, seat: int) -> list[str]:
    return [c.cid for c in st.sides[seat].grave]


def hand(st: SDState, seat: int) -> list[str]:
    return [c.cid for c in st.sides[seat].hand]
