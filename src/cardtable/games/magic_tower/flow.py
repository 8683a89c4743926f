"""The flow of a game on the kernel's ``Flow``: setup, turns (MT-DEC-8) and the
registration of every task handler and every decision's answer.

An action answers the pending decision (a kernel ``Pending``): its ``resume``
task takes the answer and pushes what remains to be done; the kernel's run loop
then works through the task stack until a handler opens the next decision or
the game ends. The rule modules (payments, plays, combat, spells) hold the
handlers as plain functions; this module binds them, so imports flow one way.
The interpreter of op lists (the ``Ops`` task) is here too; the ops are ``ops.py``.
"""

from __future__ import annotations

from typing import Final

from cardtable.games.magic_tower import combat, consequences, ops, payments, plays, spells
from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.board_ops import Ctx
from cardtable.games.magic_tower.model import (
    ALIVE,
    BARRACKS,
    BLOCK_PROD,
    BLOCKED,
    COUNTER,
    FARM,
    FOOD,
    FOUNTAIN,
    FREEZE,
    GOLD,
    HAND,
    MANA,
    MINE,
    MONUMENT,
    PROD_MULT,
    RECURRING,
    RESOURCE_WORDS,
    SOLDIERS,
    SOURCE_WORDS,
    START_BOARD,
    TOWER,
    TRUMP,
    Allocate,
    Attack,
    Barracks,
    Borrow,
    Cast,
    ChooseTrump,
    Defence,
    DiscardFee,
    DiscardHighest,
    EndAction,
    Fountain,
    FountainPick,
    Ops,
    Pay,
    Recurring,
    Refill,
    Turn,
    TurnAction,
    ops_task,
)
from cardtable.games.magic_tower.table import Table
from cardtable.kernel import Action
from cardtable.kernel.flow import Flow, Pending, Task, push, push_all

FLOW: Final[Flow[Table]] = Flow("magic_tower", clears_on_end=True)
"""The game ends only in ``Table.finish``, which empties the stack (``end_flow``)."""
SET_TEXT: Final = {"humans": {"cs": "lidé", "en": "humans"},
            "dragons": {"cs": "draci", "en": "dragons"},
            "titans": {"cs": "titáni", "en": "titans"},
            "undead": {"cs": "nemrtví", "en": "undead"},
            "air_masters": {"cs": "mistři vzduchu", "en": "air masters"},
            "water_masters": {"cs": "mistři vody", "en": "water masters"},
            "sun": {"cs": "slunce", "en": "sun"}, "moon": {"cs": "měsíc", "en": "moon"}}
TURN: Final = tuple(Pending("turn", s, (), Turn(s)) for s in range(6))
"""The turn decision of each seat (immutable, shared by every state)."""
END_ACTION: Final = EndAction()
TURN_STACK: Final[tuple[tuple[Task, ...], ...]] = tuple(
    (END_ACTION, TurnAction(s), Recurring(s), Barracks(s), Fountain(s)) for s in range(6))
"""The steps of each seat's turn after production (MT-DEC-8), made once, in stack order:
the fountain runs first (``start_turn`` puts them on the stack with one ``extend``)."""


# ---- setup -------------------------------------------------------------------
def setup(st: Table) -> None:
    """MT-SETUP-1..10, MT-DEC-2..4: boards, random dealer, trump choices first (or the
    preset ``trumps`` option, see docs/rules/magic_tower.md)."""
    n = st.num_players
    st._rebuild_derived()  # the catalog and the options it reads
    st.board = [list(START_BOARD) for _ in range(n)]
    st.hands = [[] for _ in range(n)]
    st.deck = []
    st.pile = []
    st.seen = []
    st.effects = []
    st.unlocked = [[] for _ in range(n)]
    st.casts = [{} for _ in range(n)]
    st.borrowed = ["" for _ in range(n)]
    st._init_flow()
    st.extra = 0
    st.last_battle = -1
    st.result = None
    st.dealer = st.rng.below(n)
    st.active = (st.dealer + 1) % n
    st.log("magic_tower.dealer", dealer=st.dealer, first=st.active)
    preset: list[str] | None = st.options.trumps
    if preset is None:
        st.pending = Pending("trump", st.active, (), ChooseTrump(st.active))
        return
    # the ``trumps`` option: the same choices, events and deal as MT-DEC-3, no decisions
    for i in range(n):
        seat = (st.active + i) % n
        take_trump(st, seat, preset[seat])
    deal(st)
    FLOW.run(st)


def take_trump(st: Table, seat: int, name: str) -> None:
    """MT-DEC-3: the choice is public at once (an event and the board's trump)."""
    st.board[seat][TRUMP] = tb.SET_INDEX[name]
    st.log("magic_tower.trump", seat=seat, set=name, name=SET_TEXT[name])


