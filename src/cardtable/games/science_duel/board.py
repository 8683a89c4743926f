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

Beside the census, ``SDState.presence`` counts the board's cards per *group*: the cards
with a cost aura, an attack aura, ... and, for each engine event, the unit cards and the
other cards that react to it (``group_masks`` gives each card its groups once per
catalogue). ``present`` and ``hears`` answer "is any such card on the board?" with a list
read, where a test of the census against a set of cards costs a pass over the census; the
rules ask it many times a step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.games.science_duel.model import EVENTS, Slotted, Unit

if TYPE_CHECKING:
    from cardtable.games.science_duel.catalogue import Catalogue
    from cardtable.games.science_duel.state import SDState

Census = dict[str, int]
"""Card id -> number of copies on the board."""

COST_AURAS: Final = 0
"""Cards with a cost aura (``Catalogue.cost_cards``)."""
ATTACK_AURAS: Final = 1
SPELL_DAMAGE: Final = 2
HAND_AURAS: Final = 3
TIMED: Final = 4
"""Cards with a start- or end-of-turn text."""
PLAY_WATCHERS: Final = 5
"""Experiments that react to a card being played."""
EVENT_GROUPS: Final[dict[str, tuple[int, int]]] = {
    event: (6 + 2 * k, 7 + 2 * k) for k, event in enumerate(EVENTS)}
"""Per engine event: the groups of the unit cards and of the other cards reacting to it
(``Catalogue.reacts``)."""
N_GROUPS: Final = 6 + 2 * len(EVENTS)


def group_masks(cat: Catalogue) -> dict[str, int]:
    """Per card of ``cat``, the bit mask of the groups it is in."""
    named: list[tuple[int, frozenset[str]]] = [
        (COST_AURAS, cat.cost_cards), (ATTACK_AURAS, cat.attack_auras),
        (SPELL_DAMAGE, cat.spell_damage_cards), (HAND_AURAS, cat.hand_auras),
        (TIMED, cat.timed_cards), (PLAY_WATCHERS, cat.play_watchers)]
    for event, (units, others) in cat.reacts.items():
        unit_group, other_group = EVENT_GROUPS[event]
        named += [(unit_group, units), (other_group, others)]
    return {cid: sum(1 << group for group, cids in named if cid in cids) for cid in cat.cards}


def present(st: SDState, group: int) -> bool:
    """Whether some card of ``group`` is on the board (possibly silenced or dormant)."""
    return st.presence[group] > 0


def hears(st: SDState, event: str) -> bool:
    """Whether some card on the board reacts to ``event``."""
    units, others = EVENT_GROUPS[event]
    presence = st.presence
    return presence[units] > 0 or presence[others] > 0


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


def count_groups(st: SDState, census: Census) -> list[int]:
    """The board's cards per group, from its ``census``."""
    presence = [0] * N_GROUPS
    masks = st.cat.groups
    for cid, copies in census.items():
        _add(presence, masks[cid], copies)
    return presence


def recount(st: SDState) -> None:
    """Rebuild the census and the group counts from the slots."""
    st.census = count_board(st)
    st.presence = count_groups(st, st.census)


def _add(presence: list[int], mask: int, copies: int) -> None:
    group = 0
    while mask:
        if mask & 1:
            presence[group] += copies
        mask >>= 1
        group += 1


def _swap(st: SDState, old: Unit | Slotted | None, new: Unit | Slotted | None) -> None:
    census = st.census
    if old is not None:
        left = census[old.cid] - 1
        if left:
            census[old.cid] = left
        else:
            del census[old.cid]
        mask = st.cat.groups[old.cid]
        if mask:
            _add(st.presence, mask, -1)
    if new is not None:
        census[new.cid] = census.get(new.cid, 0) + 1
        mask = st.cat.groups[new.cid]
        if mask:
            _add(st.presence, mask, 1)


def put_unit(st: SDState, seat: int, slot: int, unit: Unit | None) -> None:
    """Put ``unit`` (or nothing) into unit slot ``slot`` (0-based) of ``seat``."""
    units = st.sides[seat].units
    _swap(st, units[slot], unit)
    units[slot] = unit


def put_effect(st: SDState, seat: int, slot: int, card: Slotted | None) -> None:
    """Put ``card`` (or nothing) into effect slot ``slot`` (0-based) of ``seat``."""
    effects = st.sides[seat].effects
    _swap(st, effects[slot], card)
    effects[slot] = card


def put_field(st: SDState, card: Slotted | None) -> None:
    """Make ``card`` (or nothing) the field."""
    _swap(st, st.field, card)
    st.field = card
