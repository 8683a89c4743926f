"""Terminal rendering of a HexyGame observation (HX-CONTENT-20), cs and en, for an
80-column terminal: the turn, phase, priority holder and the pending decision; the
hex map (``hexmap_render``) with each board card as a code, its points and its
Action Die; the board cards in words; the stack from the top; each seat's Energy
Pool, Winning Die, hand, library and graveyard.

Every word comes from the cs/en tables of ``messages.py`` and ``opbase.py``; no
uid, cell index or Python value is shown. The helpers that name cards, hexes and
targets are shared with ``labels.py``.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.games.hexy.cards import Catalog
from cardtable.games.hexy.hexmap_render import LABEL_WIDTH, draw_map
from cardtable.games.hexy.maps import hexy_map
from cardtable.games.hexy.messages import DECISION_NAME, OBJECT_NAME, PAY_NAME, PHASE_NAME, UI
from cardtable.games.hexy.model import KEYWORDS, POOL_NAMES
from cardtable.games.hexy.opbase import COLOUR_NAME, KEYWORD_NAME
from cardtable.kernel.i18n import translate

WIDTH = 76
"""Columns of the text: the terminal shows it in a panel (a border and a space each
side), so an 80-column terminal fits it."""
LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = LOWER.upper()


# ---- names shared with labels.py ----------------------------------------------------
def card_name(cat: Catalog, cid: str | None, lang: str) -> str:
    if cid is None or cid not in cat.index:
        return "?"
    return cat.names[cat.index[cid]][lang]


def hex_words(coords: Sequence[int] | None) -> str:
    """``(q, r)`` as the map's margin gives them."""
    if coords is None:
        return "?"
    return f"({coords[0]}, {coords[1]})"


def seat_words(seat: int, lang: str) -> str:
    return f"{UI[lang]['seat_l']} {seat}"


def ref_words(ref: Mapping[str, Any] | None, cat: Catalog, lang: str) -> str:
    """A card, hex, player or stack object described by ``observe.target_ref``."""
    w = UI[lang]
    if ref is None or ref.get("none"):
        return w["no_target"]
    if "seat" in ref and "object" not in ref and "card" not in ref:
        return seat_words(int(ref["seat"]), lang)
    if "object" in ref:
        kind = ref["object"]
        if kind is None:
            return "?"
        name = OBJECT_NAME[kind][lang]
        card = f" {card_name(cat, ref['card'], lang)}" if ref.get("card") else ""
        return f"{name}{card} ({seat_words(int(ref['seat']), lang)})"
    if "card" not in ref:
        return f"{w['hex_w']} {hex_words(ref.get('hex'))} ({w['empty_hex']})"
    owner = ref.get("owner")
    where = f" {w['at']} {hex_words(ref['hex'])}" if ref.get("hex") is not None else ""
    who = f" ({seat_words(int(owner), lang)})" if owner is not None else ""
    return f"{card_name(cat, ref['card'], lang)}{who}{where}"


