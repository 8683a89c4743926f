"""The ``Game`` of Science Duel: options, action space, evaluation and front-end hooks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import field_validator

from cardtable.games.science_duel.cards import CARDS, DECKS, card_name, load_cards, load_decks
from cardtable.games.science_duel.queries import (
    attack_of,
)
from cardtable.games.science_duel.state import SDState
from cardtable.kernel import (
    Action,
    ActionKind,
    ActionSpace,
    Game,
    GameOptions,
    IntRange,
    SetupQuestion,
    State,
    Subset,
)

TARGET = IntRange(-1, 15)
"""Target codes: -1 none, seat*8 + 0 hero, seat*8 + slot for a unit."""


class SDOptions(GameOptions):
    """Game options: the two prebuilt decks (by id) and simulation limits (SD-DEC-73)."""

    deck0: str = "matematik"
    deck1: str = "informatik"
    first_player: int | None = None
    """SD-DEC-1: None tosses; 0 or 1 fixes the first player (fixtures)."""
    max_turns: int | None = None
    max_actions_per_turn: int | None = None

    @field_validator("deck0", "deck1")
    @classmethod
    def _known_deck(cls, value: str) -> str:
        if value not in DECKS:
            raise ValueError(f"unknown deck '{value}'; prebuilt decks: {', '.join(DECKS)}")
        return value

    @field_validator("first_player")
    @classmethod
    def _seat(cls, value: int | None) -> int | None:
        if value is not None and value not in (0, 1):
            raise ValueError("first_player must be 0, 1 or unset")
        return value


class ScienceDuel(Game[SDState, SDOptions]):
    """Two scientists duel with units, spells, experiments, fields and abilities."""

    id = "science_duel"
    names = {"cs": "Vědecký souboj", "en": "Science Duel"}
    min_players = 2
    max_players = 2
    options_model = SDOptions
    state_class = SDState
    # Measured with benchmarks/strength.py at 1,000 iterations (docs/bots.md): the
    # evaluation's scale is small, so a low UCT constant and short rollouts win.
    bot_params = {"ismcts": {"rollout_depth": 4, "exploration": 0.25}}
    action_space = ActionSpace([
        ActionKind("trim", (("card", IntRange(0, 34)),)),
        ActionKind("mulligan", (("cards", Subset(4)),)),
        ActionKind("play", (("hand", IntRange(0, 14)), ("slot", IntRange(0, 7)),
                            ("target", TARGET))),
        ActionKind("attack", (("target", IntRange(0, 7)), ("unit", IntRange(1, 7)))),
        ActionKind("use_ability", (("target", TARGET),)),
        ActionKind("end_turn"),
        ActionKind("choose_target", (("target", IntRange(0, 15)),)),
        ActionKind("choose_slot", (("slot", IntRange(1, 7)),)),
        ActionKind("choose_card", (("index", IntRange(0, 79)),)),
        ActionKind("choose_option", (("option", IntRange(0, 3)),)),
    ])

    def next_setup_question(self, players: int | None, answers: Mapping[str, Any]
                            ) -> SetupQuestion | None:
        """A human picks each seat's class deck before play."""
        from cardtable.games.science_duel.setup_menu import next_question

        return next_question(answers)

    def balance_factions(self) -> list[str]:
        """Sim hook: the prebuilt class decks, for a per-class win-rate matrix."""
        return list(DECKS)

    def balance_options(self, factions: Sequence[str]) -> dict[str, Any]:
        """Sim hook: seat 0 plays ``factions[0]``, seat 1 ``factions[1]``."""
        return {"deck0": factions[0], "deck1": factions[1]}

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        """Every pairing of two different prebuilt decks once (10), seats alternating so
        that each deck sits twice on each seat."""
        ids = sorted(DECKS)
        out: list[tuple[int, dict[str, Any]]] = []
        for gap in (1, 2):
            for i, d in enumerate(ids):
                out.append((2, {"deck0": d, "deck1": ids[(i + gap) % len(ids)]}))
        return out

    def evaluate(self, state: State, seat: int) -> float:
        """Life, board strength and cards in hand, squashed into [-1, 1]."""
        if state.is_terminal():
            return state.returns()[seat]
        assert isinstance(state, SDState)
        score = 0.0
        for s, side in enumerate(state.sides):
            sign = 1.0 if s == seat else -1.0
            value = side.life * 1.0 + len(side.hand) * 1.5
            for i, u in enumerate(side.units):
                if u is not None and not u.dormant:
                    value += 1.5 * max(0, attack_of(state, s, i, u)) + 1.2 * u.hp + 1.0
            for x in side.effects:
                if x is not None and x.kind in ("experiment", "lasting"):
                    value += 2.0  # a card at work in an effect slot is worth more than in hand
            score += sign * value
        return max(-0.99, min(0.99, score / 60.0))

    def action_label(self, state: State, action: Action, lang: str) -> str:
        assert isinstance(state, SDState)
        from cardtable.games.science_duel.render import label
        return label(state, action, lang)

    def render(self, observation: Any, lang: str) -> Any:
        from cardtable.games.science_duel.render import render
        return render(observation, lang)

    def validate_content(self) -> dict[str, int]:
        cards = load_cards()
        decks = load_decks()
        return {"cards": len(cards), "decks": len(decks)}

    def card_name(self, cid: str, lang: str) -> str:
        return card_name(cid, lang)


GAME = ScienceDuel()
__all__ = ["CARDS", "GAME", "SDOptions", "ScienceDuel"]
