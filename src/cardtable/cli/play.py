"""The terminal game loop: humans at the keyboard, bots, and what each may see.

A human only ever sees their own seat: ``observation(seat)`` rendered by the
game, the events as that seat sees them, and that seat's legal actions. With
one human, bots' moves are announced as that human sees them. With several
humans at one screen (hot seat), announcements use the view of the human who
has the screen (public events before anyone has it); before a different
human's turn the screen is cleared and play pauses until the screen has been
passed, and the new human then gets a recap, in their own view, of the events
they have not seen yet. Seats are named by ``SeatNames``: "You" and "Opponent"
with one human, given names or "Player N" otherwise.

A decision's screen is the board and as many actions as fit under it on the
terminal (``more`` shows the next page), so the board
stays in view; ``info`` shows a card's text and ``help`` the game's legend
(``cli.cards``).

A bot's choice is announced by the game's label for it, but only when the human at the
screen could have told it from the other choices at the table
(``kernel.visibility.choice_visible``, as in a replay); otherwise it is "a choice you
cannot see". Either way the events that human may see follow.
"""

from __future__ import annotations

import functools
from enum import Enum

from rich.table import Table

from cardtable.bots import Bot
from cardtable.cli.cards import show_info, show_legend
from cardtable.cli.choices import MENU_LINES, ActionMenu
from cardtable.cli.config import HUMAN, make_seat_bot, seat_kind
from cardtable.cli.prompt import Command, plain_word, read_entry
from cardtable.cli.seats import SeatNames
from cardtable.cli.terminal import Terminal
from cardtable.kernel.action import Action
from cardtable.kernel.errors import ActionSyntaxError, CardtableError, IllegalAction
from cardtable.kernel.events import Event
from cardtable.kernel.game import State
from cardtable.kernel.view import PlayerView
from cardtable.kernel.visibility import choice_visible

MIN_PAGE_ROWS = 4
"""Rows of actions shown under the board even when the board fills the screen."""
RESERVED_ROWS = 3
"""Rows of the screen besides the board and the actions: the line above the board,
the page line and the prompt."""


class Outcome(Enum):
    """How a session ended."""

    FINISHED = "finished"
    QUIT = "quit"


def bot_seed(seed: int, seat: int) -> int:
    """A bot's own seed, derived from the game seed so a session is reproducible."""
    return seed * 7919 + 101 * (seat + 1)


