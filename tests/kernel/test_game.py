"""``Game``/``State``: options, the kernel's guards, and the rest of the state API."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.kernel import (
    Action,
    Game,
    IllegalAction,
    MenuEntry,
    OptionError,
    PlayerView,
    Rng,
    State,
    StateError,
    UnknownCard,
)
from support.toy_game import TOY, ToyOptions, ToyState


def toy(seed: int = 1, players: int = 2, **options: Any) -> ToyState:
    state = TOY.new_state(seed=seed, players=players, **options)
    assert isinstance(state, ToyState)
    return state


def finished(seed: int = 1) -> ToyState:
    state = toy(seed)
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])
    return state


# ---- options -------------------------------------------------------------------------
@pytest.mark.parametrize(("kwargs", "words"), [
    ({"turns": "many"}, "toy: option 'turns'"),
    ({"turns": [3]}, "option 'turns'"),
    ({"colour": "red"}, "option 'colour'"),
    ({"players": 4}, "players must be between 2 and 3, not 4"),
    ({"players": 1}, "players must be between 2 and 3, not 1"),
    ({"players": "2"}, "players must be a whole number"),
    ({"players": True}, "players must be a whole number"),
    ({"seed": "7"}, "seed must be an integer"),
    ({"seed": 1.5}, "seed must be an integer"),
    ({"seed": True}, "seed must be an integer"),
])
def test_bad_options_name_the_problem_and_create_nothing(
        kwargs: dict[str, Any], words: str, monkeypatch: pytest.MonkeyPatch) -> None:
    setups: list[State] = []
    original = ToyState._setup

    def counting_setup(self: ToyState) -> None:
        setups.append(self)
        original(self)

    monkeypatch.setattr(ToyState, "_setup", counting_setup)
    with pytest.raises(OptionError) as caught:
        TOY.new_state(**kwargs)
    assert words in str(caught.value)
    assert setups == []


def test_good_options_are_kept() -> None:
    state = toy(players=3, turns=4)
    assert state.num_players == 3 and state.options.turns == 4
    assert TOY.new_state().num_players == TOY.default_players


def test_sample_configs_cover_every_player_count() -> None:
    assert TOY.sample_configs() == [(2, {}), (3, {})]


# ---- the kernel's guards -------------------------------------------------------------
def test_illegal_action_gives_the_game_reason_and_changes_nothing() -> None:
    """The toy's rule TOY-1: a beat needs a higher card."""
    state = toy(seed=1)
    state.apply(Action("play", hand=state.hands[0].index(max(state.hands[0]))))
    low = [i for i, c in enumerate(state.hands[1]) if c < (state.pending or 0)]
    assert low, "seed 1 deals seat 1 a card lower than seat 0's best"
    before = json.dumps(state.to_json())
    with pytest.raises(IllegalAction, match="TOY-1: the card must be higher than"):
        state.apply(Action("beat", hand=low[0]))
    assert json.dumps(state.to_json()) == before
    assert state.steps == 1 and len(state.history) == 1


def test_illegal_action_without_a_game_reason_gets_the_kernel_one() -> None:
    state = toy()
    with pytest.raises(IllegalAction, match="'play hand=4' is not legal now") as caught:
        state.apply(Action("play", hand=4))
    assert caught.value.reason == str(caught.value)


def test_unknown_kind_lists_the_possible_ones() -> None:
    state = toy()
    with pytest.raises(IllegalAction, match="unknown action 'fly'; possible now: draw, play"):
        state.apply(Action("fly"))


def test_wrong_seat_is_refused() -> None:
    state = toy()
    before = state.to_json()
    action = state.legal_actions()[0]
    with pytest.raises(IllegalAction, match="it is seat 0's decision, not seat 1's"):
        state.apply(action, seat=1)
    assert state.to_json() == before
    state.apply(action, seat=0)
    assert state.current_player() == 1


