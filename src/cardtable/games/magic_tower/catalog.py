"""Magic Tower's ``Catalog``: what the rules read about the cards and spells of one loaded
content (``cards.py`` loads and checks it), and the registered game's ``CATALOG``.

A module of its own so that the optional compiled build compiles it (``cards.py``
holds the pydantic schema and stays Python): the rules read these tables on every
step, and a compiled class's fields are read directly, not looked up by name.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.games.magic_tower.board_ops import Plan
from cardtable.games.magic_tower.cards import (
    GREAT_TRIPLE_NAME,
    CardRecord,
    Content,
    PlayInfo,
    card_play_info,
    content,
)
from cardtable.games.magic_tower.model import HOW_TEXT, SEATS
from cardtable.games.magic_tower.ops import MtOp, describe, has_target, set_then_ref
from cardtable.kernel.events import Event


@dataclass(frozen=True, slots=True)
class CardPlay:
    """What the legal-move scan reads of one card (``cards.card_play_info``): compiled, a
    native record, whose fields are read unboxed (a tuple's items are unboxed one by one
    on every unpacking)."""

    per_set: int
    """Its count in the per-set packed number (0 for a non-set card)."""
    per_value: int
    """Its count in the per-value packed number (with the great-triple field)."""
    moon: bool
    combo: bool
    """It has a combo text."""
    nonset: bool
    gold: int
    food: int
    mana: int
    """Its printed cost."""


def card_play(info: PlayInfo) -> CardPlay:
    """``info`` as a ``CardPlay``."""
    per_set, per_value, moon, combo, nonset, gold, food, mana = info
    return CardPlay(per_set, per_value, moon, combo, nonset, gold, food, mana)


@dataclass(frozen=True, slots=True)
class OpStep:
    """One op of an op list with what the interpreter asks of it, read once (compiled, a
    native record)."""

    op: MtOp
    aims: bool
    """It needs a chosen target player (``MtOp.aims``)."""
    kinds: tuple[str, ...] | None
    """The kinds it asks to choose from (``MtOp.kinds``)."""
    ends_check: bool
    """Its changes may end the game (``MtOp.ends_check``)."""
    reach: int
    """Whose boards it may change (``MtOp.reach``)."""
    plan: Plan | None
    """Its board plan (``MtOp.plan``), run without the op's own ``run``."""


def op_step(o: MtOp) -> OpStep:
    return OpStep(o, o.aims(), o.kinds(), o.ends_check, o.reach(), o.plan())


