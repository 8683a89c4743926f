"""The games' simulation hooks (declared on ``Game``, overridden by the games that have them)."""

from __future__ import annotations

from cardtable.kernel import Action, Rng, load


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
