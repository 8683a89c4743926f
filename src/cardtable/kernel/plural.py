"""Count forms of a noun in Czech and English: 1 hráč, 2–4 hráči, 5+ hráčů; 1 player, 2 players.

Czech picks one of three forms by the number (1; 2, 3, 4; everything else,
0 included); English one of two (1; everything else). A noun is given as
``{"cs": (one, few, many), "en": (one, other)}`` in the case the sentence needs
(``PLAYERS_ACC`` is the accusative: "pro 1 hráče", "pro 5 hráčů").
A range of numbers takes the form of its last number ("pro 2–6 hráčů").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from cardtable.kernel.i18n import DEFAULT_LANG

Forms = Mapping[str, Sequence[str]]

PLAYERS: Final[Forms] = {"cs": ("hráč", "hráči", "hráčů"), "en": ("player", "players")}
"""'Player' in the nominative: "1 hráč", "3 hráči", "6 hráčů"."""
PLAYERS_ACC: Final[Forms] = {"cs": ("hráče", "hráče", "hráčů"), "en": ("player", "players")}
"""'Player' in the accusative (after "pro", "má"): "pro 1 hráče", "má 6 hráčů"."""
ACTIONS: Final[Forms] = {"cs": ("akce", "akce", "akcí"), "en": ("action", "actions")}
"""'Action' (a decision taken), nominative and accusative: "1 akce", "5 akcí"."""
CARDS: Final[Forms] = {"cs": ("karta", "karty", "karet"), "en": ("card", "cards")}
"""'Card' in the nominative: "1 karta", "3 karty", "176 karet"."""


def form(n: int, forms: Forms, lang: str) -> str:
    """The form of the noun that goes with the number ``n`` in ``lang``."""
    words = forms.get(lang) or forms[DEFAULT_LANG]
    n = abs(n)
    if lang == "cs":
        if n == 1:
            return words[0]
        return words[1] if 2 <= n <= 4 else words[2]
    return words[0] if n == 1 else words[-1]


def count(n: int, forms: Forms, lang: str) -> str:
    """``n`` and its noun: ``count(5, PLAYERS, "cs") == "5 hráčů"``."""
    return f"{n} {form(n, forms, lang)}"


def counted(n: int, forms: Forms) -> dict[str, str]:
    """``count`` in every language of ``forms``, as a localised event parameter:
    ``counted(5, PLAYERS) == {"cs": "5 hráčů", "en": "5 players"}``."""
    return {lang: count(n, forms, lang) for lang in forms}


def count_range(low: int, high: int, forms: Forms, lang: str) -> str:
    """A range and its noun (the form of ``high``): ``"2–6 hráčů"``; ``"2 hráče"`` when equal."""
    numbers = str(high) if low == high else f"{low}–{high}"
    return f"{numbers} {form(high, forms, lang)}"
