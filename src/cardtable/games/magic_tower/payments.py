"""Payments: fees in any resources and the discard fee (MT-ACT-10, MT-DEC-15/16,
MT-DISC-4/5, MT-DEC-69)."""

from __future__ import annotations

from typing import Final

from cardtable.games.magic_tower.actions import PAID, PAY
from cardtable.games.magic_tower.consequences import log_seat
from cardtable.games.magic_tower.consequences import pay as pay_resources
from cardtable.games.magic_tower.model import (
    ALIVE,
    DISCARDED,
    FREEZE,
    GOLD,
    MANA,
    DiscardFee,
    Pay,
    pay_key,
    pay_task,
)
from cardtable.games.magic_tower.table import Table
from cardtable.kernel import Action
from cardtable.kernel.flow import Pending, push


def splits(st: Table, seat: int, fee: int, min_mana: int = 0) -> list[tuple[int, int, int]]:
    """Every (gold, food, mana) adding up to ``fee`` he can pay (MT-ACT-10, MT-DEC-15)."""
    return list(_options(st, seat, fee, min_mana)[0])


Options = tuple[tuple[tuple[int, int, int], ...], tuple[Action, ...]]
"""The splits of a fee and their ``pay`` actions, in the same order."""
_NONE: Final[Options] = ((), ())
_SPLITS: Final[dict[int, Options]] = {}


def _options(st: Table, seat: int, fee: int, min_mana: int) -> Options:
    """``splits`` and their actions, shared: they depend only on the resources he can
    use (each capped at the fee) and the fee, so they are made once per such key."""
    b = st.board[seat]
    spare = b[MANA] - min_mana
    if spare < 0:
        return _NONE
    gold, food = b[GOLD], b[GOLD + 1]  # each capped at the fee (``min`` inlined: hot)
    top_gold = gold if gold < fee else fee
    top_food = food if food < fee else fee
    top_mana = spare if spare < fee else fee
    key = -1
    if 0 <= fee < 4096:  # every part is at most the fee: one packed number
        key = ((top_gold << 12 | top_food) << 12 | top_mana) << 12 | fee
        found = _SPLITS.get(key)
        if found is not None:
            return found
    made = tuple((g, f, fee - g - f) for g in range(top_gold + 1)
                 for f in range(min(fee - g, top_food) + 1) if fee - g - f <= top_mana)
    found = (made, tuple(PAY[split] for split in made))
    if key >= 0:
        _SPLITS[key] = found
    return found


def pay_actions(st: Table, seat: int, fee: int, min_mana: int = 0) -> list[Action]:
    """The ``pay`` actions of every split ``splits`` lists, in its order."""
    return list(_options(st, seat, fee, min_mana)[1])


_PAY_DECISIONS: Final[dict[int, Pending]] = {}


def pay_decision(task: Pay) -> Pending:
    """The ``"pay"`` decision of ``task``, shared (decisions and tasks are immutable)."""
    key = pay_key(task.seat, task.fee, task.min_mana)
    if key < 0:
        return Pending("pay", task.seat, (), task)
    found = _PAY_DECISIONS.get(key)
    if found is None:
        found = _PAY_DECISIONS[key] = Pending("pay", task.seat, (), task)
    return found


def pay(st: Table, task: Pay) -> None:
    """A fee of any resources; nothing is taken under a freeze (MT-DEC-69)."""
    seat, fee = task.seat, task.fee
    if not st.board[seat][ALIVE] or (st.effects and st.has(seat, FREEZE)) or fee == 0:
        return
    options = _options(st, seat, fee, task.min_mana)[0]
    if len(options) == 1:
        pay_resources(st, seat, options[0])
    else:
        st.pending = pay_decision(task)


def pay_answer(st: Table, task: Pay, act: Action) -> None:
    pay_resources(st, task.seat, PAID[act])  # the legal answers are actions of ``PAY``


def discard_fee(st: Table, task: DiscardFee) -> None:
    """MT-DISC-4/5, MT-DEC-16: 7 of any resources, or −15 tower when he has under 7."""
    seat = task.seat
    if not st.board[seat][ALIVE]:
        return
    if st.resources(seat) < 7:
        old = st.board[seat][:]
        st.change_tower(seat, -15, seat, False, False)
        st.log("magic_tower.paid_tower", seat=seat)
        log_seat(st, seat, old)
        st.check_end()
        return
    push(st.tasks, pay_task(seat, 7, task.min_mana))


def discard_card(st: Table, seat: int, card: int) -> None:
    st.hands[seat].remove(card)
    st.put_on_pile(card, seat, DISCARDED)
