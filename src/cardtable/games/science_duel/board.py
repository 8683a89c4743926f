"""The board's slots and their census: which cards are on the board at all.

Many rules only matter when some card on the board has a given text: a
"whenever" reaction, a start- or end-of-turn text, a cost, attack or hand-limit
aura. ``SDState.census`` counts the card ids on the board (the field and both
sides' unit and effect slots), so those rules can skip their scan of the slots
when none of the cards they care about is there (the common case).

The census is derived data with one owner: this module. Rules never assign a
unit slot, an effect slot or the field directly; they call ``put_unit``,
``put_effect`` or ``put_field``, which keep the count exact. The census is not
part of the state's JSON (it is rebuilt from the slots by ``count_board`` when
missing), and ``SDState`` copies it when cloning and recounts it after
``determinize``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.science_duel.model import Slotted, Unit

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState

Census = dict[str, int]
"""Card id -> number of copies on the board."""


def count_board(st: SDState) -> Census:
    """Count the board from scratch: the field, then every unit and effect slot."""
    census: Census = {}
    cards: list[Unit | Slotted | None] = [st.field]
    for side in st.sides:
        cards += side.units
        cards += side.effects
    for x in cards:
        if x is not None:
            census[x.cid] = census.get(x.cid, 0) + 1
    return census


def _swap(census: Census, old: Unit | Slotted | None, new: Unit | Slotted | None) -> None:
    if old is not None:
        left = census[old.cid] - 1
        if left:
            census[old.cid] = left
        else:
            del census[old.cid]
    if new is not None:
        census[new.cid] = census.get(new.cid, 0) + 1


def put_unit(st: SDState, seat: int, slot: int, unit: Unit | None) -> None:
    """Put ``unit`` (or nothing) into unit slot ``slot`` (0-based) of ``seat``."""
    units = st.sides[seat].units
    _swap(st.census, units[slot], unit)
    units[slot] = unit


def put_effect(st: SDState, seat: int, slot: int, card: Slotted | None) -> None:
    """Put ``card`` (or nothing) into effect slot ``slot`` (0-based) of ``seat``."""
    effects = st.sides[seat].effects
    _swap(st.census, effects[slot], card)
    effects[slot] = card


def put_field(st: SDState, card: Slotted | None) -> None:
    """Make ``card`` (or nothing) the field."""
    _swap(st.census, st.field, card)
    st.field = card


def meets(census: Census, cids: frozenset[str]) -> bool:
    """Whether some card of ``cids`` is counted in ``census``. A census holds a dozen cards
    at most; a key view's ``isdisjoint`` would make an iterator, a collected object, on
    each of the many calls of a step."""
    for cid in census:  # noqa: SIM110 - a loop: no generator object in pure Python either
        if cid in cids:
            return True
    return False


def any_on_board(st: SDState, cids: frozenset[str]) -> bool:
    """Whether some card of ``cids`` is on the board (possibly silenced or dormant)."""
    return meets(st.census, cids)
