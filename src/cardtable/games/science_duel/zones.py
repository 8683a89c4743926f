"""Cards moving between zones: entering the board, drawing, hands, decks, effect slots.

Summoning puts a unit into a slot exhausted and queues its Při vyvolání and
the "summoned" observers; drawing handles fatigue, a full hand, Při líznutí
and ZAHRAJ PŘI LÍZNUTÍ (SD-DRAW, SD-HAND, SD-ONDRAW, SD-CASTDRAW).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.science_duel.board import HAND_AURAS, hears, present, put_effect, put_unit
from cardtable.games.science_duel.damage import DEATHS, deal
from cardtable.games.science_duel.eventlog import SEAT, card_params, log, log_card_event, log_secret
from cardtable.games.science_duel.model import (
    HAND_LIMIT,
    Card,
    Ctx,
    Draw,
    Place,
    RevivePick,
    Slotted,
    ToGrave,
    ToHand,
    Unit,
    make_ctx,
    make_dispatch,
    make_draw,
    make_place,
    seat_of,
)
from cardtable.games.science_duel.queries import (
    empty_effect_slot,
    empty_slots,
    find_unit,
    hand_limit,
    new_uid,
    order_seats,
)
from cardtable.games.science_duel.triggers import dispatch, fire_now
from cardtable.kernel.flow import push, push_all

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


def shuffle_deck(st: SDState, seat: int) -> None:
    """Shuffle a whole deck (SD-DRAW-2/3); every known position is forgotten (SD-DEC-67)."""
    deck = st.sides[seat].deck
    st.rng.shuffle(deck)
    for i, c in enumerate(deck):
        if c.known:
            deck[i] = Card(c.uid, c.cid)


# ---- entering the board ------------------------------------------------------------------
def make_unit(st: SDState, uid: int, cid: str, owner: int) -> Unit:
    """A new unit of card ``cid`` with its printed stats and keywords."""
    c = st.cat.cards[cid]
    kws = c.keywords  # positional: the keyword form of a dataclass call is slower
    return Unit(uid, cid, owner, c.attack, c.health, 0, [], "shield" in kws, "stealth" in kws,
                False, False, False, c.dormant)


def summon(st: SDState, seat: int, slot: int, unit: Unit) -> None:
    """Put a unit into a slot, exhausted (SD-UNIT-3, SD-DEC-19), then its Při vyvolání
    and the "summoned" observers (SD-ONSUMMON-1, SD-DEC-57)."""
    unit.ready = False
    put_unit(st, seat, slot, unit)
    log(st, "science_duel.summon", ("seat", "slot"), (seat, slot + 1), unit.cid)
    if st.cat.cards[unit.cid].on_summon:
        st.tasks.append(make_dispatch("summon", seat, unit.uid, ""))
        fire_now(st, "on_summon", make_ctx(unit.uid, unit.cid, seat))  # summon ends a step
    elif hears(st, "summon"):
        dispatch(st, "summon", seat, unit.uid)  # the observers are next (summon ends a task)


def place(st: SDState, task: Place) -> None:
    """Summon a token, revive a card or move a taken unit; slot per SD-DEC-26."""
    mode, seat, slot = task.mode, task.seat, task.slot
    empties = empty_slots(st, seat)
    if mode == "revive":
        grave = st.sides[task.owner].grave
        if not any(c.uid == task.uid for c in grave):
            return
    if mode == "control":
        where = find_unit(st, task.uid)
        if where is None or where[0] == seat:
            return
    if not empties:
        if mode == "control":
            assert where is not None
            where[2].destroyed = True  # SD-CONTROL-4
            st.tasks.append(DEATHS)
        return
    if slot < 0 or slot not in empties:
        if len(empties) > 1:
            st.ask("choose_slot", task.decider, empties, task)  # SD-ACT-8
            return
        slot = empties[0]
    if mode == "token":
        summon(st, seat, slot, make_unit(st, new_uid(st), task.cid, seat))
    elif mode == "revive":
        grave = st.sides[task.owner].grave
        i = next(k for k, c in enumerate(grave) if c.uid == task.uid)
        card = grave.pop(i)
        log_card_event(st, "science_duel.revive", seat, card.cid)
        summon(st, seat, slot, make_unit(st, card.uid, card.cid, task.owner))  # SD-DEC-54
    else:
        assert where is not None
        u = where[2]
        put_unit(st, where[0], where[1], None)
        u.ready = False  # SD-CONTROL-3, SD-DEC-47
        put_unit(st, seat, slot, u)
        if st.recording:
            st.log("science_duel.control", seat=seat, slot=slot + 1, **card_params(st, u.cid))


def draw_for(st: SDState, ctx: Ctx, who: str, count: int) -> None:
    """``count`` draws (what ``ops.DrawOp`` runs) for the firing's controller (``who`` is
    ``you``), the other seat (``opponent``) or each seat, the active one first
    (``each``; SD-DEC-70)."""
    if who == "each":
        push_all(st.tasks, [make_draw(s, count) for s in order_seats(st)])
    else:
        st.tasks.append(make_draw(seat_of(ctx, who), count))


def summon_tokens(st: SDState, ctx: Ctx, who: str, card: str, count: int) -> None:
    """Put ``count`` token units ``card`` on the controller's (``who`` is ``you``) or the
    other seat's side (what ``ops.SummonOp`` runs; SD-DEC-26)."""
    seat = seat_of(ctx, who)
    push_all(st.tasks, [make_place("token", seat, ctx.seat, cid=card) for _ in range(count)])


