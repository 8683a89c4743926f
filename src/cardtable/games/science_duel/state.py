"""``SDState``: the state of a Science Duel game and the kernel's hooks, delegating.

Its slots are the game's data (sides, board, flight, counters) plus the kernel's
task stack and pending decision (a ``TaskState`` run by ``flow.FLOW``). Each hook
hands over to the module that holds the rule: ``legal.py`` (legal actions and
why one is illegal), ``turn.py`` (the actions and the turn), ``observe.py``
(observations and determinization); ``board.py`` owns the board census.
"""

from __future__ import annotations

from typing import Any, ClassVar

from cardtable.games.science_duel import turn
from cardtable.games.science_duel.board import N_GROUPS, Census, recount
from cardtable.games.science_duel.catalogue import Catalogue
from cardtable.games.science_duel.consequences import log_choice
from cardtable.games.science_duel.flow import FLOW
from cardtable.games.science_duel.legal import (
    END,
    explain_illegal,
    main_actions,
    main_step_actions,
    pending_actions,
    setup_actions,
)
from cardtable.games.science_duel.model import Card, Flight, Side, Slotted, Unit
from cardtable.games.science_duel.observe import determinize, observe
from cardtable.kernel import Action, Refusal, Rng, State
from cardtable.kernel.flow import Flow, Pending, TaskState
from cardtable.kernel.serial import fast_copy


class SDState(TaskState):
    """One position of a Science Duel game."""

    __slots__ = ("abilities", "actions", "active", "aside", "cat", "census", "field", "fires",
                 "first", "flight", "max_actions", "max_turns", "mull_seat", "next_uid", "phase",
                 "presence", "sides", "turn", "winner")
    _DERIVED_SLOTS = ("cat", "census", "presence")
    """``cat`` is the game's card catalogue (``game.catalogue``); ``census`` and ``presence``
    (the board's cards per card group) are derived from the slots (``board.py``): not saved
    to JSON, copied by ``_copy_game_data`` and set again by ``_rebuild_derived``."""

    abilities: list[str]
    actions: int
    active: int
    aside: list[Card]
    """Cards a position builder took out of the game (``position.py``): still counted, so
    every card uid stays exactly once somewhere (``invariants.py``)."""
    cat: Catalogue
    """The cards of this game (``ScienceDuel.catalogue``; extra test cards included)."""
    census: Census
    presence: list[int]
    field: Slotted | None
    fires: dict[str, int]
    first: int
    flight: list[Flight]
    max_actions: int
    """The ``max_actions_per_turn`` option (-1: none), read in a hot path."""
    max_turns: int
    """The ``max_turns`` option (-1: none), read in a hot path."""
    mull_seat: int
    next_uid: int
    phase: str
    sides: list[Side]
    turn: int
    winner: int | None
    flow: ClassVar[Flow[Any]] = FLOW

    # ---- setup -----------------------------------------------------------------------------
    def _setup(self) -> None:
        self.cat = self.game.catalogue  # type: ignore[attr-defined]
        opts = self.options
        self.max_turns = -1 if opts.max_turns is None else opts.max_turns
        self.max_actions = -1 if opts.max_actions_per_turn is None else opts.max_actions_per_turn
        self.next_uid = 0
        self.aside = []
        self.active = 0
        self.first = -1
        self.turn = 0
        self.actions = 0
        self.census = {}
        self.presence = [0] * N_GROUPS
        self.field = None
        self.fires = {}
        self.flight = []
        self._init_flow()
        self.winner = None
        self.mull_seat = -1
        self.phase = "trim"
        turn.build_sides(self, (self.options.deck0, self.options.deck1))
        if turn.next_trimmer(self) < 0:
            turn.begin(self)

    # ---- who, when, result ----------------------------------------------------------------
    def _turn_seat(self) -> int:
        if self.phase == "trim":
            return turn.next_trimmer(self)
        if self.phase == "mulligan":
            return self.mull_seat
        return self.active

    def _terminal(self) -> bool:
        if self.winner is not None:
            return True
        limit = self.max_turns
        return limit >= 0 and self.turn > limit and self.pending is None

    def _halted(self) -> bool:
        return self.winner is not None

    def _returns(self) -> list[float]:
        if self.winner is None or self.winner < 0:
            return [0.0, 0.0]  # SD-WIN-3 / SD-DEC-73: draw
        return [1.0 if s == self.winner else -1.0 for s in (0, 1)]

    # ---- legal actions ----------------------------------------------------------------------
    def _legal(self) -> list[Action]:
        """``TaskState._legal`` (the pending decision's answers, else the turn's actions)
        with the main step inlined: every decision of every playout asks for it."""
        pending = self.pending
        if pending is not None:
            return pending_actions(pending)
        if self.phase == "main":
            cap = self.max_actions
            if cap >= 0 and self.actions >= cap:
                return [END]
            return main_actions(self)
        return setup_actions(self)

    def _pending_legal(self, pending: Pending) -> list[Action]:
        return pending_actions(pending)

    def _turn_legal(self) -> list[Action]:
        if self.phase == "main":
            return main_step_actions(self)
        return setup_actions(self)

    def explain_illegal(self, action: Action) -> str | Refusal:
        """The reason, naming the rule (SD-ACT-*, ``legal.explain_illegal``)."""
        return explain_illegal(self, action) or super().explain_illegal(action)

    # ---- applying ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        # A legal action equals one built by ``_legal``, so its sorted arguments sit at
        # fixed positions: no dict is built for the common kinds (apply is hot).
        kind = action.kind
        a = action.args
        if kind == "play":
            turn.play(self, a[0][1], a[1][1], a[2][1])  # type: ignore[arg-type]  # hand, slot, target
        elif kind == "attack":
            turn.attack(self, a[1][1], a[0][1])  # type: ignore[arg-type]  # unit, target
        elif kind == "end_turn":
            turn.end_turn(self)
        elif kind == "use_ability":
            turn.use_ability(self, a[0][1])  # type: ignore[arg-type]
        elif kind in ("choose_target", "choose_slot", "choose_card", "choose_option"):
            p = self.pending
            assert p is not None
            log_choice(self, p.seat, kind, a[0][1])  # type: ignore[arg-type]  # its value
            FLOW.answer(self, action)
            self._after_run()
            return
        else:
            self._apply_setup(kind, dict(a))
        if self.tasks:
            FLOW.run(self)
        if self.winner is not None:
            self._after_run()

    def _after_run(self) -> None:
        """A game that ended mid-resolution leaves nothing to resolve (SD-DEC-35)."""
        if self.winner is not None:
            self.tasks.clear()
            self.pending = None

    def _apply_setup(self, kind: str, args: dict[str, Any]) -> None:
        """The trim and mulligan actions before the first turn."""
        if kind == "trim":
            seat = turn.next_trimmer(self)
            turn.trim(self, seat, turn.trim_choices(self, seat)[args["card"]])
        elif kind == "mulligan":
            turn.mulligan(self, self.mull_seat, args["cards"])

    # ---- views ------------------------------------------------------------------------------
    def _observation(self, seat: int | None) -> dict[str, Any]:
        return observe(self, seat)

    def _determinize(self, seat: int | None, rng: Rng) -> None:
        """Resample hidden hands, deck orders and face-down experiments (SD-INFO-3/4/11)."""
        determinize(self, seat, rng)

    # ---- copies -----------------------------------------------------------------------------
    def _rebuild_derived(self) -> None:
        self.cat = self.game.catalogue  # type: ignore[attr-defined]
        recount(self)

    def _copy_game_data(self, new: State) -> None:
        assert isinstance(new, SDState)
        new.abilities = self.abilities
        new.actions = self.actions
        new.active = self.active
        new.aside = list(self.aside)
        new.cat = self.cat
        new.census = dict(self.census)
        new.presence = self.presence[:]
        f = self.field
        new.field = None if f is None else Slotted(f.uid, f.cid, f.owner, f.kind, f.ready)
        new.fires = dict(self.fires)
        new.first = self.first
        new.flight = [fast_copy(x) for x in self.flight] if self.flight else []
        new.max_actions = self.max_actions
        new.max_turns = self.max_turns
        new.mull_seat = self.mull_seat
        new.next_uid = self.next_uid
        new.pending = self.pending  # immutable, like the tasks
        new.phase = self.phase
        new.sides = [_copy_side(s) for s in self.sides]
        new.tasks = list(self.tasks)
        new.turn = self.turn
        new.winner = self.winner


