"""Action fuzzer: only ``IllegalAction`` / ``ActionSyntaxError``, and no change on a refusal.

    python benchmarks/fuzz.py [--actions N] [--seed S] [--games G1,G2] [--include-toy]

For every registered game and every player count it allows, it plays seeded games
and throws ``--actions`` attempts at them (default 1,000,000 per game and player
count): legal actions (applied, so the games advance), mutated ones (another kind,
out-of-range, negative and huge arguments, an argument missing, one extra, a value
of the wrong type, the wrong seat or a seat of the wrong type, a stale action from
earlier in the game, an action of another game), garbage text through
``Action.parse``, and objects that are no ``Action`` at all (text, ``None``, a
forged subclass whose equality always says yes).

An attempt that is not legal must raise ``IllegalAction`` or ``ActionSyntaxError``
and leave the state exactly as it was (its digest). Anything else is an anomaly,
printed as a reproducible record (game, players, seed, step, attempt, what went
wrong); the exit code is 1 when there is one. ``tests/benchmarks`` runs a short
version, so ``make test`` runs it too.
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.kernel import (
    Action,
    ActionSyntaxError,
    AnyGame,
    IllegalAction,
    Rng,
    State,
    all_games,
    state_digest,
)

HUGE = (-1, -7, 10**6, -(10**6), 2**63 - 1, -(2**63), 2**31)
WORDS = ("x", "top", "bottom", "none", "self", "a.b", "Z_9")
GARBAGE_PIECES = ("play", "=", "[", "]", ",", "9" * 30, "-", "x", " ", "\t", "²", "é",
                  "hand=", "cards=[1,", "\x1b", "\n", "kind=", "=[", "0", "-0")


class Forged(Action):
    """An ``Action`` subclass whose equality always says yes (the kernel must refuse it)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


@dataclass
class Tally:
    """What one game and player count gave."""

    game: str
    players: int
    attempts: int = 0
    applied: int = 0
    refused: int = 0
    games: int = 0
    anomalies: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class Attempt:
    """One try: ``kind`` of mutation, a description, and the call that makes it."""

    kind: str
    shown: str
    call: Callable[[State], Any]


def _apply(action: object, seat: object = None) -> Callable[[State], Any]:
    return lambda state: state.apply(action, seat)  # type: ignore[arg-type]


def _parse_apply(text: str) -> Callable[[State], Any]:
    return lambda state: state.apply(Action.parse(text))


def _build(kind: str, args: dict[str, Any]) -> Callable[[State], Any]:
    return lambda state: state.apply(Action(kind, **args))


def mutations(state: State, legal: Sequence[Action], rng: Rng, stale: Sequence[Action],
              foreign: Sequence[Action], kinds: Sequence[str]) -> Iterator[Attempt]:
    """Every kind of bad attempt, drawn at random from the current position."""
    base = legal[rng.below(len(legal))]
    args = dict(base.args)
    names = list(args)
    seat = state.current_player()
    players = state.num_players
    other_kind = kinds[rng.below(len(kinds))] if kinds else "zzz"
    yield Attempt("other_kind", f"{other_kind} {args}", _build(other_kind, args))
    yield Attempt("unknown_kind", f"zz_{base.kind} {args}", _build(f"zz_{base.kind}", args))
    if names:
        name = names[rng.below(len(names))]
        value = HUGE[rng.below(len(HUGE))]
        yield Attempt("out_of_range", f"{base.kind} {name}={value}",
                      _build(base.kind, {**args, name: value}))
        wrong: Any = WORDS[rng.below(len(WORDS))] if isinstance(args[name], int) else 7
        yield Attempt("wrong_type", f"{base.kind} {name}={wrong}",
                      _build(base.kind, {**args, name: wrong}))
        yield Attempt("missing", f"{base} without {name}",
                      _build(base.kind, {k: v for k, v in args.items() if k != name}))
        listed = [rng.below(40) - 5 for _ in range(rng.below(4))]
        yield Attempt("list_value", f"{base.kind} {name}={listed}",
                      _build(base.kind, {**args, name: listed}))
    yield Attempt("extra", f"{base} extra=1", _build(base.kind, {**args, "zz_extra": 1}))
    if seat is not None:
        for wrong_seat in ((seat + 1) % players, -1, players, True, 1.0, str(seat), None):
            if wrong_seat is None or (type(wrong_seat) is int and wrong_seat == seat):
                continue
            yield Attempt("wrong_seat", f"{base} as seat {wrong_seat!r}", _apply(base, wrong_seat))
    if stale:
        old = stale[rng.below(len(stale))]
        yield Attempt("stale", str(old), _apply(old))
    if foreign:
        alien = foreign[rng.below(len(foreign))]
        yield Attempt("other_game", str(alien), _apply(alien))
    text = "".join(GARBAGE_PIECES[rng.below(len(GARBAGE_PIECES))] for _ in range(rng.below(8)))
    yield Attempt("garbage", repr(text), _parse_apply(text))
    yield Attempt("text_tamper", repr(str(base) + "0"), _parse_apply(str(base) + "0"))
    for thing in (str(base), None, base.to_json()):
        yield Attempt("not_an_action", repr(thing), _apply(thing))
    yield Attempt("forged", f"Forged({base})", _apply(Forged(base.kind, **args)))


