"""Tasks, the task stack and pending decisions: how a game resolves and pauses.

Resolving a card or a turn is a sequence of small steps that may stop in the
middle for a decision (a target, a blocker, an order for triggers that fired
together, a priority pass), possibly of a seat whose turn it is not. Written
as nested function calls, that pause would need a coroutine, which neither
clones nor saves. So the call stack is data:

- A **task** is a small frozen dataclass declared with ``@task``
  (``Strike(attacker=3, target=7)``), never a tuple with sentinel values.
  Tasks are immutable values, so ``clone`` copies a stack as one list copy.
- The **stack** is the state's ``tasks`` list, top last. ``push`` puts tasks
  on top so that the first one given runs first; ``push_under`` puts one
  beneath everything (a draw that players may answer before and after).
- A **pending decision** (``Pending``) says who decides now, what they may
  choose and which task resumes with the answer. While one is open the stack
  does not run, and the decider is the current seat, whoever's turn it is.
- A game's ``Flow`` maps each task type to its handler and each resuming task
  type to the function that takes the answer; ``Flow.run`` pops and runs
  tasks until one opens a decision, the game ends or the stack is empty.

``TaskState`` is a ``State`` base that holds ``tasks`` and ``pending`` and
derives ``_current`` and the legal actions of a decision from them, so a
game adds only the turn's own decisions (``_turn_seat``, ``_turn_legal``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar, Final, Generic, TypeVar

from cardtable.kernel.action import Action
from cardtable.kernel.compiled import mypyc_attr
from cardtable.kernel.game import State
from cardtable.kernel.records import compiled, slot_setters
from cardtable.kernel.serial import register
from cardtable.kernel.task import Task as Task
from cardtable.kernel.task import task as task  # re-exported: games import it from here
from cardtable.kernel.task import task_type as task_type


@dataclasses.dataclass(frozen=True, slots=True)
class Pending:
    """A decision the game waits for."""

    kind: str
    """The action kind that answers it (``"choose_target"``, ``"block"``, ``"pass"``)."""
    seat: int
    """Who decides; it becomes the current seat while the decision is open."""
    options: tuple[Any, ...] = ()
    """What the decider may choose: ``Action``s, or game values that ``TaskState``
    turns into actions with ``_option_action``; empty when the game computes the
    choices itself (``TaskState._pending_legal``)."""
    resume: Task | None = None
    """The task that takes the answer (see ``Flow.resumes``); ``None``: the game's
    ``_apply`` handles the answer itself."""

    def __init__(self, kind: str, seat: int, options: tuple[Any, ...] = (),
                 resume: Task | None = None) -> None:
        # Written out (the dataclass keeps it): a decision opens on most steps, and a
        # generated ``__init__`` is interpreted even in the compiled build. Compiled, the
        # stores go straight into the object; in Python, through the slots' descriptors.
        if _NATIVE:
            self.kind = kind  # type: ignore[misc]
            self.seat = seat  # type: ignore[misc]
            self.options = options  # type: ignore[misc]
            self.resume = resume  # type: ignore[misc]
        else:
            _KIND(self, kind)
            _SEAT(self, seat)
            _OPTIONS(self, options)
            _RESUME(self, resume)


register(Pending)
_NATIVE: Final = compiled(Pending)
"""Whether this module runs compiled (``Pending``'s constructor is then native)."""
_KIND, _SEAT, _OPTIONS, _RESUME = slot_setters(Pending, "kind", "seat", "options", "resume")


S = TypeVar("S", bound="TaskState")
Handler = Callable[[Any, Any], None]
Resumer = Callable[[Any, Any, Action], None]


Item = TypeVar("Item")


def push(stack: list[Item], *tasks: Item) -> None:
    """Put ``tasks`` on top of ``stack`` (top last) so that the first one given runs
    first. Any list used as a stack will do: the task stack, or a game's own public
    stack of objects (HexyGame's)."""
    i = len(tasks)
    while i:  # ``extend(reversed(...))`` without the iterator: every step pushes
        i -= 1
        stack.append(tasks[i])


def push_all(stack: list[Item], tasks: Sequence[Item]) -> None:
    """``push`` for a sequence: ``tasks[0]`` runs first."""
    i = len(tasks)
    while i:
        i -= 1
        stack.append(tasks[i])


def push_under(stack: list[Item], *tasks: Item) -> None:
    """Put ``tasks`` beneath everything already on ``stack``; the first given runs first
    of them, after everything that was there."""
    stack[0:0] = reversed(tasks)


class Flow(Generic[S]):
    """A game's table of task handlers and the loop that runs them."""

    __slots__ = ("clears_on_end", "game_id", "handlers", "resumers")

    def __init__(self, game_id: str, clears_on_end: bool = False) -> None:
        self.game_id = game_id
        self.handlers: dict[type[Task], Handler] = {}
        self.resumers: dict[type[Task], Resumer] = {}
        self.clears_on_end = clears_on_end
        """The game promises to empty the stack and close the decision when it ends
        (``TaskState.end_flow``), so the loop need not ask ``_halted`` after every task."""

    def handles(self, *types: type[Task]) -> Callable[[Callable[[S, Any], None]],
                                                       Callable[[S, Any], None]]:
        """Decorator: ``fn(state, task)`` runs tasks of ``types``."""
        def deco(fn: Callable[[S, Any], None]) -> Callable[[S, Any], None]:
            for t in types:
                if t in self.handlers:
                    raise ValueError(f"{self.game_id}: {t.__name__} already has a handler")
                self.handlers[t] = fn
            return fn
        return deco

    def resumes(self, *types: type[Task]) -> Callable[[Callable[[S, Any, Action], None]],
                                                      Callable[[S, Any, Action], None]]:
        """Decorator: ``fn(state, task, answer)`` takes the answer to a decision that
        ``task`` (of one of ``types``) opened."""
        def deco(fn: Callable[[S, Any, Action], None]) -> Callable[[S, Any, Action], None]:
            for t in types:
                if t in self.resumers:
                    raise ValueError(f"{self.game_id}: {t.__name__} already resumes")
                self.resumers[t] = fn
            return fn
        return deco

    def run(self, state: S) -> None:
        """Run tasks until a decision is pending, the game is over or the stack is empty."""
        stack = state.tasks
        handlers = self.handlers
        if self.clears_on_end:
            while stack and state.pending is None:
                item = stack.pop()
                handlers[type(item)](state, item)
            return
        while stack and state.pending is None and not state._halted():
            item = stack.pop()
            handlers[type(item)](state, item)

    def answer(self, state: S, action: Action) -> None:
        """Close the pending decision with ``action``: its ``resume`` task takes the
        answer, then the stack runs on (``run``, inlined: this is every step's path)."""
        pending = state.pending
        if pending is None:
            raise RuntimeError(f"{self.game_id}: no decision is pending")
        owner = state  # cleared through another name: mypy would narrow ``state.pending``
        owner.pending = None  # to None in the loop below, and mypyc would then refuse a Pending
        resume = pending.resume
        if resume is not None:
            self.resumers[type(resume)](state, resume, action)
        stack = state.tasks
        handlers = self.handlers
        if self.clears_on_end:
            while stack and state.pending is None:
                item = stack.pop()
                handlers[type(item)](state, item)
            return
        while stack and state.pending is None and not state._halted():
            item = stack.pop()
            handlers[type(item)](state, item)

    def check(self, task_types: Iterable[type[Task]]) -> list[str]:
        """Task types among ``task_types`` that have no handler (for a game's own test)."""
        return [t.__name__ for t in task_types if t not in self.handlers]


@mypyc_attr(allow_interpreted_subclasses=True)
class TaskState(State):
    """A ``State`` resolved by a ``Flow``: a task stack and an optional pending decision.

    Defaults a game may keep: ``_current`` is the pending decider, else
    ``_turn_seat()``; ``_legal`` is the pending decision's actions, else
    ``_turn_legal()``. ``_halted`` (default: ``_terminal()``) stops the loop.
    """

    __slots__ = ("pending", "tasks")

    tasks: list[Task]
    pending: Pending | None
    flow: ClassVar[Flow[Any]]

    def _init_flow(self) -> None:
        """Start with an empty stack and no decision (call from ``_setup``)."""
        self.tasks = []
        self.pending = None

    # ---- decisions ------------------------------------------------------------------
    def ask(self, kind: str, seat: int, options: Sequence[Any] = (),
            resume: Task | None = None) -> None:
        """Open a decision: ``seat`` must answer with an action of ``kind``."""
        self.pending = Pending(kind, seat, tuple(options), resume)

    def ask_or_take(self, kind: str, seat: int, options: Sequence[Any],
                    resume: Task) -> None:
        """``ask``, except that a decision with exactly one option is not asked: its
        answer goes straight to ``resume``'s resumer, by the same path an answer
        takes (so the log and the effect are the same either way). With no option
        nothing is asked and ``resume`` does not run."""
        if len(options) == 1:
            option = options[0]
            action = option if isinstance(option, Action) else self._option_action(kind, option)
            self.flow.resumers[type(resume)](self, resume, action)
        elif options:
            self.pending = Pending(kind, seat, tuple(options), resume)

    def _halted(self) -> bool:
        return self._terminal()

    def end_flow(self) -> None:
        """Empty the stack and close the decision: what a game whose ``Flow`` has
        ``clears_on_end`` does when the game ends."""
        self.tasks.clear()  # in place: the running loop holds this list
        self.pending = None

    def _current(self) -> int:
        pending = self.pending
        if pending is not None:
            return pending.seat
        return self._turn_seat()

    def _legal(self) -> list[Action]:
        pending = self.pending
        if pending is not None:
            return self._pending_legal(pending)
        return self._turn_legal()

    def _pending_legal(self, pending: Pending) -> list[Action]:
        """The answers to ``pending``: its options as actions."""
        kind = pending.kind
        return [o if isinstance(o, Action) else self._option_action(kind, o)
                for o in pending.options]

    def _option_action(self, kind: str, option: Any) -> Action:
        """The action choosing a non-``Action`` option; default ``kind choice=<option>``."""
        return Action.fast(kind, (("choice", option),))

    def _turn_seat(self) -> int:
        """Who acts when no decision is pending (the active player, a drafter...)."""
        raise NotImplementedError(f"{type(self).__name__} must define _turn_seat")

    def _turn_legal(self) -> list[Action]:
        """The legal actions when no decision is pending."""
        raise NotImplementedError(f"{type(self).__name__} must define _turn_legal")
