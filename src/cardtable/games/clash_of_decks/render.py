"""What players see: the terminal view of an observation (action labels: ``labels.py``).

``render`` (rich, cs/en) shows a one-line header (mode, format, turn, active
seat, phase, mana), each hand as a row of cards in its fixed order with the
Bastion/Fort in its place and the health it counts (your own cards numbered
from 1, the four playable ones in bold), in Solo the AI deck, discard and
settings, and the two rows of the board with the bridge between the sides
(position 1 next to the bridge), abilities as short tags. Hands wrap between
cards, never inside one, and names are never cut, so a Duel fits 80×24 with
the first actions. It reads only the observation, so it never shows more than
the seat may know; ``cardinfo.py`` explains its symbols.

"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from rich.console import Group
from rich.table import Table
from rich.text import Text

from cardtable.games.clash_of_decks.hand import WINDOW
from cardtable.games.clash_of_decks.messages import (
    ABILITY_NAMES,
    ABILITY_TAGS,
    COMPONENT_NAMES,
    LEVEL_NAMES,
    PHASE_NAMES,
)
from cardtable.games.clash_of_decks.model import Catalog
from cardtable.kernel.layout import Flow

_T: Final = {
    "duel": {"cs": "Duel", "en": "Duel"},
    "solo": {"cs": "Sólo", "en": "Solo"},
    "prepared": {"cs": "připravené balíčky", "en": "prepared decks"},
    "drafted": {"cs": "draft", "en": "drafted"},
    "custom": {"cs": "vlastní balíčky", "en": "custom decks"},
    "turn": {"cs": "tah", "en": "turn"},
    "seat": {"cs": "hráč", "en": "seat"},
    "mana": {"cs": "Mana", "en": "mana"},
    "hand": {"cs": "Ruka", "en": "Hand"},
    "player": {"cs": "Hráč", "en": "Player"},
    "your_hand": {"cs": "Tvá ruka", "en": "Your hand"},
    "health": {"cs": "životy", "en": "health"},
    "top": {"cs": "horní", "en": "top"},
    "bottom": {"cs": "dolní", "en": "bottom"},
    "ai": {"cs": "AI", "en": "AI"},
    "deck": {"cs": "balíček", "en": "deck"},
    "discard": {"cs": "odhozeno", "en": "discard"},
    "winner": {"cs": "Vítěz", "en": "Winner"},
    "draw": {"cs": "Remíza", "en": "Draw"},
    "pending": {"cs": "Vyber pořadí návratu", "en": "Choose the return order"},
    "last": {"cs": "poslední kolo", "en": "last round"},
    "setup": {"cs": "Příprava", "en": "Setup"},
    "revealed": {"cs": "Odkryto", "en": "Revealed"},
    "quick": {"cs": "Rychlá hra", "en": "Quick game"},
    "ai_mana": {"cs": "mana {fixed} + {per} za tvou bytost",
                "en": "mana {fixed} + {per} per creature of yours"},
    "defense_full": {"cs": "plná obrana", "en": "full defence"},
    "defense_one": {"cs": "útoky na balíček AI za 1", "en": "attacks on its deck deal 1"},
    "no_ability": {"cs": "bez schopnosti", "en": "no ability"},
    "no_bastion": {"cs": "bez Bastionu", "en": "no Bastion"},
}
ROW_NAMES: Final = {row: _T[row] for row in ("top", "bottom")}
"""The board's rows by name in cs and en (what a player may type for ``row=``)."""


def _t(key: str, lang: str) -> str:
    return _T[key][lang]


def _name(card: str, lang: str, cat: Catalog) -> str:
    return cat.name(card)[lang]


def side_names(obs: Mapping[str, Any], lang: str) -> list[str]:
    """The names of the two sides as the board's header shows them."""
    return ["A (0)", "B (1)"] if obs["mode"] == "duel" else [_t("player", lang), "AI"]


def _hand_flow(shown: Mapping[str, Any], lang: str, cat: Catalog, mine: bool,
               lead: str) -> Flow:
    """A hand in its order: own cards numbered (the playable window in bold), the B/F in
    its place, hidden cards as ``?``; then the health the B/F counts."""
    side = "fort" if shown["bf_side"] == "fort" else "bastion"
    items: list[Text] = []
    number = 0
    for card in shown["cards"]:
        if card == "bf":
            items.append(Text(f"[{COMPONENT_NAMES[side][lang].upper()}]", style="bold red"))
        elif card is None:
            items.append(Text("[?]", style="dim"))
        else:
            number += 1
            name = f"{_name(card, lang, cat)} [{cat.info[card].cost}]"
            if mine:
                style = "bold" if number <= WINDOW else "dim"
                items.append(Text.assemble((f"{number} ", "bold cyan"), (name, style)))
            else:
                items.append(Text(name))
    colour = "green" if side == "bastion" else "yellow"
    items.append(Text(f"{_t('health', lang)} {shown['health']}", style=colour))
    return Flow(items, lead=Text(lead, style="bold"), separator=" · ")


def _creature_cell(c: Mapping[str, Any], lang: str, cat: Catalog) -> Text:
    tags = [ABILITY_TAGS[a] for a in c["abilities"]]
    tags += [f"A:{ABILITY_TAGS[a]}" for a in c["aura"]]
    hp = c["health"] - c["damage"]
    text = Text(f"{c['position']} {_name(c['card'], lang, cat)} {c['attack']}")
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


