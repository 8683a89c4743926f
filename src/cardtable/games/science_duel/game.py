"""The ``Game`` of Science Duel: options, action space, evaluation and front-end hooks.

A ``ScienceDuel`` carries its card ``catalogue`` (``catalogue.Catalogue``): the registered
game has the cards of ``cards/``; ``with_cards`` gives another game with extra cards
(a TOML text or file), whose states use them, without touching the registered one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Self

from pydantic import Field, field_validator

from cardtable.games.science_duel import cardinfo, evaluation, tensor
from cardtable.games.science_duel.carddef import CardDef
from cardtable.games.science_duel.cards import (
    DECK_DIR,
    DECKS,
    check_decks,
    load_cards,
    load_decks,
    load_extra_cards,
)
from cardtable.games.science_duel.cardtext import card_text as _card_text
from cardtable.games.science_duel.catalogue import Catalogue
from cardtable.games.science_duel.invariants import invariant_errors
from cardtable.games.science_duel.labels import action_label, menu_entry
from cardtable.games.science_duel.model import LOOP_CAP
from cardtable.games.science_duel.ops import OPS
from cardtable.games.science_duel.position import SDPosition
from cardtable.games.science_duel.render import render
from cardtable.games.science_duel.setup_menu import next_question
from cardtable.games.science_duel.state import SDState
from cardtable.kernel import (
    Action,
    ActionKind,
    ActionSpace,
    Game,
    GameOptions,
    IntRange,
    MenuEntry,
    PlayerView,
    SetupQuestion,
    Subset,
    UnknownCard,
)
from cardtable.kernel.tensor import TensorLayout, TensorWriter

TARGET = IntRange(-1, 15)
"""Target codes: -1 none, seat*8 + 0 hero, seat*8 + slot for a unit."""


class SDOptions(GameOptions):
    """Game options: the two prebuilt decks (by id) and simulation limits (SD-DEC-73)."""

    deck0: str = "matematik"
    deck1: str = "informatik"
    first_player: int | None = None
    """SD-DEC-1: None tosses; 0 or 1 fixes the first player (fixtures)."""
    max_turns: int | None = Field(default=None, ge=1, le=10_000)
    """Turns before the game ends in a draw; unset: no limit (-5 is refused, not "none")."""
    max_actions_per_turn: int | None = Field(default=None, ge=1, le=10_000)
    """Actions a player may take in one turn; unset: no limit."""

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


def load_catalogue() -> Catalogue:
    """The cards of ``cards/`` (parsed through ``ops.OPS``), the prebuilt decks checked
    against them (SD-DECK-1..7)."""
    catalogue = Catalogue(load_cards(OPS))
    check_decks(DECKS, catalogue.cards)
    return catalogue


class ScienceDuel(Game[SDState, SDOptions]):
    """Two scientists duel with units, spells, experiments, fields and abilities."""

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.catalogue = load_catalogue() if catalogue is None else catalogue
        """The cards of this game; its states reach it as ``state.cat``."""

    id = "science_duel"
    names = {"cs": "Vědecký souboj", "en": "Science Duel"}
    min_players = 2
    max_players = 2
    options_model = SDOptions
    state_class = SDState
    # Measured with benchmarks/strength.py at 1,000 iterations (docs/bots.md): the
    # evaluation's scale is small, so a low UCT constant and short rollouts win.
    bot_params = {"ismcts": {"rollout_depth": 4, "exploration": 0.25}}
    zero_sum = True
    """A win against a loss, or a draw of 0 each."""
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
        return next_question(answers)

    def balance_factions(self) -> list[str]:
        """Sim hook: the prebuilt class decks, for a per-class win-rate matrix."""
        return list(DECKS)

    def balance_options(self, factions: Sequence[str]) -> dict[str, Any]:
        """Sim hook: seat 0 plays ``factions[0]``, seat 1 ``factions[1]``."""
        return {"deck0": factions[0], "deck1": factions[1]}

    def balance_name(self, label: str, lang: str) -> str:
        """Sim hook: a deck's name as the setup menu shows it."""
        deck = DECKS.get(label)
        return deck.name.get(lang, label) if deck is not None else label

    def card_played(self, state: SDState, action: Action) -> str | None:
        """Sim hook: the card a ``play`` takes from the active player's hand."""
        if action.kind != "play":
            return None
        hand = state.sides[state.active].hand
        index = action.int_arg("hand")
        return hand[index].cid if 0 <= index < len(hand) else None

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        """Every pairing of two different prebuilt decks once (10), seats alternating so
        that each deck sits twice on each seat."""
        ids = sorted(DECKS)
        out: list[tuple[int, dict[str, Any]]] = []
        for gap in (1, 2):
            for i, d in enumerate(ids):
                out.append((2, {"deck0": d, "deck1": ids[(i + gap) % len(ids)]}))
        return out

    # ---- RL hooks (docs/rl.md) -----------------------------------------------------
    def tensor_layout(self, players: int, options: SDOptions) -> TensorLayout:
        return tensor.layout(tensor.card_words(tuple(self.catalogue.cards)))

    def write_tensor(self, writer: TensorWriter, observation: Mapping[str, Any],
                     options: SDOptions) -> None:
        tensor.write(writer, observation, tensor.card_words(tuple(self.catalogue.cards)))

    def length_bound(self, players: int, options: SDOptions) -> int | None:
        """Only with both limits of SD-DEC-73 (SD-LOOP-5 lets a player repeat a free
        action for ever): ``max_turns`` turns of at most ``max_actions_per_turn`` actions
        and ``end_turn``, each action followed by at most ``4 * LOOP_CAP`` answers
        (targets, slots, cards, options of its effects and of the triggers it starts,
        SD-LOOP-1); before play every card of both decks may be trimmed and each seat
        takes one mulligan."""
        if options.max_turns is None or options.max_actions_per_turn is None:
            return None
        per_turn = 1 + options.max_actions_per_turn * (1 + 4 * LOOP_CAP)
        return 2 * (35 + 1) + (options.max_turns + 1) * per_turn

    def rl_options(self, players: int | None, options: Mapping[str, Any]) -> dict[str, Any]:
        """SD-DEC-73's two limits, when unset: 100 turns (random games last under 60) and
        50 actions a turn."""
        return {"max_turns": 100, "max_actions_per_turn": 50, **options}

    def evaluate(self, state: SDState, seat: int) -> float:
        """Life, board strength and cards in hand, squashed into [-1, 1] (``evaluation.py``)."""
        assert isinstance(state, SDState)
        return evaluation.evaluate(state, seat)

    def action_label(self, view: PlayerView, action: Action, lang: str) -> str:
        """What the choice decides ("Attack the enemy hero with Beetle 2/1"); ``labels.py``."""
        return action_label(view, action, lang, self.catalogue.cards)

    def menu_entry(self, view: PlayerView, action: Action, lang: str) -> MenuEntry:
        """The choice under a heading ("Attack with Beetle 2/1": "the enemy hero")."""
        return menu_entry(view, action, lang, self.catalogue.cards)

    def render(self, observation: Any, lang: str) -> Any:
        return render(observation, lang, self.catalogue.cards)

    def validate_content(self) -> dict[str, int]:
        cards = load_cards(OPS)
        decks = load_decks(DECK_DIR, cards)
        return {"cards": len(cards), "decks": len(decks)}

    def position(self, seed: int = 0, players: int | None = None,
                 **options: Any) -> SDPosition:
        """A position builder (``position.SDPosition``) on a new game played to the first
        main step: each deck above 30 cards trimmed of its first card ids in order, nobody
        exchanging cards at the mulligan. Pass ``first_player`` to fix who starts."""
        state = self.new_state(seed=seed, players=players, **options)
        while state.phase == "trim":
            state.apply(Action("trim", card=0))
        while state.phase == "mulligan":
            state.apply(Action("mulligan", cards=()))
        return SDPosition(state)

    def edit(self, state: SDState) -> SDPosition:
        """A position builder that edits ``state`` in place (``build`` checks it again)."""
        if state.game is not self:
            raise ValueError("the state is of another game (or of this game with other cards)")
        return SDPosition(state)

    def invariant_errors(self, state: SDState) -> list[str]:
        """Every card exactly once, counts in range, the census right (``invariants.py``)."""
        return invariant_errors(state)

    def with_cards(self, source: str | Path) -> Self:
        """This game with the extra cards of ``source`` (a TOML text or file of ``[[card]]``
        tables, validated like the game's own; an id it already has is an error)."""
        extra = load_extra_cards(OPS, source, self.catalogue.cards)
        return type(self)(self.catalogue.with_cards(extra))

    def card_name(self, card: str, lang: str) -> str:
        """The card's name in ``lang`` (its id when the game has no such card)."""
        known = self.catalogue.cards.get(card)
        return known.name.get(lang, card) if known is not None else card

    def card_text(self, cid: str, lang: str) -> str:
        """The text of card ``cid`` in ``lang`` (``cs``/``en``), generated from its ops."""
        return _card_text(self._card(cid), lang, self.catalogue.cards)

    # ---- card information (cardinfo.py) -------------------------------------------
    def card_ids(self) -> list[str]:
        """Every card, tokens and abilities included, by class, kind and cost."""
        return cardinfo.card_ids(self.catalogue.cards)

    def card_facts(self, card: str, lang: str) -> str:
        return cardinfo.card_facts(self._card(card), lang)

    def visible_cards(self, observation: Mapping[str, Any]) -> list[tuple[str, str]]:
        return cardinfo.visible_cards(observation)

    def legend(self, lang: str) -> list[tuple[str, str]]:
        return cardinfo.legend(lang)

    def glossary(self, lang: str) -> list[tuple[str, str]]:
        return cardinfo.glossary(lang)

    def _card(self, cid: str) -> CardDef:
        card = self.catalogue.cards.get(cid)
        if card is None:
            raise UnknownCard(f"{self.name('en')} has no card '{cid}'")
        return card


GAME = ScienceDuel()


def card_text(cid: str, lang: str) -> str:
    """The text of card ``cid`` of the registered game in ``lang`` (``cs``/``en``)."""
    return GAME.card_text(cid, lang)


__all__ = ["GAME", "SDOptions", "ScienceDuel", "card_text"]
