"""Static keywords and gods (HC-HOST-1, HC-PARASITE-1, HC-FOLLOWER-1, HC-NEMESIS-1/2,
HC-DEC-66, HC-DEC-70..73).

Known-answer fixtures: Deceit Nemesis (HC-NEMESIS-1 example), god replacement
(HC-DEC-73) and a Follower that has Rager only while its controller has a god.
"""

from __future__ import annotations

from cardtable.games.hecatomb.position import HcPosition

from .support_b import (
    aboms,
    aid,
    attack,
    build,
    choices,
    do,
    grave,
    hand,
    kinds,
    of_kind,
    pending,
    play,
    player,
    powers,
    refusal,
    stacks,
    texts,
)


# ---- Host (HC-HOST-1, HC-DEC-70) ---------------------------------------------------------
def test_hc_host_1_host_only_as_a_new_abomination() -> None:
    """HC-HOST-1 / HC-DEC-70: a Host minion may be played only as a new abomination:
    `play_onto` is not offered and is refused naming HC-HOST-1."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_host"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_greed_1"])

    st = build(setup)
    assert not of_kind(st, "play_onto")
    assert "play hand=0 x=0" in texts(st)
    assert refusal(st, "play_onto hand=0 abom=0 x=0") == "HC-HOST-1"
    play(st, "t_host")
    assert stacks(st, 0) == [["t_greed_1"], ["t_host"]]


def test_hc_dec_70_host_put_into_play_only_as_new() -> None:
    """HC-DEC-70: a Host put into play goes only to a new abomination (a single option,
    so no choice is asked)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_put_into_play", "t_host"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_greed_1"])

    st = build(setup)
    play(st, "t_put_into_play")
    assert pending(st) == ("main", 0)
    assert stacks(st, 0) == [["t_greed_1"], ["t_host"]]


def test_hc_dec_70_host_may_be_stitched_onto_an_abomination() -> None:
    """HC-DEC-70: Host limits only how the card enters play; stitching may still move it
    onto an abomination."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_stitch_onto"]).mana(0, ["t_corruption_1"])
        p.abomination(0, ["t_greed_3"])
        p.abomination(0, ["t_host"])

    st = build(setup)
    host = st.aboms[0][1].minions[0]
    play(st, "t_stitch_onto", targets=[host, aid(st, 0, 0)])
    assert stacks(st, 0) == [["t_greed_3", "t_host"]]


# ---- Parasite (HC-PARASITE-1, HC-DEC-70) -----------------------------------------------------
def test_hc_parasite_1_no_minion_played_onto_a_parasite_abomination() -> None:
    """HC-PARASITE-1 / HC-DEC-70: no minion can be played onto an abomination with
    Parasite (printed on any of its minions); the refusal names HC-PARASITE-1."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_1"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_parasite", "t_greed_1"])
        p.abomination(0, ["t_greed_1"])

    st = build(setup)
    assert {a.int_arg("abom") for a in of_kind(st, "play_onto")} == {1}
    assert refusal(st, "play_onto hand=0 abom=0 x=0") == "HC-PARASITE-1"


def test_hc_dec_70_minions_may_leave_a_parasite_abomination() -> None:
    """HC-DEC-70: minions may still leave a Parasite abomination (stitched elsewhere)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_stitch_onto"]).mana(0, ["t_corruption_1"])
        p.abomination(0, ["t_parasite", "t_greed_2"])
        p.abomination(0, ["t_greed_3"])

    st = build(setup)
    leaving = st.aboms[0][0].minions[-1]
    play(st, "t_stitch_onto", targets=[leaving, aid(st, 0, 1)])
    assert stacks(st, 0) == [["t_parasite"], ["t_greed_3", "t_greed_2"]]


# ---- Guardian and Fanatic (HC-DEC-71) ------------------------------------------------------
def test_hc_dec_71_guardian_wins_over_fanatic() -> None:
    """HC-DEC-71: an abomination with Guardian and Fanatic cannot attack; next to another
    attacker it is refused naming HC-GUARDIAN-1."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_guardian", "t_fanatic"])

    st = build(setup)
    assert "attack" not in kinds(st)

    def setup2(p: HcPosition) -> None:
        p.abomination(0, ["t_guardian", "t_fanatic"])
        p.abomination(0, ["t_greed_1", "t_greed_1"])

    st = build(setup2)
    do(st, "attack seat=1")
    assert texts(st) == ["add_attacker abom=1"]
    assert refusal(st, "add_attacker abom=0") == "HC-GUARDIAN-1"