def unit_codes(board: Sequence[Mapping[str, Any]]) -> dict[int, str]:
    """A short code per board card (by uid): seat 0's cards ``a``, ``b``..., seat 1's
    ``A``, ``B``... in the order of the cells; two letters past the 26th."""
    out: dict[int, str] = {}
    count = [0, 0]
    for unit in board:
        seat = int(unit["owner"])
        letters = LOWER if seat == 0 else UPPER
        n = count[seat]
        count[seat] += 1
        code = letters[n] if n < 26 else letters[n // 26 - 1] + letters[n % 26]
        out[int(unit["uid"])] = code
    return out


def cell_label(unit: Mapping[str, Any], code: str) -> str:
    """``a3:2``: the code, the points, ``:`` and the Action Die (``!`` for the die of
    a counter-attack); the die is left out when the label would not fit."""
    label = f"{code}{unit['points']}"
    if unit["die"] >= 0:
        with_die = f"{label}{'!' if unit['counter_die'] else ':'}{unit['die']}"
        if len(with_die) <= LABEL_WIDTH:
            label = with_die
    return label


def _wrap(text: str, indent: int = 4) -> list[str]:
    return textwrap.wrap(text, WIDTH, subsequent_indent=" " * indent,
                         break_long_words=True, break_on_hyphens=False) or [""]


# ---- the screen -----------------------------------------------------------------------
def render(obs: Mapping[str, Any], lang: str, cat: Catalog) -> str:
    w = UI[lang]
    lines: list[str] = []
    me = obs.get("seat")
    hmap = hexy_map(str(obs["map"]))
    codes = unit_codes(obs["board"])
    lines += _wrap(_header(obs, lang))
    lines += _wrap(_decision(obs, lang, cat))
    by_cell = {int(u["cell"]): u for u in obs["board"]}

    def label(i: int) -> str:
        unit = by_cell.get(i)
        return cell_label(unit, codes[int(unit["uid"])]) if unit is not None else ""

    lines.append(f"{w['map']}: {hmap.name(lang)}")
    lines += draw_map(hmap, label)
    lines += _wrap(w["map_legend"], 2)
    lines.append(f"{w['board']}:" + ("" if obs["board"] else f" {w['none']}"))
    for unit in obs["board"]:
        lines += _wrap(_unit_line(unit, codes[int(unit["uid"])], lang, cat), 5)
    lines.append(f"{w['stack']}:" + ("" if obs["stack"] else f" {w['empty']}"))
    for n, obj in enumerate(reversed(obs["stack"]), start=1):
        lines += _wrap(f"  {n}. {stack_words(obj, lang, cat)}", 6)
    for seat in (0, 1):
        lines += _seat_lines(obs, seat, me, lang, cat)
    return "\n".join(lines)


def _header(obs: Mapping[str, Any], lang: str) -> str:
    w = UI[lang]
    phase = PHASE_NAME.get(str(obs["phase"]), {}).get(lang, "?")
    return (f"HexyGame — {w['turn']} {obs['turn']}, {phase}; {w['active']}: "
            f"{seat_words(int(obs['active']), lang)}; {w['priority']}: "
            f"{seat_words(int(obs['holder']), lang)}")


def _decision(obs: Mapping[str, Any], lang: str, cat: Catalog) -> str:
    w = UI[lang]
    if obs.get("terminal") or obs.get("result_reason"):
        reason = obs.get("result_reason")
        text = translate(f"hexy.end_{reason}", lang) if reason else ""
        returns = obs.get("returns") or []
        winner = [s for s, r in enumerate(returns) if r > 0]
        result = (f"{seat_words(winner[0], lang)} {w['wins']}" if winner else w["draw"])
        return f"{w['over']}: {text}; {result}"
    d = obs.get("decision")
    if not d:
        return f"{w['waiting']}: {w['none']}"
    kind = DECISION_NAME.get(str(d["kind"]), {}).get(lang, "?")
    extra = ""
    what = d.get("for")
    if what == "target":
        extra = f" ({w['choose_target']} {w['for_of']} {card_name(cat, d.get('card'), lang)})"
    elif what in ("discard", "discard_cost", "search", "colour"):
        extra = f" ({w[what]})"
    elif what == "order":
        extra = f" ({w['first']})"
    return f"{w['waiting']}: {kind}{extra}; {w['decides']} {seat_words(int(d['seat']), lang)}"


def _unit_line(unit: Mapping[str, Any], code: str, lang: str, cat: Catalog) -> str:
    w = UI[lang]
    name = card_name(cat, unit["card"], lang)
    numbers = (f"A{unit['attack']} D{unit['defence']} Ac{unit['actions']} "
               f"P{unit['points']}/{unit['cap']}")
    if unit["die"] >= 0:
        die = w["counter_die"] if unit["counter_die"] else w["die"]
        numbers += f", {die} {unit['die']}"
    parts = [f"  {code:<2} {name} ({seat_words(int(unit['owner']), lang)}) "
             f"{hex_words(unit['hex'])}: {numbers}"]
    kws = [KEYWORD_NAME[lang][k] for k in KEYWORDS if k in unit["keywords"]]
    if kws:
        parts.append(", ".join(kws))
    if unit["enchantments"]:
        enchants = ", ".join(f"{card_name(cat, e['card'], lang)} "
                             f"({seat_words(int(e['owner']), lang)})"
                             for e in unit["enchantments"])
        parts.append(f"{w['ench']}: {enchants}")
    return "; ".join(parts)


def stack_words(obj: Mapping[str, Any], lang: str, cat: Catalog) -> str:
    """One stack object in words: controller, what, its card and its targets, an
    attack's attackers (the first declared, then the ambush), the counter-attack."""
    w = UI[lang]
    kind = str(obj["kind"])
    named = obj.get("named") or {}
    who = seat_words(int(obj["seat"]), lang)
    what = OBJECT_NAME[kind][lang]
    name = card_name(cat, obj.get("card"), lang)
    if kind == "attack":
        attackers = named.get("attackers") or []
        first = ref_words(attackers[0], cat, lang) if attackers else "?"
        text = (f"{who}: {what} — {first} {w['attacks']} "
                f"{ref_words(named.get('target'), cat, lang)}")
        if len(attackers) > 1:
            text += f"; {w['ambush']}: " + ", ".join(
                ref_words(a, cat, lang) for a in attackers[1:])
        if named.get("victim") is not None:
            paid = PAY_NAME[obj["paid"]][lang] if obj.get("paid") in PAY_NAME else "?"
            text += (f"; {w['counter_vs']} {ref_words(named['victim'], cat, lang)}, "
                     f"{w['paid']} {paid}")
        return text
    if kind == "move":
        return f"{who}: {what} — {name} {w['to']} {hex_words(named.get('hex'))}"
    if kind in ("draw", "score"):
        return f"{who}: {what}"
    if kind == "ability" and obj.get("ability", -1) < 0:
        text = f"{who}: {w['shared']} — {name}"
    elif kind in ("ability", "trigger"):
        text = f"{who}: {what} — {name}"
    else:
        text = f"{who}: {what} {name}"
        if named.get("hex") is not None:
            text += f" {w['at']} {hex_words(named['hex'])}"
    targets = named.get("targets") or []
    if targets:
        text += f"; {w['targets']}: " + ", ".join(ref_words(t, cat, lang) for t in targets)
    return text


def _seat_lines(obs: Mapping[str, Any], seat: int, me: Any, lang: str,
                cat: Catalog) -> list[str]:
    w = UI[lang]
    tags = []
    if seat == me:
        tags.append(w["you"])
    if seat == obs["active"]:
        tags.append(w["active"])
    tag = f" ({', '.join(tags)})" if tags else ""
    hand = obs["hands"][seat]
    grave = obs["graveyards"][seat]
    top = f" ({w['top']}: {card_name(cat, grave[-1], lang)})" if grave else ""
    out = _wrap(f"{w['seat']} {seat}{tag}: {w['windie']} {obs['winning_dice'][seat]}; "
                f"{w['hand']} {len(hand)}, {w['library']} {obs['library'][seat]}, "
                f"{w['grave']} {len(grave)}{top}; {w['mulligans']} "
                f"{obs['mulligans'][seat]}")
    pool = obs["pools"][seat]
    out += _wrap(f"  {w['pool']}: " + ", ".join(
        f"{COLOUR_NAME[lang][c]} {pool[i]}" for i, c in enumerate(POOL_NAMES)), 4)
    if seat == me:
        cards = ", ".join(f"[{i}] {card_name(cat, c, lang)}"
                          for i, c in enumerate(hand, start=1))
        out += _wrap(f"  {w['hand_cap']}: {cards or w['none']}", 4)
    elif any(c is not None for c in hand):
        known = ", ".join(card_name(cat, c, lang) for c in hand if c is not None)
        out += _wrap(f"  {w['known']}: {known}", 4)
    return out
