"""Card text on demand: ``cardtable cards``, ``info`` and ``help`` at the prompt of every game.

The scripted sessions replay the session in the test (the human answers the
first action, the bot plays with its session seed) up to the first decision of
seat 0 with cards in hand, so the test knows which card ``info 1`` names.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from typer.testing import Result

from cardtable.cli.cards import CardNotFound, find_cards, fold
from cardtable.cli.config import make_seat_bot
from cardtable.cli.play import bot_seed
from cardtable.kernel import AnyGame, PlayerView, State, load
from support.toy_game import TOY

Invoke = Callable[..., Result]

LEAKS = [re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), re.compile(r"\b(True|False|None)\b"),
         re.compile(r"\[\]|\['|\{'")]
"""Internal ids (snake_case), Python values and Python lists in player-facing text."""


def leaks(text: str) -> list[str]:
    return [m.group(0) for pattern in LEAKS for m in pattern.finditer(text)]


# ---- cardtable cards ---------------------------------------------------------------------
def test_cards_science_duel_in_czech_lists_every_card_with_its_czech_text(cli: Invoke) -> None:
    game = load("science_duel")
    result = cli("cards", "science_duel", "--lang", "cs")
    assert result.exit_code == 0, result.output
    out = result.output
    ids = game.card_ids()
    assert len(ids) == len(set(ids)) == 176
    assert out.splitlines()[0] == "Vědecký souboj: 176 karet"
    heads = [line for line in out.splitlines() if line and not line.startswith(" ")]
    assert len(heads) == 1 + 176
    for card in ids:
        assert f"{game.card_name(card, 'cs')} — {game.card_facts(card, 'cs')}" in heads
        for line in game.card_text(card, "cs").splitlines():
            assert f"  {line}" in out
    # a few texts known from the cards
    assert "Počítadlo — jednotka, Matematik, cena 1, útok 1, životy 2, stroj\n" \
           "  Poškození kouzel +1.\n" in out
    assert "Důkaz — schopnost, Matematik, cena 2\n  Dej 1 poškození postavě.\n" in out
    assert "Zlomek — jednotka, Matematik, cena 1, útok 2, životy 1\n" \
           "  (bez textu: dělá jen to, co říkají její čísla)\n" in out
    assert "Lízni si 2 karty." in out
    assert leaks(out) == []


@pytest.mark.parametrize(("game_id", "count", "lang", "expected"), [
    ("clash_of_decks", 32, "en", "Annihilation — incantation, cost 5, prepared deck 1\n"
                                 "  Destroy the target creature.\n"),
    ("clash_of_decks", 32, "cs", "Annihilation — zaklínadlo, cena 5, připravený balíček 1\n"
                                 "  Zničí cílovou bytost.\n"),
    ("magic_tower", 87, "en", "Stonemasons — set: humans, value M, cost: 10 mana\n"
                              "  You: wall +15\n  When played with Village Builders: "),
    ("magic_tower", 87, "cs", "Magický blesk — kouzlo arcimága, cena: mana 15, jen když na "
                              "tebe někdo útočí\n"),
    ("science_duel", 176, "en", "Abacus — unit, Mathematician, cost 1, attack 1, health 2, "
                                "machine\n  Spell damage +1.\n"),
])
def test_cards_of_every_game(cli: Invoke, game_id: str, count: int, lang: str,
                             expected: str) -> None:
    result = cli("cards", game_id, "--lang", lang)
    assert result.exit_code == 0, result.output
    assert len(load(game_id).card_ids()) == count
    assert result.output.splitlines()[0].endswith(f": {count} " + (
        "cards" if lang == "en" else "karet" if count >= 5 else "karty"))
    assert expected in result.output
    assert leaks(result.output) == []


def test_cards_of_a_game_without_cards_and_of_no_game(cli: Invoke) -> None:
    """The toy game (registered for every test) describes no cards."""
    assert not TOY.card_ids()
    assert cli("cards", "toy").output.strip() == "Toy has no cards to list."
    result = cli("cards", "nope")
    assert result.exit_code == 2 and len(result.output.strip().splitlines()) == 1


# ---- finding a card ------------------------------------------------------------------------
def first_hand(game_id: str, seed: int = 4, **options: Any) -> tuple[State, list[str]]:
    """The state at seat 0's first decision with cards in its numbered hand, and the human's
    answers up to there (the first action each time), as the CLI session would reach it."""
    state = load(game_id).new_state(seed=seed, players=2, **options)
    bot = make_seat_bot("greedy", bot_seed(seed, 1))
    answers: list[str] = []
    while True:
        seat = state.current_player()
        assert seat is not None
        if seat == 1:
            state.apply(bot.choose(PlayerView(state, 1)))
            continue
        numbered = [label for label, _ in state.game.visible_cards(state.observation(0))
                    if label]
        if len(numbered) >= 2:
            return state, answers
        state.apply(state.legal_actions()[0])
        answers.append("1")


def test_find_by_number_name_prefix_accents_and_other_language() -> None:
    state, _ = first_hand("science_duel", deck0="matematik", deck1="fyzik")
    game = state.game
    obs = state.observation(0)
    hand = obs["sides"][0]["hand"]
    assert find_cards(game, obs, "1", "en") == [hand[0]]
    assert find_cards(game, obs, "Abacus", "en") == ["pocitadlo"]
    assert find_cards(game, obs, "pocitad", "cs") == ["pocitadlo"]  # accents do not matter
    assert find_cards(game, obs, "POČÍTADLO", "en") == ["pocitadlo"]  # the other language
    assert find_cards(game, obs, "michal", "en") == [
        c for c in game.card_ids() if game.card_name(c, "en").startswith("Michal")]
    with pytest.raises(CardNotFound, match="no card has the number 99 on the screen; "
                                           r"the numbers are 1–\d+"):
        find_cards(game, obs, "99", "en")
    with pytest.raises(CardNotFound, match="no card is called 'zzz'"):
        find_cards(game, obs, "zzz", "en")
    with pytest.raises(CardNotFound, match=r"'pro' fits several cards: .*; type more"):
        find_cards(game, obs, "pro", "en")


def test_fold_ignores_case_accents_and_spaces() -> None:
    assert fold("  Královští   LUČIŠTNÍCI ") == "kralovsti lucistnici"


# ---- info and help at the prompt -------------------------------------------------------------
GAMES: list[tuple[str, dict[str, Any], list[str]]] = [
    ("clash_of_decks", {"prepared_decks": [1, 2], "first_player": 0},
     ["-o", "prepared_decks=1,2", "-o", "first_player=0"]),
    ("science_duel", {"deck0": "fyzik", "deck1": "inzenyr"},
     ["-o", "deck0=fyzik", "-o", "deck1=inzenyr"]),
    ("magic_tower", {"trumps": ["humans", "dragons"]}, ["-o", "trumps=humans,dragons"]),
]
WORDS = {"en": ("info", "help", "Your choice"), "cs": ("karta", "pomoc", "Tvoje volba")}


def session(cli: Invoke, game_id: str, options: dict[str, Any], flags: list[str], lang: str,
            commands: list[str]) -> tuple[AnyGame, State, list[str]]:
    """Play to seat 0's first decision with a numbered hand, type ``commands``, quit; the
    replica state there and the answers of each command (the lines up to the next prompt)."""
    state, answers = first_hand(game_id, **options)
    typed = "".join(f"{a}\n" for a in [*answers, *commands, "quit"])
    result = cli("play", game_id, "--seed", "4", "--seat", "human", "--seat", "greedy",
                 "--lang", lang, *flags, input=typed)
    assert result.exit_code == 0, result.output
    prompt = WORDS[lang][2]
    blocks = result.output.split(prompt)
    replies = ["\n".join(block.splitlines()[1:]) for block in blocks[-len(commands) - 1:-1]]
    return state.game, state, replies


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("game_id", "options", "flags"), GAMES)
def test_info_at_the_prompt_of_every_game(cli: Invoke, game_id: str, options: dict[str, Any],
                                          flags: list[str], lang: str) -> None:
    word = WORDS[lang][0]
    state, _ = first_hand(game_id, **options)
    visible = dict(state.game.visible_cards(state.observation(0)))
    second = visible["2"]
    name = state.game.card_name(second, lang)
    game, _, replies = session(cli, game_id, options, flags, lang,
                               [f"{word} 1", f"{word} {name[:-1].upper()}", f"{word} 99"])
    for reply, card in zip(replies, (visible["1"], second), strict=False):
        lines = reply.splitlines()
        head = game.card_name(card, lang)
        facts = game.card_facts(card, lang)
        assert lines[0] == (f"{head} — {facts}" if facts else head)
        text = [f"  {line}" for line in game.card_text(card, lang).splitlines()]
        assert lines[1:] == (text or lines[1:2]), reply
        assert leaks(reply) == []
    refused = replies[2].strip()
    assert refused.startswith("not accepted: no card has the number 99" if lang == "en"
                              else "nelze: žádná karta na obrazovce nemá číslo 99")


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize(("game_id", "options", "flags"), GAMES)
def test_help_shows_the_legend_and_glossary_of_every_game(
        cli: Invoke, game_id: str, options: dict[str, Any], flags: list[str],
        lang: str) -> None:
    game, _, (reply,) = session(cli, game_id, options, flags, lang, [WORDS[lang][1]])
    flat = " ".join(reply.split())
    legend, glossary = game.legend(lang), game.glossary(lang)
    assert len(legend) >= 8 and len(glossary) >= 8
    for symbol, meaning in [*legend, *glossary]:
        assert " ".join(f"{symbol} {meaning}".split()) in flat, (symbol, meaning)
    title = "What the screen shows" if lang == "en" else "Co je na obrazovce"
    assert leaks(reply[reply.index(title):]) == []