class Catalog:
    """What the rules read about cards and spells of one loaded content, by card
    number: op lists (``ops``, referred to by index so that tasks in a state hold
    small integers), costs, discardability, combos, names, spells. A game holds one
    (``MagicTower.catalog``); every state of that game reaches it as ``state.cat``.
    The deck's structure (ids, sets, values) is in ``tables.py`` and the same for
    every catalog."""

    def __init__(self, data: Content) -> None:
        self.content = data
        self.cards = data.cards
        self.card_id = tuple(c.id for c in data.cards)
        self.card_index = {cid: i for i, cid in enumerate(self.card_id)}
        self.names = tuple(c.name.as_dict() for c in data.cards)
        """Localized card names for event messages (never mutated)."""
        self.cost = tuple((c.cost.gold, c.cost.food, c.cost.mana) if c.cost else (0, 0, 0)
                          for c in data.cards)
        """Printed cost (gold, food, mana); non-set cards print none and pay 3 of any."""
        self.discardable = tuple(c.discardable for c in data.cards)
        self.ops: list[tuple[MtOp, ...]] = []
        """Every op list (card texts, spells, nested lists) by reference number."""
        self.ops_name: list[str] = []
        """The card or spell id each op list belongs to (names running effects)."""
        self.black = tuple(self._register(c.effect, c.id) for c in data.cards)
        self.trump_red = tuple(bool(c.trump and c.trump.colour == "red") for c in data.cards)
        self.trump_ref = tuple(self._trump_ref(c) for c in data.cards)
        """Ops of a trump play: the red text alone, or black + green (combos too)."""
        self.combo = tuple(tuple(self.card_index[p] for p in (c.trump.combo_with or ()))
                           if c.trump else () for c in data.cards)
        """Partners named by a card's combo text (empty: not a combo card)."""
        self.spells = {s.id: s for s in data.spells}
        self.spell_name = {s.id: s.name.as_dict() for s in data.spells}
        self.spell_ref = {s.id: self._register(s.effect, s.id) for s in data.spells}
        self.spell_aims = {sid: has_target(self.ops[ref]) for sid, ref in self.spell_ref.items()}
        """Whether a spell needs a chosen target player (``ops.has_target``), read once."""
        self.archmage_cast = tuple(s.id for s in data.spells
                                   if s.set == "archmage" and not s.reaction)
        self.bolt = next(s for s in data.spells if s.reaction)
        self.play_info = tuple(card_play(card_play_info(c, cost, bool(partners)))
                               for c, cost, partners in zip(data.cards, self.cost, self.combo,
                                                            strict=True))
        """``play_info[card]``: what the legal-move scan reads of a card (``CardPlay``)."""
        self.op_steps = tuple(tuple(op_step(o) for o in ops) for ops in self.ops)
        """``op_steps[ref]``: each op of op list ``ref`` with what the interpreter asks of
        it (``aims``, ``kinds``, ``ends_check``, ``reach``, ``plan``), read once rather than
        on every run."""
        self.draw_events = tuple(tuple(
            Event.private("magic_tower.draw", {"seat": s, "card": cid, "name": name}, (s,),
                          "magic_tower.draw_hidden", {"seat": s})
            for cid, name in zip(self.card_id, self.names, strict=True)) for s in SEATS)
        """``draw_events[seat][card]``: the event of ``seat`` drawing ``card`` (its card
        seen by him alone). Events are immutable values, so every state shares these
        instead of building one per draw (the hot path)."""
        self.pile_events = tuple(tuple(tuple(
            Event("magic_tower.to_pile", {"seat": s, "card": cid, "name": name,
                                          "how": HOW_TEXT[how]})
            for cid, name in zip(self.card_id, self.names, strict=True)) for s in SEATS)
            for how in range(len(HOW_TEXT)))
        """``pile_events[how][seat][card]``: ``card`` put on the pile by ``seat``."""

    def __reduce__(self) -> tuple[type[Catalog], tuple[Content]]:
        # rebuilt from the content: a compiled class cannot be made bare
        return Catalog, (self.content,)

    def effect_name(self, name: str) -> dict[str, str]:
        """The cs/en display name of what started a running effect: a card or spell id,
        or ``great_triple`` (MT-GREAT-1); ``name`` itself for anything else."""
        if name in self.card_index:
            return self.names[self.card_index[name]]
        if name in self.spell_name:
            return self.spell_name[name]
        return GREAT_TRIPLE_NAME if name == "great_triple" else {"cs": name, "en": name}

    def _register(self, ops: tuple[MtOp, ...], name: str) -> int:
        for op in ops:
            if op.inner():
                set_then_ref(op, self._register(op.inner(), name))
        self.ops.append(ops)
        self.ops_name.append(name)
        return len(self.ops) - 1

    def _trump_ref(self, card: CardRecord) -> int:
        if card.trump is None:
            return -1
        if card.trump.colour == "red":
            return self._register(card.trump.effect, card.id)
        return self._register((*card.effect, *card.trump.effect), card.id)

    def card_text(self, cid: str, lang: str) -> str:
        """The text of card or spell ``cid`` in ``lang`` (``cs``/``en``), generated from
        its ops (``ops.describe``); a trump text keeps its printed head (colour, combo
        partners) before the generated ops. Raises ``KeyError`` for an unknown id."""
        if lang not in ("cs", "en"):
            raise ValueError(f"no card text in {lang!r}; cs or en")
        if cid not in self.card_index:
            return describe(self.spells[cid].effect, lang)
        card = self.cards[self.card_index[cid]]
        text = describe(card.effect, lang)
        if card.trump is not None:
            trump = describe(card.trump.effect, lang)
            printed = card.trump.text.get(lang)
            head = printed[:len(printed) - len(trump)] if printed.endswith(trump) else ""
            text += "\n" + head + trump
        return text


CATALOG = Catalog(content())
"""The catalog of the registered game (test cards: ``MagicTower.with_cards``)."""


def card_text(cid: str, lang: str) -> str:
    """The text of card or spell ``cid`` of the game's own cards (``Catalog.card_text``)."""
    return CATALOG.card_text(cid, lang)
