"""Hecatomb's vocabulary and records: dooms, types, keywords, the abomination and
combat records, the waiting triggered abilities, and every task type of the flow.

State data are small ints and registered records: a card in play is its *uid*
(an index into ``Table.card``), an abomination its *aid* (unique for the game,
rising with creation, so "order of creation" is "order of aid", HC-DEC-82).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardtable.kernel import Task, task
from cardtable.kernel.serial import register

DOOMS = ("corruption", "deceit", "destruction", "greed")
"""The four dooms in the order of payment tuples (HC-DOOM-1, HC-DEC-18)."""
DOOM_INDEX = {d: i for i, d in enumerate(DOOMS)}
CARD_TYPES = ("minion", "fate", "relic", "god")
MINION_SUBTYPES = ("aztecal", "mutant", "animate", "shapeshifter", "beast", "undead",
                   "demon", "outsider", "cultist")
FATE_SUBTYPES = ("invocation", "curse", "tactic", "mishap")
KEYWORDS = ("evader", "fanatic", "follower", "guardian", "host", "hunter", "martyr",
            "nemesis", "parasite", "rager", "reaper", "regenerator", "ripper", "soulbound",
            "survivor")
"""The 15 keywords (HC-CONTENT-6); their names stay English in both languages."""
VALUED = ("rager", "reaper", "survivor")
"""Keywords with a +X value that adds up (HC-TEXT-1)."""
DOOMED = ("evader", "nemesis")
"""Keywords naming dooms."""
FLAGS = ("fanatic", "guardian", "host", "hunter", "martyr", "parasite", "regenerator",
         "ripper", "soulbound")
MINION_LEVEL = ("host", "martyr", "regenerator", "soulbound")
"""Keywords of the minion, not its abomination (HC-DEC-35)."""
REPLACEMENTS = ("soulbound", "regenerator", "martyr")

START_SOULS = 5
WIN_SOULS = 20
START_HAND = 4
MAX_MINIONS = 5
MAX_X = 20
MAX_HAND = 120
MAX_ABOMS = 64
ACTION_CAP = 1000
"""HC-DEC-88: actions applied in one turn before the game ends as a draw."""
NONE = -1

WINDOWS = ("a1", "d1", "a2", "d2")


@register
@dataclass(slots=True)
class Abom:
    """An abomination (HC-DEC-33): minions bottom to top, with its own state."""

    aid: int
    seat: int
    minions: list[int]
    tapped: bool = False
    changed: bool = False


@register
@dataclass(frozen=True, slots=True)
class Mod:
    """A one-time change to numbers or keywords (HC-EFFECT-2): on an abomination
    (``aid``, carried by its top minion) or on one minion (``uid``)."""

    aid: int
    uid: int
    strength: int = 0
    keyword: str = ""
    value: int = 0
    """The keyword's value, or the doom index for Evader and Nemesis."""
    until: str = "turn"
    source: int = NONE


@register
@dataclass(slots=True)
class Combat:
    """One attack in progress (HC-DEC-50)."""

    attacker: int
    defender: int
    attackers: list[int] = field(default_factory=list)
    blocks: list[list[int]] = field(default_factory=list)
    """[blocker aid, attacker aid] pairs in the order declared."""
    blocked: list[int] = field(default_factory=list)
    """Attackers ever blocked in this combat (HC-BLOCK-7)."""
    out: list[int] = field(default_factory=list)
    """Abominations removed from this combat for good (HC-DEC-57)."""
    hunts: list[list[int]] = field(default_factory=list)
    """[hunter aid, chosen aid] (HC-DEC-64)."""
    survivor_used: list[list[int]] = field(default_factory=list)
    """[aid, Survivor already used] (HC-DEC-62)."""
    top_lost: list[int] = field(default_factory=list)
    """Blocking or blocked abominations whose top minion was destroyed before the
    damage step: their Survivor counts 0 in that step (HC-DEC-62)."""
    step: str = "declare"
    closed: list[str] = field(default_factory=list)
    """Windows already closed (HC-INFO-8)."""
    damage: list[list[int]] = field(default_factory=list)
    """The damage step's events: [dealer aid, victim aid, amount] (HC-DEC-60)."""
    snap: list[list[int]] = field(default_factory=list)
    """Strengths at the start of the damage step: [aid, bottom..top]."""
    kills: list[int] = field(default_factory=list)
    """Minions a Ripper picked (HC-DEC-63)."""