class Session:
    """One game at the terminal, from the current state to the end or a quit."""

    def __init__(self, state: State, seats: list[str], seed: int, term: Terminal) -> None:
        self.state = state
        self.seats = seats
        self.term = term
        self.lang = term.lang
        self.bots: dict[int, Bot] = {
            seat: make_seat_bot(spec, bot_seed(seed, seat))
            for seat, spec in enumerate(seats) if seat_kind(spec) != HUMAN}
        self.humans = [seat for seat, spec in enumerate(seats) if seat_kind(spec) == HUMAN]
        self.names = SeatNames.for_table(seats, self.lang)
        self.hot_seat = len(self.humans) > 1
        self._seen: dict[int | None, int] = {}
        self._screen: int | None = None
        """The human seat whose information is on the screen."""
        if len(self.humans) == 1:
            self._screen = self.humans[0]
        self._menu: tuple[tuple[int, int], ActionMenu] | None = None
        """The menu on the screen, for (step, seat)."""
        self._page = 0
        """The page of a long menu shown last."""
        self._board_rows = 0
        """Screen rows the board took when it was last shown."""

    @property
    def viewer(self) -> int | None:
        """Whose view announcements use: the human at the screen, else public (``None``)."""
        return self._screen

    # ---- the loop ----------------------------------------------------------
    def run(self) -> Outcome:
        """Play until the end; ``QUIT`` on ``quit`` or end of input."""
        self._announce(self.viewer)
        while (seat := self.state.current_player()) is not None:
            if not self.state.legal_actions():
                raise CardtableError(self.term.t("no_legal_actions",
                                                 name=self.names.name(seat)))
            if seat in self.bots:
                self._bot_turn(seat)
                continue
            try:
                action = self._human_turn(seat)
            except EOFError:
                self.term.line("")
                action = None
            if action is None:
                self.term.say("game_stopped", style="bold")
                return Outcome.QUIT
            self.state.apply(action, seat)
            self._announce(seat)
        self._announce(self.viewer)
        if len(self.humans) == 1:
            self.show_state(self.humans[0])
        self.show_result()
        return Outcome.FINISHED

    def _bot_turn(self, seat: int) -> None:
        name = self.names.name(seat)
        with self.term.busy("bot_thinking", name=name):
            action = self.bots[seat].choose(PlayerView(self.state, seat))
            shown = self._describe(action)
        self.state.apply(action, seat)
        if shown is None:
            self.term.say("bot_moved_unseen", style="dim", name=name)
        else:
            self.term.say("bot_moved", style="magenta", name=name, action=shown)
        self._print_events(self._new_events(self.viewer))

    def _describe(self, action: Action) -> str | None:
        """The game's label of the current seat's ``action`` if the screen's viewer may
        know it, else ``None`` (asked before it is applied)."""
        game, lang = self.state.game, self.lang
        actor = self.state.current_player()
        views: dict[int, tuple[State, PlayerView]] = {}
        """The acting seat's view of each state asked about (the true one and samples)."""

        def describe(before: State, chosen: Action) -> str:
            seen = views.get(id(before))
            if seen is None or seen[0] is not before:
                seat = before.current_player() if actor is None else actor
                seen = views[id(before)] = (before, PlayerView(before, seat or 0))
            return game.action_label(seen[1], chosen, lang)

        if choice_visible(self.state, action, self.viewer, describe):
            return describe(self.state, action)
        return None

    def _human_turn(self, seat: int) -> Action | None:
        if self.hot_seat and self._screen != seat:
            self._pass_screen(seat)
            recap = self._new_events(seat)
            if recap:
                self.term.say("since_last_turn", style="bold")
                self._print_events(recap)
        else:
            self._announce(seat)
        self.show_turn(seat)
        return self._ask_action(seat)

    def show_turn(self, seat: int) -> None:
        """The screen of a human's decision: whose turn it is, the board and the first
        page of choices (with the prompt, it fits a 24-row screen)."""
        if self.names.is_you(seat):
            self.term.say("turn_you", style="bold green")
        else:
            self.term.say("turn_named", style="bold green", name=self.names.name(seat))
        self.show_state(seat)
        self.show_actions(seat)

    def _ask_action(self, seat: int) -> Action | None:
        """Read entries until one is a legal action; ``None`` means quit."""
        while True:
            if self.names.is_you(seat):
                text = self.term.ask("your_move")
            else:
                text = self.term.ask("your_move_named", name=self.names.name(seat))
            try:
                entry = read_entry(text, self.menu(seat).actions, self.lang, self.word_names)
                if isinstance(entry, Action):
                    return self.state.check(entry, seat)
            except ActionSyntaxError:
                self.term.invalid(self.term.t("not_an_action", entry=text.strip()))
                continue
            except IllegalAction as exc:
                refusal = exc.refusal
                if refusal is None:
                    self.term.invalid(exc.text(self.lang))
                else:
                    self.term.invalid(refusal.message(self.lang), refusal.rule)
                continue
            except CardtableError as exc:
                self.term.invalid(str(exc))
                continue
            if isinstance(entry, Command):
                if entry.name == "quit":
                    return None
                self._run_command(entry, seat)

    def _run_command(self, command: Command, seat: int) -> None:
        name = command.name
        if name == "help":
            self.term.say("help_actions")
            self.term.say("help_commands")
            self.term.say("help_quit")
            show_legend(self.term, self.state.game)
        elif name == "info":
            show_info(self.term, self.state.game, self.state.observation(seat),
                      command.argument)
        elif name == "actions" and command.argument == "text":
            self.show_text_forms(seat)
        elif name == "actions":
            self.show_actions(seat, everything=True)
        elif name == "more":
            self.show_state(seat)
            self.show_actions(seat, self._page + 1)
        elif name == "state":
            self.show_state(seat)
        elif name == "log":
            self.show_log(seat)

    def _pass_screen(self, seat: int) -> None:
        """Hide the previous human's screen and wait until ``seat`` has it."""
        self.term.clear()
        name = self.names.name(seat)
        self.term.say("pass_screen", style="bold reverse", name=name)
        self.term.ask("press_enter", name=name)
        self.term.clear()
        self._screen = seat

    # ---- what a human sees -------------------------------------------------
    def show_state(self, seat: int) -> None:
        """The game's rendering of ``seat``'s observation, and nothing else."""
        observation = self.state.observation(seat)
        rendering = self.state.game.render(observation, self.lang)
        game = self.state.game.name(self.lang)
        title = (self.term.t("state_title", game=game) if self.names.is_you(seat)
                 else self.term.t("state_title_named", game=game, name=self.names.name(seat)))
        self._board_rows = self.term.show(rendering, title=title)

    @functools.cached_property
    def word_names(self) -> dict[str, str]:
        """The plain form of every word's display name (both languages) → the word, so a
        typed action may say ``set=lidé`` for ``set=humans``."""
        game = self.state.game
        names: dict[str, str] = {}
        for lang in ("en", self.lang):
            for word, name in game.word_names(lang).items():
                names[plain_word(name)] = word
        return names

    def menu(self, seat: int) -> ActionMenu:
        """``seat``'s choices as a numbered menu (made once per decision)."""
        key = (self.state.steps, seat)
        if self._menu is None or self._menu[0] != key:
            self._menu = (key, ActionMenu(self.state, seat, self.lang))
            self._page = 0
        return self._menu[1]

    def show_actions(self, seat: int, page: int = 0, everything: bool = False) -> None:
        """The numbered choices of ``seat`` by their labels, grouped and paged
        (``choices.ActionMenu``) so that a page fits on the screen under the board;
        ``page`` of a long menu, and a hint when more follow (``everything``: one page)."""
        room = max(MIN_PAGE_ROWS, self.term.console.height - self._board_rows - RESERVED_ROWS)
        lines = 10_000 if everything else min(MENU_LINES, room + 1)
        pages = self.menu(seat).pages(self.term.console.width, lines)
        self._page = page % len(pages)
        for line in pages[self._page]:
            self.term.console.print(line, soft_wrap=True)
        if len(pages) > 1:
            self.term.say("menu_page", style="dim", page=self._page + 1, pages=len(pages))

    def show_text_forms(self, seat: int) -> None:
        """Every choice's number and text form (``actions text``)."""
        for line in self.menu(seat).text_forms():
            self.term.console.print(line, soft_wrap=True)

    def show_log(self, seat: int) -> None:
        events = self.state.events_for(seat)
        if not events:
            self.term.say("log_empty")
            return
        self.term.say("log_title", style="bold")
        self._print_events(events)

    def show_result(self) -> None:
        """Returns per seat, then who won, said to "you" when one human plays."""
        returns = self.state.returns()
        table = Table(title=self.term.t("result_title"))
        for key in ("col_seat", "col_player", "col_result"):
            table.add_column(self.term.t(key))
        for seat, value in enumerate(returns):
            table.add_row(str(seat), self.names.label(seat), f"{value:+g}" if value else "0")
        self.term.print(table)
        for key, style, params in result_lines(returns, self.names):
            self.term.say(key, style=style, **params)

    # ---- events ------------------------------------------------------------
    def _new_events(self, view: int | None) -> list[Event]:
        """Events ``view`` has not been shown yet, in that view; marks them seen."""
        events = self.state.events_for(view)
        start = self._seen.get(view, 0)
        self._seen[view] = len(events)
        return events[start:]

    def _announce(self, view: int | None) -> None:
        self._print_events(self._new_events(view))

    def _print_events(self, events: list[Event]) -> None:
        for event in events:
            self.term.line(f"  • {self.names.mark(event.text(self.lang))}")


Line = tuple[str, str, dict[str, str]]
"""A closing sentence: message key, style, parameters."""


def result_lines(returns: list[float], names: SeatNames) -> list[Line]:
    """The closing sentences ``(message key, style, parameters)`` for final ``returns``.

    Everyone below zero (a lost Solo game) is nobody's win; equal returns for every
    seat are a draw; with a perspective seat the result is said to "you".
    """
    best = max(returns)
    top = [seat for seat, value in enumerate(returns) if value == best]
    you = names.perspective
    lose: Line = ("result_you_lose", "bold red", {})
    if best < 0:
        # Every seat lost, e.g. a Solo game lost to the rule AI.
        return [lose] if you is not None else [("result_nobody", "bold red", {})]
    if len(top) == len(returns) and (len(returns) > 1 or best == 0):
        return [("result_draw", "bold", {})]
    if you is not None and top == [you]:
        return [("result_you_win", "bold green", {})]
    first: Line
    if len(top) == 1:
        first = ("result_winner", "bold green", {"name": names.name(top[0])})
    else:
        first = ("result_shared", "bold", {"names": names.names(top)})
    return [first, lose] if you is not None and you not in top else [first]
