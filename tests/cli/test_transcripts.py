"""Whole games through the terminal, read as a player reads them (issue "Player
experience", deliverable 6): seeded games of every game with a human seat, in Czech and
in English, and no internal id, snake_case word, Python value or typed action form in
anything the player is shown."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from typer.testing import Result

from cardtable.kernel import game_ids, load

Invoke = Callable[..., Result]

FORBIDDEN = [
    (re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"), "a snake_case word"),
    (re.compile(r"\b(?:True|False|None)\b"), "a Python value"),
    (re.compile(r"[\[{]\s*'|'\s*[\]}]"), "a Python list or dict"),
    (re.compile(r"\b[a-z]+=\S"), "a typed action form"),
]
ENDINGS = {"en": r"You win\.|You lose\.|A draw\.|Winner",
           "cs": r"Vyhrál jsi\.|Prohrál jsi\.|Remíza\.|Vítěz"}
ANSWERS = "help\ninfo 1\n" + "1\n" * 400


def card_ids(game_id: str) -> set[str]:
    """The ids of the game's cards whose display names differ from the id."""
    game = load(game_id)
    ids: set[str] = set()
    for cid in game.card_ids():
        names = {game.card_name(cid, lang) for lang in ("cs", "en")}
        if cid not in names:
            ids.add(cid)
    return ids


def problems(text: str, ids: set[str]) -> list[str]:
    """Every forbidden token of ``text`` with its line."""
    found = []
    for line in text.splitlines():
        for pattern, what in FORBIDDEN:
            match = pattern.search(line)
            if match:
                found.append(f"{what} {match.group(0)!r} in: {line.strip()}")
        for word in re.findall(r"\b[a-z][a-z0-9]*\b", line):
            if word in ids:
                found.append(f"a card id {word!r} in: {line.strip()}")
    return found


GAMES = [g for g in game_ids() if g != "toy"]
OPTIONS = {"hexy": ["--option", "max_turns=10"]}
"""A shorter game where a player who always passes would need more answers than
``ANSWERS`` holds (HexyGame plays 60 turns each by default)."""


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_reads_without_internal_tokens(cli: Invoke, game_id: str,
                                                     lang: str) -> None:
    ids = card_ids(game_id)
    for seed in (1, 2):
        result = cli("play", game_id, "--seed", str(seed), "--lang", lang, "--seat", "human",
                     "--seat", "random", *OPTIONS.get(game_id, []), input=ANSWERS)
        assert result.exit_code == 0, result.output[-2000:]
        assert re.search(ENDINGS[lang], result.output), result.output[-1500:]  # played out
        found = problems(result.output, ids)
        assert not found, f"{game_id} seed {seed} ({lang}):\n" + "\n".join(
            sorted(set(found))[:40])
