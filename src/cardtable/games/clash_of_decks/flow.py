"""The turn structure and resolution of Clash of Decks on the kernel's ``Flow``.

Everything automatic (turn starts, attacks, Berserk repeats, the hand check
and return of a cast incantation, the end of a turn, the whole Solo AI turn)
is a task of ``model`` on the state's task stack, run by ``FLOW``. The only
decision that can interrupt it is ``choose_return`` (CD-ACT-11/12): two or
more destroyed creatures of one owner open it with a ``ReturnOrder`` task that
takes the answer, and the stack then resumes exactly where it stopped.

A step that would be popped next is run at once rather than pushed (an attack
of ``NextAttack`` or of an action, a Fury entry attack, the return of destroyed
creatures, the end of a turn, the start of the AI's): the order of steps and
the stack at every decision are the same, with fewer task objects and turns of
the loop. ``apply_action`` is the state's ``_apply``: one
function per action kind, then the stack runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from cardtable.games.clash_of_decks import combat, draft, hand, solo_ai
from cardtable.games.clash_of_decks.actions import cast_args, play_args
from cardtable.games.clash_of_decks.board import (
    ROWS,
    abilities,
    end_of_turn,
    next_attacker,
    place,
    row_message,
    start_of_turn,
)
from cardtable.games.clash_of_decks.effects import Target
from cardtable.games.clash_of_decks.model import (
    AI_AFTER_CARD,
    BF,
    FURY,
    NEXT_ATTACK,
    AiAfterCard,
    Attack,
    CardInfo,
    ClashData,
    HandCheck,
    IncantationBack,
    NextAttack,
    ReturnOrder,
    StartTurn,
)
from cardtable.kernel import Action, Flow

FLOW: Final[Flow[ClashData]] = Flow("clash_of_decks", clears_on_end=True)
"""The game's flow; ``ClashData.finish`` empties the stack and closes the decision."""


# ---- turns ------------------------------------------------------------------------------
@FLOW.handles(StartTurn)
def _start_turn(state: ClashData, task: StartTurn) -> None:
    start_turn(state, task.side)


def start_turn(state: ClashData, side: int) -> None:
    """Phase 1 of ``side``'s turn (CD-TURN-2, CD-MANA-1/2, CD-DEC-9)."""
    state.active = side
    if state.solo and side == solo_ai.AI:
        solo_ai.begin_turn(state)  # CD-DEC-45, then the summoning loop of CD-DEC-46
        _ai_reveal(state)
        return
    start_of_turn(state)
    state.phase = 2
    state.mana = 6 if state.turn == 1 else len(state.hands[side])
    if state.recording:
        state.log("clash_of_decks.turn_start", seat=side, turn=state.turn, mana=state.mana)


@FLOW.handles(NextAttack)
def _next_attack(state: ClashData, task: NextAttack) -> None:
    """Resolve the remaining attacks of the active side, then end the turn (CD-ACT-10).

    Each attack waits on ``NEXT_ATTACK`` as the flow would have it; when the attack
    leaves that task on top (no decision opened, the game goes on, no Berserk repeat
    waits), the task is popped here and the loop goes on, as ``Flow.run`` would.
    """
    side = state.active
    stack = state.tasks
    while True:
        row, index = next_attacker(state, side)
        if row < 0:
            end_turn(state)
            return
        state.board[side][row][index].attacked = True
        stack.append(NEXT_ATTACK)
        combat.attack_at(state, side, row, index, False)
        if state.pending is not None or not stack or stack[-1] is not NEXT_ATTACK:
            return
        stack.pop()


def end_turn(state: ClashData) -> None:
    """CD-DEC-29: heal, clear flags and mana, then the other side's turn (or an ending)."""
    end_of_turn(state)
    state.mana = 0
    if state.solo and state.active == solo_ai.AI:
        state.ai_mana = 0
        if state.ai_last_now:
            # CD-SOLOEND-4, CD-DEC-55: the player survived the last round.
            state.finish(solo_ai.HUMAN)
            return
    if state.turn_limit and state.turn >= state.turn_limit:
        state.finish(-1)
        return
    state.turn += 1
    start_turn(state, 1 - state.active)


