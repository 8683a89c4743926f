"""Plain, registered records that make up a Science Duel state, and its task types.

Static card data stays in the game's catalogue (``catalogue.Catalogue``, reached as
``state.cat``); these records hold only what changes during a game (ids,
counters, flags), so cloning and JSON are cheap and exact. Mutable records
(``Side``, ``Unit``, ``Slotted``, ``Flight``) appear at exactly one place of the
state tree; immutable ones (``Card``, ``Ctx`` and the task types run by
``flow.FLOW``) may be shared, by clones too.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final, TypeVar

from cardtable.kernel.flow import Task, task_type
from cardtable.kernel.records import compiled, fast_init, slot_setters
from cardtable.kernel.serial import register

UNIT_SLOTS: Final = 7
"""SD-COMP-3: unit slots per player."""
EFFECT_SLOTS: Final = 6
"""SD-COMP-5: effect slots per player."""
MAX_LIFE: Final = 30
"""SD-COMP-9 / SD-SETUP-4."""
MAX_MANA: Final = 10
"""SD-START-4 / SD-DEC-10."""
HAND_LIMIT: Final = 10
"""SD-HAND-1."""
MAX_HAND_INDEX: Final = 15
"""Encoding bound of hand positions (hand-limit auras can raise the limit to 15)."""
LOOP_CAP: Final = 13
"""SD-LOOP-1 / SD-DEC-72."""
EVENTS: Final[tuple[str, ...]] = (
    "summon", "card_played", "spell_played", "unit_died", "attack", "hero_damaged", "draw",
    "ability_used"
)
"""Engine events that "whenever" texts and experiments react to."""


@dataclass(frozen=True, slots=True)
class Card:
    """A card in a deck, hand or graveyard; ``uid`` keeps its identity across zones."""

    uid: int
    cid: str
    known: bool = False
    """In a hand: both players know its identity (SD-DEC-78)."""

    def __init__(self, uid: int, cid: str, known: bool = False) -> None:
        # Written out (the dataclass keeps it): made on every draw, play and death, and a
        # generated ``__init__`` is interpreted even in the compiled build. Compiled, the
        # stores go straight into the object; in Python, through the slots' descriptors
        # (a frozen dataclass refuses plain assignment).
        if _NATIVE:
            self.uid = uid  # type: ignore[misc]
            self.cid = cid  # type: ignore[misc]
            self.known = known  # type: ignore[misc]
        else:
            _CARD_UID(self, uid)
            _CARD_CID(self, cid)
            _CARD_KNOWN(self, known)


register(Card)
_NATIVE: Final = compiled(Card)
"""Whether this module runs compiled (the records' constructors are then native)."""
_CARD_UID, _CARD_CID, _CARD_KNOWN = slot_setters(Card, "uid", "cid", "known")


@dataclass(slots=True)
class Unit:
    """A unit on the board (SD-INFO-10 lists what is public about it: everything)."""

    uid: int
    cid: str
    owner: int
    atk: int
    hp: int
    tmp_atk: int = 0
    """Attack added until the end of the turn."""
    kws: list[str] = field(default_factory=list)
    """Keywords granted by effects (printed ones come from the card). Replaced by a new
    list, never changed in place: clones share it (``SDState._copy_game_data``)."""
    shield: bool = False
    stealth: bool = False
    frozen: bool = False
    thaw_ready: bool = False
    """Frozen while still ready in its controller's turn (SD-DEC-51)."""
    ready: bool = False
    dormant: int = 0
    """0: awake; n > 0: wakes at the start of the n-th own turn; -1: for ever."""
    silenced: bool = False
    destroyed: bool = False

    def __init__(self, uid: int, cid: str, owner: int, atk: int, hp: int, tmp_atk: int = 0,
                 kws: list[str] | None = None, shield: bool = False, stealth: bool = False,
                 frozen: bool = False, thaw_ready: bool = False, ready: bool = False,
                 dormant: int = 0, silenced: bool = False, destroyed: bool = False) -> None:
        # Written out, as ``Card``'s: a unit is made on every summon.
        self.uid = uid
        self.cid = cid
        self.owner = owner
        self.atk = atk
        self.hp = hp
        self.tmp_atk = tmp_atk
        self.kws = [] if kws is None else kws
        self.shield = shield
        self.stealth = stealth
        self.frozen = frozen
        self.thaw_ready = thaw_ready
        self.ready = ready
        self.dormant = dormant
        self.silenced = silenced
        self.destroyed = destroyed


register(Unit)


@dataclass(slots=True)
class Slotted:
    """A card in an effect slot or the field slot: ability, lasting spell, experiment, field."""

    uid: int
    cid: str
    owner: int
    kind: str
    """``ability``, ``lasting``, ``experiment`` (face down) or ``field``."""
    ready: bool = True

    def __init__(self, uid: int, cid: str, owner: int, kind: str, ready: bool = True) -> None:
        # Written out, as ``Card``'s.
        self.uid = uid
        self.cid = cid
        self.owner = owner
        self.kind = kind
        self.ready = ready


register(Slotted)


@dataclass(slots=True)
class Side:
    """Everything one player has (SD-COMP-7..10)."""

    cls: str
    life: int = MAX_LIFE
    mana: int = 0
    slots: int = 0
    fatigue: int = 0
    played: int = 0
    ability_used: bool = False
    hand: list[Card] = field(default_factory=list)
    deck: list[Card] = field(default_factory=list)
    grave: list[Card] = field(default_factory=list)
    units: list[Unit | None] = field(default_factory=lambda: [None] * UNIT_SLOTS)
    effects: list[Slotted | None] = field(default_factory=lambda: [None] * EFFECT_SLOTS)
    removed: list[Card] = field(default_factory=list)
    """Cards trimmed before the game (SD-SETUP-3), private."""
    mulligan: int = -1
    """Cards exchanged at the mulligan (-1: not decided yet)."""


register(Side)


@dataclass(frozen=True, slots=True)
class Ctx:
    """The context of one resolving effect list (a "firing"); immutable, so tasks that hold
    it can be shared by clones (a chosen target makes a new one with ``replace``)."""

    src: int
    """uid of the card whose text this is."""
    cid: str
    seat: int
    """Controller: who "you" is (SD-DEC-15)."""
    target: int = -1
    """Chosen target code (seat*8 + 0 for the hero or slot 1..7); -1 unchosen, -2 none."""
    tuid: int = -1
    """uid of the chosen unit (-1 for a hero)."""
    subject: int = -1
    """uid of the unit the triggering event was about."""
    spell: bool = False
    """Spell damage applies (SD-SPELLDMG-1, SD-DEC-46)."""
    random: bool = False
    """Targets are chosen at random (SD-RANDOM-4)."""
    slot: int = 0
    """For a unit's Při zahrání: the reserved slot (adjacency, SD-DEC-57)."""

    def __init__(self, src: int, cid: str, seat: int, target: int = -1, tuid: int = -1,
                 subject: int = -1, spell: bool = False, random: bool = False,
                 slot: int = 0) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.src = src  # type: ignore[misc]
        self.cid = cid  # type: ignore[misc]
        self.seat = seat  # type: ignore[misc]
        self.target = target  # type: ignore[misc]
        self.tuid = tuid  # type: ignore[misc]
        self.subject = subject  # type: ignore[misc]
        self.spell = spell  # type: ignore[misc]
        self.random = random  # type: ignore[misc]
        self.slot = slot  # type: ignore[misc]


register(Ctx)
if not compiled(Ctx):
    fast_init(Ctx)


@dataclass(slots=True)
class Flight:
    """A card being played, between leaving the hand and entering its zone."""

    seat: int
    card: Card
    slot: int
    target: int
    tuid: int
    momentum: bool
    cancelled: bool = False

    def __init__(self, seat: int, card: Card, slot: int, target: int, tuid: int,
                 momentum: bool, cancelled: bool = False) -> None:
        # Written out, as ``Card``'s: one is made for every card played.
        self.seat = seat
        self.card = card
        self.slot = slot
        self.target = target
        self.tuid = tuid
        self.momentum = momentum
        self.cancelled = cancelled


register(Flight)


# ---- tasks (SD-ORDER-7): the resolution stack's entries, run by ``flow.FLOW`` --------------
@dataclass(frozen=True, slots=True)
class Fire(Task):
    """Resolve the effect list ``key`` of card ``ctx.cid`` (asking for its target first)."""

    key: str
    ctx: Ctx

    def __init__(self, key: str, ctx: Ctx) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.key = key  # type: ignore[misc]
        self.ctx = ctx  # type: ignore[misc]


task_type(Fire)


@dataclass(frozen=True, slots=True)
class Close(Task):
    """A firing ended: one fewer open firing of ``key`` (the loop cap, SD-DEC-72)."""

    key: str

    def __init__(self, key: str) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.key = key  # type: ignore[misc]


task_type(Close)


@dataclass(frozen=True, slots=True)
class Step(Task):
    """Carry out instruction ``idx`` of effect list ``key`` of card ``ctx.cid``."""

    key: str
    idx: int
    ctx: Ctx

    def __init__(self, key: str, idx: int, ctx: Ctx) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.key = key  # type: ignore[misc]
        self.idx = idx  # type: ignore[misc]
        self.ctx = ctx  # type: ignore[misc]


task_type(Step)


@dataclass(frozen=True, slots=True)
class ToGrave(Task):
    """Put ``card`` into ``seat``'s graveyard (after its text resolved)."""

    seat: int
    card: Card

    def __init__(self, seat: int, card: Card) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.seat = seat  # type: ignore[misc]
        self.card = card  # type: ignore[misc]


task_type(ToGrave)


@dataclass(frozen=True, slots=True)
class Notify(Task):
    """Board card ``uid`` hears ``event`` (of ``player``, about unit ``subject``, of card
    type ``ctype``): its "whenever" texts fire or its experiment is checked."""

    uid: int
    event: str
    player: int
    subject: int
    ctype: str

    def __init__(self, uid: int, event: str, player: int, subject: int, ctype: str) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.uid = uid  # type: ignore[misc]
        self.event = event  # type: ignore[misc]
        self.player = player  # type: ignore[misc]
        self.subject = subject  # type: ignore[misc]
        self.ctype = ctype  # type: ignore[misc]


task_type(Notify)


@dataclass(frozen=True, slots=True)
class Deaths(Task):
    """Every dead unit leaves the board, then Při smrti, then observers (SD-DEC-28)."""


task_type(Deaths)


@dataclass(frozen=True, slots=True)
class Dispatch(Task):
    """Queue the board cards reacting to ``event`` (when it is this task's turn)."""

    event: str
    player: int
    subject: int
    ctype: str

    def __init__(self, event: str, player: int, subject: int, ctype: str) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.event = event  # type: ignore[misc]
        self.player = player  # type: ignore[misc]
        self.subject = subject  # type: ignore[misc]
        self.ctype = ctype  # type: ignore[misc]


task_type(Dispatch)


@dataclass(frozen=True, slots=True)
class Missile(Task):
    """``left`` more hits of ``amount`` damage, each on its own pick of ``target``
    (narrowed by ``tag``), for the firing ``ctx``."""

    left: int
    amount: int
    target: str
    tag: str
    ctx: Ctx

    def __init__(self, left: int, amount: int, target: str, tag: str, ctx: Ctx) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.left = left  # type: ignore[misc]
        self.amount = amount  # type: ignore[misc]
        self.target = target  # type: ignore[misc]
        self.tag = tag  # type: ignore[misc]
        self.ctx = ctx  # type: ignore[misc]


task_type(Missile)


@dataclass(frozen=True, slots=True)
class BurnRandom(Task):
    """Burn a random card of ``seat``'s hand (SD-HAND-9)."""

    seat: int

    def __init__(self, seat: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.seat = seat  # type: ignore[misc]


task_type(BurnRandom)


@dataclass(frozen=True, slots=True)
class BurnPick(Task):
    """Burn the card ``pick`` of ``seat``'s hand, asking which (-1) when there is a choice."""

    seat: int
    pick: int = -1


task_type(BurnPick)


@dataclass(frozen=True, slots=True)
class RevivePick(Task):
    """Revive unit ``pick`` of ``seat``'s graveyard, asking which (-1) when there is a choice."""

    seat: int
    pick: int = -1


task_type(RevivePick)


@dataclass(frozen=True, slots=True)
class May(Task):
    """The optional instruction ``key`` ("you may"): ``answer`` -1 asks, 0 no, 1 yes."""

    key: str
    ctx: Ctx
    answer: int = -1


task_type(May)


@dataclass(frozen=True, slots=True)
class Place(Task):
    """Put a unit into a slot of ``seat`` chosen by ``decider`` (SD-DEC-26): a new token
    ``cid`` (``mode`` token), the card ``uid`` of ``owner``'s graveyard (revive) or the
    enemy unit ``uid`` (control); ``slot`` -1 asks when there is a choice."""

    mode: str
    seat: int
    decider: int
    cid: str = ""
    uid: int = -1
    owner: int = -1
    slot: int = -1

    def __init__(self, mode: str, seat: int, decider: int, cid: str = "", uid: int = -1,
                 owner: int = -1, slot: int = -1) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.mode = mode  # type: ignore[misc]
        self.seat = seat  # type: ignore[misc]
        self.decider = decider  # type: ignore[misc]
        self.cid = cid  # type: ignore[misc]
        self.uid = uid  # type: ignore[misc]
        self.owner = owner  # type: ignore[misc]
        self.slot = slot  # type: ignore[misc]


task_type(Place)


@dataclass(frozen=True, slots=True)
class Draw(Task):
    """``seat`` draws ``n`` cards, one at a time (SD-DRAW-7)."""

    seat: int
    n: int

    def __init__(self, seat: int, n: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.seat = seat  # type: ignore[misc]
        self.n = n  # type: ignore[misc]


task_type(Draw)


@dataclass(frozen=True, slots=True)
class ToHand(Task):
    """``card`` enters ``seat``'s hand, or ``owner``'s graveyard if the hand is full."""

    seat: int
    card: Card
    owner: int


task_type(ToHand)


@dataclass(frozen=True, slots=True)
class StartTurn(Task):
    """``seat``'s turn begins: counters, dormancy, start-of-turn texts (SD-START-1/2)."""

    seat: int


task_type(StartTurn)


@dataclass(frozen=True, slots=True)
class Refresh(Task):
    """Ready, +1 mana slot, refill, draw (SD-START-3..6)."""

    seat: int


task_type(Refresh)


@dataclass(frozen=True, slots=True)
class Cleanup(Task):
    """The end of ``seat``'s turn: lasting spells leave, bonuses end (SD-END-2/3)."""

    seat: int


task_type(Cleanup)


@dataclass(frozen=True, slots=True)
class React(Task):
    """The opponent's experiment ``uid`` checks the card being played (SD-DEC-38/39)."""

    uid: int

    def __init__(self, uid: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.uid = uid  # type: ignore[misc]


task_type(React)


@dataclass(frozen=True, slots=True)
class Played(Task):
    """The card being played counts as played and resolves (SD-DEC-12 steps 5-7)."""

    seat: int


task_type(Played)


@dataclass(frozen=True, slots=True)
class ToZone(Task):
    """The played card ``uid`` enters its zone."""

    uid: int

    def __init__(self, uid: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.uid = uid  # type: ignore[misc]


task_type(ToZone)


@dataclass(frozen=True, slots=True)
class Strike(Task):
    """Unit ``uid`` of ``seat`` strikes ``target`` (0 hero, else the unit ``tuid``)."""

    uid: int
    seat: int
    target: int
    tuid: int

    def __init__(self, uid: int, seat: int, target: int, tuid: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.uid = uid  # type: ignore[misc]
        self.seat = seat  # type: ignore[misc]
        self.target = target  # type: ignore[misc]
        self.tuid = tuid  # type: ignore[misc]


task_type(Strike)


# ---- shared instances ------------------------------------------------------------------------
R = TypeVar("R")
SHARED_MAX: Final = 1 << 15
"""Argument lists remembered per record type by ``shared``."""


def shared(cls: Callable[..., R]) -> Callable[..., R]:
    """A constructor of the immutable record ``cls`` that hands out one instance per
    argument list (a bounded LRU cache). Tasks and firing contexts are values that clones
    share anyway, and a frozen dataclass costs a microsecond or more to build in Python:
    random play makes several per action, mostly with argument lists seen before (the same
    card uids, seats and events in every game)."""
    made: Callable[..., R] = functools.lru_cache(maxsize=SHARED_MAX)(cls)
    return made


# The ``make_*`` constructors below are plain functions, so that compiled callers call
# them natively and they call the record's native constructor (a call through a variable
# holding a class, or a cache, goes through the generic, argument-parsing call: several
# times dearer). In Python, where the cache is cheaper than the constructor, the module
# rebinds each name to ``shared(cls)`` at its end, before any other module imports it.
def seat_of(ctx: Ctx, who: str) -> int:
    """The seat an instruction's ``who`` names: the firing's controller (``you``) or the
    other seat (``opponent``)."""
    return ctx.seat if who == "you" else 1 - ctx.seat


def make_ctx(src: int, cid: str, seat: int, target: int = -1, tuid: int = -1,
             subject: int = -1, spell: bool = False, random: bool = False,
             slot: int = 0) -> Ctx:
    return Ctx(src, cid, seat, target, tuid, subject, spell, random, slot)


def make_close(key: str) -> Close:
    return Close(key)


def make_notify(uid: int, event: str, player: int, subject: int, ctype: str) -> Notify:
    return Notify(uid, event, player, subject, ctype)


def make_dispatch(event: str, player: int, subject: int, ctype: str) -> Dispatch:
    return Dispatch(event, player, subject, ctype)


def make_to_zone(uid: int) -> ToZone:
    return ToZone(uid)


def make_strike(uid: int, seat: int, target: int, tuid: int) -> Strike:
    return Strike(uid, seat, target, tuid)


def make_place(mode: str, seat: int, decider: int, cid: str = "", uid: int = -1,
               owner: int = -1, slot: int = -1) -> Place:
    return Place(mode, seat, decider, cid, uid, owner, slot)


def make_draw(seat: int, n: int) -> Draw:
    return Draw(seat, n)


def make_missile(left: int, amount: int, target: str, tag: str, ctx: Ctx) -> Missile:
    return Missile(left, amount, target, tag, ctx)


def make_burn_random(seat: int) -> BurnRandom:
    return BurnRandom(seat)


if not compiled(Ctx):
    make_ctx = shared(Ctx)
    make_close = shared(Close)
    make_notify = shared(Notify)
    make_dispatch = shared(Dispatch)
    make_to_zone = shared(ToZone)
    make_strike = shared(Strike)
    make_place = shared(Place)
    make_draw = shared(Draw)
    make_missile = shared(Missile)
    make_burn_random = shared(BurnRandom)
