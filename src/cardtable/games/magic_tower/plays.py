"""Turn actions with cards: single plays, combos, full sets, sextets, the great
triple and discards (MT-ACT-2..7, MT-DEC-9, MT-DEC-13..30).
"""

from __future__ import annotations

from typing import Final

from cardtable.games.magic_tower import actions as pre
from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.cards import COUNT_BITS, GREAT_SHIFT
from cardtable.games.magic_tower.consequences import log_effect, log_seat
from cardtable.games.magic_tower.consequences import pay as pay_resources
from cardtable.games.magic_tower.model import (
    COUNTER,
    DISCARD_FEE,
    FREEZE,
    GOLD,
    GREAT,
    MINE,
    PLAYED,
    REFILL,
    TOWER,
    TRUMP,
    WALL,
    DiscardHighest,
    ops_task,
    pay_task,
)
from cardtable.games.magic_tower.payments import discard_card
from cardtable.games.magic_tower.table import Table
from cardtable.kernel import Action
from cardtable.kernel.flow import Pending, push
from cardtable.kernel.i18n import message

SEXTET_SOURCES: Final[tuple[str, ...]] = ("mine", "farm", "monument")


def group_cost(st: Table, seat: int, cards: tuple[int, ...],
               free: bool | None = None) -> tuple[tuple[int, int, int], int]:
    """Printed cost and any-resource fee of playing ``cards`` (MT-DEC-14, MT-DEC-24)."""
    if (bool(st.effects) and st.has(seat, GREAT)) if free is None else free:
        return (0, 0, 0), 0
    g = f = m = fee = 0
    for c in cards:
        cost = st.cat.cost[c]
        g += cost[0]
        f += cost[1]
        m += cost[2]
        if tb.CARD_NONSET[c]:
            fee += 3
    return (g, f, m), fee


def affordable(st: Table, seat: int, cards: tuple[int, ...],
               free: bool | None = None) -> bool:
    """MT-DEC-13: the full cost must be payable now (also under a freeze)."""
    printed, fee = group_cost(st, seat, cards, free)
    b = st.board[seat]
    rest = 0
    for k in range(3):
        left = b[GOLD + k] - printed[k]
        if left < 0:
            return False
        rest += left
    return rest >= fee


def moon_banned(st: Table, seat: int, cards: tuple[int, ...]) -> bool:
    """MT-SET-3, MT-DEC-20: no moon card in the player's first turn."""
    return st.board[seat][COUNTER] == 1 and any(tb.CARD_SET[c] == tb.MOON for c in cards)


def can_play(st: Table, seat: int, card: int, free: bool | None = None) -> bool:
    return not moon_banned(st, seat, (card,)) and affordable(st, seat, (card,), free)


def combo_cards(st: Table, bearer: int) -> tuple[int, ...]:
    """Partners in data order, the bearer last (MT-DEC-30)."""
    return (*st.cat.combo[bearer], bearer)


def can_combo(st: Table, seat: int, bearer: int) -> bool:
    """MT-DEC-22 (a)-(d)."""
    hand = st.hands[seat]
    if not st.cat.combo[bearer] or bearer not in hand or not st.trump_applies(seat, bearer):
        return False
    cards = combo_cards(st, bearer)
    return (all(c in hand for c in cards) and not moon_banned(st, seat, cards)
            and affordable(st, seat, cards))


def group_source(st: Table, seat: int, cards: tuple[int, ...]) -> int | None:
    """0: all from hand; 1: all but the pile's top card (MT-DEC-29); None: impossible."""
    hand = st.hands[seat]
    missing = [c for c in cards if c not in hand]
    if not missing:
        return 0
    if len(missing) == 1 and st.pile and st.pile[-1].card == missing[0]:
        return 1
    return None


def can_group(st: Table, seat: int, cards: tuple[int, ...]) -> bool:
    return group_source(st, seat, cards) is not None and not moon_banned(st, seat, cards)


PLAY_SET: Final = tuple(Action.fast("play_set", (("set", name),)) for name in tb.SETS_NAMES)
PLAY_SEXTET: Final = tuple(tuple(Action.fast("play_sextet", (("source", src), ("value", value)))
                          for src in SEXTET_SOURCES) for value in tb.VALUE_NAMES)
PLAY_TRIPLE: Final = Action.fast("play_triple", ())


_PLAY: Final = pre.PLAY
_COMBO: Final = pre.COMBO
_SETS: Final = range(len(tb.SETS_NAMES))
_VALUES: Final = range(len(tb.VALUE_NAMES))
_FOUR_PER_SET: Final = sum(4 << COUNT_BITS * s for s in _SETS)
"""The high bit of every set's count: some set has four cards or more."""
_FOUR_PER_VALUE: Final = sum(4 << COUNT_BITS * v for v in _VALUES)
_FIELD: Final = (1 << COUNT_BITS) - 1


