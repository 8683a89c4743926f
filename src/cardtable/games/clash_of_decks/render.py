"""What players see: the terminal view of an observation (action labels: ``labels.py``).

``render`` (rich, cs/en, fits 80 columns) shows each hand as a health bar with
the Bastion/Fort place, the two rows with the bridges between the sides
(position 1 next to the bridge), abilities as short tags, mana, the phase, and
in Solo the AI deck, discard and settings. It reads only the observation, so
it never shows more than the seat may know.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from cardtable.games.clash_of_decks.messages import (
    ABILITY_TAGS,
    COMPONENT_NAMES,
    LEVEL_NAMES,
    PHASE_NAMES,
)
from cardtable.games.clash_of_decks.model import Catalog

_T = {
    "duel": {"cs": "Duel", "en": "Duel"},
    "solo": {"cs": "Sólo", "en": "Solo"},
    "turn": {"cs": "tah", "en": "turn"},
    "seat": {"cs": "hráč", "en": "seat"},
    "mana": {"cs": "Mana", "en": "mana"},
    "hand": {"cs": "Ruka", "en": "Hand"},
    "health": {"cs": "životy", "en": "health"},
    "top": {"cs": "Horní řada", "en": "Top row"},
    "bottom": {"cs": "Dolní řada", "en": "Bottom row"},
    "ai": {"cs": "AI", "en": "AI"},
    "deck": {"cs": "balíček", "en": "deck"},
    "discard": {"cs": "odhozeno", "en": "discard"},
    "winner": {"cs": "Vítěz", "en": "Winner"},
    "draw": {"cs": "Remíza", "en": "Draw"},
    "pending": {"cs": "Vyber pořadí návratu", "en": "Choose the return order"},
    "last": {"cs": "poslední kolo", "en": "last round"},
    "setup": {"cs": "Příprava", "en": "Setup"},
    "revealed": {"cs": "Odkryto", "en": "Revealed"},
}


def _t(key: str, lang: str) -> str:
    return _T[key][lang]


def _short(card: str, lang: str, cat: Catalog, width: int = 12) -> str:
    return cat.name(card)[lang][:width]


def _hand_line(hand: Mapping[str, Any], lang: str, cat: Catalog, label: str) -> Text:
    text = Text(f"{label}: ")
    side = "fort" if hand["bf_side"] == "fort" else "bastion"
    for card in hand["cards"]:
        if card == "bf":
            text.append(f"[{COMPONENT_NAMES[side][lang].upper()}]", style="bold red")
        elif card is None:
            text.append("[?]", style="dim")
        else:
            text.append(f"[{_short(card, lang, cat, 10)} {cat.info[card].cost}]")
    text.append(f"  {_t('health', lang)} {hand['health']} ")
    text.append("■" * min(hand["health"], 20), style="green" if side == "bastion" else "yellow")
    return text


def _creature_cell(c: Mapping[str, Any], lang: str, cat: Catalog) -> Text:
    tags = [ABILITY_TAGS[a] for a in c["abilities"]]
    tags += [f"A:{ABILITY_TAGS[a]}" for a in c["aura"]]
    hp = c["health"] - c["damage"]
    text = Text(f"{c['position']} {_short(c['card'], lang, cat, 11)} {c['attack']}")
    if c["sprint_bonus"]:
        text.append(f"+{c['sprint_bonus']}", style="cyan")
    text.append(f"/{hp}", style="red" if c["damage"] else "")
    if tags:
        text.append(" " + " ".join(tags), style="magenta")
    flags = ("*" if c["entered_this_turn"] else "") + ("✓" if c["attacked"] else "")
    if c["protection_used"]:
        flags += "ø"
    if flags:
        text.append(" " + flags, style="dim")
    return text


def _row_table(board: list[Mapping[str, Any]], row: str, lang: str, cat: Catalog,
               names: list[str]) -> Table:
    table = Table(title=_t(row, lang), expand=False, show_lines=False, padding=(0, 1),
                  title_justify="left")
    table.add_column(names[0], width=32, justify="right", no_wrap=True)
    table.add_column(COMPONENT_NAMES["bridge"][lang], width=6, justify="center")
    table.add_column(names[1], width=32, no_wrap=True)
    left, right = board[0][row], board[1][row]
    for i in range(max(len(left), len(right), 1)):
        a = _creature_cell(left[i], lang, cat) if i < len(left) else Text("")
        b = _creature_cell(right[i], lang, cat) if i < len(right) else Text("")
        table.add_row(a, "║", b)
    return table


def _setup_lines(obs: Mapping[str, Any], lang: str, cat: Catalog) -> list[Text]:
    info = obs["format_info"]
    lines = [Text(f"{_t('setup', lang)}: {obs['format']}", style="bold")]
    if obs["format"] == "drafted" and info["shown"]:
        shown = ", ".join(f"{i}: {_short(c, lang, cat)}" for i, c in enumerate(info["shown"]))
        lines.append(Text(f"{_t('revealed', lang)}: {shown}"))
    if obs["format"] == "custom":
        for seat, cards in enumerate(info["lists"]):
            listed = ", ".join(f"{i}:{_short(c, lang, cat, 8)}" for i, c in enumerate(cards))
            lines.append(Text(f"{_t('seat', lang)} {seat}: {listed}"))
    for seat, cards in enumerate(obs["cards_of"]):
        if cards:
            lines.append(Text(f"{_t('seat', lang)} {seat}: "
                              + ", ".join(_short(c, lang, cat, 10) for c in cards)))
    return lines


def _ai_lines(ai: Mapping[str, Any], lang: str) -> list[Text]:
    side = COMPONENT_NAMES[ai["bf_side"]][lang]
    line = Text(f"{_t('ai', lang)}: {_t('deck', lang)} {ai['deck_size']} + {side}, "
                f"{_t('discard', lang)} {len(ai['discard'])}, {_t('mana', lang)} {ai['mana']}")
    if ai["last_round_pending"]:
        line.append(f" ({_t('last', lang)})", style="bold red")
    settings = ai["settings"]
    level = settings["level"]
    lv = LEVEL_NAMES[level][lang] if level else ("Rychlá hra" if lang == "cs" else "Quick game")
    detail = Text(f"   {lv}: {settings['fixed_mana']}+{settings['mana_per_creature']}/creature, "
                  f"{settings['defense']}, {settings['ability']}", style="dim")
    return [line, detail]


def render(obs: Mapping[str, Any], lang: str, cat: Catalog) -> Group:
    """A renderable of one observation for the terminal (card names from ``cat``)."""
    mode = obs["mode"]
    phase = PHASE_NAMES.get(obs["phase"], {"cs": "-", "en": "-"})[lang]
    head = Text(f"Clash of Decks — {_t(mode, lang)} ({obs['format']}) — {_t('turn', lang)} "
                f"{obs['turn']}, {_t('seat', lang)} {obs['active']}, {phase}, "
                f"{_t('mana', lang)} {obs['mana']}", style="bold")
    parts: list[Any] = [head]
    if obs["stage"] != "play":
        parts.extend(_setup_lines(obs, lang, cat))
        return Group(*parts)
    names = ["A (0)", "B (1)"] if mode == "duel" else [_t("hand", lang), "AI"]
    for seat, shown in enumerate(obs["hands"]):
        title = f"{_t('hand', lang)} {seat}" + (" *" if seat == obs["seat"] else "")
        parts.append(_hand_line(shown, lang, cat, title))
    if mode == "solo":
        parts.extend(_ai_lines(obs["ai"], lang))
    for row in ("top", "bottom"):
        parts.append(_row_table(obs["board"], row, lang, cat, names))
    pending = obs["pending_return"]
    if pending is not None:
        cards = ", ".join(f"{i}: {_short(c, lang, cat)}" for i, c in enumerate(pending["cards"]))
        parts.append(Text(f"{_t('pending', lang)} ({_t('seat', lang)} {pending['seat']}): "
                          f"{cards}", style="bold yellow"))
    if obs["terminal"]:
        winner = obs["winner"]
        who = "AI" if mode == "solo" and winner == 1 else str(winner)
        result = _t("draw", lang) if winner == -1 else f"{_t('winner', lang)}: {who}"
        parts.append(Text(result, style="bold green"))
    return Group(*parts)

