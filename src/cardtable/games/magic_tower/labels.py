"""What each Magic Tower choice decides, in plain words (``Game.action_label`` and
``Game.menu_entry``), in cs and en through the game's message catalog.

Every decision kind has a label: "Pay 7: 3 gold + 4 food" (not ``pay food=4 gold=3
mana=0``), "Discard Royal Archers and attack", "Target of the spell Vision: player
2", "Send 3 soldiers against player 1". In a long menu the same choice is a heading
shared by related choices ("Discard a card and attack") and a short entry under it
("Royal Archers").

Only what the deciding seat may see is read: its ``PlayerView`` (the pending decision
of the observation: fee, target, attackers, damage left; the log, which names the
card or spell that asks for a target or a kind) and the game's catalog of card and
spell names. Players are named by the seat numbers the board and the log show.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from cardtable.games.magic_tower.catalog import Catalog
from cardtable.games.magic_tower.messages import (
    ATTACKERS_DAT,
    RESOURCE_NAMES,
    RESOURCES,
    SOLDIERS_ACC,
    SOLDIERS_INS,
    SOURCE_NAMES,
    SOURCES_ACC,
    SOURCES_MANY,
)
from cardtable.games.magic_tower.model import HOW_TEXT
from cardtable.games.magic_tower.render import SET_NAME
from cardtable.kernel import Action, MenuEntry, PlayerView
from cardtable.kernel.i18n import localize, translate
from cardtable.kernel.plural import count

PLAYED = HOW_TEXT[1]
"""The ``how`` of a ``to_pile`` event for a card that was played."""

Label = tuple[str, str, str]
"""A choice described three ways: (heading of its group, entry under it, whole label)."""


def _t(key: str, lang: str, /, **params: Any) -> str:
    return translate(f"magic_tower.{key}", lang, params)


class Labeller:
    """Labels of one seat's choices, read from its view."""

    def __init__(self, view: PlayerView, lang: str, cat: Catalog) -> None:
        self.view = view
        self.obs: Mapping[str, Any] = view.observation
        self.lang = lang
        self.cat = cat
        pending = self.obs.get("pending")
        self.pending: Mapping[str, Any] = pending if isinstance(pending, Mapping) else {}

    # ---- names -------------------------------------------------------------------------
    def card(self, action: Action, key: str = "card") -> str:
        return str(self.cat.names[action.int_arg(key)][self.lang])

    def spell(self, spell: str) -> str:
        return str(self.cat.spell_name[spell][self.lang])

    def player(self, seat: int) -> str:
        return _t("player", self.lang, seat=seat)

    def source(self) -> tuple[str, str] | None:
        """The spell or card whose text asks the pending question: ("spell" or "card",
        its name), from the newest event of this turn that names one."""
        for event in reversed(self.view.events):
            key, params = event.key, event.params
            if key == "magic_tower.cast":
                return "spell", str(localize(params["name"], self.lang))
            if key == "magic_tower.to_pile" and params.get("how") == PLAYED:
                return "card", str(localize(params["name"], self.lang))
            if key == "magic_tower.turn":
                return None
        return None

    # ---- one function per action kind ----------------------------------------------------
    def describe(self, action: Action) -> Label:
        return LABELS[action.kind](self, action)

    def trump(self, action: Action) -> Label:
        name = SET_NAME[self.lang][action.word_arg("set")]
        return _t("group_trump", self.lang), name, _t("label_trump", self.lang, set=name)

    def play(self, action: Action) -> Label:
        card = self.card(action)
        return _t("group_play", self.lang), card, _t("label_play", self.lang, card=card)

    def combo(self, action: Action) -> Label:
        bearer = action.int_arg("bearer")
        members = (bearer, *self.cat.combo[bearer])
        cards = " + ".join(str(self.cat.names[c][self.lang]) for c in members)
        return (_t("group_combo", self.lang), _t("entry_combo", self.lang, cards=cards),
                _t("label_combo", self.lang, cards=cards))

    def full_set(self, action: Action) -> Label:
        name = SET_NAME[self.lang][action.word_arg("set")]
        return _t("group_set", self.lang), name, _t("label_set", self.lang, set=name)

    def sextet(self, action: Action) -> Label:
        params = {"value": action.word_arg("value"),
                  "sources": SOURCES_MANY[self.lang][action.word_arg("source")]}
        return (_t("group_sextet", self.lang), _t("entry_sextet", self.lang, **params),
                _t("label_sextet", self.lang, **params))

    def triple(self, action: Action) -> Label:
        return "", _t("label_triple", self.lang), _t("label_triple", self.lang)

    def discard(self, action: Action) -> Label:
        card = self.card(action)
        return _t("group_discard", self.lang), card, _t("label_discard", self.lang, card=card)

    def attack(self, action: Action) -> Label:
        card = self.card(action)
        return _t("group_attack", self.lang), card, _t("label_attack", self.lang, card=card)

    def cast(self, action: Action) -> Label:
        word = action.word_arg("spell")
        if word in self.cat.spell_name:
            spell = self.spell(word)
        else:  # the spell borrowed from another player (``spells.BORROWED``)
            board = self.obs["boards"][self.view.seat]
            spell = _t("borrowed", self.lang, spell=self.spell(board["borrowed"]))
        card = self.card(action)
        return (_t("group_cast", self.lang, spell=spell), card,
                _t("label_cast", self.lang, card=card, spell=spell))

    def pass_turn(self, action: Action) -> Label:
        return "", _t("label_pass", self.lang), _t("label_pass", self.lang)

    def pay(self, action: Action) -> Label:
        amounts = {kind: action.int_arg(kind) for kind in ("gold", "food", "mana")}
        parts = " + ".join(count(n, RESOURCES[kind], self.lang)
                           for kind, n in amounts.items() if n) or _t("pay_nothing", self.lang)
        fee = self.pending.get("fee", sum(amounts.values()))
        return (_t("group_pay", self.lang, fee=fee), parts,
                _t("label_pay", self.lang, fee=fee, parts=parts))

    def target(self, action: Action) -> Label:
        seat = action.int_arg("seat")
        player = self.player(seat)
        if self.pending.get("kind") == "atk_target":
            return (_t("group_attack_target", self.lang), player,
                    _t("label_attack_target", self.lang, seat=seat))
        source = self.source()
        if source is None:
            group = _t("group_target", self.lang)
        else:
            group = _t(f"group_target_{source[0]}", self.lang, name=source[1])
        return group, player, f"{group}: {player}"

    def kind(self, action: Action) -> Label:
        what = action.word_arg("what")
        resource = what in RESOURCE_NAMES[self.lang]
        name = (RESOURCE_NAMES if resource else SOURCE_NAMES)[self.lang][what]
        word = "resource" if resource else "source"
        source = self.source()
        if source is None:
            group = _t(f"group_kind_{word}_plain", self.lang)
        else:
            group = _t(f"group_kind_{word}_{source[0]}", self.lang, name=source[1])
        return group, name, f"{group}: {name}"

    def borrow(self, action: Action) -> Label:
        params = {"spell": self.spell(action.word_arg("spell")), "seat": action.int_arg("seat")}
        return (_t("group_borrow", self.lang), _t("entry_borrow", self.lang, **params),
                _t("label_borrow", self.lang, **params))

    def soldiers(self, action: Action) -> Label:
        target = self.pending.get("target", "?")
        soldiers = count(action.int_arg("n"), SOLDIERS_ACC, self.lang)
        return (_t("group_soldiers", self.lang, target=target), soldiers,
                _t("label_soldiers", self.lang, soldiers=soldiers, target=target))

    def _defence(self) -> tuple[str, str]:
        """The heading of a defence decision and its attackers in the dative."""
        attackers = count(int(self.pending.get("attackers_left", 0)), ATTACKERS_DAT, self.lang)
        group = _t("group_defend", self.lang, attackers=attackers,
                   attacker=self.pending.get("attacker", "?"))
        return group, attackers

    def bolt(self, action: Action) -> Label:
        group, _ = self._defence()
        spell = str(self.cat.bolt.name.get(self.lang))
        return (group, _t("entry_bolt", self.lang, spell=spell),
                _t("label_bolt", self.lang, spell=spell))

    def defend(self, action: Action) -> Label:
        group, attackers = self._defence()
        n = action.int_arg("n")
        if n == 0:
            return (group, _t("entry_defend_none", self.lang),
                    _t("label_defend_none", self.lang, attackers=attackers))
        soldiers = count(n, SOLDIERS_INS, self.lang)
        return (group, _t("entry_defend", self.lang, soldiers=soldiers),
                _t("label_defend", self.lang, soldiers=soldiers, attackers=attackers))

    def allocate(self, action: Action) -> Label:
        params = {"defender": self.pending.get("defender", "?"),
                  "damage": self.pending.get("damage_left", "?")}
        group = _t("group_allocate", self.lang, **params)
        what = action.word_arg("target")
        if what == "rest_to_tower":
            return (group, _t("entry_rest_to_tower", self.lang),
                    _t("label_rest_to_tower", self.lang, **params))
        if what == "archmage":
            return (group, _t("entry_allocate_archmage", self.lang),
                    _t("label_allocate_archmage", self.lang, **params))
        source = SOURCES_ACC[self.lang][what]
        return (group, _t("entry_allocate", self.lang, what=source),
                _t("label_allocate", self.lang, what=source, **params))

    def highest(self, action: Action) -> Label:
        card = self.card(action)
        return _t("group_highest", self.lang), card, _t("label_highest", self.lang, card=card)

    def fountain(self, action: Action) -> Label:
        amount = count(10, RESOURCES[action.word_arg("resource")], self.lang)
        return (_t("group_fountain", self.lang), amount,
                _t("label_fountain", self.lang, amount=amount))


