"""``SDState.clone``: an exact, independent copy, although it copies records field by field
and lets units share their granted-keyword list (``Unit.kws`` is replaced, never changed in
place)."""

from __future__ import annotations

import dataclasses

from cardtable.games.science_duel.model import Side, Unit
from cardtable.games.science_duel.state import SDState
from cardtable.kernel import Rng

from .helpers import GAME, code, fresh, give, play, unit, with_card


def _fields(record: Unit | Side) -> dict[str, object]:
    return {f.name: getattr(record, f.name) for f in dataclasses.fields(record)}


def test_clone_copies_every_field_of_sides_and_units() -> None:
    """Mid-game states of every deck pairing: every field of every side and unit equal,
    every mutable record and list a new object."""
    for i, (players, options) in enumerate(GAME.sample_configs()):
        st = GAME.new_state(seed=700 + i, players=players, **options)
        rng = Rng(i)
        while not st.is_terminal() and st.steps < 60:
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])
        copy = st.clone()
        assert isinstance(st, SDState) and isinstance(copy, SDState)
        assert copy.to_json() == st.to_json()
        for side, other in zip(st.sides, copy.sides, strict=True):
            assert other is not side and _fields(other) == _fields(side)
            for name in ("hand", "deck", "grave", "units", "effects", "removed"):
                assert getattr(other, name) is not getattr(side, name)
            for u, v in zip(side.units, other.units, strict=True):
                if u is not None:
                    assert v is not None and v is not u and _fields(v) == _fields(u)


def test_a_keyword_granted_in_a_clone_leaves_the_original() -> None:
    """SD-DEC-45: the clone's unit gains Lifesteal; the original's keeps what it had."""
    game, spell = with_card('''
[[card]]
id = "test_lifesteal_gift"
name = { cs = "Dar", en = "Gift" }
type = "spell"
class = "neutral"
cost = 1
target = "friendly_unit"
effects = [{ op = "give_keyword", keyword = "lifesteal" }]
''')
    st = fresh(game=game)
    original = unit(st, 0, 1, "student", kws=["poisonous"])
    give(st, 0, spell)
    copy = st.clone()
    assert isinstance(copy, SDState)
    play(copy, spell, target=code(0, 1))
    gifted = copy.sides[0].units[0]
    assert gifted is not None and gifted.kws == ["poisonous", "lifesteal"]
    assert original.kws == ["poisonous"]
