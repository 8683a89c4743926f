"""The ``cardtable`` command: games, play, replay, cards, validate-cards, serve.

Each command runs inside ``guarded``: any ``CardtableError`` becomes one
styled line on stderr and exit code 2 (a bad option, player count or game id)
or 1 (anything else), never a traceback; Ctrl-C ends with code 130.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from cardtable.cli.cards import list_cards
from cardtable.cli.config import (
    HUMAN,
    check_seat_bots,
    check_seat_count,
    check_seat_names,
    parse_options,
    plan_seats,
    players_wanted,
    seat_kind,
    seat_kinds,
)
from cardtable.cli.menu import choose_game, show_games
from cardtable.cli.play import Session
from cardtable.cli.replay import run_replay
from cardtable.cli.seats import SeatNames
from cardtable.cli.setup_check import check_answerable, check_given
from cardtable.cli.setup_questions import ask_setup
from cardtable.cli.terminal import Terminal
from cardtable.kernel.errors import CardtableError, IllegalAction, OptionError, UnknownGame
from cardtable.kernel.game import AnyGame, State
from cardtable.kernel.i18n import LANGS
from cardtable.kernel.record import GameRecord
from cardtable.kernel.registry import load
from cardtable.sim.commands import register_commands
from cardtable.sim.outputs import check_file

app = typer.Typer(
    name="cardtable", no_args_is_help=True, add_completion=False,
    pretty_exceptions_show_locals=False,
    help="Play, replay and check tabletop card games (cs/en).")

INTERRUPTED = 130
"""Exit code after Ctrl-C, as shells report a SIGINT."""

LangOption = Annotated[str, typer.Option(
    "--lang", "-l", envvar="CARDTABLE_LANG", help=f"Language: {', '.join(LANGS)}.")]


def exit_code(exc: CardtableError) -> int:
    """2 for a usage mistake (option, player count, game id), else 1."""
    return 2 if isinstance(exc, (OptionError, UnknownGame)) else 1


def terminal(lang: str) -> Terminal:
    """A terminal in ``lang``; an unknown language is a one-line usage error."""
    if lang not in LANGS:
        term = Terminal("en")
        term.error(term.t("bad_lang", lang=lang, known=", ".join(LANGS)))
        raise typer.Exit(2)
    return Terminal(lang)


def _show_version(wanted: bool) -> None:
    """``--version``: the installed package's version, then exit."""
    if not wanted:
        return
    try:
        typer.echo(f"cardtable {version('cardtable')}")
    except PackageNotFoundError:
        Terminal("en").error("cardtable is not installed, so it has no version "
                             "(install it with pip install -e .)")
        raise typer.Exit(1) from None
    raise typer.Exit(0)


@app.callback()
def main(
    show_version: Annotated[bool, typer.Option(
        "--version", callback=_show_version, is_eager=True,
        help="Print the version and exit.")] = False,
) -> None:
    """Play, replay and check tabletop card games (cs/en)."""


@contextmanager
def guarded(term: Terminal) -> Iterator[None]:
    """Turn engine errors and Ctrl-C into one line and an exit code."""
    try:
        yield
    except (OptionError, IllegalAction) as exc:
        term.error(exc.text(term.lang))
        raise typer.Exit(exit_code(exc)) from None
    except CardtableError as exc:
        term.error(str(exc))
        raise typer.Exit(exit_code(exc)) from None
    except KeyboardInterrupt:
        term.line("")
        term.say("interrupted", style="bold")
        raise typer.Exit(INTERRUPTED) from None


@app.command()
def games(lang: LangOption = "en") -> None:
    """List the games that can be played, with names and player counts."""
    term = terminal(lang)
    with guarded(term):
        show_games(term)


@app.command()
def play(
    game: Annotated[str | None, typer.Argument(
        help="Game id; without it a menu asks.", show_default=False)] = None,
    players: Annotated[int | None, typer.Option(
        "--players", "-p", help="Number of players (default: the game's).")] = None,
    seat: Annotated[list[str] | None, typer.Option(
        "--seat", "-s", help="Who sits at each seat, from seat 0: human or a bot name "
        f"({', '.join(seat_kinds())}), optionally with a display name "
        "(human:name=Eva). Default: you at seat 0, greedy bots after.")] = None,
    seed: Annotated[int | None, typer.Option(
        "--seed", help="Random seed (default: a fresh one, printed).")] = None,
    lang: LangOption = "en",
    record: Annotated[Path | None, typer.Option(
        "--record", help="Save the game record (JSON) to this file.")] = None,
    option: Annotated[list[str] | None, typer.Option(
        "--option", "-o", help="Game option key=value (repeatable).")] = None,
) -> None:
    """Play a game at the terminal against bots or friends (hot seat)."""
    term = terminal(lang)
    with guarded(term):
        options = parse_options(option or [], term.lang)
        requested = check_seat_names(seat or [], term.lang)
        if record is not None:
            check_file(record)  # a folder, a missing folder, no rights: before the game
        chosen = load(game) if game is not None else _menu(term)
        if chosen is None:
            raise typer.Exit(0)
        game_seed = seed if seed is not None else secrets.randbelow(1_000_000)
        wanted = players_wanted(players, requested)
        check_given(chosen, wanted, options, term.lang)
        if wanted is not None:
            check_seat_count(requested, wanted, term.lang)
        state = _new_state(chosen, game_seed, wanted, options, requested, term)
        if state is None:
            raise typer.Exit(0)
        seats = plan_seats(requested, state.num_players, term.lang)
        check_seat_bots(seats, state, term.lang)
        code = _play(state, seats, game_seed, term, record)
    raise typer.Exit(code)


