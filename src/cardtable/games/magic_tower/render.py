"""Terminal rendering of a Magic Tower observation with rich (cs/en, MT-CONTENT-18).

One compact table row per player (fits six players in 80 columns), the deck,
the pile and the pending decision, the running effects and spells by name, and
the viewer's hand: one numbered line per card with its set mark, value, cost
and the text that a play would perform (the trump text when it applies, marked
✓: instead of the black text when red, after it when green, after a "/" when it
is a combo's text; ✗ marks a trump text that does not apply now), cut at the
screen's edge.
``info <number>`` at the prompt shows a card's whole text (``cardinfo.py``).
A two-player screen fits 80×24 with the first actions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from rich.console import Group
from rich.table import Table
from rich.text import Text

from cardtable.games.magic_tower.cards import CardRecord
from cardtable.games.magic_tower.catalog import CATALOG, Catalog
from cardtable.kernel.layout import Flow, cropped

SET_MARK: Final = {"humans": "Hu", "dragons": "Dr", "titans": "Ti", "undead": "Un",
            "air_masters": "Ai", "water_masters": "Wa", "sun": "Su", "moon": "Mo", "none": "N"}
SET_NAME: Final = {
    "en": {"humans": "humans", "dragons": "dragons", "titans": "titans", "undead": "undead",
           "air_masters": "air masters", "water_masters": "water masters", "sun": "sun",
           "moon": "moon", "none": "non-set"},
    "cs": {"humans": "lidé", "dragons": "draci", "titans": "titáni", "undead": "nemrtví",
           "air_masters": "mistři vzduchu", "water_masters": "mistři vody", "sun": "slunce",
           "moon": "měsíc", "none": "nesadová"},
}
LABELS: Final = {
    "en": {"seat": "#", "trump": "trump", "tower": "tower", "wall": "wall",
           "res": "gold/fd/mn", "src": "mi/fa/mo/ba", "sold": "army", "hand": "hand",
           "turn": "turn", "fx": "effects", "deck": "deck", "pile": "pile", "empty": "empty",
           "pending": "deciding", "hand_title": "your hand", "free": "free",
           "any3": "3 of any", "spells": "spells", "of_seat": "seat {seat}",
           "known": "seen in seat {seat}'s hand"},
    "cs": {"seat": "#", "trump": "trumf", "tower": "věž", "wall": "zeď", "res": "zl/jí/ma",
           "src": "do/fa/mo/ka", "sold": "vojsko", "hand": "ruka", "turn": "tah",
           "fx": "účinky", "deck": "balík", "pile": "hromádka", "empty": "prázdná",
           "pending": "rozhoduje", "hand_title": "tvá ruka", "free": "zdarma",
           "any3": "3 libovolné", "spells": "kouzla", "of_seat": "hráč {seat}",
           "known": "viděno v ruce hráče {seat}"},
}
PENDING: Final = {
    "en": {"trump": "chooses a trump set", "turn": "takes the turn", "pay": "pays",
           "target": "chooses a target", "kind": "chooses a kind",
           "atk_target": "chooses whom to attack", "atk_size": "chooses the army size",
           "defend": "chooses defenders", "allocate": "spends the damage",
           "fountain": "chooses the fountain's resource", "borrow": "chooses a spell",
           "dh_pick": "chooses a card to give up"},
    "cs": {"trump": "volí trumfovou sadu", "turn": "hraje tah", "pay": "platí",
           "target": "volí cíl", "kind": "volí druh", "atk_target": "volí, na koho zaútočí",
           "atk_size": "volí velikost vojska", "defend": "volí obránce",
           "allocate": "rozděluje poškození", "fountain": "volí surovinu z fontány",
           "borrow": "volí kouzlo", "dh_pick": "volí kartu, kterou odevzdá"},
}


def _card(card_id: str, cat: Catalog) -> CardRecord:
    return cat.cards[cat.card_index[card_id]]


def thing_name(name: str, lang: str, cat: Catalog = CATALOG) -> str:
    """The name in ``lang`` of a card or spell id (effects are named by either)."""
    if name in cat.card_index:
        return _card(name, cat).name.get(lang)
    spell = cat.spells.get(name)
    return spell.name.get(lang) if spell is not None else name


def cost_text(card: CardRecord, lang: str) -> str:
    if card.set == "none":
        return LABELS[lang]["any3"]
    if card.cost is None or card.cost.total == 0:
        return LABELS[lang]["free"]
    short = {"en": ("g", "f", "m"), "cs": ("z", "j", "m")}[lang]
    parts = [f"{v}{s}" for v, s in zip((card.cost.gold, card.cost.food, card.cost.mana), short,
                                       strict=True) if v]
    return " ".join(parts)


def card_line(number: int, card_id: str, lang: str, trump_active: bool,
              widths: tuple[int, int], cat: Catalog = CATALOG) -> Text:
    """One card of the hand on one line: number, set mark and value, name, cost, ⊘ when it
    cannot be discarded, the trump mark and the text a play performs (cut at the edge).
    ``widths`` pads the name and the cost so that the hand's columns line up."""
    card = _card(card_id, cat)
    mark = f"[{SET_MARK[card.set]}" + (f" {card.value}]" if card.value else "]")
    name_width, cost_width = widths
    line = cropped((f"{number} ", "bold"), (f"{mark:<6} ", "bold cyan"),
                   (f"{card.name.get(lang):<{name_width}} ", "bold"),
                   (f"{cost_text(card, lang):<{cost_width}} ", "yellow"),
                   ("⊘ " if not card.discardable else "  ", "magenta"))
    black = card.text.get(lang)
    trump = card.trump
    if trump is None:
        line.append(black)
        return line
    colour = "red" if trump.colour == "red" else "green"
    if not trump_active:
        line.append("✗ ", style=f"dim {colour}")
        line.append(black)
        return line
    line.append("✓ ", style=f"bold {colour}")
    if trump.combo_with:  # only in the combo: played alone, the black text is done
        line.append(black + " / ")
    elif trump.colour == "green":
        line.append(black + " + ")
    line.append(trump.text.get(lang), style=f"bold {colour}")
    return line


