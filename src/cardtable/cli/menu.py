"""Which games can be played, the ``games`` table and the game menu.

Only games that actually load are offered: a built-in package that exists on
disk but fails to import (a game still being written) is left out, and the
``games`` command names it in one dim line instead of crashing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.table import Table

from cardtable.cli.terminal import Terminal
from cardtable.kernel.errors import OptionError
from cardtable.kernel.game import AnyGame
from cardtable.kernel.registry import game_ids, load


@dataclass
class Catalog:
    """The loadable games, and the ids that failed to load with the reason."""

    games: list[AnyGame] = field(default_factory=list)
    broken: dict[str, str] = field(default_factory=dict)


def catalog() -> Catalog:
    """Load every known game id, keeping the ones that work."""
    found = Catalog()
    for game_id in game_ids():
        try:
            found.games.append(load(game_id))
        except Exception as exc:  # a half-written game must not break the menu
            found.broken[game_id] = f"{type(exc).__name__}: {exc}".splitlines()[0]
    return found


def players_text(game: AnyGame) -> str:
    if game.min_players == game.max_players:
        return str(game.min_players)
    return f"{game.min_players}–{game.max_players}"


def games_table(games: list[AnyGame], term: Terminal, numbered: bool = False) -> Table:
    """A table of ids, Czech and English names and player counts."""
    table = Table()
    if numbered:
        table.add_column("#", justify="right")
    for key in ("col_id", "col_name_cs", "col_name_en", "col_players"):
        table.add_column(term.t(key))
    for number, game in enumerate(games, start=1):
        row = [game.id, game.name("cs"), game.name("en"), players_text(game)]
        table.add_row(*([str(number)] if numbered else []), *row)
    return table


def show_games(term: Terminal) -> None:
    """The ``games`` command."""
    found = catalog()
    if found.games:
        term.print(games_table(found.games, term))
    else:
        term.say("no_games")
    for game_id, reason in found.broken.items():
        term.say("game_broken", style="dim", game=game_id, reason=reason)


def pick(entry: str, games: list[AnyGame], term: Terminal) -> AnyGame:
    """The game an entry names, by number or by id; ``OptionError`` otherwise."""
    text = entry.strip()
    if text.isdecimal() and len(text) <= 4 and 1 <= int(text) <= len(games):
        return games[int(text) - 1]
    for game in games:
        if text.lower() == game.id:
            return game
    raise OptionError(term.t("menu_bad_choice", entry=text, last=len(games)))


def choose_game(term: Terminal) -> AnyGame | None:
    """Ask which game to play; ``None`` when no game is installed.

    ``EOFError`` propagates: the caller ends cleanly.
    """
    games = catalog().games
    if not games:
        term.say("no_games")
        return None
    if len(games) == 1:
        term.say("only_game", style="bold", game=games[0].name(term.lang))
        return games[0]
    term.say("menu_title", style="bold")
    term.print(games_table(games, term, numbered=True))
    while True:
        entry = term.ask("menu_prompt", last=len(games))
        if not entry.strip():
            continue
        try:
            return pick(entry, games, term)
        except OptionError as exc:
            term.invalid(exc.text(term.lang))
