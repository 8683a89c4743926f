"""What must hold in every Science Duel position: each card exactly once, counts in range.

Every card instance has a uid (``model.Card``, ``Unit``, ``Slotted``), handed out
in order (``queries.new_uid``), and nothing ever destroys one: it moves between
decks, hands, the board, graveyards, cards being played, cards waiting on the
task stack to reach a hand or a graveyard, cards trimmed before the game and
cards a position builder set aside. So the uids found in all those zones are
exactly 1..``next_uid``, each once (the kernel's ``conservation_errors``). A
game that ended in the middle of resolving drops what was still on the stack,
so after the end only duplicates are checked.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardtable.games.science_duel.board import count_board, count_groups
from cardtable.games.science_duel.model import (
    EFFECT_SLOTS,
    MAX_HAND_INDEX,
    MAX_LIFE,
    MAX_MANA,
    UNIT_SLOTS,
    ToGrave,
    ToHand,
)
from cardtable.kernel.zones import conservation_errors

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


def zones(st: SDState) -> list[tuple[str, list[int]]]:
    """Every zone that holds card instances, by name, with the uids it holds."""
    out: list[tuple[str, list[int]]] = []
    for s, side in enumerate(st.sides):
        out.append((f"hand {s}", [c.uid for c in side.hand]))
        out.append((f"deck {s}", [c.uid for c in side.deck]))
        out.append((f"graveyard {s}", [c.uid for c in side.grave]))
        out.append((f"trimmed {s}", [c.uid for c in side.removed]))
        out.append((f"units {s}", [u.uid for u in side.units if u is not None]))
        out.append((f"effect slots {s}", [x.uid for x in side.effects if x is not None]))
    out.append(("field", [] if st.field is None else [st.field.uid]))
    out.append(("being played", [f.card.uid for f in st.flight]))
    out.append(("on the stack", [t.card.uid for t in st.tasks
                                 if type(t) is ToGrave or type(t) is ToHand]))
    out.append(("set aside", [c.uid for c in st.aside]))
    return out


def _range(errors: list[str], what: str, value: int, lo: int, hi: int) -> None:
    if not lo <= value <= hi:
        errors.append(f"{what} is {value}, not within {lo}..{hi}")


def invariant_errors(st: SDState) -> list[str]:
    """What is wrong with ``st``: a card uid missing or twice, an unknown card id, a count
    out of range, a board census out of date; ``[]`` when nothing is."""
    found = zones(st)
    errors: list[str] = []
    if st.winner is None:
        errors += conservation_errors(range(1, st.next_uid + 1), found)
    else:
        seen: set[int] = set()
        for name, uids in found:
            for uid in uids:
                if uid in seen:
                    errors.append(f"card {uid} is there twice (again in {name})")
                seen.add(uid)
    cards = st.cat.cards
    errors += [f"unknown card '{cid}'" for cid in _cids(st) if cid not in cards]
    if len(st.sides) != 2:
        return [*errors, f"{len(st.sides)} sides, not 2"]
    for s, side in enumerate(st.sides):
        _range(errors, f"life of seat {s}", side.life, -99, MAX_LIFE)
        _range(errors, f"mana of seat {s}", side.mana, 0, MAX_MANA)
        _range(errors, f"mana slots of seat {s}", side.slots, 0, MAX_MANA)
        _range(errors, f"hand size of seat {s}", len(side.hand), 0, MAX_HAND_INDEX)
        if len(side.units) != UNIT_SLOTS or len(side.effects) != EFFECT_SLOTS:
            errors.append(f"seat {s} has {len(side.units)} unit slots and "
                          f"{len(side.effects)} effect slots, not {UNIT_SLOTS} and "
                          f"{EFFECT_SLOTS}")
        for u in side.units:
            if u is not None and cards.get(u.cid) is not None and cards[u.cid].type != "unit":
                errors.append(f"'{u.cid}' in a unit slot of seat {s} is not a unit")
        for x in side.effects:
            if x is not None and x.kind not in ("ability", "lasting", "experiment"):
                errors.append(f"effect slot of seat {s} holds a '{x.kind}'")
    if st.field is not None and cards.get(st.field.cid) is not None and \
            cards[st.field.cid].type != "field":
        errors.append(f"'{st.field.cid}' on the field is not a field")
    census = count_board(st)
    if st.census != census or st.presence != count_groups(st, census):
        errors.append("the board census is out of date (board edits must use board.put_*)")
    return errors


def _cids(st: SDState) -> Iterable[str]:
    for side in st.sides:
        for group in (side.hand, side.deck, side.grave, side.removed):
            yield from (c.cid for c in group)
        yield from (u.cid for u in side.units if u is not None)
        yield from (x.cid for x in side.effects if x is not None)
    if st.field is not None:
        yield st.field.cid
    yield from (f.card.cid for f in st.flight)
    yield from (c.cid for c in st.aside)
