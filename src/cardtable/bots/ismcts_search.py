"""The inner loop of ISMCTS: one tree, one iteration at a time (``cardtable.bots.ismcts``).

``run`` adds iterations to a tree whose root is the position a seat decides in:
each draws a determinization from a base sample, walks the tree with UCT over
availability counts, expands one node, rolls out and backs up one reward per
seat. Nothing here reads a ``PlayerView``: the caller hands over a sample it
drew itself (so a worker process can run the same loop on a copy of it).

The loop runs thousands of times a move, so it is written for speed: the
settings are read once into locals, a rollout asks the state for its legal
actions once per step (an empty list is the end of the game, which spares a
separate terminal test) and the random numbers are drawn in the same order as
ever, so a seed still gives the same tree.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from cardtable.kernel import Action, AnyGame, Game, Rng, State
from cardtable.kernel.compiled import mypyc_attr


class Node:
    """One node of the shared information-set tree.

    ``reward`` sums, per seat, the rewards of the iterations that passed
    through the node; ``avail`` counts the iterations in which the node's
    action was legal at its parent (availability, SO-ISMCTS).
    """

    __slots__ = ("avail", "children", "reward", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = [0.0] * players


@mypyc_attr(native_class=False)  # compiled build: pickled to the pool's workers
@dataclass(frozen=True)
class Settings:
    """What one search needs besides the tree and the sample: the bot's resolved
    parameters (its own, else the game's ``bot_params``, else the defaults)."""

    exploration: float
    rollout: str
    rollout_depth: int | None


def run(root: Node, base: State, seat: int, settings: Settings, rng: Rng,
        iterations: int, deadline: float | None = None) -> int:
    """Add up to ``iterations`` iterations under ``root`` for ``seat``, each on a fresh
    determinization of ``base``; stop early at ``deadline`` (``time.perf_counter``), after
    at least one. Returns how many ran."""
    game = base.game
    players = base.num_players
    # Without a game-specific evaluation a cut-off leaf would score 0 for
    # everyone, so such games are played out to the end.
    limit = settings.rollout_depth if type(game).evaluate is not Game.evaluate else None
    greedy = settings.rollout == "greedy"
    c = settings.exploration
    done = 0
    while done < iterations:
        if deadline is not None and done and time.perf_counter() >= deadline:
            break
        state = base.determinize(seat, rng)
        path = _descend(root, state, players, c, rng)
        rewards = _rollout(state, game, players, limit, greedy, rng)
        for visited in path:
            visited.visits += 1
            total = visited.reward
            for s in range(players):
                total[s] += rewards[s]
        done += 1
    return done


def _descend(root: Node, state: State, players: int, c: float, rng: Rng) -> list[Node]:
    """Select with UCT down the tree (``state`` follows, in place) and expand one node;
    the nodes passed through, root first."""
    path = [root]
    node = root
    log, sqrt = math.log, math.sqrt
    while True:
        player = state.current_player()
        if player is None:
            return path
        legal = state.legal_actions()
        children = node.children
        untried = [a for a in legal if a not in children]
        if untried:
            action = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
            child = Node(players)
            children[action] = child
            state.apply(action)
            path.append(child)
            return path
        best_child = node
        best_action = legal[0]
        best_value = -math.inf
        for action in legal:
            child = children[action]
            child.avail += 1
            visits = child.visits
            value = child.reward[player] / visits + c * sqrt(log(child.avail) / visits)
            if value > best_value:
                best_value, best_child, best_action = value, child, action
        state.apply(best_action)
        node = best_child
        path.append(node)


def _rollout(state: State, game: AnyGame, players: int, limit: int | None, greedy: bool,
             rng: Rng) -> list[float]:
    """Play on from ``state`` (in place) and return the reward per seat: the result at
    the end, else ``Game.evaluate`` for every seat after ``limit`` moves."""
    depth = 0
    while True:
        if limit is not None and depth >= limit:
            if state.is_terminal():
                return state.returns()
            return [game.evaluate(state, s) for s in range(players)]
        legal = state.legal_actions()
        count = len(legal)
        if count == 0:
            return state.returns()
        if count == 1:
            action = legal[0]
        elif greedy:
            action = greedy_action(state, legal, game, rng)
        else:
            action = legal[rng.below(count)]
        state.apply(action)
        depth += 1


def greedy_action(state: State, legal: list[Action], game: AnyGame, rng: Rng) -> Action:
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
