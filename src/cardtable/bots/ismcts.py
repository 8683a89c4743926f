"""Single-observer information-set MCTS (SO-ISMCTS, Cowling, Powley & Whitehouse 2012).

The bot sees only a ``PlayerView``. Each iteration draws a determinization (a
full state consistent with what the bot's seat knows), walks one shared tree
with UCT restricted to the actions available in that sample, expands one
node, plays a rollout and backs up a *reward vector* with one entry per seat.
Every node is owned by the seat that decides there (``current_player()`` of
the sample), which may be any seat: a blocker, a responder or the active
player; so games with more than two players and with decisions by
non-active players need no special case.

Rollouts are random or greedy (one-ply ``Game.evaluate``) and may stop after
``rollout_depth`` moves, when ``Game.evaluate`` scores the leaf for every
seat. Children are scored with availability counts, as SO-ISMCTS requires: a
child's exploration term uses how often it *could* have been chosen, not how
often its parent was visited.

The bot never reads the true state: the first determinization comes from
``PlayerView.determinize`` and later ones are redrawn from that sample for
the same seat, which keeps the per-iteration cost off the (possibly long)
true event log.
"""

from __future__ import annotations

import math
import time
from typing import Any, ClassVar

from cardtable.bots.base import Bot
from cardtable.bots.params import Param, check_params
from cardtable.kernel import Action, AnyGame, Game, PlayerView, Rng, State

ROLLOUT_POLICIES = ("random", "greedy")
DEFAULTS: dict[str, Any] = {"exploration": 0.7, "rollout": "random", "rollout_depth": 20}
"""Search parameters used when neither the caller nor the game's ``bot_params`` set them."""
_UNSET: Any = object()


def _checked(params: dict[str, Any], source: str) -> dict[str, Any]:
    """``params`` with every key known and every value valid; ``ValueError`` names ``source``."""
    unknown = sorted(set(params) - set(DEFAULTS))
    if unknown:
        raise ValueError(f"{source}: unknown ismcts parameter(s) {', '.join(unknown)}; "
                         f"known: {', '.join(DEFAULTS)}")
    if "rollout" in params and params["rollout"] not in ROLLOUT_POLICIES:
        raise ValueError(f"{source}: rollout must be one of {', '.join(ROLLOUT_POLICIES)}, "
                         f"not {params['rollout']!r}")
    depth = params.get("rollout_depth")
    if depth is not None and (isinstance(depth, bool) or not isinstance(depth, int) or depth < 0):
        raise ValueError(f"{source}: rollout_depth must be >= 0 or None, not {depth!r}")
    if "exploration" in params and not params["exploration"] >= 0:
        raise ValueError(f"{source}: exploration must be >= 0, not {params['exploration']!r}")
    return params


