"""HexyGame positions for tests, puzzles and examples (``kernel.position``).

``HEXY.position(seed, card_set="test", map="t_strip", decks=[...])`` starts a game
and returns an ``HxPosition``: setters in the game's vocabulary (card ids, seats,
hexes as ``(q, r)``) replace parts of the state; ``build()`` checks the invariants
and returns it with the holder's priority decision pending in the chosen phase
(the Main Phase of seat 0 unless ``turn`` says otherwise). Cards are taken from
the seat's library (or added to the game when none is left), so every card stays
in exactly one zone.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.games.hexy.flow import FLOW
from cardtable.games.hexy.model import DIE_MAX, NONE, PHASES, PRIORITY_PHASES, WIN_DIE
from cardtable.games.hexy.state import HxState
from cardtable.games.hexy.tasks import Drain, EndTurn, Phase, PhaseEnd, Priority
from cardtable.kernel.flow import Task, push
from cardtable.kernel.hexgrid import Hex
from cardtable.kernel.position import PositionBuilder


class HxPosition(PositionBuilder[HxState]):
    def __init__(self, state: HxState) -> None:
        super().__init__(state)
        self._phase = "main"
        self._holder: int | None = None
        state.active = 0
        state.first = 0

    # ---- helpers ---------------------------------------------------------------------
    def _seat(self, seat: int) -> int:
        if seat not in (0, 1):
            raise self.fail(f"no seat {seat}")
        return seat

    def _take(self, seat: int, cid: str) -> int:
        """A card ``cid`` of ``seat`` out of its library, or a new one if none is left."""
        st = self.state
        index = st.cat.index.get(cid)
        if index is None:
            raise self.fail(f"unknown card '{cid}'")
        for uid in st.library[seat]:
            if st.card[uid] == index:
                st.library[seat].remove(uid)
                return uid
        st.card.append(index)
        st.owner.append(seat)
        for column, value in ((st.at, NONE), (st.host, NONE), (st.points, 0), (st.die, NONE),
                              (st.ts, 0)):
            column.append(value)
        st.counter_die.append(False)
        st.known.append(False)
        return len(st.card) - 1

    def cell(self, where: tuple[int, int] | int) -> int:
        """A map cell from ``(q, r)`` or a cell index."""
        hmap = self.state.hmap
        if isinstance(where, int):
            if not 0 <= where < len(hmap.cells):
                raise self.fail(f"no cell {where} on the map")
            return where
        h = Hex(*where)
        if h not in hmap.index:
            raise self.fail(f"hex {where} is not on the map")
        return hmap.index[h]

    # ---- zones -----------------------------------------------------------------------
    def hand(self, seat: int, cards: Sequence[str], known: Sequence[str] = ()) -> HxPosition:
        """Seat's hand in order (replacing it); ``known``: those everyone knows."""
        st = self.state
        seat = self._seat(seat)
        st.library[seat].extend(st.hand[seat])
        st.hand[seat] = []
        for cid in cards:
            uid = self._take(seat, cid)
            st.hand[seat].append(uid)
            st.known[uid] = cid in known
        return self

    def library(self, seat: int, cards: Sequence[str], only: bool = False) -> HxPosition:
        """Seat's library, the first listed on top; the seat's other library cards stay
        below them, or with ``only`` go to its graveyard (so a library can be exactly
        these cards, or empty)."""
        st = self.state
        seat = self._seat(seat)
        uids = [self._take(seat, cid) for cid in cards]
        rest = list(st.library[seat])
        if only:
            st.grave[seat].extend(rest)
            rest = []
        st.library[seat] = rest + list(reversed(uids))
        return self

    def graveyard(self, seat: int, cards: Sequence[str]) -> HxPosition:
        st = self.state
        seat = self._seat(seat)
        st.grave[seat] = [self._take(seat, cid) for cid in cards]
        return self

    def unit(self, seat: int, cid: str, at: tuple[int, int] | int, points: int | None = None,
             die: int | None = None, counter_die: bool = False) -> int:
        """A board card of ``seat`` on a hex; returns its uid (for ``enchant``)."""
        st = self.state
        seat = self._seat(seat)
        cell = self.cell(at)
        if st.board[cell] >= 0:
            raise self.fail(f"hex {at} is already occupied")
        uid = self._take(seat, cid)
        if not st.cat.board[st.card[uid]]:
            raise self.fail(f"'{cid}' is not a board card")
        st.at[uid] = cell
        st.board[cell] = uid
        st.board_changed()
        st.points[uid] = st.base_points(uid) if points is None else points
        if not 1 <= st.points[uid] <= st.cap(uid):
            raise self.fail(f"'{cid}' cannot carry {st.points[uid]} points")
        if die is not None and not 0 <= die <= DIE_MAX:
            raise self.fail(f"an action die shows 0 to {DIE_MAX}, not {die}")
        st.die[uid] = NONE if die is None else die
        st.counter_die[uid] = counter_die
        st.ts[uid] = st.stamp()
        return uid

    def enchant(self, seat: int, cid: str, host: int) -> int:
        st = self.state
        if not 0 <= host < len(st.card) or st.at[host] < 0:
            raise self.fail(f"card {host} is not on the Battlefield")
        uid = self._take(self._seat(seat), cid)
        if st.cat.type[st.card[uid]] != "enchantment":
            raise self.fail(f"'{cid}' is not an enchantment")
        st.host[uid] = host
        st.board_changed()
        st.ts[uid] = st.stamp()
        return uid

    def pool(self, seat: int, red: int = 0, green: int = 0, blue: int = 0, white: int = 0,
             colourless: int = 0) -> HxPosition:
        values = [red, green, blue, white, colourless]
        if any(v < 0 for v in values):
            raise self.fail("energy amounts are not negative")
        self.state.pool[self._seat(seat)] = values
        return self

    def winning_die(self, seat: int, value: int) -> HxPosition:
        if not 1 <= value < WIN_DIE:
            raise self.fail(f"a Winning Die shows 1 to {WIN_DIE - 1} in a game not yet won")
        self.state.windie[self._seat(seat)] = value
        return self

    def turn(self, active: int, phase: str = "main", holder: int | None = None,
             turns: int = 2) -> HxPosition:
        """Whose turn, which phase (one where players hold priority), who holds
        priority (default the active player) and how many turns each has begun."""
        if phase not in PRIORITY_PHASES:
            raise self.fail(f"a position starts in a phase with priority: "
                            f"{', '.join(PRIORITY_PHASES)}")
        st = self.state
        st.active = self._seat(active)
        self._phase = phase
        self._holder = None if holder is None else self._seat(holder)
        st.turns = [turns, turns]
        st.turn = 2 * turns
        return self

    # ---- build -----------------------------------------------------------------------
    def _finish(self, state: HxState) -> None:
        state.tasks.clear()
        state.pending = None
        state.stack = []
        state.under = []
        state.waiting = []
        state.phase = self._phase
        state.passed = False
        state.holder = state.active if self._holder is None else self._holder
        later = PHASES[PHASES.index(self._phase) + 1:]
        tasks: list[Task] = [PhaseEnd(self._phase)]
        for name in later:
            tasks += [Phase(name), PhaseEnd(name)]
        push(state.tasks, Drain(), Priority(), *tasks, EndTurn())
        FLOW.run(state)
