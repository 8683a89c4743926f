"""Terminal rendering and labels (MT-CONTENT-18)."""

from __future__ import annotations

import io
import re

from rich.console import Console

from cardtable.kernel import PlayerView, Rng

from .helpers import GAME, new, set_hand


def rendered(obs: dict, lang: str, colour: bool = False,  # type: ignore[type-arg]
             width: int = 80) -> str:
    console = Console(width=width, record=True, force_terminal=colour,
                      color_system="truecolor", file=io.StringIO())
    console.print(GAME.render(obs, lang))
    return console.export_text(styles=colour)


BOARD_ROW = re.compile(r"^\d[*<]*\s+(\w\w|-)")
"""A player's row of the board table (a hand line starts "1 [")."""


def test_six_players_fit_80_columns_in_both_languages_mt_content_18() -> None:
    """MT-CONTENT-18: six boards in 80 columns, cs and en."""
    st = new(6, seed=3)
    rng = Rng(2)
    for _ in range(40):
        st.apply(rng.choice(st.legal_actions()))
    for lang in ("cs", "en"):
        text = rendered(st.observation(st.current_player()), lang)
        assert all(len(line) <= 80 for line in text.splitlines())
        assert len([ln for ln in text.splitlines() if BOARD_ROW.match(ln)]) == 6
    assert "věž" in rendered(st.observation(None), "cs")
    assert "tower" in rendered(st.observation(None), "en")


def test_card_parts_and_trump_marks_mt_content_18() -> None:
    """MT-CONTENT-18: one numbered line per card with set mark, value, cost and the text a
    play performs; a trump text of the viewer's trump set in its colour marked ✓ (a combo's
    text after the black one), another set's marked ✗ with the black text."""
    st = new(2, trumps=["humans", "dragons"])
    set_hand(st, 0, ["stonemasons", "young_dragon", "bricklayer"])
    lines = rendered(st.observation(0), "en", width=160).splitlines()
    stone = next(ln for ln in lines if "Stonemasons" in ln)
    assert stone.startswith("1 [Hu M] Stonemasons") and " 10m " in stone
    assert stone.endswith("✓ You: wall +15 / When played with Village Builders: You: tower "
                          "+20; you: wall +20")
    dragon = next(ln for ln in lines if "Young Dragon" in ln)
    assert dragon.startswith("2 [Dr L] Young Dragon") and " 16g " in dragon
    assert dragon.endswith("✗ A chosen player: 15 damage")
    brick = next(ln for ln in lines if "Bricklayer" in ln)
    assert brick.startswith("3 [N]    Bricklayer") and brick.endswith("3 of any   You: wall +10")
    styled = rendered(st.observation(0), "en", colour=True, width=160)
    assert "\x1b[1;31mWhen played with Village Builders" in styled  # bold red: active
    assert "\x1b[2;32m✗ \x1b[0mA chosen player: 15 damage" in styled  # dim green: inactive
    cs = rendered(st.observation(0), "cs")
    assert "Kameníci" in cs and "✗" in cs


def test_a_long_text_is_cut_at_the_edge_not_wrapped() -> None:
    """At 80 columns every card keeps one line; a text that does not fit ends in "…"."""
    st = new(2, trumps=["humans", "dragons"])
    set_hand(st, 0, ["stonemasons", "young_dragon", "bricklayer"])
    lines = rendered(st.observation(0), "en").splitlines()
    hand = lines[lines.index("your hand:") + 1:]
    assert [ln[:2] for ln in hand] == ["1 ", "2 ", "3 "]
    assert hand[0].endswith("…") and len(hand[0]) == 80


def test_action_labels_name_cards() -> None:
    """Menus show card names, not numbers (MT-CONTENT-18 for front ends)."""
    st = new(2)
    set_hand(st, st.active, ["bricklayer"])
    view = PlayerView(st, st.active)
    labels = [GAME.action_label(view, a, "cs") for a in st.legal_actions()]
    assert "Vylož kartu Zedník" in labels
