"""The Hecatomb game: options, deck checks, action space, evaluation and hooks."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, Self

from pydantic import Field, field_validator

from cardtable.games.hecatomb import (  # noqa: F401  (registers messages)
    cardinfo,
    messages,
    tensor,
)
from cardtable.games.hecatomb.cards import (
    Catalog,
    catalog,
    parse_cards,
    prebuilt_decks,
    standard_cards,
    test_cards,
)
from cardtable.games.hecatomb.invariants import invariant_errors
from cardtable.games.hecatomb.model import (
    ACTION_CAP,
    MAX_ABOMS,
    MAX_HAND,
    MAX_MINIONS,
    MAX_X,
    REPLACEMENTS,
    WIN_SOULS,
)
from cardtable.games.hecatomb.state import HcState
from cardtable.games.hecatomb.values import has_god
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
from cardtable.kernel.tensor import TensorLayout, TensorWriter

DEFAULT_DECKS = ("corruption_deceit", "destruction_greed", "corruption_greed",
                 "deceit_destruction", "corruption_destruction", "deceit_greed")
"""HC-DEC-5: seat i plays entry i by default."""
TEST_DECK = (
    "t_corruption_2", "t_corruption_3", "t_deceit_2", "t_deceit_4", "t_destruction_3",
    "t_greed_2", "t_greed_5", "t_corruption_under_greed", "t_rager_2", "t_reaper_1",
    "t_survivor_2", "t_evader_greed", "t_nemesis_deceit", "t_fanatic", "t_guardian", "t_host",
    "t_hunter", "t_martyr", "t_parasite", "t_regenerator", "t_ripper", "t_soulbound",
    "t_follower", "t_summon_corruption", "t_cond_strength", "t_summon_target", "t_tap_1",
    "t_tap_2", "t_blast_3", "t_x_blast", "t_discard", "t_destroy_small", "t_exile_big",
    "t_retrieve", "t_stitch_onto", "t_put_into_play", "t_pump", "t_relic_rager", "t_god_a",
    "t_attack_draw")
"""A 40-card deck of test cards for the conformance suite's test configuration."""
HAND = IntRange(0, MAX_HAND - 1)
ABOM = IntRange(0, MAX_ABOMS - 1)
OBJECT = IntRange(-1, 6 * MAX_HAND - 1)
"""A chosen object: a uid, an abomination id or a seat; -1 for none/new/decline."""


class HcOptions(GameOptions):
    decks: list[str | list[str]] | None = None
    """One per seat: a prebuilt deck id or a list of card ids (HC-DEC-5)."""
    card_set: Literal["standard", "test"] = "standard"
    shuffle: bool = True
    first_player: Literal["random"] | int = "random"
    turn_limit: int = Field(default=200, ge=0, le=10_000)

    @field_validator("first_player")
    @classmethod
    def _seat(cls, value: Any) -> Any:
        if isinstance(value, int) and not 0 <= value <= 5:
            raise ValueError("first_player is a seat 0..5 or 'random'")
        return value


