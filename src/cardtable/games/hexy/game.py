"""The HexyGame game: options, deck checks, action space, evaluation and hooks."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, Self

from pydantic import Field

from cardtable.games.hexy import (  # noqa: F401  (registers messages)
    cardinfo,
    messages,
    tensor,
)
from cardtable.games.hexy.cards import (
    Catalog,
    catalog,
    parse_cards,
    prebuilt_decks,
    standard_cards,
    test_cards,
)
from cardtable.games.hexy.map_view import map_view
from cardtable.games.hexy.maps import DEFAULT_MAP, hexy_map
from cardtable.games.hexy.model import (
    ACTION_CAP,
    COLOURS,
    COPY_LIMIT,
    MAX_CELLS,
    MAX_CHOICES,
    MAX_DECK,
    MIN_DECK,
)
from cardtable.games.hexy.state import HxState
from cardtable.kernel import (
    Action,
    ActionKind,
    ActionSpace,
    CardDataError,
    Game,
    GameOptions,
    IntRange,
    MenuEntry,
    OptionError,
    PlayerView,
    Refusal,
    State,
    UnknownCard,
    Words,
)
from cardtable.kernel.tensor import TensorError, TensorLayout, TensorWriter

DEFAULT_DECKS = ("goblin_rush", "sky_guard")
"""HX-DEC-47: seat i plays entry i by default (HX-CONTENT-16)."""
LOOP_TEST_CARDS = ("t_free_mover", "t_echo")
"""The deliberate loops of HX-CONTENT-23, left out of the test deck (tests use them
on purpose, with ``decks``)."""
CELL = IntRange(0, MAX_CELLS - 1)
HAND = IntRange(0, MAX_DECK - 1)
CHOICE = IntRange(0, MAX_CHOICES - 1)


def test_deck() -> list[str]:
    """Every test card once but the loops: the conformance suite's test configuration."""
    return [cid for cid in test_cards() if cid not in LOOP_TEST_CARDS]


class HxOptions(GameOptions):
    decks: list[str | list[str]] | None = None
    """One per seat: a prebuilt deck id or a list of card ids (HX-DEC-47)."""
    card_set: Literal["standard", "test"] = "standard"
    shuffle: bool = True
    first_player: Literal["random", 0, 1] = "random"
    map: str = DEFAULT_MAP
    max_turns: int = Field(default=60, ge=10, le=200)
    """HX-DEC-46: turns per player."""