def _new_state(game: AnyGame, seed: int, players: int | None, options: dict[str, Any],
               requested: list[str], term: Terminal) -> State | None:
    """The new state; a human at the table first answers the game's setup questions.

    Whether some answers make a game is checked first, so impossible options are
    one line before any question. ``None`` when the human ends the input while
    choosing.
    """
    state: State
    if requested and all(seat_kind(spec) != HUMAN for spec in requested):
        state = game.new_state(seed=seed, players=players, **options)
        return state
    check_answerable(game, players, options, term.lang)
    try:
        answers = ask_setup(game, players, options, term)
    except EOFError:
        term.line("")
        term.say("bye")
        return None
    state = game.new_state(seed=seed, players=players, **answers)
    return state


def _menu(term: Terminal) -> AnyGame | None:
    try:
        return choose_game(term)
    except EOFError:
        term.line("")
        term.say("bye")
        return None


def _play(state: State, seats: list[str], seed: int, term: Terminal,
          record: Path | None) -> int:
    """Run the session; save the record (also of an unfinished game); the exit code."""
    term.say("starting", style="bold", game=state.game.name(term.lang), seed=seed,
             seats=SeatNames.for_table(seats, term.lang).listing())
    code = 0
    try:
        Session(state, seats, seed, term).run()
    except KeyboardInterrupt:
        term.line("")
        term.say("interrupted", style="bold")
        code = INTERRUPTED
    finally:
        if record is not None and not _save(state, seed, seats, record, term):
            code = code or 1
    return code


def _save(state: State, seed: int, seats: list[str], path: Path, term: Terminal) -> bool:
    try:
        GameRecord.from_state(state, seed, seats).save(path)
    except OSError as exc:
        term.error(term.t("record_failed", path=str(path), reason=exc.strerror or str(exc)))
        return False
    term.say("record_saved", path=str(path))
    return True


@app.command("replay")
def replay_command(
    file: Annotated[Path, typer.Argument(help="A game record saved by play --record.")],
    step: Annotated[bool, typer.Option(
        "--step", help="Wait for Enter between actions (q stops).")] = False,
    lang: LangOption = "en",
    seat: Annotated[int | None, typer.Option(
        "--seat", "-s", help="See the game as this seat saw it: its board, its events "
        "and its own hidden choices (default: the public view).")] = None,
    no_digest: Annotated[bool, typer.Option(
        "--no-digest", help="Accept a record without the digest of its final state "
        "(the final state is then not checked).")] = False,
) -> None:
    """Replay a recorded game exactly, action by action, with the board."""
    term = terminal(lang)
    with guarded(term):
        run_replay(file, seat, step, term, require_digest=not no_digest)


@app.command("cards")
def cards_command(
    game: Annotated[str, typer.Argument(help="Game id.")],
    lang: LangOption = "en",
) -> None:
    """List every card of a game with its cost, stats and text."""
    term = terminal(lang)
    with guarded(term):
        list_cards(term, load(game))


@app.command("validate-cards")
def validate_cards(
    game: Annotated[str, typer.Argument(help="Game id.")],
    lang: LangOption = "en",
) -> None:
    """Load and check every card, deck and map file of a game."""
    term = terminal(lang)
    with guarded(term):
        chosen = load(game)
        counts = chosen.validate_content()
        name = chosen.name(term.lang)
        if not counts:
            term.say("no_card_files", game=name)
            return
        table = Table(title=term.t("cards_title", game=name))
        table.add_column(term.t("col_file"))
        table.add_column(term.t("col_count"), justify="right")
        for file, count in counts.items():
            table.add_row(file, str(count))
        term.print(table)
        term.say("cards_valid", style="green", files=len(counts), total=sum(counts.values()))


@app.command("serve")
def serve_command(
    db: Annotated[str, typer.Option(
        "--db", help="Database URL: sqlite:///FILE (the default) or "
        "postgresql+psycopg://user:password@host/name.")] = "sqlite:///cardtable.db",
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port to listen on.")] = 8000,
    bot_workers: Annotated[int, typer.Option(
        "--bot-workers", min=1, max=64, help="Processes the bots think in.")] = 2,
    lang: LangOption = "en",
) -> None:
    """Run the web server: tables over HTTP and WebSocket, bots, stored games (needs the
    package's web extra)."""
    term = terminal(lang)
    with guarded(term):
        try:
            from cardtable.server.run import ServeError, serve
        except ImportError as exc:
            term.error(term.t("web_missing", module=exc.name or ""))
            raise typer.Exit(1) from None
        try:
            serve(db, host, port, bot_workers, term.lang)
        except ServeError as exc:
            term.error(exc.text(term.lang))
            raise typer.Exit(1) from None


register_commands(app)

if __name__ == "__main__":
    app()
