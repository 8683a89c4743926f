"""What players see: the terminal view of an observation and the labels of actions.

``render`` (rich, cs/en, fits 80 columns) shows each hand as a health bar with
the Bastion/Fort place, the two rows with the bridges between the sides
(position 1 next to the bridge), abilities as short tags, mana, the phase, and
in Solo the AI deck, discard and settings. It reads only the observation, so
it never shows more than the seat may know.

``label`` is ``Game.action_label``: one line per action for menus, naming the
card with its cost, stats and its text (``cards.card_text``, generated from
the card's data), the row or the target.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from cardtable.games.clash_of_decks import draft, hand
from cardtable.games.clash_of_decks.board import ROW_INDEX
from cardtable.games.clash_of_decks.cards import card_text
from cardtable.games.clash_of_decks.messages import (
    ABILITY_TAGS,
    COMPONENT_NAMES,
    LEVEL_NAMES,
    PHASE_NAMES,
)
from cardtable.games.clash_of_decks.model import Catalog, ClashData
from cardtable.kernel import Action

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


# ---- action labels ---------------------------------------------------------------------
_ROW = {"top": {"cs": "horní řada", "en": "top row"},
        "bottom": {"cs": "dolní řada", "en": "bottom row"}}
_WORDS = {
    "attack_phase": {"cs": "Přejít do fáze útoku", "en": "Go to the attack phase"},
    "attack": {"cs": "Další útok", "en": "Next attack"},
    "end_turn": {"cs": "Ukončit tah (zbylé útoky proběhnou)",
                 "en": "End the turn (remaining attacks resolve)"},
}


def _card(card_id: str, lang: str, catalog: Catalog) -> str:
    """Name, cost, stats and the card's text (generated from its data, ``card_text``)."""
    info = catalog.info[card_id]
    name = info.name[lang]
    head = (f"{name} [{info.cost}] {info.attack}/{info.health}" if info.creature
            else f"{name} [{info.cost}]")
    text = card_text(card_id, lang, catalog)
    return f"{head} — {text}" if text else head


def label(state: ClashData, action: Action, lang: str) -> str:
    """A one-line description of ``action`` in ``state`` (``lang`` is cs or en)."""
    kind = action.kind
    catalog = state.catalog
    if kind in _WORDS:
        return _WORDS[kind][lang]
    if kind == "choose_deck":
        number = action.int_arg("deck")
        names = ", ".join(catalog.name(c)[lang] for c in catalog.deck_lists[number])
        return f"{'Balíček' if lang == 'cs' else 'Deck'} {number}: {names}"
    if kind == "draft_pick":
        return _card(state.draft_shown[action.int_arg("index")], lang, catalog)
    if kind == "remove_card":
        victim = 1 - draft.remover(state)
        return _card(state.custom[victim][action.int_arg("index")], lang, catalog)
    waiting = state.waiting_returns()
    if kind == "choose_return" and waiting is not None:
        return _card(waiting.cards[action.int_arg("index")], lang, catalog)
    if kind in ("play", "cast"):
        cards = state.hands[state.active]
        card = cards[hand.window(cards)[action.int_arg("pick") - 1]]
        text = _card(card, lang, catalog)
        row = action.word_arg("row")
        if kind == "play":
            return f"{text} → {_ROW[row][lang]}"
        side, pos = action.int_arg("side"), action.int_arg("position")
        target = state.board[side][ROW_INDEX[row]][pos - 1].card
        own = {"cs": "vlastní", "en": "own"} if side == state.active else {
            "cs": "soupeřova", "en": "enemy"}
        return f"{text} → {catalog.name(target)[lang]} ({own[lang]}, {_ROW[row][lang]}, {pos})"
    return action.to_text()