LABELS: Final[dict[str, Callable[[Labeller, Action], Label]]] = {
    "choose_trump": Labeller.trump, "play": Labeller.play, "play_combo": Labeller.combo,
    "play_set": Labeller.full_set, "play_sextet": Labeller.sextet,
    "play_triple": Labeller.triple, "discard": Labeller.discard, "attack": Labeller.attack,
    "cast": Labeller.cast, "pass": Labeller.pass_turn, "pay": Labeller.pay,
    "choose_target": Labeller.target, "choose_kind": Labeller.kind,
    "choose_spell": Labeller.borrow, "soldiers": Labeller.soldiers, "bolt": Labeller.bolt,
    "defend": Labeller.defend, "allocate": Labeller.allocate,
    "discard_highest_pick": Labeller.highest, "fountain_pick": Labeller.fountain,
}
"""The label of every action kind of ``MagicTower.action_space``."""


def action_label(view: PlayerView, action: Action, lang: str, cat: Catalog) -> str:
    """The whole label of ``action``, one of ``view``'s seat's choices."""
    return Labeller(view, lang, cat).describe(action)[2]


def menu_entry(view: PlayerView, action: Action, lang: str, cat: Catalog) -> MenuEntry:
    """``action`` as a heading and an entry of a grouped menu."""
    group, entry, _ = Labeller(view, lang, cat).describe(action)
    return MenuEntry(group, entry)