def _foreign_actions(game: AnyGame, games: Sequence[AnyGame]) -> list[Action]:
    """Legal actions at the start of the other games (for "an action of another game")."""
    found: list[Action] = []
    for other in games:
        if other.id == game.id:
            continue
        for players, options in other.sample_configs()[:1]:
            found.extend(other.new_state(seed=1, players=players, **options).legal_actions())
    return found


def fuzz(game: AnyGame, players: int, options: dict[str, Any], actions: int, seed: int,
         foreign: Sequence[Action]) -> Tally:
    """``actions`` attempts on seeded games of ``game``; see the module docstring."""
    tally = Tally(game.id, players)
    rng = Rng(seed)
    kinds = list(game.action_space.kind_names)
    while tally.attempts < actions:
        game_seed = rng.below(2**32)
        state = game.new_state(seed=game_seed, players=players, **options)
        tally.games += 1
        stale: list[Action] = []
        while not state.is_terminal() and tally.attempts < actions:
            legal = state.legal_actions()
            attempts = mutations(state, legal, rng, stale, foreign, kinds)
            outcome = _position(state, attempts, tally, game_seed, actions)
            if outcome == BROKEN:
                break
            if tally.attempts >= actions or outcome == APPLIED or state.is_terminal():
                continue
            action = legal[rng.below(len(legal))]
            state.apply(action)
            tally.applied += 1
            tally.attempts += 1
            stale.append(action)
    return tally


REFUSED, APPLIED, BROKEN = "refused", "applied", "broken"
NEVER_LEGAL = ("wrong_seat", "forged", "not_an_action", "unknown_kind", "extra")


def _position(state: State, attempts: Iterator[Attempt], tally: Tally, game_seed: int,
              limit: int) -> str:
    """Make the attempts at one position until one lands or they run out: ``REFUSED``
    (all refused, state unchanged), ``APPLIED`` (one was legal: the position moved on) or
    ``BROKEN`` (an anomaly left the game unusable: the fuzzer starts another).

    Every refusal must leave the state exactly as it was. Hashing the whole state after
    each attempt would cost nearly all the time, so the position is fingerprinted once
    before the attempts and once after them, with a copy kept aside: a quick pickle of
    the data slots first, the exact digest only when the pickles differ (a pickle can
    differ where the state does not, never the other way round). Only when the state
    changed are the refusals replayed on the copy one by one to name the culprit."""
    kept = state.clone()
    before = _fingerprint(state)
    steps = state.steps
    refused: list[Attempt] = []
    for attempt in attempts:
        if tally.attempts >= limit:
            break
        tally.attempts += 1
        try:
            attempt.call(state)
        except (IllegalAction, ActionSyntaxError):
            tally.refused += 1
            refused.append(attempt)
            continue
        except Exception as exc:  # exactly what the fuzzer looks for
            _anomaly(tally, game_seed, steps, attempt, f"{type(exc).__name__}: {exc}"[:300])
            return BROKEN
        # accepted: only a legal action may be (a mutation can land on another legal one)
        tally.applied += 1
        if attempt.kind in NEVER_LEGAL:
            _anomaly(tally, game_seed, steps, attempt, "accepted an attempt that is never legal")
            return BROKEN
        probe = kept.clone()
        for earlier in refused:
            _quietly(probe, earlier)
        if _same(probe, before, kept):
            return APPLIED
        _name_the_change(kept, refused, tally, game_seed)
        return BROKEN
    if _same(state, before, kept):
        return REFUSED
    _name_the_change(kept, refused, tally, game_seed)
    return BROKEN


