"""``cardtable replay``: show a recorded game action by action, with the board.

The record is reproduced with the kernel's ``replay`` (which checks the result
and the final-state digest). The replay is seen from one side: the public view
by default, or one seat's view with ``--seat``. After the deal and after each
action it prints the events that side sees and the game's rendering of that
side's observation, the same board a player had on the screen.

Each action is numbered from 1 and described by the game's label, but only
when the chosen side could tell it from the other choices at the table
(``kernel.visibility.choice_visible``); otherwise it is "a hidden choice", so a
public replay never shows what a player put away face down. A seat always
sees its own choices.
"""

from __future__ import annotations

from pathlib import Path

from cardtable.cli.play import result_lines
from cardtable.cli.seats import SeatNames
from cardtable.cli.terminal import Terminal
from cardtable.kernel.action import Action
from cardtable.kernel.errors import CardtableError, OptionError
from cardtable.kernel.events import Event
from cardtable.kernel.game import State
from cardtable.kernel.plural import ACTIONS, PLAYERS, count
from cardtable.kernel.record import GameRecord, replay
from cardtable.kernel.view import PlayerView
from cardtable.kernel.visibility import choice_visible


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
        self.names = SeatNames(record.seats, record.players, term.lang, view)
        self._seen = 0
        self._number = 0
        self._next: tuple[int, str] | None = None
        """Who takes the next recorded action and how it is shown, worked out before it."""

    def start(self, state: State) -> None:
        """Print the header, the events of the deal and the board before the first action."""
        record, term = self.record, self.term
        term.say("replay_header", style="bold", game=state.game.name(term.lang),
                 seed=record.seed, players=count(record.players, PLAYERS, term.lang),
                 actions=count(len(record.actions), ACTIONS, term.lang))
        term.say("replay_seats", seats=self.names.listing())
        if self.view is None:
            term.say("replay_view_public")
        else:
            term.say("replay_view_seat", seat=self.view, name=self.names.name(self.view))
        self._print_new(state)
        self._show_board(state, term.t("replay_start"))
        self._prepare(state)

    def on_step(self, state: State, action: Action) -> None:
        """Called by ``replay`` after each applied action."""
        self._number += 1
        if self._next is not None:
            actor, shown = self._next
            self.term.say("replay_action", style="bold", number=self._number,
                          name=self.names.name(actor), action=shown)
        self._print_new(state)
        self._show_board(state, self.term.t("replay_step", number=self._number))
        self._prepare(state)
        if self.step and self._number < len(self.record.actions):
            self._wait()

    def _prepare(self, state: State) -> None:
        """Work out, on the state before it, who takes the next action and what to show."""
        self._next = None
        if self._number >= len(self.record.actions):
            return
        actor = state.current_player()
        if actor is None:
            return
        game, lang = state.game, self.term.lang
        views: dict[int, tuple[State, PlayerView]] = {}
        """The acting seat's view of each state asked about (the true one and samples)."""

        def describe(before: State, action: Action) -> str:
            seen = views.get(id(before))
            if seen is None or seen[0] is not before:
                seen = views[id(before)] = (before, PlayerView(before, actor))
            return game.action_label(seen[1], action, lang)

        try:
            action = Action.parse(self.record.actions[self._number])
            if choice_visible(state, action, self.view, describe):
                shown = describe(state, action)
            else:
                shown = self.term.t("hidden_choice")
        except CardtableError:
            return  # the action does not replay: ``replay`` reports it with its step
        self._next = (actor, shown)

    def _show_board(self, state: State, when: str) -> None:
        observation = state.observation(self.view)
        rendering = state.game.render(observation, self.term.lang)
        if self.view is None:
            title = self.term.t("replay_board_public", when=when)
        else:
            title = self.term.t("replay_board_seat", when=when)
        self.term.show(rendering, title=title)

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
            self.term.line(f"  • {self.names.mark(event.text(self.term.lang))}")
        self._seen = len(events)

    def finish(self, final: State) -> None:
        """The result, in the names of this view."""
        if self.record.result is None:
            self.term.say("replay_unfinished", style="bold")
            return
        returns = final.returns()
        self.term.say("replay_result", style="bold", returns=", ".join(
            f"{self.names.name(seat)} {value:+g}" if value else f"{self.names.name(seat)} 0"
            for seat, value in enumerate(returns)))
        for key, style, params in result_lines(returns, self.names):
            self.term.say(key, style=style, **params)


def run_replay(path: Path, view: int | None, step: bool, term: Terminal,
               require_digest: bool = True) -> None:
    """Replay the record at ``path``; ``ReplayError`` if it cannot be reproduced (or, with
    ``require_digest``, if it holds no digest of its final state to check)."""
    record = GameRecord.load(path, require_digest=require_digest)
    start = record.start()
    if view is not None and not 0 <= view < record.players:
        raise OptionError(term.t("bad_view_seat", seat=view, last=record.players - 1))
    printer = ReplayPrinter(record, view, step, term)
    printer.start(start)
    try:
        final = replay(record, printer.on_step)
    except StopReplay:
        term.say("replay_stopped", style="bold")
        return
    printer.finish(final)
    if record.digest is None:
        term.say("replay_unchecked", style="yellow")
    else:
        term.say("replay_matches", style="green")
