"""The numbered menu of a human's choices, short enough to keep the board in sight.

A few choices are listed one per line with the game's label (``Game.action_label``).
A long list is grouped: related choices share a heading from the game
(``Game.menu_entry``: "Discard a card and attack") and their short entries ("Royal
Archers") are set side by side in columns. What still does not fit in ``MENU_LINES``
lines is cut into pages at group boundaries; ``more`` shows the next page. Every
number can be typed at any time, whichever page is on the screen.

The numbers follow the menu, not the game's order of legal actions: the choices of a
group are numbered one after another. The text forms of actions (``play pick=1
row=top``, for typing and scripts) are shown only on request (``actions text``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from cardtable.kernel.action import Action
from cardtable.kernel.game import MenuEntry, State
from cardtable.kernel.view import PlayerView

SHORT_LIST = 10
"""Up to this many choices are listed one per line with their whole labels."""
MENU_LINES = 12
"""Lines a page of a long menu may take, headings and the closing hint included."""
GAP = 3
"""Spaces between two columns of entries."""
KEEP_TOGETHER = 2
"""A group split over pages keeps at least this many entry rows on each (when it has them)."""


@dataclass(frozen=True)
class Group:
    """A heading and the numbered entries under it."""

    title: str
    entries: list[tuple[int, str]]


class ActionMenu:
    """One seat's legal actions as a numbered, grouped menu in one language."""

    def __init__(self, state: State, seat: int, lang: str) -> None:
        game = state.game
        view = PlayerView(state, seat)
        legal = view.legal_actions
        entries = [game.menu_entry(view, action, lang) for action in legal]
        order = _grouped_order(entries)
        self.actions: list[Action] = [legal[i] for i in order]
        """The choices in menu order: number ``n`` is ``actions[n - 1]``."""
        self.entries: list[MenuEntry] = [entries[i] for i in order]
        self.labels: list[str] = [game.action_label(view, action, lang)
                                  for action in self.actions]

    def __len__(self) -> int:
        return len(self.actions)

    def groups(self) -> list[Group]:
        """The groups in menu order; a choice without a heading is a group of its own."""
        out: list[Group] = []
        for number, (title, entry) in enumerate(self.entries, start=1):
            if title and out and out[-1].title == title:
                out[-1].entries.append((number, entry))
            elif title:
                out.append(Group(title, [(number, entry)]))
            else:
                out.append(Group("", [(number, self.labels[number - 1])]))
        return out

    def pages(self, width: int, lines: int = MENU_LINES) -> list[list[Text]]:
        """The menu for a screen ``width`` columns wide, in pages of at most ``lines``
        lines; when there are several, each leaves its last line for the hint to the
        next. A group that does not fit in what is left of a page is split when that
        holds its heading and two rows of entries (it goes on with its heading repeated,
        and two rows at least), and starts the next page otherwise."""
        if len(self) <= SHORT_LIST:
            plain = [_line(number, label, width)
                     for number, label in enumerate(self.labels, start=1)]
            if len(plain) <= lines:
                return [plain]
            step = max(1, lines - 1)
            return [plain[i:i + step] for i in range(0, len(plain), step)]
        blocks = [_block(group, width) for group in self.groups()]
        if sum(len(rows) + (title is not None) for title, rows in blocks) <= lines:
            return [[line for title, rows in blocks for line in _lines(title, rows)]]
        budget = max(2, lines - 1)
        pages: list[list[Text]] = []
        for title, rows in blocks:
            head = [] if title is None else [title]
            need = len(head) + min(len(rows), KEEP_TOGETHER)
            if not pages or len(pages[-1]) + need > budget:
                pages.append([])
            while True:
                page = pages[-1]
                room = max(1, budget - len(page) - len(head))
                short = KEEP_TOGETHER - (len(rows) - room)  # rows the next page lacks
                if 0 < short < KEEP_TOGETHER and room - short >= KEEP_TOGETHER:
                    room -= short
                page.extend(head + rows[:room])
                rows = rows[room:]
                if not rows:
                    break
                pages.append([])
        return pages

    def text_forms(self) -> list[Text]:
        """Every choice's number and text form, for typing or scripts."""
        return [_line(number, action.to_text()) for number, action
                in enumerate(self.actions, start=1)]


def _grouped_order(entries: list[MenuEntry]) -> list[int]:
    """Indexes of ``entries`` with each heading's choices moved up to its first one."""
    first: dict[str, int] = {}
    keys: list[tuple[int, int]] = []
    for index, entry in enumerate(entries):
        group = first.setdefault(entry.group, index) if entry.group else index
        keys.append((group, index))
    return [index for _, index in sorted(keys)]


def _line(number: int, label: str, width: int = 0) -> Text:
    """One numbered choice; with ``width``, cut to one row ending in "…"."""
    line = Text.assemble((f"{number:>3}. ", "bold"), label)
    if width:
        line.truncate(width, overflow="ellipsis")
    return line


def _lines(title: Text | None, rows: list[Text]) -> list[Text]:
    return rows if title is None else [title, *rows]


def _block(group: Group, width: int) -> tuple[Text | None, list[Text]]:
    """A group's heading (``None``: it has none) and its entries, set in as many columns
    as ``width`` allows."""
    if not group.title:
        return None, [_line(number, entry, width) for number, entry in group.entries]
    cells = [(f"{number:>3}. ", entry) for number, entry in group.entries]
    size = max(len(number) + len(entry) for number, entry in cells)
    columns = max(1, (width + GAP) // (size + GAP))
    rows = []
    for start in range(0, len(cells), columns):
        row = Text()
        for column, (number, entry) in enumerate(cells[start:start + columns]):
            if column:
                row.append(" " * GAP)
            row.append(number, style="bold")
            row.append(entry.ljust(size - len(number)))
        row.rstrip()
        rows.append(row)
    title = group.title if group.title.endswith((".", ":", "!", "?")) else group.title + ":"
    heading = Text(title, style="bold")
    heading.truncate(width, overflow="ellipsis")  # one row; ``info`` shows the whole text
    return heading, rows