class Hecatomb(Game[HcState, HcOptions]):
    id = "hecatomb"
    names = {"cs": "Hecatomb", "en": "Hecatomb"}
    min_players = 2
    max_players = 6
    options_model = HcOptions
    state_class = HcState
    out_of_turn_rule = "HC-ACT-21"
    catalog: Catalog = catalog()
    action_space = ActionSpace([
        ActionKind("play_mana", (("hand", HAND),)),
        ActionKind("play", (("hand", HAND), ("x", IntRange(0, MAX_X)))),
        ActionKind("play_onto", (("hand", HAND), ("abom", ABOM), ("x", IntRange(0, MAX_X)))),
        ActionKind("use_tap", (("abom", ABOM), ("pos", IntRange(0, MAX_MINIONS - 1)))),
        ActionKind("attack", (("seat", IntRange(0, 5)),)),
        ActionKind("end_turn"),
        ActionKind("pass"),
        ActionKind("add_attacker", (("abom", ABOM),)),
        ActionKind("confirm_attackers"),
        ActionKind("hunt", (("choice", OBJECT),)),
        ActionKind("block", (("blocker", ABOM), ("attacker", ABOM))),
        ActionKind("done_blocking"),
        ActionKind("ripper_kill", (("choice", OBJECT),)),
        ActionKind("ripper_done"),
        ActionKind("choose_target", (("choice", OBJECT),)),
        ActionKind("done"),
        ActionKind("pay", (("choice", IntRange(0, 12_340)),)),
        ActionKind("discard", (("hand", HAND),)),
        ActionKind("choose_card", (("choice", OBJECT),)),
        ActionKind("choose_placement", (("choice", OBJECT),)),
        ActionKind("choose_option", (("choice", Words(("yes", "no"))),)),
        ActionKind("choose_doom", (("doom", IntRange(0, 3)),)),
        ActionKind("soulbound", (("choice", OBJECT),)),
        ActionKind("choose_replacement", (("what", Words(REPLACEMENTS)),)),
        ActionKind("order_effects", (("choice", IntRange(0, 63)),)),
    ])

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        """2, 3, 4 and 6 players with the default decks, and the test set."""
        configs: list[tuple[int, dict[str, Any]]] = []
        if prebuilt_decks():
            configs += [(n, {}) for n in (2, 3, 4, 6)]
        configs.append((3, {"card_set": "test", "decks": [list(TEST_DECK)] * 3}))
        return configs

    def default_players_for(self, options: HcOptions) -> int:
        return len(options.decks) if options.decks else 2

    def deck_lists(self, players: int, options: HcOptions) -> list[list[str]]:
        """Each seat's card ids, in listed order."""
        out: list[list[str]] = []
        decks = options.decks or list(DEFAULT_DECKS[:players])
        prebuilt = prebuilt_decks()
        for entry in decks:
            out.append(list(entry) if isinstance(entry, list) else prebuilt[entry].listing())
        return out

    def check_options(self, players: int, options: HcOptions) -> None:
        """HC-DEC-5 (HC-DECK-1/2): one deck per seat, 40–120 cards, at most 3 copies,
        only cards of the chosen set; each refusal names the seat."""
        decks = options.decks
        if decks is not None and len(decks) != players:
            raise OptionError(Refusal("hecatomb.option_decks", {"players": players,
                                                                 "given": len(decks)},
                                      "HC-DEC-5"))
        prebuilt = prebuilt_decks()
        pool = test_cards() if options.card_set == "test" else standard_cards()
        for seat, entry in enumerate(decks or DEFAULT_DECKS[:players]):
            if isinstance(entry, str):
                if entry not in prebuilt:
                    raise OptionError(Refusal("hecatomb.option_unknown_deck",
                                              {"seat": seat, "deck": entry[:40],
                                               "known": ", ".join(sorted(prebuilt))},
                                              "HC-DEC-5"))
                listing = prebuilt[entry].listing()
            else:
                listing = entry
            for cid in listing:
                if cid not in pool:
                    raise OptionError(Refusal("hecatomb.option_unknown_card",
                                              {"seat": seat, "card": str(cid)[:40]},
                                              "HC-DEC-5"))
            if options.card_set == "test":
                if not listing:
                    raise OptionError(Refusal("hecatomb.option_deck_size",
                                              {"seat": seat, "n": 0}, "HC-DECK-1"))
                continue
            if not 40 <= len(listing) <= 120:
                raise OptionError(Refusal("hecatomb.option_deck_size",
                                          {"seat": seat, "n": len(listing)}, "HC-DECK-1"))
            cid, copies = Counter(listing).most_common(1)[0]
            if copies > 3:
                raise OptionError(Refusal("hecatomb.option_copies",
                                          {"seat": seat, "card": self.catalog.names[
                                              self.catalog.index[cid]], "n": copies},
                                          "HC-DECK-2"))

    # ---- RL hooks (docs/rl.md) -----------------------------------------------------
    def tensor_layout(self, players: int, options: HcOptions) -> TensorLayout:
        return tensor.layout(tensor.card_words(self.catalog.ids), players)

    def write_tensor(self, writer: TensorWriter, observation: Mapping[str, Any],
                     options: HcOptions) -> None:
        tensor.write(writer, observation, tensor.card_words(self.catalog.ids))

    def length_bound(self, players: int, options: HcOptions) -> int | None:
        """The turn limit's turns (HC-DEC-14; 0: no limit, no bound) and the setup before
        the first, each under HC-DEC-88's cap of ``ACTION_CAP`` actions."""
        if not options.turn_limit:
            return None
        return (options.turn_limit + 1) * ACTION_CAP

    def evaluate(self, state: State, seat: int) -> float:
        """HC-CONTENT-16: souls race, stacks, untapped mana and hand size."""
        if state.is_terminal():
            return state.returns()[seat]
        assert isinstance(state, HcState)

        def board(s: int) -> float:
            return 0.5 * sum(len(ab.minions) for ab in state.aboms[s] if len(ab.minions) >= 2)

        best = max((s for s in range(state.num_players) if s != seat),
                   key=lambda s: state.souls[s] + board(s))
        mana_up = sum(1 for u in state.mana[seat] if u not in state.tapped_mana)
        score = (state.souls[seat] - state.souls[best] + board(seat) - board(best)
                 + 0.2 * mana_up + 0.1 * len(state.hand[seat])
                 + (0.5 if has_god(state, seat) else 0.0))
        return max(-0.99, min(0.99, score / (WIN_SOULS + 10)))

    def render(self, observation: Mapping[str, Any], lang: str) -> Any:
        from cardtable.games.hecatomb.render import render

        return render(observation, lang, self.catalog)

    def action_label(self, view: PlayerView, action: Action, lang: str) -> str:
        """What the choice decides ("Play a card: Bone Hound onto Ash Crawler +1")."""
        from cardtable.games.hecatomb.labels import action_label

        return action_label(view, action, lang, self.catalog)

    def menu_entry(self, view: PlayerView, action: Action, lang: str) -> MenuEntry:
        from cardtable.games.hecatomb.labels import menu_entry

        return menu_entry(view, action, lang, self.catalog)

    def position(self, seed: int = 0, players: int | None = None, **options: Any) -> Any:
        """A position builder (``position.HcPosition``) on a new game."""
        from cardtable.games.hecatomb.position import HcPosition

        return HcPosition(self.new_state(seed=seed, players=players, **options))

    def invariant_errors(self, state: HcState) -> list[str]:
        return invariant_errors(state)

    def balance_factions(self) -> list[str]:
        """Sim hook: the six prebuilt decks, for the deck-pair win-rate matrix."""
        return sorted(prebuilt_decks())

    def balance_options(self, factions: Sequence[str]) -> dict[str, Any]:
        """Sim hook: seat ``i`` plays prebuilt deck ``factions[i]``."""
        return {"decks": list(factions)}

    def balance_name(self, label: str, lang: str) -> str:
        deck = prebuilt_decks().get(label)
        return label if deck is None else deck.name.get(lang)

    def card_played(self, state: State, action: Action) -> str | None:
        """Sim hook: the card a play (or a mana card) names, for per-card rates."""
        if action.kind not in ("play", "play_onto") or not isinstance(state, HcState):
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
        """The standard cards (the test set is for rule tests, not for players)."""
        return [cid for cid in self.catalog.ids if not cid.startswith("t_")] or list(
            self.catalog.ids)

    def card_facts(self, card: str, lang: str) -> str:
        self._known(card)
        return cardinfo.card_facts(self.catalog, card, lang)

    def visible_cards(self, observation: Mapping[str, Any]) -> list[tuple[str, str]]:
        return cardinfo.visible_cards(observation)

    def legend(self, lang: str) -> list[tuple[str, str]]:
        return list(cardinfo.LEGEND[lang])

    def glossary(self, lang: str) -> list[tuple[str, str]]:
        return list(cardinfo.GLOSSARY[lang])

    def word_names(self, lang: str) -> dict[str, str]:
        return dict(cardinfo.WORDS[lang])

    def _known(self, cid: str) -> None:
        if cid not in self.catalog.index:
            raise UnknownCard(f"{self.name('en')} has no card '{cid}'")

    def with_cards(self, source: str | Path) -> Self:
        """This game with more cards (TOML file or text); ids must be new."""
        extra = parse_cards(source)
        game = copy.copy(self)
        game.catalog = Catalog({**self.catalog.cards, **extra})
        return game

    def validate_content(self) -> dict[str, int]:
        """Load every card and deck and run the content audit (HC-CONTENT-18)."""
        from cardtable.games.hecatomb.audit import audit
        from cardtable.games.hecatomb.cards import CARD_DIR

        problems = audit(standard_cards(), prebuilt_decks())
        if problems:
            raise CardDataError(str(CARD_DIR / "standard.toml"), None, None,
                                "; ".join(problems[:5]))
        return {"cards": len(standard_cards()), "test_cards": len(test_cards()),
                "decks": len(prebuilt_decks())}


HECATOMB = Hecatomb()
