"""A rich progress bar for batches of games: count, games/s and ETA."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

Advance = Callable[[int], None]
"""Called with the number of games just finished."""


class GamesPerSecond(ProgressColumn):
    """Speed of the task in games per second."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("? games/s" if speed is None else f"{speed:,.1f} games/s",
                    style="progress.data.speed")


@contextmanager
def games_progress(total: int, description: str = "games",
                   console: Console | None = None) -> Iterator[Advance]:
    """Show a bar while the block runs; yields the function that advances it."""
    columns = (TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
               GamesPerSecond(), TimeElapsedColumn(), TextColumn("ETA"),
               TimeRemainingColumn())
    with Progress(*columns, console=console, transient=False) as progress:
        task = progress.add_task(description, total=total)

        def advance(games: int) -> None:
            progress.update(task, advance=games)

        yield advance

