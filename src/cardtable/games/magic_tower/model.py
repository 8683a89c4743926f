"""Magic Tower's vocabulary: board fields, effect kinds and the task types.

Boards are per-seat lists of ints indexed by the constants below. Running
effects are ``Effect`` records, pile entries ``PileCard`` records. The task
types (``task_type``) are what the kernel's ``Flow`` runs (see ``flow.py``); a
pending decision is a kernel ``Pending`` whose ``kind`` names the decision
(``"turn"``, ``"pay"``, ``"defend"``...: the name players see in the
observation) and whose ``resume`` task carries the decision's data and takes
the answer.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from cardtable.kernel.flow import Task, task_type
from cardtable.kernel.records import compiled, fast_init
from cardtable.kernel.serial import register

# Board fields, one constant each: a ``Final`` literal is a constant in compiled code, where
# names unpacked from ``range`` would be looked up in the module's dict on every use.
TOWER: Final = 0
WALL: Final = 1
FIRE: Final = 2
GOLD: Final = 3
FOOD: Final = 4
MANA: Final = 5
MINE: Final = 6
FARM: Final = 7
MONUMENT: Final = 8
BARRACKS: Final = 9
SOLDIERS: Final = 10
ARCHMAGE: Final = 11
FOUNTAIN: Final = 12
COUNTER: Final = 13
TRUMP: Final = 14
ALIVE: Final = 15
HAND_BONUS: Final = 16
BOARD_FIELDS: Final[tuple[str, ...]] = (
    "tower", "wall", "fire_wall", "gold", "food", "mana", "mines", "farms", "monuments",
    "barracks", "soldiers", "archmage", "fountain", "turn", "trump", "alive", "hand_bonus"
)
RESOURCE_WORDS: Final[tuple[str, ...]] = ("gold", "food", "mana")
SOURCE_WORDS: Final[tuple[str, ...]] = ("mine", "farm", "monument", "barracks")
START_BOARD: Final[tuple[int, ...]] = (20, 10, 0, 0, 0, 0, 5, 5, 5, 0, 0, 0, 0, 0, -1, 1, 0)
"""Tower 20, wall 10, 5/5/5 sources, nothing else (MT-SETUP-5..8, MT-DEC-4)."""
NO_BOARD: Final = 0
ACTOR: Final = 1
ACTOR_AND_TARGET: Final = 2
EVERY: Final = 3
"""Whose boards an op's ``run`` may change (``MtOp.reach``): none, the actor's, the actor's
and the chosen target's, or any. The interpreter copies and compares only those boards
to log what changed (``consequences.run_op``)."""
HAND: Final = 6
WIN_TOWER: Final = 250
PROTECTED_TURNS: Final = 5
SPELL_HEIGHTS: Final[tuple[int, ...]] = (50, 100, 150)

PLAYED: Final = 1
DISCARDED: Final = 0
ELIMINATED: Final = 2
"""How a card reached the pile (public, MT-INFO-5)."""
HOW_TEXT: Final[tuple[dict[str, str], ...]] = (
    {"cs": "odložena", "en": "discarded"}, {"cs": "vyložena", "en": "played"},
    {"cs": "z ruky vyřazeného", "en": "from an eliminated hand"})

# running-effect kinds
IMMUNE: Final = "spell_immune"
TOWER_INV: Final = "tower_invulnerable"
WALL_INV: Final = "wall_invulnerable"
FREEZE: Final = "freeze"
PROD_MULT: Final = "production_multiplier"
BLOCK_PROD: Final = "block_production"
BLOCKED: Final = "blocked"
BUILD_MULT: Final = "build_multiplier"
ATTACK_BONUS: Final = "attack_bonus"
HAND_SIZE: Final = "hand_size"
GREAT: Final = "great_triple"
FIRE_WALL: Final = "fire_wall"
RECURRING: Final = "recurring"


# ---- records kept in the state ---------------------------------------------------------
@dataclasses.dataclass(frozen=True, slots=True)
class Effect:
    """A running effect (MT-DUR-1, MT-DEC-31/32)."""

    name: str
    """The card or spell that started it; the same name on the same holder restarts it."""
    origin: int
    """Whose turns count its duration."""
    holder: int
    """Who it applies to."""
    kind: str
    """One of the running-effect kinds above."""
    n: int
    """Its value (multiplier, bonus, hand size...)."""
    end: int
    """The last turn (of ``origin``) it runs in."""
    ref: int = -1
    """Ops it runs each turn (``recurring``), else −1."""

    def __init__(self, name: str, origin: int, holder: int, kind: str, n: int, end: int,
                 ref: int = -1) -> None:
        # native when compiled (a dataclass-made ``__init__`` is interpreted even then);
        # ``fast_init`` replaces it in Python
        self.name = name  # type: ignore[misc]
        self.origin = origin  # type: ignore[misc]
        self.holder = holder  # type: ignore[misc]
        self.kind = kind  # type: ignore[misc]
        self.n = n  # type: ignore[misc]
        self.end = end  # type: ignore[misc]
        self.ref = ref  # type: ignore[misc]


register(Effect)
if not compiled(Effect):
    fast_init(Effect)


@dataclasses.dataclass(frozen=True, slots=True)
class PileCard:
    """A card on the pile, face up: who put it there and how (MT-INFO-5)."""

    card: int
    seat: int
    how: int
    """``DISCARDED``, ``PLAYED`` or ``ELIMINATED``."""


register(PileCard)


@dataclasses.dataclass(frozen=True, slots=True, order=True)
class Seen:
    """What a look at a hand showed (MT-INFO-9, MT-DEC-59; ``hidden.py``): the cards of
    ``target``'s hand that ``looker`` saw and that are still there."""

    looker: int
    target: int
    cards: tuple[int, ...]

    def __init__(self, looker: int, target: int, cards: tuple[int, ...]) -> None:
        # native when compiled; ``fast_init`` replaces it in Python
        self.looker = looker  # type: ignore[misc]
        self.target = target  # type: ignore[misc]
        self.cards = cards  # type: ignore[misc]


