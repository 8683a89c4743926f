"""Known-answer scripted games, one per trump set (MT-CONTENT-21).

Expected final boards (tower, wall, gold, food, mana, mines, farms, monuments,
barracks, soldiers, turn per seat), pile size, legal-action count at the end,
last battle count and the spell cast. Checked by hand for humans: seat 1's red
pair gives tower 40 / wall 30; the sun set +100; the sextet +15 monuments; the
attack of 5 against 2 defenders lets 3 through (30: wall 10, two mines); the
attacker keeps 1 home + 3 back = 4; the last battle killed 2·2 = 4; Drain moves
seat 1's mana to seat 0.
"""

from __future__ import annotations

import pytest

from cardtable.games.magic_tower.cards import COLLECTIBLE

from .scenario import run, summary

EXPECTED = {
    "humans": ([[160, 0, 60, 60, 106, 3, 5, 5, 0, 1, 3],
                [40, 30, 65, 65, 20, 5, 5, 20, 0, 4, 4]], 17, 12, 4, "drain"),
    "dragons": ([[20, 10, 65, 65, 73, 5, 5, 20, 0, 4, 4],
                 [160, 0, 60, 60, 53, 0, 2, 5, 0, 1, 3]], 18, 12, 4, "torch"),
    "titans": ([[160, 0, 60, 60, 53, 3, 5, 5, 0, 1, 3],
                [40, 30, 65, 65, 73, 5, 5, 20, 0, 4, 4]], 17, 10, 4, "heavenly_shield"),
    "undead": ([[160, 0, 60, 60, 53, 3, 5, 5, 0, 1, 3],
                [20, 10, 65, 65, 73, 5, 5, 20, 2, 2, 4]], 17, 10, 4, "toxic_cloud"),
    "air_masters": ([[160, 0, 60, 60, 53, 3, 5, 5, 0, 1, 3],
                     [120, 10, 65, 65, 73, 5, 5, 20, 0, 4, 5]], 18, 16, 4, "vision"),
    "water_masters": ([[20, 10, 65, 67, 73, 5, 7, 20, 0, 4, 4],
                       [160, 0, 60, 60, 53, 3, 5, 5, 0, 1, 3]], 17, 12, 4, "magic_ore"),
}


@pytest.mark.parametrize("index,trump", list(enumerate(COLLECTIBLE)))
def test_known_answer_game_mt_content_21(index: int, trump: str) -> None:
    """MT-CONTENT-21: combo, full set, sextet, great triple, defended attack and a spell."""
    st = run(trump, 100 + index)
    keys = [e.key for e in st.events]
    for key in ("magic_tower.full_set", "magic_tower.sextet", "magic_tower.great_triple",
                "magic_tower.battle", "magic_tower.cast"):
        assert key in keys
    battle = next(e for e in st.events if e.key == "magic_tower.battle")
    assert battle.params["defenders"] == 2
    boards, pile, legal, last_battle, spell = EXPECTED[trump]
    assert summary(st) == boards
    assert len(st.pile) == pile
    assert len(st.legal_actions()) == legal
    assert st.last_battle == last_battle
    assert [e.params["spell"] for e in st.events if e.key == "magic_tower.cast"] == [spell]
