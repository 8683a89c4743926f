"""ISMCTS tree reuse: the subtree of the move played is kept when the same seat decides
right after it, never across games or past another seat's move, and a seed still
gives the same game."""

from __future__ import annotations

import pytest

from cardtable.bots import Bot, IsmctsBot, RandomBot
from cardtable.kernel import Action, PlayerView, State
from support.toy_game import TOY


def _answer(seed: int) -> State:
    """A toy game at step 1: seat 0 played its first card and seat 1, able to beat it,
    answers. Whatever seat 1 answers, its own turn comes next (step 2)."""
    for game_seed in range(seed, seed + 100):
        state = TOY.new_state(seed=game_seed, players=2)
        state.apply(Action("play", hand=0))
        if state.current_player() == 1 and len(state.legal_actions()) > 1:
            return state
    raise AssertionError("no toy game where seat 1 can beat the first card")


def test_the_subtree_of_the_move_played_is_kept_with_its_statistics() -> None:
    state = _answer(1)
    reference = IsmctsBot(9, iterations=60).search(PlayerView(state, 1))
    bot = IsmctsBot(9, iterations=60, reuse=True)
    played = bot.choose(PlayerView(state, 1))
    assert bot.last_reused == 0
    state.apply(played)
    assert state.current_player() == 1
    bot.choose(PlayerView(state, 1))
    assert bot.last_reused == reference.children[played].visits > 0
    assert bot.last_iterations == 60


def test_reuse_is_off_unless_asked() -> None:
    state = _answer(1)
    bot = IsmctsBot(9, iterations=60)
    state.apply(bot.choose(PlayerView(state, 1)))
    bot.choose(PlayerView(state, 1))
    assert bot.last_reused == 0


def test_a_kept_tree_never_crosses_into_another_game() -> None:
    """Another game at the very step the kept tree expects starts afresh; the same
    bot in the game it came from would have reused it."""
    here, there = _answer(1), _answer(40)
    assert here.observation(1) != there.observation(1)
    for continued, expected_reuse in ((here, True), (there, False)):
        bot = IsmctsBot(9, iterations=60, reuse=True)
        played = bot.choose(PlayerView(here.clone(), 1))
        nxt = continued.clone()
        nxt.apply(played if played in nxt.legal_actions() else Action("pass"))
        assert nxt.current_player() == 1 and nxt.steps == here.steps + 1
        bot.choose(PlayerView(nxt, 1))
        assert (bot.last_reused > 0) == expected_reuse


def _play(bot: IsmctsBot, seat: int, seed: int) -> tuple[list[Action], list[tuple[int, bool]]]:
    """A whole toy game of ``bot`` at ``seat`` against random; per decision of the bot,
    (visits reused, whether the step before was the bot's own move)."""
    state = TOY.new_state(seed=seed, players=2)
    rnd: Bot = RandomBot(seed + 1)
    reuses = []
    last_mover: int | None = None
    while (current := state.current_player()) is not None:
        if current == seat:
            action = bot.choose(PlayerView(state, seat))
            reuses.append((bot.last_reused, last_mover == seat))
        else:
            action = rnd.choose(PlayerView(state, current))
        state.apply(action)
        last_mover = current
    return state.history, reuses


def test_reuse_only_right_after_the_bots_own_move() -> None:
    reused_any = False
    for seat in (0, 1):
        _, reuses = _play(IsmctsBot(3, iterations=40, reuse=True), seat, seed=5)
        for visits, own_move_before in reuses:
            assert visits == 0 or own_move_before
            reused_any |= visits > 0
    assert reused_any


def test_same_seed_same_game_with_reuse() -> None:
    first = _play(IsmctsBot(4, iterations=40, reuse=True), 1, seed=8)
    second = _play(IsmctsBot(4, iterations=40, reuse=True), 1, seed=8)
    assert first == second
    assert any(visits for visits, _ in first[1])


def test_reuse_and_workers_are_validated() -> None:
    assert IsmctsBot(reuse=True, workers=2).workers == 2
    with pytest.raises(ValueError, match="workers"):
        IsmctsBot(workers=0)
    with pytest.raises(ValueError, match="reuse"):
        IsmctsBot(reuse="yes")  # type: ignore[arg-type]
