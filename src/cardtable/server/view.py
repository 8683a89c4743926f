"""What the browser client draws besides the frame: the board and the cards in view.

Everything here is computed from an observation (a seat's or the spectators'), never
from the true state, so it shows what that seat may know and nothing more:

- ``board_text``: the game's own rendering of the observation (``Game.render``) as
  plain text in the reader's language, the board a terminal player sees.
- ``cards_in_view``: every card the observation shows face up
  (``Game.visible_cards``) with its name, printed numbers (``card_facts``), rules
  text (``card_text``), the zone it lies in and the seat that owns that zone. The
  zone is read from where the card's id sits in the observation (``hand``,
  ``graveyard``...), named through the ``web`` catalog; no id is shown.
- ``catalog``, ``words``, ``map`` (``board_data``): each card id of the observation
  with its name, numbers and text, the game's words and its map, from which the
  client draws the board.
- ``setup_questions``: the game's setup questions for a player count and the answers
  so far, each with only the choices that can still end in a valid game.
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Iterator, Mapping
from typing import Any

from rich.console import Console

from cardtable.cli.setup_check import first_problem
from cardtable.kernel.game import AnyGame
from cardtable.server.board_data import board_extras, card_catalog, card_text_or_blank
from cardtable.server.ui_messages import ZONES

BOARD_WIDTH = 100
"""Characters per line of the board text (the page scrolls wider boards)."""
MAX_QUESTIONS = 32
"""A guard against a game whose questions never end."""

Path = tuple[str | int, ...]
PER_SEAT = frozenset({"players_state", "sides", "hands", "graveyards", "cards_of", "boards",
                      "known_hands"})
"""Observation keys holding one entry per seat (a list, or an object keyed by seat)."""


def board_text(game: AnyGame, observation: Mapping[str, Any], lang: str) -> str:
    """``Game.render(observation, lang)`` as plain text (rich markup and styles removed)."""
    rendering = game.render(observation, lang)
    console = Console(file=io.StringIO(), width=BOARD_WIDTH, record=True, color_system=None,
                      force_terminal=False, highlight=False, emoji=False)
    console.print(rendering)
    return console.export_text(styles=False).rstrip()


def _paths(value: Any, path: Path = ()) -> Iterator[tuple[str, Path]]:
    """Every string of ``value`` with its path, in document order."""
    if isinstance(value, str):
        yield value, path
    elif isinstance(value, Mapping):
        for key, inner in value.items():
            yield from _paths(inner, (*path, str(key)))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _paths(inner, (*path, index))


def _zone_and_owner(observation: Mapping[str, Any], path: Path) -> tuple[str, int | None]:
    """The catalogued zone of the innermost known key of ``path``, and the seat owning it:
    the index (or the numeric key) right after a key that holds one entry per seat."""
    zone = "other"
    for part in reversed(path):
        if isinstance(part, str) and part in ZONES:
            zone = part
            break
    players = observation.get("players")
    owner: int | None = None
    for before, part in itertools.pairwise(path):
        if before in PER_SEAT:
            index = part if isinstance(part, int) else int(part) if part.isdecimal() else -1
            if isinstance(players, int) and 0 <= index < players:
                owner = index
            break
    return zone, owner


def placed_cards(game: AnyGame, observation: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The face-up cards of ``observation`` by id, each ``{"label", "card", "zone",
    "owner"}`` (a card shown in several places is listed where it is first found)."""
    out: list[dict[str, Any]] = []
    used: dict[str, int] = {}
    where: dict[str, list[Path]] = {}
    for text, path in _paths(observation):
        where.setdefault(text, []).append(path)
    for label, card in game.visible_cards(observation):
        found = where.get(card, [])
        nth = used.get(card, 0)
        used[card] = nth + 1
        path = found[min(nth, len(found) - 1)] if found else ()
        zone, owner = _zone_and_owner(observation, path)
        out.append({"label": label, "card": card, "zone": zone, "owner": owner})
    return out


def cards_in_view(game: AnyGame, observation: Mapping[str, Any], lang: str
                  ) -> list[dict[str, Any]]:
    """The face-up cards of ``observation`` (``placed_cards``), each ``{"label", "name",
    "facts", "text", "zone", "owner"}``."""
    return [{"label": placed["label"], "name": game.card_name(placed["card"], lang),
             "facts": game.card_facts(placed["card"], lang),
             "text": card_text_or_blank(game, placed["card"], lang),
             "zone": placed["zone"], "owner": placed["owner"]}
            for placed in placed_cards(game, observation)]


def text_view(game: AnyGame, observation: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The board text and the cards in view of one observation."""
    return {"step": observation["step"], "board": board_text(game, observation, lang),
            "cards": cards_in_view(game, observation, lang)}


def view_of(game: AnyGame, observation: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """``text_view`` and what the client needs to draw the board from the observation
    (``board_data``: the cards by id, the game's words, its map)."""
    return {**text_view(game, observation, lang),
            "catalog": card_catalog(game, observation, lang),
            **board_extras(game, observation, lang)}


def setup_questions(game: AnyGame, players: int | None, answers: Mapping[str, Any],
                    lang: str) -> list[dict[str, Any]]:
    """The setup questions in order, each ``{"option", "text", "choices": [{"label",
    "value"}], "chosen"}``: the given answer where it fits, else the first fitting choice
    (so the list always describes one complete, valid set of options)."""
    chosen: dict[str, Any] = {}
    out: list[dict[str, Any]] = []
    for _ in range(MAX_QUESTIONS):
        question = game.next_setup_question(players, chosen)
        if question is None or question.option in chosen:
            break
        fitting = [choice for choice in question.choices if first_problem(
            game, players, {**chosen, question.option: choice.value}, lang) is None]
        if not fitting:
            break
        values = [choice.value for choice in fitting]
        wanted = answers.get(question.option)
        index = values.index(wanted) if wanted in values else 0
        chosen[question.option] = values[index]
        out.append({"option": question.option, "text": question.text(lang),
                    "choices": [{"label": choice.label.get(lang, choice.label["en"]),
                                 "value": choice.value} for choice in fitting],
                    "chosen": index})
    return out