def revive(st: SDState, ctx: Ctx, place: str) -> None:
    """Oživ (SD-REVIVE-1, SD-DEC-54), what ``ops.ReviveOp`` runs: the firing unit itself
    (``self``, if it is in the graveyard), a random unit or one of the controller's choice
    from the controller's graveyard. Here, compiled, rather than in the op's Python body:
    some decks revive often, and the graveyard scan was a tenth of their playouts."""
    seat = ctx.seat
    grave = st.sides[seat].grave
    if place == "self":
        src = ctx.src
        for c in grave:
            if c.uid == src:
                st.tasks.append(make_place("revive", seat, seat, "", src, seat))
                return
        return
    cards = st.cat.cards
    units = [c for c in grave if cards[c.cid].type == "unit"]
    if not units:
        return
    if place == "random":
        pick = st.rng.choice(units)
        st.tasks.append(make_place("revive", seat, seat, "", pick.uid, seat))
    else:
        st.tasks.append(RevivePick(seat))


def revive_pick(st: SDState, task: RevivePick) -> None:
    """Revive the unit ``pick`` of ``seat``'s graveyard, asking which when there is a
    choice (SD-ACT-9, SD-DEC-54)."""
    seat, pick = task.seat, task.pick
    cards = st.cat.cards
    # the 80 most recent units at most, so every choice fits the action encoding
    units = [c for c in st.sides[seat].grave if cards[c.cid].type == "unit"][-80:]
    if not units:
        return
    if not 0 <= pick < len(units):
        if len(units) > 1:
            st.ask("choose_card", seat, range(len(units)), task)
            return
        pick = 0
    st.tasks.append(make_place("revive", seat, seat, uid=units[pick].uid, owner=seat))


# ---- drawing -----------------------------------------------------------------------------
def draw(st: SDState, task: Draw) -> None:
    """Draw ``n`` cards one at a time (SD-DRAW-7)."""
    seat, n = task.seat, task.n
    if n > 1:
        st.tasks.append(make_draw(seat, n - 1))
    draw_one(st, seat)


def draw_one(st: SDState, seat: int) -> None:
    side = st.sides[seat]
    if not side.deck:
        side.fatigue += 1  # SD-DRAW-5/6, SD-DEC-63
        st.log("science_duel.fatigue", seat=seat, amount=side.fatigue)
        deal(st, [(seat, side.fatigue, None, False)])
        return
    card = side.deck.pop()
    cat = st.cat
    c = cat.cards[card.cid]
    limit = HAND_LIMIT if not present(st, HAND_AURAS) else \
        hand_limit(st, seat)  # no hand-limit aura in play: the common case
    if len(side.hand) >= limit:
        side.grave.append(Card(card.uid, card.cid, True))  # SD-HAND-4, SD-DEC-56
        log_card_event(st, "science_duel.overdraw", seat, c.id)
        return
    if c.cast_when_drawn:
        log_card_event(st, "science_duel.cast_drawn", seat, c.id)  # SD-CASTDRAW-1..4
        card = Card(card.uid, card.cid, True)
        push(st.tasks, ToGrave(seat, card), make_dispatch("draw", seat, -1, ""))
        fire_now(st, "effects", make_ctx(card.uid, card.cid, seat))  # drawing ends a step
        return
    if c.on_draw:
        card = Card(card.uid, card.cid, True)
        log_card_event(st, "science_duel.on_draw", seat, c.id)  # SD-ONDRAW-1/2
        push(st.tasks, ToHand(seat, card, seat), make_dispatch("draw", seat, -1, ""))
        fire_now(st, "on_draw", make_ctx(card.uid, card.cid, seat))
        return
    if c.revealed_in_hand and not card.known:
        card = Card(card.uid, card.cid, True)  # SD-DEC-67/78 (a known card stays known)
    side.hand.append(card)
    if card.known:  # log_draw, inlined
        log(st, "science_duel.draw", SEAT, (seat,), card.cid)
    else:
        log_secret(st, seat, "science_duel.draw", card.cid, "science_duel.draw_hidden")
    if hears(st, "draw"):
        dispatch(st, "draw", seat)


def log_draw(st: SDState, seat: int, card: Card) -> None:
    if card.known:
        log(st, "science_duel.draw", SEAT, (seat,), card.cid)
    else:
        log_secret(st, seat, "science_duel.draw", card.cid, "science_duel.draw_hidden")


def to_hand(st: SDState, task: ToHand) -> None:
    """A card (a drawn on-draw card, a taken card) enters a hand, or is disposed into its
    owner's graveyard when the hand is full (SD-DEC-58, SD-DEC-64)."""
    seat, card, owner = task.seat, task.card, task.owner
    side = st.sides[seat]
    if len(side.hand) >= hand_limit(st, seat):
        st.sides[owner].grave.append(Card(card.uid, card.cid, True))
        log_card_event(st, "science_duel.overdraw", seat, card.cid)
        return
    side.hand.append(card)


def to_effect_slot(st: SDState, seat: int, card: Card, kind: str) -> bool:
    i = empty_effect_slot(st, seat)
    if i < 0:
        return False
    put_effect(st, seat, i, Slotted(card.uid, card.cid, seat, kind))
    return True