register(Seen)
if not compiled(Seen):
    fast_init(Seen)


_PILE: Final[dict[int, PileCard]] = {}
"""Shared records and tasks are kept by one packed number (``(a << bits | b) ...``): an
int is hashed and compared at once, a tuple of ints field by field."""


def pile_card(card: int, seat: int, how: int) -> PileCard:
    """``PileCard(card, seat, how)``, shared (records are immutable)."""
    if not (0 <= card < 256 and 0 <= seat < 16 and 0 <= how < 16):
        return PileCard(card, seat, how)
    key = (card << 4 | seat) << 4 | how
    found = _PILE.get(key)
    if found is None:
        found = _PILE[key] = PileCard(card, seat, how)
    return found


# ---- tasks: the steps of a turn (flow.py) ---------------------------------------
# Declared as frozen dataclasses with ``task_type`` rather than ``@task``: compiled,
# they are native records whose fields the rules read directly (kernel.task).
@dataclasses.dataclass(frozen=True, slots=True)
class Fountain(Task):
    """MT-DEC-63: the fountain's pick at the start of the turn."""
    seat: int


task_type(Fountain)


@dataclasses.dataclass(frozen=True, slots=True)
class Barracks(Task):
    """MT-SOLD-2: one soldier per barracks."""
    seat: int


task_type(Barracks)


@dataclasses.dataclass(frozen=True, slots=True)
class Recurring(Task):
    """Running ``for_turns`` effects held by ``seat`` run their ops."""
    seat: int


task_type(Recurring)


@dataclasses.dataclass(frozen=True, slots=True)
class TurnAction(Task):
    """MT-DEC-8 step 4: the turn's action (skipped while blocked, MT-DEC-60)."""
    seat: int


task_type(TurnAction)


@dataclasses.dataclass(frozen=True, slots=True)
class EndAction(Task):
    """MT-DEC-8 steps 7-8: end checks, expiry, extra turns, the next seat."""


task_type(EndAction)


@dataclasses.dataclass(frozen=True, slots=True)
class Refill(Task):
    """MT-TURN-8: draw up to the hand size."""
    seat: int


# ---- decisions without a task of their own: resume tasks that take the answer ------


task_type(Refill)


@dataclasses.dataclass(frozen=True, slots=True)
class Turn(Task):
    """Resumes with the turn action of ``seat`` (play, discard, attack, cast, pass)."""
    seat: int


task_type(Turn)