def _fingerprint(state: State) -> bytes | None:
    """A quick pickle of the state's data slots (``None`` when something will not pickle)."""
    try:
        return pickle.dumps([getattr(state, name) for name in state._data_slots()], protocol=5)
    except Exception:  # the exact digest decides then
        return None


def _same(state: State, before: bytes | None, original: State) -> bool:
    """Is ``state`` exactly the position ``original`` (fingerprinted as ``before``) was?"""
    if before is not None and _fingerprint(state) == before:
        return True
    return _digest(state) == _digest(original)


def _name_the_change(kept: State, refused: Sequence[Attempt], tally: Tally,
                     game_seed: int) -> None:
    """Replay the refusals on the kept copy one by one and record the first after which the
    state differs (or the last, when the copy does not reproduce the change)."""
    before = _digest(kept)
    for attempt in refused:
        _quietly(kept, attempt)
        if _digest(kept) != before:
            _anomaly(tally, game_seed, kept.steps, attempt, "the state changed after a refusal")
            return
    last = refused[-1] if refused else Attempt("none", "", lambda state: None)
    _anomaly(tally, game_seed, kept.steps, last,
             "the state changed after a refusal (the copy did not reproduce it)")


def _quietly(state: State, attempt: Attempt) -> None:
    try:
        attempt.call(state)
    except Exception:  # only the state after the attempt matters here
        return


def _digest(state: State) -> str:
    try:
        return state_digest(state)
    except Exception as exc:  # a state that no longer saves is an anomaly
        return f"unsaveable: {type(exc).__name__}"


def _anomaly(tally: Tally, game_seed: int, step: int, attempt: Attempt, what: str) -> None:
    tally.anomalies.append({"game": tally.game, "players": tally.players, "seed": game_seed,
                            "step": step, "attempt": attempt.kind, "action": attempt.shown,
                            "problem": what})


def configs(game: AnyGame) -> list[tuple[int, dict[str, Any]]]:
    """Every player count the game allows (default options), once each."""
    seen: dict[int, dict[str, Any]] = {}
    for players, options in game.sample_configs():
        seen.setdefault(players, options)
    return sorted(seen.items(), key=lambda item: item[0])


def run(actions: int, seed: int, only: Sequence[str] = (),
        games: Sequence[AnyGame] | None = None,
        report: Callable[[Tally], None] | None = None) -> list[Tally]:
    """Fuzz every game (or those named in ``only``) at every player count; ``report`` is
    called with each tally as it is finished (a long run shows its progress)."""
    pool = list(games) if games is not None else all_games()
    chosen = [g for g in pool if not only or g.id in only]
    tallies = []
    for game in chosen:
        foreign = _foreign_actions(game, pool)
        for players, options in configs(game):
            tallies.append(fuzz(game, players, options, actions, seed, foreign))
            if report is not None:
                report(tallies[-1])
    return tallies


def _print_tally(tally: Tally) -> None:
    print(f"{tally.game} ({tally.players} players): {tally.attempts} attempts in "
          f"{tally.games} games, {tally.refused} refused, {tally.applied} applied, "
          f"{len(tally.anomalies)} anomalies", flush=True)
    for record in tally.anomalies[:20]:
        print("  " + json.dumps(record, ensure_ascii=True), flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=1_000_000,
                        help="attempts per game and player count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default="", help="comma-separated game ids (default: all)")
    args = parser.parse_args(argv)
    if args.actions < 1:
        parser.error("--actions must be at least 1")
    only = [g for g in args.games.split(",") if g]
    tallies = run(args.actions, args.seed, only, report=_print_tally)
    anomalies = sum(len(tally.anomalies) for tally in tallies)
    print(f"total: {anomalies} anomalies")
    return 1 if anomalies else 0


if __name__ == "__main__":
    sys.exit(main())
