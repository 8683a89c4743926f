"""Layout helpers for games' terminal renderings (rich).

``Flow`` lays short items (the cards of a hand, the units of a side) out left
to right and starts a new line only between two items, never inside one, so a
card's name and cost stay together at any width. ``cropped`` makes one line
that is cut with an ellipsis at the screen's edge instead of wrapping.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text


class Flow:
    """``items`` in reading order, wrapped between items at the available width.

    ``lead`` starts the first line (a label such as "Hand: "); continuation lines
    are indented by ``indent`` spaces (default: the width of ``lead``). An item
    wider than a whole line is cut with an ellipsis.
    """

    def __init__(self, items: Iterable[Text | str], lead: Text | str = "",
                 separator: str = "  ", indent: int | None = None) -> None:
        self.items = [Text(item) if isinstance(item, str) else item for item in items]
        self.lead = Text(lead) if isinstance(lead, str) else lead
        self.separator = separator
        self.indent = self.lead.cell_len if indent is None else indent

    def lines(self, width: int) -> list[Text]:
        """The laid-out lines for ``width`` columns."""
        indent = min(self.indent, max(0, width // 2))
        out: list[Text] = []
        line = self.lead.copy()
        empty = True
        for item in self.items:
            piece = item.copy()
            room = width - indent
            if piece.cell_len > room:
                piece.truncate(max(1, room), overflow="ellipsis")
            gap = 0 if empty else len(self.separator)
            if not empty and line.cell_len + gap + piece.cell_len > width:
                out.append(line)
                line = Text(" " * indent)
                empty = True
                gap = 0
            if gap:
                line.append(self.separator)
            line.append_text(piece)
            empty = False
        out.append(line)
        for text in out:
            text.no_wrap = True
            text.overflow = "ellipsis"
        return out

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.lines(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((item.cell_len for item in self.items), default=0)
        total = self.lead.cell_len + sum(item.cell_len for item in self.items) + \
            len(self.separator) * max(0, len(self.items) - 1)
        low = min(options.max_width, self.indent + widest)
        return Measurement(low, min(options.max_width, max(low, total)))


def cropped(*parts: Text | str | tuple[str, str]) -> Text:
    """One line from ``parts`` (texts, or ``(text, style)``) that is cut with an
    ellipsis at the edge of the screen instead of wrapping."""
    text = Text.assemble(*parts)
    text.no_wrap = True
    text.overflow = "ellipsis"
    return text
