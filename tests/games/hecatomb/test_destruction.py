"""Where destroyed minions go (HC-REGEN-*, HC-MARTYR-1, HC-SOULBOUND-*, HC-DEC-46,
HC-DEC-67..69, HC-DEC-86, HC-ACT-13/14): Regenerator to hand, Martyr to the mana zone,
Soulbound onto another abomination, a sacrifice always to the graveyard, and the
owner's choice when two replacements apply.
"""

from __future__ import annotations

from cardtable.games.hecatomb.position import HcPosition
from cardtable.games.hecatomb.state import HcState

from .support_b import (
    aboms,
    aid,
    attack,
    block,
    build,
    choices,
    do,
    grave,
    hand,
    kinds,
    mana_cards,
    obs,
    of_kind,
    pending,
    play,
    player,
    refusal,
    stacks,
    texts,
)


def _blast(stack: list[str], fate: str = "t_blast_5", extra: tuple[list[str], ...] = (),
           owner: int = 1) -> HcState:
    """Seat 0 plays ``fate`` on ``owner``'s first abomination ``stack``; ``extra`` are
    more abominations of ``owner``. Stops at the first decision after the play."""
    def setup(p: HcPosition) -> None:
        p.hand(0, [fate]).mana(0, ["t_destruction_1"])
        p.abomination(owner, stack)
        for more in extra:
            p.abomination(owner, more)

    st = build(setup)
    play(st, fate, targets=[aid(st, owner, 0)])
    return st


# ---- Regenerator ------------------------------------------------------------------------
def test_hc_regen_1_destroyed_regenerator_returns_to_hand_publicly() -> None:
    """HC-REGEN-1 / HC-DEC-69: a destroyed Regenerator goes to its owner's hand, known to
    all (HC-INFO-9); HC-REGEN-2: the minion under it goes to the graveyard."""
    st = _blast(["t_greed_2", "t_regenerator"])
    assert pending(st) == ("main", 0)
    assert stacks(st, 1) == []
    assert grave(st, 1) == ["t_greed_2"]
    assert hand(st, 1) == ["t_regenerator"]
    assert player(st, 1, viewer=0)["hand"] == ["t_regenerator"]  # seen by seat 0 too


def test_hc_regen_2_regenerator_saves_only_itself() -> None:
    """HC-REGEN-2 / HC-ABOM-14 example: Regenerator is minion-level: it is not among the
    abomination's keywords, and the other destroyed minions of its abomination go to the
    graveyard."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_6"]).mana(0, ["t_destruction_1"])
        p.abomination(1, ["t_greed_1", "t_regenerator", "t_greed_3"])

    st = build(setup)
    assert "regenerator" not in aboms(st, 1)[0]["keywords"]
    play(st, "t_blast_6", targets=[aid(st, 1, 0)])
    assert hand(st, 1) == ["t_regenerator"]
    assert grave(st, 1) == ["t_greed_3", "t_greed_1"]


def test_hc_dec_69_sacrificed_regenerator_goes_to_the_graveyard() -> None:
    """HC-DEC-69 (HC-VERB-9): a sacrificed Regenerator goes to the graveyard, not to
    hand."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_sacrifice"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_regenerator"])

    st = build(setup)
    play(st, "t_sacrifice")
    assert pending(st) == ("main", 0)  # the only own minion is taken without a choice
    assert stacks(st, 0) == []
    assert grave(st, 0) == ["t_regenerator", "t_sacrifice"]
    assert hand(st, 0) == []


