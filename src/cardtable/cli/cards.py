"""Card text on demand: ``info`` at the prompt, the legend of ``help``, ``cardtable cards``.

Everything goes through the game's hooks that take a card id or an
observation (``card_ids``, ``card_name``, ``card_facts``, ``card_text``,
``visible_cards``, ``legend``, ``glossary``), never the state, so a seat only
learns what its view shows; card texts themselves are public.

``info`` resolves its argument as: a number (or mark) the screen prints next
to a card; else a card name in the chosen language, then in the other one —
first among the cards on the screen, then among all cards of the game; a
whole name first, then the beginning of a name, then any part of it. Case and
Czech accents do not matter.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.table import Table
from rich.text import Text

from cardtable.cli.messages import msg
from cardtable.cli.terminal import Terminal
from cardtable.kernel.errors import CardtableError
from cardtable.kernel.game import AnyGame
from cardtable.kernel.i18n import LANGS
from cardtable.kernel.plural import CARDS, count

MAX_LISTED = 8
"""Names listed at most when an ``info`` name fits several cards."""


class CardNotFound(CardtableError):
    """An ``info`` argument that names no card, or several."""


def fold(text: str) -> str:
    """``text`` for comparing names: lower case, without accents, single spaces."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(plain.split())


def find_cards(game: AnyGame, observation: Mapping[str, Any], entry: str,
               lang: str) -> list[str]:
    """The card ids ``entry`` names in ``observation`` (see the module doc); several only
    when the same name belongs to several cards. ``CardNotFound`` says why none fits."""
    wanted = fold(entry)
    visible = game.visible_cards(observation)
    labels = {fold(label): card for label, card in visible if label}
    if wanted in labels:
        return [labels[wanted]]
    if wanted.isdecimal():
        numbers = sorted((label for label in labels if label.isdecimal()), key=int)
        if not numbers:
            raise CardNotFound(msg("info_no_numbers", lang, number=entry))
        raise CardNotFound(msg("info_no_number", lang, number=entry,
                               numbers=_span(numbers)))
    shown = list(dict.fromkeys(card for _, card in visible))
    every = list(game.card_ids())
    tests: list[Callable[[str], bool]] = [
        lambda name: name == wanted, lambda name: name.startswith(wanted),
        lambda name: wanted in name]
    for test in tests:
        for pool in (shown, every):
            for name_lang in (lang, *(other for other in LANGS if other != lang)):
                found = [card for card in pool if test(fold(game.card_name(card, name_lang)))]
                names = {game.card_name(card, lang) for card in found}
                if len(names) == 1:
                    return found
                if names:
                    listed = sorted(names)
                    more = len(listed) - MAX_LISTED
                    text = ", ".join(listed[:MAX_LISTED]) + (
                        " " + msg("info_and_more", lang, more=more) if more > 0 else "")
                    raise CardNotFound(msg("info_which", lang, entry=entry, names=text))
    raise CardNotFound(msg("info_unknown", lang, entry=entry))


def _span(numbers: Sequence[str]) -> str:
    return numbers[0] if len(numbers) == 1 else f"{numbers[0]}–{numbers[-1]}"


def card_lines(game: AnyGame, card: str, lang: str) -> list[Text]:
    """A card for reading: its name and printed numbers, then its text line by line."""
    head = Text(game.card_name(card, lang), style="bold")
    facts = game.card_facts(card, lang)
    if facts:
        head.append(f" — {facts}", style="yellow")
    text = game.card_text(card, lang)
    lines = [Text(f"  {line}") for line in text.splitlines() if line.strip()]
    return [head, *(lines or [Text(f"  {msg('info_no_text', lang)}", style="dim")])]


def show_info(term: Terminal, game: AnyGame, observation: Mapping[str, Any],
              entry: str) -> None:
    """``info <entry>`` at the prompt: the card's name, numbers and text, or one line
    saying why no card fits."""
    if not entry:
        labels = [label for label, _ in game.visible_cards(observation) if label]
        key = "info_usage" if labels else "info_usage_name"
        term.invalid(term.t(key, example=labels[0] if labels else ""))
        return
    try:
        cards = find_cards(game, observation, entry, term.lang)
    except CardNotFound as exc:
        term.invalid(str(exc))
        return
    for card in cards:
        for line in card_lines(game, card, term.lang):
            term.console.print(line, soft_wrap=True)


def _pairs(title: str, pairs: Sequence[tuple[str, str]]) -> Table:
    table = Table(title=title, title_justify="left", title_style="bold", box=None,
                  show_header=False, padding=(0, 1), pad_edge=False)
    table.add_column(style="bold cyan", no_wrap=True)
    table.add_column()
    for left, right in pairs:
        table.add_row(Text(left), Text(right))
    return table


def show_legend(term: Terminal, game: AnyGame) -> None:
    """The game's legend of screen symbols and its glossary (nothing if it has none)."""
    legend = game.legend(term.lang)
    if legend:
        term.print(_pairs(msg("legend_title", term.lang), legend))
    glossary = game.glossary(term.lang)
    if glossary:
        term.print(_pairs(msg("glossary_title", term.lang), glossary))


def list_cards(term: Terminal, game: AnyGame) -> None:
    """``cardtable cards GAME``: every card with its numbers and text."""
    name = game.name(term.lang)
    cards = list(game.card_ids())
    if not cards:
        term.say("cards_none", game=name)
        return
    term.say("cards_header", style="bold", game=name,
             cards=count(len(cards), CARDS, term.lang))
    for card in cards:
        term.line("")
        for line in card_lines(game, card, term.lang):
            term.console.print(line, soft_wrap=True)