@pytest.mark.parametrize(("seat", "shown"), [(True, "True"), (1.0, "1.0"), ("1", "'1'"),
                                              (0.0, "0.0"), (False, "False")])
def test_a_seat_must_be_an_int_and_is_shown_by_repr(seat: object, shown: str) -> None:
    """``seat=True`` and ``seat=1.0`` were accepted as seat 1, and ``seat='1'`` read "it is
    seat 1's decision, not seat 1's"."""
    state = toy()
    before = state.to_json()
    action = state.legal_actions()[0]
    with pytest.raises(IllegalAction, match=f"a seat is a whole number, not {shown}$"):
        state.apply(action, seat=seat)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction):
        state.check(action, seat=seat)  # type: ignore[arg-type]
    assert state.to_json() == before


@pytest.mark.pure_python  # a compiled Action cannot be subclassed in Python at all
def test_a_forged_action_whose_equality_says_yes_is_refused() -> None:
    class Forged(Action):
        __slots__ = ()

        def __eq__(self, other: object) -> bool:
            return True

        def __hash__(self) -> int:
            return 0

    state = toy()
    before = state.to_json()
    forged = Forged("fly", anywhere=1)
    assert forged == state.legal_actions()[0]  # what made it pass before
    for seat in (None, 0):
        with pytest.raises(IllegalAction, match="is not an Action"):
            state.apply(forged, seat=seat)
    assert not state.history and state.to_json() == before


def test_non_actions_are_refused() -> None:
    state = toy()
    with pytest.raises(IllegalAction, match="not an Action"):
        state.apply("draw")  # type: ignore[arg-type]


def test_terminal_state_refuses_everything() -> None:
    state = finished()
    before = state.to_json()
    assert state.current_player() is None and state.legal_actions() == []
    assert not state.is_legal(Action("draw"))
    for action in (Action("draw"), Action("pass"), Action("fly"), state.history[-1]):
        with pytest.raises(IllegalAction, match="the game is over"):
            state.apply(action)
    assert state.to_json() == before


def test_apply_text_parses_then_applies() -> None:
    state = toy()
    assert state.apply_text("play hand=0", seat=0) == Action("play", hand=0)
    assert state.history == [Action("play", hand=0)] and state.steps == 1


# ---- the rest of the API -------------------------------------------------------------
def test_legal_actions_are_a_copy_in_a_stable_order() -> None:
    state = toy()
    legal = state.legal_actions()
    assert legal == [Action("play", hand=0), Action("play", hand=1), Action("play", hand=2),
                     Action("draw")]
    legal.clear()
    assert state.legal_actions() != [] and state.is_legal(Action("draw"))


