"""What a drawn board needs besides the observation: card facts by id, the game's
words, and public game data such as the HexyGame map.

The browser draws each game's board from the seat's observation (sent in the frame).
An observation names cards by id, so the client also gets, for every card id that
observation holds, the card's name, printed numbers and rules text in the reader's
language (``card_catalog``). Any id in an observation is something that seat may know
(a card id in its hand, on the board, in a public pile), so the catalog shows nothing
more than the observation does; the ids are keys for the client, never shown.

``board_extras`` adds the game's display names of its words (``Game.word_names``:
trump sets, colours), its glossary (``Game.glossary``: keywords) and, for a game
whose observation names a map, that map's cells (the game's ``map_view`` hook,
public data that is the same for every seat).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from typing import Any

from cardtable.kernel.errors import UnknownCard
from cardtable.kernel.game import AnyGame

MAX_CATALOG = 400
"""A guard: the most distinct cards one view describes."""


@functools.cache
def _known(game: AnyGame) -> frozenset[str]:
    return frozenset(game.card_ids())


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for inner in value.values():
            yield from _strings(inner)
    elif isinstance(value, list | tuple):
        for inner in value:
            yield from _strings(inner)


def card_text_or_blank(game: AnyGame, card: str, lang: str) -> str:
    """The card's rules text in ``lang``, or ``""`` for a card the game does not know."""
    try:
        return game.card_text(card, lang)
    except UnknownCard:
        return ""


def card_catalog(game: AnyGame, observation: Mapping[str, Any], lang: str
                 ) -> dict[str, dict[str, str]]:
    """``{card id: {"name", "facts", "text"}}`` for every card id ``observation`` holds."""
    known = _known(game)
    out: dict[str, dict[str, str]] = {}
    for value in _strings(observation):
        if value in known and value not in out and len(out) < MAX_CATALOG:
            out[value] = {"name": game.card_name(value, lang),
                          "facts": game.card_facts(value, lang),
                          "text": card_text_or_blank(game, value, lang)}
    return out


def board_extras(game: AnyGame, observation: Mapping[str, Any], lang: str
                 ) -> dict[str, Any]:
    """``{"words": {word: name}, "terms": {lower-case term: {"term", "text"}}, "map": map
    or None}`` for the board of ``observation`` (``terms``: the game's glossary, by which
    a board names a keyword the observation holds as a word)."""
    hexes = game.map_view(observation)
    terms = {term.lower(): {"term": term, "text": text} for term, text in game.glossary(lang)}
    return {"words": dict(game.word_names(lang)), "terms": terms, "map": hexes}