def test_hc_dec_69_sacrifice_chooses_among_own_minions_only() -> None:
    """HC-DEC-69: the sacrifice picks one of the player's own minions (HC-ACT-17); the
    chosen Regenerator, taken from under another minion, goes to the graveyard."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_sacrifice"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_regenerator", "t_greed_3"])
        p.abomination(1, ["t_regenerator", "t_greed_3"])

    st = build(setup)
    own = list(st.aboms[0][0].minions)
    play(st, "t_sacrifice")
    assert pending(st) == ("choose_card", 0)
    assert choices(st, "choose_card") == sorted(own)
    do(st, f"choose_card choice={own[0]}")
    assert stacks(st, 0) == [["t_greed_3"]]
    assert grave(st, 0) == ["t_regenerator", "t_sacrifice"]
    assert stacks(st, 1) == [["t_regenerator", "t_greed_3"]]


# ---- Martyr ------------------------------------------------------------------------------
def test_hc_martyr_1_destroyed_martyr_becomes_an_untapped_mana_card() -> None:
    """HC-MARTYR-1 / HC-DEC-68: a destroyed Martyr goes to its owner's mana zone,
    untapped; the minion under it (not destroyed here) stays."""
    st = _blast(["t_greed_4", "t_martyr"], "t_blast_3")
    assert stacks(st, 1) == [["t_greed_4"]]
    assert grave(st, 1) == []
    assert [{k: v for k, v in m.items() if k != "uid"} for m in player(st, 1)["mana"]] == [
        {"card": "t_martyr", "doom": "greed", "tapped": False}]


def test_hc_dec_68_martyr_mana_is_usable_at_once_and_no_mana_turn_is_spent() -> None:
    """HC-DEC-68: the Martyr mana card does not use up the once-per-turn mana card, and
    it can be tapped at once: it pays for a greed minion (its doom) in the same turn."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_3", "t_greed_2", "t_greed_1"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_greed_4", "t_martyr"])

    st = build(setup)
    assert "play hand=1 x=0" not in texts(st)  # no greed mana yet for t_greed_2
    play(st, "t_blast_3", targets=[aid(st, 0, 0)])
    assert mana_cards(st, 0) == ["t_destruction_1", "t_martyr"]
    assert obs(st)["mana_played"] is False
    assert "play_mana hand=0" in texts(st)
    play(st, "t_greed_2")
    assert {k: v for k, v in player(st, 0)["mana"][1].items() if k != "uid"} == {
        "card": "t_martyr", "doom": "greed", "tapped": True}
    assert stacks(st, 0)[-1] == ["t_greed_2"]


def test_hc_dec_68_sacrificed_martyr_goes_to_the_graveyard() -> None:
    """HC-DEC-68/69: Martyr does not apply to a sacrifice."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_sacrifice"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_martyr"])

    st = build(setup)
    play(st, "t_sacrifice")
    assert mana_cards(st, 0) == ["t_destruction_1"]
    assert grave(st, 0) == ["t_martyr", "t_sacrifice"]


def test_hc_dec_69_exiled_martyr_is_not_destroyed() -> None:
    """HC-DEC-69 / HC-DEC-77: being exiled is not being destroyed: a Martyr pumped to 4
    and exiled by "exile target strength 4+ minion" goes to hand, not to the mana zone."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_pump", "t_exile_big"]).mana(0, ["t_destruction_1", "t_deceit_1"])
        p.abomination(0, ["t_greed_1", "t_martyr"])

    st = build(setup)
    play(st, "t_pump", targets=[aid(st, 0, 0)])
    martyr = st.aboms[0][0].minions[-1]
    play(st, "t_exile_big", targets=[martyr])
    assert stacks(st, 0) == [["t_greed_1"]]
    assert hand(st, 0) == ["t_martyr"]
    assert mana_cards(st, 0) == ["t_destruction_1", "t_deceit_1"]


# ---- two replacements: choose_replacement (HC-ACT-14, HC-DEC-69) --------------------------
def test_hc_dec_69_martyr_regenerator_owner_chooses_replacement() -> None:
    """HC-DEC-69 / HC-ACT-14: a minion with Martyr and Regenerator is destroyed in seat 0's
    turn; its owner, seat 1, is the current player (HC-ACT-21) and chooses between the two
    replacements, and the graveyard is not an option (both are mandatory)."""
    st = _blast(["t_greed_5", "t_martyr_regenerator"], "t_blast_3")
    assert pending(st) == ("choose_replacement", 1)
    assert st.current_player() == 1
    assert sorted(texts(st)) == ["choose_replacement what=martyr",
                                 "choose_replacement what=regenerator"]
    do(st, "choose_replacement what=martyr")
    assert pending(st) == ("main", 0)
    assert mana_cards(st, 1) == ["t_martyr_regenerator"]
    assert hand(st, 1) == [] and grave(st, 1) == []


def test_hc_act_14_only_replacements_are_legal_while_choosing() -> None:
    """HC-ACT-14 / HC-ACT-21: while the owner chooses a replacement, the active player can
    do nothing and no other answer (a Soulbound home, here not applicable) is accepted."""
    st = _blast(["t_greed_5", "t_martyr_regenerator"], "t_blast_3")
    assert kinds(st) == {"choose_replacement"}
    assert refusal(st, "end_turn") == "HC-ACT-21"
    assert refusal(st, "soulbound choice=-1") == "HC-ACT-21"


