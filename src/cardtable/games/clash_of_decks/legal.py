"""The legal actions of a turn, and why an action is illegal, naming the rule ID.

``turn_legal`` lists the active player's decisions in phases 2 and 3
(CD-ACT-6..10) with the prebuilt actions of ``actions.py``, so the hot path
never validates arguments; ``setup_legal`` those of the format procedures (the
pending ``choose_return`` lists its own answers). ``explain`` is
``ClashState.explain_illegal``.
"""

from __future__ import annotations

from typing import Final

from cardtable.games.clash_of_decks import draft, hand
from cardtable.games.clash_of_decks.actions import (
    ATTACK,
    ATTACK_PHASE,
    END_TURN,
    PLAY_ACTIONS,
    add_casts,
    choose_deck_action,
    draft_action,
    remove_action,
)
from cardtable.games.clash_of_decks.board import any_creature, can_attack
from cardtable.games.clash_of_decks.model import ClashData
from cardtable.kernel import Action, Refusal


def turn_legal(state: ClashData) -> list[Action]:
    """The active player's decisions in phase 2 or 3, in a fixed order."""
    side = state.active
    cards = state.hands[side]
    phase = state.phase
    out: list[Action] = []
    if len(cards) > 2:  # CD-HAND-5 / CD-DEC-12: never the last card besides the B/F
        sizes: tuple[int, int, int, int] | None = None
        mana = state.mana
        catalog = state.catalog.info
        pick = 0  # not enumerate(..., 1): compiled, only the one-argument form is native
        for idx in hand.playable(cards):
            pick += 1
            info = catalog[cards[idx]]
            if info.cost > mana:
                continue
            if info.creature:
                if phase == 2:  # CD-DEC-15: creatures only in phase 2
                    out += PLAY_ACTIONS[pick]
                continue
            if sizes is None:
                side0, side1 = state.board
                sizes = (len(side0[0]), len(side0[1]), len(side1[0]), len(side1[1]))
            add_casts(out, pick, sizes)
    if phase == 2:
        out.append(ATTACK_PHASE)
    else:
        if can_attack(state, side):
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


_STAGE_OF: Final = {"choose_deck": "deck", "draft_pick": "draft", "remove_card": "remove"}
_STAGE_RULE: Final = {"deck": "CD-ACT-2", "draft": "CD-ACT-3", "remove": "CD-ACT-5"}


def _int(action: Action, name: str) -> int | None:
    value = action.get(name)
    return value if isinstance(value, int) else None


def explain(state: ClashData, action: Action) -> Refusal:
    """Which rule forbids ``action`` now: a catalogued reason (``messages.py``)."""
    kind = action.kind
    waiting = state.waiting_returns()
    if waiting is not None:
        if kind != "choose_return":
            return _no("order_returns", "CD-ACT-12", seat=waiting.side)
        return _no("return_index", "CD-ACT-11", count=len(waiting.cards))
    if kind == "choose_return":
        return _no("no_returns", "CD-ACT-11")
    if kind in _STAGE_OF:
        return _setup_reason(state, action)
    if state.stage != "play":
        return _no("setup_unfinished", _STAGE_RULE[state.stage])
    if kind in ("play", "cast"):
        return _play_reason(state, action)
    if kind == "attack_phase":
        return _no("attack_phase_started", "CD-ACT-8")
    if kind == "attack":
        if state.phase == 2:
            return _no("attacks_in_phase3", "CD-ACT-9")
        if not can_attack(state, state.active):
            return _no("nobody_attacks", "CD-DEC-23")
    if kind == "end_turn" and state.phase == 2:
        return _no("end_turn_phase3", "CD-ACT-10")
    return _no("not_now", "")


def _no(key: str, rule: str, **params: object) -> Refusal:
    return Refusal(f"clash_of_decks.refuse_{key}", params, rule)


def _setup_reason(state: ClashData, action: Action) -> Refusal:
    stage = _STAGE_OF[action.kind]
    rule = _STAGE_RULE[stage]
    if state.stage != stage:
        return _no("wrong_stage", rule)
    if stage == "deck":
        number = _int(action, "deck")
        if number in state.deck_choice:
            return _no("deck_taken", "CD-DEC-5", number=number)
        return _no("choose_deck", "CD-PREP-1")
    if stage == "draft":
        return _no("draft_pick", rule, count=len(state.draft_shown))
    return _no("remove_pick", rule, seat=1 - draft.remover(state))


def _play_reason(state: ClashData, action: Action) -> Refusal:
    cards = state.hands[state.active]
    pick = _int(action, "pick")
    playable = hand.window(cards)
    if pick is None or not 1 <= pick <= len(playable):
        return _no("window", "CD-HAND-3", count=len(playable))
    card = cards[playable[pick - 1]]
    info = state.catalog.info[card]
    name = state.catalog.names[card]
    if action.kind == "play" and not info.creature:
        return _no("is_incantation", "CD-ACT-7", card=name)
    if action.kind == "cast" and info.creature:
        return _no("is_creature", "CD-ACT-6", card=name)
    if info.creature and state.phase != 2:
        return _no("summon_phase", "CD-DEC-15")
    if len(cards) <= 2:
        return _no("keep_one", "CD-HAND-5")
    if info.cost > state.mana:
        return _no("mana", "CD-MANA-6", card=name, cost=info.cost, mana=state.mana)
    if action.kind == "play":
        return _no("row", "CD-SUMMON-3")
    if not any_creature(state):
        return _no("no_target", "CD-DEC-16")
    return _no("target", "CD-INC-2")
