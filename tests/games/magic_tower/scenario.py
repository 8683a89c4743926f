"""Scripted known-answer games, one per trump set (MT-CONTENT-21).

Each game uses a fixed seed, both players with the same trump set, and six
scripted steps taken by whoever is on turn: a combo, a full set, a sextet,
the great triple, an attack answered with defenders, and a spell. The cards
each step needs are put in the acting player's hand; every other decision
takes the first legal option, so the whole game is deterministic.
"""

from __future__ import annotations

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import Action

from .helpers import decision, new, set_board, set_hand, unlock

COMBOS = {"humans": ["stonemasons", "village_builders"],
          "dragons": ["dragon_raid", "young_dragon"],
          "titans": ["mountain_keep", "stone_giant"],
          "undead": ["bone_barracks", "gravediggers"],
          "air_masters": ["gale", "tailwind"],
          "water_masters": ["river_mill", "fishermen"]}
FULL_SET = ["sunrise", "sunlit_fields", "golden_rays", "solar_shrine", "midday_blaze",
            "sun_legion"]
SEXTET_M = ["stonemasons", "fire_breath", "mountain_keep", "bone_barracks", "wind_scout",
            "river_mill"]
TRIPLE = ["king", "crown", "high_tower"]
FILLER = ["bricklayer", "catapult", "thief"]


def settle(st: MTState) -> None:
    """Answer sub-decisions with the first legal option until a turn decision."""
    while decision(st) is not None and decision(st)[0] not in ("turn", "defend", "atk_size"):
        st.apply(st.legal_actions()[0])


def step(st: MTState, cards: list[str], action: Action) -> None:
    seat = st.active
    set_hand(st, seat, cards)
    set_board(st, seat, gold=60, food=60, mana=60)
    st.apply(action)
    settle(st)


def run(trump: str, seed: int) -> MTState:
    st = new(2, trumps=[trump, trump], seed=seed)
    bearer = COMBOS[trump][0]
    step(st, [*COMBOS[trump], "bricklayer"],
         Action("play_combo", bearer=tb.CARD_INDEX[bearer]))
    step(st, FULL_SET, Action("play_set", set="sun"))
    step(st, SEXTET_M, Action("play_sextet", value="M", source="monument"))
    step(st, [*TRIPLE, "catapult"], Action("play_triple"))
    attacker = st.active
    defender = 1 - attacker
    set_board(st, attacker, soldiers=6)
    set_board(st, defender, soldiers=3)
    step(st, FILLER, Action("attack", card=tb.CARD_INDEX["bricklayer"]))
    if decision(st) is not None and decision(st)[0] == "atk_size":
        st.apply(Action("soldiers", n=5))
    assert decision(st) is not None and decision(st)[0] == "defend"
    st.apply(Action("defend", n=2))
    settle(st)
    caster = st.active
    set_board(st, caster, tower=max(160, st.board[caster][0]))
    unlock(st)
    set_hand(st, caster, FILLER)
    set_board(st, caster, gold=60, food=60, mana=60, soldiers=max(1, st.board[caster][10]))
    spell = next(a for a in st.legal_actions() if a.kind == "cast")
    st.apply(spell)
    settle(st)
    return st


def summary(st: MTState) -> list[list[int]]:
    """Tower, wall, gold, food, mana, mines, farms, monuments, barracks, soldiers, turn."""
    return [[b[i] for i in (0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 13)] for b in st.board]
