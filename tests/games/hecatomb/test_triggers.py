"""Triggered abilities and simultaneous effects (HC-SIMUL-1..3, HC-DEC-15, HC-DEC-27,
HC-DEC-28, HC-ACT-19), with the test card `t_attack_draw` and a few extra test-only
cards loaded through ``HECATOMB.with_cards`` (so cards/test.toml stays untouched)."""

from __future__ import annotations

import pytest

from cardtable.games.hecatomb.game import HECATOMB
from cardtable.games.hecatomb.state import HcState

from .support_c import (
    abom_id,
    act,
    attack,
    build,
    legal,
    pending,
    player,
    souls,
    stack,
    stacks,
)

EXTRA = """
[[card]]
id = "tc_dies_draw"
number = 901
name = { cs = "Test smrt lízne", en = "Test death draws" }
doom = "deceit"
type = "minion"
cost = 1
subtype = "animate"
strength = 1
triggers = ["deceit"]
triggered = [{ when = "destroyed", effect = { steps = [{ op = "draw", n = 1 }] } }]

[[card]]
id = "tc_attack_gain"
number = 902
name = { cs = "Test útok získá", en = "Test attack gains" }
doom = "greed"
type = "minion"
cost = 1
subtype = "animate"
strength = 1
triggers = ["greed"]
triggered = [{ when = "attack", effect = { steps = [{ op = "souls", mode = "gain", n = 1 }] } }]

[[card]]
id = "tc_attack_blast"
number = 903
name = { cs = "Test útok rána", en = "Test attack blast" }
doom = "destruction"
type = "minion"
cost = 1
subtype = "beast"
strength = 1
triggers = ["destruction"]

[[card.triggered]]
when = "attack"

[card.triggered.effect]
targets = [{ what = "abomination", side = "enemy" }]
steps = [{ op = "damage", on = "t0", n = 1 }]

[[card]]
id = "tc_relic_play_gain"
number = 904
name = { cs = "Test relikvie hraní", en = "Test play relic" }
doom = "greed"
type = "relic"
cost = 1
triggered = [{ when = "play", effect = { steps = [{ op = "souls", mode = "gain", n = 1 }] } }]
"""
GAME = HECATOMB.with_cards(EXTRA)
"""Hecatomb with four extra test-only trigger cards."""

MARKS = {"hecatomb.drew_hidden": "drew", "hecatomb.souls_gained": "gained",
         "hecatomb.attackers": "attackers", "hecatomb.triggered": "triggered",
         "hecatomb.destroyed": "destroyed"}


def story(st: HcState, since: int) -> list[tuple[str, int | None]]:
    """The public events after ``since``, reduced to (what, seat)."""
    out: list[tuple[str, int | None]] = []
    for e in st.events_for(None)[since:]:
        if e.key in MARKS:
            out.append((MARKS[e.key], e.params.get("seat")))
    return out


def test_hc_dec_15_attack_trigger_after_all_attackers_tapped() -> None:
    """HC-DEC-15 / HC-DEC-50 step 2: `t_attack_draw` ("when this abomination attacks:
    draw 1") fires after the attackers are tapped, before window A1."""
    st = build({0: [["t_greed_1", "t_attack_draw"], ["t_greed_1", "t_greed_1"]]},
               decks={0: ["t_greed_7"]}, hands={0: ["t_greed_2"]})
    since = len(st.events_for(None))
    attack(st, 1, 0, 1)
    assert story(st, since) == [("attackers", 0), ("triggered", 0), ("drew", 0)]
    assert pending(st) == ("window", 0)
    assert st.observation(0)["players_state"][0]["hand"] == ["t_greed_2", "t_greed_7"]


def test_hc_dec_15_attack_trigger_only_for_attackers() -> None:
    """HC-DEC-15: an abomination that does not attack does not trigger."""
    st = build({0: [["t_greed_1", "t_greed_1"], ["t_greed_1", "t_attack_draw"]]})
    attack(st, 1, 0)
    assert player(st, 0)["hand_size"] == 0