def board_table(obs: Mapping[str, Any], lang: str) -> Table:
    lab = LABELS[lang]
    table = Table(box=None, pad_edge=False, padding=(0, 1), expand=False)
    for key in ("seat", "trump", "tower", "wall", "res", "src", "sold", "hand", "turn"):
        table.add_column(lab[key], no_wrap=True)
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
                      sold, str(b["hand_count"]), str(b["turn"]), style=style)
    return table


def _status(obs: Mapping[str, Any], lang: str, cat: Catalog) -> Flow:
    lab = LABELS[lang]
    top = thing_name(obs["pile"][-1][0], lang, cat) if obs["pile"] else lab["empty"]
    items = [Text(f"{lab['deck']} {obs['deck_size']}"), Text(f"{lab['pile']}: {top}")]
    pending = obs.get("pending")
    if pending is not None:
        what = PENDING[lang].get(pending["kind"], "")
        who = lab["of_seat"].format(seat=pending["seat"])
        items.append(Text(f"{lab['pending']}: {who}" + (f" ({what})" if what else ""),
                          style="bold"))
    return Flow(items, separator=" · ")


def _effects(obs: Mapping[str, Any], lang: str, cat: Catalog) -> Flow | None:
    lab = LABELS[lang]
    items = [Text(f"{thing_name(e['name'], lang, cat)} ({lab['of_seat'].format(seat=e['holder'])})")
             for e in obs["effects"]]
    return Flow(items, lead=Text(f"{lab['fx']}: "), separator=", ") if items else None


def render(obs: Mapping[str, Any], lang: str, cat: Catalog = CATALOG) -> Group:
    lab = LABELS[lang]
    parts: list[Any] = [board_table(obs, lang), _status(obs, lang, cat)]
    effects = _effects(obs, lang, cat)
    if effects is not None:
        parts.append(effects)
    viewer = obs.get("seat")
    if viewer is not None:
        board = obs["boards"][viewer]
        spells = board["spells"]
        if spells or board["borrowed"]:
            listed = [Text(f"{thing_name(s, lang, cat)}" + (f" ×{n}" if n >= 0 else ""))
                      for s, n in spells.items()]
            if board["borrowed"]:  # a spell borrowed for one cast
                listed.append(Text(f"+{thing_name(board['borrowed'], lang, cat)}"))
            parts.append(Flow(listed, lead=Text(f"{lab['spells']}: ", style="blue"),
                              separator=", "))
        great = any(e["holder"] == viewer and e["kind"] == "great_triple"
                    for e in obs["effects"])
        for target, cards in (obs.get("known_hands") or {}).items():
            names = [Text(_card(c, cat).name.get(lang)) for c in cards]
            parts.append(Flow(names, lead=Text(f"{lab['known'].format(seat=target)}: ",
                                               style="magenta"), separator=", "))
        hand = obs["hand"] or []
        parts.append(Text(f"{lab['hand_title']}:", style="underline"))
        widths = (max((len(_card(c, cat).name.get(lang)) for c in hand), default=0),
                  max((len(cost_text(_card(c, cat), lang)) for c in hand), default=0))
        for number, card_id in enumerate(hand, start=1):
            card = _card(card_id, cat)
            active = card.trump is not None and (great or card.set == board["trump"])
            parts.append(card_line(number, card_id, lang, active, widths, cat))
    return Group(*parts)

