"""``ClashState``: the kernel hooks of Clash of Decks, each delegating to its module.

The slots are declared in ``model.ClashData`` (so the rule modules can name
the state's type without importing this module); the task stack and the
pending ``choose_return`` are the kernel's (``TaskState``), run by
``flow.FLOW``. Who decides and what they may do outside a pending decision
comes from the setup stage (``draft``) or the turn (``legal``).
"""

from __future__ import annotations

from typing import Any

from cardtable.games.clash_of_decks import draft, observe
from cardtable.games.clash_of_decks.flow import FLOW, apply_action
from cardtable.games.clash_of_decks.legal import explain, setup_legal, turn_legal
from cardtable.games.clash_of_decks.model import ABILITY_BITS, ClashData, Creature
from cardtable.kernel import Action, Refusal, Rng, State
from cardtable.kernel.i18n import message


class ClashState(ClashData):
    """One position of a Duel or Solo game."""

    __slots__ = ()

    flow = FLOW

    # ---- setup ------------------------------------------------------------------
    def _setup(self) -> None:
        opts = self.options
        self._init_flow()
        self._rebuild_derived()
        self.solo = self.num_players == 1
        self.fmt = opts.format or ("drafted" if self.solo else "prepared")
        self.stage = "play"
        self.hands = [[], []] if not self.solo else [[]]
        self.known = [[] for _ in self.hands]
        self.bf_fort = [False for _ in self.hands]
        self.board = [[[], []], [[], []]]  # CD-COMP-11: two rows, a side per player
        self.next_uid = 0
        self.active = 0
        self.phase = 0
        self.mana = 0
        self.turn = 0
        self.first = 0
        self.winner = None
        self.decks = [[], []] if not self.solo else [[]]
        self.deck_choice = []
        self.draft_pile = []
        self.draft_shown = []
        self.draft_round = 0
        self.draft_step = 0
        self.custom = [[], []]
        self.removed = [[], []]
        self.remove_step = 0
        self.ai_cards = []
        self.ai_deck = []
        self.ai_discard = []
        self.ai_out = []
        self.ai_fort = False
        self.ai_mana = 0
        self.ai_total = 0
        self.ai_next_row = 0
        self.ai_last_pending = False
        self.ai_last_now = False
        self.ai_fixed = opts.ai_fixed_mana
        self.ai_per = opts.ai_mana_per_creature
        self.ai_one_damage = opts.ai_defense == "one"
        self.ai_ability = ABILITY_BITS.get(opts.ai_ability, 0) if self.solo else 0
        self.turn_limit = opts.turn_limit
        mode = "solo" if self.solo else "duel"
        self.log("clash_of_decks.setup", mode=mode, format=self.fmt,
                 mode_name=message(f"clash_of_decks.mode_{mode}"),
                 format_name=message(f"clash_of_decks.format_{self.fmt}"))
        draft.begin(self)
        FLOW.run(self)

    # ---- kernel hooks -------------------------------------------------------------
    # ``_current``, ``_legal`` and ``_halted`` keep TaskState's meaning with one call
    # less each: they run several times per action.
    def _current(self) -> int:
        pending = self.pending
        if pending is not None:
            return pending.seat
        return self._turn_seat()

    def _legal(self) -> list[Action]:
        pending = self.pending
        if pending is not None:
            return self._pending_legal(pending)
        if self.stage == "play":
            return turn_legal(self)
        return setup_legal(self)

    def _halted(self) -> bool:
        return self.winner is not None

    def _turn_seat(self) -> int:
        if self.solo:
            return 0
        stage = self.stage
        if stage == "play":
            return self.active
        if stage == "deck":
            return draft.deck_chooser(self)
        if stage == "draft":
            return draft.drafter(self)
        return draft.remover(self)

    def _terminal(self) -> bool:
        return self.winner is not None

    def _returns(self) -> list[float]:
        if self.winner == -1:
            return [0.0] * self.num_players
        return [1.0 if seat == self.winner else -1.0 for seat in range(self.num_players)]

    def _turn_legal(self) -> list[Action]:
        return turn_legal(self) if self.stage == "play" else setup_legal(self)

    def _apply(self, action: Action) -> None:  # not an alias: mypyc rejects one
        apply_action(self, action)

    def explain_illegal(self, action: Action) -> Refusal:
        return explain(self, action)

    # ---- observation, determinization, copies -----------------------------------
    def _observation(self, seat: int | None) -> dict[str, Any]:
        return observe.observation(self, seat)

    def _determinize(self, seat: int | None, rng: Rng) -> None:
        observe.determinize(self, seat, rng)

    def _copy_game_data(self, new: State) -> None:
        # One assignment per slot: clones are what a search makes most, and a loop of
        # getattr/setattr over names costs twice as much. Immutable values (``pending``
        # is a frozen ``Pending``, tasks are frozen) and data never changed in place
        # (``catalog``, ``ai_cards``) are shared. The conformance property P3 (clone ==
        # original in ``to_json``, and independent) fails if a slot is left out here.
        assert isinstance(new, ClashState)
        new.catalog = self.catalog
        new.solo = self.solo
        new.fmt = self.fmt
        new.stage = self.stage
        new.next_uid = self.next_uid
        new.active = self.active
        new.phase = self.phase
        new.mana = self.mana
        new.turn = self.turn
        new.first = self.first
        new.winner = self.winner
        new.draft_round = self.draft_round
        new.draft_step = self.draft_step
        new.remove_step = self.remove_step
        new.ai_fort = self.ai_fort
        new.ai_mana = self.ai_mana
        new.ai_total = self.ai_total
        new.ai_next_row = self.ai_next_row
        new.ai_last_pending = self.ai_last_pending
        new.ai_last_now = self.ai_last_now
        new.ai_fixed = self.ai_fixed
        new.ai_per = self.ai_per
        new.ai_one_damage = self.ai_one_damage
        new.ai_ability = self.ai_ability
        new.turn_limit = self.turn_limit
        new.pending = self.pending
        new.ai_cards = self.ai_cards
        new.tasks = self.tasks[:]
        # map over an unbound copy runs in C: no comprehension frame per list.
        new.hands = list(map(list.copy, self.hands))
        new.known = list(map(list.copy, self.known))
        new.bf_fort = self.bf_fort[:]
        (top0, bottom0), (top1, bottom1) = self.board
        copy = Creature.copy
        new.board = [[list(map(copy, top0)), list(map(copy, bottom0))],
                     [list(map(copy, top1)), list(map(copy, bottom1))]]
        new.decks = list(map(list.copy, self.decks))
        new.deck_choice = self.deck_choice[:]
        new.draft_pile = self.draft_pile[:]
        new.draft_shown = self.draft_shown[:]
        new.custom = list(map(list.copy, self.custom))
        new.removed = list(map(list.copy, self.removed))
        new.ai_deck = self.ai_deck[:]
        new.ai_discard = self.ai_discard[:]
        new.ai_out = self.ai_out[:]
