"""The games' simulation hooks (declared on ``Game``, overridden by the games that have them)."""

from __future__ import annotations

import pytest

from cardtable.kernel import Action, PlayerView, Rng, load
from cardtable.sim import run_match

GAMES = ("clash_of_decks", "magic_tower", "science_duel")


def _random_game(game_id: str, seed: int, players: int) -> tuple[list[str], int | None, object]:
    game = load(game_id)
    state = game.new_state(seed=seed, players=players)
    rng = Rng(seed)
    named: list[str] = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        card = game.card_played(state, action)
        if card is not None:
            named.append(card)
        state.apply(action)
    return named, game.starting_player(state), state


def test_magic_tower_names_the_cards_played() -> None:
    named, _, _ = _random_game("magic_tower", 3, 2)
    assert named, "a random game plays at least one card"
    game = load("magic_tower")
    ids = game.catalog.card_id  # type: ignore[attr-defined]
    assert set(named) <= set(ids)
    state = game.new_state(seed=1, players=2)
    assert game.card_played(state, Action("play", card=0)) == ids[0]
    assert game.card_played(state, Action("discard", card=0)) is None


@pytest.mark.parametrize(("game_id", "kinds"), [
    ("clash_of_decks", {"clash_of_decks.summon", "clash_of_decks.cast"}),
    ("science_duel", {"science_duel.play", "science_duel.play_exp"}),
])
def test_the_card_named_is_the_card_the_action_plays(game_id: str, kinds: set[str]) -> None:
    """Asked before the action, ``card_played`` names the card that the game's own
    play event names after it; actions that play no card name none."""
    game = load(game_id)
    for seed in range(3):
        state = game.new_state(seed=seed, players=2)
        rng = Rng(seed)
        plays = 0
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            named = game.card_played(state, action)
            before = len(state.events)
            state.apply(action)
            played = [e.params["card"] for e in state.events[before:] if e.key in kinds]
            if named is None:
                assert not played or action.kind not in ("play", "cast"), action
            else:
                plays += 1
                assert played[:1] == [named], (action, played)
        assert plays, "a random game plays at least one card"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_per_card_statistics_with_display_names(game_id: str) -> None:
    game = load(game_id)
    tally = run_match(game, ["random", "random"], 3, players=2, workers=1,
                      track_cards=True).tally
    assert tally.cards, f"{game_id}: no card was named"
    for card, stats in tally.cards.items():
        assert stats.plays >= stats.outcome.games >= 1
        for lang in ("cs", "en"):
            name = game.card_name(card, lang)
            assert name and name != card, (card, lang)


def test_clash_of_decks_reports_the_starting_seat() -> None:
    for seed in range(6):
        _, first, state = _random_game("clash_of_decks", seed, 2)
        assert first in (0, 1)
        first_turn = next(e for e in state.events if e.key == "clash_of_decks.first_player")
        assert first_turn.params["seat"] == first


def test_science_duel_balance_factions_are_the_prebuilt_decks() -> None:
    from cardtable.games.science_duel.cards import DECKS

    game = load("science_duel")
    factions = game.balance_factions()
    assert factions == list(DECKS)
    options = game.balance_options([factions[0], factions[-1]])
    state = game.new_state(seed=2, **options)
    assert state.options.deck0 == factions[0]
    assert state.options.deck1 == factions[-1]
    assert game.balance_name("chemik", "cs") == DECKS["chemik"].name["cs"]
    assert game.balance_name("chemik", "en") == DECKS["chemik"].name["en"]


def test_clash_of_decks_factions_are_the_prepared_decks_and_variants_the_levels() -> None:
    from cardtable.games.clash_of_decks.cards import DECKS

    game = load("clash_of_decks")
    assert game.balance_factions() == ["1", "2", "3", "4"]
    duel = game.new_state(seed=1, **game.balance_options(["3", "1"]))
    assert duel.num_players == 2 and duel.options.prepared_decks == [3, 1]
    variants = dict(game.balance_variants())
    assert list(variants) == ["quick", "easy", "medium", "hard", "heroic", "mythic"]
    for label, extra in variants.items():  # every level is a valid Solo game
        solo = game.new_state(seed=1, **{**game.balance_options(["2"]), **extra})
        assert solo.num_players == 1 and solo.options.level == (
            None if label == "quick" else label)
    assert game.balance_name("2", "cs") == DECKS[2].name.get("cs")
    assert game.balance_name("mythic", "cs") == "Mýtická"
    assert game.balance_name("quick", "en") == "Quick game"


def test_magic_tower_names_trump_sets_as_the_trump_choice_does() -> None:
    game = load("magic_tower")
    state = game.new_state(seed=1, players=2)
    choice = Action("choose_trump", set="water_masters")
    for lang in ("cs", "en"):
        name = game.balance_name("water_masters", lang)
        assert name != "water_masters"
        assert name.lower() in game.action_label(PlayerView(state, 0), choice, lang).lower()
