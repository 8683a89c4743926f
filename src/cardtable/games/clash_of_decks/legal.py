"""The legal actions of a turn, and why an action is illegal, naming the rule ID.

``turn_legal`` lists the active player's decisions in phases 2 and 3
(CD-ACT-6..10) with the prebuilt actions of ``actions.py``, so the hot path
never validates arguments; ``setup_legal`` those of the format procedures (the
pending ``choose_return`` lists its own answers). ``explain`` is
``ClashState.explain_illegal``.
"""

from __future__ import annotations

from cardtable.games.clash_of_decks import draft, hand
from cardtable.games.clash_of_decks.actions import (
    ATTACK,
    ATTACK_PHASE,
    CAST_ACTIONS,
    END_TURN,
    cast_action,
    choose_deck_action,
    draft_action,
    play_actions,
    remove_action,
)
from cardtable.games.clash_of_decks.board import any_creature, can_attack, next_attacker
from cardtable.games.clash_of_decks.model import ClashData
from cardtable.kernel import Action


def turn_legal(state: ClashData) -> list[Action]:
    """The active player's decisions in phase 2 or 3, in a fixed order."""
    side = state.active
    cards = state.hands[side]
    phase = state.phase
    out: list[Action] = []
    if len(cards) > 2:  # CD-HAND-5 / CD-DEC-12: never the last card besides the B/F
        targets: list[tuple[int, int, int]] | None = None
        mana = state.mana
        board = state.board
        catalog = state.catalog.info
        prebuilt = CAST_ACTIONS.get
        for k, idx in enumerate(hand.window(cards)):
            info = catalog[cards[idx]]
            if info.cost > mana:
                continue
            if info.creature:
                if phase == 2:  # CD-DEC-15: creatures only in phase 2
                    out.extend(play_actions(k + 1))
                continue
            if targets is None:
                targets = [(s, r, p) for s in (0, 1) for r in (0, 1)
                           for p in range(1, len(board[s][r]) + 1)]
            pick = k + 1
            for s, r, p in targets:
                out.append(prebuilt((pick, s, r, p)) or cast_action(pick, s, r, p))
    if phase == 2:
        out.append(ATTACK_PHASE)
    else:
        row, _ = next_attacker(state, side)
        if row >= 0:
            out.append(ATTACK)
        out.append(END_TURN)
    return out


def setup_legal(state: ClashData) -> list[Action]:
    """The decision of a format procedure: a prepared deck, a draft pick or a removal
    (CD-ACT-2..5)."""
    stage = state.stage
    if stage == "deck":
        return [choose_deck_action(n) for n in (1, 2, 3, 4) if n not in state.deck_choice]
    if stage == "draft":
        return [draft_action(i) for i in range(len(state.draft_shown))]
    victim = 1 - draft.remover(state)
    return [remove_action(i) for i in range(len(state.custom[victim]))]


_STAGE_OF = {"choose_deck": "deck", "draft_pick": "draft", "remove_card": "remove"}
_STAGE_RULE = {"deck": "CD-ACT-2", "draft": "CD-ACT-3", "remove": "CD-ACT-5"}


def _int(action: Action, name: str) -> int | None:
    value = action.get(name)
    return value if isinstance(value, int) else None


def explain(state: ClashData, action: Action) -> str:
    """A sentence saying which rule forbids ``action`` now."""
    kind = action.kind
    waiting = state.waiting_returns()
    if waiting is not None:
        if kind != "choose_return":
            return (f"CD-ACT-12: seat {waiting.side} must first choose the order in which "
                    "its destroyed creatures return (choose_return)")
        return (f"CD-ACT-11: choose_return index must be 0..{len(waiting.cards) - 1}")
    if kind == "choose_return":
        return "CD-ACT-11: no destroyed creatures are waiting to return"
    if kind in _STAGE_OF:
        return _setup_reason(state, action)
    if state.stage != "play":
        return (f"{_STAGE_RULE[state.stage]}: setup is not finished; "
                f"possible now: {', '.join(sorted({a.kind for a in state.legal_actions()}))}")
    if kind in ("play", "cast"):
        return _play_reason(state, action)
    if kind == "attack_phase":
        return "CD-ACT-8: the attack phase has already started"
    if kind == "attack":
        if state.phase == 2:
            return "CD-ACT-9: attacks happen in phase 3; end the summoning with attack_phase"
        if not can_attack(state, state.active):
            return "CD-DEC-23: no creature is left that may attack in this phase"
    if kind == "end_turn" and state.phase == 2:
        return "CD-ACT-10: end_turn is for phase 3; start it with attack_phase first"
    return f"'{action}' is not a legal action now"


def _setup_reason(state: ClashData, action: Action) -> str:
    stage = _STAGE_OF[action.kind]
    rule = _STAGE_RULE[stage]
    if state.stage != stage:
        return f"{rule}: '{action.kind}' is not the decision of this stage ({state.stage})"
    if stage == "deck":
        number = _int(action, "deck")
        if number in state.deck_choice:
            return f"CD-DEC-5: deck {number} is already taken; the two decks must differ"
        return "CD-PREP-1: choose one of the prepared decks 1-4 (choose_deck deck=N)"
    if stage == "draft":
        return f"{rule}: pick an index 0..{len(state.draft_shown) - 1} of the revealed cards"
    victim = 1 - draft.remover(state)
    return (f"{rule}: remove a card by index 0..{len(state.custom[victim]) - 1} "
            f"from seat {victim}'s revealed deck")


def _play_reason(state: ClashData, action: Action) -> str:
    cards = state.hands[state.active]
    pick = _int(action, "pick")
    playable = hand.window(cards)
    if pick is None or not 1 <= pick <= len(playable):
        return (f"CD-HAND-3: only the {len(playable)} leftmost cards besides the Bastion/Fort "
                f"may be played (pick=1..{len(playable)})")
    info = state.catalog.info[cards[playable[pick - 1]]]
    if action.kind == "play" and not info.creature:
        return "CD-ACT-7: that card is an incantation; play it with 'cast' and a target"
    if action.kind == "cast" and info.creature:
        return "CD-ACT-6: that card is a creature; play it with 'play' and a row"
    if info.creature and state.phase != 2:
        return "CD-DEC-15: creatures are summoned only in phase 2"
    if len(cards) <= 2:
        return "CD-HAND-5: at least one card besides the Bastion/Fort must stay in hand"
    if info.cost > state.mana:
        return f"CD-MANA-6: the card costs {info.cost} mana but only {state.mana} is left"
    if action.kind == "play":
        return "CD-SUMMON-3: the row must be 'top' or 'bottom'"
    if not any_creature(state):
        return "CD-DEC-16: an incantation needs a target creature and none is in play"
    return ("CD-INC-2: the target must be a creature in play, named by side (0/1), "
            "row (top/bottom) and position (1 = next to the bridge)")
