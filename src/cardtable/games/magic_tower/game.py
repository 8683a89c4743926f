"""The Magic Tower game: options, action space, evaluation and hooks."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Self

from pydantic import Field, SerializerFunctionWrapHandler, field_validator, model_serializer

from cardtable.games.magic_tower import (  # noqa: F401  (registers messages)
    cardinfo,
    combat,
    messages,
    plays,
    spells,
    tensor,
)
from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.cards import (
    COLLECTIBLE,
    SETS,
    VALUES,
    load_content,
    replace_content,
)
from cardtable.games.magic_tower.catalog import CATALOG, Catalog
from cardtable.games.magic_tower.invariants import conservation_errors
from cardtable.games.magic_tower.legal import MAX_ARMY
from cardtable.games.magic_tower.model import (
    ALIVE,
    ARCHMAGE,
    BARRACKS,
    FOOD,
    GOLD,
    MANA,
    MINE,
    RESOURCE_WORDS,
    SOLDIERS,
    SOURCE_WORDS,
    TOWER,
    WALL,
    WIN_TOWER,
)
from cardtable.games.magic_tower.position import MTPosition
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import (
    Action,
    ActionKind,
    ActionSpace,
    Game,
    GameOptions,
    IntRange,
    MenuEntry,
    OptionError,
    PlayerView,
    PositionError,
    Refusal,
    State,
    UnknownCard,
    Words,
)
from cardtable.kernel.tensor import TensorLayout, TensorWriter

CARD = IntRange(0, tb.N_CARDS - 1)
SEAT = IntRange(0, 5)


class MTOptions(GameOptions):
    max_turns: int = Field(default=200, ge=1, le=10_000)
    """MT-DEC-74: the game ends once every player still in has played this many turns."""
    trumps: list[str] | None = None
    """Preset trump sets, one collectible set id per seat (``["dragons", "undead"]``): no
    ``choose_trump`` decisions, the sets count as chosen in turn order (MT-DEC-3). A comma
    text (``"dragons,undead"``) is read as that list."""

    @field_validator("trumps", mode="before")
    @classmethod
    def _split_text(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",")]
        if isinstance(value, (list, tuple)):
            for item in value:
                if not isinstance(item, str):
                    raise ValueError(f"{item!r} is not a trump set id; choose from "
                                     f"{', '.join(COLLECTIBLE)}")
        return value

    @field_validator("trumps")
    @classmethod
    def _collectible(cls, value: list[str] | None) -> list[str] | None:
        for name in value or ():
            if name in ("sun", "moon"):
                raise ValueError(f"MT-SETUP-2: '{name}' is not a collectible set and cannot be "
                                 f"a trump set; choose from {', '.join(COLLECTIBLE)}")
            if name not in COLLECTIBLE:
                raise ValueError(f"unknown trump set '{name}'; choose from "
                                 f"{', '.join(COLLECTIBLE)}")
        return value

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """Unset ``trumps`` is left out, so records and digests of games without it stay
        exactly as they were before the option existed."""
        data: dict[str, Any] = handler(self)
        if data.get("trumps") is None:
            data.pop("trumps", None)
        return data


class MagicTower(Game[MTState, MTOptions]):
    id = "magic_tower"
    names = {"cs": "Magická věž", "en": "Magic Tower"}
    min_players = 2
    max_players = 6
    options_model = MTOptions
    state_class = MTState
    # Measured with benchmarks/strength.py at 1,000 iterations (docs/bots.md): rollouts
    # of 4 moves play as well as 20 head to head and cost a third as much.
    bot_params = {"ismcts": {"rollout_depth": 4}}
    catalog: Catalog = CATALOG
    """What the cards and spells do (``with_cards`` makes a game with test cards)."""
    action_space = ActionSpace([
        ActionKind("choose_trump", (("set", Words(COLLECTIBLE)),)),
        ActionKind("play", (("card", CARD),)),
        ActionKind("play_combo", (("bearer", CARD),)),
        ActionKind("play_set", (("set", Words(SETS)),)),
        ActionKind("play_sextet", (("source", Words(plays.SEXTET_SOURCES)),
                                   ("value", Words(VALUES)))),
        ActionKind("play_triple"),
        ActionKind("discard", (("card", CARD),)),
        ActionKind("attack", (("card", CARD),)),
        ActionKind("cast", (("card", CARD), ("spell", Words(spells.SPELL_WORDS)))),
        ActionKind("pass"),
        ActionKind("pay", (("food", IntRange(0, 7)), ("gold", IntRange(0, 7)),
                           ("mana", IntRange(0, 7)))),
        ActionKind("choose_target", (("seat", SEAT),)),
        ActionKind("choose_kind", (("what", Words((*RESOURCE_WORDS, *SOURCE_WORDS))),)),
        ActionKind("choose_spell", (("seat", SEAT), ("spell", Words(tb.SPELL_IDS)))),
        ActionKind("soldiers", (("n", IntRange(1, MAX_ARMY)),)),
        ActionKind("bolt"),
        ActionKind("defend", (("n", IntRange(0, MAX_ARMY)),)),
        ActionKind("allocate", (("target", Words(combat.ALLOCATE_WORDS)),)),
        ActionKind("discard_highest_pick", (("card", CARD),)),
        ActionKind("fountain_pick", (("resource", Words(RESOURCE_WORDS)),)),
    ])

    def check_options(self, players: int, options: GameOptions) -> None:
        """``trumps`` needs exactly one set per seat."""
        assert isinstance(options, MTOptions)
        trumps = options.trumps
        if trumps is not None and len(trumps) != players:
            raise OptionError(Refusal("magic_tower.option_trumps",
                                      {"players": players, "given": len(trumps)}, "MT-DEC-3"))

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        """Every player count with chosen trumps, plus one game with preset trumps."""
        return [*super().sample_configs(),
                (3, {"trumps": ["water_masters", "undead", "water_masters"]})]

    def balance_factions(self) -> list[str]:
        """Sim hook: the six collectible sets, for a trump-set win-rate matrix."""
        return list(COLLECTIBLE)

    def balance_options(self, factions: Sequence[str]) -> dict[str, Any]:
        """Sim hook: seat ``i`` plays with trump set ``factions[i]``."""
        return {"trumps": list(factions)}

    def balance_name(self, label: str, lang: str) -> str:
        """Sim hook: a trump set's name as the trump choice shows it."""
        from cardtable.games.magic_tower.render import SET_NAME

        return SET_NAME[lang].get(label, label)

    def card_name(self, card: str, lang: str) -> str:
        """The name in ``lang`` of a card id (``card_played`` gives them) or spell id."""
        index = self.catalog.card_index.get(card)
        if index is not None:
            return self.catalog.names[index][lang]
        spell = self.catalog.spell_name.get(card)
        return card if spell is None else spell[lang]

    def card_played(self, state: State, action: Action) -> str | None:
        """Sim hook: the card a play names, for per-card play and win rates."""
        if action.kind == "play":
            return tb.CARD_ID[action.int_arg("card")]
        if action.kind == "play_combo":
            return tb.CARD_ID[action.int_arg("bearer")]
        return None

    # ---- RL hooks (docs/rl.md) -----------------------------------------------------
    def tensor_layout(self, players: int, options: MTOptions) -> TensorLayout:
        return tensor.layout(players)

    def write_tensor(self, writer: TensorWriter, observation: Mapping[str, Any],
                     options: MTOptions) -> None:
        tensor.write(writer, observation)

    def length_bound(self, players: int, options: MTOptions) -> int:
        """MT-DEC-74's ``max_turns`` per seat, at most doubled by extra turns (MT-DEC-12:
        one card grants one, so a chain needs that card again), times the most decisions
        of a turn: the turn action, its payment, a target and a kind, the attack's target
        and size, then per other seat a defence, an allocation per damage target (6) and
        a Discard-Highest pick: ``6 + 8 * players``. The trump choices come first."""
        per_turn = 6 + 8 * players
        return players + 2 * players * options.max_turns * per_turn

    def evaluate(self, state: State, seat: int) -> float:
        """Tower/wall/resources/soldiers race against the strongest opponent."""
        if state.is_terminal():
            return state.returns()[seat]
        assert isinstance(state, MTState)
        mine = strength(state, seat)
        others = [strength(state, s) for s in range(state.num_players)
                  if s != seat and state.board[s][ALIVE]]
        if not state.board[seat][ALIVE]:
            return -1.0
        best = max(others) if others else 0.0
        return max(-0.99, min(0.99, (mine - best) / (abs(mine) + abs(best) + 50.0)))

    def render(self, observation: Any, lang: str) -> Any:
        from cardtable.games.magic_tower.render import render

        return render(observation, lang, self.catalog)

    def action_label(self, view: PlayerView, action: Action, lang: str) -> str:
        """What the choice decides ("Pay 7: 3 gold + 4 food"); see ``labels.py``."""
        from cardtable.games.magic_tower.labels import action_label

        return action_label(view, action, lang, self.catalog)

    def menu_entry(self, view: PlayerView, action: Action, lang: str) -> MenuEntry:
        """The choice under a heading ("Discard a card and attack": "Royal Archers")."""
        from cardtable.games.magic_tower.labels import menu_entry

        return menu_entry(view, action, lang, self.catalog)

    def position(self, seed: int = 0, players: int | None = None,
                 choices: Sequence[str] | None = None, **options: Any) -> MTPosition:
        """A position builder (``position.MTPosition``) on a new game after every trump
        choice (``choices`` by seat, default humans for all; or the ``trumps`` option):
        the first player's turn is pending."""
        state = self.new_state(seed=seed, players=players, **options)
        picks = list(choices) if choices is not None else ["humans"] * state.num_players
        if len(picks) != state.num_players:
            raise PositionError(f"magic_tower position: give one trump choice per seat "
                                f"({state.num_players}), not {picks}")
        while state.pending is not None and state.pending.kind == "trump":
            state.apply(Action("choose_trump", set=picks[state.pending.seat]))
        return MTPosition(state)

    def edit(self, state: MTState) -> MTPosition:
        """A position builder editing ``state`` in place (checked again by ``build``)."""
        return MTPosition(state)

    def invariant_errors(self, state: MTState) -> list[str]:
        """MT-COMP-1: every card exactly once across deck, hands and pile; pile entries
        well formed; what Vision showed still in that hand (``invariants.py``)."""
        return conservation_errors(state)

    def card_text(self, cid: str, lang: str) -> str:
        """The text of card (or spell) ``cid`` in ``lang``, generated from its ops."""
        self._known(cid)
        return self.catalog.card_text(cid, lang)

    # ---- card information (cardinfo.py): cards and spells -------------------------
    def card_ids(self) -> list[str]:
        return cardinfo.card_ids(self.catalog)

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
        """Sets, resources, sources and spells by their names (``set=lidé``)."""
        from cardtable.games.magic_tower.messages import RESOURCE_NAMES, SOURCE_NAMES
        from cardtable.games.magic_tower.render import SET_NAME

        return {**SET_NAME[lang], **RESOURCE_NAMES[lang], **SOURCE_NAMES[lang],
                **{spell: names[lang] for spell, names in self.catalog.spell_name.items()}}

    def _known(self, cid: str) -> None:
        if cid not in self.catalog.card_index and cid not in self.catalog.spells:
            raise UnknownCard(f"{self.name('en')} has no card or spell '{cid}'")

    def with_cards(self, source: str | Path) -> Self:
        """This game with test cards: the ``[[card]]``/``[[spell]]`` entries of a TOML
        file or text replace the cards and spells of the same ids (the deck of 66 is
        fixed, so a test card keeps the replaced card's id, set, value and great-triple
        membership; see ``cards.replace_content``). States of the returned game play
        with the new cards; the registered game is unchanged."""
        _, data = replace_content(self.catalog.content, source)
        game = copy.copy(self)
        game.catalog = Catalog(data)
        return game

    def validate_content(self) -> dict[str, int]:
        return load_content().counts


def strength(st: MTState, seat: int) -> float:
    b = st.board[seat]
    tower = b[TOWER]
    if tower <= 0:
        return -200.0
    resources = b[GOLD] + b[FOOD] + b[MANA]
    sources = b[MINE] + b[MINE + 1] + b[MINE + 2]
    return (2.0 * tower + 0.8 * min(tower, 40) + 0.9 * b[WALL] + 0.08 * resources
            + 3.0 * sources + 6.0 * b[BARRACKS] + 4.0 * b[SOLDIERS] + 10.0 * b[ARCHMAGE]
            + (60.0 if tower >= WIN_TOWER - 30 else 0.0))


MAGIC_TOWER = MagicTower()
