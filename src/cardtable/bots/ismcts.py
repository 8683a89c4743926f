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

Between moves the bot keeps the part of its tree that is still its position
(``reuse``): when it is asked again right after its own move (a turn of several
plays, a forced step), the child of the move it played becomes the new root,
statistics and all, and new iterations add to them. Anything else (another seat
moved in between, another game, another seat) starts a fresh tree: which
choices the others made is not the bot's to know. With ``workers`` above one the
search is shared with a local process pool (root parallelism,
``cardtable.bots.ismcts_parallel``).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any, ClassVar

from cardtable.bots.base import Bot
from cardtable.bots.ismcts_search import Node, Settings, run
from cardtable.bots.params import Param, check_params
from cardtable.kernel import Action, AnyGame, Event, PlayerView

ROLLOUT_POLICIES = ("random", "greedy")
DEFAULTS: dict[str, Any] = {"exploration": 0.7, "rollout": "random", "rollout_depth": 20}
"""Search parameters used when neither the caller nor the game's ``bot_params`` set them."""
_UNSET: Any = object()
MAX_WORKERS = 64


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


@dataclass
class _Kept:
    """The subtree kept after a move, and what the next view must show to take it."""

    game: AnyGame
    seat: int
    step: int
    """The step the next decision must be at: the one after the move played."""
    events: list[Event]
    """The seat's log when it moved; the next view's log must begin with it."""
    node: Node


class IsmctsBot(Bot):
    """SO-ISMCTS with UCT, availability counts and per-seat reward vectors.

    ``iterations`` bounds the work per decision; ``time_limit`` (seconds), if
    given, stops earlier. ``exploration`` is the UCT constant for rewards in
    [-1, 1]. ``rollout`` is ``"random"`` or ``"greedy"``; ``rollout_depth``
    (``None``: play to the end) cuts rollouts short and scores the leaf with
    ``Game.evaluate``; games that do not override ``evaluate`` always play
    rollouts to the end. A parameter left unset takes the game's tuned value
    (``Game.bot_params["ismcts"]``), else ``DEFAULTS``. ``reuse`` keeps the
    subtree of the move played for the next decision when that decision comes
    right after it (``iterations`` new ones are added to it). ``workers`` above
    one shares the iterations between this process and ``workers - 1`` processes
    of a local pool, each with its own seed, and sums the root statistics.
    """

    name = "ismcts"
    params: ClassVar[dict[str, Param]] = {
        "iterations": Param("int", 1, 10_000_000),
        "time_limit": Param("float", 0.001, 3600, optional=True),
        "exploration": Param("float", 0, 100),
        "rollout": Param("choice", choices=ROLLOUT_POLICIES),
        "rollout_depth": Param("int", 0, 100_000, optional=True),
        "reuse": Param("bool"),
        "workers": Param("int", 1, MAX_WORKERS),
    }

    def __init__(self, seed: int = 0, iterations: int = 1000, time_limit: float | None = None,
                 exploration: float = _UNSET, rollout: str = _UNSET,
                 rollout_depth: int | None = _UNSET, reuse: bool = False,
                 workers: int = 1) -> None:
        super().__init__(seed)
        given = {"iterations": iterations, "time_limit": time_limit, "exploration": exploration,
                 "rollout": rollout, "rollout_depth": rollout_depth, "reuse": reuse,
                 "workers": workers}
        checked = check_params(self.name, self.params,
                               {k: v for k, v in given.items() if v is not _UNSET})
        self.iterations: int = checked.pop("iterations")
        self.time_limit: float | None = checked.pop("time_limit")
        self.reuse: bool = checked.pop("reuse")
        self.workers: int = checked.pop("workers")
        self._explicit = checked
        self._configured_for: AnyGame | None = None
        self._apply_params(DEFAULTS | self._explicit)
        self._kept: _Kept | None = None
        self.last_iterations = 0
        """Iterations run by the latest ``choose`` (for benchmarks)."""
        self.last_reused = 0
        """Iterations the latest ``choose`` found in the kept subtree (0: a fresh tree)."""

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

    @property
    def settings(self) -> Settings:
        return Settings(self.exploration, self.rollout, self.rollout_depth)

    # ---- decision ------------------------------------------------------------
    def reads_log(self) -> bool:
        """Only to reuse its tree: the log tells the position after its move."""
        return self.reuse

    def choose(self, view: PlayerView) -> Action:
        actions = view.legal_actions
        step: int = view.observation["step"]
        events = view.events if self.reuse else []
        root = self._take_kept(view, step, events)
        if len(actions) == 1:
            self.last_iterations = self.last_reused = 0
            best = actions[0]
        else:
            root = self.search(view, root)
            best = actions[0]
            best_key = (-1, -math.inf)
            for action in actions:
                child = root.children.get(action)
                if child is None or child.visits == 0:
                    continue
                key = (child.visits, child.reward[view.seat] / child.visits)
                if key > best_key:
                    best, best_key = action, key
        if self.reuse and root is not None and best in root.children:
            self._kept = _Kept(view.game, view.seat, step + 1, events, root.children[best])
        return best

    def _take_kept(self, view: PlayerView, step: int, events: list[Event]) -> Node | None:
        """The kept subtree if ``view`` is the position right after the bot's last move
        in the same game (same seat, next step, the log it had then continued), else
        ``None``; the kept tree is dropped either way."""
        kept, self._kept = self._kept, None
        if (kept is None or not self.reuse or kept.game is not view.game
                or kept.seat != view.seat or kept.step != step
                or events[:len(kept.events)] != kept.events):
            return None
        return kept.node

    def search(self, view: PlayerView, root: Node | None = None) -> Node:
        """Run the iterations for ``view`` under ``root`` (default: a fresh tree) and
        return the root."""
        seat = view.seat
        self.configure(view.game)
        rng = self.rng
        base = view.determinize(rng)
        # The search never reads the sample's log or history; each determinization
        # would copy them, and its playouts need not build events at all.
        base.events = []
        base.history = []
        base.stop_recording()
        if root is None:
            root = Node(base.num_players)
        self.last_reused = root.visits
        start = time.perf_counter()
        deadline = None if self.time_limit is None else start + self.time_limit
        settings = self.settings
        if self.workers == 1:
            self.last_iterations = run(root, base, seat, settings, rng, self.iterations, deadline)
            return root
        # Imported here: process pools cost a tenth of a second to import, which a
        # program with one-worker bots (the terminal, a simulation) need not pay.
        from cardtable.bots import ismcts_parallel as parallel

        shares = parallel.split(self.iterations, self.workers)
        seeds = [rng.next64() for _ in shares[1:]]
        futures = parallel.submit(base, seat, settings, seeds, shares[1:], self.time_limit)
        done = run(root, base, seat, settings, rng, shares[0], deadline)
        self.last_iterations = done + parallel.merge(root, [f.result() for f in futures])
        return root