@dataclasses.dataclass(frozen=True, slots=True)
class ChooseTrump(Task):
    """Resumes with the trump choice of ``seat`` (MT-DEC-3)."""
    seat: int

    def __init__(self, seat: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.seat = seat  # type: ignore[misc]


task_type(ChooseTrump)


@dataclasses.dataclass(frozen=True, slots=True)
class FountainPick(Task):
    """Resumes with the fountain's resource (MT-ACT-15)."""
    seat: int


task_type(FountainPick)


@dataclasses.dataclass(frozen=True, slots=True)
class Borrow(Task):
    """Resumes with the spell ``actor`` borrows (MT-DEC-71)."""
    actor: int


# ---- payments (payments.py) -------------------------------------------------------


task_type(Borrow)


@dataclasses.dataclass(frozen=True, slots=True)
class Pay(Task):
    """A fee of ``fee`` in any resources keeping ``min_mana`` mana; it is also the
    ``"pay"`` decision's resume task."""
    seat: int
    fee: int
    min_mana: int

    def __init__(self, seat: int, fee: int, min_mana: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.seat = seat  # type: ignore[misc]
        self.fee = fee  # type: ignore[misc]
        self.min_mana = min_mana  # type: ignore[misc]


task_type(Pay)


@dataclasses.dataclass(frozen=True, slots=True)
class DiscardFee(Task):
    """MT-DISC-4/5: 7 resources, or −15 tower under 7."""
    seat: int
    min_mana: int

    def __init__(self, seat: int, min_mana: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.seat = seat  # type: ignore[misc]
        self.min_mana = min_mana  # type: ignore[misc]


# ---- effects (ops.py), spells, discards ---------------------------------------------


task_type(DiscardFee)


@dataclasses.dataclass(frozen=True, slots=True)
class Ops(Task):
    """Run op ``idx`` of ``tables.OPS[ref]``; ``target``/``chosen`` −1 until chosen."""
    actor: int
    ref: int
    idx: int
    target: int
    spell: int
    chosen: int

    def __init__(self, actor: int, ref: int, idx: int, target: int, spell: int,
                 chosen: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.actor = actor  # type: ignore[misc]
        self.ref = ref  # type: ignore[misc]
        self.idx = idx  # type: ignore[misc]
        self.target = target  # type: ignore[misc]
        self.spell = spell  # type: ignore[misc]
        self.chosen = chosen  # type: ignore[misc]


task_type(Ops)


@dataclasses.dataclass(frozen=True, slots=True)
class Cast(Task):
    """The spell itself after its discard and fee (MT-SPELL-3/4)."""
    seat: int
    spell: str
    borrowed: int

    def __init__(self, seat: int, spell: str, borrowed: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.seat = seat  # type: ignore[misc]
        self.spell = spell  # type: ignore[misc]
        self.borrowed = borrowed  # type: ignore[misc]


task_type(Cast)


@dataclasses.dataclass(frozen=True, slots=True)
class DiscardHighest(Task):
    """MT-DEC-70: ``seat`` discards his highest card (``actor`` played the effect)."""
    seat: int
    actor: int

    def __init__(self, seat: int, actor: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.seat = seat  # type: ignore[misc]
        self.actor = actor  # type: ignore[misc]


# ---- combat (combat.py) ---------------------------------------------------------------


task_type(DiscardHighest)


@dataclasses.dataclass(frozen=True, slots=True)
class Attack(Task):
    """Pick the target (−1: not yet) and the army."""
    attacker: int
    target: int

    def __init__(self, attacker: int, target: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.attacker = attacker  # type: ignore[misc]
        self.target = target  # type: ignore[misc]


task_type(Attack)


@dataclasses.dataclass(frozen=True, slots=True)
class Defence(Task):
    """Ask the defender: bolts, then defenders (the ``"defend"`` decision)."""
    defender: int
    attacker: int
    left: int
    bolted: int

    def __init__(self, defender: int, attacker: int, left: int, bolted: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.defender = defender  # type: ignore[misc]
        self.attacker = attacker  # type: ignore[misc]
        self.left = left  # type: ignore[misc]
        self.bolted = bolted  # type: ignore[misc]


task_type(Defence)


@dataclasses.dataclass(frozen=True, slots=True)
class Allocate(Task):
    """Spend ``rest`` damage on sources, the archmage or the tower (``"allocate"``)."""
    attacker: int
    defender: int
    rest: int
    returning: int

    def __init__(self, attacker: int, defender: int, rest: int, returning: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.attacker = attacker  # type: ignore[misc]
        self.defender = defender  # type: ignore[misc]
        self.rest = rest  # type: ignore[misc]
        self.returning = returning  # type: ignore[misc]


task_type(Allocate)


# ---- shared task values -------------------------------------------------------------
# Tasks are immutable, so the common ones are made once and shared: building a frozen
# dataclass costs a setattr per field, which the hot path (every play) would pay.
SEATS: Final = range(6)
REFILL: Final = tuple(Refill(s) for s in SEATS)
DISCARD_FEE: Final = tuple(DiscardFee(s, 0) for s in SEATS)
_PAY: Final[dict[int, Pay]] = {}
_OPS: Final[dict[int, Ops]] = {}


def pay_key(seat: int, fee: int, min_mana: int) -> int:
    """The packed key of a payment (``_PAY``, ``payments.pay_decision``); −1 when a value
    is out of its range (such a payment is not shared)."""
    if 0 <= seat < 16 and 0 <= fee < 4096 and 0 <= min_mana < 4096:
        return (seat << 12 | fee) << 12 | min_mana
    return -1


def pay_task(seat: int, fee: int, min_mana: int = 0) -> Pay:
    """``Pay(seat, fee, min_mana)``, shared."""
    key = pay_key(seat, fee, min_mana)
    if key < 0:
        return Pay(seat, fee, min_mana)
    found = _PAY.get(key)
    if found is None:
        found = _PAY[key] = Pay(seat, fee, min_mana)
    return found


def ops_task(actor: int, ref: int, idx: int = 0, target: int = -1, spell: int = 0,
             chosen: int = -1) -> Ops:
    """``Ops(actor, ref, idx, target, spell, chosen)``, shared."""
    if not (0 <= actor < 16 and 0 <= ref < 65536 and 0 <= idx < 256 and -1 <= target < 15
            and 0 <= spell < 2 and -1 <= chosen < 255):
        return Ops(actor, ref, idx, target, spell, chosen)
    key = ((((actor << 16 | ref) << 8 | idx) << 4 | target + 1) << 1 | spell) << 8 | chosen + 1
    found = _OPS.get(key)
    if found is None:
        found = _OPS[key] = Ops(actor, ref, idx, target, spell, chosen)
    return found
