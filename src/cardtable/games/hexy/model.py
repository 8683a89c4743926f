"""HexyGame's vocabulary: colours, card types, phases, keywords, the caps, and the
records the state holds (modifiers, waiting triggers, stack objects).

Nothing here knows the state; every other module of the game imports this one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from cardtable.kernel.records import fast_init
from cardtable.kernel.serial import register

COLOURS: Final = ("red", "green", "blue", "white")
"""The four colours (HX-CONTENT-1); a pool is these four plus colourless, in this order."""
COLOURLESS: Final = 4
POOL_NAMES: Final = (*COLOURS, "colourless")

BOARD_TYPES: Final = ("building", "creature", "artifact")
TYPES: Final = (*BOARD_TYPES, "enchantment", "wizardry", "sorcery", "basic_energy")
VIRTUAL_TYPES: Final = ("wizardry", "sorcery")
RARITIES: Final = ("basic", "common", "uncommon", "rare")
COPY_LIMIT: Final = {"common": 5, "uncommon": 4, "rare": 3}
"""HX-DECK-4..6; basic cards have no limit (HX-DECK-2/3)."""

PHASES: Final = ("energy", "action", "draw", "main", "cleanup", "end")
"""HX-TURN-4; the starting player's first turn has only main, cleanup and end (HX-DEC-8)."""
PRIORITY_PHASES: Final = ("draw", "main", "end")
"""Phases in which players hold priority (HX-DEC-24)."""

KEYWORDS: Final = ("flying", "reach", "ranged2", "ranged3", "haste", "first_strike",
                   "regeneration", "easy_movement")
"""Keywords as bits of a mask, in this order (Ranged N is one bit per N)."""
KW: Final = {name: 1 << i for i, name in enumerate(KEYWORDS)}
FLYING, REACH, RANGED2, RANGED3, HASTE, FIRST_STRIKE, REGENERATION, EASY = (
    KW[k] for k in KEYWORDS)
FORBIDS: Final = ("move", "attack", "counter_attack")
FORBID_BIT: Final = {name: 1 << i for i, name in enumerate(FORBIDS)}

HAND_SIZE: Final = 8
"""HX-SETUP-2."""
DEFAULT_CAP: Final = 6
"""HX-BOARD-2."""
DIE_MAX: Final = 6
COUNTER_DIE: Final = 6
WIN_DIE: Final = 12
"""HX-WIN-2, HX-DEC-15."""
ACTION_CAP: Final = 1_000
RESOLUTION_CAP: Final = 10_000
STACK_CAP: Final = 100
"""HX-DEC-62: player actions per turn, resolutions per turn, objects on the stack."""
MAX_DECK: Final = 120
MIN_DECK: Final = 48
MAX_CELLS: Final = 127
MAX_CHOICES: Final = 256
"""HX-DEC-63."""
NONE: Final = -1

EVENTS: Final = ("on_points_placed", "on_actions_set", "on_dice_removed", "at_end_phase",
                 "on_enter", "on_leave", "on_attack", "on_attacked", "on_move", "on_draw",
                 "on_cast")
"""Trigger events (HX-CONTENT-22)."""


@register
@dataclass(frozen=True, slots=True)
class Mod:
    """A change to one board card's numbers, keywords or permissions (HX-DEC-61):
    ``duration`` is ``turn`` (ends with the turn's End Phase) and the modifier ends
    anyway when the card leaves the Battlefield."""

    uid: int
    attack: int = 0
    defence: int = 0
    keywords: int = 0
    forbid: int = 0
    source: int = NONE


fast_init(Mod)


@register
@dataclass(frozen=True, slots=True)
class Waiting:
    """A triggered ability waiting to go on the stack (HX-DEC-25): its card, the index
    of the ability on the card, the seat controlling it, and the card an event was
    about (the cast spell's card, the attacked card...; ``NONE`` when none)."""

    uid: int
    ability: int
    seat: int
    about: int = NONE


fast_init(Waiting)


@register
@dataclass(frozen=True, slots=True)
class StackObj:
    """One object of the game's public stack (HX-STACK, HX-INFO-7).

    ``kind``: ``spell`` (a card cast: ``uid``; a board spell's ``cell``; an
    enchantment's host and a virtual card's choices in ``targets``), ``ability``
    (``uid``'s activated ability ``ability``; ``ability = -1`` is the shared building
    ability of HX-BOARD-4), ``trigger`` (``uid``'s triggered ability ``ability``),
    ``move`` (creature ``uid`` to ``cell``), ``attack`` (``attackers`` against the
    board card ``target``; a counter-attack by ``target`` on ``victim``, paid with
    ``paid``), ``draw`` and ``score`` (the active player's draw and End scoring,
    which cannot be targeted, HX-DEC-60). ``ts`` is its timestamp (HX-DEC-52), also
    how a target names it. Targets are cell indexes, uids, seats, or the ``ts`` of a
    stack object, as the phrase's kind says; ``NONE`` for "none"."""

    kind: str
    seat: int
    ts: int
    uid: int = NONE
    ability: int = NONE
    cell: int = NONE
    targets: tuple[int, ...] = ()
    attackers: tuple[int, ...] = ()
    target: int = NONE
    victim: int = NONE
    paid: str = ""
    about: int = NONE


fast_init(StackObj)

TARGETABLE_KINDS: Final = ("spell", "ability", "trigger", "move", "attack")
"""Stack objects ``cancel`` may remove (HX-DEC-60)."""
