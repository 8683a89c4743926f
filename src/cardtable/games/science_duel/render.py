"""Terminal rendering (rich) of an observation, and readable action labels, in cs/en.

A label for playing a card or using the ability ends with the card's text,
generated from its ops (``cardtext.card_text``).

Shows both heroes (life, mana, fatigue), the field, each side's seven unit
slots with attack/health and keyword tags, the six effect slots (face-down
experiments as such), deck and graveyard sizes, and the seat's own hand with
current costs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from cardtable.games.science_duel.cards import CLASS_NAMES, CardDef
from cardtable.games.science_duel.cardtext import card_text
from cardtable.kernel import Action

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState

WORDS = {
    "en": {"life": "life", "mana": "mana", "deck": "deck", "grave": "graveyard",
           "hand": "hand", "field": "field", "none": "-", "exp": "experiment (face down)",
           "hero": "hero", "seat": "seat", "fatigue": "fatigue", "slot": "slot",
           "turn": "turn", "pending": "decision", "ready": "ready", "used": "used",
           "defender": "Def", "shield": "Shield", "poisonous": "Poison", "stealth": "Stealth",
           "lifesteal": "Lifesteal", "frozen": "Frozen", "dormant": "Dormant",
           "silenced": "Silenced", "play": "play", "attack": "attack with", "end": "end turn",
           "ability": "use ability", "target": "target", "mulligan": "exchange cards",
           "trim": "remove from deck", "choose": "choose"},
    "cs": {"life": "životy", "mana": "mana", "deck": "balíček", "grave": "hrob",
           "hand": "ruka", "field": "pole", "none": "-", "exp": "experiment (lícem dolů)",
           "hero": "hrdina", "seat": "hráč", "fatigue": "únava", "slot": "slot",
           "turn": "kolo", "pending": "rozhodnutí", "ready": "připravena", "used": "použita",
           "defender": "Obránce", "shield": "Štít", "poisonous": "Jedovatý",
           "stealth": "Skrytý", "lifesteal": "Lifesteal", "frozen": "Zmrazená",
           "dormant": "Neaktivní", "silenced": "Umlčená", "play": "zahraj",
           "attack": "zaútoč s", "end": "konec kola", "ability": "použij schopnost",
           "target": "cíl", "mulligan": "vyměň karty", "trim": "odeber z balíčku",
           "choose": "vyber"},
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


def _target(st: SDState, code: int, lang: str) -> str:
    cards = st.cat.cards
    w = WORDS[lang]
    if code < 0:
        return ""
    seat, slot = divmod(code, 8)
    if slot == 0:
        return f" -> {w['hero']} {seat}"
    u = st.sides[seat].units[slot - 1]
    name = _name(cards, u.cid if u else None, lang)
    return f" -> {name} ({w['seat']} {seat}, {w['slot']} {slot})"


def _text(st: SDState, cid: str, lang: str) -> str:
    """" — " and the card's text (generated from its ops), or nothing for a card without."""
    text = card_text(st.cat.cards[cid], lang, st.cat.cards)
    return f" — {text}" if text else ""


def label(st: SDState, action: Action, lang: str) -> str:
    """A readable menu label for ``action``."""
    cards = st.cat.cards
    w = WORDS[lang]
    kind = action.kind
    args = dict(action.args)
    if kind == "play":
        side = st.sides[st.active]
        card = side.hand[int(args["hand"])]  # type: ignore[arg-type]
        slot = f" ({w['slot']} {args['slot']})" if args["slot"] else ""
        target = _target(st, int(args["target"]), lang)  # type: ignore[arg-type]
        return f"{w['play']} {_name(cards, card.cid, lang)}{slot}{target}" + \
            _text(st, card.cid, lang)
    if kind == "attack":
        u = st.sides[st.active].units[int(args["unit"]) - 1]  # type: ignore[arg-type]
        t = int(args["target"])  # type: ignore[arg-type]
        code = (1 - st.active) * 8 + t
        return f"{w['attack']} {_name(cards, u.cid if u else None, lang)}{_target(st, code, lang)}"
    if kind == "use_ability":
        ability = next((x.cid for x in st.sides[st.active].effects
                        if x is not None and x.kind == "ability"), None)
        return w["ability"] + _target(st, int(args["target"]), lang) + (  # type: ignore[arg-type]
            _text(st, ability, lang) if ability else "")
    if kind == "end_turn":
        return w["end"]
    if kind == "choose_target":
        return w["choose"] + _target(st, int(args["target"]), lang)  # type: ignore[arg-type]
    if kind == "mulligan":
        hand = st.sides[st.mull_seat].hand
        picks = args["cards"]
        assert isinstance(picks, tuple)
        names = [_name(cards, hand[int(i)].cid, lang) for i in picks]
        return f"{w['mulligan']}: {', '.join(names) or w['none']}"
    if kind == "trim":
        seat = next(s for s, side in enumerate(st.sides) if len(side.deck) > 30)
        ids = sorted({c.cid for c in st.sides[seat].deck})
        return f"{w['trim']}: {_name(cards, ids[int(args['card'])], lang)}"  # type: ignore[arg-type]
    return action.to_text()
