"""Ask a human for the options a game's setup questions describe.

Only options not already given with ``--option`` are asked, and only when a
human sits at the table; bots-only games start with the given options. A
question with a single possible answer is not asked: one sentence says what
was chosen and why. Only choices that can still end in a valid game are
offered (``setup_check.first_problem``), so the answers always fit together.
"""

from __future__ import annotations

from typing import Any

from cardtable.cli.prompt import command_of
from cardtable.cli.setup_check import first_problem
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
        answers[question.option] = _ask_one(_fitting(game, players, answers, question, term),
                                            term)
    raise OptionError(f"{game.id}: setup asks more than {MAX_QUESTIONS} questions")


def _fitting(game: AnyGame, players: int | None, answers: dict[str, Any],
             question: SetupQuestion, term: Terminal) -> SetupQuestion:
    """``question`` with only the choices that can still end in a valid game."""
    choices = tuple(choice for choice in question.choices if first_problem(
        game, players, {**answers, question.option: choice.value}, term.lang) is None)
    return SetupQuestion(question.option, question.prompt, choices)


def _ask_one(question: SetupQuestion, term: Terminal) -> Any:
    if not question.choices:
        raise OptionError(term.t("no_choice_fits", question=question.text(term.lang)))
    if len(question.choices) == 1:
        only = question.choices[0]
        term.say("setup_only_choice", style="bold", question=question.text(term.lang),
                 choice=only.label.get(term.lang, only.label["en"]))
        return only.value
    term.line(question.text(term.lang), style="bold")
    for number, choice in enumerate(question.choices, start=1):
        term.line(f"  {number}. {choice.label.get(term.lang, choice.label['en'])}")
    last = len(question.choices)
    while True:
        entry = term.ask("setup_prompt", last=last).strip()
        if entry.isdecimal() and len(entry) <= 3 and 1 <= int(entry) <= last:
            return question.choices[int(entry) - 1].value
        command = command_of(entry)
        if command is not None and command.name == "quit":
            raise EOFError  # the caller ends cleanly, as at the end of input
        if entry:
            term.invalid(term.t("setup_bad_choice", entry=entry, last=last))
