"""Helpers for the Hecatomb rule tests of area B (abominations, conditional abilities,
damage, destruction and the static keywords).

Every state is set up with the position builder on the test card set and then
driven only through the public API: legal actions, ``apply``/``apply_text`` and
observations.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardtable.games.hecatomb.game import HECATOMB
from cardtable.games.hecatomb.position import HcPosition
from cardtable.games.hecatomb.state import HcState
from cardtable.kernel import Action, IllegalAction

FILLER = "t_greed_1"
"""The card every test deck is made of: drawing it is recognisable and harmless."""


def position(players: int = 2, first: int = 0, deck: Sequence[str] = ()) -> HcPosition:
    """A position on the test set; every seat's deck is ``deck`` padded with fillers."""
    cards = list(deck) + [FILLER] * max(0, 40 - len(deck))
    pos: HcPosition = HECATOMB.position(seed=1, players=players, card_set="test",
                                        decks=[list(cards) for _ in range(players)],
                                        first_player=first)
    return pos


def build(setup: Callable[[HcPosition], Any], players: int = 2, active: int = 0,
          empty_hands: bool = True) -> HcState:
    """Build a position: every hand empty unless ``setup`` fills it (so combat windows
    of seats with nothing to do are skipped, HC-DEC-53), then ``setup``, then the
    active seat's main phase."""
    pos = position(players)
    if empty_hands:
        for seat in range(players):
            pos.hand(seat, [])
    setup(pos)
    pos.turn(active)
    st: HcState = pos.build()
    return st


# ---- reading the observation ------------------------------------------------------------
def obs(st: HcState, seat: int = 0) -> dict[str, Any]:
    result: dict[str, Any] = st.observation(seat)
    return result


def player(st: HcState, seat: int, viewer: int | None = None) -> dict[str, Any]:
    result: dict[str, Any] = obs(st, seat if viewer is None else viewer)["players_state"][seat]
    return result


def aboms(st: HcState, seat: int) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = player(st, seat)["abominations"]
    return result


def stacks(st: HcState, seat: int) -> list[list[str]]:
    """Card ids of each abomination of ``seat``, bottom to top, in order of creation."""
    return [[m["card"] for m in ab["minions"]] for ab in aboms(st, seat)]


def powers(st: HcState, seat: int) -> list[list[int]]:
    """Current strength of each minion, bottom to top, per abomination."""
    return [[m["strength"] for m in ab["minions"]] for ab in aboms(st, seat)]


def aid(st: HcState, seat: int, index: int) -> int:
    """The id of ``seat``'s abomination number ``index`` (order of creation)."""
    value: int = aboms(st, seat)[index]["id"]
    return value


def hand(st: HcState, seat: int) -> list[str]:
    result: list[str] = player(st, seat)["hand"]
    return result


def grave(st: HcState, seat: int) -> list[str]:
    result: list[str] = player(st, seat)["graveyard"]
    return result


def mana_cards(st: HcState, seat: int) -> list[str]:
    return [m["card"] for m in player(st, seat)["mana"]]


def pending(st: HcState) -> tuple[str, int] | None:
    p = obs(st)["pending"]
    return None if p is None else (p["kind"], p["seat"])


# ---- acting -------------------------------------------------------------------------------
def texts(st: HcState) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def kinds(st: HcState) -> set[str]:
    return {a.kind for a in st.legal_actions()}


def of_kind(st: HcState, kind: str) -> list[Action]:
    return [a for a in st.legal_actions() if a.kind == kind]


def do(st: HcState, text: str) -> None:
    st.apply_text(text)


def refusal(st: HcState, text: str) -> str:
    """The rule an illegal action is refused with; the state must be unchanged."""
    before = st.to_json()
    try:
        st.apply_text(text)
    except IllegalAction as exc:
        assert st.to_json() == before
        assert exc.refusal is not None
        return str(exc.refusal.rule)
    raise AssertionError(f"{text!r} was accepted")


def pay_if_asked(st: HcState) -> None:
    while pending(st) is not None and pending(st)[0] == "pay":  # type: ignore[index]
        st.apply(of_kind(st, "pay")[0])


def choices(st: HcState, kind: str = "choose_target") -> list[int]:
    """The objects offered by the pending choice (ids, uids or seats)."""
    return sorted(a.int_arg("choice") for a in of_kind(st, kind))


def target(st: HcState, obj: int) -> None:
    do(st, f"choose_target choice={obj}")


def hand_index(st: HcState, seat: int, cid: str) -> int:
    return hand(st, seat).index(cid)


def play(st: HcState, cid: str, seat: int = 0, onto: int | None = None, x: int = 0,
         targets: Sequence[int] = ()) -> None:
    """Play card ``cid`` from ``seat``'s hand (as a new abomination, or onto the seat's
    abomination number ``onto``), choosing ``targets`` in order when asked, and paying
    with the first payment offered."""
    h = hand_index(st, seat, cid)
    if onto is None:
        do(st, f"play hand={h} x={x}")
    else:
        do(st, f"play_onto hand={h} abom={onto} x={x}")
    for obj in targets:
        if pending(st) == ("choose_target", seat):
            target(st, obj)
    pay_if_asked(st)


# ---- combat ------------------------------------------------------------------------------
def attack(st: HcState, defender: int, attackers: Sequence[int]) -> None:
    """Attack ``defender`` with the active seat's abominations number ``attackers``."""
    do(st, f"attack seat={defender}")
    for i in attackers:
        do(st, f"add_attacker abom={i}")
    do(st, "confirm_attackers")


def pass_windows(st: HcState) -> None:
    while pending(st) is not None and pending(st)[0] == "window":  # type: ignore[index]
        do(st, "pass")


def block(st: HcState, pairs: Sequence[tuple[int, int]]) -> None:
    """Declare (blocker index, attacker index) blocks and finish blocking."""
    pass_windows(st)
    for b, a in pairs:
        do(st, f"block blocker={b} attacker={a}")
    if pending(st) is not None and pending(st)[0] == "block":  # type: ignore[index]
        do(st, "done_blocking")
    pass_windows(st)