def test_hc_simul_3_player_orders_own_simultaneous_effects() -> None:
    """HC-SIMUL-3 / HC-DEC-28 / HC-ACT-19: two attack triggers of one player wait
    together; the player picks which goes first (`order_effects`), the last one runs
    by itself."""
    st = build({0: [["t_greed_1", "tc_attack_gain"], ["t_greed_1", "t_attack_draw"]]},
               game=GAME, souls={0: 5, 1: 10})
    since = len(st.events_for(None))
    attack(st, 1, 0, 1)
    assert pending(st) == ("order_effects", 0)
    assert legal(st) == ["order_effects choice=0", "order_effects choice=1"]
    assert [w["card"] for w in st.observation(None)["waiting"]] == [
        "tc_attack_gain", "t_attack_draw"]
    act(st, "order_effects choice=1")
    assert story(st, since) == [("attackers", 0), ("triggered", 0), ("drew", 0),
                                ("triggered", 0), ("gained", 0)]
    # the combat goes on: A1 opens (a card was drawn), then A2; then 4 souls are stolen
    assert pending(st) == ("window", 0)
    act(st, "pass", "pass")
    assert souls(st) == [5 + 1 + 4, 6]


def test_hc_simul_3_other_order() -> None:
    """HC-SIMUL-3 / HC-ACT-19: choosing the other effect first runs it first."""
    st = build({0: [["t_greed_1", "tc_attack_gain"], ["t_greed_1", "t_attack_draw"]]},
               game=GAME)
    since = len(st.events_for(None))
    attack(st, 1, 0, 1)
    act(st, "order_effects choice=0")
    assert [e for e in story(st, since) if e[0] in ("drew", "gained")] == [
        ("gained", 0), ("drew", 0)]


@pytest.mark.parametrize("active", [0, 1])
def test_hc_simul_2_active_players_group_first(active: int) -> None:
    """HC-SIMUL-2 / HC-DEC-28: minions of both players destroyed at once by combat
    damage trigger together; the active player's ability runs first, then the next
    player's in turn order."""
    other = 1 - active
    st = build({active: [["t_greed_1", "tc_dies_draw"]],
                other: [["t_corruption_1", "tc_dies_draw"]]}, game=GAME, active=active)
    since = len(st.events_for(None))
    attack(st, other, 0)
    act(st, "block blocker=0 attacker=0")
    assert stacks(st, 0) == [] and stacks(st, 1) == []
    drew = [seat for what, seat in story(st, since) if what == "drew"]
    assert drew == [active, other]
    assert pending(st) == ("main", active)


def test_hc_dec_28_effects_fired_meanwhile_wait_behind() -> None:
    """HC-DEC-28 / HC-DEC-27: the attacker's first attack trigger destroys a defending
    `tc_dies_draw`; its "destroyed" draw waits behind the attacker's second trigger,
    which was already waiting (a queue, not a stack)."""
    st = build({0: [["t_greed_1", "tc_attack_blast"], ["t_greed_1", "t_attack_draw"]],
                1: [["t_corruption_4", "tc_dies_draw"]]}, game=GAME)
    since = len(st.events_for(None))
    attack(st, 1, 0, 1)
    assert pending(st) == ("order_effects", 0)
    act(st, "order_effects choice=0")  # the blast first; its only target is automatic
    assert stack(st, 1, 0) == ["t_corruption_4"]
    events = story(st, since)
    assert [e for e in events if e[0] in ("drew", "destroyed")] == [
        ("destroyed", None), ("drew", 0), ("drew", 1)]


