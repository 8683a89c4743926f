"""What each Science Duel choice decides, in plain words (``Game.action_label`` and
``Game.menu_entry``), in cs and en through the game's message catalog.

"Play Beetle (2 mana) to slot 3 — <text>", "Attack the enemy hero with Beetle 2/1",
"Exchange Beetle, Phoenix", "Burn Beetle". A played card and the ability end with the
card's text (``cardtext.card_text``, generated from its ops). In a long menu the
choices of one card or one attacker share a heading ("Attack with Beetle 2/1") and
each entry names only what differs (the slot, the target).

Only the deciding seat's ``PlayerView`` is read: its own hand, costs, deck list and
graveyard, the public board, the pending decision, and its log where the
observation alone cannot tell a burn from a revive. Targets are named from the
deciding seat's side: own or enemy hero, a unit with its side and slot.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from cardtable.games.science_duel.carddef import CardDef, Whenever
from cardtable.games.science_duel.cardtext import card_text
from cardtable.games.science_duel.messages import MANA
from cardtable.kernel import Action, MenuEntry, PlayerView
from cardtable.kernel.i18n import translate
from cardtable.kernel.plural import count

Label = tuple[str, str, str]
"""A choice described three ways: (heading of its group, entry under it, whole label)."""

TRIGGERS: Final[tuple[str, ...]] = (
    "effects", "on_play", "momentum", "on_summon", "on_death", "on_draw", "on_burn",
    "start_turn", "start_each_turn", "end_turn", "end_each_turn", "whenever"
)
"""The parts of a card that hold effects."""
REVIVE_PICK_MAX: Final = 80
"""A revive offers at most the 80 most recent units of the graveyard (``zones``)."""


def _t(key: str, lang: str, /, **params: Any) -> str:
    return translate(f"science_duel.{key}", lang, params)


class Labeller:
    """Labels of one seat's choices, read from its view."""

    def __init__(self, view: PlayerView, lang: str, cards: Mapping[str, CardDef]) -> None:
        self.view = view
        self.seat = view.seat
        self.obs: Mapping[str, Any] = view.observation
        self.side: Mapping[str, Any] = self.obs["sides"][self.seat]
        self.lang = lang
        self.cards = cards

    # ---- names -------------------------------------------------------------------------
    def name(self, cid: str | None) -> str:
        if cid is None or cid not in self.cards:
            return _t("no_card", self.lang)
        return self.cards[cid].name.get(self.lang, self.cards[cid].name["en"])

    def with_text(self, line: str, cid: str | None) -> str:
        """``line`` followed by the card's text, if it has one."""
        if cid is None or cid not in self.cards:
            return line
        text = card_text(self.cards[cid], self.lang, self.cards)
        return f"{line} — {text}" if text else line

    def unit(self, seat: int, slot: int) -> Mapping[str, Any] | None:
        units: Sequence[Mapping[str, Any] | None] = self.obs["sides"][seat]["units"]
        return units[slot - 1] if 1 <= slot <= len(units) else None

    def unit_short(self, seat: int, slot: int) -> str:
        u = self.unit(seat, slot)
        if u is None:
            return _t("entry_slot_only", self.lang, slot=slot)
        return _t("unit_short", self.lang, card=self.name(u["card"]), attack=u["attack"],
                  health=u["health"])

    def target(self, code: int) -> str:
        """A target code (``seat * 8 + slot``, slot 0 the hero) from the deciding seat's side."""
        seat, slot = divmod(code, 8)
        own = seat == self.seat
        if slot == 0:
            return _t("hero_own" if own else "hero_enemy", self.lang)
        u = self.unit(seat, slot)
        card = self.name(u["card"] if u is not None else None)
        attack, health = (u["attack"], u["health"]) if u is not None else ("?", "?")
        return _t("unit_own" if own else "unit_enemy", self.lang, card=card, attack=attack,
                  health=health, slot=slot)

    def hand_card(self, index: int) -> tuple[str | None, str]:
        """The id of the hand card at ``index`` and its name with its current cost."""
        cid: str | None = self.side["hand"][index]
        cost = self.side["costs"][index]
        return cid, _t("card_cost", self.lang, card=self.name(cid),
                       cost=count(cost, MANA, self.lang))

    # ---- one function per action kind ----------------------------------------------------
    def describe(self, action: Action) -> Label:
        return LABELS[action.kind](self, action)

    def trim(self, action: Action) -> Label:
        deck: list[str] = list(self.side.get("deck") or [])
        cid = sorted(set(deck))[action.int_arg("card")]
        card = self.name(cid)
        return (_t("group_trim", self.lang),
                _t("entry_trim", self.lang, card=card, copies=deck.count(cid)),
                _t("label_trim", self.lang, card=card))

    def mulligan(self, action: Action) -> Label:
        picks = action["cards"]
        assert isinstance(picks, tuple)
        if not picks:
            return (_t("group_mulligan", self.lang), _t("entry_keep", self.lang),
                    _t("label_keep", self.lang))
        cards = ", ".join(self.name(self.side["hand"][int(i)]) for i in picks)
        return (_t("group_mulligan", self.lang), cards,
                _t("label_mulligan", self.lang, cards=cards))

    def play(self, action: Action) -> Label:
        cid, card = self.hand_card(action.int_arg("hand"))
        slot, code = action.int_arg("slot"), action.int_arg("target")
        target = self.target(code) if code >= 0 else ""
        if slot and code >= 0:
            return (self.with_text(_t("group_play_unit_target", self.lang, card=card,
                                      slot=slot), cid), target,
                    self.with_text(_t("label_play_unit_target", self.lang, card=card,
                                      slot=slot, target=target), cid))
        if slot:
            group = self.with_text(_t("group_play_unit", self.lang, card=card), cid)
            return (group, _t("entry_slot", self.lang, slot=slot),
                    self.with_text(_t("label_play_unit", self.lang, card=card, slot=slot),
                                   cid))
        if code >= 0:
            return (self.with_text(_t("group_play_target", self.lang, card=card), cid), target,
                    self.with_text(_t("label_play_target", self.lang, card=card,
                                      target=target), cid))
        return (_t("group_play", self.lang), card,
                self.with_text(_t("label_play", self.lang, card=card), cid))

    def attack(self, action: Action) -> Label:
        unit = self.unit_short(self.seat, action.int_arg("unit"))
        slot = action.int_arg("target")
        group = _t("group_attack", self.lang, unit=unit)
        if slot == 0:
            return (group, _t("entry_attack_hero", self.lang),
                    _t("label_attack_hero", self.lang, unit=unit))
        target = self.unit_short(1 - self.seat, slot)
        return (group, _t("entry_attack_unit", self.lang, target=target, slot=slot),
                _t("label_attack_unit", self.lang, unit=unit, target=target, slot=slot))

    def ability(self, action: Action) -> Label:
        cid = next((e["card"] for e in self.side["effects"]
                    if e is not None and e.get("kind") == "ability"), None)
        card = self.name(cid)
        code = action.int_arg("target")
        if code < 0:
            label = self.with_text(_t("label_ability", self.lang, card=card), cid)
            return "", label, label
        target = self.target(code)
        return (self.with_text(_t("group_ability", self.lang, card=card), cid), target,
                self.with_text(_t("label_ability_target", self.lang, card=card,
                                  target=target), cid))

    def end_turn(self, action: Action) -> Label:
        label = _t("label_end_turn", self.lang)
        return "", label, label

    def choose_target(self, action: Action) -> Label:
        target = self.target(action.int_arg("target"))
        return (_t("group_target", self.lang), target,
                _t("label_target", self.lang, target=target))

    def choose_slot(self, action: Action) -> Label:
        slot = action.int_arg("slot")
        return (_t("group_slot", self.lang), _t("entry_slot_only", self.lang, slot=slot),
                _t("label_slot", self.lang, slot=slot))

    def choose_card(self, action: Action) -> Label:
        index = action.int_arg("index")
        if self.revives():
            grave = self.grave_units()
            card = self.name(grave[index] if index < len(grave) else None)
            return (_t("group_revive", self.lang), card,
                    _t("label_revive", self.lang, card=card))
        hand: Sequence[str | None] = self.side["hand"]
        card = self.name(hand[index] if index < len(hand) else None)
        return _t("group_burn", self.lang), card, _t("label_burn", self.lang, card=card)

    def choose_option(self, action: Action) -> Label:
        yes = action.int_arg("option") == 1
        return (_t("group_option", self.lang), _t("entry_yes" if yes else "entry_no", self.lang),
                _t("label_yes" if yes else "label_no", self.lang))

    # ---- which card a choose_card decision picks ---------------------------------------------
    def grave_units(self) -> list[str]:
        grave: Sequence[str] = self.side["grave"]
        units = [c for c in grave if c in self.cards and self.cards[c].type == "unit"]
        return units[-REVIVE_PICK_MAX:]

    def revives(self) -> bool:
        """Whether the pending ``choose_card`` picks a unit to revive from the graveyard
        rather than a hand card to burn: by the number of choices when only one of the
        two fits, else by the newest card in the log whose text revives or burns by
        choice."""
        pending = self.obs.get("pending") or {}
        n = len(pending.get("options", ()))
        burn_fits = n == len(self.side["hand"])
        revive_fits = n == len(self.grave_units())
        if burn_fits != revive_fits:
            return revive_fits
        for event in reversed(self.view.events):
            cid = event.params.get("card")
            if isinstance(cid, str) and cid in self.cards:
                found = _picks(self.cards[cid])
                if found is not None:
                    return found == "revive"
        return False