def play_actions(st: Table, seat: int, hand: list[int]) -> list[Action]:
    """Every play of cards open to ``seat`` now; ``hand`` is his hand, sorted (the hot
    path: local names, one pass over the hand, the cards per set and per value counted in
    two packed numbers, ``cards.card_play_info``)."""
    free = bool(st.effects) and st.has(seat, GREAT)
    b = st.board[seat]
    gold, food, mana = b[GOLD], b[GOLD + 1], b[GOLD + 2]
    total = gold + food + mana
    first = b[COUNTER] == 1
    info = st.cat.play_info
    out = []
    combos = False
    per_set = per_value = 0
    for c in hand:  # inline of can_play, and the counts for group plays
        ci = info[c]
        per_set += ci.per_set
        per_value += ci.per_value
        if ci.combo:
            combos = True
        if first and ci.moon:
            continue
        if free or (total >= 3 if ci.nonset else
                    gold >= ci.gold and food >= ci.food and mana >= ci.mana):
            out.append(_PLAY[c])
    if combos:  # the partners in hand first: the cheap test that rejects most
        partners_of = st.cat.combo
        for c in hand:
            partners = partners_of[c]
            if not partners:
                continue
            for p in partners:
                if not holds(hand, p):
                    break
            else:
                if can_combo(st, seat, c):
                    out.append(_COMBO[c])
    pile = st.pile
    if pile:
        top = info[pile[-1].card]
        per_set += top.per_set
        per_value += top.per_value
    if per_set & _FOUR_PER_SET:  # a set has six cards: a count of 6 is all of them
        for s in _SETS:
            if (per_set >> COUNT_BITS * s) & _FIELD == 6 and can_group(st, seat,
                                                                      tb.SET_CARDS[s]):
                out.append(PLAY_SET[s])
    if per_value & _FOUR_PER_VALUE:  # six collectible sets: one card of each value in each
        for v in _VALUES:
            if (per_value >> COUNT_BITS * v) & _FIELD == 6 and can_group(st, seat,
                                                                        tb.SEXTETS[v]):
                out += PLAY_SEXTET[v]
    if per_value >> GREAT_SHIFT == 3 and can_group(st, seat, tb.GREAT_TRIPLE):
        out.append(PLAY_TRIPLE)
    return out


def forced_discards(st: Table, seat: int) -> list[int]:
    """MT-DISC-6/7, MT-DEC-18: non-set cards first, then moon cards."""
    hand = st.hands[seat]
    nonset = sorted(c for c in hand if tb.CARD_NONSET[c])
    return nonset or sorted(hand)


# ---- applying ------------------------------------------------------------------
def _pay_printed(st: Table, seat: int, cards: tuple[int, ...]) -> int:
    """Deduct the printed part now (unless frozen); return the any-resource fee left."""
    printed, fee = group_cost(st, seat, cards)
    if (printed[0] or printed[1] or printed[2]) and not (st.effects and st.has(seat, FREEZE)):
        pay_resources(st, seat, printed)
    return fee


def holds(hand: list[int], card: int) -> bool:
    """``card in hand``, by a loop over numbers (compiled, ``in`` compares objects)."""
    for c in hand:  # noqa: SIM110 (any() over a generator is slower here)
        if c == card:
            return True
    return False


def _lay(st: Table, seat: int, cards: tuple[int, ...]) -> None:
    """Put ``cards`` on the pile in laying order (MT-DEC-30), the last one on top.

    A member missing from the hand is the pile's top card (MT-TAKE-1..3, MT-DEC-29): it is
    taken back before anything is laid, since after the first laid card it is no longer
    the top, and then laid in its own place in the order like the others.
    """
    hand = st.hands[seat]
    taken = None
    for c in cards:
        if not holds(hand, c):
            taken = c
            break
    if taken is not None:
        assert st.pile and st.pile[-1].card == taken
        st.pile.pop()
        st.log("magic_tower.took_top", seat=seat, card=tb.CARD_ID[taken],
               name=st.cat.names[taken])
    for c in cards:
        if c != taken:
            hand.remove(c)
        st.put_on_pile(c, seat, PLAYED)


def play(st: Table, act: Action) -> None:
    """MT-ACT-2, MT-TRUMP-1..5: black text, or the red / black + green trump text."""
    seat = st.active
    card = act.int_arg("card")
    _lay(st, seat, (card,))
    fee = _pay_printed(st, seat, (card,))
    cat = st.cat
    ref = cat.black[card]
    if st.trump_applies(seat, card) and not cat.combo[card]:
        ref = cat.trump_ref[card]
    if fee:
        push(st.tasks, pay_task(seat, fee), REFILL[seat], ops_task(seat, ref, 0, -1, 0, -1))
    else:
        st.refill(seat)
        st.tasks.append(ops_task(seat, ref, 0, -1, 0, -1))


