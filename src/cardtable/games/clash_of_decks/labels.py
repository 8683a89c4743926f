"""Readable, localised labels of actions for menus (``Game.action_label``)."""

from __future__ import annotations

from cardtable.games.clash_of_decks import draft, hand
from cardtable.games.clash_of_decks.board import ROW_INDEX
from cardtable.games.clash_of_decks.cards import card_text
from cardtable.games.clash_of_decks.model import Catalog, ClashData
from cardtable.kernel import Action

_ROW = {"top": {"cs": "horní řada", "en": "top row"},
        "bottom": {"cs": "dolní řada", "en": "bottom row"}}
_WORDS = {
    "attack_phase": {"cs": "Přejít do fáze útoku", "en": "Go to the attack phase"},
    "attack": {"cs": "Další útok", "en": "Next attack"},
    "end_turn": {"cs": "Ukončit tah (zbylé útoky proběhnou)",
                 "en": "End the turn (remaining attacks resolve)"},
}


def _card(card_id: str, lang: str, catalog: Catalog) -> str:
    """Name, cost, stats and the card's text (generated from its data, ``card_text``)."""
    info = catalog.info[card_id]
    name = info.name[lang]
    head = (f"{name} [{info.cost}] {info.attack}/{info.health}" if info.creature
            else f"{name} [{info.cost}]")
    text = card_text(card_id, lang, catalog)
    return f"{head} — {text}" if text else head


def label(state: ClashData, action: Action, lang: str) -> str:
    """A one-line description of ``action`` in ``state`` (``lang`` is cs or en)."""
    kind = action.kind
    catalog = state.catalog
    if kind in _WORDS:
        return _WORDS[kind][lang]
    if kind == "choose_deck":
        number = action.int_arg("deck")
        names = ", ".join(catalog.name(c)[lang] for c in catalog.deck_lists[number])
        return f"{'Balíček' if lang == 'cs' else 'Deck'} {number}: {names}"
    if kind == "draft_pick":
        return _card(state.draft_shown[action.int_arg("index")], lang, catalog)
    if kind == "remove_card":
        victim = 1 - draft.remover(state)
        return _card(state.custom[victim][action.int_arg("index")], lang, catalog)
    waiting = state.waiting_returns()
    if kind == "choose_return" and waiting is not None:
        return _card(waiting.cards[action.int_arg("index")], lang, catalog)
    if kind in ("play", "cast"):
        cards = state.hands[state.active]
        card = cards[hand.window(cards)[action.int_arg("pick") - 1]]
        text = _card(card, lang, catalog)
        row = action.word_arg("row")
        if kind == "play":
            return f"{text} → {_ROW[row][lang]}"
        side, pos = action.int_arg("side"), action.int_arg("position")
        target = state.board[side][ROW_INDEX[row]][pos - 1].card
        own = {"cs": "vlastní", "en": "own"} if side == state.active else {
            "cs": "soupeřova", "en": "enemy"}
        return f"{text} → {catalog.name(target)[lang]} ({own[lang]}, {_ROW[row][lang]}, {pos})"
    return action.to_text()