def _picks(card: CardDef) -> str | None:
    """"burn" or "revive" when the card's text burns a card or revives a unit of its
    owner's choice, else ``None``."""
    found: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, Mapping):
            if value.get("op") == "burn_choose":
                found.append("burn")
            elif value.get("op") == "revive" and value.get("place", "choose") == "choose":
                found.append("revive")
            for inner in value.values():
                walk(inner)
        elif isinstance(value, (list, tuple)):
            for inner in value:
                walk(inner)

    for name in TRIGGERS:
        for part in getattr(card, name):
            effects = part.effects if isinstance(part, Whenever) else (part,)
            walk([op.model_dump(mode="json") for op in effects])
    return found[0] if found else None


LABELS: Final[dict[str, Callable[[Labeller, Action], Label]]] = {
    "trim": Labeller.trim, "mulligan": Labeller.mulligan, "play": Labeller.play,
    "attack": Labeller.attack, "use_ability": Labeller.ability, "end_turn": Labeller.end_turn,
    "choose_target": Labeller.choose_target, "choose_slot": Labeller.choose_slot,
    "choose_card": Labeller.choose_card, "choose_option": Labeller.choose_option,
}
"""The label of every action kind of ``ScienceDuel.action_space``."""


def action_label(view: PlayerView, action: Action, lang: str,
                 cards: Mapping[str, CardDef]) -> str:
    """The whole label of ``action``, one of ``view``'s seat's choices."""
    return Labeller(view, lang, cards).describe(action)[2]


def menu_entry(view: PlayerView, action: Action, lang: str,
               cards: Mapping[str, CardDef]) -> MenuEntry:
    """``action`` as a heading and an entry of a grouped menu."""
    group, entry, _ = Labeller(view, lang, cards).describe(action)
    return MenuEntry(group, entry)