def _board_table(board: list[Mapping[str, Any]], lang: str, cat: Catalog,
                 names: list[str]) -> Table:
    """Both rows in one borderless table: side A (right-aligned, position 1 next to the
    bridge), the row's name on the bridge, side B."""
    table = Table(box=None, expand=False, padding=(0, 1), pad_edge=False)
    table.add_column(names[0], justify="right")
    table.add_column(COMPONENT_NAMES["bridge"][lang], justify="center", style="dim")
    table.add_column(names[1])
    for row in ("top", "bottom"):
        left, right = board[0][row], board[1][row]
        for i in range(max(len(left), len(right), 1)):
            a = _creature_cell(left[i], lang, cat) if i < len(left) else Text("")
            b = _creature_cell(right[i], lang, cat) if i < len(right) else Text("")
            table.add_row(a, _t(row, lang) if i == 0 else "║", b)
    return table


def _names(cards: list[str], lang: str, cat: Catalog, lead: str,
           numbered: bool = False) -> Flow:
    items = [Text.assemble((f"{i} ", "bold cyan") if numbered else "",
                           f"{_name(c, lang, cat)} [{cat.info[c].cost}]")
             for i, c in enumerate(cards, start=1)]
    return Flow(items, lead=lead, separator=" · ")


def _setup_lines(obs: Mapping[str, Any], lang: str, cat: Catalog) -> list[Any]:
    info = obs["format_info"]
    names = side_names(obs, lang)
    lines: list[Any] = []
    if obs["format"] == "drafted" and info["shown"]:
        lines.append(_names(info["shown"], lang, cat, f"{_t('revealed', lang)}: ", True))
    if obs["format"] == "custom":
        for seat, cards in enumerate(info["lists"]):
            lines.append(_names(cards, lang, cat, f"{_t('deck', lang)} {names[seat]}: "))
    for seat, cards in enumerate(obs["cards_of"]):
        if cards:
            lines.append(_names(cards, lang, cat, f"{names[seat]}: "))
    return lines


def _ai_lines(ai: Mapping[str, Any], lang: str) -> list[Any]:
    side = COMPONENT_NAMES[ai["bf_side"]][lang]
    line = Text(f"{_t('ai', lang)}: {_t('deck', lang)} {ai['deck_size']} + {side} · "
                f"{_t('discard', lang)} {len(ai['discard'])} · {_t('mana', lang)} {ai['mana']}")
    if ai["last_round_pending"]:
        line.append(f" ({_t('last', lang)})", style="bold red")
    settings = ai["settings"]
    level = settings["level"]
    items = [Text(LEVEL_NAMES[level][lang] if level else _t("quick", lang)),
             Text(_T["ai_mana"][lang].format(fixed=settings["fixed_mana"],
                                             per=settings["mana_per_creature"])),
             Text(_t(f"defense_{settings['defense']}", lang))]
    ability = settings["ability"]
    items.append(Text(ABILITY_NAMES[ability][lang] if ability != "none"
                      else _t("no_ability", lang)))
    if not settings["bastion"]:
        items.append(Text(_t("no_bastion", lang)))
    return [line, Flow(items, lead="  ", separator=" · ", indent=2)]


def _head(obs: Mapping[str, Any], lang: str) -> Flow:
    phase = PHASE_NAMES.get(obs["phase"])
    items = [Text(f"{_t(obs['mode'], lang)}, {_t(obs['format'], lang)}", style="bold")]
    if obs["stage"] == "play":
        items.append(Text(f"{_t('turn', lang)} {obs['turn']}"))
        items.append(Text(f"{_t('seat', lang)} {obs['active']}"))
        if phase is not None:
            items.append(Text(phase[lang]))
        items.append(Text(f"{_t('mana', lang)} {obs['mana']}", style="bold"))
    else:
        items.append(Text(_t("setup", lang)))
    return Flow(items, separator=" · ")


def render(obs: Mapping[str, Any], lang: str, cat: Catalog) -> Group:
    """A renderable of one observation for the terminal (card names from ``cat``)."""
    mode = obs["mode"]
    parts: list[Any] = [_head(obs, lang)]
    if obs["stage"] != "play":
        parts.extend(_setup_lines(obs, lang, cat))
        return Group(*parts)
    names = side_names(obs, lang)
    for seat, shown in enumerate(obs["hands"]):
        mine = seat == obs["seat"]
        lead = f"{_t('your_hand', lang)}: " if mine else f"{_t('hand', lang)} {names[seat]}: "
        parts.append(_hand_flow(shown, lang, cat, mine, lead))
    if mode == "solo":
        parts.extend(_ai_lines(obs["ai"], lang))
    parts.append(_board_table(obs["board"], lang, cat, names))
    pending = obs["pending_return"]
    if pending is not None:
        items = [Text(_name(c, lang, cat)) for c in pending["cards"]]
        parts.append(Flow(items, separator=", ", lead=Text(
            f"{_t('pending', lang)} ({names[pending['seat']]}): ", style="bold yellow")))
    if obs["terminal"]:
        winner = obs["winner"]
        result = (_t("draw", lang) if winner == -1
                  else f"{_t('winner', lang)}: {names[winner]}")
        parts.append(Text(result, style="bold green"))
    return Group(*parts)