def test_returns_are_zero_until_the_end() -> None:
    state = toy()
    assert state.returns() == [0.0, 0.0]
    end = finished()
    assert sorted(end.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def test_observation_has_the_kernel_fields_and_checks_the_seat() -> None:
    state = toy()
    obs = state.observation(0)
    assert {k: obs[k] for k in ("game", "seat", "players", "step", "current_player",
                                "terminal", "returns")} == {
        "game": "toy", "seat": 0, "players": 2, "step": 0, "current_player": 0,
        "terminal": False, "returns": [0.0, 0.0]}
    assert obs["hand"] == state.hands[0] and state.observation(None)["hand"] is None
    for seat in (-1, 2):
        with pytest.raises(ValueError, match="outside"):
            state.observation(seat)


def test_same_seed_same_game_other_seed_other_deal() -> None:
    assert toy(seed=5).to_json() == toy(seed=5).to_json()
    assert toy(seed=5).hands != toy(seed=6).hands


def test_state_from_json_checks_the_game_and_accepts_text() -> None:
    state = toy()
    state.apply(Action("draw"))
    text = json.dumps(state.to_json())
    again = TOY.state_from_json(text)
    assert again.to_json() == state.to_json()
    data = json.loads(text)
    data["game"] = "chess"
    with pytest.raises(StateError, match="game 'chess', not 'toy'"):
        TOY.state_from_json(data)


def test_clone_is_equal_and_independent() -> None:
    state = toy()
    twin = state.clone()
    assert twin.to_json() == state.to_json()
    twin.apply(Action("draw"))
    assert state.steps == 0 and state.history == [] and len(state.deck) == 6
    assert state.to_json() != twin.to_json()


def test_determinize_keeps_what_the_seat_sees_and_reseeds_chance() -> None:
    state = toy(seed=3)
    sample = state.determinize(0, Rng(8))
    assert isinstance(sample, ToyState)
    assert sample.observation(0) == state.observation(0)
    assert sample.hands[0] == state.hands[0]
    assert sorted(sample.deck + sample.hands[1]) == sorted(state.deck + state.hands[1])
    assert sample.rng != state.rng
    assert state.determinize(0, Rng(8)).to_json() == sample.to_json()
    assert state.determinize(0, Rng(9)).hands[1] != sample.hands[1]


def test_default_hooks() -> None:
    state = toy()
    assert TOY.evaluate(state, 0) == 0.0
    end = finished()
    assert TOY.evaluate(end, 0) == end.returns()[0]
    assert TOY.name("cs") == "Hračka" and TOY.name("de") == "Toy"
    view = PlayerView(state, 0)
    assert TOY.action_label(view, Action("play", hand=1), "en") == "play hand=1"
    assert TOY.menu_entry(view, Action("play", hand=1), "en") == MenuEntry("", "play hand=1")
    assert TOY.validate_content() == {}
    assert "hand_sizes: [3, 3]" in str(TOY.render(state.observation(0), "en"))
    assert repr(TOY) == "<Game toy>"
    assert repr(state) == "<ToyState toy step 0, seat 0 to act>"
    assert repr(end).endswith("over>")


class MinimalGame(Game[ToyState, ToyOptions]):
    """Only what a game must set: every hook keeps its ``Game`` default."""

    id = "minimal"
    names = {"cs": "Minimum", "en": "Minimal"}
    min_players = 2
    max_players = 3
    options_model = ToyOptions
    state_class = ToyState
    action_space = TOY.action_space


# Every hook a front end (bots, sim, CLI, adapters) may call on a game.
FRONT_END_HOOKS = (
    "player_range", "default_players_for", "check_options", "sample_configs", "evaluate",
    "render", "action_label", "menu_entry", "next_setup_question", "validate_content", "decode",
    "balance_factions", "balance_options", "balance_variants", "balance_name", "card_played",
    "card_name", "starting_player",
)


@pytest.mark.pure_python  # reads docstrings, which compiled methods drop
@pytest.mark.parametrize("hook", FRONT_END_HOOKS)
def test_every_front_end_hook_is_declared_on_game_and_in_the_docs(hook: str) -> None:
    """Front ends call hooks directly, never through ``getattr``: each one has a default
    on ``Game`` itself and a row in the architecture page's hooks table."""
    assert callable(vars(Game).get(hook))
    assert (Game.__dict__[hook].__doc__ or "").strip(), f"{hook} has no contract docstring"
    docs = (Path(__file__).parents[2] / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert f"| `{hook}(" in docs or f", `{hook}(" in docs


def test_minimal_game_hooks_have_their_defaults() -> None:
    game = MinimalGame()
    state = game.new_state(seed=3)
    assert type(state) is ToyState
    options = state.options
    assert game.player_range(options) == (2, 3)
    assert game.default_players_for(options) == 2
    assert game.check_options(2, options) is None
    assert game.sample_configs() == [(2, {}), (3, {})]
    assert game.evaluate(state, 0) == 0.0
    assert "hand_sizes" in str(game.render(state.observation(0), "en"))
    assert game.action_label(PlayerView(state, 0), Action("draw"), "en") == "draw"
    assert game.menu_entry(PlayerView(state, 0), Action("draw"), "en") == ("", "draw")
    assert game.next_setup_question(None, {}) is None
    assert game.validate_content() == {}
    assert game.decode(game.encode(Action("draw"))) == Action("draw")
    assert game.invariant_errors(state) == []
    assert game.bot_params == {}
    # the simulation hooks: nothing offered, and the default card rule
    assert tuple(game.balance_factions()) == ()
    assert game.balance_options(["a", "b"]) is None
    assert tuple(game.balance_variants()) == ()
    assert game.balance_name("north", "cs") == "north"
    assert game.card_name("fireball", "en") == "fireball"
    assert game.card_played(state, Action("play", card="fireball")) == "fireball"
    assert game.card_played(state, Action("play", hand=1)) is None
    assert game.card_played(state, Action("draw", card="fireball")) is None
    assert game.starting_player(state) is None
    with pytest.raises(NotImplementedError, match="minimal has no position builder"):
        game.position()
    with pytest.raises(NotImplementedError, match="minimal cannot load extra cards"):
        game.with_cards("")


def test_a_filled_legal_cache_still_checks_everything_but_the_listed_object() -> None:
    """``apply`` skips the full check only for the very object of the cached list:
    an equal new object is accepted, anything else still gets the full check."""
    state = toy(seed=1)
    listed = state.legal_actions()
    illegal = Action("play", hand=4)
    assert illegal not in listed
    before = state.to_json()
    with pytest.raises(IllegalAction, match="'play hand=4' is not legal now"):
        state.apply(illegal)
    with pytest.raises(IllegalAction, match="not an Action"):
        state.apply("draw")  # type: ignore[arg-type]
    assert state.to_json() == before
    twin = Action.parse(listed[0].to_text())
    assert twin == listed[0] and twin is not listed[0]
    state.apply(twin)
    assert state.history == [listed[0]] and state.steps == 1


def test_card_hooks_default_to_a_game_without_cards() -> None:
    """A game that describes no cards lists none, shows none, and refuses to describe an id;
    it has no legend or glossary (the front ends then print nothing for them)."""
    observation = toy().observation(0)
    assert list(TOY.card_ids()) == []
    assert TOY.visible_cards(observation) == []
    assert TOY.legend("cs") == [] and TOY.glossary("en") == []
    assert TOY.card_facts("3", "en") == ""
    with pytest.raises(UnknownCard, match="toy has no card '3'"):
        TOY.card_text("3", "en")


def test_an_out_of_turn_refusal_names_the_games_rule() -> None:
    """``Game.out_of_turn_rule`` is the rule ID of the kernel's wrong-seat refusal."""

    class RuledToy(type(TOY)):  # type: ignore[misc]
        out_of_turn_rule = "TOY-ACT-1"

    state = RuledToy().new_state(seed=1, players=2)
    other = 1 - (state.current_player() or 0)
    with pytest.raises(IllegalAction) as caught:
        state.apply(state.legal_actions()[0], seat=other)
    assert caught.value.refusal is not None and caught.value.refusal.rule == "TOY-ACT-1"
    assert caught.value.text("en").endswith("(TOY-ACT-1)")


@pytest.mark.parametrize("seed", [-1, 2**64, 2**64 + 7, 10**4000],
                         ids=["minus-one", "2^64", "2^64+7", "4001-digits"])
def test_a_seed_outside_64_bits_is_refused(seed: int) -> None:
    """Issue "Hardening" 5: 7 and 2**64 + 7 used to give the same game; now only
    0 <= seed < 2**64 is a seed, and the refusal never quotes a huge number."""
    with pytest.raises(OptionError) as caught:
        TOY.new_state(seed=seed, players=2)
    assert len(str(caught.value)) < 100
    TOY.new_state(seed=2**64 - 1, players=2)  # the largest seed is one
