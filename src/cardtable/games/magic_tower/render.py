"""Terminal rendering of a Magic Tower observation with rich (cs/en, MT-CONTENT-18).

One compact table row per player (fits six players in 80 columns), the pile,
the pending decision, and the viewer's hand with each card's set mark, value,
cost, black text and its red/green trump text in its own colour, marked
active or inactive for the viewer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from cardtable.games.magic_tower.cards import CATALOG, CardRecord, Catalog

SET_MARK = {"humans": "Hu", "dragons": "Dr", "titans": "Ti", "undead": "Un",
            "air_masters": "Ai", "water_masters": "Wa", "sun": "Su", "moon": "Mo", "none": "N"}
SET_NAME = {
    "en": {"humans": "humans", "dragons": "dragons", "titans": "titans", "undead": "undead",
           "air_masters": "air masters", "water_masters": "water masters", "sun": "sun",
           "moon": "moon", "none": "non-set"},
    "cs": {"humans": "lidé", "dragons": "draci", "titans": "titáni", "undead": "nemrtví",
           "air_masters": "mistři vzduchu", "water_masters": "mistři vody", "sun": "slunce",
           "moon": "měsíc", "none": "nesadová"},
}
LABELS = {
    "en": {"seat": "#", "trump": "trump", "tower": "tow", "wall": "wall", "res": "gold/fd/mn",
           "src": "mi/fa/mo/ba", "sold": "sol", "hand": "h", "turn": "t", "fx": "effects",
           "deck": "deck", "pile": "pile top", "pending": "to decide", "hand_title": "your hand",
           "active": "active", "inactive": "inactive", "free": "free", "any3": "3 of any",
           "out": "out", "you": "you", "spells": "spells", "known": "seen in seat {seat}'s hand"},
    "cs": {"seat": "#", "trump": "trumf", "tower": "věž", "wall": "zeď", "res": "zl/jí/ma",
           "src": "do/fa/mo/ka", "sold": "voj", "hand": "r", "turn": "t", "fx": "účinky",
           "deck": "balík", "pile": "hromádka", "pending": "rozhoduje",
           "hand_title": "tvá ruka", "active": "platí", "inactive": "neplatí",
           "free": "zdarma", "any3": "3 libovolné", "out": "mimo hru", "you": "ty",
           "spells": "kouzla", "known": "viděno v ruce hráče {seat}"},
}


def _card(card_id: str, cat: Catalog) -> CardRecord:
    return cat.cards[cat.card_index[card_id]]


def cost_text(card: CardRecord, lang: str) -> str:
    if card.set == "none":
        return LABELS[lang]["any3"]
    if card.cost is None or card.cost.total == 0:
        return LABELS[lang]["free"]
    short = {"en": ("g", "f", "m"), "cs": ("z", "j", "m")}[lang]
    parts = [f"{v}{s}" for v, s in zip((card.cost.gold, card.cost.food, card.cost.mana), short,
                                       strict=True) if v]
    return " ".join(parts)


def card_lines(card_id: str, lang: str, trump_active: bool, cat: Catalog = CATALOG) -> Text:
    """One card: mark, value, name, cost; black text; trump text in red/green."""
    card = _card(card_id, cat)
    lab = LABELS[lang]
    text = Text()
    text.append(f"[{SET_MARK[card.set]}", style="bold cyan")
    text.append(f" {card.value}]" if card.value else "]", style="bold cyan")
    text.append(f" {card.name.get(lang)}", style="bold")
    text.append(f"  ({cost_text(card, lang)})", style="yellow")
    if not card.discardable:
        text.append(" ⊘", style="magenta")
    text.append(f"\n    {card.text.get(lang)}", style="white")
    if card.trump is not None:
        colour = "red" if card.trump.colour == "red" else "green"
        mark = f"✓ {lab['active']}" if trump_active else f"✗ {lab['inactive']}"
        style = f"bold {colour}" if trump_active else f"dim {colour}"
        text.append(f"\n    {card.trump.text.get(lang)} [{mark}]", style=style)
    return text


def _effects_short(obs: Mapping[str, Any], seat: int) -> str:
    names = [e["name"] for e in obs["effects"] if e["holder"] == seat]
    return ",".join(n[:8] for n in names)[:16]


def board_table(obs: Mapping[str, Any], lang: str) -> Table:
    lab = LABELS[lang]
    table = Table(box=None, pad_edge=False, padding=(0, 1), expand=False)
    for key in ("seat", "trump", "tower", "wall", "res", "src", "sold", "hand", "turn", "fx"):
        table.add_column(lab[key], no_wrap=True, overflow="ellipsis")
    viewer = obs.get("seat")
    current = obs.get("current_player")
    for s, b in enumerate(obs["boards"]):
        seat = f"{s}{'*' if s == current else ''}{'<' if s == viewer else ''}"
        wall = f"{b['wall']}" + (f"+{b['fire_wall']}" if b["fire_wall"] else "")
        sold = f"{b['soldiers']}" + ("+A" if b["archmage"] else "")
        trump = SET_MARK.get(b["trump"] or "", "-") + ("F" if b["fountain"] else "")
        style = None if b["alive"] else "dim strike"
        table.add_row(seat, trump, str(b["tower"]), wall,
                      f"{b['gold']}/{b['food']}/{b['mana']}",
                      f"{b['mines']}/{b['farms']}/{b['monuments']}/{b['barracks']}",
                      sold, str(b["hand_count"]), str(b["turn"]), _effects_short(obs, s),
                      style=style)
    return table


def render(obs: Mapping[str, Any], lang: str, cat: Catalog = CATALOG) -> Group:
    lab = LABELS[lang]
    parts: list[Any] = [board_table(obs, lang)]
    top = obs["pile"][-1][0] if obs["pile"] else "-"
    top_name = _card(top, cat).name.get(lang) if top != "-" else "-"
    info = Text(f"{lab['deck']}: {obs['deck_size']}   {lab['pile']}: {top_name}")
    pending = obs.get("pending")
    if pending is not None:
        info.append(f"   {lab['pending']}: {pending['seat']} ({pending['kind']})", style="bold")
    parts.append(info)
    viewer = obs.get("seat")
    if viewer is not None:
        board = obs["boards"][viewer]
        spells = board["spells"]
        if spells or board["borrowed"]:
            listed = [f"{s}×{n}" if n else s for s, n in spells.items()]
            if board["borrowed"]:
                listed.append(f"+{board['borrowed']}")
            parts.append(Text(f"{lab['spells']}: " + ", ".join(listed), style="blue"))
        great = any(e["holder"] == viewer and e["kind"] == "great_triple"
                    for e in obs["effects"])
        for target, cards in (obs.get("known_hands") or {}).items():
            names = ", ".join(_card(c, cat).name.get(lang) for c in cards)
            parts.append(Text(f"{lab['known'].format(seat=target)}: {names}", style="magenta"))
        parts.append(Text(f"{lab['hand_title']}:", style="underline"))
        for card_id in obs["hand"] or ():
            card = _card(card_id, cat)
            active = card.trump is not None and (great or card.set == board["trump"])
            parts.append(card_lines(card_id, lang, active, cat))
    return Group(*parts)

