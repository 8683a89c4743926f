"""Every choice of every game reads as plain words (issue #13, readable choices).

Seeded random games of each game (every sample configuration of one or two players,
a few seeds) label every legal action at every step, in cs and en, from the deciding
seat's ``PlayerView``. A label and a menu entry must be words, not a text form: no
``=``, no ``_`` (snake_case ids), no ``True``/``False``/``None``, no empty ``[]`` or
``()``; a label starts with a capital letter and differs from the action's text form;
an action that names a card by its number is labelled with that card's name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from cardtable.kernel import Action, AnyGame, PlayerView, Rng, State, load

SEEDS = (0, 1)
LANGS = ("cs", "en")
FORBIDDEN = re.compile(r"=|_|\bTrue\b|\bFalse\b|\bNone\b|\[\]|\(\)")
CARD_ARGS = {"magic_tower": ("card", "bearer"),
             "clash_of_decks": ("pick", "index"),
             "science_duel": ("hand", "card", "index", "cards"),
             "hecatomb": ("hand",),
             "hexy": ("hand",)}
"""Arguments that name a card by a number: the label must name a card instead."""
KINDS = {
    "magic_tower": {"choose_trump", "play", "discard", "attack", "pay", "soldiers", "defend",
                    "allocate", "choose_kind"},
    "clash_of_decks": {"choose_deck", "draft_pick", "remove_card", "play", "cast",
                       "attack_phase", "attack", "end_turn", "choose_return"},
    "science_duel": {"trim", "mulligan", "play", "attack", "use_ability", "end_turn",
                     "choose_slot"},
    "hecatomb": {"play_mana", "play", "play_onto", "attack", "add_attacker",
                 "confirm_attackers", "pass", "end_turn"},
    "hexy": {"keep", "pass", "discard_for_energy", "cast", "take_energy"},
}
"""Kinds the seeded games must reach, so that the test sees what it claims to check."""


def card_ids(game: AnyGame) -> list[str]:
    if game.id == "magic_tower":
        return list(game.catalog.card_id)  # type: ignore[attr-defined]
    if game.id == "clash_of_decks":
        return list(game.catalog.info)  # type: ignore[attr-defined]
    if game.id == "hecatomb":
        return list(game.card_ids())
    if game.id == "hexy":  # its two-player sample games include the test set
        return list(game.catalog.ids)  # type: ignore[attr-defined]
    return list(game.catalogue.cards)  # type: ignore[attr-defined]


def decisions(game: AnyGame) -> Iterator[tuple[State, int]]:
    """Every decision of seeded random games with at most two players: each seed of
    ``SEEDS`` when the game has one or two such configurations, else one game of each."""
    configs = [(players, options) for players, options in game.sample_configs()
               if players <= 2]
    runs = ([(config, seed) for config in configs for seed in SEEDS] if len(configs) < 3
            else [(config, index) for index, config in enumerate(configs)])
    for (players, options), seed in runs:
        state = game.new_state(seed=seed, players=players, **options)
        chooser = Rng(seed + 17)
        while (seat := state.current_player()) is not None:
            yield state, seat
            legal = state.legal_actions()
            state.apply(legal[chooser.below(len(legal))])


def problems(game: AnyGame, view: PlayerView, action: Action, names: dict[str, set[str]]
             ) -> list[str]:
    found = []
    for lang in LANGS:
        label = game.action_label(view, action, lang)
        group, entry = game.menu_entry(view, action, lang)
        for text in (label, group, entry):
            if FORBIDDEN.search(text):
                found.append(f"{lang}: {text!r} looks like code")
        if not label[:1].isupper() or label == action.to_text() or not entry:
            found.append(f"{lang}: {label!r} / {entry!r} is no label")
        if any(action.get(arg) is not None for arg in CARD_ARGS[game.id]) and action.get(
                "cards") != () and not any(name in label for name in names[lang]):
            found.append(f"{lang}: {label!r} names no card")
    return [f"{action.to_text()}: {p}" for p in found]


@pytest.mark.parametrize("game_id", sorted(CARD_ARGS))
def test_every_label_is_plain_words(game_id: str) -> None:
    game = load(game_id)
    names = {lang: {game.card_name(cid, lang) for cid in card_ids(game)} for lang in LANGS}
    kinds: set[str] = set()
    bad: list[str] = []
    for state, seat in decisions(game):
        view = PlayerView(state, seat)
        for action in view.legal_actions:
            kinds.add(action.kind)
            bad += problems(game, view, action, names)
        assert len(bad) < 20, bad
    assert not bad, bad
    assert KINDS[game_id] <= kinds, KINDS[game_id] - kinds