def deal(st: Table) -> None:
    """MT-SETUP-3/4: after every choice, shuffle, deal six each, the first player starts."""
    st.pending = None
    st.deck = list(range(tb.N_CARDS))
    st.rng.shuffle(st.deck)
    for s in range(st.num_players):
        st.draw(s, HAND)
    start_turn(st, st.active)


@FLOW.resumes(ChooseTrump)
def choose_trump(st: Table, task: ChooseTrump, act: Action) -> None:
    """MT-ACT-1, MT-DEC-3: one at a time in turn order, public, repeats allowed."""
    seat = task.seat
    take_trump(st, seat, act.word_arg("set"))
    nxt = (seat + 1) % st.num_players
    if nxt != st.active:
        st.pending = Pending("trump", nxt, (), ChooseTrump(nxt))
        return
    deal(st)


# ---- turns -------------------------------------------------------------------
def start_turn(st: Table, seat: int) -> None:
    """MT-DEC-8 steps 1-3: counter, production, fountain, barracks, then the action.

    Board fields are written ``b[i] = b[i] + n`` here and in the other steps a turn runs
    every time: compiled, an augmented store into a list item adds boxed numbers."""
    st.active = seat
    b = st.board[seat]
    turn = b[COUNTER] + 1
    b[COUNTER] = turn
    gold = food = mana = soldiers = 0  # what the turn makes (MT-DEC-8)
    effects = st.effects  # none running: the common case, without the lookups
    if not effects or not (st.has(seat, FREEZE) or st.has(seat, BLOCK_PROD)):
        mult = st.product(seat, PROD_MULT) if effects else 1
        gold = b[MINE] * mult
        food = b[FARM] * mult
        mana = b[MONUMENT] * mult
        b[GOLD] = b[GOLD] + gold
        b[FOOD] = b[FOOD] + food
        b[MANA] = b[MANA] + mana
    if b[FOUNTAIN] or effects:
        st.tasks.extend(TURN_STACK[seat])
    else:  # the common case, without the task round trips: same order of steps
        soldiers = b[BARRACKS]
        if soldiers:
            b[SOLDIERS] = b[SOLDIERS] + soldiers
        st.tasks.append(END_ACTION)
        st.pending = TURN[seat]
    if not st.recording:
        return
    if gold or food or mana or soldiers:  # logged after the steps above, before any task
        st.log_built("magic_tower.turn_produces", consequences.PRODUCED_BUILDER,
                     (seat, turn, gold, food, mana, soldiers,
                      b[GOLD], b[FOOD], b[MANA], b[SOLDIERS]))
    else:
        st.log("magic_tower.turn", seat=seat, turn=turn)


@FLOW.handles(Fountain)
def fountain(st: Table, task: Fountain) -> None:
    seat = task.seat
    if st.board[seat][FOUNTAIN] and not st.has(seat, FREEZE) and not st.has(seat, BLOCK_PROD):
        st.pending = Pending("fountain", seat, (), FountainPick(seat))


@FLOW.resumes(FountainPick)
def fountain_pick(st: Table, task: FountainPick, act: Action) -> None:
    """MT-ACT-15, MT-DEC-63: 10 of the picked resource."""
    old = st.board[task.seat][:]
    st.board[task.seat][GOLD + RESOURCE_WORDS.index(act.word_arg("resource"))] += 10
    consequences.log_seat(st, task.seat, old)


@FLOW.handles(Barracks)
def barracks(st: Table, task: Barracks) -> None:
    """MT-SOLD-2: one soldier per barracks (Blizzard and freeze do not stop it)."""
    b = st.board[task.seat]
    made = b[BARRACKS]
    if made:
        before = b[SOLDIERS]
        b[SOLDIERS] = before + made
        consequences.log_soldiers(st, task.seat, before)


@FLOW.handles(Recurring)
def recurring(st: Table, task: Recurring) -> None:
    seat = task.seat
    runs = [e for e in st.effects if e.holder == seat and e.kind == RECURRING]
    push_all(st.tasks, [ops_task(e.origin, e.ref, 0, -1, 0, -1) for e in runs])


@FLOW.handles(TurnAction)
def turn_action(st: Table, task: TurnAction) -> None:
    seat = task.seat
    if st.has(seat, BLOCKED):
        st.log("magic_tower.blocked", seat=seat)  # MT-DEC-60: no action, no refill
        return
    st.pending = TURN[seat]


@FLOW.resumes(Turn)
def turn_answer(st: Table, task: Turn, act: Action) -> None:
    """MT-DEC-9: the turn's action."""
    TURN_ACTIONS[act.kind](st, act)


TURN_ACTIONS: Final = {"play": plays.play, "discard": plays.discard, "attack": combat.attack,
                "cast": spells.cast, "play_combo": plays.play_combo,
                "play_set": plays.play_set, "play_sextet": plays.play_sextet,
                "play_triple": plays.play_triple, "pass": plays.pass_turn}
"""The turn actions (MT-DEC-9) and the rule module that carries each out."""