class _Node:
    """One node of the shared information-set tree.

    ``reward`` sums, per seat, the rewards of the iterations that passed
    through the node; ``avail`` counts the iterations in which the node's
    action was legal at its parent (availability, SO-ISMCTS).
    """

    __slots__ = ("avail", "children", "reward", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = [0.0] * players


class IsmctsBot(Bot):
    """SO-ISMCTS with UCT, availability counts and per-seat reward vectors.

    ``iterations`` bounds the work per decision; ``time_limit`` (seconds), if
    given, stops earlier. ``exploration`` is the UCT constant for rewards in
    [-1, 1]. ``rollout`` is ``"random"`` or ``"greedy"``; ``rollout_depth``
    (``None``: play to the end) cuts rollouts short and scores the leaf with
    ``Game.evaluate``; games that do not override ``evaluate`` always play
    rollouts to the end. A parameter left unset takes the game's tuned value
    (``Game.bot_params["ismcts"]``), else ``DEFAULTS``.
    """

    name = "ismcts"
    params: ClassVar[dict[str, Param]] = {
        "iterations": Param("int", 1, 10_000_000),
        "time_limit": Param("float", 0.001, 3600, optional=True),
        "exploration": Param("float", 0, 100),
        "rollout": Param("choice", choices=ROLLOUT_POLICIES),
        "rollout_depth": Param("int", 0, 100_000, optional=True),
    }

    def __init__(self, seed: int = 0, iterations: int = 1000, time_limit: float | None = None,
                 exploration: float = _UNSET, rollout: str = _UNSET,
                 rollout_depth: int | None = _UNSET) -> None:
        super().__init__(seed)
        given = {"iterations": iterations, "time_limit": time_limit, "exploration": exploration,
                 "rollout": rollout, "rollout_depth": rollout_depth}
        checked = check_params(self.name, self.params,
                               {k: v for k, v in given.items() if v is not _UNSET})
        self.iterations: int = checked.pop("iterations")
        self.time_limit: float | None = checked.pop("time_limit")
        self._explicit = checked
        self._configured_for: AnyGame | None = None
        self._apply_params(DEFAULTS | self._explicit)
        self.last_iterations = 0
        """Iterations run by the latest ``choose`` (for benchmarks)."""

    def _apply_params(self, params: dict[str, Any]) -> None:
        self.exploration: float = params["exploration"]
        self.rollout: str = params["rollout"]
        self.rollout_depth: int | None = params["rollout_depth"]

    def configure(self, game: AnyGame) -> None:
        """Take ``game``'s tuned parameters for whatever the caller left unset."""
        if self._configured_for is game:
            return
        hints = _checked(dict(game.bot_params.get(self.name, {})), f"{game.id}.bot_params")
        self._apply_params(DEFAULTS | hints | self._explicit)
        self._configured_for = game

    # ---- decision ------------------------------------------------------------
    def choose(self, view: PlayerView) -> Action:
        actions = view.legal_actions
        if len(actions) == 1:
            self.last_iterations = 0
            return actions[0]
        root = self.search(view)
        best = actions[0]
        best_key = (-1, -math.inf)
        for action in actions:
            child = root.children.get(action)
            if child is None or child.visits == 0:
                continue
            key = (child.visits, child.reward[view.seat] / child.visits)
            if key > best_key:
                best, best_key = action, key
        return best

    def search(self, view: PlayerView) -> _Node:
        """Run the iterations for ``view`` and return the root of the tree."""
        players = view.observation["players"]
        seat = view.seat
        game = view.game
        self.configure(game)
        rng = self.rng
        root = _Node(players)
        base = view.determinize(rng)
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        done = 0
        while done < self.iterations:
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            self._iterate(root, base.determinize(seat, rng), game, players, rng)
            done += 1
        self.last_iterations = done
        return root

    # ---- one iteration ---------------------------------------------------------
    def _iterate(self, root: _Node, state: State, game: AnyGame, players: int, rng: Rng) -> None:
        path = [root]
        node = root
        c = self.exploration
        while True:
            player = state.current_player()
            if player is None:
                break
            legal = state.legal_actions()
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                child = _Node(players)
                node.children[action] = child
                state.apply(action)
                path.append(child)
                break
            best_child = node
            best_action = legal[0]
            best_value = -math.inf
            for action in legal:
                child = node.children[action]
                child.avail += 1
                value = (child.reward[player] / child.visits
                         + c * math.sqrt(math.log(child.avail) / child.visits))
                if value > best_value:
                    best_value, best_child, best_action = value, child, action
            state.apply(best_action)
            node = best_child
            path.append(node)
        rewards = self._rollout(state, game, players, rng)
        for visited in path:
            visited.visits += 1
            total = visited.reward
            for s in range(players):
                total[s] += rewards[s]

    def _rollout(self, state: State, game: AnyGame, players: int, rng: Rng) -> list[float]:
        """Play on from ``state`` (in place) and return the reward per seat."""
        depth = 0
        # Without a game-specific evaluation a cut-off leaf would score 0 for
        # everyone, so such games are played out to the end.
        limit = self.rollout_depth if type(game).evaluate is not Game.evaluate else None
        greedy = self.rollout == "greedy"
        while not state.is_terminal():
            if limit is not None and depth >= limit:
                return [game.evaluate(state, s) for s in range(players)]
            legal = state.legal_actions()
            if greedy and len(legal) > 1:
                action = _greedy_action(state, legal, game, rng)
            else:
                action = legal[rng.below(len(legal))] if len(legal) > 1 else legal[0]
            state.apply(action)
            depth += 1
        return state.returns()


def _greedy_action(state: State, legal: list[Action], game: AnyGame, rng: Rng) -> Action:
    """The action with the best one-ply ``Game.evaluate`` for the seat to move."""
    seat = state.current_player()
    assert seat is not None
    best: list[Action] = []
    best_value = -math.inf
    for action in legal:
        child = state.clone()
        child.apply(action)
        value = game.evaluate(child, seat)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif value >= best_value - 1e-9:
            best.append(action)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]
