"""Helpers for the rule tests of area A (setup, turns, mana, plays, fates, effects,
verbs, hidden information). Only the public API and the position builder."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from cardtable.games.hecatomb.game import HECATOMB
from cardtable.kernel import Action, IllegalAction

FILLER = "t_greed_1"
"""A plain card to pad decks with."""


def deck(*top: str, filler: str = FILLER, size: int = 40) -> list[str]:
    """A 40-card deck: ``top`` first (on top with ``shuffle=False``), then filler."""
    return [*top, *[filler] * (size - len(top))]


def new(players: int = 2, decks: Sequence[Sequence[str]] | None = None, first: int = 0,
        seed: int = 1, **options: Any) -> Any:
    """A new test-set game, unshuffled, seat ``first`` starting."""
    lists = [list(d) for d in decks] if decks is not None else [deck()] * players
    return HECATOMB.new_state(seed=seed, players=players, card_set="test", decks=lists,
                              shuffle=False, first_player=first, **options)


def pos(players: int = 2, decks: Sequence[Sequence[str]] | None = None, seed: int = 1) -> Any:
    """A position builder on a test-set game (seat 0 starts)."""
    lists = [list(d) for d in decks] if decks is not None else [deck()] * players
    return HECATOMB.position(seed=seed, players=players, card_set="test", decks=lists,
                             first_player=0)


def kinds(st: Any) -> list[str]:
    return [a.kind for a in st.legal_actions()]


def of_kind(st: Any, kind: str) -> list[Action]:
    return [a for a in st.legal_actions() if a.kind == kind]


def act(st: Any, text: str) -> None:
    st.apply_text(text)


def refused(st: Any, text: str) -> str:
    """Apply ``text``, expect a refusal, check the state is unchanged; the rule ID."""
    before = st.to_json()
    with pytest.raises(IllegalAction) as info:
        st.apply_text(text)
    assert st.to_json() == before
    rule = info.value.refusal.rule
    assert rule is not None
    return str(rule)


def me(st: Any, seat: int, viewer: int | None = -1) -> dict[str, Any]:
    """``players_state[seat]`` of the observation by ``viewer`` (default: the seat)."""
    obs = st.observation(seat if viewer == -1 else viewer)
    return dict(obs["players_state"][seat])


def hand(st: Any, seat: int) -> list[str]:
    return list(me(st, seat)["hand"])


def souls(st: Any) -> list[int]:
    return [p["souls"] for p in st.observation(None)["players_state"]]


def aboms(st: Any, seat: int) -> list[list[str]]:
    """Each abomination of ``seat`` as its card ids, bottom to top."""
    return [[m["card"] for m in ab["minions"]] for ab in me(st, seat, None)["abominations"]]


def pending(st: Any) -> tuple[str, int] | None:
    p = st.observation(None)["pending"]
    return None if p is None else (p["kind"], p["seat"])


def event_keys(st: Any, seat: int | None) -> list[str]:
    return [e.key for e in st.events_for(seat)]


def end_turns(st: Any, n: int) -> None:
    """``n`` times: answer any pending decision with ``end_turn`` (main phases only)."""
    for _ in range(n):
        assert pending(st) is not None and pending(st)[0] == "main"  # type: ignore[index]
        act(st, "end_turn")


EXTRA_CARDS = '''
[[card]]
id = "t_a_discard_2"
number = 901
name = { cs = "Test A odhoz 2", en = "Test A discard 2" }
doom = "corruption"
type = "fate"
cost = 1
subtype = "curse"
effect = { steps = [{ op = "discard", who = "each_opponent", n = 2 }] }

[[card]]
id = "t_a_tap_up_to_2"
number = 902
name = { cs = "Test A tap až 2", en = "Test A tap up to 2" }
doom = "deceit"
type = "fate"
cost = 1
subtype = "tactic"
[card.effect]
targets = [{ what = "abomination", count = 2, up_to = true }]
steps = [{ op = "tap", on = "t0" }]

[[card]]
id = "t_a_destroy_exile"
number = 903
name = { cs = "Test A zničení a vyhnání", en = "Test A destroy and exile" }
doom = "destruction"
type = "fate"
cost = 1
subtype = "tactic"

[card.effect]
targets = [{ what = "minion" }, { what = "minion" }]
steps = [{ op = "destroy", on = "t0" }, { op = "exile", on = "t1" }, { op = "draw", n = 1 }]

[[card]]
id = "t_a_cheaper"
number = 904
name = { cs = "Test A levnější", en = "Test A cheaper" }
doom = "greed"
type = "relic"
cost = 1
static = [{ op = "cost_modifier", n = -1 }]

[[card]]
id = "t_a_tax_small"
number = 905
name = { cs = "Test A daň", en = "Test A tax" }
doom = "greed"
type = "relic"
cost = 1
static = [{ op = "cost_modifier", n = 1, whose = "opponents", cards = { cost_max = 2 } }]

[[card]]
id = "t_a_end_draw"
number = 906
name = { cs = "Test A líznutí na konci", en = "Test A end draw" }
doom = "deceit"
type = "relic"
cost = 1
triggered = [{ when = "end_of_turn", effect = { steps = [{ op = "draw", n = 1 }] } }]
'''
"""Cards only these tests need (HC-CORE-3's "discard 2", an "up to" phrase), added with
``Game.with_cards`` so the shared test set stays as it is; positions take them."""

_GAME_X: list[Any] = []


def game_x() -> Any:
    if not _GAME_X:
        _GAME_X.append(HECATOMB.with_cards(EXTRA_CARDS))
    return _GAME_X[0]


def pos_x(players: int = 2, seed: int = 1) -> Any:
    """A position builder on the test set plus ``EXTRA_CARDS``."""
    return game_x().position(seed=seed, players=players, card_set="test",
                             decks=[deck()] * players, first_player=0)


def card_of(st: Any, uid: int) -> str:
    """The card id of uid ``uid`` (choices of `choose_card`/minion targets are uids;
    reading the catalog index is the only way to name them)."""
    return str(st.cat.ids[st.card[uid]])


def choices(st: Any) -> list[int]:
    """The `choice` arguments of the legal actions, in order."""
    return [a.int_arg("choice") for a in st.legal_actions() if "choice" in dict(a.args)]


def choose(st: Any, kind: str, cid: str) -> None:
    """Apply the first legal ``kind`` action whose chosen uid is a ``cid`` card."""
    for a in st.legal_actions():
        if a.kind == kind and card_of(st, a.int_arg("choice")) == cid:
            st.apply(a)
            return
    raise AssertionError(f"no {kind} of {cid} among {st.legal_actions()}")
