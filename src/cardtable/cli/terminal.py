"""``Terminal``: the CLI's one door to the screen and the keyboard.

Every user-facing message goes through the ``cli`` message catalog in the
chosen language. Single-line messages are printed with soft wrapping so that
an error stays on ONE line whatever the terminal width; dynamic text (event
texts, action labels, error reasons) is wrapped in ``rich.text.Text`` so that
square brackets in it are never taken for rich markup.
"""

from __future__ import annotations

import sys
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from rich.cells import cell_len
from rich.console import Console, RenderableType
from rich.panel import Panel
from rich.text import Text

from cardtable.cli import messages
from cardtable.kernel.i18n import LANGS
from cardtable.kernel.untrusted import clean, shorten

ERASE_SCROLLBACK = "\x1b[3J"


LINE_LIMIT = 400
"""The longest refusal or error line (characters): quoted input is cut, not echoed whole."""


def one_line(text: str) -> str:
    """``text`` on one line of at most ``LINE_LIMIT`` characters: line breaks become
    spaces, control characters (escape codes) are dropped."""
    joined = " ".join(part.strip() for part in text.splitlines() if part.strip())
    return shorten(clean(joined), LINE_LIMIT)


class Terminal:
    """Localised output on a rich console and line input from stdin."""

    def __init__(self, lang: str, console: Console | None = None,
                 err_console: Console | None = None) -> None:
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}")
        self.lang = lang
        self.console = console or Console(highlight=False)
        self.err_console = err_console or Console(stderr=True, highlight=False)

    # ---- text ------------------------------------------------------------
    def t(self, key: str, /, **params: Any) -> str:
        """The CLI message ``key`` in this terminal's language."""
        return messages.msg(key, self.lang, **params)

    # ---- output ----------------------------------------------------------
    def say(self, key: str, /, style: str | None = None, **params: Any) -> None:
        """Print the message ``key`` on one line."""
        self.line(self.t(key, **params), style)

    def line(self, text: str, style: str | None = None) -> None:
        """Print dynamic ``text`` as is (no markup, no control characters), on one line."""
        self.console.print(Text(clean(text), style=style or ""), soft_wrap=True)

    def show(self, renderable: RenderableType | str, title: str | None = None) -> int:
        """Print a game's rendering (text or a rich renderable) in a panel; returns the
        number of screen rows the panel took."""
        body: RenderableType = Text(renderable) if isinstance(renderable, str) else renderable
        panel = Panel(body, title=title, title_align="left", expand=False)
        rows = len(self.console.render_lines(panel, self.console.options, pad=False))
        self.console.print(panel)
        return rows

    def rows(self, text: Text) -> int:
        """The screen rows ``text`` takes when printed with soft wrapping (the terminal
        wraps a line longer than the screen)."""
        width = max(1, self.console.width)
        return sum(max(1, -(-cell_len(line) // width)) for line in text.plain.split("\n"))

    def print(self, renderable: RenderableType) -> None:
        self.console.print(renderable)

    def invalid(self, reason: str, rule: str = "") -> None:
        """One line telling why an entry was refused, the rule IDs last and dimmed; the
        game goes on."""
        parts: list[Any] = [(self.t("invalid_prefix"), "bold yellow"), " ", one_line(reason)]
        if rule:
            parts += [" ", (f"({rule})", "dim")]
        self.console.print(Text.assemble(*parts), soft_wrap=True)

    def error(self, reason: str) -> None:
        """One styled line on stderr for an error that ends the command."""
        self.err_console.print(Text.assemble((self.t("error_prefix"), "bold red"), " ",
                                             one_line(reason)), soft_wrap=True)

    def busy(self, key: str, /, **params: Any) -> AbstractContextManager[object]:
        """A spinner with message ``key`` on a real terminal (a slow bot thinking)."""
        if not self.console.is_terminal:
            return nullcontext()
        return self.console.status(Text(self.t(key, **params)))

    def clear(self) -> None:
        """Clear a real terminal (hot seat); a pipe or a test keeps its transcript."""
        if self.console.is_terminal:
            self.console.clear()
            # also drop the scrollback, where the previous player's hand would still be
            self.console.file.write(ERASE_SCROLLBACK)
            self.console.file.flush()

    # ---- input -----------------------------------------------------------
    def ask(self, key: str, /, **params: Any) -> str:
        """Show the prompt ``key`` and read one line; ``EOFError`` on end of input.

        When stdin is not a terminal the entry is echoed, so a scripted or
        piped session leaves a readable transcript.
        """
        prompt = Text(self.t(key, **params) + " ", style="bold cyan")
        answer = self.console.input(prompt)
        if not sys.stdin.isatty():
            self.console.print(Text(shorten(clean(answer), LINE_LIMIT)), soft_wrap=True)
        return answer
