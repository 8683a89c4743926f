"""The board census (``board.py``): derived data that must always match the slots.

Reactions (SD-DEC-61), start/end-of-turn texts (SD-ORDER-5/6) and auras (SD-DEC-10 costs,
SD-TERM-6 attack, SD-HAND-1 hand limit, SD-DEC-46 spell damage) skip their scan of the
board when the census says none of their cards is there, so a stale census would silently
drop a rule.
"""

from __future__ import annotations

from cardtable.games.science_duel.board import HAND_AURAS, count_board, count_groups, present
from cardtable.games.science_duel.queries import hand_limit
from cardtable.games.science_duel.state import SDState
from cardtable.kernel import Rng

from .helpers import GAME, edit, fresh, unit


def test_census_matches_the_board_through_random_games() -> None:
    """SD-DEC-61 / auras: after every action of seeded random games over every deck
    pairing, and in clones, determinized copies and states rebuilt from JSON."""
    configs = GAME.sample_configs()
    for i in range(20):
        players, options = configs[i % len(configs)]
        st = GAME.new_state(seed=500 + i, players=players, **options)
        assert isinstance(st, SDState)
        rng = Rng(i)
        step = 0
        while not st.is_terminal():
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])
            assert st.census == count_board(st), (i, step)
            assert st.presence == count_groups(st, st.census), (i, step)
            if step % 25 == 0:
                copy = st.clone()
                assert isinstance(copy, SDState)
                assert copy.census == st.census and copy.census is not st.census
                assert copy.presence == st.presence and copy.presence is not st.presence
                world = st.determinize(step % 2, Rng(step))
                assert isinstance(world, SDState)
                assert world.census == count_board(world)
                assert world.presence == count_groups(world, world.census)
                back = GAME.state_from_json(st.to_json())
                assert isinstance(back, SDState)
                assert back.census == st.census and back.presence == st.presence
            step += 1


def test_census_counts_copies_and_forgets_removed_cards() -> None:
    """SD-HAND-1: the hand-limit aura of a field counts while it is on the board only."""
    st = fresh()
    before = dict(st.census)
    unit(st, 0, 1, "kvasinka")
    unit(st, 1, 1, "kvasinka")
    assert st.census["kvasinka"] == before.get("kvasinka", 0) + 2
    edit(st).remove_unit(0, 1).build()
    assert st.census["kvasinka"] == before.get("kvasinka", 0) + 1
    hand_auras = st.presence[HAND_AURAS]
    edit(st).field(0, "knihovna").build()
    assert st.presence[HAND_AURAS] == hand_auras + 1 and present(st, HAND_AURAS)
    assert hand_limit(st, 0) == 12
    edit(st).field(0, None).build()
    assert "knihovna" not in st.census
    assert st.presence[HAND_AURAS] == hand_auras
    assert hand_limit(st, 0) == 10
    assert st.census == count_board(st)
    assert st.presence == count_groups(st, st.census)
