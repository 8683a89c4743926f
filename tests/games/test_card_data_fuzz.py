"""Card data fuzzed with hypothesis (issue 16, item 16): a real card, deck or spell file of
every game with a random edit (a number or a word replaced, a line dropped, doubled or
cut, stray characters) either still loads or gives one ``CardDataError``: one line that
names the file, never another exception."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.games.clash_of_decks import cards as cd_cards
from cardtable.games.magic_tower import cards as mt_cards
from cardtable.games.science_duel import cards as sd_cards
from cardtable.games.science_duel.ops import OPS
from cardtable.kernel import CardDataError

NUMBER = re.compile(r"(?<![\w.])-?\d+(?![\w.])")
STRING = re.compile(r'"[^"\n]*"')
NUMBERS = st.one_of(st.integers(-50, 50), st.sampled_from([10**9, -(10**9), 10**30, 0, -1]))
STRAY = st.sampled_from(["[", "]", "{", "}", "=", '"', "\x00", "é", "\\", ",", "[[card]]",
                         "then = [", "op = \"zz\"", "\n"])


def _loaders() -> dict[str, tuple[Path, Callable[[Path], Any]]]:
    """Per kind of file: the folder of the real files and how to load a copy of it."""
    sd_pool = sd_cards.load_cards(OPS)
    cd_pool = cd_cards.load_cards(cd_cards.CARD_DIR / "starter.toml")
    return {
        "science_duel cards": (sd_cards.CARD_DIR, lambda d: sd_cards.load_cards(OPS, d)),
        "science_duel decks": (sd_cards.DECK_DIR, lambda d: sd_cards.load_decks(d, sd_pool)),
        "magic_tower cards and spells": (mt_cards.CARD_DIR, mt_cards.load_content),
        "clash_of_decks cards": (cd_cards.CARD_DIR,
                                 lambda d: [cd_cards.load_cards(p) for p in sorted(
                                     d.glob("*.toml"))]),
        "clash_of_decks decks": (cd_cards.DECK_DIR,
                                 lambda d: [cd_cards.load_deck(p, cd_pool) for p in sorted(
                                     d.glob("*.toml"))]),
    }


LOADERS = _loaders()


@st.composite
def edits(draw: st.DrawFn, text: str) -> str:
    lines = text.split("\n")
    for _ in range(draw(st.integers(1, 3))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["number", "word", "drop", "double", "cut", "stray"]))
        line = lines[i]
        if kind == "number" and NUMBER.search(line):
            lines[i] = NUMBER.sub(str(draw(NUMBERS)), line, count=1)
        elif kind == "word" and STRING.search(line):
            word = draw(st.text(max_size=6).map(lambda t: t.replace('"', "").replace("\\", "")))
            lines[i] = STRING.sub(f'"{word}"', line, count=1)
        elif kind == "drop":
            del lines[i]
        elif kind == "double":
            lines.insert(i, line)
        elif kind == "cut":
            lines[i] = line[: draw(st.integers(0, len(line)))]
        else:
            at = draw(st.integers(0, len(line)))
            lines[i] = line[:at] + draw(STRAY) + line[at:]
    return "\n".join(lines)


@pytest.mark.parametrize("kind", list(LOADERS))
@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow,
                                                  HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_an_edited_file_loads_or_is_one_card_data_error_naming_it(
        kind: str, tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    source, loader = LOADERS[kind]
    folder = tmp_path_factory.mktemp("cards")
    for path in source.glob("*.toml"):
        shutil.copy(path, folder / path.name)
    files = sorted(folder.glob("*.toml"))
    target = files[data.draw(st.integers(0, len(files) - 1))]
    target.write_text(data.draw(edits(target.read_text(encoding="utf-8"))), encoding="utf-8")
    try:
        loader(folder)
    except CardDataError as exc:
        message = str(exc)
        assert "\n" not in message.strip(), message
        assert message.startswith(str(folder)), message
        assert len(message) < 2000, message
