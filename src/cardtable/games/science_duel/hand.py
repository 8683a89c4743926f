"""Hands: burning cards (Spal), tokens made in a hand, burning at random or by choice.

The hand limit is ``queries.hand_limit`` (SD-HAND-1); cards that do not fit are
not created (SD-HAND-6). Burning reveals the card into its owner's graveyard
and then resolves its Při spálení (SD-BURN-1/2, SD-DEC-53).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.science_duel.eventlog import log_card_event
from cardtable.games.science_duel.model import (
    BurnPick,
    BurnRandom,
    Card,
    Ctx,
    ToHand,
    make_ctx,
    seat_of,
)
from cardtable.games.science_duel.queries import hand_limit, new_uid
from cardtable.games.science_duel.triggers import fire_now
from cardtable.kernel.flow import Task, push_all

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


def burn_card(st: SDState, seat: int, index: int) -> None:
    """Spal (SD-BURN-1/2, SD-DEC-53): hand to graveyard, revealed; then its Při spálení."""
    side = st.sides[seat]
    card = side.hand.pop(index)
    card = Card(card.uid, card.cid, True)
    side.grave.append(card)
    c = st.cat.cards[card.cid]
    log_card_event(st, "science_duel.burn", seat, c.id)
    if c.on_burn:
        fire_now(st, "on_burn", make_ctx(card.uid, card.cid, seat))  # burning ends a step


def burn_random(st: SDState, task: BurnRandom) -> None:
    """Burn a random card of a hand (SD-HAND-9), if it has any."""
    hand = st.sides[task.seat].hand
    if hand:
        burn_card(st, task.seat, st.rng.below(len(hand)))


def burn_pick(st: SDState, task: BurnPick) -> None:
    """Burn a card of ``seat``'s choice from its own hand (SD-ACT-9)."""
    seat, pick = task.seat, task.pick
    hand = st.sides[seat].hand
    if not hand:
        return
    if pick < 0 or pick >= len(hand):
        if len(hand) > 1:
            st.ask("choose_card", seat, range(len(hand)), task)
            return
        pick = 0
    burn_card(st, seat, pick)


def add_tokens(st: SDState, ctx: Ctx, who: str, pool: tuple[str, ...], count: int,
               random: bool) -> None:
    """Put ``count`` tokens into the hand of the firing's controller (``who`` is ``you``)
    or of the other seat: copies of ``pool[0]`` known to both (what ``ops.AddTokenOp``
    runs), or each a random card of ``pool`` that only its owner sees
    (``ops.AddRandomTokenOp``)."""
    seat = seat_of(ctx, who)
    if random:
        give_tokens(st, seat, [st.rng.choice(pool) for _ in range(count)], False)
    else:
        give_tokens(st, seat, [pool[0]] * count, True)


def give_tokens(st: SDState, seat: int, cids: list[str], known: bool) -> None:
    """SD-HAND-6: only as many tokens as fit are created."""
    side = st.sides[seat]
    cards = st.cat.cards
    for cid in cids:
        if len(side.hand) >= hand_limit(st, seat):
            break
        card = Card(new_uid(st), cid, known or cards[cid].revealed_in_hand)
        side.hand.append(card)
        if card.known:
            log_card_event(st, "science_duel.token", seat, cid)
        else:
            st.log_private([seat], "science_duel.token", {"seat": seat,
                                                          "card": cid,
                                                          "card_name": cards[cid].name},
                           "science_duel.token_hidden", {"seat": seat})


def steal_random(st: SDState, seat: int, count: int) -> None:
    """``seat`` takes ``count`` random cards from the opponent's hand, shown to both (what
    ``ops.StealRandomOp`` runs); each then goes to ``seat``'s hand in order."""
    opp = st.sides[1 - seat]
    tasks: list[Task] = []
    for _ in range(count):
        if not opp.hand:
            break
        card = opp.hand.pop(st.rng.below(len(opp.hand)))
        card = Card(card.uid, card.cid, True)
        log_card_event(st, "science_duel.steal", seat, card.cid)
        tasks.append(ToHand(seat, card, 1 - seat))
    push_all(st.tasks, tasks)
