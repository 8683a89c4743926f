"""``ClashGame``: metadata, options (CD-DEC-2/42), sample configurations and hooks.

Options are validated when a state is created; a bad combination raises
``OptionError`` naming the option and, where one applies, the rule ID.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, Self

from pydantic import Field

from cardtable.games.clash_of_decks import (
    cardinfo,
    evaluation,
    hand,
    messages,  # noqa: F401  (registers the texts)
    tensor,
)
from cardtable.games.clash_of_decks.actions import ACTION_SPACE
from cardtable.games.clash_of_decks.cards import (
    CARD_DIR,
    CATALOG,
    DECK_DIR,
    DECKS,
    STARTER_IDS,
    TEST_CARD_FILE,
    build_catalog,
    card_text,
    load_all,
    load_card_source,
)
from cardtable.games.clash_of_decks.difficulty import (
    AI_DEFAULTS,
    LEVEL_POINTS,
    LEVEL_SETTINGS,
    points,
)
from cardtable.games.clash_of_decks.invariants import invariant_errors
from cardtable.games.clash_of_decks.model import Catalog
from cardtable.games.clash_of_decks.position import ClashPosition
from cardtable.games.clash_of_decks.setup_menu import LEVEL, SOLO_GAME
from cardtable.games.clash_of_decks.state import ClashState
from cardtable.kernel import (
    Action,
    CardDataError,
    Game,
    GameOptions,
    MenuEntry,
    OptionError,
    PlayerView,
    Refusal,
    SetupQuestion,
    State,
    UnknownCard,
)
from cardtable.kernel.tensor import TensorLayout, TensorWriter

SEAT_CARDS = 24
"""More cards than one seat's hand and board can hold (a 10-card deck, its B/F card,
cards returned to it), for ``length_bound``."""

Level = Literal["easy", "medium", "hard", "heroic", "mythic"]
AiAbility = Literal["none", "splash", "pierce", "fury", "protection", "berserk"]


class ClashOptions(GameOptions):
    """Game options of CD-DEC-2 and the Solo AI settings of CD-DEC-42."""

    mode: Literal["duel", "solo"] | None = None
    """``duel`` (2 players) or ``solo`` (1 player); by default taken from the player count."""
    format: Literal["prepared", "drafted", "custom"] | None = None
    """Default: ``prepared`` in Duel, ``drafted`` in Solo."""
    prepared_decks: list[int] | None = None
    """Preset Prepared choices: ``[a, b]`` in Duel, ``[d]`` in Solo (CD-DEC-5)."""
    custom_decks: list[list[str]] | None = None
    """Custom format: each seat's 10 card ids (CD-DEC-7)."""
    first_player: Literal[0, 1, "random"] = "random"
    """Duel: the coin toss, or a fixed starting seat (CD-DEC-3)."""
    solo_game: Literal["quick", "custom"] = "quick"
    level: Level | None = None
    ai_mana_per_creature: Literal[1, 2] = 1
    ai_fixed_mana: int = Field(default=6, ge=6, le=10)
    solo_first: Literal["player", "ai"] = "player"
    ai_bastion: bool = True
    ai_defense: Literal["full", "one"] = "full"
    ai_ability: AiAbility = "none"
    turn_limit: int = Field(default=200, ge=0)
    """Total turns before a draw (CD-DEC-60); 0 = no limit."""


def difficulty_points(opts: ClashOptions) -> int:
    """Points of the six AI settings of ``opts`` (CD-DIFF-4..9)."""
    return points({name: getattr(opts, name) for name in AI_DEFAULTS})


def _no(key: str, rule: str, **params: object) -> Refusal:
    return Refusal(f"clash_of_decks.option_{key}", params, rule)


LEVEL_NAMES = {"easy": {"cs": "snadná", "en": "easy"}, "medium": {"cs": "střední", "en": "medium"},
               "hard": {"cs": "těžká", "en": "hard"}, "heroic": {"cs": "hrdinská", "en": "heroic"},
               "mythic": {"cs": "mýtická", "en": "mythic"}}
"""The difficulty levels by name, as the set-up menu shows them."""


