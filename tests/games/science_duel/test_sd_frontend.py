"""Rendering, labels and the greedy evaluation hook (front-end hooks of SD-DEC-76)."""

from __future__ import annotations

from rich.console import Console

from cardtable.bots import GreedyBot, RandomBot
from cardtable.kernel import PlayerView

from .helpers import GAME, edit, experiment, fresh, give, unit


def _text(renderable: object) -> str:
    console = Console(width=160, record=True)
    console.print(renderable)
    return console.export_text()


def test_render_both_languages_hides_experiments() -> None:
    """SD-INFO-11, SD-INFO-10: the view shows units with stats and keywords, not experiments."""
    st = fresh(deck0="fyzik", deck1="informatik")
    unit(st, 1, 2, "straznik")
    experiment(st, 1, "firewall")
    give(st, 0, "paprsek")
    en = _text(GAME.render(st.observation(0), "en"))
    cs = _text(GAME.render(st.observation(0), "cs"))
    assert "Constable 2/3" in en and "Def" in en and "Shield" in en
    assert "Strážník 2/3" in cs and "Obránce" in cs
    assert "Firewall" not in en and "experiment (face down)" in en
    assert "Beam (2)" in en and "Paprsek (2)" in cs


def test_action_labels() -> None:
    """SD-ACT-3: menu labels name the card and the target."""
    st = fresh()
    unit(st, 1, 1, "student")
    give(st, 0, "paprsek")
    labels = [GAME.action_label(PlayerView(st, 0), a, "en") for a in st.legal_actions()]
    assert any("Beam" in x and "Student" in x for x in labels)
    assert any(x.endswith("— Deal 3 damage to a character.") for x in labels)  # the card text
    assert "End the turn" in labels


def test_evaluate_prefers_better_positions() -> None:
    """SD-DEC-76: the evaluation rises with own life and board and stays within [-1, 1]."""
    st = fresh()
    base = GAME.evaluate(st, 0)
    unit(st, 0, 1, "ochranka")
    assert GAME.evaluate(st, 0) > base and GAME.evaluate(st, 1) < -base + 1e-9
    edit(st).side(1, life=5).build()
    assert -1.0 <= GAME.evaluate(st, 0) <= 1.0 and GAME.evaluate(st, 0) > base


def test_greedy_beats_random() -> None:
    """SD-DEC-76: the greedy hook makes a clearly better player than random (small sample)."""
    wins = 0
    for seed in range(4):
        st = GAME.new_state(seed=seed, deck0="inzenyr", deck1="chemik", max_turns=80)
        bots = [GreedyBot(seed, 1), RandomBot(seed)] if seed % 2 == 0 else \
            [RandomBot(seed), GreedyBot(seed, 1)]
        greedy_seat = 0 if seed % 2 == 0 else 1
        while not st.is_terminal():
            seat = st.current_player()
            assert seat is not None
            st.apply(bots[seat].choose(PlayerView(st, seat)))
        wins += st.returns()[greedy_seat] > 0
    assert wins >= 3