def test_hc_simul_1_played_cards_own_ability_first() -> None:
    """HC-SIMUL-1 / HC-DEC-23 step 5 / HC-DEC-28: a summon effect («Draw 1») of the
    played minion is carried out before the relic's "when you play a card" trigger."""
    st = build({0: [["t_deceit_1"]]}, hands={0: ["t_summon_deceit"]},
               mana={0: ["t_deceit_1"]}, relics={0: ["tc_relic_play_gain"]}, game=GAME)
    since = len(st.events_for(None))
    act(st, "play_onto hand=0 abom=0 x=0")
    assert [e for e in story(st, since) if e[0] in ("drew", "gained")] == [
        ("drew", 0), ("gained", 0)]
    assert stack(st, 0, 0) == ["t_deceit_1", "t_summon_deceit"]
    assert souls(st) == [6, 5]


def test_hc_simul_1_fates_effect_before_trigger() -> None:
    """HC-SIMUL-1: a fate's effect («draw 2») happens before the play trigger."""
    st = build({}, hands={0: ["t_draw_2"]}, mana={0: ["t_deceit_1"]},
               relics={0: ["tc_relic_play_gain"]}, game=GAME)
    since = len(st.events_for(None))
    act(st, "play hand=0 x=0")
    assert [e for e in story(st, since) if e[0] in ("drew", "gained")] == [
        ("drew", 0), ("gained", 0)]
    assert player(st, 0)["hand_size"] == 2


def test_hc_act_19_order_effects_decider_is_current_player() -> None:
    """HC-ACT-19 / HC-ACT-21: while `order_effects` is pending nothing else is legal."""
    st = build({0: [["t_greed_1", "tc_attack_gain"], ["t_greed_1", "t_attack_draw"]]},
               game=GAME)
    attack(st, 1, 0, 1)
    assert st.current_player() == 0
    assert {a.kind for a in st.legal_actions()} == {"order_effects"}
    assert abom_id(st, 0, 0) in st.observation(None)["combat"]["attackers"]


def _draw_on(when: str, number: int) -> str:
    return f"""
[[card]]
id = "tc_{when}_draw"
number = {number}
name = {{ cs = "Test {when} lízne", en = "Test {when} draws" }}
doom = "deceit"
type = "minion"
cost = 1
subtype = "animate"
strength = 1
triggers = ["deceit"]
triggered = [{{ when = "{when}", effect = {{ steps = [{{ op = "draw", n = 1 }}] }} }}]
"""


COMBAT_EVENTS = HECATOMB.with_cards(_draw_on("unblocked", 907) + _draw_on("block", 908)
                                    + _draw_on("combat_damage", 909))


def test_hc_dec_15_block_unblocked_and_combat_damage_trigger_times() -> None:
    """HC-DEC-15 / HC-DEC-59 / HC-DEC-50: "when it blocks" fires after all blocks are
    declared (before D2), "when unblocked" at the start of the reap step (before the
    theft), "when it deals combat damage" after the damage step."""
    st = build({0: [["t_greed_1", "tc_unblocked_draw"], ["t_greed_1", "tc_combat_damage_draw"]],
                1: [["t_corruption_1", "tc_block_draw"], ["t_corruption_4", "t_corruption_4"]]},
               game=COMBAT_EVENTS, souls={0: 5, 1: 10})
    since = len(st.events_for(None))
    attack(st, 1, 0, 1)
    act(st, "block blocker=0 attacker=1")
    assert pending(st) == ("block", 1)
    assert player(st, 1)["hand_size"] == 0  # not yet: blocks are still being declared
    act(st, "done_blocking")
    assert pending(st) == ("window", 1)  # D2 opens on the card the block trigger drew
    assert player(st, 1)["hand_size"] == 1
    act(st, "pass")
    keys = [(e.key, e.params.get("seat")) for e in st.events_for(None)[since:]
            if e.key in ("hecatomb.drew_hidden", "hecatomb.souls_stolen",
                         "hecatomb.combat_damage", "hecatomb.passed")]
    assert keys == [("hecatomb.drew_hidden", 1), ("hecatomb.passed", 1),
                    ("hecatomb.drew_hidden", 0), ("hecatomb.souls_stolen", 0),
                    ("hecatomb.combat_damage", None), ("hecatomb.drew_hidden", 0)]
    assert souls(st) == [7, 8]
