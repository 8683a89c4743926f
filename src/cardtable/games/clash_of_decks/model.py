"""The records of Clash of Decks: the state's data, its task types and its decisions.

``ClashData`` declares every slot of a game state and the one method that
changes several of them at once (``finish``). The rule modules (``board``,
``hand``, ``combat``, ``solo_ai``, ``draft``, the ops and the flow) take a
``ClashData``; ``state.ClashState`` adds the kernel hooks on top. Declaring the
data here, one floor below the rules, is what lets every rule module name the
state's type without importing ``state.py`` (no import circles).

The task types are the steps the flow (``flow.py``) resolves on the kernel's
task stack; the one decision that can interrupt them is ``choose_return``
(CD-ACT-11/12), whose open answer is a ``ReturnOrder`` task. A step that would
be popped next anyway is run at once instead of being pushed (an attack, the
return of destroyed creatures), so the tasks below are those that wait.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from cardtable.kernel import Op, Task, TaskState
from cardtable.kernel.flow import task_type
from cardtable.kernel.serial import register

# ---- cards -------------------------------------------------------------------------------

BF: Final = "bf"
"""The token that stands for the Bastion/Fort card in a hand list."""

# Ability bits. Aura is not a bit: it is the separate ``aura`` mask of a card.
SPLASH: Final = 1
PIERCE: Final = 2
FURY: Final = 4
PROTECTION: Final = 8
INDESTRUCTIBLE: Final = 16
BERSERK: Final = 32
SPRINT: Final = 64
ABILITY_BITS: Final[dict[str, int]] = {
    "splash": SPLASH, "pierce": PIERCE, "fury": FURY, "protection": PROTECTION,
    "indestructible": INDESTRUCTIBLE, "berserk": BERSERK, "sprint": SPRINT,
}
ABILITY_ORDER: Final[tuple[str, ...]] = tuple(ABILITY_BITS)


def ability_names(mask: int) -> list[str]:
    """The ability names of a bit mask, in the catalog's order."""
    return [name for name, bit in ABILITY_BITS.items() if mask & bit]


class CardInfo:
    """Static numbers of one card, for the rules' hot paths (built by ``cards.py``)."""

    __slots__ = ("abilities", "attack", "aura", "cost", "creature", "deck", "effect", "health",
                 "id", "name")

    def __init__(self, card_id: str, name: dict[str, str], creature: bool, cost: int,
                 deck: int | None, attack: int, health: int, abilities: int, aura: int,
                 effect: Op[Any, Any] | None) -> None:
        self.id = card_id
        self.name = name
        self.creature = creature
        self.cost = cost
        self.deck = deck
        self.attack = attack
        self.health = health
        self.abilities = abilities
        """Printed abilities as a bit mask."""
        self.aura = aura
        """The ability an Aura gives its neighbours, as a bit (0: no Aura)."""
        self.effect = effect
        """An incantation's effect op (``ops.py``); ``None`` for a creature."""


class Catalog:
    """The cards one game plays with: records by id, the starter pool, the prepared decks.

    ``ClashGame.catalog`` holds it and every state of that game reads it as
    ``state.catalog``; a game loaded with extra cards (``ClashGame.with_cards``)
    has its own catalog, so no module table is ever patched.
    """

    __slots__ = ("deck_lists", "info", "names", "starter_ids")

    def __init__(self, info: Mapping[str, CardInfo], starter_ids: tuple[str, ...],
                 deck_lists: Mapping[int, tuple[str, ...]]) -> None:
        self.info: dict[str, CardInfo] = dict(info)
        self.starter_ids = starter_ids
        """The 32 starter cards: the card pool of every format (CD-COMP-3)."""
        self.deck_lists: dict[int, tuple[str, ...]] = dict(deck_lists)
        """The prepared decks by number (CD-PREP-2)."""
        self.names: dict[str, dict[str, str]] = {
            BF: {"cs": "Bastion/Fort", "en": "Bastion/Fort"},
            **{cid: card.name for cid, card in self.info.items()}}
        """Display names in cs and en by card id (the B/F card too): events name a card
        by id beside its name."""

    def __reduce__(self) -> tuple[type[Catalog], tuple[Any, ...]]:
        # rebuilt through the constructor: a compiled class cannot be made bare
        return Catalog, (self.info, self.starter_ids, self.deck_lists)

    def extended(self, extra: Mapping[str, CardInfo]) -> Catalog:
        """This catalog with ``extra`` cards too (in no format's pool)."""
        return Catalog({**self.info, **extra}, self.starter_ids, self.deck_lists)

    def name(self, card_id: str) -> dict[str, str]:
        """The cs/en name of a card (or of the B/F card)."""
        return self.names[card_id]


