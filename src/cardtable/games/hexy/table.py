"""The HexyGame table: the state's data slots and the numbers every rule reads.

A card is a *uid* for the whole game (``card[uid]`` is its catalog index,
``owner[uid]`` its seat; the controller of a card on the Battlefield is its owner,
who cast it, HX-DEC-43). Zones hold uids: ``library`` (top last), ``hand`` (order
of arrival, HX-DEC-63), ``grave`` (order of arrival). A card on the Battlefield
has a cell (``at[uid]``, ``board[cell]`` the other way), ``points``, an action die
(``die``: -1 none; ``counter_die``: the marker of HX-DEC-35) and a timestamp; an
enchantment has a ``host``. ``state.py`` adds the kernel hooks on top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from cardtable.games.hexy.model import (
    FIRST_STRIKE,
    NONE,
    Mod,
    StackObj,
    Waiting,
)
from cardtable.kernel.flow import TaskState

if TYPE_CHECKING:
    from cardtable.games.hexy.cards import Catalog
    from cardtable.games.hexy.maps import HexyMap


class Table(TaskState):
    __slots__ = (
        "active",
        "at",
        "board",
        "card",
        "cat",
        "counter_die",
        "die",
        "end",
        "first",
        "grave",
        "hand",
        "hmap",
        "holder",
        "host",
        "known",
        "library",
        "mods",
        "mulligans",
        "next_ts",
        "owner",
        "passed",
        "phase",
        "points",
        "pool",
        "resolutions",
        "result",
        "stack",
        "ts",
        "turn",
        "turn_actions",
        "turns",
        "under",
        "unit_cache",
        "waiting",
        "windie",
    )
    _DERIVED_SLOTS: ClassVar[tuple[str, ...]] = ("cat", "hmap", "unit_cache")
    """``cat`` is the game's catalog and ``hmap`` the map of the ``map`` option,
    both shared and never saved; ``unit_cache`` holds the board cards (all, seat 0's,
    seat 1's) and the enchantments each seat controls until the board or an
    enchantment's host changes (``board_changed``), ``None`` meanwhile."""

    active: int
    at: list[int]
    board: list[int]
    card: list[int]
    cat: Catalog
    counter_die: list[bool]
    die: list[int]
    end: str
    first: int
    grave: list[list[int]]
    hand: list[list[int]]
    holder: int
    host: list[int]
    hmap: HexyMap
    known: list[bool]
    library: list[list[int]]
    mods: list[Mod]
    mulligans: list[int]
    next_ts: int
    owner: list[int]
    passed: bool
    phase: str
    points: list[int]
    pool: list[list[int]]
    resolutions: int
    result: list[float] | None
    stack: list[StackObj]
    turn: int
    """Turns begun in the game (1 is the starting player's first)."""
    turn_actions: int
    turns: list[int]
    """Turns begun per seat (HX-DEC-46)."""
    unit_cache: tuple[tuple[int, ...], ...] | None
    ts: list[int]
    under: list[StackObj]
    """Action-Phase triggers collected to go under the stack together (HX-DEC-25)."""
    waiting: list[list[Waiting]]
    windie: list[int]

    _FLAT: ClassVar[tuple[str, ...]] = (
        "at", "board", "card", "counter_die", "die", "host", "known", "mods", "mulligans",
        "owner", "points", "stack", "tasks", "ts", "turns", "under", "windie")
    """Lists of ints, bools or frozen records: a copy of the list is a full copy."""
    _NESTED: ClassVar[tuple[str, ...]] = ("grave", "hand", "library", "pool", "waiting")
    """Lists of such lists."""
    _SHARED: ClassVar[tuple[str, ...]] = (
        "active", "cat", "end", "first", "hmap", "holder", "next_ts", "passed", "pending",
        "phase", "resolutions", "turn", "turn_actions", "unit_cache")
    """Immutable values (ints, strings, frozen records) and the shared catalog and map."""

    def _copy_game_data(self, new: Any) -> None:
        """``clone``'s copy, by the shape of each slot (ISMCTS and the greedy bot clone
        on every step; the kernel's generic deep copy walks every int)."""
        for name in self._FLAT:
            object.__setattr__(new, name, list(getattr(self, name)))
        for name in self._NESTED:
            object.__setattr__(new, name, [list(x) for x in getattr(self, name)])
        for name in self._SHARED:
            object.__setattr__(new, name, getattr(self, name))
        result = self.result
        new.result = None if result is None else list(result)

    def _rebuild_derived(self) -> None:
        from cardtable.games.hexy.maps import hexy_map

        self.cat = getattr(self.game, "catalog")  # noqa: B009  (Game does not declare it)
        self.hmap = hexy_map(str(getattr(self.options, "map")))  # noqa: B009
        self.unit_cache = None

    # ---- names for the log ---------------------------------------------------------
    def name(self, uid: int) -> dict[str, str]:
        """The card's name in both languages (an event parameter)."""
        return self.cat.names[self.card[uid]]

    def other(self, seat: int) -> int:
        return 1 - seat

    def stamp(self) -> int:
        """The next timestamp (HX-DEC-52)."""
        self.next_ts += 1
        return self.next_ts

    # ---- the board -----------------------------------------------------------------
    def on_board(self, uid: int) -> bool:
        return self.at[uid] >= 0

    def units(self, seat: int | None = None) -> tuple[int, ...]:
        """Board cards (by cell order), of ``seat`` or of both."""
        cache = self.unit_cache or self._fill_unit_cache()
        return cache[0] if seat is None else cache[seat + 1]

    def attached(self, seat: int) -> tuple[int, ...]:
        """The enchantments ``seat`` controls (by card number)."""
        cache = self.unit_cache or self._fill_unit_cache()
        return cache[seat + 3]

    def _fill_unit_cache(self) -> tuple[tuple[int, ...], ...]:
        owner = self.owner
        both = tuple(u for u in self.board if u >= 0)
        hosted = [u for u, h in enumerate(self.host) if h >= 0]
        cache = self.unit_cache = (
            both, tuple(u for u in both if owner[u] == 0), tuple(u for u in both if owner[u] == 1),
            tuple(u for u in hosted if owner[u] == 0), tuple(u for u in hosted if owner[u] == 1))
        return cache

    def board_changed(self) -> None:
        """Call whenever ``board`` or ``host`` changes (a card enters, moves or leaves,
        an enchantment is attached or falls off)."""
        self.unit_cache = None

    def enchantments(self, host: int) -> list[int]:
        return [u for u, h in enumerate(self.host) if h == host]

    def is_type(self, uid: int, kind: str) -> bool:
        return self.cat.type[self.card[uid]] == kind

    # ---- derived numbers (HX-DEC-59) ------------------------------------------------
    def mod_sum(self, uid: int) -> tuple[int, int, int, int]:
        """Attack, defence, keyword bits and forbid bits added by modifiers and auras."""
        a = d = kw = fb = 0
        for m in self.mods:
            if m.uid == uid:
                a += m.attack
                d += m.defence
                kw |= m.keywords
                fb |= m.forbid
        if self.cat.any_aura:
            from cardtable.games.hexy.auras import aura_mods

            for m in aura_mods(self, uid):
                a += m.attack
                d += m.defence
                kw |= m.keywords
                fb |= m.forbid
        return a, d, kw, fb

    def attack(self, uid: int) -> int:
        return max(0, self.cat.stats[self.card[uid]][0] + self.mod_sum(uid)[0])

    def defence(self, uid: int) -> int:
        return max(0, self.cat.stats[self.card[uid]][1] + self.mod_sum(uid)[1])

    def actions(self, uid: int) -> int:
        return min(6, self.cat.stats[self.card[uid]][2])

    def base_points(self, uid: int) -> int:
        return max(1, self.cat.stats[self.card[uid]][3])

    def cap(self, uid: int) -> int:
        return self.cat.cap[self.card[uid]]

    def keywords(self, uid: int) -> int:
        return self.cat.keywords[self.card[uid]] | self.mod_sum(uid)[2]

    def has(self, uid: int, keyword_bit: int) -> bool:
        return bool(self.keywords(uid) & keyword_bit)

    def forbidden(self, uid: int, bit: int) -> bool:
        return bool(self.mod_sum(uid)[3] & bit)

    def first_strike(self, uid: int) -> bool:
        return self.has(uid, FIRST_STRIKE)

    def spendable(self, uid: int) -> int:
        """Pips of the die that may pay for actions (a counter-attack die: none)."""
        if self.die[uid] < 0 or self.counter_die[uid]:
            return 0
        return self.die[uid]

    # ---- the stack -----------------------------------------------------------------
    def stack_index(self, ts: int) -> int:
        for i, obj in enumerate(self.stack):
            if obj.ts == ts:
                return i
        return NONE

    def obj(self, ts: int) -> StackObj | None:
        i = self.stack_index(ts)
        return self.stack[i] if i >= 0 else None

    def controls_center(self, seat: int) -> bool:
        uid = self.board[self.hmap.center]
        return uid >= 0 and self.owner[uid] == seat

    def snapshot(self) -> dict[str, Any]:
        """A few public numbers for messages and tests."""
        return {"turn": self.turn, "phase": self.phase, "active": self.active,
                "holder": self.holder, "dice": list(self.windie)}
