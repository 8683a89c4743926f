"""What each seat may know (CD-INFO), and determinization (CD-INFO-17).

Public: the whole board (CD-INFO-1), hand sizes and B/F places (CD-INFO-2),
cards that entered a hand openly (CD-INFO-4), the unordered set of every hand's
unrevealed cards (CD-INFO-5), mana, format lists and picks, and the AI's deck
size, contents, discard and settings (CD-INFO-12..14). Hidden: the order of a
hand's unrevealed cards from everyone but its owner, the draft pile order and
the AI deck order from everyone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.games.clash_of_decks.board import (
    ROWS,
    abilities,
    granted,
)
from cardtable.games.clash_of_decks.model import BF, ClashData, ability_names
from cardtable.kernel import Rng, resample_positions


def _hand(state: ClashData, owner: int, viewer: int | None) -> dict[str, Any]:
    cards = state.hands[owner]
    known = state.known[owner]
    mine = viewer == owner
    shown: list[str | None] = []
    unrevealed: list[str] = []
    for card, public in zip(cards, known, strict=True):
        if card == BF or public or mine:
            shown.append(card)
        else:
            shown.append(None)
        if card != BF and not public:
            unrevealed.append(card)
    bf = cards.index(BF) if BF in cards else -1
    return {
        "seat": owner,
        "size": len(cards),
        "cards": shown,
        "revealed": list(known),
        "bf_index": bf,
        "bf_side": "fort" if state.bf_fort[owner] else "bastion",
        "health": len(cards) - 1 - bf if bf >= 0 else 0,
        "unrevealed": sorted(unrevealed),
    }


def _creature(state: ClashData, side: int, row: int, index: int) -> dict[str, Any]:
    creature = state.board[side][row][index]
    info = state.catalog.info[creature.card]
    return {
        "card": creature.card,
        "side": side,
        "row": ROWS[row],
        "position": index + 1,
        "cost": info.cost,
        "attack": info.attack,
        "health": info.health,
        "damage": creature.damage,
        "printed": ability_names(info.abilities),
        "aura": ability_names(info.aura),
        "abilities": ability_names(abilities(state, side, row, index)),
        "granted": [{"ability": ability_names(bit)[0], "from_position": pos}
                    for bit, pos in granted(state, side, row, index)],
        "ai_ability": ability_names(state.ai_ability) if side == 1 else [],
        "protection_used": creature.protection_used,
        "entered_this_turn": creature.entered,
        "attacked": creature.attacked,
        "sprint_bonus": creature.sprint_bonus,
    }


def _board(state: ClashData) -> list[dict[str, list[dict[str, Any]]]]:
    return [{ROWS[r]: [_creature(state, side, r, i) for i in range(len(state.board[side][r]))]
             for r in (0, 1)} for side in (0, 1)]


def _format(state: ClashData) -> dict[str, Any]:
    if state.fmt == "prepared":
        return {"deck_lists": {str(n): list(c) for n, c in state.catalog.deck_lists.items()},
                "chosen": list(state.deck_choice)}
    if state.fmt == "drafted":
        return {"round": state.draft_round + 1, "shown": list(state.draft_shown),
                "pile_size": len(state.draft_pile), "step": state.draft_step}
    return {"lists": [list(d) for d in state.custom], "removed": [list(d) for d in state.removed],
            "step": state.remove_step}


def _ai(state: ClashData) -> dict[str, Any]:
    opts = state.options
    return {
        "deck_size": len(state.ai_deck),
        "deck_contents": sorted(state.ai_deck),
        "discard": list(state.ai_discard),
        "left_deck": list(state.ai_out),
        "bf_side": "fort" if state.ai_fort else "bastion",
        "mana": state.ai_mana,
        "spent": state.ai_total,
        "next_row": ROWS[state.ai_next_row],
        "last_round_pending": state.ai_last_pending,
        "in_last_round": state.ai_last_now,
        "settings": {
            "game": opts.solo_game, "level": opts.level,
            "fixed_mana": state.ai_fixed, "mana_per_creature": state.ai_per,
            "first": opts.solo_first, "bastion": opts.ai_bastion,
            "defense": opts.ai_defense, "ability": opts.ai_ability,
        },
    }


def observation(state: ClashData, seat: int | None) -> dict[str, Any]:
    """The JSON-ready view of ``seat`` (``None``: a spectator, CD-INFO-15)."""
    pending = state.waiting_returns()
    obs: dict[str, Any] = {
        "mode": "solo" if state.solo else "duel",
        "format": state.fmt,
        "stage": state.stage,
        "turn": state.turn,
        "turn_limit": state.turn_limit,
        "active": state.active,
        "phase": state.phase,
        "mana": state.mana,
        "first_player": state.first,
        "winner": state.winner,
        "cards_of": [list(d) for d in state.decks],
        "hands": [_hand(state, s, seat) for s in range(len(state.hands))],
        "board": _board(state),
        "pending_return": None if pending is None else {"seat": pending.side,
                                                        "cards": list(pending.cards)},
        "format_info": _format(state),
    }
    if state.solo:
        obs["ai"] = _ai(state)
    return obs


def _nothing_known(zone: int, place: int, card: str) -> bool:
    return False


def _public_places(public: list[bool]) -> Callable[[int, int, str], bool]:
    """A ``resample_positions`` predicate: the places of one hand that are public."""
    return lambda zone, place, card: public[place]


def determinize(state: ClashData, seat: int | None, rng: Rng) -> None:
    """Resample only what ``seat`` cannot see (CD-INFO-17), zone by zone.

    Every hidden zone's contents are public (CD-INFO-5/9/12), only their order is
    not, so each zone is resampled on its own (``kernel.resample_positions``): another
    player's hand in its unrevealed places, the draft pile and the AI deck entirely.
    """
    for owner in range(len(state.hands)):
        if owner == seat:
            continue
        resample_positions([state.hands[owner]], _public_places(state.known[owner]), rng)
    resample_positions([state.draft_pile], _nothing_known, rng)
    resample_positions([state.ai_deck], _nothing_known, rng)
