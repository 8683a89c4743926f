"""Combat scenario helpers for the Hecatomb rule tests of area C (combat, blocking,
damage, combat keywords, triggers, multiplayer).

A scenario is built only with the public position builder in the test card set
(HC-CONTENT-13); the rules are then exercised through ``apply_text`` and read
back through the observation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.games.hecatomb.game import HECATOMB, Hecatomb
from cardtable.games.hecatomb.state import HcState
from cardtable.kernel import Action, IllegalAction

FILLER = "t_deceit_1"
"""Deck filler: a vanilla card, never asked for by the scenarios."""

COMBAT_MINION = """
[[card]]
id = "tc_combat_minion"
number = 905
name = { cs = "Test bojový minion", en = "Test combat minion" }
doom = "greed"
type = "minion"
combat = true
cost = 1
subtype = "cultist"
strength = 1
triggers = ["greed"]
"""
COMBAT_GAME = HECATOMB.with_cards(COMBAT_MINION)
"""Hecatomb with a vanilla combat minion (the test set has none)."""

Stacks = Sequence[Sequence[str] | tuple[Sequence[str], Mapping[str, bool]]]


def build(aboms: Mapping[int, Stacks] | None = None, *,
          hands: Mapping[int, Sequence[str]] | None = None,
          mana: Mapping[int, Sequence[str]] | None = None,
          souls: Mapping[int, int] | None = None,
          decks: Mapping[int, Sequence[str]] | None = None,
          relics: Mapping[int, Sequence[str]] | None = None,
          gods: Mapping[int, str] | None = None,
          pools: Mapping[int, Sequence[int]] | None = None,
          players: int = 2, active: int = 0, game: Hecatomb = HECATOMB) -> HcState:
    """A main-phase position of ``active`` with exactly these abominations (per seat,
    each bottom to top, optionally ``(cards, {"tapped": .., "changed": ..})``), hands
    (empty unless given), mana zones, souls (5 unless given) and decks. ``game`` may
    carry extra test cards (``HECATOMB.with_cards``)."""
    deck = [FILLER] * 40
    pos = game.position(seed=1, players=players, card_set="test",
                            decks=[deck] * players, first_player=0)
    for seat in range(players):
        pos.hand(seat, list((hands or {}).get(seat, ())))
        pos.souls(seat, (souls or {}).get(seat, 5))
    for seat, stacks in (aboms or {}).items():
        for stack in stacks:
            if isinstance(stack, tuple):
                cards, flags = stack
                pos.abomination(seat, list(cards), **flags)
            else:
                pos.abomination(seat, list(stack))
    for seat, cards in (mana or {}).items():
        pos.mana(seat, list(cards))
    for seat, cards in (decks or {}).items():
        pos.deck(seat, list(cards))
    for seat, cards in (relics or {}).items():
        pos.relics(seat, list(cards))
    for seat, god in (gods or {}).items():
        pos.god(seat, god)
    for seat, pool in (pools or {}).items():
        pos.pool(seat, list(pool))
    pos.turn(active)
    return pos.build()


def act(st: HcState, *texts: str) -> None:
    for text in texts:
        st.apply_text(text)


def pending(st: HcState) -> tuple[str, int] | None:
    """(kind, deciding seat) of the pending decision, from the public observation."""
    p = st.observation(None)["pending"]
    return None if p is None else (p["kind"], p["seat"])


def legal(st: HcState) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def kinds(st: HcState) -> set[str]:
    return {a.kind for a in st.legal_actions()}


def refusal(st: HcState, text: str, seat: int | None = None) -> str:
    """The rule an illegal action's refusal names; the state must stay unchanged."""
    before = st.to_json()
    try:
        st.check(Action.parse(text), seat)
    except IllegalAction as exc:
        assert exc.refusal is not None
        rule = exc.refusal.rule
    else:
        raise AssertionError(f"{text!r} was accepted")
    try:
        st.apply_text(text, seat)
    except IllegalAction as exc:
        assert exc.refusal is not None and exc.refusal.rule == rule
    else:
        raise AssertionError(f"{text!r} was applied")
    assert st.to_json() == before
    return rule


def player(st: HcState, seat: int) -> dict[str, Any]:
    return st.observation(None)["players_state"][seat]  # type: ignore[no-any-return]


def souls(st: HcState) -> list[int]:
    return [p["souls"] for p in st.observation(None)["players_state"]]


def aboms(st: HcState, seat: int) -> list[dict[str, Any]]:
    return player(st, seat)["abominations"]  # type: ignore[no-any-return]


def stack(st: HcState, seat: int, index: int) -> list[str]:
    """Card ids of an abomination, bottom to top."""
    return [m["card"] for m in aboms(st, seat)[index]["minions"]]


def stacks(st: HcState, seat: int) -> list[list[str]]:
    return [[m["card"] for m in ab["minions"]] for ab in aboms(st, seat)]


def grave(st: HcState, seat: int) -> list[str]:
    return player(st, seat)["graveyard"]  # type: ignore[no-any-return]


def combat(st: HcState) -> dict[str, Any] | None:
    return st.observation(None)["combat"]  # type: ignore[no-any-return]


def event_keys(st: HcState) -> list[str]:
    return [e.key for e in st.events_for(None)]


def attack(st: HcState, defender: int, *attackers: int) -> None:
    """Declare an attack on ``defender`` with these abominations and confirm it."""
    st.apply_text(f"attack seat={defender}")
    for index in attackers:
        st.apply_text(f"add_attacker abom={index}")
    st.apply_text("confirm_attackers")


def pass_windows(st: HcState) -> None:
    """Close every combat window that opens until another decision comes."""
    while (p := pending(st)) is not None and p[0] == "window":
        st.apply_text("pass")


def play_fate(st: HcState, hand: int, target: int) -> None:
    """Play the fate at ``hand`` on the abomination with id ``target`` (the target is
    chosen when asked; with a single legal target it is taken automatically)."""
    st.apply_text(f"play hand={hand} x=0")
    p = pending(st)
    if p is not None and p[0] == "choose_target":
        st.apply_text(f"choose_target choice={target}")


def abom_id(st: HcState, seat: int, index: int) -> int:
    return aboms(st, seat)[index]["id"]  # type: ignore[no-any-return]
