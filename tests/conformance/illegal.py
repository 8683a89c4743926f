"""Candidate illegal actions for property 4, built from a state's own legal actions.

No game knowledge: candidates are an unknown kind, legal actions with an
argument pushed out of range, missing or extra arguments, legal actions by
the wrong seat, random codes of the game's action space that are not legal
now, a non-``Action`` object, and anything at all once the game is over.
"""

from __future__ import annotations

from typing import Any

from cardtable.kernel import Action, ArgValue, Rng, State

UNKNOWN_KIND = "zz_no_such_action"
MAX_CANDIDATES = 24
"""At most this many candidates per state (a random subset when there are more)."""

Candidate = tuple[str, object, int | None]
"""(what is wrong, the action or object, the seat passed to ``apply`` or None)."""


def illegal_candidates(state: State, rng: Rng, per_state: int = 4) -> list[Candidate]:
    """Actions ``state.apply`` must refuse, with a label saying why each is illegal."""
    if state.is_terminal():
        return _after_the_end(state, rng)
    legal = state.legal_actions()
    current = state.current_player()
    out: list[Candidate] = [
        ("unknown kind", Action(UNKNOWN_KIND), None),
        ("not an Action object", legal[0].to_text(), None),
    ]
    picks = list(legal)
    rng.shuffle(picks)
    for action in picks[:per_state]:
        for name, value in action.args:
            for wrong in _out_of_range(value):
                out.append((f"argument {name} out of range", _with(action, name, wrong), None))
            out.append((f"argument {name} missing", _without(action, name), None))
        out.append(("extra argument", _with(action, "zz_extra", 1), None))
    for seat in range(state.num_players):
        if seat != current:
            out.append((f"seat {seat} acting for seat {current}", rng.choice(legal), seat))
    out.extend(("another code of the action space", a, None)
               for a in _random_codes(state, rng, 4, set(legal)))
    kept = [c for c in _unique(out)
            if not (isinstance(c[1], Action) and c[1] in legal and c[2] in (None, current))]
    if len(kept) > MAX_CANDIDATES:
        rng.shuffle(kept)
        kept = kept[:MAX_CANDIDATES]
    return kept


def _after_the_end(state: State, rng: Rng) -> list[Candidate]:
    out: list[Candidate] = []
    if state.history:
        out.append(("the last action again, after the end", state.history[-1], None))
        out.append(("the last action as seat 0, after the end", state.history[-1], 0))
    out.append(("unknown kind, after the end", Action(UNKNOWN_KIND), None))
    out.extend(("a code of the action space, after the end", a, None)
               for a in _random_codes(state, rng, 4, set()))
    return _unique(out)


def _out_of_range(value: ArgValue) -> list[ArgValue]:
    if isinstance(value, int):
        return [value + 1000, -1000 - abs(value)]
    if isinstance(value, str):
        return [value + "_zz"]
    return [(*value, 1000), tuple(v + "_zz" if isinstance(v, str) else v + 1000
                                  for v in value)]


def _with(action: Action, name: str, value: ArgValue) -> Action:
    return Action(action.kind, **{**action.kwargs, name: value})


def _without(action: Action, name: str) -> Action:
    return Action(action.kind, **{k: v for k, v in action.kwargs.items() if k != name})


def _random_codes(state: State, rng: Rng, count: int, legal: set[Action]) -> list[Action]:
    """Up to ``count`` decoded random codes that are not legal now."""
    size = state.game.num_distinct_actions
    found: list[Action] = []
    for _ in range(count * 5):
        if len(found) >= count:
            break
        try:
            action = state.game.decode(rng.below(size), state)
        except Exception:  # decoding is property 7's business; just skip this code
            continue
        if action not in legal and action not in found:
            found.append(action)
    return found


def _unique(candidates: list[Candidate]) -> list[Candidate]:
    seen: set[tuple[Any, ...]] = set()
    out: list[Candidate] = []
    for label, action, seat in candidates:
        key = (repr(action), seat)
        if key not in seen:
            seen.add(key)
            out.append((label, action, seat))
    return out


def garbage_text() -> list[str]:
    """Texts that are not actions at all: ``Action.parse`` must raise ``ActionSyntaxError``."""
    return ["", "   ", "play hand=", "play =3", "play hand=2 hand=3", "play hand=[1,2",
            "play hand=@", "9lives", "play hand", "play hand=[1,,2]", "pl@y"]


def garbage_json() -> list[object]:
    """JSON values that are not actions: ``Action.from_json`` must raise ``ActionSyntaxError``."""
    return [None, [], "play", 5, {}, {"kind": 5}, {"kind": "play", "args": []},
            {"kind": "play", "args": {"hand": 1.5}}, {"kind": "play", "args": {"hand": True}},
            {"kind": "play", "extra": 1}, {"kind": "bad kind"},
            {"kind": "play", "args": {"hand": {"a": 1}}},
            {"kind": "play", "args": {"hand": [1, [2]]}},
            {"kind": "play", "args": {"hand": "two words"}}]
