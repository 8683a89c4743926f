"""``ClashState``: the rules of Clash of Decks as kernel hooks plus a task stack.

Everything automatic (attacks, Berserk repeats, returns, end of turn, the whole
Solo AI turn) runs as tasks on ``self.tasks`` (a stack of plain tuples, top =
last). ``run`` pops tasks until the stack is empty, the game is over, or a
``choose_return`` is pending (CD-ACT-12); answering it resumes the stack where
it stopped. So resolution can stop for a decision and still be plain data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.games.clash_of_decks import combat, draft, hand, observe, rules_text, solo_ai
from cardtable.games.clash_of_decks.actions import (
    ATTACK,
    ATTACK_PHASE,
    END_TURN,
    cast_action,
    choose_deck_action,
    draft_action,
    play_actions,
    remove_action,
    return_action,
)
from cardtable.games.clash_of_decks.board import (
    C_DONE,
    C_UID,
    ROW_INDEX,
    ROWS,
    abilities,
    end_of_turn,
    next_attacker,
    place,
    start_of_turn,
)
from cardtable.games.clash_of_decks.cards import ABILITY_BITS, FURY, INFO, CardInfo
from cardtable.games.clash_of_decks.effects import EFFECTS
from cardtable.kernel import Action, Rng, State

Task = tuple[Any, ...]


class ClashState(State):
    """One position of a Duel or Solo game."""

    __slots__ = (
        "active",
        "ai_ability",
        "ai_deck",
        "ai_discard",
        "ai_fixed",
        "ai_fort",
        "ai_last_now",
        "ai_last_pending",
        "ai_mana",
        "ai_next_row",
        "ai_one_damage",
        "ai_out",
        "ai_per",
        "ai_total",
        "bf_fort",
        "board",
        "custom",
        "deck_choice",
        "decks",
        "draft_pile",
        "draft_round",
        "draft_shown",
        "draft_step",
        "first",
        "fmt",
        "hands",
        "known",
        "mana",
        "next_uid",
        "pending",
        "phase",
        "remove_step",
        "removed",
        "solo",
        "stage",
        "tasks",
        "turn",
        "turn_limit",
        "winner",
    )

    solo: bool
    fmt: str
    stage: str
    hands: list[list[str]]
    known: list[list[bool]]
    bf_fort: list[bool]
    board: list[list[list[list[Any]]]]
    next_uid: int
    active: int
    phase: int
    mana: int
    turn: int
    first: int
    winner: int | None
    tasks: list[Task]
    pending: list[Any] | None
    decks: list[list[str]]
    deck_choice: list[int]
    draft_pile: list[str]
    draft_shown: list[str]
    draft_round: int
    draft_step: int
    custom: list[list[str]]
    removed: list[list[str]]
    remove_step: int
    ai_deck: list[str]
    ai_discard: list[str]
    ai_out: list[str]
    ai_fort: bool
    ai_mana: int
    ai_total: int
    ai_next_row: int
    ai_last_pending: bool
    ai_last_now: bool
    ai_fixed: int
    ai_per: int
    ai_one_damage: bool
    ai_ability: int
    turn_limit: int

    # ---- setup ------------------------------------------------------------------
    def _setup(self) -> None:
        opts = self.options
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
        self.tasks = []
        self.pending = None
        self.decks = [[], []] if not self.solo else [[]]
        self.deck_choice = []
        self.draft_pile = []
        self.draft_shown = []
        self.draft_round = 0
        self.draft_step = 0
        self.custom = [[], []]
        self.removed = [[], []]
        self.remove_step = 0
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
        self.log("clash_of_decks.setup", mode="solo" if self.solo else "duel", format=self.fmt)
        draft.begin(self)
        self.run()

    # ---- turn flow --------------------------------------------------------------
    def start_turn(self, side: int) -> None:
        """Phase 1 of ``side``'s turn (CD-TURN-2, CD-MANA-1/2, CD-DEC-9)."""
        self.active = side
        if self.solo and side == solo_ai.AI:
            self.tasks.append(("ai_turn",))
            return
        start_of_turn(self)
        self.phase = 2
        self.mana = 6 if self.turn == 1 else len(self.hands[side])
        self.log("clash_of_decks.turn_start", seat=side, turn=self.turn, mana=self.mana)

    def finish(self, winner: int) -> None:
        """End the game: ``winner`` is a side, or -1 for the draw of CD-DEC-60."""
        self.winner = winner
        self.tasks.clear()
        self.pending = None
        self.log("clash_of_decks.game_over", winner=winner)

    def run(self) -> None:
        """Resolve automatic steps until a decision is needed or the game is over."""
        tasks = self.tasks
        while tasks and self.pending is None and self.winner is None:
            task = tasks.pop()
            _HANDLERS[task[0]](self, task)

    def _rest(self, task: Task) -> None:
        """Resolve the next remaining attack of the active side, or end the turn (CD-ACT-10)."""
        row, index = next_attacker(self, self.active)
        if row < 0:
            self.tasks.append(("eot",))
            return
        creature = self.board[self.active][row][index]
        creature[C_DONE] = 1
        self.tasks.append(("rest",))
        self.tasks.append(("atk", self.active, creature[C_UID], 0))

    def _end_turn(self, task: Task) -> None:
        """CD-DEC-29: heal, clear flags and mana, then the other side's turn (or an ending)."""
        end_of_turn(self)
        self.mana = 0
        if self.solo and self.active == solo_ai.AI:
            self.ai_mana = 0
            if self.ai_last_now:
                # CD-SOLOEND-4, CD-DEC-55: the player survived the last round.
                self.finish(solo_ai.HUMAN)
                return
        if self.turn_limit and self.turn >= self.turn_limit:
            self.finish(-1)
            return
        self.turn += 1
        self.start_turn(1 - self.active)

    def _return_group(self, task: Task) -> None:
        """Return destroyed creatures: AI ones to its discard, others to hand (CD-DEC-28/50)."""
        side, cards = task[1], task[2]
        if self.solo and side == solo_ai.AI:
            self.ai_discard.extend(cards)
            return
        if len(cards) >= 2:
            self.pending = [side, list(cards)]
            return
        hand.give(self, side, cards[0])
        self.log("clash_of_decks.returned", seat=side, card=cards[0])

    def resolve_incantation(self, caster: int, card: CardInfo, side: int, row: int,
                            index: int) -> None:
        """Apply an incantation to its target, then schedule the returns (CD-DEC-17)."""
        dead = EFFECTS[card.effect](self, card, side, row, index)
        if dead:
            cards = combat.remove(self, side, dead)
            self.tasks.append(("ret", side, cards))

    # ---- kernel hooks -------------------------------------------------------------
    def _current(self) -> int:
        if self.solo:
            return 0
        if self.pending is not None:
            return int(self.pending[0])
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

    def _legal(self) -> list[Action]:
        if self.pending is not None:
            return [return_action(i) for i in range(len(self.pending[1]))]
        stage = self.stage
        if stage == "deck":
            return [choose_deck_action(n) for n in (1, 2, 3, 4) if n not in self.deck_choice]
        if stage == "draft":
            return [draft_action(i) for i in range(len(self.draft_shown))]
        if stage == "remove":
            victim = 1 - draft.remover(self)
            return [remove_action(i) for i in range(len(self.custom[victim]))]
        return self._legal_play()

    def _legal_play(self) -> list[Action]:
        side = self.active
        cards = self.hands[side]
        phase = self.phase
        out: list[Action] = []
        if len(cards) > 2:  # CD-HAND-5 / CD-DEC-12: never the last card besides the B/F
            targets: list[tuple[int, int, int]] | None = None
            mana = self.mana
            for k, idx in enumerate(hand.window(cards)):
                info = INFO[cards[idx]]
                if info.cost > mana:
                    continue
                if info.creature:
                    if phase == 2:  # CD-DEC-15: creatures only in phase 2
                        out.extend(play_actions(k + 1))
                    continue
                if targets is None:
                    targets = [(s, r, p) for s in (0, 1) for r in (0, 1)
                               for p in range(len(self.board[s][r]))]
                for s, r, p in targets:
                    out.append(cast_action(k + 1, s, r, p + 1))
        if phase == 2:
            out.append(ATTACK_PHASE)
        else:
            if next_attacker(self, side)[0] >= 0:
                out.append(ATTACK)
            out.append(END_TURN)
        return out

    def _apply(self, action: Action) -> None:
        _APPLY[action.kind](self, action)
        self.run()

    def _play(self, action: Action) -> None:
        side = self.active
        index = hand.window(self.hands[side])[action.int_arg("pick") - 1]
        card = hand.take(self, side, index)
        info = INFO[card]
        self.mana -= info.cost
        row = ROW_INDEX[action.word_arg("row")]
        self.log("clash_of_decks.summon", seat=side, card=card, pick=action["pick"], row=ROWS[row])
        hand.check(self, side)  # CD-DEC-11: before the creature is placed
        if self.winner is not None:
            return
        place(self, side, row, card)
        line = self.board[side][row]
        if abilities(self, side, row, len(line) - 1) & FURY:
            self.tasks.append(("atk", side, line[-1][C_UID], 1))  # CD-DEC-34

    def _cast(self, action: Action) -> None:
        side = self.active
        index = hand.window(self.hands[side])[action.int_arg("pick") - 1]
        card = hand.take(self, side, index)
        info = INFO[card]
        self.mana -= info.cost
        tside = action.int_arg("side")
        row = ROW_INDEX[action.word_arg("row")]
        pos = action.int_arg("position")
        target = self.board[tside][row][pos - 1][0]
        self.log("clash_of_decks.cast", seat=side, card=card, pick=action["pick"], side=tside,
                 row=ROWS[row], position=pos, target=target)
        # Steps of CD-DEC-17, run last to first: returns, the card back, the hand check.
        self.tasks.append(("hchk", side))
        self.tasks.append(("inc_ret", side, card))
        self.resolve_incantation(side, info, tside, row, pos - 1)

    def _attack(self, action: Action) -> None:
        row, index = next_attacker(self, self.active)
        creature = self.board[self.active][row][index]
        creature[C_DONE] = 1
        self.tasks.append(("atk", self.active, creature[C_UID], 0))

    def _choose_return(self, action: Action) -> None:
        assert self.pending is not None
        side, rest = self.pending
        card = rest.pop(action.int_arg("index"))
        hand.give(self, side, card)
        self.log("clash_of_decks.returned", seat=side, card=card)
        if len(rest) == 1:
            last = rest.pop()
            hand.give(self, side, last)
            self.log("clash_of_decks.returned", seat=side, card=last)
            self.pending = None

    def explain_illegal(self, action: Action) -> str:
        return rules_text.explain(self, action)

    # ---- observation, determinization, copies -----------------------------------
    def _observation(self, seat: int | None) -> dict[str, Any]:
        return observe.observation(self, seat)

    def _determinize(self, seat: int | None, rng: Rng) -> None:
        observe.determinize(self, seat, rng)

    def _copy_game_data(self, new: State) -> None:
        assert isinstance(new, ClashState)
        for name in _SCALARS:
            object.__setattr__(new, name, getattr(self, name))
        new.hands = [h[:] for h in self.hands]
        new.known = [k[:] for k in self.known]
        new.bf_fort = self.bf_fort[:]
        new.board = [[[c[:] for c in line] for line in rows] for rows in self.board]
        new.tasks = self.tasks[:]
        new.pending = None if self.pending is None else [self.pending[0], self.pending[1][:]]
        new.decks = [d[:] for d in self.decks]
        new.deck_choice = self.deck_choice[:]
        new.draft_pile = self.draft_pile[:]
        new.draft_shown = self.draft_shown[:]
        new.custom = [d[:] for d in self.custom]
        new.removed = [d[:] for d in self.removed]
        new.ai_deck = self.ai_deck[:]
        new.ai_discard = self.ai_discard[:]
        new.ai_out = self.ai_out[:]


