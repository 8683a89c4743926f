"""Plain, registered dataclasses that make up a Science Duel state.

Static card data stays in ``cards.CARDS``; these records hold only what
changes during a game (ids, counters, flags), so cloning and JSON are cheap
and exact. Every object appears at exactly one place of the state tree.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.kernel.serial import register

UNIT_SLOTS = 7
"""SD-COMP-3: unit slots per player."""
EFFECT_SLOTS = 6
"""SD-COMP-5: effect slots per player."""
MAX_LIFE = 30
"""SD-COMP-9 / SD-SETUP-4."""
MAX_MANA = 10
"""SD-START-4 / SD-DEC-10."""
HAND_LIMIT = 10
"""SD-HAND-1."""
MAX_HAND_INDEX = 15
"""Encoding bound of hand positions (hand-limit auras can raise the limit to 15)."""
LOOP_CAP = 13
"""SD-LOOP-1 / SD-DEC-72."""


@register
@dataclass(frozen=True, slots=True)
class Card:
    """A card in a deck, hand or graveyard; ``uid`` keeps its identity across zones."""

    uid: int
    cid: str
    known: bool = False
    """In a hand: both players know its identity (SD-DEC-78)."""


@register
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
    """Keywords granted by effects (printed ones come from the card)."""
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


@register
@dataclass(slots=True)
class Slotted:
    """A card in an effect slot or the field slot: ability, lasting spell, experiment, field."""

    uid: int
    cid: str
    owner: int
    kind: str
    """``ability``, ``lasting``, ``experiment`` (face down) or ``field``."""
    ready: bool = True


@register
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
    removed: list[str] = field(default_factory=list)
    """Cards trimmed before the game (SD-SETUP-3), private."""
    mulligan: int = -1
    """Cards exchanged at the mulligan (-1: not decided yet)."""


@register
@dataclass(slots=True)
class Ctx:
    """The context of one resolving effect list (a "firing")."""

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


@register
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


@register
@dataclass(slots=True)
class Pending:
    """A decision asked of ``seat`` in the middle of resolution (SD-ACT-7..9)."""

    kind: str
    seat: int
    options: list[int]
    task: Any
    """The task to resume with the answer."""
