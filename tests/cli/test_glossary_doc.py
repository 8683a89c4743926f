"""docs/glossary.md lists every term of every game's glossary in both languages (issue
"Player experience": one word per concept, listed in a glossary in docs/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.kernel import game_ids, load

DOC = Path(__file__).resolve().parents[2] / "docs" / "glossary.md"


@pytest.mark.parametrize("game_id", [g for g in game_ids() if g != "toy"])
def test_every_glossary_term_is_in_the_doc(game_id: str) -> None:
    text = DOC.read_text(encoding="utf-8")
    game = load(game_id)
    for cs_entry, en_entry in zip(game.glossary("cs"), game.glossary("en"), strict=True):
        assert f"| {cs_entry[0]} | {en_entry[0]} |" in text, (game_id, cs_entry[0])
