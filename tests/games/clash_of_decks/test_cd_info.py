"""Hidden information, redacted events and determinization (CD-INFO-1 / CD-INFO-2 / CD-INFO-3 /
CD-INFO-4 / CD-INFO-5 / CD-INFO-6 / CD-INFO-7 / CD-INFO-8 / CD-INFO-9 / CD-INFO-10 / CD-INFO-11 /
CD-INFO-12 / CD-INFO-13 / CD-INFO-14 / CD-INFO-15 / CD-INFO-16 / CD-INFO-17)."""

from __future__ import annotations

import random
import re
from pathlib import Path

from cod_support import TOP, act, duel, solo

from cardtable.games.clash_of_decks import GAME
from cardtable.games.clash_of_decks.cards import BF
from cardtable.games.clash_of_decks.state import ClashState
from cardtable.kernel import Rng
from cardtable.kernel.i18n import has_message

HAND = ["B", "v1_1", "v1_2", "v1_3", "v1_4", "v1_5"]


def test_board_public_cd_info_1() -> None:
    """CD-INFO-1: every creature's identity, owner, row, position, stats, damage, abilities with
    sources, Protection use, entry and attack flags and Sprint bonus are public."""
    s = duel([HAND, HAND], {(0, TOP): ["t_aura_splash", "t_sprint"], (1, TOP): ["t_protection"]},
             phase=3)
    act(s, "attack")
    spectator = s.observation(None)["board"]
    assert spectator == s.observation(0)["board"] == s.observation(1)["board"]
    c = spectator[0]["top"][0]
    assert (c["card"], c["side"], c["row"], c["position"]) == ("t_sprint", 0, "top", 1)
    assert c["sprint_bonus"] == 1 and c["attacked"] and not c["entered_this_turn"]
    assert spectator[1]["top"][0]["protection_used"] is True
    assert spectator[0]["top"][1]["aura"] == ["splash"]
    assert {"attack", "health", "damage", "abilities", "granted"} <= set(c)


def test_hand_sizes_bf_public_order_private_cd_info_2_3_5() -> None:
    """CD-INFO-2 / CD-INFO-3 / CD-INFO-5: sizes, B/F place and side are public; the owner sees the
    order; the others see only the unordered set of unrevealed cards."""
    s = GAME.new_state(seed=3, prepared_decks=[1, 2], first_player=0)
    own = s.observation(0)["hands"][0]
    other = s.observation(1)["hands"][0]
    assert own["cards"] == s.hands[0]  # CD-INFO-3
    assert other["cards"] == [BF] + [None] * 8  # CD-INFO-5: order hidden
    assert other["unrevealed"] == sorted(c for c in s.hands[0] if c != BF)
    assert (other["size"], other["bf_index"], other["bf_side"], other["health"]) == (
        9, 0, "bastion", 8)  # CD-INFO-2


def test_openly_returned_cards_public_cd_info_4() -> None:
    """CD-INFO-4: returned creatures and used incantations are public at their place until played
    again."""
    s = duel([["B", "t_zap1", "v1_1", "v1_2"], HAND], {(1, TOP): ["v1_7"]})
    act(s, "cast pick=1 side=1 row=top position=1")
    assert s.observation(1)["hands"][0]["cards"] == [BF, None, None, "t_zap1"]


def test_mana_public_cd_info_6_14() -> None:
    """CD-INFO-6 / CD-INFO-14: the active player's mana and the AI's mana and settings are
    public."""
    s = duel([HAND, HAND], mana=7)
    assert s.observation(1)["mana"] == 7 and s.observation(None)["mana"] == 7
    s = solo(HAND)
    assert "settings" in s.observation(None)["ai"] and "mana" in s.observation(None)["ai"]


def test_actions_public_cd_info_7() -> None:
    """CD-INFO-7: plays with pick, row and target are public events."""
    s = duel([["B", "v1_1", "t_zap1", "v1_2"], HAND], {(1, TOP): ["v1_7"]})
    act(s, "play pick=1 row=top")
    act(s, "cast pick=1 side=1 row=top position=1")
    seen = [e for e in s.events_for(1) if e.key.endswith(("summon", "cast"))]
    assert [e.params["card"] for e in seen] == ["v1_1", "t_zap1"]
    assert seen[1].params["target"] == "v1_7" and seen[0].params["row"] == "top"


def test_prepared_lists_public_cd_info_8() -> None:
    """CD-INFO-8: the 4 lists and the choices are public."""
    s = GAME.new_state(seed=1, prepared_decks=[2, 4])
    info = s.observation(None)["format_info"]
    assert set(info["deck_lists"]) == {"1", "2", "3", "4"} and info["chosen"] == [2, 4]


def test_draft_pile_hidden_picks_public_cd_info_9() -> None:
    """CD-INFO-9: the pile is hidden from everyone (only its size shows); reveals and picks are
    public; in Duel 16 cards are never seen."""
    s = GAME.new_state(seed=5, format="drafted")
    obs = s.observation(0)
    assert obs["format_info"]["pile_size"] == 28 and "pile" not in obs["format_info"]
    assert obs["format_info"]["shown"] == s.draft_shown
    act(s, "draft_pick index=2")
    assert s.observation(1)["cards_of"][0] == s.decks[0]
    assert all(e.seats is None for e in s.events if "draft" in e.key)


def test_custom_lists_public_cd_info_10() -> None:
    """CD-INFO-10: both Custom lists and the removals are public."""
    from cardtable.games.clash_of_decks.cards import STARTER_IDS

    decks = [list(STARTER_IDS[:10]), list(STARTER_IDS[10:20])]
    s = GAME.new_state(seed=1, format="custom", custom_decks=decks)
    act(s, "remove_card index=4")
    info = s.observation(None)["format_info"]
    assert info["lists"][1] == decks[1] and info["removed"][0] == [decks[0][4]]