@FLOW.handles(EndAction)
def end_action(st: Table, task: EndAction) -> None:
    """MT-DEC-8 steps 7-8, MT-DEC-12 extra turns, MT-DEC-74 turn limit."""
    st.check_end()
    st.tasks.clear()  # nothing of the finished action may run after the turn moves on
    if st.result is not None:
        return
    seat = st.active
    if st.board[seat][ALIVE]:
        if st.effects:
            st.expire(seat)
        if st.extra > 0:
            st.extra -= 1
            start_turn(st, seat)
            return
    st.extra = 0
    limit = st.max_turns
    if st.board[seat][COUNTER] >= limit:
        alive = [s for s in range(st.num_players) if st.board[s][ALIVE]]
        # loops, not min()/max() over generators: compiled, those are generic calls
        done = True
        best = -1_000_000  # below any tower
        for s in alive:
            b = st.board[s]
            done = done and b[COUNTER] >= limit
            best = max(best, b[TOWER])
        if done:
            st.finish([s for s in alive if st.board[s][TOWER] == best])
            return
    n = st.num_players
    board = st.board
    nxt = seat
    for i in range(1, n):
        if board[(seat + i) % n][ALIVE]:
            nxt = (seat + i) % n
            break
    start_turn(st, nxt)


@FLOW.handles(Refill)
def refill(st: Table, task: Refill) -> None:
    if st.board[task.seat][ALIVE]:
        st.refill(task.seat)


# ---- op lists (the vocabulary is ops.py) ---------------------------------------------
@FLOW.handles(Ops)
def run_ops(st: Table, task: Ops) -> None:
    """Op ``idx`` of op list ``ref``: a target or kind it needs is asked for when it is
    reached (MT-DEC-77) with this task as the resume task; then the rest of the list is
    pushed and the op runs. Spells run with ``spell = 1`` so that Magic Shield
    (MT-DEC-47) and the no-win rule (MT-DEC-46) apply."""
    actor, ref, idx, target, spell, chosen = (task.actor, task.ref, task.idx, task.target,
                                              task.spell, task.chosen)
    cat = st.cat
    steps = cat.op_steps[ref]
    if idx >= len(steps) or st.board[actor][ALIVE] != 1:
        return
    step = steps[idx]
    kinds = step.kinds
    if target < 0 and step.aims:
        options = ops.target_options(st, actor, bool(spell))
        if not options:
            push(st.tasks, ops_task(actor, ref, idx + 1, target, spell, -1))
            return
        if len(options) > 1:
            st.pending = Pending("target", actor, tuple(options), task)
            return
        target = options[0]
    if chosen < 0 and kinds is not None:
        st.pending = Pending("kind", actor, kinds,
                             ops_task(actor, ref, idx, target, spell, chosen))
        return
    if idx + 1 < len(steps):
        st.tasks.append(ops_task(actor, ref, idx + 1, target, spell, -1))
    consequences.run_op(st, step.op, Ctx(actor, target, bool(spell), chosen,
                                         cat.ops_name[ref]), step.reach, step.plan)
    if step.ends_check:
        st.check_end()  # only tower changes can win, eliminate or unlock (MT-DEC-72)


@FLOW.resumes(Ops)
def ops_answer(st: Table, task: Ops, act: Action) -> None:
    """MT-ACT-11: the chosen player, or the chosen kind, is filled into the waiting task."""
    if act.kind == "choose_target":
        st.tasks.append(ops_task(task.actor, task.ref, task.idx, act.int_arg("seat"),
                                 task.spell, task.chosen))
        return
    word = act.word_arg("what")
    index = RESOURCE_WORDS.index(word) if word in RESOURCE_WORDS else SOURCE_WORDS.index(word)
    st.tasks.append(ops_task(task.actor, task.ref, task.idx, task.target, task.spell, index))


@FLOW.resumes(Borrow)
def borrow_answer(st: Table, task: Borrow, act: Action) -> None:
    """MT-ACT-11, MT-CLAR-7..9: the pick of a borrowed spell."""
    ops.take_borrowed(st, task.actor, act.int_arg("seat"), act.word_arg("spell"))


# ---- the rule modules' handlers and answers ----------------------------------------
FLOW.handles(Pay)(payments.pay)
FLOW.resumes(Pay)(payments.pay_answer)
FLOW.handles(DiscardFee)(payments.discard_fee)
FLOW.handles(Cast)(spells.cast_task)
FLOW.handles(DiscardHighest)(plays.discard_highest)
FLOW.resumes(DiscardHighest)(plays.discard_highest_pick)
FLOW.handles(Attack)(combat.attack_task)
FLOW.resumes(Attack)(combat.attack_answer)
FLOW.handles(Defence)(combat.defence)
FLOW.resumes(Defence)(combat.defence_answer)
FLOW.handles(Allocate)(combat.allocate_task)
FLOW.resumes(Allocate)(combat.allocate)