class Hexy(Game[HxState, HxOptions]):
    id = "hexy"
    names = {"cs": "HexyGame", "en": "HexyGame"}
    min_players = 2
    max_players = 2
    options_model = HxOptions
    state_class = HxState
    out_of_turn_rule = "HX-ACT-15"
    catalog: Catalog = catalog()
    bot_params = {"ismcts": {"rollout": "greedy", "rollout_depth": 4}}
    """Rollouts of 4 greedy steps scored by the evaluation of the settled position: a
    random rollout mostly discards cards and passes, and ISMCTS with such rollouts
    drew 7 of 80 games against the random bot at the turn limit (measured in
    ``docs/rules/hexy.md``)."""
    zero_sum = True
    """A win against a loss, or a draw of 0 each."""
    action_space = ActionSpace([
        ActionKind("keep"),
        ActionKind("mulligan"),
        ActionKind("pass"),
        ActionKind("take_energy", (("colour", Words(COLOURS)), ("hex", CELL))),
        ActionKind("discard_for_energy", (("hand", HAND),)),
        ActionKind("cast", (("hand", HAND), ("hex", IntRange(-1, MAX_CELLS - 1)))),
        ActionKind("activate", (("ability", IntRange(0, 4)),
                                ("colour", Words(("none", *COLOURS))), ("hex", CELL))),
        ActionKind("move", (("dir", IntRange(0, 5)), ("hex", CELL))),
        ActionKind("attack", (("hex", CELL), ("target", CELL))),
        ActionKind("ambush", (("hex", CELL),)),
        ActionKind("counter_attack", (("pay", Words(("energy", "point"))), ("victim", CELL))),
        ActionKind("choose", (("choice", CHOICE),)),
        ActionKind("order_triggers", (("choice", CHOICE),)),
    ])

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        """The two decks on each seat on the default map, the second map, and the test
        set on the test strip (HX-CONTENT-17, HX-CONTENT-23)."""
        return [(2, {}), (2, {"decks": list(reversed(DEFAULT_DECKS))}),
                (2, {"map": "hex_r3"}),
                (2, {"card_set": "test", "map": "t_strip", "decks": [test_deck()] * 2})]

    def deck_lists(self, options: HxOptions) -> list[list[str]]:
        """Each seat's card ids, in listed order."""
        prebuilt = prebuilt_decks()
        return [list(entry) if isinstance(entry, list) else prebuilt[entry].listing()
                for entry in (options.decks or list(DEFAULT_DECKS))]

    def check_options(self, players: int, options: HxOptions) -> None:
        """HX-DEC-10 (the map) and HX-DEC-47 (decks): each refusal names the seat."""
        hexy_map(options.map, card_set=options.card_set)
        decks = options.decks
        if decks is not None and len(decks) != players:
            raise OptionError(Refusal("hexy.option_decks", {"players": players,
                                                             "given": len(decks)}, "HX-DEC-47"))
        prebuilt = prebuilt_decks()
        pool = test_cards() if options.card_set == "test" else standard_cards()
        for seat, entry in enumerate(decks or DEFAULT_DECKS):
            if isinstance(entry, str):
                if entry not in prebuilt:
                    raise OptionError(Refusal("hexy.option_unknown_deck", {
                        "seat": seat, "deck": entry[:40], "known": ", ".join(sorted(prebuilt))},
                        "HX-DEC-47"))
                listing = prebuilt[entry].listing()
            else:
                listing = entry
            for cid in listing:
                if cid not in pool:
                    raise OptionError(Refusal("hexy.option_unknown_card",
                                              {"seat": seat, "card": str(cid)[:40]},
                                              "HX-DEC-47"))
            if options.card_set == "test":
                if not listing or len(listing) > MAX_DECK:
                    raise OptionError(Refusal("hexy.option_deck_size",
                                              {"seat": seat, "n": len(listing)}, "HX-DEC-47"))
                continue
            if not MIN_DECK <= len(listing) <= MAX_DECK:  # the upper bound: HX-DEC-47
                raise OptionError(Refusal("hexy.option_deck_size", {"seat": seat, "n": len(
                    listing)}, "HX-DECK-1" if len(listing) < MIN_DECK else "HX-DEC-47"))
            for cid, copies in Counter(listing).items():
                rarity = pool[cid].rarity
                limit = COPY_LIMIT.get(rarity)
                if limit is not None and copies > limit:
                    rule = {"rare": "HX-DECK-4", "uncommon": "HX-DECK-5",
                            "common": "HX-DECK-6"}[rarity]
                    raise OptionError(Refusal("hexy.option_copies", {
                        "seat": seat, "card": self.catalog.names[self.catalog.index[cid]],
                        "n": copies, "limit": limit}, rule))

    # ---- RL hooks (docs/rl.md) -----------------------------------------------------
    def _cells(self, options: HxOptions) -> int:
        return len(hexy_map(options.map, card_set=options.card_set).cells)

    def tensor_layout(self, players: int, options: HxOptions) -> TensorLayout:
        return tensor.layout(tensor.card_words(tuple(self.catalog.ids)), self._cells(options))

    def write_tensor(self, writer: TensorWriter, observation: Mapping[str, Any],
                     options: HxOptions) -> None:
        if observation["map"] != options.map:
            raise TensorError(f"hexy: an observation on map {observation['map']!r} with "
                              f"options for map {options.map!r}")
        tensor.write(writer, observation, tensor.card_words(tuple(self.catalog.ids)),
                     self._cells(options))

    def length_bound(self, players: int, options: HxOptions) -> int:
        """HX-DEC-46: ``max_turns`` turns per player; HX-DEC-62: at most ``ACTION_CAP``
        actions in a turn, and in the mulligans before the first."""
        return (2 * options.max_turns + 1) * ACTION_CAP

    def evaluate(self, state: State, seat: int) -> float:
        """HX-CONTENT-24, scaled into (-1, 1)."""
        if state.is_terminal():
            return state.returns()[seat]
        assert isinstance(state, HxState)
        from cardtable.games.hexy.evaluate import score, settled

        settled_state = settled(state)
        if settled_state.is_terminal():
            return settled_state.returns()[seat]
        return max(-0.99, min(0.99, score(settled_state, seat) / 200.0))

    def render(self, observation: Mapping[str, Any], lang: str) -> Any:
        from cardtable.games.hexy.render import render

        return render(observation, lang, self.catalog)

    def action_label(self, view: PlayerView, action: Action, lang: str) -> str:
        from cardtable.games.hexy.labels import action_label

        label: str = action_label(view, action, lang, self.catalog)
        return label

    def menu_entry(self, view: PlayerView, action: Action, lang: str) -> MenuEntry:
        from cardtable.games.hexy.labels import menu_entry

        return menu_entry(view, action, lang, self.catalog)

    def position(self, seed: int = 0, players: int | None = None, **options: Any) -> Any:
        """A position builder (``position.HxPosition``) on a new game."""
        from cardtable.games.hexy.position import HxPosition

        return HxPosition(self.new_state(seed=seed, players=players, **options))

    def invariant_errors(self, state: HxState) -> list[str]:
        from cardtable.games.hexy.invariants import invariant_errors

        return invariant_errors(state)

    def balance_factions(self) -> list[str]:
        return sorted(prebuilt_decks())

    def balance_options(self, factions: Sequence[str]) -> dict[str, Any]:
        return {"decks": list(factions)}

    def balance_name(self, label: str, lang: str) -> str:
        deck = prebuilt_decks().get(label)
        return label if deck is None else deck.name.get(lang)

    def card_played(self, state: State, action: Action) -> str | None:
        if action.kind != "cast" or not isinstance(state, HxState):
            return None
        hand = state.hand[state.current_player() or 0]
        index = action.get("hand")
        if not isinstance(index, int) or not 0 <= index < len(hand):
            return None
        return self.catalog.ids[state.card[hand[index]]]

    def card_name(self, card: str, lang: str) -> str:
        index = self.catalog.index.get(card)
        return card if index is None else self.catalog.names[index][lang]

    def card_text(self, card: str, lang: str) -> str:
        self._known(card)
        return self.catalog.card(card).text(lang)

    def card_ids(self) -> list[str]:
        return [cid for cid in self.catalog.ids if not cid.startswith("t_")]

    def card_facts(self, card: str, lang: str) -> str:
        """Type line, cost, A/D/Ac/P, point cap, keywords and rarity (HX-CONTENT-20)."""
        self._known(card)
        return cardinfo.card_facts(self.catalog, card, lang)

    def visible_cards(self, observation: Mapping[str, Any]) -> list[tuple[str, str]]:
        return cardinfo.visible_cards(observation)

    def legend(self, lang: str) -> list[tuple[str, str]]:
        return list(cardinfo.LEGEND[lang])

    def glossary(self, lang: str) -> list[tuple[str, str]]:
        """HX-CONTENT-27."""
        return list(cardinfo.GLOSSARY[lang])

    def word_names(self, lang: str) -> dict[str, str]:
        return dict(cardinfo.WORDS[lang])

    def map_view(self, observation: Mapping[str, Any]) -> dict[str, Any] | None:
        """The map the observation names (public game data, HX-DEC-10), or none."""
        if not isinstance(observation.get("map"), str):
            return None
        return map_view(observation)

    def _known(self, cid: str) -> None:
        if cid not in self.catalog.index:
            raise UnknownCard(f"{self.name('en')} has no card '{cid}'")

    def with_cards(self, source: str | Path) -> Self:
        """This game with more cards (TOML file or text); ids must be new."""
        extra = parse_cards(source)
        game = copy.copy(self)
        game.catalog = Catalog({**self.catalog.by_id, **extra})
        return game

    def validate_content(self) -> dict[str, int]:
        """Load every card, deck and map and run the content audit (HX-CONTENT-25)."""
        from cardtable.games.hexy.audit import audit
        from cardtable.games.hexy.cards import CARD_DIR

        problems = audit(standard_cards(), prebuilt_decks())
        if problems:
            raise CardDataError(str(CARD_DIR / "starter.toml"), None, None,
                                "; ".join(problems[:5]))
        return {"cards": len(standard_cards()), "test_cards": len(test_cards()),
                "decks": len(prebuilt_decks())}


HEXY = Hexy()