# ---- attacks, destruction and returns ---------------------------------------------------
@FLOW.handles(Attack)
def _attack(state: ClashData, task: Attack) -> None:
    combat.attack(state, task.side, task.uid, task.fury)


@FLOW.resumes(ReturnOrder)
def _choose_return(state: ClashData, task: ReturnOrder, answer: Action) -> None:
    """The chosen creature returns; the last one follows by itself (CD-ACT-11)."""
    side = task.side
    rest = list(task.cards)
    card = rest.pop(answer.int_arg("index"))
    hand.give(state, side, card)
    names = state.catalog.names
    if state.recording:
        state.log("clash_of_decks.returned", seat=side, card=card, card_name=names[card])
    if len(rest) == 1:
        hand.give(state, side, rest[0])
        if state.recording:
            state.log("clash_of_decks.returned", seat=side, card=rest[0], card_name=names[rest[0]])
    else:
        combat.ask_return_order(state, side, tuple(rest))


# ---- incantations -----------------------------------------------------------------------
def resolve_incantation(state: ClashData, card: CardInfo, side: int, row: int,
                        index: int) -> None:
    """Apply an incantation to its target, then schedule the returns (CD-DEC-17)."""
    assert card.effect is not None
    firing = Target(side, row, index)
    card.effect.run(state, firing)
    if firing.destroyed:
        combat.return_to_owner(state, side, combat.remove(state, side, firing.destroyed))


@FLOW.handles(HandCheck)
def _hand_check(state: ClashData, task: HandCheck) -> None:
    hand.check(state, task.side)


@FLOW.handles(IncantationBack)
def _incantation_back(state: ClashData, task: IncantationBack) -> None:
    hand.give(state, task.side, task.card)  # CD-INC-7: back at the right end


# ---- the Solo AI turn (CD-DEC-45..51) ----------------------------------------------------
def _ai_reveal(state: ClashData) -> None:
    """The summoning loop of CD-DEC-46: reveal, resolve, then ``AiAfterCard``.

    Each card waits on ``AI_AFTER_CARD`` as the flow would have it; when resolving
    leaves that task on top (no decision opened, the game goes on, no Berserk repeat
    waits), the task is popped and run here, as ``Flow.run`` would.
    """
    stack = state.tasks
    while True:
        if not state.ai_deck:
            _ai_attacks(state)
            return
        card = state.ai_deck.pop()
        state.ai_out.append(card)
        stack.append(AI_AFTER_CARD)
        _ai_resolve(state, card)
        if state.pending is not None or not stack or stack[-1] is not AI_AFTER_CARD:
            return
        stack.pop()
        if solo_ai.card_done(state):
            _ai_attacks(state)
            return


def _ai_resolve(state: ClashData, card: str) -> None:
    """Step (c) or (d) of CD-DEC-46 for the revealed ``card``: summon it or cast it."""
    catalog = state.catalog
    info = catalog.info[card]
    if info.creature:
        row = state.ai_next_row
        place(state, solo_ai.AI, row, card)
        state.ai_total += info.cost
        state.ai_next_row = 1 - row
        if state.recording:
            state.log("clash_of_decks.ai_summon", card=card, card_name=catalog.names[card],
                      row=ROWS[row], row_name=row_message("into", row))
        last = len(state.board[solo_ai.AI][row]) - 1
        if abilities(state, solo_ai.AI, row, last) & FURY:
            # CD-FURY-1, CD-DEC-57: an entry attack inside the summoning loop.
            combat.attack_at(state, solo_ai.AI, row, last, True)
        return
    row, index = solo_ai.target(state)
    state.ai_discard.append(card)
    if row < 0:
        # CD-AI-8/9: no target, no effect, no mana spent.
        if state.recording:
            state.log("clash_of_decks.ai_fizzle", card=card, card_name=catalog.names[card])
        return
    state.ai_total += info.cost
    if state.recording:
        state.log("clash_of_decks.ai_cast", card=card, card_name=catalog.names[card],
                  row=ROWS[row], row_name=row_message("onto", row))
    resolve_incantation(state, info, solo_ai.HUMAN, row, index)


