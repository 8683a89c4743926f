"""The game's own position heuristic for the greedy bot (``ClashGame.evaluate``); not a rule.

Duel: the B/F moves each player can still take plus a value per creature in
play, compared between the two seats.

Solo: the position is judged *after* the AI's answer. A Solo quick game is a
race: the player survives until the AI deck runs out twice (CD-SOLOEND-3/4)
while the AI plays 2-3 cards a turn for free. A static count of the current
position cannot see what the AI will do with an open row, so the Solo value
finishes the player's turn on a copy (remaining attacks, then the whole AI turn
of CD-DEC-46, with the AI deck reshuffled so the true order is never used) and
scores the result: the player's life and creatures against the cards the AI can
still lose, its creatures, and the damage its creatures would push through the
player's blockers in their next attack phase.

A module of its own beside ``game.py`` (the package shape names the hook in
``game.py``): it is the ``evaluate`` hook's body, which plays the AI turn on a
copy of the state, so it stands above ``state.py``.
"""

from __future__ import annotations

import math
from typing import Final

from cardtable.games.clash_of_decks.actions import ATTACK_PHASE, END_TURN
from cardtable.games.clash_of_decks.model import BF
from cardtable.games.clash_of_decks.solo_ai import AI, HUMAN
from cardtable.games.clash_of_decks.state import ClashState

SCALE: Final = 10.0
"""Value differences are squashed with ``tanh(x / SCALE)`` into (-1, 1)."""
AI_CARD: Final = 0.45
"""Solo: worth of one card the AI can still lose (its deck, and its discard before the flip)."""
AI_BASTION: Final = 4.0
"""Solo: extra cards credited to the AI while its Bastion still stands."""
THREAT: Final = 0.6
"""Solo: weight of each point of damage the AI creatures would push through next attack."""
SOLO_OWN: Final = (1.0, 0.8, 0.15)
"""Solo: the player's creature = base + per attack + per remaining health (blockers matter)."""
SOLO_AI: Final = (0.5, 0.4, 0.05)
"""Solo: an AI creature = base + per attack + per remaining health."""
DUEL: Final = (1.0, 0.4, 0.15)
"""Duel: a creature = base + per attack + per remaining health (both seats)."""


def evaluate(state: ClashState, seat: int) -> float:
    """``seat``'s prospects in [-1, 1]: the game result once over, else the heuristic."""
    if state.is_terminal():
        return state.returns()[seat]
    if state.stage != "play":
        return 0.0
    if not state.solo:
        mine = life(state, seat) + board_value(state, seat, DUEL)
        theirs = life(state, 1 - seat) + board_value(state, 1 - seat, DUEL)
        return math.tanh((mine - theirs) / SCALE)
    if state.pending is None and state.active == HUMAN:
        state = after_ai_turn(state)
        if state.is_terminal():
            return state.returns()[seat]
    return solo_static(state)


def after_ai_turn(state: ClashState) -> ClashState:
    """A copy with the player's turn ended and the AI turn played (stops at a ``choose_return``).

    The copy's AI deck is reshuffled first, so the heuristic never depends on the
    hidden order even when it is called on the true state.
    """
    child = state.clone()
    assert isinstance(child, ClashState)
    child.rng.shuffle(child.ai_deck)
    if child.phase == 2:
        child.apply(ATTACK_PHASE)
    child.apply(END_TURN)
    return child


def solo_static(state: ClashState) -> float:
    """The player's life and creatures against the AI's cards, creatures and threat."""
    mine = life(state, HUMAN) + board_value(state, HUMAN, SOLO_OWN)
    ai_cards = float(len(state.ai_deck))
    if not state.ai_fort:
        ai_cards += len(state.ai_discard) + AI_BASTION
    theirs = (AI_CARD * ai_cards + board_value(state, AI, SOLO_AI)
              + THREAT * threat(state, AI, HUMAN))
    return math.tanh((mine - theirs) / SCALE)


def life(state: ClashState, seat: int) -> float:
    """Moves the B/F can still take: its health, plus a whole hand while the Bastion stands."""
    cards = state.hands[seat]
    health = len(cards) - 1 - cards.index(BF)
    return float(health + (0 if state.bf_fort[seat] else len(cards)))


def board_value(state: ClashState, side: int, weights: tuple[float, float, float]) -> float:
    """Sum over ``side``'s creatures of base + per attack + per remaining health."""
    base, per_attack, per_health = weights
    total = 0.0
    cards = state.catalog.info
    for line in state.board[side]:
        for creature in line:
            info = cards[creature.card]
            total += base + per_attack * info.attack + per_health * (info.health - creature.damage)
    return total


def threat(state: ClashState, attacker: int, defender: int) -> int:
    """Damage ``attacker``'s creatures would deal to ``defender``'s B/F in one attack phase.

    A rough count per row: attackers strike from the back in order, each hitting the
    nearest blocker; a blocker absorbs whole attacks until its health runs out (the
    excess of the killing blow is lost, CD-ATTACK-10); once the row is empty every
    further attack reaches the B/F. Abilities are ignored.
    """
    total = 0
    cards = state.catalog.info
    for row in (0, 1):
        blockers = [cards[c.card].health for c in state.board[defender][row]]
        for creature in reversed(state.board[attacker][row]):
            strike = cards[creature.card].attack
            if not blockers:
                total += strike
                continue
            blockers[0] -= strike
            if blockers[0] <= 0:
                blockers.pop(0)
    return total
