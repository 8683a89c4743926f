"""Terminal rendering (HC-CONTENT-17), decision labels, card information and the greedy
evaluation hook (HC-CONTENT-16) of Hecatomb, read from views only."""

from __future__ import annotations

import random
import re

import pytest

from cardtable.games.hecatomb.game import HECATOMB, TEST_DECK
from cardtable.kernel import PlayerView
from cardtable.kernel.game import State

LEAK = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b(True|False|None)\b|\[\]|\['|\bt_")


def states(players: int, seed: int, limit: int = 300) -> list[State]:
    """States along one random game with the test deck."""
    rng = random.Random(seed)
    st = HECATOMB.new_state(seed=seed, players=players, card_set="test",
                            decks=[list(TEST_DECK)] * players)
    out = [st.clone()]
    while not st.is_terminal() and len(out) < limit:
        st.apply(rng.choice(st.legal_actions()))
        out.append(st.clone())
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_hc_content_17_render_fits_80_columns_in_both_languages(players: int) -> None:
    """Souls, hand, deck, mana, god, relics and abominations as stacks, top first; no
    line wider than 80 columns; no ids or Python values."""
    stacks = 0
    for st in states(players, seed=players):
        for seat in (0, None):
            obs = st.observation(seat)
            for lang in ("cs", "en"):
                text = HECATOMB.render(obs, lang)
                assert all(len(line) <= 80 for line in text.splitlines()), text
                assert LEAK.search(text) is None, text
            for ab in obs["players_state"][0]["abominations"]:
                if ab["size"] >= 2:
                    stacks += 1
                    lines = HECATOMB.render(obs, "en").splitlines()
                    top = HECATOMB.card_name(ab["minions"][-1]["card"], "en")
                    bottom = HECATOMB.card_name(ab["minions"][0]["card"], "en")
                    if top != bottom:
                        tops = [i for i, x in enumerate(lines) if x.strip().startswith(top)]
                        bottoms = [i for i, x in enumerate(lines)
                                   if x.strip().startswith(bottom)]
                        assert tops and bottoms and min(tops) < max(bottoms)
    assert stacks > 0


def test_labels_are_plain_words_for_every_decision() -> None:
    """Every legal action of every decision met reads as words in cs and en."""
    kinds: set[str] = set()
    for seed in (1, 2, 3):
        for st in states(3, seed=seed):
            if st.is_terminal():
                continue
            seat = st.current_player()
            assert seat is not None
            view = PlayerView(st, seat)
            for action in st.legal_actions():
                kinds.add(action.kind)
                for lang in ("cs", "en"):
                    label = HECATOMB.action_label(view, action, lang)
                    assert label and "?" not in label, (action, label)
                    assert LEAK.search(label) is None, (action, label)
    assert {"play_mana", "play", "end_turn", "attack", "add_attacker"} <= kinds


def test_card_information_reads_in_both_languages() -> None:
    for card in list(HECATOMB.card_ids())[:200]:
        for lang in ("cs", "en"):
            facts = HECATOMB.card_facts(card, lang)
            name = HECATOMB.card_name(card, lang)
            assert facts and name and name != card
            assert LEAK.search(f"{name} {facts}") is None, (card, facts)
    for hook in (HECATOMB.legend, HECATOMB.glossary):
        en, cs = hook("en"), hook("cs")
        assert len(en) == len(cs) >= 8 and [m for _, m in en] != [m for _, m in cs]
    assert {term for term, _ in HECATOMB.glossary("en")} >= {"Evader", "Ripper", "Soulbound"}


def test_visible_cards_number_the_own_hand_from_one() -> None:
    for st in states(2, seed=5, limit=60):
        obs = st.observation(0)
        visible = HECATOMB.visible_cards(obs)
        hand = obs["players_state"][0]["hand"]
        assert [(label, c) for label, c in visible if label] == [
            (str(i), c) for i, c in enumerate(hand, start=1)]
        assert not [label for label, _ in HECATOMB.visible_cards(st.observation(None))
                    if label]


def test_hc_content_16_evaluation_prefers_more_souls() -> None:
    """HC-CONTENT-16: souls ahead scores higher; a finished game scores its return."""
    deck = list(TEST_DECK)
    pos = HECATOMB.position(seed=1, players=2, card_set="test", decks=[deck, deck],
                            first_player=0)
    ahead = pos.souls(0, 15).souls(1, 5).build()
    pos = HECATOMB.position(seed=1, players=2, card_set="test", decks=[deck, deck],
                            first_player=0)
    behind = pos.souls(0, 5).souls(1, 15).build()
    assert HECATOMB.evaluate(ahead, 0) > 0 > HECATOMB.evaluate(behind, 0)
    assert HECATOMB.evaluate(behind, 0) > -1 and HECATOMB.evaluate(ahead, 0) < 1
    done = states(2, seed=7, limit=10_000)[-1]
    assert done.is_terminal()
    assert HECATOMB.evaluate(done, 0) == done.returns()[0]


def test_balance_hooks_seat_the_six_decks_and_name_played_cards() -> None:
    """Sim hooks: the deck-pair matrix seats prebuilt decks; a play names its card."""
    decks = HECATOMB.balance_factions()
    assert len(decks) == 6 and "corruption_greed" in decks
    options = HECATOMB.balance_options([decks[0], decks[5]])
    state = HECATOMB.new_state(seed=4, players=2, **options)
    assert HECATOMB.balance_name(decks[0], "cs") != decks[0]
    rng = random.Random(4)
    named = 0
    while not state.is_terminal() and state.steps < 200:
        action = rng.choice(state.legal_actions())
        card = HECATOMB.card_played(state, action)
        if action.kind in ("play", "play_onto"):
            assert card is not None and card in HECATOMB.card_ids()
            named += 1
        else:
            assert card is None
        state.apply(action)
    assert named > 0
