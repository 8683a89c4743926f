"""Terminal rendering (rich) of an observation in cs/en (action labels: ``labels.py``).

The screen shows the turn and the field, then each side (the opponent first):
the hero's line (life, mana, deck, hand, graveyard, fatigue), its occupied unit
slots with attack/health and keyword tags, its effect slots (face-down
experiments as such) and the hand cards both players know; then the seat's own
hand, numbered from 1, with current costs. Items wrap between cards, never
inside one, so a two-player screen fits 80×24 with the first actions;
``info <number>`` at the prompt shows a card's text (``cardinfo.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from rich.console import Group
from rich.text import Text

from cardtable.games.science_duel.carddef import CardDef
from cardtable.games.science_duel.cards import CLASS_NAMES
from cardtable.kernel.layout import Flow

WORDS: Final = {
    "en": {"life": "life", "mana": "mana", "deck": "deck", "grave": "graveyard",
           "hand": "hand", "field": "field", "none": "-", "exp": "experiment (face down)",
           "hero": "hero", "seat": "seat", "fatigue": "fatigue", "slot": "slot",
           "turn": "turn", "pending": "deciding", "ready": "ready", "used": "used",
           "defender": "Def", "shield": "Shield", "poisonous": "Poison", "stealth": "Stealth",
           "lifesteal": "Lifesteal", "frozen": "Frozen", "dormant": "Dormant",
           "silenced": "Silenced", "play": "play", "attack": "attack with", "end": "end turn",
           "ability": "use ability", "target": "target", "mulligan": "exchange cards",
           "trim": "remove from deck", "choose": "choose", "units": "units",
           "effects": "effects", "known": "known in hand", "your_hand": "your hand"},
    "cs": {"life": "životy", "mana": "mana", "deck": "balíček", "grave": "hrob",
           "hand": "ruka", "field": "pole", "none": "-", "exp": "experiment (lícem dolů)",
           "hero": "hrdina", "seat": "hráč", "fatigue": "únava", "slot": "slot",
           "turn": "kolo", "pending": "rozhoduje", "ready": "připravena", "used": "použita",
           "defender": "Obránce", "shield": "Štít", "poisonous": "Jedovatý",
           "stealth": "Skrytý", "lifesteal": "Lifesteal", "frozen": "Zmrazená",
           "dormant": "Neaktivní", "silenced": "Umlčená", "play": "zahraj",
           "attack": "zaútoč s", "end": "konec kola", "ability": "použij schopnost",
           "target": "cíl", "mulligan": "vyměň karty", "trim": "odeber z balíčku",
           "choose": "vyber", "units": "jednotky", "effects": "efekty",
           "known": "známé v ruce", "your_hand": "tvá ruka"},
}
PENDING: Final = {
    "en": {"choose_target": "chooses a target", "choose_slot": "chooses a slot",
           "choose_card": "chooses a card", "choose_option": "chooses an option"},
    "cs": {"choose_target": "volí cíl", "choose_slot": "volí slot",
           "choose_card": "volí kartu", "choose_option": "volí možnost"},
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


def _hero_line(obs: dict[str, Any], s: int, lang: str) -> Flow:
    w = WORDS[lang]
    side = obs["sides"][s]
    cls = CLASS_NAMES[side["class"]][lang]
    items = [Text(f"{w['seat']} {s} ({cls})", style="bold"),
             Text(f"{w['life']} {side['life']}", style="bold"),
             Text(f"{w['mana']} {side['mana']}/{side['mana_slots']}"),
             Text(f"{w['deck']} {side['deck_size']}"), Text(f"{w['hand']} {side['hand_size']}"),
             Text(f"{w['grave']} {len(side['grave'])}")]
    if side["fatigue"]:
        items.append(Text(f"{w['fatigue']} {side['fatigue']}"))
    return Flow(items, separator=" · ")


def _side_parts(cards: Mapping[str, CardDef], obs: dict[str, Any], s: int,
                lang: str) -> list[Any]:
    """The hero line, the occupied unit and effect slots (numbered) and known hand cards."""
    w = WORDS[lang]
    side = obs["sides"][s]
    parts: list[Any] = [_hero_line(obs, s, lang)]
    units = [Text(f"{i} {_unit_text(cards, u, lang)}")
             for i, u in enumerate(side["units"], start=1) if u is not None]
    parts.append(Flow(units or [Text(w["none"])], lead=f"  {w['units']}: ", separator=" · "))
    effects = []
    for i, e in enumerate(side["effects"], start=1):
        if e is None:
            continue
        if e["card"] is None:
            effects.append(Text(f"{i} {w['exp']}", style="dim"))
        else:
            used = "" if e.get("ready", True) else f" ({w['used']})"
            effects.append(Text(f"{i} {_name(cards, e['card'], lang)}{used}"))
    if effects:
        parts.append(Flow(effects, lead=f"  {w['effects']}: ", separator=" · "))
    if s != obs["seat"]:
        known = [Text(_name(cards, c, lang)) for c in side["hand"] if c is not None]
        if known:
            parts.append(Flow(known, lead=f"  {w['known']}: ", separator=", "))
    return parts


def render(obs: dict[str, Any], lang: str, cards: Mapping[str, CardDef]) -> Group:
    w = WORDS[lang]
    field = obs["field"]
    head = f"{w['turn']} {obs['turn']} · {w['field']}: " + (
        w["none"] if field is None else _name(cards, field["card"], lang))
    parts: list[Any] = [Text(head)]
    seat = obs["seat"]
    order = [1 - seat, seat] if seat in (0, 1) else [1, 0]
    for s in order:
        parts.extend(_side_parts(cards, obs, s, lang))
    if seat in (0, 1):
        side = obs["sides"][seat]
        hand = [Text.assemble((f"{i} ", "bold"), f"{_name(cards, c, lang)} ({cost})")
                for i, (c, cost) in enumerate(zip(side["hand"], side["costs"], strict=True),
                                              start=1)]
        parts.append(Flow(hand or [Text(w["none"])], separator=" · ",
                          lead=Text(f"{w['your_hand']}: ", style="underline")))
    if obs["pending"] is not None:
        p = obs["pending"]
        what = PENDING[lang].get(p["kind"], "")
        parts.append(Text(f"{w['pending']}: {w['seat']} {p['seat']}"
                          + (f" ({what})" if what else ""), style="bold"))
    return Group(*parts)

