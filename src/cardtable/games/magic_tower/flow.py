"""The flow of a game: setup, turns (MT-DEC-8), payments and the task stack.

An action is carried out by pushing small task tuples on ``state.tasks`` and
running them until one needs a decision (it then sets ``state.pending``, whose
decider becomes the current player) or the stack is empty. Task handlers are
registered by name in ``HANDLERS``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.state import (
    ALIVE,
    BARRACKS,
    BLOCK_PROD,
    BLOCKED,
    COUNTER,
    DISCARDED,
    FOUNTAIN,
    FREEZE,
    GOLD,
    HAND,
    MANA,
    MINE,
    PROD_MULT,
    RECURRING,
    RESOURCE_WORDS,
    SOLDIERS,
    START_BOARD,
    TOWER,
    TRUMP,
    MTState,
)
from cardtable.kernel import Action

Task = tuple[Any, ...]
SET_TEXT = {"humans": {"cs": "lidé", "en": "humans"}, "dragons": {"cs": "draci", "en": "dragons"},
            "titans": {"cs": "titáni", "en": "titans"},
            "undead": {"cs": "nemrtví", "en": "undead"},
            "air_masters": {"cs": "mistři vzduchu", "en": "air masters"},
            "water_masters": {"cs": "mistři vody", "en": "water masters"},
            "sun": {"cs": "slunce", "en": "sun"}, "moon": {"cs": "měsíc", "en": "moon"}}
HANDLERS: dict[str, Callable[[MTState, Task], None]] = {}
ACTIONS: dict[str, Callable[[MTState, Action], None]] = {}


def handler(name: str) -> Callable[[Callable[[MTState, Task], None]],
                                   Callable[[MTState, Task], None]]:
    def deco(fn: Callable[[MTState, Task], None]) -> Callable[[MTState, Task], None]:
        HANDLERS[name] = fn
        return fn
    return deco


def action(name: str) -> Callable[[Callable[[MTState, Action], None]],
                                  Callable[[MTState, Action], None]]:
    def deco(fn: Callable[[MTState, Action], None]) -> Callable[[MTState, Action], None]:
        ACTIONS[name] = fn
        return fn
    return deco


def run(st: MTState) -> None:
    """Work through the task stack until a decision is needed or the game ends."""
    while st.pending is None and st.result is None and st.tasks:
        task = st.tasks.pop()
        HANDLERS[task[0]](st, task)


def push(st: MTState, *tasks: Task) -> None:
    """Schedule ``tasks`` to run in the given order, before anything already pending."""
    st.tasks.extend(reversed(tasks))


def apply_action(st: MTState, act: Action) -> None:
    ACTIONS[act.kind](st, act)
    run(st)


# ---- setup -------------------------------------------------------------------
def setup(st: MTState) -> None:
    """MT-SETUP-1..10, MT-DEC-2..4: boards, random dealer, trump choices first (or the
    preset ``trumps`` option, see docs/rules/magic_tower.md)."""
    n = st.num_players
    st.board = [list(START_BOARD) for _ in range(n)]
    st.hands = [[] for _ in range(n)]
    st.deck = []
    st.pile = []
    st.seen = []
    st.effects = []
    st.unlocked = [[] for _ in range(n)]
    st.casts = [{} for _ in range(n)]
    st.borrowed = ["" for _ in range(n)]
    st.tasks = []
    st.extra = 0
    st.last_battle = -1
    st.result = None
    st.dealer = st.rng.below(n)
    st.active = (st.dealer + 1) % n
    st.log("magic_tower.dealer", dealer=st.dealer, first=st.active)
    preset: list[str] | None = st.options.trumps
    if preset is None:
        st.pending = ("trump", st.active)
        return
    # the ``trumps`` option: the same choices, events and deal as MT-DEC-3, no decisions
    for i in range(n):
        seat = (st.active + i) % n
        take_trump(st, seat, preset[seat])
    deal(st)
    run(st)


def take_trump(st: MTState, seat: int, name: str) -> None:
    """MT-DEC-3: the choice is public at once (an event and the board's trump)."""
    st.board[seat][TRUMP] = tb.SET_INDEX[name]
    st.log("magic_tower.trump", seat=seat, set=name, name=SET_TEXT[name])


def deal(st: MTState) -> None:
    """MT-SETUP-3/4: after every choice, shuffle, deal six each, the first player starts."""
    st.pending = None
    st.deck = list(range(tb.N_CARDS))
    st.rng.shuffle(st.deck)
    for s in range(st.num_players):
        st.draw(s, HAND)
    start_turn(st, st.active)


@action("choose_trump")
def choose_trump(st: MTState, act: Action) -> None:
    """MT-ACT-1, MT-DEC-3: one at a time in turn order, public, repeats allowed."""
    seat = st.pending[1] if st.pending else 0
    take_trump(st, seat, act.word_arg("set"))
    nxt = (seat + 1) % st.num_players
    if nxt != st.active:
        st.pending = ("trump", nxt)
        return
    deal(st)


# ---- turns -------------------------------------------------------------------
def start_turn(st: MTState, seat: int) -> None:
    """MT-DEC-8 steps 1-3: counter, production, fountain, barracks, then the action."""
    st.active = seat
    b = st.board[seat]
    b[COUNTER] += 1
    st.log("magic_tower.turn", seat=seat, turn=b[COUNTER])
    if not st.has(seat, FREEZE) and not st.has(seat, BLOCK_PROD):
        mult = st.product(seat, PROD_MULT)
        for k in range(3):
            b[GOLD + k] += b[MINE + k] * mult
    if b[FOUNTAIN] or st.effects:
        push(st, ("fountain", seat), ("barracks", seat), ("recurring", seat), ("action", seat),
             ("end_action",))
    else:  # the common case, without the task round trips: same order of steps
        b[SOLDIERS] += b[BARRACKS]
        st.tasks.append(("end_action",))
        st.pending = ("turn", seat)


@handler("fountain")
def fountain(st: MTState, task: Task) -> None:
    seat = task[1]
    if st.board[seat][FOUNTAIN] and not st.has(seat, FREEZE) and not st.has(seat, BLOCK_PROD):
        st.pending = ("fountain", seat)


@action("fountain_pick")
def fountain_pick(st: MTState, act: Action) -> None:
    """MT-ACT-15, MT-DEC-63: 10 of the picked resource."""
    seat = st.pending[1] if st.pending else 0
    st.pending = None
    st.board[seat][GOLD + RESOURCE_WORDS.index(act.word_arg("resource"))] += 10


@handler("barracks")
def barracks(st: MTState, task: Task) -> None:
    """MT-SOLD-2: one soldier per barracks (Blizzard and freeze do not stop it)."""
    b = st.board[task[1]]
    b[SOLDIERS] += b[BARRACKS]


@handler("recurring")
def recurring(st: MTState, task: Task) -> None:
    seat = task[1]
    runs = [e for e in st.effects if e[2] == seat and e[3] == RECURRING]
    push(st, *[("ops", e[1], e[6], 0, -1, 0, -1) for e in runs])


@handler("action")
def turn_action(st: MTState, task: Task) -> None:
    seat = task[1]
    if st.has(seat, BLOCKED):
        st.log("magic_tower.blocked", seat=seat)  # MT-DEC-60: no action, no refill
        return
    st.pending = ("turn", seat)


@handler("end_action")
def end_action(st: MTState, task: Task) -> None:
    """MT-DEC-8 steps 7-8, MT-DEC-12 extra turns, MT-DEC-74 turn limit."""
    st.check_end()
    st.tasks.clear()  # nothing of the finished action may run after the turn moves on
    if st.result is not None:
        return
    seat = st.active
    if st.board[seat][ALIVE]:
        st.expire(seat)
        if st.extra > 0:
            st.extra -= 1
            start_turn(st, seat)
            return
    st.extra = 0
    limit = st.options.max_turns
    if st.board[seat][COUNTER] >= limit:
        alive = [s for s in range(st.num_players) if st.board[s][ALIVE]]
        if min(st.board[s][COUNTER] for s in alive) >= limit:
            best = max(st.board[s][TOWER] for s in alive)
            st.finish([s for s in alive if st.board[s][TOWER] == best])
            return
    n = st.num_players
    nxt = next((s for s in ((seat + i) % n for i in range(1, n)) if st.board[s][ALIVE]), seat)
    start_turn(st, nxt)


@handler("refill")
def refill(st: MTState, task: Task) -> None:
    if st.board[task[1]][ALIVE]:
        st.refill(task[1])


# ---- payments ----------------------------------------------------------------
def splits(st: MTState, seat: int, fee: int, min_mana: int = 0) -> list[tuple[int, int, int]]:
    """Every (gold, food, mana) adding up to ``fee`` he can pay (MT-ACT-10, MT-DEC-15)."""
    b = st.board[seat]
    spare = b[MANA] - min_mana
    if spare < 0:
        return []
    return list(_splits(min(b[GOLD], fee), min(b[GOLD + 1], fee), min(spare, fee), fee))


_SPLITS: dict[tuple[int, int, int, int], tuple[tuple[int, int, int], ...]] = {}


def _splits(gold: int, food: int, mana: int, fee: int) -> tuple[tuple[int, int, int], ...]:
    key = (gold, food, mana, fee)
    found = _SPLITS.get(key)
    if found is None:
        found = _SPLITS[key] = tuple((g, f, fee - g - f) for g in range(gold + 1)
                                     for f in range(min(fee - g, food) + 1)
                                     if fee - g - f <= mana)
    return found


def pay_split(st: MTState, seat: int, split: tuple[int, int, int]) -> None:
    b = st.board[seat]
    for k in range(3):
        b[GOLD + k] -= split[k]
    st.log("magic_tower.paid", seat=seat, gold=split[0], food=split[1], mana=split[2])


@handler("pay")
def pay(st: MTState, task: Task) -> None:
    """A fee of any resources; nothing is taken under a freeze (MT-DEC-69)."""
    _, seat, fee, min_mana = task
    if not st.board[seat][ALIVE] or st.has(seat, FREEZE) or fee == 0:
        return
    options = splits(st, seat, fee, min_mana)
    if len(options) == 1:
        pay_split(st, seat, options[0])
    else:
        st.pending = ("pay", seat, fee, min_mana)


@handler("discard_fee")
def discard_fee(st: MTState, task: Task) -> None:
    """MT-DISC-4/5, MT-DEC-16: 7 of any resources, or −15 tower when he has under 7."""
    _, seat, min_mana = task
    if not st.board[seat][ALIVE]:
        return
    if st.resources(seat) < 7:
        st.change_tower(seat, -15, seat, False, False)
        st.log("magic_tower.paid_tower", seat=seat)
        st.check_end()
        return
    push(st, ("pay", seat, 7, min_mana))


@action("pay")
def pay_action(st: MTState, act: Action) -> None:
    seat = st.pending[1] if st.pending else 0
    st.pending = None
    pay_split(st, seat, (act.int_arg("gold"), act.int_arg("food"), act.int_arg("mana")))


def discard_card(st: MTState, seat: int, card: int) -> None:
    st.hands[seat].remove(card)
    st.put_on_pile(card, seat, DISCARDED)


# ---- choices -------------------------------------------------------------------
@action("choose_target")
def choose_target(st: MTState, act: Action) -> None:
    """MT-ACT-11: the chosen player is filled into the waiting task."""
    st.pending = None
    task = st.tasks.pop()
    st.tasks.append((*task[:4], act.int_arg("seat"), *task[5:]))


@action("choose_kind")
def choose_kind(st: MTState, act: Action) -> None:
    from cardtable.games.magic_tower.state import SOURCE_WORDS

    st.pending = None
    task = st.tasks.pop()
    word = act.word_arg("what")
    index = RESOURCE_WORDS.index(word) if word in RESOURCE_WORDS else SOURCE_WORDS.index(word)
    st.tasks.append((*task[:6], index))