def play_combo(st: Table, act: Action) -> None:
    """MT-ACT-3, MT-TRUMP-6/7, MT-DEC-23: only the bearer's trump text (with black if green)."""
    seat = st.active
    bearer = act.int_arg("bearer")
    cards = combo_cards(st, bearer)
    _lay(st, seat, cards)
    fee = _pay_printed(st, seat, cards)
    push(st.tasks, pay_task(seat, fee), REFILL[seat],
         ops_task(seat, st.cat.trump_ref[bearer], 0, -1, 0, -1))


def play_set(st: Table, act: Action) -> None:
    """MT-FULLSET-1..9, MT-DEC-25/26: free, only the bonus applies."""
    seat = st.active
    s = tb.SETS_NAMES.index(act.word_arg("set"))
    _lay(st, seat, tb.SET_CARDS[s])
    st.refill(seat)
    b = st.board[seat]
    old = b[:]
    if s >= tb.N_COLLECTIBLE:
        tower, wall, res = 100, 0, 0
    elif s == b[TRUMP] or st.has(seat, GREAT):
        tower, wall, res = 100, 50, 150
    else:
        tower, wall, res = 75, 25, 100
    b[TOWER] += tower
    b[WALL] += wall
    for k in range(3):
        b[GOLD + k] += res
    name = act.word_arg("set")
    st.log("magic_tower.full_set", seat=seat, set=name, set_name=message(f"magic_tower.set_{name}"),
           tower=tower, wall=wall, resources=res)
    log_seat(st, seat, old)
    st.check_end()


def play_sextet(st: Table, act: Action) -> None:
    """MT-SIX-1..3, MT-DEC-27: 15 of one source, barracks excluded."""
    seat = st.active
    v = tb.VALUE_NAMES.index(act.word_arg("value"))
    _lay(st, seat, tb.SEXTETS[v])
    st.refill(seat)
    k = SEXTET_SOURCES.index(act.word_arg("source"))
    old = st.board[seat][:]
    st.board[seat][MINE + k] += 15
    st.log("magic_tower.sextet", seat=seat, value=act.word_arg("value"),
           source=act.word_arg("source"))
    log_seat(st, seat, old)


def play_triple(st: Table, act: Action) -> None:
    """MT-GREAT-1..3, MT-DEC-28: all trumps and free plays for 10 turns."""
    seat = st.active
    _lay(st, seat, tb.GREAT_TRIPLE)
    st.refill(seat)
    st.add_effect("great_triple", seat, seat, GREAT, 0, 10)
    st.log("magic_tower.great_triple", seat=seat)
    log_effect(st, "great_triple", seat, GREAT, 0, 10)


def discard(st: Table, act: Action) -> None:
    """MT-ACT-7, MT-DISC-1..5: no operation, 7 resources or −15 tower."""
    seat = st.active
    discard_card(st, seat, act.int_arg("card"))
    push(st.tasks, DISCARD_FEE[seat], REFILL[seat])


def pass_turn(st: Table, act: Action) -> None:
    """Only offered with an empty hand and nothing to draw (see docs)."""
    st.log("magic_tower.passed", seat=st.active)


# ---- "everyone discards the highest card" ------------------------------------------
def rank(st: Table, seat: int, card: int) -> int:
    """MT-CLAR-4, MT-DEC-70: trump set > other collectible > sun/moon > great triple > rest."""
    card_set = tb.CARD_SET[card]
    if card_set < tb.N_COLLECTIBLE:
        return 4 if st.trump_applies(seat, card) else 3
    if card_set != tb.NONE:
        return 2
    return 1 if tb.CARD_GREAT[card] else 0


def top_tier(st: Table, seat: int) -> list[int]:
    """His discardable cards of the highest non-empty tier (moon cards never, MT-CLAR-5)."""
    discardable = st.cat.discardable
    cards = [c for c in st.hands[seat] if discardable[c]]
    if not cards:
        return []
    best = -1
    for c in cards:  # not max() over a generator: compiled, that is a generic call
        best = max(best, rank(st, seat, c))
    return sorted(c for c in cards if rank(st, seat, c) == best)


def discard_highest(st: Table, task: DiscardHighest) -> None:
    seat = task.seat
    if not st.alive(seat):
        return
    tier = top_tier(st, seat)
    if len(tier) == 1:
        _discard_highest(st, seat, tier[0])
    elif tier:
        st.pending = Pending("dh_pick", seat, (), task)


def _discard_highest(st: Table, seat: int, card: int) -> None:
    """MT-CLAR-6: paid like a normal discard; no refill until his own turn."""
    discard_card(st, seat, card)
    push(st.tasks, DISCARD_FEE[seat])


def discard_highest_pick(st: Table, task: DiscardHighest, act: Action) -> None:
    _discard_highest(st, task.seat, act.int_arg("card"))