# ---- the board -----------------------------------------------------------------------


@dataclass(slots=True)
class Creature:
    """One creature in play (CD-INFO-1): its card and what this turn did to it."""

    card: str
    """Its card id."""
    uid: int
    """A number unique within the game, to find the creature again after it moves."""
    damage: int = 0
    """Damage taken this turn (CD-ATTACK-8)."""
    protection_used: bool = False
    """Its Protection has absorbed an attack this turn (CD-DEC-35)."""
    entered: bool = True
    """It entered play this turn, so it does not attack in it (CD-ATTACK-1, CD-DEC-23)."""
    attacked: bool = False
    """It has attacked in this attack phase (CD-DEC-23)."""
    sprint_bonus: int = 0
    """Its Sprint bonus until the end of the attack phase (CD-SPRINT-4)."""

    def __init__(self, card: str, uid: int, damage: int = 0, protection_used: bool = False,
                 entered: bool = True, attacked: bool = False, sprint_bonus: int = 0) -> None:
        # Written out: compiled, a native constructor (a dataclass-made one is interpreted).
        self.card = card
        self.uid = uid
        self.damage = damage
        self.protection_used = protection_used
        self.entered = entered
        self.attacked = attacked
        self.sprint_bonus = sprint_bonus

    def copy(self) -> Creature:
        # clones copy every creature
        return Creature(self.card, self.uid, self.damage, self.protection_used, self.entered,
                        self.attacked, self.sprint_bonus)


register(Creature)


# ---- tasks ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StartTurn(Task):
    """Phase 1 of ``side``'s turn (CD-TURN-2): mana, or the whole Solo AI turn."""

    side: int

    def __init__(self, side: int) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.side = side  # type: ignore[misc]


task_type(StartTurn)


@dataclass(frozen=True, slots=True)
class Attack(Task):
    """One attack of the creature ``uid`` of ``side`` (CD-DEC-26); ``fury``: an entry
    attack (CD-DEC-34) or a Berserk repeat of one, which never reaches the B/F."""

    side: int
    uid: int
    fury: bool

    def __init__(self, side: int, uid: int, fury: bool) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.side = side  # type: ignore[misc]
        self.uid = uid  # type: ignore[misc]
        self.fury = fury  # type: ignore[misc]


task_type(Attack)


@dataclass(frozen=True, slots=True)
class NextAttack(Task):
    """The next remaining attack of the active side, or the end of the turn (CD-ACT-10)."""


task_type(NextAttack)


@dataclass(frozen=True, slots=True)
class ReturnOrder(Task):
    """The open ``choose_return`` of ``side``: ``cards`` still wait, in the listed order."""

    side: int
    cards: tuple[str, ...]

    def __init__(self, side: int, cards: tuple[str, ...]) -> None:
        # native when compiled (``task_type``/``fast_init`` replace it in Python)
        self.side = side  # type: ignore[misc]
        self.cards = cards  # type: ignore[misc]


task_type(ReturnOrder)


@dataclass(frozen=True, slots=True)
class HandCheck(Task):
    """The right-end check of ``side``'s hand after an incantation (CD-DEC-11/17)."""

    side: int


task_type(HandCheck)


@dataclass(frozen=True, slots=True)
class IncantationBack(Task):
    """A cast incantation back at the right end of ``side``'s hand (CD-INC-7)."""

    side: int
    card: str


task_type(IncantationBack)