def test_hc_dec_71_fanatic_lifts_only_the_changed_bar() -> None:
    """HC-DEC-71 / HC-FANATIC-1: a Fanatic abomination that just received a minion may
    attack; a tapped one or a one-minion one may not."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_1"]).mana(0, ["t_greed_1"])
        p.abomination(0, ["t_greed_1", "t_fanatic"])
        p.abomination(0, ["t_greed_1", "t_fanatic"], tapped=True)
        p.abomination(0, ["t_fanatic"])

    st = build(setup)
    play(st, "t_greed_1", onto=0)
    assert aboms(st, 0)[0]["changed"] is True
    do(st, "attack seat=1")
    assert texts(st) == ["add_attacker abom=0"]
    assert refusal(st, "add_attacker abom=1") == "HC-ATTACK-5"
    assert refusal(st, "add_attacker abom=2") == "HC-ABOM-10"


def test_hc_dec_71_guardian_may_block_and_use_tap_abilities() -> None:
    """HC-DEC-71: a Guardian abomination may use its tap ability and may block."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_guardian", "t_tap_1"])

    st = build(setup)
    assert "use_tap abom=0 pos=1" in texts(st)

    def setup2(p: HcPosition) -> None:
        p.abomination(0, ["t_guardian", "t_greed_5"])
        p.abomination(1, ["t_deceit_1", "t_deceit_1"])

    st = build(setup2, active=1)
    attack(st, 0, [0])
    assert pending(st) == ("block", 0)
    do(st, "block blocker=0 attacker=0")
    assert stacks(st, 1) == []  # the Guardian blocker's 7 destroyed the attacker
    assert stacks(st, 0) == [["t_guardian", "t_greed_5"]]


# ---- Follower (HC-FOLLOWER-1, HC-DEC-72) ---------------------------------------------------
def test_hc_follower_1_follower_rager_only_with_a_god() -> None:
    """HC-FOLLOWER-1 / HC-DEC-72: t_follower has "Follower: Rager +2": without a god its
    abomination has no Rager; an opponent's god does not count; with its controller's
    god (of any doom) it has Rager +2."""
    def no_god(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_1", "t_follower"])
        p.god(1, "t_god_a")

    assert aboms(build(no_god), 0)[0]["keywords"] == {}
    for god, extra in (("t_god_a", {}), ("t_god_b", {"reaper": 1})):
        def with_god(p: HcPosition, god: str = god) -> None:
            p.abomination(0, ["t_greed_1", "t_follower"])
            p.god(0, god)

        assert aboms(build(with_god), 0)[0]["keywords"] == {"rager": 2, **extra}


def test_hc_dec_72_follower_switches_with_the_god_entering_and_leaving() -> None:
    """HC-DEC-72: checked continuously: Rager comes when the god is played and goes when
    it is destroyed."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_god_b", "t_destroy_god"]).mana(0, ["t_greed_1", "t_destruction_1"])
        p.abomination(0, ["t_greed_1", "t_follower"])

    st = build(setup)
    assert aboms(st, 0)[0]["keywords"] == {}
    play(st, "t_god_b")
    assert aboms(st, 0)[0]["keywords"] == {"rager": 2, "reaper": 1}
    play(st, "t_destroy_god")
    assert player(st, 0)["god"] is None
    assert aboms(st, 0)[0]["keywords"] == {}


def test_hc_follower_1_follower_rager_raises_strength_when_attacking() -> None:
    """HC-FOLLOWER-1 / HC-RAGER-1: with a god the Follower's Rager +2 is added to the
    attacking abomination's top minion."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_greed_1"])  # keeps window A1 open
        p.god(0, "t_god_b")
        p.abomination(0, ["t_greed_1", "t_follower"])

    st = build(setup)
    attack(st, 1, [0])
    assert pending(st) == ("window", 0)
    assert powers(st, 0) == [[1, 4]]


# ---- gods (HC-DEC-73) ------------------------------------------------------------------------
def test_hc_dec_73_god_replacement() -> None:
    """HC-DEC-73 / HC-GOD-3: playing god B while god A is in play: B enters, A is
    sacrificed to the graveyard, A's continuous +1 strength ends, B's Reaper +1 begins,
    B's entry effect «Draw 1» happens, and the Follower's Rager stays on."""
    def setup(p: HcPosition) -> None:
        p.deck(0, ["t_deceit_8"])
        p.hand(0, ["t_god_b"]).mana(0, ["t_greed_1"])
        p.god(0, "t_god_a")
        p.abomination(0, ["t_greed_1", "t_follower"])

    st = build(setup)
    assert powers(st, 0) == [[1, 3]]  # god A: +1 on the top minion
    assert aboms(st, 0)[0]["keywords"] == {"rager": 2}
    play(st, "t_god_b")
    assert pending(st) == ("main", 0)
    assert player(st, 0)["god"] == "t_god_b"
    assert grave(st, 0) == ["t_god_a"]
    assert hand(st, 0) == ["t_deceit_8"]
    assert powers(st, 0) == [[1, 2]]
    assert aboms(st, 0)[0]["keywords"] == {"rager": 2, "reaper": 1}


# ---- Nemesis (HC-NEMESIS-1/2, HC-DEC-66) -----------------------------------------------------
def test_hc_nemesis_1_deceit_fates_cannot_target_a_deceit_nemesis() -> None:
    """HC-NEMESIS-1 example / HC-DEC-66: no deceit card can target a Deceit Nemesis
    abomination or any of its minions: with it as the only abomination, "tap target
    abomination" and "exile target strength 4+ minion" (a 4 is in it) cannot be played,
    while a destruction fate can target it."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_tap_target", "t_exile_big", "t_blast_1"])
        p.mana(0, ["t_deceit_1", "t_destruction_1"])
        p.abomination(1, ["t_greed_4", "t_nemesis_deceit"])

    st = build(setup)
    playable = {a.int_arg("hand") for a in of_kind(st, "play")}
    assert playable == {2}
    assert refusal(st, "play hand=0 x=0") == "HC-FATE-4"
    play(st, "t_blast_1", targets=[aid(st, 1, 0)])
    assert stacks(st, 1) == [["t_greed_4", "t_nemesis_deceit"]]  # 1 < 2: nothing dies
    assert player(st, 1)["abominations"][0]["id"] == aid(st, 1, 0)


def test_hc_nemesis_1_other_abominations_stay_targetable() -> None:
    """HC-NEMESIS-1 / HC-DEC-66: a deceit fate offers every abomination except the Deceit
    Nemesis one (the only other one is then taken without a choice)."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_tap_target"]).mana(0, ["t_deceit_1"])
        p.abomination(1, ["t_greed_4", "t_nemesis_deceit"])
        p.abomination(1, ["t_greed_1", "t_greed_1"])

    st = build(setup)
    play(st, "t_tap_target")
    assert pending(st) == ("main", 0)
    assert [ab["tapped"] for ab in aboms(st, 1)] == [False, True]


