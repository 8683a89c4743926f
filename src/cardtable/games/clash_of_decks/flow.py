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

from cardtable.games.clash_of_decks import combat, draft, hand, solo_ai
from cardtable.games.clash_of_decks.board import (
    ROW_INDEX,
    ROWS,
    abilities,
    end_of_turn,
    next_attacker,
    place,
    row_message,
    start_of_turn,
)
from cardtable.games.clash_of_decks.model import (
    AI_AFTER_CARD,
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
from cardtable.games.clash_of_decks.ops import Target
from cardtable.kernel import Action, Flow

FLOW: Flow[ClashData] = Flow("clash_of_decks")


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
    state.log("clash_of_decks.turn_start", seat=side, turn=state.turn, mana=state.mana)


@FLOW.handles(NextAttack)
def _next_attack(state: ClashData, task: NextAttack) -> None:
    """Resolve the next remaining attack of the active side, or end the turn (CD-ACT-10)."""
    row, index = next_attacker(state, state.active)
    if row < 0:
        end_turn(state)
        return
    side = state.active
    creature = state.board[side][row][index]
    creature.attacked = True
    state.tasks.append(NEXT_ATTACK)
    combat.attack_at(state, side, row, index, False)


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
    state.log("clash_of_decks.returned", seat=side, card=card, card_name=names[card])
    if len(rest) == 1:
        hand.give(state, side, rest[0])
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
    """One pass of the summoning loop of CD-DEC-46: reveal, resolve, then ``AiAfterCard``."""
    if not state.ai_deck:
        _ai_attacks(state)
        return
    card = state.ai_deck.pop()
    state.ai_out.append(card)
    info = state.catalog.info[card]
    state.tasks.append(AI_AFTER_CARD)
    if info.creature:
        row = state.ai_next_row
        place(state, solo_ai.AI, row, card)
        state.ai_total += info.cost
        state.ai_next_row = 1 - row
        state.log("clash_of_decks.ai_summon", card=card, card_name=state.catalog.names[card],
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
        state.log("clash_of_decks.ai_fizzle", card=card, card_name=state.catalog.names[card])
        return
    state.ai_total += info.cost
    state.log("clash_of_decks.ai_cast", card=card, card_name=state.catalog.names[card],
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
    index = hand.window(state.hands[side])[action.int_arg("pick") - 1]
    card = hand.take(state, side, index)
    info = state.catalog.info[card]
    state.mana -= info.cost
    row = ROW_INDEX[action.word_arg("row")]
    state.log("clash_of_decks.summon", seat=side, card=card, card_name=state.catalog.names[card],
              pick=action["pick"], row=ROWS[row], row_name=row_message("into", row))
    hand.check(state, side)  # CD-DEC-11: before the creature is placed
    if state.winner is not None:
        return
    place(state, side, row, card)
    line = state.board[side][row]
    if abilities(state, side, row, len(line) - 1) & FURY:
        combat.attack_at(state, side, row, len(line) - 1, True)  # CD-DEC-34


def _cast(state: ClashData, action: Action) -> None:
    side = state.active
    index = hand.window(state.hands[side])[action.int_arg("pick") - 1]
    card = hand.take(state, side, index)
    info = state.catalog.info[card]
    state.mana -= info.cost
    tside = action.int_arg("side")
    row = ROW_INDEX[action.word_arg("row")]
    pos = action.int_arg("position")
    target = state.board[tside][row][pos - 1].card
    state.log("clash_of_decks.cast", seat=side, card=card, card_name=state.catalog.names[card],
              pick=action["pick"], side=tside, row=ROWS[row], row_name=row_message("name", row),
              position=pos, target=target, target_name=state.catalog.names[target])
    # Steps of CD-DEC-17, run last to first: returns, the card back, the hand check.
    state.tasks.append(HandCheck(side))
    state.tasks.append(IncantationBack(side, card))
    resolve_incantation(state, info, tside, row, pos - 1)


def _attack_action(state: ClashData, action: Action) -> None:
    row, index = next_attacker(state, state.active)
    side = state.active
    creature = state.board[side][row][index]
    creature.attacked = True
    combat.attack_at(state, side, row, index, False)


def _attack_phase(state: ClashData, action: Action) -> None:
    state.phase = 3


def _end_turn_action(state: ClashData, action: Action) -> None:
    _next_attack(state, NEXT_ATTACK)  # CD-ACT-10: the remaining attacks, then the end


_APPLY: dict[str, Callable[[ClashData, Action], None]] = {
    "play": _play,
    "cast": _cast,
    "attack_phase": _attack_phase,
    "attack": _attack_action,
    "end_turn": _end_turn_action,
    "choose_deck": lambda s, a: draft.choose_deck(s, a.int_arg("deck")),
    "draft_pick": lambda s, a: draft.draft_pick(s, a.int_arg("index")),
    "remove_card": lambda s, a: draft.remove_card(s, a.int_arg("index")),
}
