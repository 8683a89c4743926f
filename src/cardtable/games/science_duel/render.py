"""Terminal rendering (rich) of an observation in cs/en (action labels: ``labels.py``).

Shows both heroes (life, mana, fatigue), the field, each side's seven unit
slots with attack/health and keyword tags, the six effect slots (face-down
experiments as such), deck and graveyard sizes, and the seat's own hand with
current costs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from cardtable.games.science_duel.cards import CLASS_NAMES, CardDef

WORDS = {
    "en": {"life": "life", "mana": "mana", "deck": "deck", "grave": "graveyard",
           "hand": "hand", "field": "field", "none": "-", "exp": "experiment (face down)",
           "seat": "seat", "fatigue": "fatigue", "turn": "turn", "pending": "decision",
           "ready": "ready", "used": "used", "defender": "Def", "shield": "Shield",
           "poisonous": "Poison", "stealth": "Stealth", "lifesteal": "Lifesteal",
           "frozen": "Frozen", "dormant": "Dormant", "silenced": "Silenced"},
    "cs": {"life": "životy", "mana": "mana", "deck": "balíček", "grave": "hrob",
           "hand": "ruka", "field": "pole", "none": "-", "exp": "experiment (lícem dolů)",
           "seat": "hráč", "fatigue": "únava", "turn": "kolo", "pending": "rozhodnutí",
           "ready": "připravena", "used": "použita", "defender": "Obránce", "shield": "Štít",
           "poisonous": "Jedovatý", "stealth": "Skrytý", "lifesteal": "Lifesteal",
           "frozen": "Zmrazená", "dormant": "Neaktivní", "silenced": "Umlčená"},
}


def _name(cards: Mapping[str, CardDef], cid: str | None, lang: str) -> str:
    if cid is None:
        return "?"
    return cards[cid].name.get(lang, cid)


def _unit_text(cards: Mapping[str, CardDef], u: dict[str, Any], lang: str) -> str:
    w = WORDS[lang]
    tags = [w[k] for k in u["keywords"]]
    for flag in ("shield", "stealth", "frozen", "silenced"):
        if u[flag]:
            tags.append(w[flag])
    if u["dormant"]:
        tags.append(w["dormant"])
    mark = "" if u["ready"] else "~"
    extra = f" [{', '.join(tags)}]" if tags else ""
    return f"{mark}{_name(cards, u['card'], lang)} {u['attack']}/{u['health']}{extra}"


def _side_table(cards: Mapping[str, CardDef], obs: dict[str, Any], s: int, lang: str) -> Table:
    w = WORDS[lang]
    side = obs["sides"][s]
    cls = CLASS_NAMES[side["class"]][lang]
    title = (f"{w['seat']} {s} ({cls}) - {w['life']} {side['life']}, {w['mana']} "
             f"{side['mana']}/{side['mana_slots']}, {w['deck']} {side['deck_size']}, "
             f"{w['hand']} {side['hand_size']}, {w['grave']} {len(side['grave'])}, "
             f"{w['fatigue']} {side['fatigue']}")
    table = Table(title=title, show_header=True, expand=False)
    for i in range(7):
        table.add_column(str(i + 1))
    table.add_row(*[w["none"] if u is None else _unit_text(cards, u, lang) for u in side["units"]])
    effects = []
    for e in side["effects"]:
        if e is None:
            effects.append(w["none"])
        elif e["card"] is None:
            effects.append(w["exp"])
        else:
            state = "" if e.get("ready", True) else f" ({w['used']})"
            effects.append(_name(cards, e["card"], lang) + state)
    table.add_row(*effects, "")
    return table


def render(obs: dict[str, Any], lang: str, cards: Mapping[str, CardDef]) -> Group:
    w = WORDS[lang]
    parts: list[Any] = []
    field = obs["field"]
    head = f"{w['turn']} {obs['turn']}, {w['field']}: " + (
        w["none"] if field is None else _name(cards, field["card"], lang))
    parts.append(Text(head))
    seat = obs["seat"]
    order = [1 - seat, seat] if seat in (0, 1) else [1, 0]
    for s in order:
        parts.append(_side_table(cards, obs, s, lang))
    if seat in (0, 1):
        side = obs["sides"][seat]
        hand = [f"{i}: {_name(cards, c, lang)} ({cost})" for i, (c, cost) in
                enumerate(zip(side["hand"], side["costs"], strict=True))]
        parts.append(Text(f"{w['hand']}: " + "; ".join(hand)))
    if obs["pending"] is not None:
        p = obs["pending"]
        parts.append(Text(f"{w['pending']}: {p['kind']} ({w['seat']} {p['seat']})"))
    return Group(*parts)

