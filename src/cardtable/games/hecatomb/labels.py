"""Decision labels and menu entries (``Game.action_label``, ``Game.menu_entry``): what
each choice does, in cs and en, naming cards as the table shows them, never ids.

Labels read only the deciding seat's view: its observation names every public
card by uid (``players_state[s]["cards"]``), its own hand, and what its pending
decision offers (payments, cards offered from its deck, the effects to order).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.games.hecatomb.cards import Catalog
from cardtable.games.hecatomb.model import DOOMS, NONE
from cardtable.games.hecatomb.opbase import DOOM_NAME
from cardtable.kernel import Action, MenuEntry, PlayerView

T = {
    "cs": {"mana": "Vyložit jako manovou kartu", "play": "Zahrát kartu",
           "tap": "Tapovací schopnost", "attack": "Zaútočit", "end_turn": "Ukončit kolo",
           "pass": "Nic dalšího nehrát", "add": "Přidat útočníka",
           "confirm": "Zaútočit vybranými", "prey": "Kořist Huntera", "no_prey": "Žádná kořist",
           "block": "Bránit", "done_blocking": "Už nebránit", "rip": "Roztrhat",
           "rip_done": "Dál netrhat", "target": "Cíl", "done": "Hotovo", "pay": "Zaplatit",
           "discard": "Odhodit", "card": "Vybrat kartu", "new": "jako novou abominaci",
           "onto": "na", "place": "Umístit", "yes": "Ano", "no": "Ne", "doom": "Doom many",
           "join": "Připojit k", "decline": "Nepřipojovat", "first": "Nejdřív",
           "replacement": "Náhrada", "seat": "hráč", "x": "za X", "strength": "síla",
           "regenerator": "Regenerator: zpět do ruky", "martyr": "Martyr: stát se manou",
           "soulbound": "Soulbound: připojit k abominaci", "ability": "schopnost",
           "blocks": "brání proti", "abom": "abominace", "nothing": "nic"},
    "en": {"mana": "Put down as a mana card", "play": "Play a card",
           "tap": "Tap ability", "attack": "Attack", "end_turn": "End the turn",
           "pass": "Play nothing more", "add": "Add an attacker",
           "confirm": "Attack with the chosen", "prey": "Hunter's prey", "no_prey": "No prey",
           "block": "Block", "done_blocking": "No more blocks", "rip": "Rip apart",
           "rip_done": "Stop ripping", "target": "Target", "done": "Done", "pay": "Pay",
           "discard": "Discard", "card": "Pick a card", "new": "as a new abomination",
           "onto": "onto", "place": "Place", "yes": "Yes", "no": "No", "doom": "Mana doom",
           "join": "Join", "decline": "Do not join", "first": "First",
           "replacement": "Replacement", "seat": "seat", "x": "with X", "strength": "strength",
           "regenerator": "Regenerator: back to hand", "martyr": "Martyr: become mana",
           "soulbound": "Soulbound: join an abomination", "ability": "ability",
           "blocks": "blocks", "abom": "abomination", "nothing": "nothing"},
}


class _Names:
    """Looks up what the view shows."""

    def __init__(self, obs: Mapping[str, Any], cat: Catalog, lang: str) -> None:
        self.obs = obs
        self.cat = cat
        self.lang = lang
        self.by_uid: dict[int, str] = {}
        for p in obs["players_state"]:
            self.by_uid.update({int(u): c for u, c in p["cards"].items()})
        pending = obs.get("pending") or {}
        self.by_uid.update({int(u): c for u, c in pending.get("offered", {}).items()})

    def card(self, cid: str | None) -> str:
        if cid is None:
            return "?"
        return self.cat.names[self.cat.index[cid]][self.lang]

    def uid(self, uid: int) -> str:
        return self.card(self.by_uid.get(uid))

    def abom(self, seat: int, index: int) -> str:
        ab = self.obs["players_state"][seat]["abominations"][index]
        return self._abom(ab)

    def _abom(self, ab: Mapping[str, Any]) -> str:
        top = self.card(ab["minions"][-1]["card"])
        size = ab["size"]
        if size == 1:
            return f"{top} ({T[self.lang]['strength']} {ab['strength']})"
        more = f"+{size - 1}"
        return f"{top} {more} ({T[self.lang]['strength']} {ab['strength']})"

    def aid(self, aid: int) -> str:
        for p in self.obs["players_state"]:
            for ab in p["abominations"]:
                if ab["id"] == aid:
                    return self._abom(ab)
        return "?"

    def hand(self, seat: int, index: int) -> str:
        return self.card(self.obs["players_state"][seat]["hand"][index])


def action_label(view: PlayerView, action: Action, lang: str, cat: Catalog) -> str:
    entry = menu_entry(view, action, lang, cat)
    return f"{entry.group}: {entry.entry}" if entry.group else entry.entry


def menu_entry(view: PlayerView, action: Action, lang: str, cat: Catalog) -> MenuEntry:
    obs = view.observation
    seat = view.seat
    n = _Names(obs, cat, lang)
    t = T[lang]
    kind = action.kind
    if kind == "play_mana":
        return MenuEntry(t["mana"], n.hand(seat, action.int_arg("hand")))
    if kind in ("play", "play_onto"):
        name = n.hand(seat, action.int_arg("hand"))
        x = action.int_arg("x")
        cid = obs["players_state"][seat]["hand"][action.int_arg("hand")]
        extra = f" ({t['x']} {x})" if cid is not None and cat.cost_x[cat.index[cid]] else ""
        if kind == "play_onto":
            return MenuEntry(t["play"], f"{name} {t['onto']} "
                                        f"{n.abom(seat, action.int_arg('abom'))}{extra}")
        if cid is not None and cat.ctype[cat.index[cid]] == "minion":
            return MenuEntry(t["play"], f"{name} {t['new']}{extra}")
        return MenuEntry(t["play"], f"{name}{extra}")
    if kind == "use_tap":
        ab = obs["players_state"][seat]["abominations"][action.int_arg("abom")]
        minion = ab["minions"][action.int_arg("pos")]["card"]
        return MenuEntry(t["tap"], f"{n.card(minion)} ({n.abom(seat, action.int_arg('abom'))})")
    if kind == "attack":
        return MenuEntry(t["attack"], f"{t['seat']} {action.int_arg('seat')}")
    if kind == "add_attacker":
        return MenuEntry(t["add"], n.abom(seat, action.int_arg("abom")))
    if kind == "block":
        combat = obs["combat"]
        blocker = n.abom(combat["defender"], action.int_arg("blocker"))
        attacker = n.abom(combat["attacker"], action.int_arg("attacker"))
        return MenuEntry(t["block"], f"{blocker} {t['blocks']} {attacker}")
    if kind == "hunt":
        choice = action.int_arg("choice")
        return MenuEntry(t["prey"], t["no_prey"] if choice == NONE else n.aid(choice))
    if kind == "ripper_kill":
        return MenuEntry(t["rip"], n.uid(action.int_arg("choice")))
    if kind == "choose_target":
        return MenuEntry(t["target"], _target(obs, n, action.int_arg("choice"), lang))
    if kind == "pay":
        payments = (obs.get("pending") or {}).get("payments") or []
        index = action.int_arg("choice")
        if index < len(payments):
            parts = [f"{k} {DOOM_NAME[lang][DOOMS[d]]}"
                     for d, k in enumerate(payments[index]) if k]
            return MenuEntry(t["pay"], ", ".join(parts) or t["nothing"])
        return MenuEntry(t["pay"], str(index + 1))
    if kind == "discard":
        return MenuEntry(t["discard"], n.hand(seat, action.int_arg("hand")))
    if kind == "choose_card":
        return MenuEntry(t["card"], n.uid(action.int_arg("choice")))
    if kind == "choose_placement":
        choice = action.int_arg("choice")
        return MenuEntry(t["place"], t["new"] if choice == NONE
                         else f"{t['onto']} {n.aid(choice)}")
    if kind == "choose_option":
        return MenuEntry("", t[action.word_arg("choice")])
    if kind == "choose_doom":
        return MenuEntry(t["doom"], DOOM_NAME[lang][DOOMS[action.int_arg("doom")]])
    if kind == "soulbound":
        choice = action.int_arg("choice")
        return MenuEntry("", t["decline"] if choice == NONE else f"{t['join']} {n.aid(choice)}")
    if kind == "choose_replacement":
        return MenuEntry(t["replacement"], t[action.word_arg("what")])
    if kind == "order_effects":
        order = (obs.get("pending") or {}).get("order") or []
        index = action.int_arg("choice")
        name = n.card(order[index]) if index < len(order) else str(index + 1)
        return MenuEntry(t["first"], name)
    words = {"end_turn": "end_turn", "pass": "pass", "confirm_attackers": "confirm",
             "done_blocking": "done_blocking", "ripper_done": "rip_done", "done": "done"}
    return MenuEntry("", t[words[kind]])


def _target(obs: Mapping[str, Any], n: _Names, choice: int, lang: str) -> str:
    what = (obs.get("pending") or {}).get("what")
    if what == "player":
        return f"{T[lang]['seat']} {choice}"
    if what == "abomination":
        return n.aid(choice)
    return n.uid(choice)