@register
@dataclass(frozen=True, slots=True)
class Waiting:
    """A triggered ability waiting to be carried out (HC-DEC-28)."""

    seat: int
    uid: int
    """The card whose ability it is."""
    effect: int
    """Index of the effect in the catalog (``Catalog.effects``)."""
    aid: int = NONE
    """The abomination it is about (the one that attacked, blocked...)."""


@register
@dataclass(frozen=True, slots=True)
class Removed:
    """A card in a removed-from-game zone (HC-DEC-78)."""

    uid: int
    back_at: int
    """The owner's turn count at whose end it returns; -1: never."""
    origin: str
    """``play`` (a minion or relic), ``mana``, ``hand``."""


# ---- tasks: turns -----------------------------------------------------------------
@task
class StartTurn(Task):
    seat: int


@task
class StartMain(Task):
    seat: int


@task
class Main(Task):
    """Opens the main-phase decision of ``seat`` (HC-DEC-13)."""

    seat: int


@task
class EndTurn(Task):
    seat: int


@task
class FinishTurn(Task):
    """Steps 2-5 of HC-DEC-14, after the end-of-turn triggers ran."""

    seat: int


# ---- tasks: playing and resolving --------------------------------------------------
@task
class Targets(Task):
    """Choose the target phrases of an effect one object at a time (HC-DEC-24/25);
    ``fate`` plays go on to paying, everything else to ``Ops``."""

    seat: int
    uid: int
    aid: int
    effect: int
    x: int
    phrase: int
    chosen: tuple[tuple[int, ...], ...]
    play: tuple[int, ...] = ()
    """For a fate being played: (hand uid, x) before paying; empty otherwise."""


@task
class Pay(Task):
    """The payment decision of a play (HC-DEC-18)."""

    seat: int
    uid: int
    onto: int
    x: int
    targets: tuple[tuple[int, ...], ...]


@task
class Resolve(Task):
    """The card leaves the hand and does what it does (HC-DEC-23 step 4)."""

    seat: int
    uid: int
    onto: int
    x: int
    targets: tuple[tuple[int, ...], ...]


@task
class Ops(Task):
    """Carries out the steps of one effect from ``step`` on (HC-DEC-26)."""

    seat: int
    uid: int
    aid: int
    effect: int
    x: int
    targets: tuple[tuple[int, ...], ...]
    step: int = 0


@task
class DrainTriggers(Task):
    """Carries out the waiting triggered abilities (HC-DEC-28)."""


@task
class Discard(Task):
    """``seat`` discards ``left`` more cards (HC-DEC-74)."""

    seat: int
    left: int
    random: bool = False


@task
class PickCard(Task):
    """A ``choose_card`` decision: ``what`` is retrieve / exhume / sacrifice."""

    seat: int
    what: str
    left: int
    effect: int
    step: int
    uid: int


@task
class Place(Task):
    """Where a minion put into play goes (HC-DEC-41)."""

    seat: int
    uid: int


@task
class MayDo(Task):
    """The yes/no of a "may" step (HC-ACT-18)."""

    seat: int
    uid: int
    aid: int
    effect: int
    x: int
    targets: tuple[tuple[int, ...], ...]
    step: int


@task
class ChooseDoom(Task):
    """The doom of mana an effect adds (HC-DEC-19)."""

    seat: int
    n: int


@task
class Fate(Task):
    """What becomes of destroyed minion ``uid`` (replacements, HC-DEC-67..69)."""

    uid: int
    seat: int
    origin: int
    combat_damage: bool


@task
class ToGrave(Task):
    """A resolved fate goes to its owner's graveyard (HC-FATE-2)."""

    uid: int


@task
class LeaveCheck(Task):
    """Removes abominations under 2 minions from the combat (HC-DEC-57)."""


# ---- tasks: combat ------------------------------------------------------------------
@task
class DeclareAttackers(Task):
    seat: int


@task
class Hunts(Task):
    index: int


@task
class Window(Task):
    seat: int
    name: str


@task
class Blocks(Task):
    pass


@task
class Reap(Task):
    pass


@task
class CombatDamage(Task):
    pass


@task
class Rip(Task):
    """A Ripper's division (HC-DEC-63): ``dealer`` deals ``left`` more to ``victim``."""

    seat: int
    dealer: int
    victim: int
    left: int
    picked: tuple[int, ...]


@task
class ApplyDamage(Task):
    """The damage step's events applied at once: (target aid, amount) pairs and the
    Ripper kills already chosen."""

    events: tuple[tuple[int, int], ...]
    kills: tuple[int, ...]
    dealers: tuple[int, ...]


@task
class EndCombat(Task):
    pass
