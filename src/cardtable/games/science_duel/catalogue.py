"""The ``Catalogue``: the loaded cards of one game and the per-card tables the rules
read on hot paths (who reacts to which event, auras, play-time facts); a state
reaches it as ``state.cat``. ``Game.with_cards`` makes a catalogue with extra
test cards without touching the game's own.

A module of its own so that the optional compiled build compiles it (``cards.py``
holds the pydantic schema and stays Python): the rules read these tables on every
step, and a compiled class's fields are read directly, not looked up by name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from cardtable.games.science_duel.board import group_masks
from cardtable.games.science_duel.carddef import Aura, CardDef
from cardtable.games.science_duel.cards import TRIGGER_FIELDS, TURN_KEYS, Effect, uses_chosen
from cardtable.games.science_duel.model import EVENTS
from cardtable.games.science_duel.plan import Plan
from cardtable.kernel.records import compiled, slot_setters


# ---- the catalogue ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlayInfo:
    """What the legal-action loop needs per card (``legal.main_actions``)."""

    cost: int
    type: str
    needs_target: tuple[bool, ...]
    """Whether playing it asks for a target, without and with Momentum (SD-DEC-13).
    (Tuples of a fixed length would be stored unboxed in the compiled record and boxed
    again on every read.)"""
    slotted: bool
    """Whether it needs an empty effect slot (experiments, lasting spells, SD-DEC-16)."""
    target_id: int
    """The number of its target filter and tag, as a pair, among the catalogue's distinct
    pairs: cards with equal pairs have equal targets, and the legal-action loop keys the
    targets it has worked out by this number (a tuple key would be hashed and compared at
    every card)."""

    def __init__(self, cost: int, type: str, needs_target: tuple[bool, bool],
                 slotted: bool, target_id: int) -> None:
        # Written out like ``model.Card``'s: compiled, a native record.
        if _NATIVE:
            self.cost = cost  # type: ignore[misc]
            self.type = type  # type: ignore[misc]
            self.needs_target = needs_target  # type: ignore[misc]
            self.slotted = slotted  # type: ignore[misc]
            self.target_id = target_id  # type: ignore[misc]
        else:
            _COST(self, cost)
            _TYPE(self, type)
            _NEEDS(self, needs_target)
            _SLOTTED(self, slotted)
            _TARGET_ID(self, target_id)


_NATIVE: Final = compiled(PlayInfo)
"""Whether this module runs compiled."""
_COST, _TYPE, _NEEDS, _SLOTTED, _TARGET_ID = slot_setters(
    PlayInfo, "cost", "type", "needs_target", "slotted", "target_id")


@dataclass(frozen=True, slots=True)
class CostMods:
    """Cost modifiers of a card's auras (SD-DEC-10)."""

    card: int
    """On every card."""
    spell: int
    """On spells only."""


