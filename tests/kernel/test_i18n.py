"""``i18n``: cs/en catalogs, lazy formatting, localised parameters."""

from __future__ import annotations

import pytest

from cardtable.kernel.i18n import (
    DEFAULT_LANG,
    LANGS,
    has_message,
    localize,
    message,
    register_messages,
    translate,
)

register_messages("test_i18n", {
    "en": {"score": "{who} has {points} points", "plain": "hello",
           "change": "{what} {before} → {after}", "board": "{who}: {changes}"},
    "cs": {"score": "{who} má {points} bodů", "plain": "ahoj",
           "change": "{what} {before} → {after}", "board": "{who}: {changes}"},
})


def test_both_languages() -> None:
    assert LANGS == ("cs", "en") and DEFAULT_LANG == "en"
    assert translate("test_i18n.plain") == "hello"
    assert translate("test_i18n.plain", "cs") == "ahoj"
    assert translate("test_i18n.score", "cs", {"who": "Eva", "points": 3}) == "Eva má 3 bodů"


def test_localised_parameters() -> None:
    who = {"cs": "Černý", "en": "Black"}
    assert translate("test_i18n.score", "en", {"who": who, "points": 1}) == "Black has 1 points"
    assert translate("test_i18n.score", "cs", {"who": who, "points": 1}) == "Černý má 1 bodů"
    assert localize([who, "x", 3], "cs") == "Černý, x, 3"
    assert localize({"a": 1}, "cs") == {"a": 1}


def test_message_parameters_are_formatted_lazily_in_the_readers_language() -> None:
    tower = message("test_i18n.change", what={"cs": "věž", "en": "tower"}, before=20, after=12)
    wall = message("test_i18n.change", what={"cs": "zeď", "en": "wall"}, before=10, after=0)
    assert tower == {"message": "test_i18n.change",
                     "params": {"what": {"cs": "věž", "en": "tower"}, "before": 20, "after": 12}}
    params = {"who": "Eva", "changes": [tower, wall]}
    assert translate("test_i18n.board", "cs", params) == "Eva: věž 20 → 12, zeď 10 → 0"
    assert translate("test_i18n.board", "en", params) == "Eva: tower 20 → 12, wall 10 → 0"
    assert localize(message("test_i18n.plain"), "cs") == "ahoj"


def test_unknown_keys_fall_back_to_the_key_and_parameters() -> None:
    assert translate("test_i18n.nothing", "cs", {"a": 1}) == "test_i18n.nothing a=1"
    assert not has_message("test_i18n.nothing") and has_message("test_i18n.plain")


def test_unknown_language_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown language 'de'"):
        translate("test_i18n.plain", "de")


def test_catalogs_must_have_the_same_keys_in_both_languages() -> None:
    with pytest.raises(ValueError, match="only_en"):
        register_messages("test_i18n_bad", {"en": {"only_en": "x"}, "cs": {}})
    assert not has_message("test_i18n_bad.only_en")


def test_kernel_messages_exist_in_both_languages() -> None:
    for key in ("game_over", "wrong_seat", "unknown_kind", "not_legal", "no_actions"):
        assert has_message(f"kernel.{key}")
        assert translate(f"kernel.{key}", "cs", {"current": 0, "seat": 1, "kind": "k",
                                                 "kinds": "a", "action": "x"}) != \
            translate(f"kernel.{key}", "en", {"current": 0, "seat": 1, "kind": "k",
                                              "kinds": "a", "action": "x"})
