"""``cardtable replay``: show a recorded game action by action.

The record is reproduced with the kernel's ``replay`` (which checks the result
and the final-state digest); each action is printed with the seat that took
it, followed by the events as the chosen view sees them: public events by
default, or one seat's view with ``--seat``.
"""

from __future__ import annotations

from pathlib import Path

from cardtable.cli.terminal import Terminal
from cardtable.kernel.action import Action
from cardtable.kernel.errors import CardtableError, OptionError, ReplayError
from cardtable.kernel.events import Event
from cardtable.kernel.game import State
from cardtable.kernel.record import GameRecord, replay
from cardtable.kernel.registry import load


class StopReplay(Exception):
    """The viewer asked to stop a step-by-step replay."""


class ReplayPrinter:
    """Prints a replay for one view, optionally pausing between actions."""

    def __init__(self, record: GameRecord, view: int | None, step: bool,
                 term: Terminal) -> None:
        self.record = record
        self.view = view
        self.step = step
        self.term = term
        self._seen = 0
        self._actor: int | None = None
        self._number = 0

    def start(self, state: State) -> None:
        """Print the header and the events of the deal."""
        record, term = self.record, self.term
        term.say("replay_header", style="bold", game=state.game.name(term.lang),
                 seed=record.seed, players=record.players, actions=len(record.actions))
        if record.seats:
            term.say("replay_seats", seats=", ".join(
                f"{seat}: {name}" for seat, name in enumerate(record.seats)))
        term.say("replay_view_public" if self.view is None else "replay_view_seat",
                 seat=self.view)
        self._print_new(state)
        self._actor = state.current_player()

    def on_step(self, state: State, action: Action) -> None:
        """Called by ``replay`` after each applied action."""
        self._number += 1
        self.term.say("replay_action", style="bold", number=self._number,
                      seat=self._actor, action=action.to_text())
        self._print_new(state)
        self._actor = state.current_player()
        if self.step and self._number < len(self.record.actions):
            self._wait()

    def _wait(self) -> None:
        try:
            answer = self.term.ask("replay_continue")
        except EOFError:
            raise StopReplay from None
        if answer.strip().lower() in ("q", "quit", "konec"):
            raise StopReplay

    def _print_new(self, state: State) -> None:
        events: list[Event] = state.events_for(self.view)
        for event in events[self._seen:]:
            self.term.line(f"  • {event.text(self.term.lang)}")
        self._seen = len(events)


def run_replay(path: Path, view: int | None, step: bool, term: Terminal) -> None:
    """Replay the record at ``path``; ``ReplayError`` if it cannot be reproduced."""
    record = GameRecord.load(path)
    try:
        start = load(record.game).new_state(
            seed=record.seed, players=record.players, **record.options)
    except CardtableError as exc:
        raise ReplayError(f"record cannot start: {exc}") from None
    if view is not None and not 0 <= view < record.players:
        raise OptionError(term.t("bad_view_seat", seat=view, last=record.players - 1))
    printer = ReplayPrinter(record, view, step, term)
    printer.start(start)
    try:
        final = replay(record, printer.on_step)
    except StopReplay:
        term.say("replay_stopped", style="bold")
        return
    if record.result is None:
        term.say("replay_unfinished", style="bold")
    else:
        term.say("replay_result", style="bold",
                 returns=", ".join(f"{seat}: {value:+g}" if value else f"{seat}: 0"
                                   for seat, value in enumerate(final.returns())))
    term.say("replay_matches", style="green")
