"""The card-information hooks of every game (``card_ids``, ``card_name``, ``card_facts``,
``card_text``, ``visible_cards``, ``legend``, ``glossary``), read from ids and views only.

Every card reads in both languages without ids or Python values; a view's
cards are cards of the game, its labels unique, and the seat's own hand is
numbered 1..n in hand order; every card listed is one the view itself holds.
"""

from __future__ import annotations

import json
import re

import pytest

from cardtable.bots import make_bot
from cardtable.kernel import PlayerView, UnknownCard, load

GAMES = ["clash_of_decks", "magic_tower", "science_duel", "hecatomb", "hexy"]
LEAK = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b(True|False|None)\b|\[\]|\['")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_reads_in_both_languages(game_id: str) -> None:
    game = load(game_id)
    ids = list(game.card_ids())
    assert ids and len(ids) == len(set(ids))
    for card in ids:
        for lang in ("cs", "en"):
            name = game.card_name(card, lang)
            facts = game.card_facts(card, lang)
            text = game.card_text(card, lang)
            assert name and name != card, card
            assert facts, card
            assert LEAK.search(f"{name} {facts} {text}") is None, (card, lang, facts, text)
    with pytest.raises(UnknownCard, match="no_such_card"):
        game.card_text("no_such_card", "en")
    with pytest.raises(UnknownCard):
        game.card_facts("no_such_card", "cs")


@pytest.mark.parametrize("game_id", GAMES)
def test_legend_and_glossary_in_both_languages(game_id: str) -> None:
    game = load(game_id)
    for hook in (game.legend, game.glossary):
        en, cs = hook("en"), hook("cs")
        assert len(en) == len(cs) >= 8
        assert len({term for term, _ in en}) == len(en)
        assert all(term and meaning for term, meaning in [*en, *cs])
        assert [m for _, m in en] != [m for _, m in cs]  # translated, not copied
        assert LEAK.search(" ".join(m for _, m in [*en, *cs])) is None


def own_hand(game_id: str, observation: dict) -> list[str]:  # type: ignore[type-arg]
    """The seat's own hand in order, as its observation holds it (no B/F card)."""
    seat = observation["seat"]
    if game_id == "magic_tower":
        return list(observation["hand"] or ())
    if game_id == "science_duel":
        return list(observation["sides"][seat]["hand"])
    if game_id == "hecatomb":
        return list(observation["players_state"][seat]["hand"])
    if game_id == "hexy":
        return list(observation["hands"][seat])
    hand = next(h for h in observation["hands"] if h["seat"] == seat)
    return [c for c in hand["cards"] if c != "bf"]


@pytest.mark.parametrize("game_id", GAMES)
def test_visible_cards_follow_the_view(game_id: str) -> None:
    game = load(game_id)
    known = set(game.card_ids())
    for seed in (1, 2):
        state = game.new_state(seed=seed, players=2)
        bots = [make_bot("random", seed + seat) for seat in range(2)]
        while not state.is_terminal() and state.steps < 120:
            for seat in (0, 1, None):
                observation = state.observation(seat)
                visible = game.visible_cards(observation)
                labels = [label for label, _ in visible if label]
                assert len(labels) == len(set(labels))
                assert {card for _, card in visible} <= known
                if seat is not None:
                    hand = own_hand(game_id, observation)
                    numbered = [(label, card) for label, card in visible
                                if label.isdecimal() and card in hand]
                    assert numbered == [(str(i), c) for i, c in enumerate(hand, start=1)]
                shown = json.dumps(observation)
                assert all(f'"{card}"' in shown for _, card in visible)
            current = state.current_player()
            assert current is not None
            state.apply(bots[current].choose(PlayerView(state, current)))
