"""The invariants of a Clash of Decks position (``ClashGame.invariant_errors``).

Checked by the position builder when a position is built, and by the
conformance run after every action. While the game goes on:

- every card of an owner is in exactly one place: a seat's cards (``decks``)
  in its hand, on its side of the board, among its creatures waiting to return
  (``choose_return``) or as its incantation on the way back (CD-INC-7); the
  Solo AI's cards (``ai_cards``) in its deck, its discard or on its side;
- during the format procedures, the card pool is conserved in the same way;
- each hand holds exactly one B/F card, which is public, and one public flag
  per place; board cards are creatures with distinct ``uid``s;
- the turn, phase, mana and the pending decision make sense.

A finished game is not checked for conservation: a creature whose own summoning
lost the game (CD-DEC-11) is never placed.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.games.clash_of_decks.actions import return_action
from cardtable.games.clash_of_decks.model import (
    BF,
    RETURN_KIND,
    ClashData,
    IncantationBack,
    ReturnOrder,
)
from cardtable.kernel import conservation_errors


def invariant_errors(state: ClashData) -> list[str]:
    """What is wrong with ``state``; ``[]`` when nothing is."""
    stage = state.stage
    if stage == "draft":
        return _draft_errors(state)
    if stage == "remove":
        return _remove_errors(state)
    if stage == "deck":
        return []
    errors = _hand_errors(state) + _board_errors(state) + _turn_errors(state)
    if state.winner is None:
        errors += _owner_errors(state)
    return errors


def _draft_errors(state: ClashData) -> list[str]:
    zones: list[tuple[str, Iterable[str]]] = [
        ("draft pile", state.draft_pile), ("revealed cards", state.draft_shown),
        *((f"seat {s}'s picks", d) for s, d in enumerate(state.decks))]
    if state.solo:
        zones.append(("AI deck", state.ai_deck))
    return [f"draft: {e}" for e in conservation_errors(state.catalog.starter_ids, zones)]


def _remove_errors(state: ClashData) -> list[str]:
    errors: list[str] = []
    for seat, listed in enumerate(state.options.custom_decks or ()):
        zones = [("list", state.custom[seat]), ("removed", state.removed[seat])]
        errors += [f"custom list of seat {seat}: {e}" for e in conservation_errors(listed, zones)]
    return errors


def _hand_errors(state: ClashData) -> list[str]:
    errors: list[str] = []
    info = state.catalog.info
    for seat, (cards, public) in enumerate(zip(state.hands, state.known, strict=True)):
        if len(public) != len(cards):
            errors.append(f"seat {seat}: {len(cards)} cards in hand but {len(public)} "
                          "public flags")
            continue
        if cards.count(BF) != 1:
            errors.append(f"seat {seat}: a hand holds exactly one B/F card, not "
                          f"{cards.count(BF)}")
        elif not public[cards.index(BF)]:
            errors.append(f"seat {seat}: the B/F card's place is always public")
        unknown = sorted({c for c in cards if c != BF and c not in info})
        if unknown:
            errors.append(f"seat {seat}: unknown card(s) in hand: {', '.join(unknown)}")
    return errors


def _board_errors(state: ClashData) -> list[str]:
    errors: list[str] = []
    info = state.catalog.info
    uids: list[int] = []
    for side, rows in enumerate(state.board):
        for row, line in enumerate(rows):
            for pos, creature in enumerate(line, start=1):
                card = creature.card
                where = f"side {side}, row {('top', 'bottom')[row]}, position {pos}"
                if card not in info:
                    errors.append(f"{where}: unknown card {card!r}")
                elif not info[card].creature:
                    errors.append(f"{where}: {card} is an incantation, not a creature")
                uids.append(creature.uid)
    if len(set(uids)) != len(uids):
        errors.append("two creatures share a uid")
    if uids and max(uids) > state.next_uid:
        errors.append(f"a creature's uid is above next_uid ({state.next_uid})")
    return errors


def _turn_errors(state: ClashData) -> list[str]:
    errors: list[str] = []
    if state.winner is not None:
        return errors
    if not 0 <= state.active <= 1 or (state.solo and state.active != 0
                                      and state.pending is None and not state.tasks):
        errors.append(f"active side {state.active} cannot decide")
    if state.phase not in (2, 3):
        errors.append(f"phase {state.phase}: a decision happens in phase 2 or 3")
    if state.mana < 0:
        errors.append(f"mana {state.mana} is below 0 (CD-MANA-6)")
    if state.ai_last_pending and (state.ai_deck or not state.ai_fort):
        errors.append("the AI's last round is due only when its deck is empty with the Fort "
                      "up (CD-DEC-55)")
    pending = state.pending
    if pending is None:
        if state.tasks:
            errors.append("tasks wait on the stack but no decision is pending")
        return errors
    resume = pending.resume
    if pending.kind != RETURN_KIND or not isinstance(resume, ReturnOrder):
        errors.append(f"the pending decision must be {RETURN_KIND} (CD-ACT-11)")
        return errors
    if pending.seat != resume.side or not 0 <= pending.seat < len(state.hands):
        errors.append(f"seat {pending.seat} cannot order side {resume.side}'s returns")
    if len(resume.cards) < 2:
        errors.append("choose_return needs two or more waiting creatures (CD-ACT-11)")
    if tuple(pending.options) != tuple(return_action(i) for i in range(len(resume.cards))):
        errors.append("choose_return offers other answers than one per waiting creature")
    info = state.catalog.info
    if any(c not in info or not info[c].creature for c in resume.cards):
        errors.append("only creatures wait to return")
    return errors


def _owner_errors(state: ClashData) -> list[str]:
    """Every card of each owner exactly once (the conservation of cards)."""
    in_flight: dict[int, list[str]] = {0: [], 1: []}
    waiting = state.waiting_returns()
    if waiting is not None:
        in_flight[waiting.side].extend(waiting.cards)
    for item in state.tasks:
        if isinstance(item, IncantationBack):
            in_flight[item.side].append(item.card)
    errors: list[str] = []
    for seat, owned in enumerate(state.decks):
        zones: list[tuple[str, Iterable[str]]] = [
            ("hand", [c for c in state.hands[seat] if c != BF]),
            ("board", [c.card for line in state.board[seat] for c in line]),
            ("on the way back", in_flight[seat])]
        errors += [f"cards of seat {seat}: {e}" for e in conservation_errors(owned, zones)]
    if state.solo:
        zones = [("AI deck", state.ai_deck), ("AI discard", state.ai_discard),
                 ("board", [c.card for line in state.board[1] for c in line]),
                 ("on the way back", in_flight[1])]
        errors += [f"cards of the AI: {e}" for e in conservation_errors(state.ai_cards, zones)]
    return errors