def test_hc_act_14_choosing_regenerator_returns_it_to_hand() -> None:
    """HC-ACT-14: choosing Regenerator sends the Martyr Regenerator to hand."""
    st = _blast(["t_greed_5", "t_martyr_regenerator"], "t_blast_3")
    do(st, "choose_replacement what=regenerator")
    assert hand(st, 1) == ["t_martyr_regenerator"]
    assert mana_cards(st, 1) == [] and grave(st, 1) == []


def test_hc_dec_69_sacrificed_martyr_regenerator_has_no_choice() -> None:
    """HC-DEC-69: no replacement applies to a sacrifice, so there is no choice."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_sacrifice"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_martyr_regenerator"])

    st = build(setup)
    play(st, "t_sacrifice")
    assert pending(st) == ("main", 0)
    assert grave(st, 0) == ["t_martyr_regenerator", "t_sacrifice"]


# ---- Soulbound ---------------------------------------------------------------------------
def test_hc_dec_86_damage_fate_destroying_soulbound_offers_the_choice() -> None:
    """HC-DEC-86 / HC-DEC-67 / HC-SOULBOUND-1 / HC-ACT-13: a 3-damage fate destroys a
    Soulbound minion (seat 1's) in seat 0's turn: seat 1 may attach it to another of its
    abominations whose top minion is of its doom (greed), or decline; the abomination it
    came from is not offered although its top is greed."""
    st = _blast(["t_greed_4", "t_soulbound"], "t_blast_3",
                extra=(["t_deceit_1", "t_greed_1"], ["t_greed_1", "t_deceit_1"]))
    assert pending(st) == ("soulbound", 1)
    assert st.current_player() == 1
    home = aid(st, 1, 1)
    assert choices(st, "soulbound") == [-1, home]
    do(st, f"soulbound choice={home}")
    assert pending(st) == ("main", 0)
    assert stacks(st, 1) == [["t_greed_4"], ["t_deceit_1", "t_greed_1", "t_soulbound"],
                             ["t_greed_1", "t_deceit_1"]]
    assert grave(st, 1) == []
    # attaching counts as stitching: the receiving abomination is marked (HC-DEC-34)
    assert aboms(st, 1)[1]["changed"] is True
    assert aboms(st, 1)[2]["changed"] is False


def test_hc_dec_32_soulbound_attaches_only_to_its_owners_abominations() -> None:
    """HC-DEC-32 / HC-DEC-67: the attacking player's greed-topped abomination is never a
    home for the defending player's Soulbound minion."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_3"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_greed_1", "t_greed_2"])
        p.abomination(1, ["t_greed_4", "t_soulbound"])
        p.abomination(1, ["t_greed_1", "t_greed_1"])

    st = build(setup)
    play(st, "t_blast_3", targets=[aid(st, 1, 0)])
    assert pending(st) == ("soulbound", 1)
    assert choices(st, "soulbound") == [-1, aid(st, 1, 1)]


def test_hc_soulbound_2_declined_soulbound_goes_to_the_graveyard() -> None:
    """HC-SOULBOUND-2: declining sends the Soulbound minion to the graveyard."""
    st = _blast(["t_greed_4", "t_soulbound"], "t_blast_3", extra=(["t_greed_1", "t_greed_1"],))
    assert pending(st) == ("soulbound", 1)
    do(st, "soulbound choice=-1")
    assert grave(st, 1) == ["t_soulbound"]
    assert stacks(st, 1) == [["t_greed_4"], ["t_greed_1", "t_greed_1"]]


def test_hc_dec_67_no_qualifying_home_means_no_choice() -> None:
    """HC-DEC-67: homes must have a top minion of the Soulbound's doom, at most 4 minions
    and no Parasite; with none of those, the minion goes to the graveyard at once."""
    st = _blast(["t_greed_4", "t_soulbound"], "t_blast_3",
                extra=(["t_greed_1", "t_deceit_1"], ["t_greed_1"] * 5,
                       ["t_greed_1", "t_parasite"]))
    assert pending(st) == ("main", 0)
    assert grave(st, 1) == ["t_soulbound"]


def test_hc_dec_67_destroy_effect_is_not_combat_damage() -> None:
    """HC-DEC-67: Soulbound applies to (combat or ability) damage only, not to a destroy
    effect: "destroy target 2− minion" sends it to the graveyard with no choice."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_destroy_small"]).mana(0, ["t_destruction_1"])
        p.abomination(1, ["t_greed_4", "t_soulbound"])
        p.abomination(1, ["t_greed_3", "t_greed_3"])

    st = build(setup)
    play(st, "t_destroy_small")  # the only 2− minion is chosen automatically
    assert pending(st) == ("main", 0)
    assert grave(st, 1) == ["t_soulbound"]


def test_hc_dec_67_sacrificed_soulbound_goes_to_the_graveyard() -> None:
    """HC-DEC-67/69: no Soulbound choice after a sacrifice."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_sacrifice"]).mana(0, ["t_destruction_1"])
        p.abomination(0, ["t_soulbound"])
        p.abomination(0, ["t_greed_1", "t_greed_1"])

    st = build(setup)
    play(st, "t_sacrifice")
    if pending(st) == ("choose_card", 0):
        do(st, f"choose_card choice={st.aboms[0][0].minions[0]}")
    assert pending(st) == ("main", 0)
    assert grave(st, 0) == ["t_soulbound", "t_sacrifice"]
    assert stacks(st, 0) == [["t_greed_1", "t_greed_1"]]


