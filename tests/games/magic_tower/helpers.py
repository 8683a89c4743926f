"""Helpers to put a Magic Tower state into a chosen position for rule tests."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.model import BOARD_FIELDS, Turn
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import Action, load
from cardtable.kernel.flow import Pending

GAME = load("magic_tower")
FIELD = {name: i for i, name in enumerate(BOARD_FIELDS)}


def cid(name: str) -> int:
    return tb.CARD_INDEX[name]


def new(players: int = 2, trumps: list[str] | None = None, seed: int = 0,
        **options: Any) -> MTState:
    """A game after every trump choice (``trumps`` by seat), first turn pending."""
    st = GAME.new_state(seed=seed, players=players, **options)
    assert isinstance(st, MTState)
    choice = trumps or ["humans"] * players
    while st.pending is not None and st.pending.kind == "trump":
        st.apply(Action("choose_trump", set=choice[st.pending.seat]))
    return st


def decision(st: MTState) -> tuple[Any, ...] | None:
    """The pending decision as ``(kind, seat, *details)``, read from the public
    observation (details in the observation's order, option lists as tuples)."""
    p = st.observation(None)["pending"]
    if p is None:
        return None
    return (p["kind"], p["seat"], *[tuple(v) if isinstance(v, list) else v
                                    for k, v in p.items() if k not in ("kind", "seat")])


def give_turn(st: MTState, seat: int) -> None:
    """Make it ``seat``'s turn decision."""
    st.pending = Pending("turn", seat, (), Turn(seat))
    st.invalidate()


def set_hand(st: MTState, seat: int, names: list[str]) -> None:
    """Give ``seat`` exactly these cards; his old cards go to the deck."""
    wanted = [cid(n) for n in names]
    for w in wanted:
        for hand in st.hands:
            if w in hand:
                hand.remove(w)
        if w in st.deck:
            st.deck.remove(w)
        st.pile = [p for p in st.pile if p[0] != w]
    st.deck.extend(st.hands[seat])
    st.hands[seat] = wanted
    st.invalidate()


def set_board(st: MTState, seat: int, **values: int) -> None:
    for name, value in values.items():
        st.board[seat][FIELD[name]] = value
    st.invalidate()


def get(st: MTState, seat: int, name: str) -> int:
    return st.board[seat][FIELD[name]]


def act(st: MTState, kind: str, **args: Any) -> None:
    st.apply(Action(kind, **args))


def card(st: MTState, kind: str, name: str, **args: Any) -> None:
    """Apply a turn action naming a card by id."""
    key = "bearer" if kind == "play_combo" else "card"
    st.apply(Action(kind, **{key: cid(name)}, **args))


def pay_first(st: MTState) -> None:
    """Answer every pending payment with its first split."""
    while decision(st) is not None and decision(st)[0] == "pay":
        st.apply(st.legal_actions()[0])


def kinds(st: MTState) -> set[str]:
    return {a.kind for a in st.legal_actions()}


def cards_of(st: MTState, kind: str) -> set[str]:
    out = set()
    for a in st.legal_actions():
        if a.kind == kind:
            value = a.get("card", a.get("bearer"))
            assert isinstance(value, int)
            out.add(tb.CARD_ID[value])
    return out


def finish_turn(st: MTState) -> None:
    """Resolve sub-decisions with the first legal option until a new turn decision."""
    while decision(st) is not None and decision(st)[0] != "turn":
        st.apply(st.legal_actions()[0])
