"""Reading decisions, rendering, labels and the greedy evaluation hook."""

from __future__ import annotations

import random

from cod_support import TOP, duel
from rich.console import Console

from cardtable.bots import GreedyBot, RandomBot
from cardtable.games.clash_of_decks import GAME
from cardtable.games.clash_of_decks.cards import BF, STARTER_IDS
from cardtable.kernel import PlayerView


def _random_states(n_games: int = 6):
    for seed in range(n_games):
        for players, opts in GAME.sample_configs()[:5]:
            s = GAME.new_state(seed=seed, players=players, **opts)
            rng = random.Random(seed)
            while not s.is_terminal():
                yield s
                s.apply(rng.choice(s.legal_actions()))
            yield s


def test_one_bf_card_per_hand_and_health_is_places_cd_dec_62_63() -> None:
    """CD-DEC-62: "Bastion" and "Bastion/Fort" are one double-sided card: every hand holds exactly
    one B/F token whichever side shows. CD-DEC-63 / CD-DEC-10: its "hit points" are the places
    (cards) to its right, as the observation reports."""
    for s in _random_states():
        if s.stage != "play":
            continue
        for seat, cards in enumerate(s.hands):
            assert cards.count(BF) == 1
            obs = s.observation(seat)["hands"][seat]
            assert obs["health"] == len(cards) - 1 - cards.index(BF)


def test_advice_not_enforced_cd_dec_64() -> None:
    """CD-DEC-64: recommendations (Prepared first, practise quick games, reach level 5) are not
    enforced: a fresh engine accepts Custom Duel and Mythic Solo straight away."""
    custom = [list(STARTER_IDS[:10]), list(STARTER_IDS[-10:])]
    assert GAME.new_state(seed=1, format="custom", custom_decks=custom).stage == "remove"
    mythic = GAME.new_state(seed=1, mode="solo", solo_game="custom", level="mythic",
                            ai_fixed_mana=10, ai_ability="berserk")
    assert mythic.stage == "draft"


def test_render_cs_en_80_columns() -> None:
    """The terminal view shows hands with their health, rows with bridges, tags and mana, in
    cs and en, within 80 columns; it hides what the seat may not see (CD-INFO-15)."""
    s = duel([["B", "v1_1", "v1_2"], ["v1_1", "B", "v1_2", "v1_3"]],
             {(0, TOP): ["t_aura_splash", "t_sprint"], (1, 1): ["t_protection"]})
    for lang, bridge in (("en", "Bridge"), ("cs", "Most")):
        console = Console(width=80, record=True, color_system=None)
        console.print(s.game.render(s.observation(0), lang))
        text = console.export_text()
        assert bridge in text and "BASTION" in text and "[?]" in text
        assert "A:Spl" in text and "Prt" in text
        assert max(len(line) for line in text.splitlines()) <= 80
        assert ("Test aura of splash" if lang == "en" else "Zkouška: Aura (Šplouchnutí)") in text
    solo = GAME.new_state(seed=2, mode="solo", format="prepared", prepared_decks=[1])
    console = Console(width=80, record=True, color_system=None)
    console.print(GAME.render(solo.observation(0), "cs"))
    assert "balíček 24" in console.export_text()


def test_action_labels_cs_en() -> None:
    """Menu labels name the card, cost, row or target in the player's language."""
    s = duel([["B", "v1_1", "t_zap1", "v1_2"], ["B", "v1_1", "v1_2"]], {(1, TOP): ["v1_7"]})
    view, game = PlayerView(s, 0), s.game  # a game with the test cards
    labels = {a.to_text(): game.action_label(view, a, "cs") for a in s.legal_actions()}
    assert "do horní řady" in labels["play pick=1 row=top"]
    assert "Pokusná bytost 1/7" in labels["cast pick=2 position=1 row=top side=1"]
    assert game.action_label(view, s.legal_actions()[-1], "en") == "Go to the attack phase"


def test_greedy_beats_random_duel() -> None:
    """The evaluation hook (B/F health difference plus board value) lets greedy beat random."""
    wins = 0
    games = 12
    for seed in range(games):
        s = GAME.new_state(seed=seed, prepared_decks=[1 + seed % 4, 1 + (seed + 1) % 4])
        bots = [GreedyBot(seed=seed, samples=1), RandomBot(seed=seed)]
        greedy_seat = seed % 2
        if greedy_seat:
            bots.reverse()
        while not s.is_terminal():
            seat = s.current_player()
            assert seat is not None
            s.apply(bots[seat].choose(PlayerView(s, seat)))
        wins += s.returns()[greedy_seat] > 0
    assert wins >= 10