def test_hc_soulbound_1_in_combat_defender_attaches_its_minion() -> None:
    """HC-SOULBOUND-1 / HC-ACT-13: combat damage destroys a blocker [3, Soulbound 2]; after
    the destroyed minions are removed, the defending player (current player in the
    attacker's turn) attaches the Soulbound minion to its other greed-topped abomination."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_2", "t_greed_3"])
        p.abomination(1, ["t_greed_3", "t_soulbound"])
        p.abomination(1, ["t_greed_1", "t_greed_2"])

    st = build(setup)
    attack(st, 1, [0])
    block(st, [(0, 0)])
    assert pending(st) == ("soulbound", 1)
    assert st.current_player() == 1
    assert stacks(st, 1) == [["t_greed_1", "t_greed_2"]]  # both blocker minions removed
    home = aid(st, 1, 0)
    assert choices(st, "soulbound") == [-1, home]
    do(st, f"soulbound choice={home}")
    assert stacks(st, 1) == [["t_greed_1", "t_greed_2", "t_soulbound"]]
    assert grave(st, 1) == ["t_greed_3"]
    assert pending(st) == ("main", 0)


def test_hc_dec_67_choices_in_turn_order_from_the_attacking_player() -> None:
    """HC-DEC-67: when Soulbound minions of both players die in one damage step, the
    attacking player (the active one) chooses first, then the defending player."""
    def setup(p: HcPosition) -> None:
        p.abomination(0, ["t_greed_1", "t_soulbound"])
        p.abomination(0, ["t_greed_1", "t_greed_1"])
        p.abomination(1, ["t_greed_1", "t_soulbound"])
        p.abomination(1, ["t_greed_1", "t_greed_1"])

    st = build(setup)
    attack(st, 1, [0])
    block(st, [(0, 0)])
    assert pending(st) == ("soulbound", 0)
    do(st, "soulbound choice=-1")
    assert pending(st) == ("soulbound", 1)
    do(st, f"soulbound choice={aid(st, 1, 0)}")
    assert grave(st, 0) == ["t_soulbound", "t_greed_1"]  # top first (HC-DEC-46)
    assert grave(st, 1) == ["t_greed_1"]
    assert stacks(st, 1) == [["t_greed_1", "t_greed_1", "t_soulbound"]]


def test_hc_act_13_soulbound_options_are_only_homes_and_decline() -> None:
    """HC-ACT-13: only `soulbound` actions are legal while the choice is pending (no main
    phase actions of the active player, HC-ACT-21)."""
    st = _blast(["t_greed_4", "t_soulbound"], "t_blast_3", extra=(["t_greed_1", "t_greed_1"],))
    assert kinds(st) == {"soulbound"}
    assert len(of_kind(st, "soulbound")) == 2
    # nothing else is legal until it is answered (HC-ACT-21); the state is unchanged
    assert refusal(st, "end_turn") == "HC-ACT-21"
    assert refusal(st, "choose_replacement what=martyr") == "HC-ACT-21"


def test_hc_dec_46_destroyed_minions_reach_the_graveyard_top_first() -> None:
    """HC-DEC-46: minions destroyed together enter their owner's graveyard from top to
    bottom, after the cards already there."""
    def setup(p: HcPosition) -> None:
        p.hand(0, ["t_blast_6"]).mana(0, ["t_destruction_1"])
        p.graveyard(1, ["t_deceit_8"])
        p.abomination(1, ["t_greed_1", "t_deceit_2", "t_corruption_3"])

    st = build(setup)
    play(st, "t_blast_6", targets=[aid(st, 1, 0)])
    assert grave(st, 1) == ["t_deceit_8", "t_corruption_3", "t_deceit_2", "t_greed_1"]
    assert grave(st, 0) == ["t_blast_6"]