@dataclass(frozen=True, slots=True)
class AiAfterCard(Task):
    """Steps (e) and (f) of CD-DEC-46: the empty-deck check, then stop or reveal again."""


task_type(AiAfterCard)


NEXT_ATTACK: Final = NextAttack()
AI_AFTER_CARD: Final = AiAfterCard()
"""The tasks without fields, built once (tasks are immutable values)."""

RETURN_KIND: Final = "choose_return"
"""The action kind that answers a ``ReturnOrder`` decision."""


# ---- the state's data ---------------------------------------------------------------


class ClashData(TaskState):
    """The slots of one position of a Duel or Solo game (hooks: ``state.ClashState``)."""

    __slots__ = (
        "active",
        "ai_ability",
        "ai_cards",
        "ai_deck",
        "ai_discard",
        "ai_fixed",
        "ai_fort",
        "ai_last_now",
        "ai_last_pending",
        "ai_mana",
        "ai_next_row",
        "ai_one_damage",
        "ai_out",
        "ai_per",
        "ai_total",
        "bf_fort",
        "board",
        "catalog",
        "custom",
        "deck_choice",
        "decks",
        "draft_pile",
        "draft_round",
        "draft_shown",
        "draft_step",
        "first",
        "fmt",
        "hands",
        "known",
        "mana",
        "next_uid",
        "phase",
        "remove_step",
        "removed",
        "solo",
        "stage",
        "turn",
        "turn_limit",
        "winner",
    )

    _DERIVED_SLOTS: ClassVar[tuple[str, ...]] = ("catalog",)

    catalog: Catalog
    """The game's cards (``ClashGame.catalog``): shared, not saved, set again on read-back."""
    solo: bool
    fmt: str
    stage: str
    """``deck``, ``draft`` or ``remove`` while a format procedure runs, then ``play``."""
    hands: list[list[str]]
    """Each hand from its left end to its right end; ``BF`` is the Bastion/Fort card."""
    known: list[list[bool]]
    """Per hand place: whether its card is public (CD-INFO-4)."""
    bf_fort: list[bool]
    board: list[list[list[Creature]]]
    """``board[side][row]``: the creatures of one side of one row, position 1 first."""
    next_uid: int
    active: int
    phase: int
    mana: int
    turn: int
    first: int
    winner: int | None
    decks: list[list[str]]
    deck_choice: list[int]
    draft_pile: list[str]
    draft_shown: list[str]
    draft_round: int
    draft_step: int
    custom: list[list[str]]
    removed: list[list[str]]
    remove_step: int
    ai_cards: list[str]
    """Every card the Solo AI owns (its deck, discard and creatures together), sorted; set
    when the cards are dealt and never changed in place (clones share it)."""
    ai_deck: list[str]
    """The Solo AI deck, top card last."""
    ai_discard: list[str]
    ai_out: list[str]
    ai_fort: bool
    ai_mana: int
    ai_total: int
    ai_next_row: int
    ai_last_pending: bool
    ai_last_now: bool
    ai_fixed: int
    ai_per: int
    ai_one_damage: bool
    ai_ability: int
    turn_limit: int

    def _rebuild_derived(self) -> None:
        # The game is a ClashGame, which this module cannot import (it stands above).
        catalog = getattr(self.game, "catalog", None)
        if not isinstance(catalog, Catalog):
            raise TypeError(f"{self.game!r} has no clash_of_decks catalog")
        self.catalog = catalog

    def waiting_returns(self) -> ReturnOrder | None:
        """The open ``choose_return`` decision (CD-ACT-11), if any."""
        pending = self.pending
        if pending is None:
            return None
        resume = pending.resume
        assert isinstance(resume, ReturnOrder)
        return resume

    def finish(self, winner: int) -> None:
        """End the game: ``winner`` is a side, or -1 for the draw of CD-DEC-60."""
        self.winner = winner
        self.tasks.clear()
        self.pending = None
        self.log("clash_of_decks.game_draw" if winner < 0 else "clash_of_decks.game_over",
                 winner=winner)
