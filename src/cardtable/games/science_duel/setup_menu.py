"""Setup questions for a human at the table: each seat's prebuilt class deck."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from cardtable.games.science_duel.cards import DECKS
from cardtable.kernel import Choice, SetupQuestion

_PROMPTS: Final = {
    "deck0": {"cs": "Třída (balíček) hráče 0?", "en": "Class (deck) of seat 0?"},
    "deck1": {"cs": "Třída (balíček) hráče 1?", "en": "Class (deck) of seat 1?"},
}


def next_question(answers: Mapping[str, Any]) -> SetupQuestion | None:
    """Ask for ``deck0`` then ``deck1`` unless given."""
    for option, prompt in _PROMPTS.items():
        if option not in answers:
            choices = tuple(Choice(deck_id, dict(deck.name)) for deck_id, deck in DECKS.items())
            return SetupQuestion(option, prompt, choices)
    return None