@FLOW.handles(AiAfterCard)
def _ai_after_card(state: ClashData, task: AiAfterCard) -> None:
    if solo_ai.card_done(state):
        _ai_attacks(state)
    else:
        _ai_reveal(state)


def _ai_attacks(state: ClashData) -> None:
    """AI phase 3: every eligible AI creature attacks, then the turn ends (CD-DEC-51)."""
    state.phase = 3
    _next_attack(state, NEXT_ATTACK)


# ---- actions ----------------------------------------------------------------------------
def apply_action(state: ClashData, action: Action) -> None:
    """Carry out a legal action, then resolve everything automatic it starts."""
    if state.pending is not None:
        FLOW.answer(state, action)
        return
    _APPLY[action.kind](state, action)
    if state.tasks:
        FLOW.run(state)


def _play(state: ClashData, action: Action) -> None:
    side = state.active
    pick, row = play_args(action)
    cards = state.hands[side]
    card = hand.take(state, side, hand.playable(cards)[pick - 1])
    catalog = state.catalog
    info = catalog.info[card]
    state.mana -= info.cost
    if state.recording:
        state.log("clash_of_decks.summon", seat=side, card=card, card_name=catalog.names[card],
                  pick=pick, row=ROWS[row], row_name=row_message("into", row))
    if cards[-1] == BF:
        hand.check(state, side)  # CD-DEC-11: before the creature is placed
        if state.winner is not None:
            return
    place(state, side, row, card)
    last = len(state.board[side][row]) - 1
    if abilities(state, side, row, last) & FURY:
        combat.attack_at(state, side, row, last, True)  # CD-DEC-34


def _cast(state: ClashData, action: Action) -> None:
    side = state.active
    pick, tside, row, pos = cast_args(action)
    card = hand.take(state, side, hand.playable(state.hands[side])[pick - 1])
    catalog = state.catalog
    names = catalog.names
    info = catalog.info[card]
    state.mana -= info.cost
    target = state.board[tside][row][pos - 1].card
    if state.recording:
        state.log("clash_of_decks.cast", seat=side, card=card, card_name=names[card],
                  pick=pick, side=tside, row=ROWS[row], row_name=row_message("name", row),
                  position=pos, target=target, target_name=names[target])
    resolve_incantation(state, info, tside, row, pos - 1)
    # Steps of CD-DEC-17 after the returns: the card back (CD-INC-7), the hand check.
    if state.pending is None:
        hand.give(state, side, card)
        hand.check(state, side)
        return
    # A choose_return interrupts: the two steps wait under it (popped last to first).
    state.tasks.append(HandCheck(side))
    state.tasks.append(IncantationBack(side, card))


def _attack_action(state: ClashData, action: Action) -> None:
    side = state.active
    row, index = next_attacker(state, side)
    state.board[side][row][index].attacked = True
    combat.attack_at(state, side, row, index, False)


def _attack_phase(state: ClashData, action: Action) -> None:
    state.phase = 3


def _end_turn_action(state: ClashData, action: Action) -> None:
    _next_attack(state, NEXT_ATTACK)  # CD-ACT-10: the remaining attacks, then the end


_APPLY: Final[dict[str, Callable[[ClashData, Action], None]]] = {
    "play": _play,
    "cast": _cast,
    "attack_phase": _attack_phase,
    "attack": _attack_action,
    "end_turn": _end_turn_action,
    "choose_deck": lambda s, a: draft.choose_deck(s, a.int_arg("deck")),
    "draft_pick": lambda s, a: draft.draft_pick(s, a.int_arg("index")),
    "remove_card": lambda s, a: draft.remove_card(s, a.int_arg("index")),
}
