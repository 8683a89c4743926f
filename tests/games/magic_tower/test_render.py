"""Terminal rendering and labels (MT-CONTENT-18)."""

from __future__ import annotations

import io

from rich.console import Console

from cardtable.kernel import PlayerView, Rng

from .helpers import GAME, new, set_hand


def rendered(obs: dict, lang: str, colour: bool = False) -> str:  # type: ignore[type-arg]
    console = Console(width=80, record=True, force_terminal=colour, color_system="truecolor",
                      file=io.StringIO())
    console.print(GAME.render(obs, lang))
    return console.export_text(styles=colour)


def test_six_players_fit_80_columns_in_both_languages_mt_content_18() -> None:
    """MT-CONTENT-18: six boards in 80 columns, cs and en."""
    st = new(6, seed=3)
    rng = Rng(2)
    for _ in range(40):
        st.apply(rng.choice(st.legal_actions()))
    for lang in ("cs", "en"):
        text = rendered(st.observation(st.current_player()), lang)
        assert all(len(line) <= 80 for line in text.splitlines())
        assert len([ln for ln in text.splitlines() if ln[:1].isdigit()]) == 6
    assert "věž" in rendered(st.observation(None), "cs")
    assert "tow" in rendered(st.observation(None), "en")


def test_card_parts_and_trump_marks_mt_content_18() -> None:
    """MT-CONTENT-18: set mark, value, cost, black text; the trump text in its colour,
    marked active for a viewer of that trump set and inactive otherwise."""
    st = new(2, trumps=["humans", "dragons"])
    set_hand(st, 0, ["stonemasons", "young_dragon", "bricklayer"])
    text = rendered(st.observation(0), "en")
    assert "[Hu M] Stonemasons" in text and "(10m)" in text
    assert "You: wall +15" in text
    assert "[N] Bricklayer" in text and "3 of any" in text
    lines = text.splitlines()
    stone = next(i for i, ln in enumerate(lines) if "When played with Village Builders" in ln)
    assert "✓ active" in lines[stone]
    dragon = next(i for i, ln in enumerate(lines) if "chosen player: tower −5" in ln)
    assert "✗ inactive" in lines[dragon]
    styled = rendered(st.observation(0), "en", colour=True)
    assert "\x1b[1;31m    When played with Village Builders" in styled  # bold red: active
    assert "\x1b[2;32m    A chosen player: tower −5" in styled  # dim green: inactive
    cs = rendered(st.observation(0), "cs")
    assert "Kameníci" in cs and "neplatí" in cs


def test_action_labels_name_cards() -> None:
    """Menus show card names, not numbers (MT-CONTENT-18 for front ends)."""
    st = new(2)
    set_hand(st, st.active, ["bricklayer"])
    view = PlayerView(st, st.active)
    labels = [GAME.action_label(view, a, "cs") for a in st.legal_actions()]
    assert "Vylož kartu Zedník" in labels