def _check_solo(opts: ClashOptions) -> None:
    if opts.format == "custom":
        raise OptionError(_no("solo_custom", "CD-MODE-4"))
    if opts.first_player != "random":
        raise OptionError(_no("first_player_duel", "CD-DEC-3"))
    changed = [k for k, v in AI_DEFAULTS.items() if getattr(opts, k) != v]
    if opts.solo_game == "quick":
        if changed or opts.level is not None:
            raise OptionError(_no("quick_fixed", "CD-DEC-41",
                                  options=", ".join(changed) or "level"))
        return
    if opts.level is None:
        raise OptionError(_no("custom_needs_level", "CD-DIFF-1"))
    points, wanted = difficulty_points(opts), LEVEL_POINTS[opts.level]
    if points != wanted:
        raise OptionError(_no("level_points", "CD-DEC-42", points=points, wanted=wanted,
                              level=LEVEL_NAMES[opts.level]))


def _check_custom_decks(decks: list[list[str]]) -> None:
    if len(decks) != 2:
        raise OptionError(_no("two_decks", "CD-DEC-7"))
    pool = set(STARTER_IDS)
    for seat, deck in enumerate(decks):
        if len(deck) != 10:
            raise OptionError(_no("deck_size", "CD-DEC-7", seat=seat, size=len(deck)))
        if len(set(deck)) != 10:
            raise OptionError(_no("deck_twice", "CD-DEC-7", seat=seat))
        unknown = [c for c in deck if c not in pool]
        if unknown:
            raise OptionError(_no("deck_unknown", "CD-DEC-7", seat=seat,
                                  cards=", ".join(unknown)))


