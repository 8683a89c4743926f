"""``Action``: an immutable value whose text and JSON forms parse back exactly."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.kernel import Action, ActionSyntaxError

from .strategies import actions, words


def test_arguments_in_any_order_make_equal_actions() -> None:
    a = Action("play", hand=2, row="top")
    b = Action("play", row="top", hand=2)
    assert a == b and hash(a) == hash(b)
    assert a.args == (("hand", 2), ("row", "top"))
    assert a != Action("play", hand=3, row="top")
    assert a != Action("attack", hand=2, row="top")
    assert a != "play hand=2 row=top"


def test_text_form() -> None:
    assert Action("play", hand=2, row="top").to_text() == "play hand=2 row=top"
    assert str(Action("pick", cards=[3, 1])) == "pick cards=[3,1]"
    assert str(Action("pick", cards=())) == "pick cards=[]"
    assert str(Action("pass")) == "pass"
    assert repr(Action("play", hand=2)) == "Action('play', hand=2)"


def test_json_form() -> None:
    action = Action("pick", cards=(1, "x"), n=-3)
    assert action.to_json() == {"kind": "pick", "args": {"cards": [1, "x"], "n": -3}}
    assert Action.from_json({"kind": "pass"}) == Action("pass")


def test_immutable() -> None:
    action = Action("play", hand=2)
    with pytest.raises(AttributeError):
        action.kind = "draw"  # type: ignore[misc]
    with pytest.raises(AttributeError):
        action.extra = 1  # type: ignore[attr-defined]


def test_argument_access() -> None:
    action = Action("play", hand=2, row="top")
    assert action["hand"] == 2 and action.int_arg("hand") == 2
    assert action.word_arg("row") == "top"
    assert action.get("missing") is None and action.get("missing", 7) == 7
    assert action.kwargs == {"hand": 2, "row": "top"}
    with pytest.raises(KeyError):
        action["missing"]
    with pytest.raises(TypeError):
        action.int_arg("row")
    with pytest.raises(TypeError):
        action.word_arg("hand")
    with pytest.raises(KeyError):
        action.int_arg("missing")
    with pytest.raises(KeyError):
        action.word_arg("missing")


def test_fast_builds_an_equal_action() -> None:
    assert Action.fast("play", (("hand", 2),)) == Action("play", hand=2)


@pytest.mark.parametrize(("kind", "args", "words_in_reason"), [
    ("two words", {}, "kind"),
    ("1st", {}, "kind"),
    ("play", {"hand": True}, "booleans"),
    ("play", {"hand": 1.5}, "int or a word"),
    ("play", {"row": "top row"}, "not a word"),
    ("play", {"cards": [1, [2]]}, "int or a word"),
    ("play", {"bad name": 1}, "bad name"),
    ("play", {"a=b": 1}, "a=b"),
    ("play\n", {}, "kind"),
    ("play", {"row": "top\n"}, "not a word"),
    ("play", {"row\n": 1}, "not a word"),
])
def test_bad_values_are_refused_with_a_reason(kind: str, args: dict[str, object],
                                              words_in_reason: str) -> None:
    with pytest.raises(ActionSyntaxError, match=words_in_reason):
        Action(kind, **args)


@pytest.mark.parametrize(("text", "reason"), [
    ("", "empty"),
    ("   ", "empty"),
    ("play hand", "name=value"),
    ("play =3", "name=value"),
    ("play hand=", "neither a number nor a word"),
    ("play hand=2 hand=3", "given twice"),
    ("play hand=[1,2", "missing ']'"),
    ("play hand=[1,,2]", "neither a number nor a word"),
    ("play hand=@", "neither a number nor a word"),
    ("9lives", "kind"),
    ("pl@y", "kind"),
])
def test_bad_text_gives_a_syntax_error_with_the_reason(text: str, reason: str) -> None:
    with pytest.raises(ActionSyntaxError, match=reason):
        Action.parse(text)


@pytest.mark.parametrize(("data", "reason"), [
    (None, "JSON object"),
    ([], "JSON object"),
    ("play", "JSON object"),
    ({}, "string 'kind'"),
    ({"kind": 5}, "string 'kind'"),
    ({"kind": "play", "args": []}, "'args' must be a JSON object"),
    ({"kind": "play", "extra": 1}, "unknown action field"),
    ({"kind": "play", "args": {"hand": 1.5}}, "int or a word"),
    ({"kind": "play", "args": {"hand": True}}, "booleans"),
    ({"kind": "play", "args": {"hand": {"a": 1}}}, "int or a word"),
    ({"kind": "bad kind"}, "kind"),
])
def test_bad_json_gives_a_syntax_error_with_the_reason(data: object, reason: str) -> None:
    with pytest.raises(ActionSyntaxError, match=reason):
        Action.from_json(data)


def test_parse_tolerates_extra_whitespace() -> None:
    assert Action.parse("  play\thand=2   row=top ") == Action("play", hand=2, row="top")


@given(actions)
def test_text_form_parses_back_exactly(action: Action) -> None:
    text = action.to_text()
    again = Action.parse(text)
    assert again == action
    assert again.args == action.args
    assert again.to_text() == text


@given(actions)
def test_json_form_parses_back_exactly(action: Action) -> None:
    data = json.loads(json.dumps(action.to_json()))
    again = Action.from_json(data)
    assert again == action
    assert again.args == action.args


@given(words, st.integers(min_value=-(2**63), max_value=2**63 - 1))
def test_numbers_stay_numbers_and_words_stay_words(name: str, number: int) -> None:
    action = Action.parse(f"x {name}={number}")
    assert action[name] == number and isinstance(action[name], int)
    assert Action.parse(f"x {name}={name}")[name] == name


@pytest.mark.parametrize("text", [
    "play hand=" + "9" * 4301,
    "play hand=-" + "9" * 5000,
    "play cards=[1," + "7" * 4400 + "]",
    "play hand=9223372036854775808",
    "play hand=-9223372036854775809",
])
def test_a_huge_number_is_a_syntax_error_not_a_value_error(text: str) -> None:
    """int() refuses 4,301+ digits with ValueError; the action's reason is one short line."""
    with pytest.raises(ActionSyntaxError, match="out of range") as caught:
        Action.parse(text)
    assert len(str(caught.value)) < 200


def test_integers_span_64_bits_and_leading_zeros_are_fine() -> None:
    assert Action.parse("x n=9223372036854775807")["n"] == 2**63 - 1
    assert Action.parse("x n=-9223372036854775808")["n"] == -(2**63)
    assert Action.parse("x n=" + "0" * 50 + "7")["n"] == 7
    with pytest.raises(ActionSyntaxError, match="out of range"):
        Action("x", n=2**63)
    with pytest.raises(ActionSyntaxError, match="out of range"):
        Action.from_json({"kind": "x", "args": {"n": [1, -(2**63) - 1]}})


def test_kind_may_be_an_argument_name() -> None:
    """``kind`` as an argument used to collide with the constructor's own parameter."""
    action = Action.parse("play kind=2")
    assert action["kind"] == 2 and action.kind == "play"
    assert Action.from_json({"kind": "play", "args": {"kind": 2}}) == action


def test_a_huge_input_is_quoted_short() -> None:
    with pytest.raises(ActionSyntaxError) as caught:
        Action.parse("play " + "x" * 5_000_000)
    assert len(str(caught.value)) < 200
    with pytest.raises(ActionSyntaxError) as caught:
        Action.parse("play hand=" + "\x1b]0;owned\x07" * 1000)
    assert "\x1b" not in str(caught.value) and len(str(caught.value)) < 200
