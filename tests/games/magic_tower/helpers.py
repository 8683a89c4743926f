"""Helpers to put a Magic Tower state into a chosen position for rule tests, all through
the game's public position builder (``GAME.position`` / ``GAME.edit``)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.model import BOARD_FIELDS
from cardtable.games.magic_tower.position import MTPosition
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import Action, load

GAME = load("magic_tower")
FIELD = {name: i for i, name in enumerate(BOARD_FIELDS)}


def cid(name: str) -> int:
    return tb.CARD_INDEX[name]


def new(players: int = 2, trumps: list[str] | None = None, seed: int = 0,
        **options: Any) -> MTState:
    """A game after every trump choice (``trumps`` by seat), first turn pending."""
    return GAME.position(seed=seed, players=players, choices=trumps, **options).build()


def edit(st: MTState) -> MTPosition:
    """The public position builder on ``st`` (``MagicTower.edit``)."""
    return GAME.edit(st)


def decision(st: MTState) -> tuple[Any, ...] | None:
    """The pending decision as ``(kind, seat, *details)``, read from the public
    observation (details in the observation's order, option lists as tuples)."""
    p = st.observation(None)["pending"]
    if p is None:
        return None
    return (p["kind"], p["seat"], *[tuple(v) if isinstance(v, list) else v
                                    for k, v in p.items() if k not in ("kind", "seat")])


def give_turn(st: MTState, seat: int) -> None:
    """Make it ``seat``'s turn, his turn action pending."""
    edit(st).turn(seat).build()


def set_hand(st: MTState, seat: int, names: list[str]) -> None:
    """Give ``seat`` exactly these cards; his old cards go to the deck."""
    edit(st).hand(seat, names).build()


def set_board(st: MTState, seat: int, **values: Any) -> None:
    edit(st).board(seat, **values).build()


def add_effect(st: MTState, name: str, origin: int, holder: int, kind: str, n: int,
               turns: int) -> None:
    """A running effect, through the position builder."""
    edit(st).effect(holder, kind, turns, n=n, name=name, origin=origin).build()


def unlock(st: MTState) -> None:
    """Unlock the spells the towers have reached (MT-DEC-43)."""
    edit(st).unlock_spells().build()


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