# ``_copy_side`` fills a new object's slots one by one: measured about a third cheaper than
# calling the generated dataclass ``__init__`` with every field (clone is hot in ISMCTS).
# ``cls.__new__(cls)``, as the kernel's clone does, also suits a compiled (mypyc) class whose
# constructor is generated; ``Unit`` has a written-out one, which ``_copy_unit`` calls.


def _copy_unit(u: Unit) -> Unit:
    # through the written-out constructor: compiled, a native ``Unit.__new__`` runs it
    return Unit(u.uid, u.cid, u.owner, u.atk, u.hp, u.tmp_atk,
                u.kws,  # replaced, never changed in place (``model.Unit``): copies share it
                u.shield, u.stealth, u.frozen, u.thaw_ready, u.ready, u.dormant, u.silenced,
                u.destroyed)


def _copy_side(s: Side) -> Side:
    n = Side.__new__(Side)
    n.cls = s.cls
    n.life = s.life
    n.mana = s.mana
    n.slots = s.slots
    n.fatigue = s.fatigue
    n.played = s.played
    n.ability_used = s.ability_used
    n.hand = s.hand.copy()
    n.deck = s.deck.copy()
    n.grave = s.grave.copy()
    n.units = [None if u is None else _copy_unit(u) for u in s.units]
    n.effects = [None if x is None else Slotted(x.uid, x.cid, x.owner, x.kind, x.ready)
                 for x in s.effects]
    n.removed = s.removed.copy()
    n.mulligan = s.mulligan
    return n