class Catalogue:
    """The cards of one game and the per-card tables the rules read on hot paths.

    Everything here is derived from ``cards`` once; the caches at the end fill as
    they are asked (they depend on the cards only).
    """

    def __init__(self, cards: dict[str, CardDef]) -> None:
        self.cards = cards
        listens = {cid: self._listens(c) for cid, c in cards.items()}
        self.reacts: dict[str, tuple[frozenset[str], frozenset[str]]] = {
            event: (self._reacting(listens, event, True), self._reacting(listens, event, False))
            for event in EVENTS}
        """For each engine event, the unit cards and the other cards (field, lasting spells,
        experiments) that react to it ("whenever" texts, experiment conditions): dispatching
        skips every other card with one lookup, and a whole kind of slot when no such card is
        on the board (``board.py``)."""
        self.hearers: dict[str, frozenset[str]] = {
            event: units | others for event, (units, others) in self.reacts.items()}
        """For each engine event, every card that reacts to it."""
        self.timed: dict[str, frozenset[str]] = {
            cid: frozenset(k for k in TURN_KEYS if getattr(c, k)) for cid, c in cards.items()
            if any(getattr(c, k) for k in TURN_KEYS)}
        """Cards with start/end-of-turn text, and which of those texts they have."""
        self.timed_cards = frozenset(self.timed)
        self.play_watchers = frozenset(
            cid for cid, c in cards.items()
            if c.type == "experiment" and c.condition == "card_played")
        """Experiments that react to a card being played (SD-DEC-38)."""
        self.auras: dict[str, tuple[Aura, ...]] = {
            cid: c.auras for cid, c in cards.items() if c.auras}
        """Only cards with continuous effects, so scans skip the rest quickly."""
        self.cost_auras: dict[str, CostMods] = {
            cid: CostMods(sum(a.amount for a in c.auras if a.kind == "card_cost"),
                          sum(a.amount for a in c.auras if a.kind == "spell_cost"))
            for cid, c in cards.items()
            if any(a.kind in ("card_cost", "spell_cost") for a in c.auras)}
        """(all cards, spells) cost modifiers of the cards that have any."""
        self.cost_cards = frozenset(self.cost_auras)
        self.spell_damage_cards = frozenset(
            cid for cid, c in cards.items()
            if c.spell_damage or any(a.kind == "spell_damage" for a in c.auras))
        self.hand_auras = frozenset(
            cid for cid, c in cards.items() if any(a.kind == "hand_limit" for a in c.auras))
        self.attack_auras = frozenset(
            cid for cid, c in cards.items() if any(a.kind == "attack" for a in c.auras))
        self.defenders = frozenset(cid for cid, c in cards.items() if "defender" in c.keywords)
        """Cards that print Defender (SD-DEC-24)."""
        self.poisonous = frozenset(cid for cid, c in cards.items() if "poisonous" in c.keywords)
        """Cards that print Poisonous (SD-POISON-1)."""
        self.exp_cost: dict[str, int] = {}
        """The cost of the experiments of each class (SD-EXP-3, public: SD-INFO-11)."""
        for c in cards.values():
            if c.type == "experiment":
                self.exp_cost.setdefault(c.cls, c.cost)
        target_ids: dict[tuple[str, str], int] = {}
        for c in cards.values():
            target_ids.setdefault((c.target, c.target_tag), len(target_ids))
        self.play_info: dict[str, PlayInfo] = {
            cid: PlayInfo(c.cost, c.type,
                          (self.needs_target(cid, False), self.needs_target(cid, True)),
                          c.type == "experiment" or (c.type == "spell" and c.lasting),
                          target_ids[(c.target, c.target_tag)])
            for cid, c in cards.items()}
        self.groups: dict[str, int] = group_masks(self)
        """Per card, the bit mask of the groups above it is in (``board.group_masks``):
        the state counts the board's cards per group as they come and go."""
        # by card, then by list key: two lookups by (interned) strings cost less than one by
        # a (card, key) tuple, which is hashed and compared item by item at every lookup
        self._lists: dict[str, dict[str, tuple[Effect, ...]]] = {cid: {} for cid in cards}
        self._chosen: dict[str, dict[str, bool]] = {cid: {} for cid in cards}
        self._plans: dict[str, dict[str, tuple[Plan, ...]]] = {cid: {} for cid in cards}
        self._paths: dict[int, str] = {}
        for c in cards.values():
            lists = {name: getattr(c, name) for name in TRIGGER_FIELDS}
            lists.update({f"w{i}": w.effects for i, w in enumerate(c.whenever)})
            for key, effs in lists.items():
                self._index(key, effs)

    def __reduce__(self) -> tuple[type[Catalogue], tuple[dict[str, CardDef]]]:
        # rebuilt from the cards: a compiled class cannot be made bare, and the tables
        # (identity-keyed paths included) belong to the copy's own card objects
        return Catalogue, (self.cards,)

    @staticmethod
    def _listens(c: CardDef) -> frozenset[str]:
        """The engine events a card on the board reacts to ("whenever" texts, experiments)."""
        out = {w.event for w in c.whenever}
        if c.type == "experiment" and c.condition != "card_played":
            out.add("exp:" + c.condition)
        return frozenset(out)

    def _reacting(self, listens: dict[str, frozenset[str]], event: str,
                  units: bool) -> frozenset[str]:
        return frozenset(cid for cid, heard in listens.items()
                         if (event in heard or "exp:" + event in heard)
                         and (self.cards[cid].type == "unit") == units)

    def with_cards(self, extra: dict[str, CardDef]) -> Catalogue:
        """A new catalogue: these cards and ``extra``."""
        return Catalogue({**self.cards, **extra})

    def _index(self, key: str, effs: tuple[Effect, ...]) -> None:
        for i, e in enumerate(effs):
            path = f"{key}.{i}"
            self._paths[id(e)] = path
            for name in e.branches:
                self._index(f"{path}.{name}", getattr(e, name))

    # ---- effect lists ---------------------------------------------------------------
    def path_of(self, effect: Effect) -> str:
        """Where instruction ``effect`` (of one of these cards) sits in its card:
        ``"effects.0"``, ``"w1.2"``, ``"on_play.0.then.1"`` (``effect_list`` takes the part
        before the last dot). Nested instructions resolve later through it."""
        return self._paths[id(effect)]

    def effect_list(self, cid: str, key: str) -> tuple[Effect, ...]:
        """The effect list ``key`` of card ``cid`` (``"on_death"``, ``"w2"``,
        ``"effects.0.then"``)."""
        lists = self._lists[cid]
        found = lists.get(key)
        if found is not None:
            return found
        c = self.cards[cid]
        parts = key.split(".")
        head = parts[0]
        effs: tuple[Effect, ...] = c.whenever[int(head[1:])].effects if head[0] == "w" and \
            head[1:].isdigit() else getattr(c, head)
        i = 1
        while i < len(parts):
            effs = getattr(effs[int(parts[i])], parts[i + 1])
            i += 2
        lists[key] = effs
        return effs

    def plan_list(self, cid: str, key: str) -> tuple[Plan, ...]:
        """How the stack runs each instruction of ``effect_list(cid, key)`` (``plan.py``),
        made once."""
        plans = self._plans[cid]
        found = plans.get(key)
        if found is None:
            found = plans[key] = tuple(e.plan() for e in self.effect_list(cid, key))
        return found

    def chosen_in(self, cid: str, key: str) -> bool:
        """Cached ``uses_chosen`` of the effect list ``key`` of card ``cid``."""
        chosen = self._chosen[cid]
        found = chosen.get(key)
        if found is None:
            found = chosen[key] = uses_chosen(self.effect_list(cid, key))
        return found

    def needs_target(self, cid: str, momentum: bool) -> bool:
        """Whether playing (or using) ``cid`` asks for a play-time target (SD-DEC-13)."""
        c = self.cards[cid]
        if not c.target:
            return False
        if c.type == "spell":
            effs = (() if c.lasting else c.effects) + (c.momentum if momentum else ())
        elif c.type == "unit":
            effs = c.on_play + (c.momentum if momentum else ())
        elif c.type == "ability":
            effs = c.effects
        else:
            return False
        return uses_chosen(effs)
