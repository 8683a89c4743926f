"""Setup questions for a human at the table: mode, format, and the Solo AI.

A custom Solo game asks for a level (CD-DIFF-1/2) and then one setting per AI
category (CD-DIFF-3..9). Only settings that can still add up to exactly the
level's points are offered, so the answers always form a valid game.

The body of ``ClashGame.next_setup_question``, kept out of ``game.py`` for its
size; it counts points with ``difficulty.py``, as the options check does.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import product
from typing import Any, Final

from cardtable.games.clash_of_decks.difficulty import LEVEL_POINTS, points
from cardtable.kernel import Choice, SetupQuestion


def _c(value: Any, cs: str, en: str) -> Choice:
    return Choice(value, {"cs": cs, "en": en})


MODE: Final = SetupQuestion("mode", {"cs": "Režim hry?", "en": "Game mode?"}, (
    _c("duel", "Duel (2 hráči)", "Duel (2 players)"),
    _c("solo", "Sólo proti umělé inteligenci", "Solo against the rule AI")))
FORMAT: Final = SetupQuestion("format", {"cs": "Formát balíčků?", "en": "Deck format?"}, (
    _c("prepared", "Připravené balíčky", "Prepared decks"),
    _c("drafted", "Draft", "Drafted")))
SOLO_GAME: Final = SetupQuestion("solo_game", {"cs": "Jaká sólo hra?", "en": "Which Solo game?"}, (
    _c("quick", "Rychlá hra", "Quick game"),
    _c("custom", "Vlastní hra (obtížnost)", "Custom game (difficulty)")))
LEVEL: Final = SetupQuestion("level", {"cs": "Obtížnost?", "en": "Difficulty level?"}, tuple(
    _c(level, cs, en) for level, cs, en in (
        ("easy", "Snadná", "Easy"), ("medium", "Střední", "Medium"),
        ("hard", "Těžká", "Hard"), ("heroic", "Hrdinská", "Heroic"),
        ("mythic", "Mýtická", "Mythic"))))

_ABILITIES: Final[tuple[tuple[str, str, str], ...]] = (
    ("none", "žádná", "none"), ("splash", "Šplouchnutí", "Splash"),
    ("pierce", "Proražení", "Pierce"), ("fury", "Zuřivost", "Fury"),
    ("protection", "Ochrana", "Protection"), ("berserk", "Berserk", "Berserk"))

AI_SETTINGS: Final[tuple[SetupQuestion, ...]] = (
    SetupQuestion("ai_mana_per_creature",
                  {"cs": "Proměnlivá mana AI?", "en": "AI variable mana?"}, (
                      _c(1, "+1 za každou tvou bytost", "+1 per creature you have"),
                      _c(2, "+2 za každou tvou bytost", "+2 per creature you have"))),
    SetupQuestion("ai_fixed_mana", {"cs": "Pevná mana AI?", "en": "AI fixed mana?"},
                  tuple(_c(n, str(n), str(n)) for n in range(6, 11))),
    SetupQuestion("solo_first", {"cs": "Kdo začíná?", "en": "Who starts?"}, (
        _c("player", "ty", "you"), _c("ai", "AI", "the AI"))),
    SetupQuestion("ai_bastion", {"cs": "Odolnost AI?", "en": "AI resilience?"}, (
        _c(True, "s Bastionem", "with a Bastion"), _c(False, "bez Bastionu", "without a Bastion"))),
    SetupQuestion("ai_defense", {"cs": "Obrana AI?", "en": "AI defence?"}, (
        _c("full", "plné poškození", "full damage"),
        _c("one", "útoky na balíček AI za 1", "attacks on the AI deck deal 1"))),
    SetupQuestion("ai_ability", {"cs": "Schopnost bytostí AI?", "en": "AI creatures' ability?"},
                  tuple(_c(v, cs, en) for v, cs, en in _ABILITIES)),
)


def _reachable(question: SetupQuestion, answers: Mapping[str, Any], wanted: int) -> bool:
    """Whether some completion of the AI settings, with ``answers``, totals ``wanted``."""
    rest = [q for q in AI_SETTINGS if q.option not in answers and q is not question]
    fixed = {k: v for k, v in answers.items() if k in {q.option for q in AI_SETTINGS}}
    for values in product(*[[c.value for c in q.choices] for q in rest]):
        if points({**fixed, **dict(zip([q.option for q in rest], values, strict=True))}) \
                == wanted:
            return True
    return False


def _narrowed(question: SetupQuestion, answers: Mapping[str, Any], wanted: int
              ) -> SetupQuestion:
    choices = tuple(c for c in question.choices
                    if _reachable(question, {**answers, question.option: c.value}, wanted))
    return SetupQuestion(question.option, question.prompt, choices)


def next_question(players: int | None, answers: Mapping[str, Any]) -> SetupQuestion | None:
    """The next thing to ask, or ``None`` when the options are complete."""
    if players is None and "mode" not in answers:
        return MODE
    solo = players == 1 or answers.get("mode") == "solo"
    if "format" not in answers:
        return FORMAT
    if not solo:
        return None
    if "solo_game" not in answers:
        return SOLO_GAME
    if answers["solo_game"] != "custom":
        return None
    if "level" not in answers:
        return LEVEL
    wanted = LEVEL_POINTS[answers["level"]]
    for question in AI_SETTINGS:
        if question.option not in answers:
            return _narrowed(question, answers, wanted)
    return None
