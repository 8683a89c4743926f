"""Libraries, hands and graveyards: draw, mill, discard, search (HX-PHDRAW,
HX-MILL-1, HX-DEC-27, HX-DEC-57, HX-INFO-4/10/12/13), and the number words of
card texts."""

from __future__ import annotations

from cardtable.games.hexy import triggers
from cardtable.games.hexy.model import COLOURS
from cardtable.games.hexy.opbase import TYPE_NAME
from cardtable.games.hexy.table import Table
from cardtable.games.hexy.tasks import PickCards, PickColour
from cardtable.kernel import Action


def draw(state: Table, seat: int, n: int = 1, phase_draw: bool = False) -> int:
    """Draw what is there (HX-DEC-27); each card seen only by its drawer (HX-INFO-4)."""
    drawn = 0
    for _ in range(n):
        library = state.library[seat]
        if not library:
            break
        uid = library.pop()
        state.hand[seat].append(uid)
        state.known[uid] = False
        state.log_private([seat], "hexy.draw", {"seat": seat, "card": state.name(uid)},
                          "hexy.draw_hidden", {"seat": seat})
        drawn += 1
    if phase_draw and drawn:
        triggers.fire_seat(state, "on_draw", seat)
    return drawn


def mill(state: Table, seat: int, n: int) -> None:
    """HX-MILL-1: the top card(s) face up to the graveyard, as many as there are."""
    for _ in range(n):
        if not state.library[seat]:
            state.log("hexy.mill_empty", seat=seat)
            return
        uid = state.library[seat].pop()
        state.grave[seat].append(uid)
        state.log("hexy.milled", seat=seat, card=state.name(uid))


def to_grave_from_hand(state: Table, seat: int, uid: int, why: str) -> None:
    state.hand[seat].remove(uid)
    state.known[uid] = False
    state.grave[seat].append(uid)
    state.log(f"hexy.{why}", seat=seat, card=state.name(uid))


def discard(state: Table, seat: int, n: int, at_random: bool) -> None:
    """``n`` cards: at random, or chosen by their owner, always asked (HX-DEC-57)."""
    if at_random:
        for _ in range(n):
            if not state.hand[seat]:
                return
            uid = state.hand[seat][state.rng.below(len(state.hand[seat]))]
            to_grave_from_hand(state, seat, uid, "discarded")
        return
    ask_cards(state, PickCards("discard", seat, tuple(state.hand[seat]), n))


def search(state: Table, seat: int, types: tuple[str, ...], colour: str | None,
           reveal: bool) -> None:
    """A matching card of the own library, or none; then a shuffle (HX-INFO-10)."""
    cat = state.cat
    found = []
    for uid in state.library[seat]:
        cidx = state.card[uid]
        if types and cat.type[cidx] not in types:
            continue
        if colour is not None and COLOURS.index(colour) not in cat.colours[cidx]:
            continue
        found.append(uid)
    found.sort(key=lambda u: (cat.ids[state.card[u]], u))
    ask_cards(state, PickCards("search", seat, (*found, -1), 1, reveal))


def ask_cards(state: Table, pick: PickCards) -> None:
    """Offer ``pick.values`` (hidden cards: always asked, HX-DEC-57)."""
    if not pick.values or pick.left <= 0:
        if pick.what == "search":
            finish_search(state, pick.seat)
        return
    state.ask("choose", pick.seat,
              [Action.fast("choose", (("choice", i),)) for i in range(len(pick.values))], pick)


def finish_search(state: Table, seat: int) -> None:
    state.rng.shuffle(state.library[seat])
    state.log("hexy.shuffled", seat=seat)


def picked(state: Table, pick: PickCards, value: int) -> None:
    """The answer to a ``PickCards`` decision."""
    seat = pick.seat
    if pick.what == "discard":
        to_grave_from_hand(state, seat, value, "discarded")
        rest = tuple(v for v in pick.values if v != value)
        ask_cards(state, PickCards("discard", seat, rest, pick.left - 1))
        return
    if value >= 0:
        state.library[seat].remove(value)
        state.hand[seat].append(value)
        if pick.reveal:
            state.known[value] = True
            state.log("hexy.search_revealed", seat=seat, card=state.name(value))
        else:
            state.log_private([seat], "hexy.search_took", {"seat": seat,
                                                           "card": state.name(value)},
                              "hexy.search_took_hidden", {"seat": seat})
    else:
        state.log("hexy.search_none", seat=seat)
    finish_search(state, seat)


def ask_colour(state: Table, seat: int, n: int) -> None:
    state.ask("choose", seat, [Action.fast("choose", (("choice", i),)) for i in range(4)],
              PickColour(seat, n))


# ---- words ----------------------------------------------------------------------------
def points_en(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def points_cs(n: int, acc: bool = False) -> str:
    if n == 1:
        return "1 bod"
    return f"{n} body" if n < 5 else f"{n} bodů"


def cards_en(n: int) -> str:
    return "a card" if n == 1 else f"{n} cards"


def cards_cs(n: int, acc: bool = False) -> str:
    if n == 1:
        return "1 kartu" if acc else "1 karta"
    return f"{n} karty" if n < 5 else f"{n} karet"


def type_word(t: str, lang: str) -> str:
    word = TYPE_NAME[lang][t]
    return word.lower()
