"""What each Clash of Decks choice decides, in plain words (``Game.action_label`` and
``Game.menu_entry``), in cs and en through the game's message catalog.

A card is named with its cost, stats and text (``cards.card_text``, generated from its
data): "Summon Troll [3] 4/5 to the top row — Fury.", "Cast Boom! [2] on Brute (enemy
side, top row, position 1) — ...", "Next attack: Troll (top row, position 3)". In a
long menu the choices of one card share a heading ("Cast Boom! [2] on — ...") and each
entry names only what differs (the target).

Only the deciding seat's ``PlayerView`` is read: its own hand and the public board,
the revealed draft cards and deck lists, the creatures waiting to return; card data
comes from the game's catalog.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from cardtable.games.clash_of_decks import hand
from cardtable.games.clash_of_decks.cards import card_text
from cardtable.games.clash_of_decks.model import Catalog
from cardtable.kernel import Action, MenuEntry, PlayerView
from cardtable.kernel.i18n import translate

Label = tuple[str, str, str]
"""A choice described three ways: (heading of its group, entry under it, whole label)."""


def _t(key: str, lang: str, /, **params: Any) -> str:
    return translate(f"clash_of_decks.{key}", lang, params)


class Labeller:
    """Labels of one seat's choices, read from its view."""

    def __init__(self, view: PlayerView, lang: str, catalog: Catalog) -> None:
        self.seat = view.seat
        self.obs: Mapping[str, Any] = view.observation
        self.lang = lang
        self.catalog = catalog

    # ---- cards -------------------------------------------------------------------------
    def head(self, card: str) -> str:
        """Name, cost and, for a creature, attack/health: ``Troll [3] 4/5``."""
        info = self.catalog.info[card]
        name = self.catalog.name(card)[self.lang]
        if info.creature:
            return f"{name} [{info.cost}] {info.attack}/{info.health}"
        return f"{name} [{info.cost}]"

    def with_text(self, line: str, card: str) -> str:
        """``line`` followed by the card's text, if it has one."""
        text = card_text(card, self.lang, self.catalog)
        return f"{line} — {text}" if text else line

    def full(self, card: str) -> str:
        return self.with_text(self.head(card), card)

    def picked(self, action: Action) -> str:
        """The card of the hand's playable window that ``pick`` (1-4) names."""
        cards: Sequence[str] = self.obs["hands"][self.seat]["cards"]
        return cards[hand.window(list(cards))[action.int_arg("pick") - 1]]

    def row(self, word: str) -> str:
        return _t(f"row_{word}", self.lang)

    # ---- one function per action kind ----------------------------------------------------
    def describe(self, action: Action) -> Label:
        return LABELS[action.kind](self, action)

    def deck(self, action: Action) -> Label:
        number = action.int_arg("deck")
        cards = ", ".join(self.catalog.name(c)[self.lang]
                          for c in self.catalog.deck_lists[number])
        return (_t("group_deck", self.lang), _t("entry_deck", self.lang, number=number,
                                                  cards=cards),
                _t("label_deck", self.lang, number=number, cards=cards))

    def draft(self, action: Action) -> Label:
        card = self.obs["format_info"]["shown"][action.int_arg("index")]
        return (_t("group_draft", self.lang), self.full(card),
                self.with_text(_t("label_draft", self.lang, card=self.head(card)), card))

    def remove(self, action: Action) -> Label:
        victim = 1 - self.seat
        card = self.obs["format_info"]["lists"][victim][action.int_arg("index")]
        return (_t("group_remove", self.lang), self.full(card),
                self.with_text(_t("label_remove", self.lang, card=self.head(card)), card))

    def return_order(self, action: Action) -> Label:
        card = self.obs["pending_return"]["cards"][action.int_arg("index")]
        return (_t("group_return", self.lang), self.full(card),
                self.with_text(_t("label_return", self.lang, card=self.head(card)), card))

    def summon(self, action: Action) -> Label:
        card = self.picked(action)
        row = _t(f"to_{action.word_arg('row')}", self.lang)
        head = self.head(card)
        return (self.with_text(_t("group_summon", self.lang, card=head), card), row,
                self.with_text(_t("label_summon", self.lang, card=head, row=row), card))

    def cast(self, action: Action) -> Label:
        card = self.picked(action)
        side, row, position = (action.int_arg("side"), action.word_arg("row"),
                               action.int_arg("position"))
        target = self.obs["board"][side][row][position - 1]["card"]
        params = {"target": self.catalog.name(target)[self.lang],
                  "side": _t("side_own" if side == self.seat else "side_enemy", self.lang),
                  "row": self.row(row), "position": position}
        head = self.head(card)
        return (self.with_text(_t("group_cast", self.lang, card=head), card),
                _t("entry_cast", self.lang, **params),
                self.with_text(_t("label_cast", self.lang, card=head, **params), card))

    def attack(self, action: Action) -> Label:
        """The next attacker: the farthest creature that may attack, top row first
        (``board.next_attacker``, read from the board of the observation)."""
        rows = self.obs["board"][self.seat]
        for row in ("top", "bottom"):
            for creature in reversed(rows[row]):
                if not creature["entered_this_turn"] and not creature["attacked"]:
                    label = _t("label_attack", self.lang, row=self.row(row),
                               card=self.catalog.name(creature["card"])[self.lang],
                               position=creature["position"])
                    return "", label, label
        label = _t("label_attack_any", self.lang)
        return "", label, label

    def word(self, action: Action) -> Label:
        label = _t(f"label_{action.kind}", self.lang)
        return "", label, label


LABELS: Final[dict[str, Callable[[Labeller, Action], Label]]] = {
    "choose_deck": Labeller.deck, "draft_pick": Labeller.draft,
    "remove_card": Labeller.remove, "choose_return": Labeller.return_order,
    "play": Labeller.summon, "cast": Labeller.cast, "attack": Labeller.attack,
    "attack_phase": Labeller.word, "end_turn": Labeller.word,
}
"""The label of every action kind of ``actions.ACTION_SPACE``."""


def action_label(view: PlayerView, action: Action, lang: str, catalog: Catalog) -> str:
    """The whole label of ``action``, one of ``view``'s seat's choices."""
    return Labeller(view, lang, catalog).describe(action)[2]


def menu_entry(view: PlayerView, action: Action, lang: str, catalog: Catalog) -> MenuEntry:
    """``action`` as a heading and an entry of a grouped menu."""
    group, entry, _ = Labeller(view, lang, catalog).describe(action)
    return MenuEntry(group, entry)
