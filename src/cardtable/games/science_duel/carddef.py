"""The run-time definition of a card (``CardDef``, its "whenever" texts and auras): the
frozen records the rules read on every step (``st.cat.cards[cid].type``...).

``cards.py`` validates card files with pydantic and turns each record into a
``CardDef`` (``cards.to_def``); this module is apart so that the optional compiled
build compiles it: a compiled record's fields are read directly, a Python class's
through the generic attribute lookup (a few hundred instructions each, some
fifty thousand in thirty random games before this module existed).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.games.science_duel.cards import Effect


def _fields_of(record: Any) -> tuple[Any, ...]:
    """A record's field values in constructor order, for ``__reduce__``: a compiled frozen
    record refuses the unpickler's field assignments, so it is rebuilt by its class."""
    return tuple(getattr(record, f.name) for f in fields(record))


@dataclass(frozen=True, slots=True)
class Whenever:
    """A "whenever" text: what it listens to and what it does."""

    event: str
    who: str
    other: bool
    type: str
    tag: str
    effects: tuple[Effect, ...]

    def __reduce__(self) -> tuple[Callable[..., Whenever], tuple[Any, ...]]:
        return Whenever, _fields_of(self)


@dataclass(frozen=True, slots=True)
class Aura:
    """A continuous effect of a card on the board."""

    kind: str
    amount: int
    scope: str
    tag: str

    def __reduce__(self) -> tuple[Callable[..., Aura], tuple[Any, ...]]:
        return Aura, _fields_of(self)



@dataclass(frozen=True, slots=True)
class CardDef:
    """Static data of one card; rules read these, never card ids."""

    id: str
    name: dict[str, str]
    type: str
    cls: str
    rarity: str
    cost: int
    token: bool
    attack: int
    health: int
    tags: frozenset[str]
    keywords: frozenset[str]
    spell_damage: int
    dormant: int
    lasting: bool
    cast_when_drawn: bool
    revealed_in_hand: bool
    target: str
    target_tag: str
    effects: tuple[Effect, ...]
    on_play: tuple[Effect, ...]
    momentum: tuple[Effect, ...]
    on_summon: tuple[Effect, ...]
    on_death: tuple[Effect, ...]
    on_draw: tuple[Effect, ...]
    on_burn: tuple[Effect, ...]
    start_turn: tuple[Effect, ...]
    start_each_turn: tuple[Effect, ...]
    end_turn: tuple[Effect, ...]
    end_each_turn: tuple[Effect, ...]
    whenever: tuple[Whenever, ...]
    condition: str
    condition_type: str
    auras: tuple[Aura, ...]
    flavor: dict[str, str] | None = None

    def __reduce__(self) -> tuple[Callable[..., CardDef], tuple[Any, ...]]:
        return CardDef, _fields_of(self)
