"""The position builder of Science Duel: set up any mid-game position through checked steps.

    pos = GAME.position(seed=1, deck0="fyzik", deck1="inzenyr", first_player=0)
    pos.hand(0, []).side(0, mana=10, slots=10)          # an empty hand, 10 mana
    pos.unit(1, 1, "ochranka", hp=2).give(0, "paprsek")  # a damaged Defender; a spell
    pos.deck_top(0, "student")                           # the next card drawn
    st = pos.build()                                     # checked; play on with apply

``ScienceDuel.position`` starts a new game and plays its setup through the public
API to the first main step of ``first_player`` (decks trimmed of their first card
ids, nobody exchanges cards); ``ScienceDuel.edit(state)`` edits a state in place.
Each setter checks its arguments (seats, slots, card ids and types, ranges) and
raises ``PositionError`` naming the problem. Cards a setter replaces (a hand, a
deck, the field) are set aside, not lost, so ``build`` can check that every card
is still exactly once somewhere (``invariants.py``) besides the other invariants.
``fire`` resolves a card's text at once, so a position can hold what that text
did and the decision it may be waiting for (a target, a slot, a card, an option).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, Self

from cardtable.games.science_duel.board import put_effect, put_field, put_unit
from cardtable.games.science_duel.carddef import CardDef
from cardtable.games.science_duel.cards import TRIGGER_FIELDS
from cardtable.games.science_duel.model import (
    EFFECT_SLOTS,
    MAX_HAND_INDEX,
    MAX_LIFE,
    MAX_MANA,
    UNIT_SLOTS,
    Card,
    Side,
    Slotted,
    make_ctx,
)
from cardtable.games.science_duel.queries import new_uid
from cardtable.games.science_duel.state import SDState
from cardtable.games.science_duel.triggers import fire_now, with_target
from cardtable.games.science_duel.zones import make_unit
from cardtable.kernel.position import PositionBuilder

UNIT_FIELDS: Final[tuple[str, ...]] = (
    "atk", "hp", "tmp_atk", "kws", "shield", "stealth", "frozen", "thaw_ready", "ready",
    "dormant", "silenced", "owner"
)
"""What ``unit``/``change_unit`` may set on a unit besides its card."""
SIDE_FIELDS: Final = {"life": (-99, MAX_LIFE), "mana": (0, MAX_MANA), "slots": (0, MAX_MANA),
               "fatigue": (0, 99), "played": (0, 99)}


class SDPosition(PositionBuilder[SDState]):
    """Setters for hands, decks in order, graveyards, the board, resources and running
    effects; every one returns the builder, so they chain."""

    # ---- checks ---------------------------------------------------------------------
    def _side(self, seat: int) -> Side:
        if seat not in (0, 1):
            raise self.fail(f"seat {seat!r} is not 0 or 1")
        return self.state.sides[seat]

    def _card(self, cid: str, *types: str) -> CardDef:
        card = self.state.cat.cards.get(cid)
        if card is None:
            raise self.fail(f"unknown card '{cid}' (extra cards: ScienceDuel.with_cards)")
        if types and card.type not in types:
            raise self.fail(f"'{cid}' is a {card.type}, not a {' or '.join(types)}")
        return card

    def _new(self, cid: str, known: bool = False) -> Card:
        self._card(cid)
        return Card(new_uid(self.state), cid, known)

    def _set_aside(self, cards: Sequence[Card]) -> None:
        self.state.aside.extend(Card(c.uid, c.cid) for c in cards)

    # ---- hands, decks, graveyards ------------------------------------------------------
    def hand(self, seat: int, cids: Sequence[str], known: bool = False) -> Self:
        """``seat``'s hand is exactly ``cids`` (new cards; the old ones are set aside);
        ``known``: both players know them (SD-DEC-78)."""
        side = self._side(seat)
        if len(cids) > MAX_HAND_INDEX:
            raise self.fail(f"a hand holds at most {MAX_HAND_INDEX} cards, not {len(cids)}")
        self._set_aside(side.hand)
        side.hand = [self._new(cid, known or self._card(cid).revealed_in_hand)
                     for cid in cids]
        return self

    def give(self, seat: int, cid: str, known: bool = False) -> Self:
        """Add a new card ``cid`` at the end of ``seat``'s hand."""
        side = self._side(seat)
        if len(side.hand) >= MAX_HAND_INDEX:
            raise self.fail(f"seat {seat}'s hand already holds {len(side.hand)} cards")
        side.hand.append(self._new(cid, known))
        return self

    def deck(self, seat: int, cids: Sequence[str], known: bool = False) -> Self:
        """``seat``'s deck is exactly ``cids``, the first one on top (drawn first); the old
        deck is set aside. ``known``: their places are public (SD-DEC-67)."""
        side = self._side(seat)
        self._set_aside(side.deck)
        side.deck = [self._new(cid, known) for cid in reversed(cids)]
        return self

    def deck_top(self, seat: int, *cids: str) -> Self:
        """Put new cards on top of ``seat``'s deck, one after another: the last one given
        is drawn first."""
        side = self._side(seat)
        for cid in cids:
            side.deck.append(self._new(cid))
        return self

    def grave(self, seat: int, cids: Sequence[str]) -> Self:
        """Add new (public) cards to ``seat``'s graveyard, newest last (SD-GRAVE-1)."""
        side = self._side(seat)
        side.grave.extend(self._new(cid, True) for cid in cids)
        return self

    # ---- the board ----------------------------------------------------------------------
    def unit(self, seat: int, slot: int, cid: str, ready: bool = True, **stats: Any) -> Self:
        """A new unit ``cid`` in the empty unit slot ``slot`` (1-7) of ``seat``, with its
        printed stats unless ``stats`` say otherwise (``atk``, ``hp``, ``frozen``...);
        no text of it resolves (it was there before)."""
        side = self._side(seat)
        self._card(cid, "unit")
        if not 1 <= slot <= UNIT_SLOTS:
            raise self.fail(f"unit slot {slot!r} is not 1..{UNIT_SLOTS}")
        if side.units[slot - 1] is not None:
            raise self.fail(f"unit slot {slot} of seat {seat} is taken")
        u = make_unit(self.state, new_uid(self.state), cid, seat)
        u.ready = ready
        put_unit(self.state, seat, slot - 1, u)
        return self.change_unit(seat, slot, **stats)

    def change_unit(self, seat: int, slot: int, **stats: Any) -> Self:
        """Change what ``stats`` name (``UNIT_FIELDS``) on the unit in ``slot`` of ``seat``."""
        side = self._side(seat)
        u = side.units[slot - 1] if 1 <= slot <= UNIT_SLOTS else None
        if u is None:
            raise self.fail(f"no unit in slot {slot!r} of seat {seat}")
        for name, value in stats.items():
            if name not in UNIT_FIELDS:
                raise self.fail(f"a unit has no '{name}' to set (one of {UNIT_FIELDS})")
            if name == "owner" and value not in (0, 1):
                raise self.fail(f"owner {value!r} is not 0 or 1")
            setattr(u, name, list(value) if name == "kws" else value)
        return self

    def move_unit(self, seat: int, slot: int, to_seat: int, to_slot: int) -> Self:
        """Move the unit in ``slot`` of ``seat`` to the empty ``to_slot`` of ``to_seat`` (as
        if its control changed; its owner stays)."""
        side, to = self._side(seat), self._side(to_seat)
        u = side.units[slot - 1] if 1 <= slot <= UNIT_SLOTS else None
        if u is None:
            raise self.fail(f"no unit in slot {slot!r} of seat {seat}")
        if not 1 <= to_slot <= UNIT_SLOTS or to.units[to_slot - 1] is not None:
            raise self.fail(f"unit slot {to_slot!r} of seat {to_seat} is not an empty slot")
        put_unit(self.state, seat, slot - 1, None)
        put_unit(self.state, to_seat, to_slot - 1, u)
        return self

    def remove_unit(self, seat: int, slot: int) -> Self:
        """Take the unit in ``slot`` of ``seat`` off the board, out of the game (set aside;
        no text of it resolves)."""
        side = self._side(seat)
        u = side.units[slot - 1] if 1 <= slot <= UNIT_SLOTS else None
        if u is None:
            raise self.fail(f"no unit in slot {slot!r} of seat {seat}")
        put_unit(self.state, seat, slot - 1, None)
        self.state.aside.append(Card(u.uid, u.cid))
        return self

    def effect(self, seat: int, cid: str, slot: int | None = None, ready: bool = True) -> Self:
        """A card in an effect slot of ``seat`` (1-6; default the lowest empty one): an
        experiment face down, a lasting spell or an ability, by the card's type."""
        side = self._side(seat)
        card = self._card(cid, "experiment", "spell", "ability")
        kind = "experiment" if card.type == "experiment" else "ability" \
            if card.type == "ability" else "lasting"
        if kind == "lasting" and not card.lasting:
            raise self.fail(f"'{cid}' is an instant spell, it does not stay in a slot")
        if slot is None:
            free = [i + 1 for i, x in enumerate(side.effects) if x is None]
            if not free:
                raise self.fail(f"seat {seat} has no empty effect slot")
            slot = free[0]
        if not 1 <= slot <= EFFECT_SLOTS or side.effects[slot - 1] is not None:
            raise self.fail(f"effect slot {slot!r} of seat {seat} is not an empty slot 1..6")
        put_effect(self.state, seat, slot - 1,
                   Slotted(new_uid(self.state), cid, seat, kind, ready))
        return self

    def field(self, owner: int, cid: str | None) -> Self:
        """The field is a new ``cid`` of ``owner`` (``None``: no field); the old one is set
        aside."""
        self._side(owner)
        st = self.state
        if st.field is not None:
            st.aside.append(Card(st.field.uid, st.field.cid))
        if cid is None:
            put_field(st, None)
        else:
            self._card(cid, "field")
            put_field(st, Slotted(new_uid(st), cid, owner, "field"))
        return self

    # ---- resources and running effects ----------------------------------------------------
    def side(self, seat: int, **values: int | bool) -> Self:
        """Set ``life``, ``mana``, ``slots`` (mana slots), ``fatigue``, ``played`` (cards
        played this turn) or ``ability_used`` of ``seat``, each checked against its range."""
        side = self._side(seat)
        for name, value in values.items():
            if name == "ability_used":
                side.ability_used = bool(value)
                continue
            bounds = SIDE_FIELDS.get(name)
            if bounds is None:
                raise self.fail(f"a side has no '{name}' to set "
                                f"(one of {[*SIDE_FIELDS, 'ability_used']})")
            if isinstance(value, bool) or not bounds[0] <= int(value) <= bounds[1]:
                raise self.fail(f"{name} {value!r} is not within {bounds[0]}..{bounds[1]}")
            setattr(side, name, int(value))
        return self

    def fire(self, seat: int, cid: str, key: str = "effects", target: int | None = None
             ) -> Self:
        """Resolve the text ``key`` of card ``cid`` now, controlled by ``seat`` (as if a card
        outside the game cast it), on the chosen ``target`` code (seat*8 + 0 for a hero or
        + slot) if it needs one; it stops at a decision it asks for, which the position then
        waits for."""
        self._side(seat)
        card = self._card(cid)
        if key not in TRIGGER_FIELDS or not getattr(card, key):
            raise self.fail(f"'{cid}' has no '{key}' text (one of {TRIGGER_FIELDS})")
        st = self.state
        if st.pending is not None:
            raise self.fail("a decision is already pending")
        ctx = make_ctx(-1, cid, seat, spell=card.type != "unit")
        if target is not None:
            if not 0 <= target < 16:
                raise self.fail(f"target code {target!r} is not 0..15")
            ctx = with_target(st, ctx, target)
        fire_now(st, key, ctx)
        st.flow.run(st)
        st._after_run()
        return self
