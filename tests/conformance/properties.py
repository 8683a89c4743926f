"""The seven properties every game must pass (DESIGN.md), one check function each.

Each ``check_*`` takes a game, a player count, options and an iterable of
seeds, plays seeded random games through the public API, and raises an
``AssertionError`` naming the property, game, seed and step on the first
violation. It returns a ``Checked`` tally so callers can prove the check did
real work. The functions know nothing of any particular game: a game gets
all of them by registering.

Random choices at a checked state depend only on (seed, step), so a failure
reported at seed X, step N reproduces with ``check_...(game, players,
options, [X], states_per_game=None)`` (which checks every step).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from cardtable.kernel import (
    Action,
    ActionSyntaxError,
    Game,
    GameRecord,
    IllegalAction,
    PlayerView,
    ReplayError,
    Rng,
    State,
    replay,
)
from cardtable.kernel.events import events_for

from .illegal import garbage_json, garbage_text, illegal_candidates
from .invariants import invariant_errors
from .playout import (
    MAX_STEPS,
    Checked,
    Config,
    chooser,
    dumps,
    fail,
    first_difference,
    guarded,
    random_line,
    sample_steps,
    sampled_states,
    seats_and_spectator,
    walk,
    who,
)
from .rl_properties import check_rl_hooks

P1 = "P1 (random playouts end cleanly)"
P2 = "P2 (replay reproduces every state)"
P3 = "P3 (exact JSON round trip, independent clone)"
P4 = "P4 (illegal action raises and changes nothing)"
P5 = "P5 (no hidden information leaks)"
P6 = "P6 (determinize is consistent with the observation)"
P7 = "P7 (action encoding round trips)"


# ---- P1 ------------------------------------------------------------------------
def check_random_playouts(game: Game, players: int, options: Mapping[str, Any],
                          seeds: Iterable[int], max_steps: int = MAX_STEPS,
                          max_total_steps: int | None = None, min_games: int = 10) -> Checked:
    """P1: random games end, never raise, never leave a live state without actions.

    At every step the current player is a seat of the game and the legal
    actions are distinct ``Action``s listed in the same order when asked
    twice; at the end ``current_player`` is ``None``, nothing is legal and each
    return is a number in [-1, 1]. After setup and after every action the
    game's registered invariants hold (``invariants.py``). Stops early once
    ``max_total_steps`` actions were played over at least ``min_games`` games
    (a time-free budget).
    """
    cfg = Config(game, players, options)
    done = Checked()
    for seed in seeds:
        with guarded(P1, cfg, seed, None, "new_state"):
            state = cfg.new_state(seed)
        rng = chooser(seed, 0)
        step = 0
        while True:
            _check_invariants(P1, cfg, seed, step, state, "the state")
            with guarded(P1, cfg, seed, step, "current_player/legal_actions"):
                terminal = state.is_terminal()
                current = state.current_player()
                legal = state.legal_actions()
                again = state.legal_actions()
            done.states += 1
            if terminal:
                _check_end(cfg, seed, step, state, current, legal)
                break
            _check_decision(cfg, seed, step, current, legal, again)
            if step >= max_steps:
                fail(P1, cfg, seed, step, f"the game did not end within {max_steps} actions")
            action = rng.choice(legal)
            with guarded(P1, cfg, seed, step, f"apply({action}) of a listed legal action"):
                state.apply(action)
            step += 1
        done.games += 1
        done.steps += step
        if (max_total_steps is not None and done.steps >= max_total_steps
                and done.games >= min_games):
            break
    return done


def _check_invariants(prop: str, cfg: Config, seed: int, step: int, state: State,
                      what: str) -> None:
    with guarded(prop, cfg, seed, step, "checking the game's invariants"):
        errors = invariant_errors(cfg.game, state)
    if errors:
        fail(prop, cfg, seed, step, f"{what} breaks the game's invariants: "
             + "; ".join(errors))


def _check_decision(cfg: Config, seed: int, step: int, current: object,
                    legal: list[Action], again: list[Action]) -> None:
    if isinstance(current, bool) or not isinstance(current, int) \
            or not 0 <= current < cfg.players:
        fail(P1, cfg, seed, step, f"current_player() is {current!r}, not a seat of the game")
    if not legal:
        fail(P1, cfg, seed, step, "a non-terminal state offers an empty list of legal actions")
    if not all(isinstance(a, Action) for a in legal):
        fail(P1, cfg, seed, step, f"legal_actions() holds non-Actions: {legal!r}")
    if len(set(legal)) != len(legal):
        fail(P1, cfg, seed, step, f"legal_actions() lists an action twice: {legal}")
    if legal != again:
        fail(P1, cfg, seed, step, "legal_actions() changed between two calls")


def _check_end(cfg: Config, seed: int, step: int, state: State, current: object,
               legal: list[Action]) -> None:
    if current is not None:
        fail(P1, cfg, seed, step, f"terminal state has current_player() {current!r}")
    if legal:
        fail(P1, cfg, seed, step, f"terminal state offers actions {legal}")
    with guarded(P1, cfg, seed, step, "returns()"):
        returns = state.returns()
    if len(returns) != cfg.players:
        fail(P1, cfg, seed, step, f"returns() {returns} has not one value per seat")
    for value in returns:
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not -1.0 <= value <= 1.0:
            fail(P1, cfg, seed, step, f"returns() {returns} holds a value outside [-1, 1]")


# ---- P2 ------------------------------------------------------------------------
def check_replay(game: Game, players: int, options: Mapping[str, Any],
                 seeds: Iterable[int], states_per_game: int | None = None,
                 max_steps: int = MAX_STEPS) -> Checked:
    """P2: a record (saved as JSON and read back) replays to the same state at every step.

    Compares ``to_json`` of the original and the replay at every step (or at
    ``states_per_game`` sampled steps, first and last included; ``replay``
    checks the final digest anyway). Also the setup is deterministic (two
    ``new_state`` with one seed are equal) and the record of an unfinished
    game replays to its last state.
    """
    cfg = Config(game, players, options)
    done = Checked()
    for seed in seeds:
        with guarded(P2, cfg, seed, None, "new_state"):
            first, again = cfg.new_state(seed).to_json(), cfg.new_state(seed).to_json()
        diff = first_difference(first, again)
        if diff is not None:
            fail(P2, cfg, seed, None, f"setup is not deterministic for one seed: {diff}")
        actions = random_line(P2, cfg, seed, max_steps)
        chosen = sample_steps(len(actions), states_per_game, chooser(seed, 1))
        middle = chooser(seed, 2).below(len(actions) + 1)
        snapshots: dict[int, dict[str, Any]] = {}
        partial: State | None = None
        last: State | None = None
        for step, state in walk(P2, cfg, seed, actions):
            if step in chosen:
                snapshots[step] = state.to_json()
            if step == middle:
                partial = state.clone()
            last = state
        assert last is not None and partial is not None
        replayed = _replay_json(cfg, seed, last, len(actions), chosen)
        for step in sorted(replayed):
            diff = first_difference(snapshots[step], replayed[step])
            if diff is not None:
                fail(P2, cfg, seed, step, f"the replayed state differs: {diff}")
        _replay_json(cfg, seed, partial, middle, set())
        done.games += 1
        done.states += len(snapshots)
        done.steps += len(actions)
    return done


def _replay_json(cfg: Config, seed: int, state: State, length: int, chosen: set[int]
                 ) -> dict[int, dict[str, Any]]:
    """Record ``state``, round-trip the record through JSON text, replay it.

    Returns ``to_json`` of the replayed states after the ``chosen`` steps.
    """
    with guarded(P2, cfg, seed, length, "GameRecord.from_state/to_json"):
        record = GameRecord.from_state(state, seed, seats=["random"] * cfg.players)
        text = dumps(record.to_json())
    seen: dict[int, dict[str, Any]] = {}
    applied: list[Action] = []

    def on_step(replayed: State, action: Action) -> None:
        applied.append(action)
        if len(applied) in chosen:
            seen[len(applied)] = replayed.to_json()

    try:
        final = replay(GameRecord.from_json(json.loads(text)), on_step=on_step)
    except ReplayError as exc:
        fail(P2, cfg, seed, length, f"the record does not replay: {exc}")
    except Exception as exc:
        fail(P2, cfg, seed, length, f"replay raised {type(exc).__name__}: {exc}")
    if applied != state.history:
        fail(P2, cfg, seed, length, f"replay applied {len(applied)} actions, not the "
             f"{length} recorded")
    diff = first_difference(state.to_json(), final.to_json())
    if diff is not None:
        fail(P2, cfg, seed, length, f"the replayed final state differs: {diff}")
    return seen


# ---- P3 ------------------------------------------------------------------------
def check_json_and_clone(game: Game, players: int, options: Mapping[str, Any],
                         seeds: Iterable[int], states_per_game: int | None = None,
                         horizon: int = 8, max_steps: int = MAX_STEPS) -> Checked:
    """P3: ``state_from_json(to_json)`` is exact and has the same future; clones are independent.

    At sampled states: the JSON text round trip gives an equal ``to_json``;
    the copy and a clone then play the same ``horizon`` random actions with
    equal legal actions and equal ``to_json`` after each; playing on a clone
    leaves the original unchanged, and playing on the original to the end
    leaves every earlier clone unchanged.
    """
    cfg = Config(game, players, options)
    done = Checked()
    for seed in seeds:
        kept: list[tuple[int, State, dict[str, Any]]] = []
        for step, state in sampled_states(P3, cfg, seed, states_per_game, max_steps):
            with guarded(P3, cfg, seed, step, "to_json/state_from_json"):
                before = state.to_json()
                text = dumps(before)
                restored = game.state_from_json(json.loads(text))
                restored_json = restored.to_json()
            diff = first_difference(before, restored_json)
            if diff is not None:
                fail(P3, cfg, seed, step, f"state_from_json(to_json) differs: {diff}")
            with guarded(P3, cfg, seed, step, "clone"):
                twin = state.clone()
                twin_json = twin.to_json()
            diff = first_difference(before, twin_json)
            if diff is not None:
                fail(P3, cfg, seed, step, f"clone() differs from the original: {diff}")
            _same_future(cfg, seed, step, twin, restored, horizon)
            diff = first_difference(before, state.to_json())
            if diff is not None:
                fail(P3, cfg, seed, step, "clone() is not independent: playing on the clone "
                     f"changed the original: {diff}")
            with guarded(P3, cfg, seed, step, "clone"):
                kept.append((step, state.clone(), before))
            done.states += 1
        for step, twin, expected in kept:
            diff = first_difference(expected, twin.to_json())
            if diff is not None:
                fail(P3, cfg, seed, step, "clone() is not independent: playing on the original "
                     f"changed an earlier clone: {diff}")
        done.games += 1
    return done


def _same_future(cfg: Config, seed: int, step: int, a: State, b: State, horizon: int) -> None:
    rng = chooser(seed, 3_000_000 + step)
    for ahead in range(1, horizon + 1):
        with guarded(P3, cfg, seed, step, f"playing {ahead} actions on a clone and a copy"):
            legal_a, legal_b = a.legal_actions(), b.legal_actions()
            if legal_a != legal_b:
                fail(P3, cfg, seed, step, f"after {ahead - 1} actions the clone and the JSON "
                     f"copy offer different actions: {legal_a} != {legal_b}")
            if not legal_a:
                return
            action = rng.choice(legal_a)
            a.apply(action)
            b.apply(action)
            diff = first_difference(a.to_json(), b.to_json())
        if diff is not None:
            fail(P3, cfg, seed, step, f"the clone and the JSON copy diverge {ahead} actions "
                 f"later (after {action}): {diff}")


# ---- P4 ------------------------------------------------------------------------
def check_illegal_unchanged(game: Game, players: int, options: Mapping[str, Any],
                            seeds: Iterable[int], states_per_game: int | None = None,
                            max_steps: int = MAX_STEPS) -> Checked:
    """P4: illegal actions raise ``IllegalAction`` with a reason and leave the state unchanged.

    Candidates at sampled states (terminal ones included) come from
    ``illegal.illegal_candidates``; garbage text and JSON must raise
    ``ActionSyntaxError`` and also change nothing when given to ``apply_text``.
    """
    cfg = Config(game, players, options)
    done = Checked()
    for text in garbage_text():
        _expect_syntax_error(cfg, text, lambda t=text: Action.parse(t))
    for data in garbage_json():
        _expect_syntax_error(cfg, repr(data), lambda d=data: Action.from_json(d))
    for seed in seeds:
        for step, state in sampled_states(P4, cfg, seed, states_per_game, max_steps):
            rng = chooser(seed, 4_000_000 + step)
            before = state.to_json()
            legal = state.legal_actions()
            for label, action, seat in illegal_candidates(state, rng):
                _expect_illegal(cfg, seed, step, state, before, legal, label, action, seat)
                done.checks += 1
            for text in garbage_text()[:3]:
                try:
                    state.apply_text(text)
                except ActionSyntaxError:
                    pass
                except Exception as exc:
                    fail(P4, cfg, seed, step, f"apply_text({text!r}) raised "
                         f"{type(exc).__name__}, not ActionSyntaxError: {exc}")
                else:
                    fail(P4, cfg, seed, step, f"apply_text({text!r}) was accepted")
            diff = first_difference(before, state.to_json())
            if diff is not None:
                fail(P4, cfg, seed, step, f"a rejected action text changed the state: {diff}")
            done.states += 1
        done.games += 1
    return done


def _expect_syntax_error(cfg: Config, shown: str, parse: Any) -> None:
    try:
        parse()
    except ActionSyntaxError as exc:
        if not str(exc):
            raise AssertionError(f"{P4}: ActionSyntaxError for {shown} has no reason") from None
    except Exception as exc:
        raise AssertionError(f"{P4}: parsing {shown} raised {type(exc).__name__}, "
                             f"not ActionSyntaxError: {exc}") from exc
    else:
        raise AssertionError(f"{P4}: {shown} parsed as an action ({cfg.label()})")


def _expect_illegal(cfg: Config, seed: int, step: int, state: State, before: dict[str, Any],
                    legal: list[Action], label: str, action: object, seat: int | None) -> None:
    shown = f"apply({action!r}{'' if seat is None else f', seat={seat}'}) [{label}]"
    try:
        state.apply(action, seat=seat)  # type: ignore[arg-type]  # non-Actions are candidates
    except IllegalAction as exc:
        if not isinstance(exc.reason, str) or not exc.reason.strip():
            fail(P4, cfg, seed, step, f"{shown} raised IllegalAction without a reason")
    except Exception as exc:
        fail(P4, cfg, seed, step, f"{shown} raised {type(exc).__name__}, "
             f"not IllegalAction: {exc}")
    else:
        fail(P4, cfg, seed, step, f"{shown} was accepted though it is not legal")
    diff = first_difference(before, state.to_json())
    if diff is not None:
        fail(P4, cfg, seed, step, f"{shown} was rejected but changed the state: {diff}")
    if state.legal_actions() != legal:
        fail(P4, cfg, seed, step, f"{shown} was rejected but changed the legal actions")


# ---- P5 ------------------------------------------------------------------------
def check_no_leak(game: Game, players: int, options: Mapping[str, Any],
                  seeds: Iterable[int], states_per_game: int | None = None,
                  horizon: int = 30, max_steps: int = MAX_STEPS) -> Checked:
    """P5: what seat S cannot see changes neither ``observation(S)`` nor S's events.

    At sampled states ``s`` and for each seat S (and the spectator), the
    determinization ``d`` differs from ``s`` only in what S cannot see (its
    RNG is set to ``s``'s, so future chance is shared): ``observation(S)`` must
    be equal. Then ``s`` and ``d`` play the same random actions, legal in both,
    for up to ``horizon`` steps, until S's observations differ (from then on S
    can tell the worlds apart); while ``observation(S)`` stays equal after a
    step, the new events S sees must be equal too. ``observation(S)`` is the
    oracle of what S may know: a public reveal must show in the observation
    (a discard pile, the last card shown) as well as in an event. Every event
    must be JSON-ready and formattable in cs and en for every seat, and
    ``events_for(S)`` only holds events S may see.
    """
    cfg = Config(game, players, options)
    done = Checked()
    for seed in seeds:
        last: State | None = None
        for step, state in sampled_states(P5, cfg, seed, states_per_game, max_steps):
            rng = chooser(seed, 5_000_000 + step)
            for seat in seats_and_spectator(players):
                with guarded(P5, cfg, seed, step, f"observation({seat})"):
                    seen = state.observation(seat)
                    dumps(seen)
                with guarded(P5, cfg, seed, step, f"determinize({seat})"):
                    other = state.determinize(seat, rng.fork())
                    other.rng = state.rng.copy()
                    other_seen = other.observation(seat)
                diff = first_difference(seen, other_seen)
                if diff is not None:
                    fail(P5, cfg, seed, step, f"observation({seat}) differs between two states "
                         f"that differ only in what {who(seat)} cannot see: {diff}")
                done.checks += _play_twins(cfg, seed, step, seat, state.clone(), other, rng,
                                           horizon)
            done.states += 1
            last = state
        assert last is not None
        _check_event_visibility(cfg, seed, last)
        done.games += 1
    return done


def _play_twins(cfg: Config, seed: int, step: int, seat: int | None, a: State, b: State,
                rng: Rng, horizon: int) -> int:
    compared = 0
    for ahead in range(1, horizon + 1):
        with guarded(P5, cfg, seed, step, f"playing on for {who(seat)}"):
            if a.is_terminal() or b.is_terminal():
                return compared
            in_b = set(b.legal_actions())
            common = [x for x in a.legal_actions() if x in in_b]
            if not common:
                return compared
            action = rng.choice(common)
            old_a, old_b = len(a.events), len(b.events)
            a.apply(action)
            b.apply(action)
            equal = a.observation(seat) == b.observation(seat)
            new_a = events_for(a.events[old_a:], seat)
            new_b = events_for(b.events[old_b:], seat)
        if not equal:
            # S can now tell the two worlds apart, so later events may differ
            # legitimately; the check ends here.
            return compared
        compared += 1
        shown_a = [(e.key, e.params) for e in new_a]
        shown_b = [(e.key, e.params) for e in new_b]
        if shown_a != shown_b:
            pairs = enumerate(zip(shown_a, shown_b, strict=False))
            n = next((i for i, (x, y) in pairs if x != y),
                     min(len(shown_a), len(shown_b)))
            one = shown_a[n] if n < len(shown_a) else "no event"
            other = shown_b[n] if n < len(shown_b) else "no event"
            fail(P5, cfg, seed, step, f"{ahead} action(s) later (after {action}), new event "
                 f"#{n} that {who(seat)} sees is {one} in one state and {other} in another "
                 f"that differs only in what {who(seat)} cannot see, with an equal "
                 f"observation({seat}): an event leaks hidden information, or a public reveal "
                 "is missing from the observation (show revealed cards there too)")
    return compared


def _check_event_visibility(cfg: Config, seed: int, state: State) -> None:
    step = state.steps
    for seat in seats_and_spectator(cfg.players):
        for event in state.events_for(seat):
            if event.seats is not None and (seat is None or seat not in event.seats):
                fail(P5, cfg, seed, step, f"events_for({seat}) holds {event.key} meant only "
                     f"for seats {sorted(event.seats)}")
    for n, event in enumerate(state.events):
        for seat in seats_and_spectator(cfg.players):
            shown = event.for_seat(seat)
            if shown is None:
                continue
            with guarded(P5, cfg, seed, step, f"event #{n} {shown.key} as {who(seat)} sees it"):
                dumps(dict(shown.params))
                shown.text("cs")
                shown.text("en")


# ---- P6 ------------------------------------------------------------------------
def check_determinize(game: Game, players: int, options: Mapping[str, Any],
                      seeds: Iterable[int], states_per_game: int | None = None,
                      max_steps: int = MAX_STEPS) -> Checked:
    """P6: ``determinize(S)`` is a full, playable state consistent with ``observation(S)``.

    Same observation, current player and (when S decides) legal actions; the
    original is unchanged; the same RNG gives the same sample; the sample
    round-trips through JSON and plays on to its end with random actions.
    ``PlayerView(s, S).determinize`` keeps only S's events and no history.
    """
    cfg = Config(game, players, options)
    done = Checked()
    for seed in seeds:
        for step, state in sampled_states(P6, cfg, seed, states_per_game, max_steps):
            rng = chooser(seed, 6_000_000 + step)
            before = state.to_json()
            for seat in seats_and_spectator(players):
                key = rng.next64()
                with guarded(P6, cfg, seed, step, f"determinize({seat})"):
                    sample = state.determinize(seat, Rng(key))
                    same = state.determinize(seat, Rng(key))
                _consistent(cfg, seed, step, seat, state, sample)
                _check_invariants(P6, cfg, seed, step, sample, f"determinize({seat})")
                if first_difference(sample.to_json(), same.to_json()) is not None:
                    fail(P6, cfg, seed, step, f"determinize({seat}) with equal RNGs gives "
                         "different samples")
                diff = first_difference(before, state.to_json())
                if diff is not None:
                    fail(P6, cfg, seed, step, f"determinize({seat}) changed the original: {diff}")
                _plays_to_end(cfg, seed, step, seat, sample, max_steps)
                if seat is not None:
                    _view_sample(cfg, seed, step, seat, state, key)
                done.checks += 1
            done.states += 1
        done.games += 1
    return done


def _consistent(cfg: Config, seed: int, step: int, seat: int | None, state: State,
                sample: State) -> None:
    with guarded(P6, cfg, seed, step, f"reading determinize({seat})"):
        diff = first_difference(state.observation(seat), sample.observation(seat))
        players = (state.current_player(), sample.current_player())
        decides = seat is not None and players[0] == seat
        legal = (state.legal_actions(), sample.legal_actions()) if decides else ([], [])
        data = sample.to_json()
        restored = cfg.game.state_from_json(json.loads(dumps(data))).to_json()
    if diff is not None:
        fail(P6, cfg, seed, step, f"determinize({seat}) changes observation({seat}): {diff}")
    if players[0] != players[1]:
        fail(P6, cfg, seed, step, f"determinize({seat}) changes the current player: "
             f"{players[0]} -> {players[1]}")
    if legal[0] != legal[1]:
        fail(P6, cfg, seed, step, f"determinize({seat}) changes seat {seat}'s legal actions: "
             f"{legal[0]} -> {legal[1]}")
    diff = first_difference(data, restored)
    if diff is not None:
        fail(P6, cfg, seed, step, f"determinize({seat}) does not round-trip through JSON: {diff}")


def _plays_to_end(cfg: Config, seed: int, step: int, seat: int | None, sample: State,
                  max_steps: int) -> None:
    rng = chooser(seed, 7_000_000 + step)
    for ahead in range(max_steps + 1):
        with guarded(P6, cfg, seed, step, f"playing on determinize({seat}), {ahead} actions in"):
            if sample.is_terminal():
                return
            legal = sample.legal_actions()
            if not legal:
                fail(P6, cfg, seed, step, f"determinize({seat}) reaches a live state without "
                     f"legal actions {ahead} actions later")
            sample.apply(rng.choice(legal))
    fail(P6, cfg, seed, step, f"determinize({seat}) does not end within {max_steps} actions")


def _view_sample(cfg: Config, seed: int, step: int, seat: int, state: State, key: int) -> None:
    with guarded(P6, cfg, seed, step, f"PlayerView({seat}).determinize"):
        sample = PlayerView(state, seat).determinize(Rng(key))
        mine = state.events_for(seat)
    if sample.history:
        fail(P6, cfg, seed, step, f"PlayerView({seat}).determinize keeps the true history")
    if list(sample.events) != mine:
        fail(P6, cfg, seed, step, f"PlayerView({seat}).determinize has events other than "
             f"seat {seat}'s view of the log")


# ---- P7 ------------------------------------------------------------------------
def check_encoding(game: Game, players: int, options: Mapping[str, Any],
                   seeds: Iterable[int], states_per_game: int | None = None,
                   max_steps: int = MAX_STEPS) -> Checked:
    """P7: every legal action encodes below ``num_distinct_actions`` and decodes back.

    Distinct legal actions of one state get distinct codes.
    """
    cfg = Config(game, players, options)
    done = Checked()
    size = game.num_distinct_actions
    if isinstance(size, bool) or not isinstance(size, int) or size <= 0:
        raise AssertionError(f"{P7}: {cfg.label()} has num_distinct_actions {size!r}")
    for seed in seeds:
        for step, state in sampled_states(P7, cfg, seed, states_per_game, max_steps):
            codes: dict[int, Action] = {}
            for action in state.legal_actions():
                with guarded(P7, cfg, seed, step, f"encode({action})"):
                    code = game.encode(action)
                if not _is_int(code) or not 0 <= code < size:
                    fail(P7, cfg, seed, step, f"encode({action}) = {code!r} is not in "
                         f"0..{size - 1}")
                if code in codes:
                    fail(P7, cfg, seed, step, f"{codes[code]} and {action} share code {code}")
                with guarded(P7, cfg, seed, step, f"decode({code}) of {action}"):
                    back = game.decode(code, state)
                if back != action:
                    fail(P7, cfg, seed, step, f"decode(encode({action})) = {back} "
                         f"(code {code})")
                codes[code] = action
                done.checks += 1
            done.states += 1
        done.games += 1
    return done


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


ALL_CHECKS = {
    "P1": check_random_playouts,
    "P2": check_replay,
    "P3": check_json_and_clone,
    "P4": check_illegal_unchanged,
    "P5": check_no_leak,
    "P6": check_determinize,
    "P7": check_encoding,
    "P8": check_rl_hooks,
}
