"""Terminal rendering of a Hecatomb observation (HC-CONTENT-17), cs and en, for an
80-column terminal: each player's souls, hand, deck, mana, god, relics and
abominations drawn as stacks from the top down, then the combat and the pending
decision."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.games.hecatomb.cards import Catalog
from cardtable.games.hecatomb.messages import DECISION_NAME
from cardtable.games.hecatomb.opbase import DOOM_NAME, SUBTYPE_NAME

WORDS = {
    "cs": {"seat": "Hráč", "souls": "duše", "hand": "ruka", "deck": "balíček",
           "mana": "mana", "god": "bůh", "relics": "relikvie", "grave": "hřbitov",
           "tapped": "taplá", "changed": "nová", "strength": "síla", "size": "velikost",
           "combat": "Boj", "vs": "útočí na", "decides": "rozhoduje hráč", "turn": "kolo",
           "none": "—", "pool": "bazén", "attacker": "útočí", "blocker": "brání",
           "removed": "mimo hru", "you": "ty"},
    "en": {"seat": "Seat", "souls": "souls", "hand": "hand", "deck": "deck",
           "mana": "mana", "god": "god", "relics": "relics", "grave": "graveyard",
           "tapped": "tapped", "changed": "new", "strength": "strength", "size": "size",
           "combat": "Combat", "vs": "attacks", "decides": "to decide: seat", "turn": "turn",
           "none": "—", "pool": "pool", "attacker": "attacking", "blocker": "blocking",
           "removed": "removed", "you": "you"},
}
DOOM_MARK = {"corruption": "K", "deceit": "L", "destruction": "D", "greed": "N"}
DOOM_MARK_EN = {"corruption": "C", "deceit": "De", "destruction": "Ds", "greed": "G"}


def _name(cat: Catalog, cid: str | None, lang: str) -> str:
    if cid is None:
        return "?"
    return cat.names[cat.index[cid]][lang]


def _doom(cat: Catalog, cid: str, lang: str) -> str:
    from cardtable.games.hecatomb.model import DOOMS

    return DOOM_NAME[lang][DOOMS[cat.doom[cat.index[cid]]]]


def _keywords(kw: Mapping[str, Any], lang: str) -> str:
    parts: list[str] = []
    for word, value in kw.items():
        name = word.capitalize()
        if isinstance(value, list):
            parts.append(f"{name} ({', '.join(DOOM_NAME[lang][d] for d in value)})")
        elif isinstance(value, bool):
            parts.append(name)
        else:
            parts.append(f"{name} +{value}")
    return ", ".join(parts)


def render(obs: Mapping[str, Any], lang: str, cat: Catalog) -> str:
    w = WORDS[lang]
    lines: list[str] = []
    me = obs.get("seat")
    for s, p in enumerate(obs["players_state"]):
        mark = " ◆" if s == obs["active"] else ""
        you = f" ({w['you']})" if s == me else ""
        lines.append(f"{w['seat']} {s}{you}{mark}: {p['souls']} {w['souls']}, "
                     f"{w['hand']} {p['hand_size']}, {w['deck']} {p['deck_size']}")
        mana = ", ".join(f"{_doom(cat, m['card'], lang)}{'*' if m['tapped'] else ''}"
                         for m in p["mana"])
        lines.append(f"  {w['mana']}: {mana or w['none']}"
                     + (f"  {w['pool']}: {p['pool']}" if any(p["pool"]) else ""))
        if p["god"] or p["relics"]:
            god = _name(cat, p["god"], lang) if p["god"] else w["none"]
            relics = ", ".join(_name(cat, r, lang) for r in p["relics"]) or w["none"]
            lines.append(f"  {w['god']}: {god}; {w['relics']}: {relics}")
        for i, ab in enumerate(p["abominations"]):
            flags = [w[f] for f in ("tapped", "changed") if ab[f]]
            if ab["role"]:
                flags.append(w[ab["role"]])
            head = (f"  [{i}] {w['strength']} {ab['strength']}, {w['size']} {ab['size']}"
                    + (f" — {_keywords(ab['keywords'], lang)}" if ab["keywords"] else "")
                    + (f" ({', '.join(flags)})" if flags else ""))
            lines.append(head)
            for m in reversed(ab["minions"]):
                ci = cat.index[m["card"]]
                sub = SUBTYPE_NAME[lang].get(cat.subtype[ci], "")
                lines.append(f"      {_name(cat, m['card'], lang)} ({m['strength']}, "
                             f"{_doom(cat, m['card'], lang)}, {sub})")
        if p["graveyard"]:
            lines.append(f"  {w['grave']}: {len(p['graveyard'])}, "
                         f"{_name(cat, p['graveyard'][-1], lang)}")
        if s == me:
            hand = ", ".join(f"[{i}] {_name(cat, c, lang)}"
                             for i, c in enumerate(p["hand"], start=1))
            lines.append(f"  {w['hand']}: {hand or w['none']}")
        elif any(c is not None for c in p["hand"]):
            known = ", ".join(_name(cat, c, lang) for c in p["hand"] if c is not None)
            lines.append(f"  {w['hand']}: {known}")
    c = obs.get("combat")
    if c:
        lines.append(f"{w['combat']}: {w['seat']} {c['attacker']} {w['vs']} "
                     f"{w['seat'].lower()} {c['defender']}")
    pending = obs.get("pending")
    if pending and not obs.get("terminal"):
        lines.append(f"{w['turn']} {obs['game_turn']}: "
                     f"{DECISION_NAME[pending['kind']][lang]}, {w['decides']} {pending['seat']}")
    return "\n".join(_fit(line) for line in lines)


def _fit(line: str, width: int = 80) -> str:
    return line if len(line) <= width else line[: width - 1] + "…"
