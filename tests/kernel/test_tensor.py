"""kernel/tensor.py and the RL hooks of ``Game``: fixed layouts, refusals, the mask,
the length bound and the encoding fingerprint."""

from __future__ import annotations

import pytest

from cardtable.kernel import ActionKind, ActionSpace, IntRange, OptionError, Words, load
from cardtable.kernel.tensor import (
    Section,
    TensorError,
    TensorLayout,
    Vocabulary,
    relative_index,
    relative_seats,
)
from support.toy_game import TOY

LAYOUT = TensorLayout([Section("a", 2), Section("b", 3), Section("rows", 4)])


def test_a_layout_places_sections_in_order() -> None:
    assert LAYOUT.size == 9
    assert LAYOUT.describe() == [("a", 0, 2, ""), ("b", 2, 3, ""), ("rows", 5, 4, "")]
    with pytest.raises(ValueError, match="twice"):
        TensorLayout([Section("a", 1), Section("a", 2)])


def test_a_writer_fills_every_section_once() -> None:
    w = LAYOUT.writer()
    w.numbers("a", [5, None], scale=10)
    w.counts("b", ["x", "z", "x", None], Vocabulary(["x", "y", "z"]))
    w.slots("rows", [[1, 2]], width=2, capacity=2)
    assert w.finish() == [0.5, 0.0, 2.0, 0.0, 1.0, 1.0, 2.0, 0.0, 0.0]


@pytest.mark.parametrize(("write", "message"), [
    (lambda w: w.put("a", [1.0]), "holds 2 numbers, not 1"),
    (lambda w: (w.one_hot("a", 0), w.one_hot("a", 1)), "written twice"),
    (lambda w: w.one_hot("a", 2), "outside 0..1"),
    (lambda w: w.word("b", "w", Vocabulary(["x", "y", "z"])), "'w' is not one of"),
    (lambda w: w.slots("rows", [[1, 2]] * 3, width=2, capacity=2), "room for 2 rows"),
    (lambda w: w.put("nope", []), "no section 'nope'"),
])
def test_a_writer_refuses_what_breaks_the_layout(write: object, message: str) -> None:
    w = LAYOUT.writer()
    with pytest.raises(TensorError, match=message):
        write(w)  # type: ignore[operator]


def test_a_section_never_written_is_an_error() -> None:
    w = LAYOUT.writer()
    w.put("a", [0, 0])
    with pytest.raises(TensorError, match="never written: b, rows"):
        w.finish()


def test_relative_seats_put_the_viewer_first() -> None:
    assert relative_seats(4, 2) == [2, 3, 0, 1]
    assert relative_seats(3, None) == [0, 1, 2]
    assert relative_index(4, 2, 1) == 3
    assert relative_index(4, 2, None) is None


def test_observation_tensor_reads_a_state_or_its_observation() -> None:
    state = TOY.new_state(seed=3, players=2)
    tensor = TOY.observation_tensor(state, 1)
    assert len(tensor) == TOY.observation_shape(2)[0]
    assert TOY.observation_tensor(state.observation(1), 1) == tensor
    with pytest.raises(TensorError, match="seat 0"):
        TOY.observation_tensor(state.observation(1), 0)
    with pytest.raises(TensorError, match="a state of toy is not one of hexy"):
        load("hexy").observation_tensor(state, 0)


def test_the_mask_marks_the_legal_codes_and_nothing_at_the_end() -> None:
    state = TOY.new_state(seed=3, players=2)
    mask = TOY.legal_action_mask(state)
    assert [i for i, bit in enumerate(mask) if bit] == sorted(
        TOY.encode(a) for a in state.legal_actions())
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    assert sum(TOY.legal_action_mask(state)) == 0


def test_max_game_length_validates_and_refuses_unbounded_options() -> None:
    assert TOY.max_game_length(2, {"turns": 7}) == 14
    with pytest.raises(OptionError, match="players"):
        TOY.max_game_length(9)
    with pytest.raises(OptionError, match="no bound"):
        load("science_duel").max_game_length(2, {})
    assert load("science_duel").max_game_length(2, {"max_turns": 10,
                                                     "max_actions_per_turn": 5}) > 0


def test_the_fingerprint_follows_the_encoding() -> None:
    base = ActionSpace([ActionKind("play", (("hand", IntRange(0, 4)),)), ActionKind("pass")])
    same = ActionSpace([ActionKind("play", (("hand", IntRange(0, 4)),)), ActionKind("pass")])
    wider = ActionSpace([ActionKind("play", (("hand", IntRange(0, 5)),)), ActionKind("pass")])
    words = ActionSpace([ActionKind("play", (("hand", Words((0, 1, 2, 3, 4))),)),
                         ActionKind("pass")])
    swapped = ActionSpace([ActionKind("pass"), ActionKind("play", (("hand", IntRange(0, 4)),))])
    assert base.fingerprint("toy") == same.fingerprint("toy")
    prints = {s.fingerprint("toy") for s in (base, wider, words, swapped)}
    assert len(prints) == 4
    assert base.fingerprint("toy") != base.fingerprint("other")
    assert TOY.action_space_fingerprint() == TOY.action_space.fingerprint("toy")


def test_an_observation_needs_the_options_of_its_configuration() -> None:
    hexy = load("hexy")
    state = hexy.new_state(seed=1, map="hex_r3")
    seen = state.observation(0)
    assert hexy.observation_tensor(seen, 0, {"map": "hex_r3"}) == \
        hexy.observation_tensor(state, 0)
    with pytest.raises(TensorError, match="map 'hex_r3' with options for map 'hex_r4'"):
        hexy.observation_tensor(seen, 0)


def test_seat_reader_places_seat_numbers_and_refuses_anything_else() -> None:
    """Seats read from an observation land in the viewer-first order; ``None``, bools,
    numbers out of range and other values give ``None``."""
    from cardtable.kernel.tensor import seat_reader

    read = seat_reader(3, 1)
    assert [read(1), read(2), read(0)] == [0, 1, 2]
    assert [read(None), read(True), read(3), read(-1), read("1")] == [None] * 5
    assert seat_reader(2, None)(1) == 1


def test_card_vocabulary_is_made_once_per_catalog() -> None:
    from cardtable.kernel.tensor import card_vocabulary

    first = card_vocabulary(("a", "b"))
    assert first is card_vocabulary(("a", "b"))
    assert first.index("b") == 1 and len(first) == 2