def test_hc_dec_66_tap_ability_of_the_named_doom_cannot_target_it() -> None:
    """HC-DEC-66: a destruction minion's tap ability ("1 damage to target abomination")
    cannot choose a Destruction Nemesis abomination."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_5", "t_tap_2"])
        p.abomination(1, ["t_greed_1", "t_nemesis_destruction"])
        p.abomination(1, ["t_greed_1", "t_greed_1"])

    st = build(setup)
    do(st, "use_tap abom=0 pos=1")
    assert pending(st) == ("choose_target", 0)
    assert choices(st) == [aid(st, 0, 0), aid(st, 1, 1)]


def test_hc_dec_66_summon_effect_of_the_named_doom_finds_no_target() -> None:
    """HC-DEC-66 / HC-COND-9: a destruction summon effect targeting an enemy abomination
    finds none when the only one has Destruction Nemesis: it does nothing."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_summon_target"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_destruction_1"])
        p.abomination(1, ["t_greed_1", "t_nemesis_destruction"])

    st = build(setup)
    play(st, "t_summon_target", onto=0)
    assert pending(st) == ("main", 0)
    assert stacks(st, 1) == [["t_greed_1", "t_nemesis_destruction"]]


def test_hc_dec_66_nemesis_of_several_dooms_combines() -> None:
    """HC-DEC-66: Nemesis for deceit and for destruction bars both dooms' fates."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_tap_target", "t_blast_1", "t_shrink"])
        p.mana(0, ["t_deceit_1", "t_destruction_1", "t_corruption_1"])
        p.abomination(1, ["t_nemesis_deceit", "t_nemesis_destruction"])

    st = build(setup)
    assert aboms(st, 1)[0]["keywords"] == {"nemesis": ["deceit", "destruction"]}
    assert {a.int_arg("hand") for a in of_kind(st, "play")} == {2}


def test_hc_nemesis_2_non_targeting_abilities_affect_it() -> None:
    """HC-NEMESIS-2 / HC-DEC-66: abilities that do not target still affect a Nemesis
    abomination: the corruption god's "your abominations get +1 strength" reaches a
    Corruption Nemesis abomination, and the destruction relic's Rager +2 reaches a
    Destruction Nemesis one."""
    def setup(p: HcPosition) -> None:
        p.god(0, "t_god_a")
        p.relics(0, ["t_relic_rager"])
        p.abomination(0, ["t_greed_1", "t_nemesis_corruption"])
        p.abomination(0, ["t_greed_1", "t_nemesis_destruction"])

    st = build(setup)
    assert powers(st, 0) == [[1, 3], [1, 3]]
    assert aboms(st, 0)[0]["keywords"] == {"nemesis": ["corruption"], "rager": 2}
    assert aboms(st, 0)[1]["keywords"] == {"nemesis": ["destruction"], "rager": 2}


def test_hc_nemesis_1_only_the_named_doom_is_barred() -> None:
    """HC-NEMESIS-1 / HC-DEC-66: Deceit Nemesis bars deceit abilities only: a destruction
    fate targets the abomination and its 3 damage destroys the Nemesis minion."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_3"]).mana(0, ["t_destruction_1"])
        p.abomination(1, ["t_greed_4", "t_nemesis_deceit"])

    st = build(setup)
    play(st, "t_blast_3", targets=[aid(st, 1, 0)])
    assert stacks(st, 1) == [["t_greed_4"]]
    assert grave(st, 1) == ["t_nemesis_deceit"]
