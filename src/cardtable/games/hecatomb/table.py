"""The Hecatomb table: the state's data slots and the primitives every rule uses.

A card is a *uid* for the whole game (``card[uid]`` is its index in the
catalog, ``owner[uid]`` its seat, HC-DEC-9). Zones hold uids: ``deck`` (top
last), ``hand`` (order of arrival), ``mana`` (order of arrival, ``tapped_mana``
the tapped ones), the abominations (``aboms``, records in order of creation),
``relics``, ``god``, ``grave`` (order of arrival) and ``removed``. ``state.py``
adds the kernel hooks on top, so the rule modules never import them back.
"""

from __future__ import annotations

from typing import Any, ClassVar

from cardtable.games.hecatomb.cards import Catalog
from cardtable.games.hecatomb.model import NONE, WIN_SOULS, Abom, Combat, Mod, Removed, Waiting
from cardtable.kernel.flow import TaskState
from cardtable.kernel.game import State
from cardtable.kernel.serial import fast_copy


class Table(TaskState):
    __slots__ = ("aboms", "actions", "active", "card", "cat", "combat", "deck", "end", "first",
                 "game_turn", "god", "grave", "hand", "known", "limbo", "mana", "mana_played",
                 "memo", "mods", "next_aid", "owner", "pool", "relics", "removed", "result",
                 "souls", "statics_cache", "tapped_mana", "turns", "waiting")
    _DERIVED_SLOTS: ClassVar[tuple[str, ...]] = ("cat", "memo", "statics_cache")
    """``cat`` is the game's card catalog (``cards.Catalog``), shared, never saved;
    ``memo`` caches derived values while nothing changes (listing legal actions,
    building an observation) and is ``None`` otherwise (``values.py``);
    ``statics_cache`` holds the continuous effects in play until a card enters or
    leaves the play zone (``play_changed``)."""

    aboms: list[list[Abom]]
    actions: int
    active: int
    card: list[int]
    cat: Catalog
    combat: Combat | None
    deck: list[list[int]]
    end: str
    first: int
    game_turn: int
    god: list[int]
    grave: list[list[int]]
    hand: list[list[int]]
    known: list[int]
    limbo: list[int]
    """Destroyed minions whose destination is still being chosen (HC-DEC-67..69)."""
    mana: list[list[int]]
    mana_played: bool
    memo: dict[object, object] | None
    statics_cache: list[Any] | None
    mods: list[Mod]
    next_aid: int
    owner: list[int]
    pool: list[list[int]]
    relics: list[list[int]]
    removed: list[list[Removed]]
    result: list[float] | None
    souls: list[int]
    tapped_mana: list[int]
    turns: list[int]
    waiting: list[list[Waiting]]

    def _rebuild_derived(self) -> None:
        self.memo = None
        self.statics_cache = None
        self.cat = getattr(self.game, "catalog")  # noqa: B009  (Game does not declare it)

    def _copy_game_data(self, new: State) -> None:
        """Slot by slot (the kernel's generic copy walks every list: 3-4x slower): lists
        of ints and of frozen records copied one level, abominations one by one; the
        catalog and the continuous-effects cache (replaced, never changed in place)
        shared."""
        assert isinstance(new, Table)
        new.aboms = [[Abom(a.aid, a.seat, a.minions[:], a.tapped, a.changed) for a in row]
                     for row in self.aboms]
        new.actions = self.actions
        new.active = self.active
        new.card = self.card[:]
        new.cat = self.cat
        new.combat = None if self.combat is None else fast_copy(self.combat)
        new.deck = [row[:] for row in self.deck]
        new.end = self.end
        new.first = self.first
        new.game_turn = self.game_turn
        new.god = self.god[:]
        new.grave = [row[:] for row in self.grave]
        new.hand = [row[:] for row in self.hand]
        new.known = self.known[:]
        new.limbo = self.limbo[:]
        new.mana = [row[:] for row in self.mana]
        new.mana_played = self.mana_played
        new.memo = None if self.memo is None else dict(self.memo)
        new.mods = self.mods[:]
        new.next_aid = self.next_aid
        new.owner = self.owner[:]
        new.pending = self.pending
        new.pool = [row[:] for row in self.pool]
        new.relics = [row[:] for row in self.relics]
        new.removed = [row[:] for row in self.removed]
        new.result = None if self.result is None else self.result[:]
        new.souls = self.souls[:]
        new.statics_cache = self.statics_cache
        new.tapped_mana = self.tapped_mana[:]
        new.tasks = self.tasks[:]
        new.turns = self.turns[:]
        new.waiting = [row[:] for row in self.waiting]

    # ---- names for the log ---------------------------------------------------------
    def name(self, uid: int) -> dict[str, str]:
        """The card's name in both languages (an event parameter)."""
        return self.cat.names[self.card[uid]]

    # ---- finding things ------------------------------------------------------------
    def abom(self, aid: int) -> Abom | None:
        for seat_aboms in self.aboms:
            for ab in seat_aboms:
                if ab.aid == aid:
                    return ab
        return None

    def abom_of(self, uid: int) -> Abom | None:
        """The abomination minion ``uid`` is in (None: not in play)."""
        for ab in self.aboms[self.owner[uid]]:
            if uid in ab.minions:
                return ab
        return None

    def where(self, uid: int) -> str:
        """The zone card ``uid`` is in now."""
        seat = self.owner[uid]
        if uid in self.hand[seat]:
            return "hand"
        if uid in self.deck[seat]:
            return "deck"
        if uid in self.mana[seat]:
            return "mana"
        if self.abom_of(uid) is not None:
            return "play"
        if uid in self.relics[seat] or self.god[seat] == uid:
            return "play"
        if uid in self.grave[seat]:
            return "grave"
        if any(r.uid == uid for r in self.removed[seat]):
            return "removed"
        if uid in self.limbo:
            return "limbo"
        return "nowhere"

    def in_play(self, uid: int) -> bool:
        seat = self.owner[uid]
        return (self.abom_of(uid) is not None or uid in self.relics[seat]
                or self.god[seat] == uid)

    def play_changed(self) -> None:
        """A card entered or left the play zone, or a god came or went: the continuous
        effects in play are worked out again when next asked (``values.all_statics``).
        Every change of the play zone's cards calls it."""
        self.statics_cache = None

    # ---- moving cards ----------------------------------------------------------------
    def new_abom(self, seat: int, minions: list[int], changed: bool = True) -> Abom:
        """A new, untapped abomination of ``seat`` (HC-VERB-12)."""
        self.play_changed()
        ab = Abom(self.next_aid, seat, list(minions), False, changed)
        self.next_aid += 1
        self.aboms[seat].append(ab)
        return ab

    def take_from_play(self, uid: int) -> int:
        """Take a card out of the play zone (a minion out of its abomination: an
        abomination left empty stops existing, HC-DEC-33). Returns the aid the
        minion left, or NONE."""
        seat = self.owner[uid]
        self.play_changed()
        ab = self.abom_of(uid)
        if ab is not None:
            ab.minions.remove(uid)
            if not ab.minions:
                self.aboms[seat].remove(ab)
                self.mods = [m for m in self.mods if m.aid != ab.aid]
            self.mods = [m for m in self.mods if m.uid != uid]
            return ab.aid
        if uid in self.relics[seat]:
            self.relics[seat].remove(uid)
        elif self.god[seat] == uid:
            self.god[seat] = NONE
        return NONE

    def take_from_hand(self, uid: int) -> None:
        self.hand[self.owner[uid]].remove(uid)
        if uid in self.known:
            self.known.remove(uid)

    def to_hand(self, uid: int, public: bool) -> None:
        """Into its owner's hand; ``public``: known to all while there (HC-INFO-9)."""
        self.hand[self.owner[uid]].append(uid)
        if public and uid not in self.known:
            self.known.append(uid)

    def to_grave(self, uid: int) -> None:
        self.grave[self.owner[uid]].append(uid)

    def to_mana(self, uid: int) -> None:
        """An untapped mana card of its owner (HC-MANA-3, HC-DEC-68)."""
        self.mana[self.owner[uid]].append(uid)

    def take_from_mana(self, uid: int) -> None:
        self.mana[self.owner[uid]].remove(uid)
        if uid in self.tapped_mana:
            self.tapped_mana.remove(uid)

    def draw(self, seat: int, n: int) -> int:
        """Draw up to ``n`` cards one at a time (HC-DEC-11); returns how many."""
        drawn: list[int] = []
        for _ in range(n):
            if not self.deck[seat]:
                break
            uid = self.deck[seat].pop()
            self.hand[seat].append(uid)
            drawn.append(uid)
        if drawn:
            self.log_private([seat], "hecatomb.drew", {
                "seat": seat, "cards": [self.name(u) for u in drawn]},
                "hecatomb.drew_hidden", {"seat": seat, "n": len(drawn)})
        elif n:
            self.log("hecatomb.deck_empty", seat=seat)
        return len(drawn)

    # ---- souls (HC-DEC-8, HC-DEC-79) ------------------------------------------------
    def gain_souls(self, seat: int, n: int) -> None:
        if n <= 0 or self.result is not None:
            return
        self.souls[seat] += n
        self.log("hecatomb.souls_gained", seat=seat, n=n, total=self.souls[seat])
        self.check_win(seat)

    def lose_souls(self, seat: int, n: int) -> None:
        lost = min(n, self.souls[seat])
        if lost <= 0 or self.result is not None:
            return
        self.souls[seat] -= lost
        self.log("hecatomb.souls_lost", seat=seat, n=lost, total=self.souls[seat])

    def steal_souls(self, thief: int, victim: int, n: int) -> None:
        taken = min(n, self.souls[victim])
        if taken <= 0 or self.result is not None:
            return
        self.souls[victim] -= taken
        self.souls[thief] += taken
        self.log("hecatomb.souls_stolen", seat=thief, victim=victim, n=taken,
                 total=self.souls[thief])
        self.check_win(thief)

    def check_win(self, seat: int) -> None:
        if self.souls[seat] >= WIN_SOULS and self.result is None:
            self.finish([1.0 if s == seat else -1.0 for s in range(self.num_players)], "win")
            self.log("hecatomb.won", seat=seat, souls=self.souls[seat])

    def finish(self, result: list[float], why: str) -> None:
        """The game ends at once (a win, the turn limit or the action cap)."""
        self.result = result
        self.end = why
        self.combat = None
        self.waiting = []
        self.end_flow()

    # ---- modifiers ---------------------------------------------------------------------
    def add_mod(self, mod: Mod) -> None:
        self.mods.append(mod)

    def public_seat_data(self) -> dict[str, Any]:
        """The parts of the table every seat sees (for observations and tests)."""
        return {"souls": list(self.souls), "active": self.active, "game_turn": self.game_turn}
