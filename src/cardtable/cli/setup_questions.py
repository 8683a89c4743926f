"""Ask a human for the options a game's setup questions describe.

Only options not already given with ``--option`` are asked, and only when a
human sits at the table; bots-only games start with the given options.
"""

from __future__ import annotations

from typing import Any

from cardtable.cli.terminal import Terminal
from cardtable.kernel import AnyGame, OptionError, SetupQuestion

MAX_QUESTIONS = 32
"""A guard against a game whose questions never end."""


def ask_setup(game: AnyGame, players: int | None, given: dict[str, Any],
              term: Terminal) -> dict[str, Any]:
    """The options: ``given`` plus the human's answers to the game's questions.

    ``EOFError`` propagates so the caller can end cleanly.
    """
    answers = dict(given)
    for _ in range(MAX_QUESTIONS):
        question = game.next_setup_question(players, answers)
        if question is None or question.option in answers:
            return answers
        answers[question.option] = _ask_one(question, term)
    raise OptionError(f"{game.id}: setup asks more than {MAX_QUESTIONS} questions")


def _ask_one(question: SetupQuestion, term: Terminal) -> Any:
    term.line(question.text(term.lang), style="bold")
    for number, choice in enumerate(question.choices, start=1):
        term.line(f"  {number}. {choice.label.get(term.lang, choice.label['en'])}")
    last = len(question.choices)
    while True:
        entry = term.ask("setup_prompt", last=last).strip()
        if entry.isdigit() and 1 <= int(entry) <= last:
            return question.choices[int(entry) - 1].value
        if entry:
            term.invalid(term.t("setup_bad_choice", entry=entry, last=last))
