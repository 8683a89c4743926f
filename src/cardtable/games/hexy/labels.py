"""Decision labels and menu entries of HexyGame (``Game.action_label``,
``Game.menu_entry``): what each choice does, in cs and en, naming cards, hexes
(axial ``(q, r)``, as the map's margin shows them) and players, never ids.

Labels read only the deciding seat's view: its observation shows the board, the
stack, its own hand and what its pending decision offers (``observe.decision``:
the target options in the engine's order, the cards of a discard or a search for
the decider only, the triggers to order).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.games.hexy.cards import Catalog
from cardtable.games.hexy.maps import hexy_map
from cardtable.games.hexy.messages import PAY_NAME, UI
from cardtable.games.hexy.model import COLOURS
from cardtable.games.hexy.opbase import COLOUR_NAME
from cardtable.games.hexy.render import card_name, hex_words, ref_words, seat_words
from cardtable.kernel import Action, MenuEntry, PlayerView
from cardtable.kernel.hexgrid import DIRECTIONS


def action_label(view: PlayerView, action: Action, lang: str, cat: Catalog) -> str:
    """"Move: Goblin from (0, 2) towards (1, 1)", "Cast: Fire Bolt"..."""
    entry = menu_entry(view, action, lang, cat)
    return f"{entry.group}: {entry.entry}" if entry.group else entry.entry


class _View:
    def __init__(self, obs: Mapping[str, Any], seat: int, cat: Catalog, lang: str) -> None:
        self.obs = obs
        self.seat = seat
        self.cat = cat
        self.lang = lang
        self.w = UI[lang]
        self.hmap = hexy_map(str(obs["map"]))
        self.by_cell = {int(u["cell"]): u for u in obs["board"]}

    def coords(self, cell: int) -> list[int] | None:
        if not 0 <= cell < len(self.hmap.cells):
            return None
        h = self.hmap.cells[cell]
        return [h.q, h.r]

    def unit(self, cell: int) -> str:
        """The board card on ``cell``: name, owner (when not the decider) and hex."""
        u = self.by_cell.get(cell)
        where = hex_words(self.coords(cell))
        if u is None:
            return f"{self.w['hex_w']} {where}"
        owner = int(u["owner"])
        who = "" if owner == self.seat else f" ({seat_words(owner, self.lang)})"
        return f"{card_name(self.cat, u['card'], self.lang)}{who} {self.w['at']} {where}"

    def hand(self, index: int) -> str | None:
        hand = self.obs["hands"][self.seat]
        return hand[index] if 0 <= index < len(hand) else None

    def name(self, cid: str | None) -> str:
        return card_name(self.cat, cid, self.lang)


def menu_entry(view: PlayerView, action: Action, lang: str, cat: Catalog) -> MenuEntry:
    v = _View(view.observation, view.seat, cat, lang)
    w = v.w
    kind = action.kind
    if kind in ("keep", "mulligan", "pass"):
        return MenuEntry("", w[kind])
    if kind == "take_energy":
        cell = action.int_arg("hex")
        u = v.by_cell.get(cell)
        per = cat.per_point[cat.index[u["card"]]] if u is not None else 1
        colour = COLOUR_NAME[lang][action.word_arg("colour")]
        return MenuEntry(w["take_energy"], f"{per} {colour} {w['from']} {v.unit(cell)}")
    if kind == "discard_for_energy":
        cid = v.hand(action.int_arg("hand"))
        colour = "colourless"
        if cid is not None:
            ci = cat.index[cid]
            if cat.type[ci] == "basic_energy" and cat.colours[ci]:
                colour = COLOURS[cat.colours[ci][0]]
        return MenuEntry(w["discard_energy"],
                         f"{v.name(cid)} ({w['for_energy']}: {COLOUR_NAME[lang][colour]})")
    if kind == "cast":
        return MenuEntry(w["cast"], _cast(v, action))
    if kind == "activate":
        return MenuEntry(w["activate"], _activate(v, action))
    if kind == "move":
        cell = action.int_arg("hex")
        here = v.hmap.cells[cell]
        step = DIRECTIONS[action.int_arg("dir")]
        there = [here.q + step.q, here.r + step.r]
        return MenuEntry(w["move"], f"{v.unit(cell)} {w['towards']} {hex_words(there)}")
    if kind == "attack":
        return MenuEntry(w["attack"], f"{v.unit(action.int_arg('target'))} {w['with']} "
                                      f"{v.unit(action.int_arg('hex'))}")
    if kind == "ambush":
        target = _attack_target(v, own=True)
        return MenuEntry(w["ambush"].capitalize(), f"{v.unit(action.int_arg('hex'))} "
                                                   f"{w['join']} {target}")
    if kind == "counter_attack":
        target = _attack_target(v, own=False)
        paid = PAY_NAME[action.word_arg("pay")][lang]
        return MenuEntry(w["counter"].capitalize(),
                         f"{target} → {v.unit(action.int_arg('victim'))}, {w['paying']} {paid}")
    if kind == "choose":
        return _choose(v, action.int_arg("choice"))
    if kind == "order_triggers":
        return MenuEntry(w["first"], _trigger(v, action.int_arg("choice")))
    return MenuEntry("", w["choose"])


def _cast(v: _View, action: Action) -> str:
    cid = v.hand(action.int_arg("hand"))
    name = v.name(cid)
    cell = action.int_arg("hex")
    if cid is None or cell < 0:
        return name
    if v.cat.type[v.cat.index[cid]] == "enchantment":
        return f"{name} → {v.unit(cell)}"
    return f"{name} {v.w['at']} {hex_words(v.coords(cell))}"


def _activate(v: _View, action: Action) -> str:
    cell = action.int_arg("hex")
    u = v.by_cell.get(cell)
    where = v.unit(cell)
    if u is None:
        return where
    ci = v.cat.index[u["card"]]
    own = v.cat.activated[ci]
    listed: tuple[int, ...] = (-1, *own) if v.cat.type[ci] == "building" else own
    index = action.int_arg("ability")
    ability = listed[index] if 0 <= index < len(listed) else -2
    if ability == -1:
        text = v.w["shared"]
    elif ability >= 0:
        text = v.cat.cards[ci].abilities[ability].text(v.lang)
    else:
        text = v.w["ability"]
    colour = action.word_arg("colour")
    extra = f" ({v.w['energy_w']}: {COLOUR_NAME[v.lang][colour]})" if colour in COLOURS else ""
    return f"{where} — {text}{extra}"


def _attack_target(v: _View, own: bool) -> str:
    """The attacked card of the topmost attack an ambush joins (``own``: the decider's)
    or a counter-attack answers (on the decider's card, no counter-attack yet)."""
    for obj in reversed(v.obs["stack"]):
        if obj["kind"] != "attack":
            continue
        named = obj.get("named") or {}
        if own and obj["seat"] == v.seat:
            return ref_words(named.get("target"), v.cat, v.lang)
        if not own and obj["seat"] != v.seat and named.get("victim") is None and \
                (named.get("target") or {}).get("owner") == v.seat:
            return ref_words(named.get("target"), v.cat, v.lang)
    return "?"


def _choose(v: _View, choice: int) -> MenuEntry:
    w = v.w
    d = v.obs.get("decision") or {}
    what = d.get("for")
    if what == "target":
        options = d.get("options") or []
        ref = options[choice] if 0 <= choice < len(options) else None
        group = f"{w['choose_target']} ({w['for_of']} {v.name(d.get('card'))})"
        return MenuEntry(group, ref_words(ref, v.cat, v.lang))
    if what in ("discard", "search"):
        cards = d.get("cards") or []
        cid = cards[choice] if 0 <= choice < len(cards) else None
        if cid is None:
            return MenuEntry(w[what], w["take_nothing"])
        return MenuEntry(w[what], v.name(cid))
    if what == "discard_cost":
        return MenuEntry(f"{w['discard_cost']} ({v.name(d.get('card'))})",
                         v.name(v.hand(choice)))
    if what == "colour":
        colour = COLOURS[choice] if 0 <= choice < len(COLOURS) else "colourless"
        return MenuEntry(w["colour"], f"{d.get('n', 1)} {COLOUR_NAME[v.lang][colour]}")
    if what == "order":
        return MenuEntry(w["first"], _trigger(v, choice))
    return MenuEntry(w["choose"], str(choice + 1))


def _trigger(v: _View, choice: int) -> str:
    options = (v.obs.get("decision") or {}).get("options") or []
    if not 0 <= choice < len(options):
        return str(choice + 1)
    item = options[choice]
    cid = item["card"]
    ci = v.cat.index[cid]
    text = v.cat.cards[ci].abilities[int(item["ability"])].text(v.lang)
    return f"{v.w['trigger_of']} {v.name(cid)} — {text}"
