"""Checks of ``--players`` and ``--option`` before any setup question is asked.

An impossible player count or option must be one line and exit code 2, never
a menu that can only end in "these choices do not fit together". Three checks,
each an ``OptionError`` in the terminal's language:

1. the player count against the game's range (``min_players``..``max_players``),
   and against the range the given options allow (``Game.player_range``);
2. the given options against the game's options model (an unknown option, a
   value of the wrong kind or out of range);
3. with a human to answer the setup questions, that at least one way of
   answering them makes a game (``possible_answers``): the questions are walked
   depth first until a complete set of answers passes ``validate_options``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, get_args, get_origin

from pydantic import ValidationError

from cardtable.cli.messages import msg
from cardtable.kernel.errors import OptionError
from cardtable.kernel.game import AnyGame
from cardtable.kernel.plural import PLAYERS_ACC, count_range

MAX_LEAVES = 2000
"""How many complete sets of answers the search tries before it gives the benefit of the
doubt (a game whose questions branch that much is asked, not searched)."""

_LIMITS = {"greater_than_equal": ("ge", "at_least"), "greater_than": ("gt", "more_than"),
           "less_than_equal": ("le", "at_most"), "less_than": ("lt", "less_than")}


def check_given(game: AnyGame, players: int | None, given: Mapping[str, Any],
                lang: str) -> None:
    """``OptionError`` when the player count or an option is impossible whatever is answered."""
    name = game.name(lang)
    if players is not None and not game.min_players <= players <= game.max_players:
        raise OptionError(msg("players_impossible", lang, game=name, players=players,
                              allowed=count_range(game.min_players, game.max_players,
                                                  PLAYERS_ACC, lang)))
    try:
        options = game.options_model(**given)
    except ValidationError as exc:
        raise OptionError(_option_problem(game, exc, given, lang)) from None
    if players is not None:
        low, high = game.player_range(options)
        if not low <= players <= high:
            raise OptionError(msg("players_impossible_options", lang, game=name,
                                  players=players,
                                  allowed=count_range(low, high, PLAYERS_ACC, lang)))


def check_answerable(game: AnyGame, players: int | None, given: Mapping[str, Any],
                     lang: str) -> None:
    """``OptionError`` when no answers to the setup questions make a game with ``given``."""
    problem = first_problem(game, players, dict(given), lang)
    if problem is not None:
        raise OptionError(msg("options_impossible", lang, game=game.name(lang),
                              reason=problem))


def first_problem(game: AnyGame, players: int | None, given: dict[str, Any],
                  lang: str) -> str | None:
    """``None`` when some answers make a game (or the search gave up), else the reason the
    first complete set of answers was refused."""
    leaves = 0
    first: str | None = None

    def search(answers: dict[str, Any]) -> bool:
        nonlocal leaves, first
        question = game.next_setup_question(players, answers)
        if question is not None and question.option not in answers:
            if not question.choices:
                first = first or msg("no_choice_fits", lang, question=question.text(lang))
            return any(search({**answers, question.option: choice.value})
                       for choice in question.choices)
        leaves += 1
        try:
            game.validate_options(players, answers)
        except OptionError as exc:
            first = first or exc.text(lang).removeprefix(f"{game.id}: ")
            return leaves > MAX_LEAVES
        return True

    return None if search(given) else first


def _option_problem(game: AnyGame, exc: ValidationError, given: Mapping[str, Any],
                    lang: str) -> str:
    """One line in ``lang`` for the first thing the options model refused."""
    error = exc.errors()[0]
    key = str(error["loc"][0]) if error["loc"] else ""
    name = game.name(lang)
    if error["type"] == "extra_forbidden":
        known = ", ".join(game.options_model.model_fields)
        return msg("option_unknown", lang, game=name, key=key, known=known)
    value = given.get(key, error.get("input"))
    shown = ",".join(map(str, value)) if isinstance(value, list) else str(value)
    ctx = error.get("ctx") or {}
    kind = error["type"]
    if kind == "literal_error":
        field = game.options_model.model_fields.get(key)
        allowed = _literals(field.annotation) if field is not None else []
        detail = msg("option_expected", lang,
                     expected=", ".join(str(v) for v in allowed) or ctx.get("expected", ""))
    elif kind in _LIMITS:
        bound, key_word = _LIMITS[kind]
        detail = msg(f"option_{key_word}", lang, limit=ctx.get(bound))
    elif kind.startswith("int_"):
        detail = msg("option_whole_number", lang)
    elif kind.startswith("bool_"):
        detail = msg("option_true_false", lang)
    elif kind in ("list_type", "list_parsing"):
        detail = msg("option_comma_list", lang)
    elif kind == "value_error":
        detail = str(ctx.get("error", error["msg"]))
    else:
        detail = str(error["msg"])
    return msg("option_bad_value", lang, game=name, key=key, value=shown, detail=detail)


def _literals(annotation: Any) -> list[Any]:
    """The values a ``Literal[...]`` annotation allows, also inside ``X | None``."""
    if get_origin(annotation) is Literal:
        return list(get_args(annotation))
    return [value for arg in get_args(annotation) for value in _literals(arg)]