_SCALARS: tuple[str, ...] = (
    "solo", "fmt", "stage", "next_uid", "active", "phase", "mana", "turn", "first", "winner",
    "draft_round", "draft_step", "remove_step", "ai_fort", "ai_mana", "ai_total",
    "ai_next_row", "ai_last_pending", "ai_last_now", "ai_fixed", "ai_per", "ai_one_damage",
    "ai_ability", "turn_limit",
)


def _inc_return(state: ClashState, task: Task) -> None:
    hand.give(state, task[1], task[2])  # CD-INC-7: back at the right end


_HANDLERS: dict[str, Callable[[ClashState, Task], None]] = {
    "atk": lambda s, t: combat.attack(s, t[1], t[2], t[3]),
    "ret": ClashState._return_group,
    "hchk": lambda s, t: hand.check(s, t[1]),
    "inc_ret": _inc_return,
    "rest": ClashState._rest,
    "eot": ClashState._end_turn,
    "ai_turn": lambda s, t: solo_ai.start_turn(s),
    "ai_loop": lambda s, t: solo_ai.loop_step(s),
    "ai_next": lambda s, t: solo_ai.next_step(s),
}

_APPLY: dict[str, Callable[[ClashState, Action], None]] = {
    "play": ClashState._play,
    "cast": ClashState._cast,
    "attack_phase": lambda s, a: setattr(s, "phase", 3),
    "attack": ClashState._attack,
    "end_turn": lambda s, a: s.tasks.append(("rest",)),
    "choose_return": ClashState._choose_return,
    "choose_deck": lambda s, a: draft.choose_deck(s, a.int_arg("deck")),
    "draft_pick": lambda s, a: draft.draft_pick(s, a.int_arg("index")),
    "remove_card": lambda s, a: draft.remove_card(s, a.int_arg("index")),
}
