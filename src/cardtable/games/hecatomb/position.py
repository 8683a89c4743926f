"""Hecatomb positions for tests, puzzles and examples (``kernel.position``).

``HECATOMB.position(seed, players, card_set="test", decks=[...])`` starts a game
and returns an ``HcPosition``: setters in the game's vocabulary (card ids, seats,
abominations listed bottom to top) replace parts of the state, then ``build()``
checks the invariants and returns it with the active player's main phase
pending. Cards are taken from the seat's deck (or added to the game when the
deck runs out), so every card stays in exactly one zone.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.games.hecatomb.model import NONE, Main
from cardtable.games.hecatomb.state import HcState
from cardtable.kernel.position import PositionBuilder


class HcPosition(PositionBuilder[HcState]):
    def _take(self, seat: int, cid: str) -> int:
        """A card ``cid`` of ``seat`` out of its deck, or a new one if none is left."""
        st = self.state
        index = st.cat.index.get(cid)
        if index is None:
            raise self.fail(f"unknown card '{cid}'")
        for uid in st.deck[seat]:
            if st.card[uid] == index:
                st.deck[seat].remove(uid)
                return uid
        st.card.append(index)
        st.owner.append(seat)
        return len(st.card) - 1

    def _seat(self, seat: int) -> int:
        if not 0 <= seat < self.state.num_players:
            raise self.fail(f"no seat {seat}")
        return seat

    def _clear(self, seat: int, zone: list[int]) -> None:
        self.state.deck[seat].extend(zone)
        zone.clear()

    def hand(self, seat: int, cards: Sequence[str], known: Sequence[str] = ()) -> HcPosition:
        """Seat's hand (replacing it); ``known``: of those, the ones everyone knows."""
        st = self.state
        self._clear(self._seat(seat), st.hand[seat])
        for cid in cards:
            uid = self._take(seat, cid)
            st.hand[seat].append(uid)
            if cid in known:
                st.known.append(uid)
        return self

    def deck(self, seat: int, cards: Sequence[str]) -> HcPosition:
        """Seat's deck, first listed on top; cards left over go nowhere else."""
        st = self.state
        seat = self._seat(seat)
        uids = [self._take(seat, cid) for cid in cards]
        spare = list(st.deck[seat])
        st.deck[seat] = list(reversed(uids))
        # spare copies stay part of the game at the bottom of the deck
        st.deck[seat][0:0] = spare
        return self

    def abomination(self, seat: int, cards: Sequence[str], tapped: bool = False,
                    changed: bool = False) -> HcPosition:
        """A new abomination of ``seat``, minions bottom to top."""
        if not 1 <= len(cards) <= 5:
            raise self.fail("an abomination has 1 to 5 minions (HC-ABOM-5)")
        st = self.state
        seat = self._seat(seat)
        uids = [self._take(seat, cid) for cid in cards]
        for uid in uids:
            if st.cat.ctype[st.card[uid]] != "minion":
                raise self.fail(f"'{st.cat.ids[st.card[uid]]}' is not a minion")
        ab = st.new_abom(seat, uids, changed)
        ab.tapped = tapped
        return self

    def mana(self, seat: int, cards: Sequence[str], tapped: Sequence[str] = ()) -> HcPosition:
        st = self.state
        seat = self._seat(seat)
        for cid in cards:
            uid = self._take(seat, cid)
            st.mana[seat].append(uid)
            if cid in tapped:
                st.tapped_mana.append(uid)
        return self

    def relics(self, seat: int, cards: Sequence[str]) -> HcPosition:
        st = self.state
        for cid in cards:
            st.relics[self._seat(seat)].append(self._take(seat, cid))
        return self

    def god(self, seat: int, cid: str) -> HcPosition:
        st = self.state
        if st.god[self._seat(seat)] != NONE:
            st.deck[seat].append(st.god[seat])
        st.god[seat] = self._take(seat, cid)
        return self

    def graveyard(self, seat: int, cards: Sequence[str]) -> HcPosition:
        st = self.state
        for cid in cards:
            st.grave[self._seat(seat)].append(self._take(seat, cid))
        return self

    def souls(self, seat: int, n: int) -> HcPosition:
        if n < 0:
            raise self.fail("souls are never negative")
        self.state.souls[self._seat(seat)] = n
        return self

    def pool(self, seat: int, mana: Sequence[int]) -> HcPosition:
        if len(mana) != 4 or any(v < 0 for v in mana):
            raise self.fail("a pool is four counts: corruption, deceit, destruction, greed")
        self.state.pool[self._seat(seat)] = list(mana)
        return self

    def turn(self, active: int, game_turn: int | None = None,
             mana_played: bool = False) -> HcPosition:
        """Whose main phase it is (the active player's decision is pending)."""
        st = self.state
        st.active = self._seat(active)
        if game_turn is not None:
            st.game_turn = game_turn
        st.mana_played = mana_played
        return self

    def _finish(self, state: HcState) -> None:
        state.tasks.clear()
        state.combat = None
        state.waiting = []
        state.pending = None
        state.ask("main", state.active, (), Main(state.active))