class ClashGame(Game[ClashState, ClashOptions]):
    """Clash of Decks: Duel in three formats, or Solo against the rule AI."""

    id = "clash_of_decks"
    names = {"cs": "Clash of Decks", "en": "Clash of Decks"}
    min_players = 1
    max_players = 2
    options_model = ClashOptions
    state_class = ClashState
    # Measured with benchmarks/strength.py at 1,000 iterations (docs/bots.md): rollouts
    # of 8 moves play as well as 20 head to head and cost half as much.
    bot_params = {"ismcts": {"rollout_depth": 8}}
    action_space = ACTION_SPACE
    catalog: Catalog = CATALOG
    """The cards this game plays with (``with_cards`` makes a game with more)."""

    def player_range(self, options: GameOptions) -> tuple[int, int]:
        mode = getattr(options, "mode", None)
        if mode == "duel":
            return 2, 2
        if mode == "solo":
            return 1, 1
        return 1, 2

    def next_setup_question(self, players: int | None, answers: Mapping[str, Any]
                            ) -> SetupQuestion | None:
        from cardtable.games.clash_of_decks.setup_menu import next_question

        return next_question(players, answers)

    def default_players_for(self, options: GameOptions) -> int:
        return 1 if getattr(options, "mode", None) == "solo" else 2

    def check_options(self, players: int, options: GameOptions) -> None:
        assert isinstance(options, ClashOptions)
        opts = options
        solo = players == 1
        if solo:
            _check_solo(opts)
        else:
            solo_set = [k for k, v in AI_DEFAULTS.items() if getattr(opts, k) != v]
            if opts.solo_game != "quick" or opts.level is not None or solo_set:
                raise OptionError(_no("solo_options_in_duel", "CD-DEC-42"))
        fmt = opts.format or ("drafted" if solo else "prepared")
        if opts.prepared_decks is not None:
            if fmt != "prepared":
                raise OptionError(_no("prepared_needs_format", ""))
            decks = opts.prepared_decks
            if (len(decks) != players or len(set(decks)) != len(decks)
                    or any(not 1 <= d <= 4 for d in decks)):
                raise OptionError(_no("prepared_numbers", "CD-DEC-5", players=players,
                                      decks=", ".join(map(str, decks))))
        if fmt == "custom":
            if opts.custom_decks is None:
                raise OptionError(_no("custom_needs_decks", "CD-DEC-7"))
            _check_custom_decks(opts.custom_decks)
        elif opts.custom_decks is not None:
            raise OptionError(_no("custom_needs_format", ""))

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        custom = [list(STARTER_IDS[:10]), list(STARTER_IDS[-10:])]
        levels: list[dict[str, Any]] = [
            {"level": "easy", "ai_fixed_mana": 7},
            {"level": "medium", "ai_ability": "fury", "solo_first": "ai"},
            {"level": "hard", "ai_mana_per_creature": 2, "ai_ability": "splash"},
            {"level": "heroic", "ai_fixed_mana": 8, "ai_defense": "one"},
            {"level": "mythic", "ai_fixed_mana": 9, "ai_defense": "one"},
            {"level": "mythic", "ai_fixed_mana": 10, "solo_first": "ai", "ai_bastion": False,
             "ai_ability": "berserk", "format": "prepared"},
        ]
        return [
            (2, {"mode": "duel", "format": "prepared"}),
            (2, {"mode": "duel", "format": "drafted"}),
            (2, {"mode": "duel", "format": "custom", "custom_decks": custom}),
            (1, {"mode": "solo", "format": "drafted"}),
            (1, {"mode": "solo", "format": "prepared"}),
            *[(1, {"mode": "solo", "solo_game": "custom", **lv}) for lv in levels],
        ]

    # ---- hooks -----------------------------------------------------------------
    def balance_factions(self) -> list[str]:
        """Sim hook: the four prepared decks (CD-PREP-2) by number."""
        return [str(number) for number in sorted(DECKS)]

    def balance_options(self, factions: Sequence[str]) -> dict[str, Any]:
        """Sim hook: a Prepared game, seat ``i`` with deck ``factions[i]``; one faction is
        a Solo game, two a Duel (two seats may not share a deck: CD-DEC-5)."""
        mode = "solo" if len(factions) == 1 else "duel"
        return {"mode": mode, "format": "prepared",
                "prepared_decks": [int(f) for f in factions]}

    def balance_variants(self) -> list[tuple[str, dict[str, Any]]]:
        """Sim hook, Solo only: the quick game, then one custom game per level
        (``difficulty.LEVEL_SETTINGS``), the columns of a deck-by-level report."""
        return [("quick", {}), *((level, {"solo_game": "custom", "level": level, **settings})
                                 for level, settings in LEVEL_SETTINGS.items())]

    def balance_name(self, label: str, lang: str) -> str:
        """Sim hook: a deck's or level's name as the play menu shows it."""
        if label.isdigit() and int(label) in DECKS:
            return DECKS[int(label)].name.get(lang)
        for question in (SOLO_GAME, LEVEL):
            for choice in question.choices:
                if choice.value == label:
                    return choice.label[lang]
        return label

    def card_played(self, state: State, action: Action) -> str | None:
        """Sim hook: the card a ``play`` or ``cast`` takes from the hand (``pick`` counts
        the playable cards from the left, CD-HAND-3)."""
        assert isinstance(state, ClashState)
        if action.kind not in ("play", "cast"):
            return None
        cards = state.hands[state.active]
        playable = hand.window(cards)
        pick = action.int_arg("pick")
        return cards[playable[pick - 1]] if 1 <= pick <= len(playable) else None

    def card_name(self, card: str, lang: str) -> str:
        """Sim hook: the card's name in ``lang``."""
        names = self.catalog.names.get(card)
        return names[lang] if names is not None else card

    # ---- card information (cardinfo.py) -------------------------------------------
    def card_ids(self) -> list[str]:
        """Every card of this game's catalog, by prepared deck and cost."""
        return cardinfo.card_ids(self.catalog)

    def card_text(self, card: str, lang: str) -> str:
        """The card's text generated from its data (``cards.card_text``); ``""`` for a
        creature without abilities."""
        self._known(card)
        return card_text(card, lang, self.catalog)

    def card_facts(self, card: str, lang: str) -> str:
        self._known(card)
        return cardinfo.card_facts(card, lang, self.catalog)

    def visible_cards(self, observation: Mapping[str, Any]) -> list[tuple[str, str]]:
        return cardinfo.visible_cards(observation)

    def legend(self, lang: str) -> list[tuple[str, str]]:
        return cardinfo.legend(lang)

    def glossary(self, lang: str) -> list[tuple[str, str]]:
        return cardinfo.glossary(lang)

    def word_names(self, lang: str) -> dict[str, str]:
        """The rows by their names (``row=horní``)."""
        from cardtable.games.clash_of_decks.render import ROW_NAMES

        return {row: names[lang] for row, names in ROW_NAMES.items()}

    def _known(self, card: str) -> None:
        if card not in self.catalog.info:
            raise UnknownCard(f"{self.name('en')} has no card '{card}'")

    def starting_player(self, state: State) -> int | None:
        """Sim hook: the seat that took the first turn (the AI's first turn in Solo: None)."""
        assert isinstance(state, ClashState)
        return state.first if state.first < state.num_players else None

    # ---- RL hooks (docs/rl.md) -----------------------------------------------------
    def tensor_layout(self, players: int, options: ClashOptions) -> TensorLayout:
        return tensor.layout(self.catalog, players)

    def write_tensor(self, writer: TensorWriter, observation: Mapping[str, Any],
                     options: ClashOptions) -> None:
        tensor.write(writer, observation, self.catalog)

    def length_bound(self, players: int, options: ClashOptions) -> int | None:
        """CD-DEC-60's turn limit times the most actions of a turn; no limit: no bound.

        A seat holds at most ``SEAT_CARDS`` cards. In a turn each play or cast costs at
        least 1 mana of at most one per card in hand (CD-MANA-1), each creature attacks
        once, a return order takes at most 4 answers per play, cast or attack, and
        ``attack_phase`` and ``end_turn`` come once: ``2 + 10 * SEAT_CARDS``. Before
        play: two deck choices, a draft of the 32-card pool, ten removals per seat.
        """
        if not options.turn_limit:
            return None
        per_turn = 2 + 10 * SEAT_CARDS
        return 2 + 32 + 2 * 10 + options.turn_limit * per_turn

    def evaluate(self, state: State, seat: int) -> float:
        """The greedy bot's heuristic (not a rule); see ``evaluation``: in Solo it looks past
        the AI's answer, in Duel it compares B/F life and board value."""
        assert isinstance(state, ClashState)
        return evaluation.evaluate(state, seat)

    def render(self, observation: Mapping[str, Any], lang: str) -> Any:
        from cardtable.games.clash_of_decks.render import render

        return render(observation, lang, self.catalog)

    def action_label(self, view: PlayerView, action: Action, lang: str) -> str:
        """What the choice decides ("Summon Troll [3] 4/5 to the top row"); ``labels.py``."""
        from cardtable.games.clash_of_decks.labels import action_label

        return action_label(view, action, lang, self.catalog)

    def menu_entry(self, view: PlayerView, action: Action, lang: str) -> MenuEntry:
        """The choice under a heading ("Cast Boom! [2] on": "Brute (enemy side, ...)")."""
        from cardtable.games.clash_of_decks.labels import menu_entry

        return menu_entry(view, action, lang, self.catalog)

    def position(self, seed: int = 0, players: int | None = None,
                 **options: Any) -> ClashPosition:
        """A builder of a mid-game position (``position.ClashPosition``).

        Without format options the game is a Prepared one with decks 1 and 2 (Solo:
        deck 1) and seat 0 first, in seat 0's first turn; the builder then sets hands,
        rows, the turn, the AI and a pending ``choose_return``.
        """
        solo = players == 1 or options.get("mode") == "solo"
        if not solo and "format" not in options and "custom_decks" not in options:
            options = {"prepared_decks": [1, 2], "first_player": 0, **options}
        elif solo and "format" not in options:
            options = {"format": "prepared", "prepared_decks": [1], **options}
        return ClashPosition(self.new_state(seed, players, **options))

    def with_cards(self, source: str | Path) -> Self:
        """This game with the extra cards of a TOML file or text (test cards, prototypes).

        The extra cards may be held, played and met like any card; they join no
        format's pool. An id the game already has is a ``CardDataError``.
        """
        origin, extra = load_card_source(source)
        clash = sorted(set(extra) & set(self.catalog.info))
        if clash:
            raise CardDataError(origin, clash[0], "id", "duplicate id (already a card of "
                                "the game)")
        game = copy.copy(self)
        game.catalog = self.catalog.extended(build_catalog(extra, (), {}).info)
        return game

    def invariant_errors(self, state: ClashState) -> list[str]:
        """Conservation of cards, one B/F per hand, a sane turn (``invariants.py``)."""
        return invariant_errors(state)

    def validate_content(self) -> dict[str, int]:
        starter, test, decks = load_all()
        counts = {str(CARD_DIR / "starter.toml"): len(starter),
                  str(TEST_CARD_FILE): len(test)}
        for number, deck in decks.items():
            counts[str(DECK_DIR / f"deck_{number}.toml")] = len(deck.cards)
        return counts