def test_shuffle_events_redacted_cd_info_11_16() -> None:
    """CD-INFO-11 / CD-INFO-16: a hand shuffle shows the order to its owner only; the coin toss is
    public."""
    s = GAME.new_state(seed=7, prepared_decks=[1, 2])
    mine = [e for e in s.events_for(0) if "hand_shuffled" in e.key]
    theirs = [e for e in s.events_for(1) if "hand_shuffled" in e.key]
    spectator = [e for e in s.events_for(None) if "hand_shuffled" in e.key]
    assert mine[0].key.endswith("hand_shuffled") and mine[0].params["cards"] == s.hands[0][1:]
    assert mine[1].key.endswith("hand_shuffled_hidden") and "cards" not in mine[1].params
    assert theirs[0].key.endswith("hand_shuffled_hidden")
    assert all(e.key.endswith("hidden") for e in spectator)
    assert any(e.key.endswith("first_player") for e in s.events_for(None))


def test_ai_deck_order_hidden_contents_public_cd_info_12_13() -> None:
    """CD-INFO-12 / CD-INFO-13: AI deck order hidden from all; its size, contents, B/F side and
    discard are public."""
    s = GAME.new_state(seed=2, mode="solo", format="prepared", prepared_decks=[3])
    ai = s.observation(0)["ai"]
    assert ai["deck_size"] == 24 and ai["deck_contents"] == sorted(s.ai_deck)
    assert "deck" not in ai and ai["bf_side"] == "bastion" and ai["discard"] == []


def test_spectator_public_only_cd_info_15() -> None:
    """CD-INFO-15: the spectator sees no unrevealed hand order."""
    s = GAME.new_state(seed=3, prepared_decks=[1, 2])
    spectator = s.observation(None)
    assert all(c is None or c == BF for h in spectator["hands"] for c in h["cards"])


def test_determinize_only_hidden_cd_info_17() -> None:
    """CD-INFO-17: determinize reshuffles the opponent's unrevealed places only (Duel), the AI deck
    (Solo) and the draft pile; the observation of that seat is unchanged."""
    # the incantation at the right end came back openly
    s = duel([HAND, ["v1_1", "B", "v2_2", "v3_3", "v4_4", "t_zap1"]], {(1, TOP): ["v1_7"]},
             revealed=[None, [False, True, False, False, False, True]])
    seen = set()
    for k in range(20):
        d = s.determinize(0, Rng(k))
        assert d.observation(0) == s.observation(0)
        assert d.hands[0] == s.hands[0] and d.hands[1][1] == BF and d.hands[1][-1] == "t_zap1"
        seen.add(tuple(d.hands[1]))
    assert len(seen) > 1
    sol = GAME.new_state(seed=3, mode="solo", format="prepared", prepared_decks=[1])
    d = sol.determinize(0, Rng(1))
    assert d.ai_deck != sol.ai_deck and sorted(d.ai_deck) == sorted(sol.ai_deck)
    assert d.hands == sol.hands and d.observation(0) == sol.observation(0)
    dr = GAME.new_state(seed=3, format="drafted")
    d = dr.determinize(1, Rng(1))
    assert d.draft_pile != dr.draft_pile and d.draft_shown == dr.draft_shown


DOCS = Path(__file__).resolve().parents[3] / "docs" / "rules" / "clash_of_decks.md"
NAMED = {"card": "card_name", "target": "target_name", "cards": "card_names"}


def _documented_events() -> dict[str, set[str]]:
    text = DOCS.read_text(encoding="utf-8")
    section = text.split("## Events", 1)[1].split("\n## ", 1)[0]
    out: dict[str, set[str]] = {}
    for match in re.finditer(r"^\| `(\w+)` \| ([^|]*) \|", section, re.M):
        out[match[1]] = set(re.findall(r"`(\w+)`", match[2]))
    return out


def test_events_documented_and_name_cards_by_id_and_name_cd_info_7() -> None:
    """CD-INFO-7: every event of random games (every seat's view) is listed with exactly its
    parameters in the rules page, has a cs/en text, and names each card by id beside its
    display name."""
    documented = _documented_events()
    assert len(documented) >= 30 and all(has_message(f"clash_of_decks.{k}") for k in documented)
    seen: set[str] = set()
    for players, options in GAME.sample_configs():
        for seed in range(3):
            s = GAME.new_state(seed=seed, players=players, **options)
            rng = random.Random(seed)
            while not s.is_terminal():
                s.apply(rng.choice(s.legal_actions()))
            for seat in (None, *range(players)):
                for event in s.events_for(seat):
                    key = event.key.split(".", 1)[1]
                    seen.add(key)
                    assert set(event.params) == documented[key], key
                    for ids, names in NAMED.items():
                        if ids in event.params:
                            value = event.params[ids]
                            expect = (GAME.catalog.name(value) if isinstance(value, str)
                                      else [GAME.catalog.name(c) for c in value])
                            assert event.params[names] == expect
                    assert event.text("cs") and event.text("en")
    assert {"summon", "cast", "attack", "destroyed", "returned", "ai_milled"} <= seen


def test_rules_page_position_example_runs() -> None:
    """The position-builder example of the rules page builds and plays."""
    text = DOCS.read_text(encoding="utf-8")
    code = text.split("## Setting up a position", 1)[1].split("```python\n", 1)[1]
    namespace: dict[str, object] = {}
    exec(code.split("```", 1)[0], namespace)
    state = namespace["state"]
    assert isinstance(state, ClashState) and state.steps == 1
