"""Menu labels of every Magic Tower decision kind (``labels.py``), in cs and en, read from
the deciding seat's view: what is decided in plain words, never ``pay food=4 gold=3
mana=0`` or ``attack card=12`` (issue #13, readable choices; MT-ACT-1..16)."""

from __future__ import annotations

from typing import Any

from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import Action, MenuEntry, PlayerView

from .helpers import (
    GAME,
    act,
    card,
    cid,
    decision,
    edit,
    new,
    pay_first,
    set_board,
    set_hand,
    unlock,
)


def label(st: MTState, kind: str, lang: str, **args: Any) -> str:
    """The label of a legal action of the deciding seat."""
    action = Action(kind, **args)
    assert action in st.legal_actions(), (action, st.legal_actions())
    seat = st.current_player()
    assert seat is not None
    return GAME.action_label(PlayerView(st, seat), action, lang)


def entry(st: MTState, kind: str, lang: str, **args: Any) -> MenuEntry:
    seat = st.current_player()
    assert seat is not None
    return GAME.menu_entry(PlayerView(st, seat), Action(kind, **args), lang)


def test_pay_names_the_fee_and_the_split_mt_act_10() -> None:
    st = new(2)
    a = st.active
    set_hand(st, a, ["royal_archers", "bricklayer"])
    set_board(st, a, gold=5, food=5, mana=0)
    card(st, "discard", "royal_archers")
    assert decision(st) is not None and decision(st)[0] == "pay"
    split = {"food": 4, "gold": 3, "mana": 0}
    assert label(st, "pay", "cs", **split) == "Zaplať 7: 3 zlata + 4 jídla"
    assert label(st, "pay", "en", **split) == "Pay 7: 3 gold + 4 food"
    assert label(st, "pay", "cs", food=5, gold=2, mana=0) == "Zaplať 7: 2 zlata + 5 jídla"
    assert entry(st, "pay", "cs", **split) == ("Zaplať 7", "3 zlata + 4 jídla")
    set_board(st, a, gold=1, food=6, mana=0)
    assert label(st, "pay", "cs", food=6, gold=1, mana=0) == "Zaplať 7: 1 zlato + 6 jídla"


def test_turn_actions_name_the_card_mt_dec_9() -> None:
    st = new(2)
    a = st.active
    set_hand(st, a, ["royal_archers", "bricklayer"])
    set_board(st, a, soldiers=2, gold=20, food=20, mana=20)
    archers = cid("royal_archers")
    assert label(st, "attack", "cs", card=archers) == "Odhoď kartu Královští lučištníci a zaútoč"
    assert label(st, "attack", "en", card=archers) == "Discard Royal Archers and attack"
    assert entry(st, "attack", "en", card=archers) == ("Discard a card and attack",
                                                       "Royal Archers")
    assert label(st, "discard", "en", card=archers) == "Discard Royal Archers"
    assert label(st, "play", "cs", card=cid("bricklayer")) == "Vylož kartu Zedník"
    assert label(st, "play", "en", card=cid("bricklayer")) == "Play Bricklayer"


def test_target_of_a_spell_names_the_spell_mt_dec_36() -> None:
    st = new(3, trumps=["air_masters"] * 3)
    a = st.active
    set_board(st, a, tower=160, gold=10, food=10, mana=10)
    unlock(st)
    set_hand(st, a, ["bricklayer", "catapult", "spy"])
    assert label(st, "cast", "cs", card=cid("bricklayer"), spell="vision") == (
        "Odhoď kartu Zedník a sešli kouzlo Vidění")
    act(st, "cast", card=cid("bricklayer"), spell="vision")
    pay_first(st)
    assert decision(st) is not None and decision(st)[0] == "target"
    t = (a + 2) % 3
    assert label(st, "choose_target", "cs", seat=t) == f"Cíl kouzla Vidění: hráč {t}"
    assert label(st, "choose_target", "en", seat=t) == f"Target of the spell Vision: player {t}"
    assert entry(st, "choose_target", "cs", seat=t) == ("Cíl kouzla Vidění", f"hráč {t}")


def test_target_of_a_card_names_the_card() -> None:
    st = new(3)
    a = st.active
    set_hand(st, a, ["spy", "bricklayer"])
    set_board(st, a, gold=10, food=10, mana=10)
    card(st, "play", "spy")
    pay_first(st)
    assert decision(st) is not None and decision(st)[0] == "target"
    t = (a + 1) % 3
    assert label(st, "choose_target", "cs", seat=t) == f"Cíl karty Špeh: hráč {t}"
    assert label(st, "choose_target", "en", seat=t) == f"Target of Spy: player {t}"


def test_attack_target_and_army_mt_dec_38_czech_plurals() -> None:
    st = new(3)
    a = st.active
    set_hand(st, a, ["bricklayer", "catapult"])
    set_board(st, a, soldiers=6)
    card(st, "attack", "bricklayer")
    pay_first(st)
    assert decision(st) is not None and decision(st)[0] == "atk_target"
    d = (a + 1) % 3
    assert label(st, "choose_target", "cs", seat=d) == f"Zaútoč na hráče {d}"
    assert label(st, "choose_target", "en", seat=d) == f"Attack player {d}"
    act(st, "choose_target", seat=d)
    assert label(st, "soldiers", "cs", n=1) == f"Vyšli 1 vojáka na hráče {d}"
    assert label(st, "soldiers", "cs", n=3) == f"Vyšli 3 vojáky na hráče {d}"
    assert label(st, "soldiers", "cs", n=5) == f"Vyšli 5 vojáků na hráče {d}"
    assert label(st, "soldiers", "en", n=1) == f"Send 1 soldier against player {d}"
    assert label(st, "soldiers", "en", n=3) == f"Send 3 soldiers against player {d}"


def test_defence_bolt_and_damage_mt_atk_7_dec_41_66() -> None:
    st = new(2)
    a = st.active
    d = 1 - a
    set_hand(st, a, ["bricklayer", "catapult"])
    set_board(st, a, soldiers=5)
    set_board(st, d, soldiers=2, archmage=1, mana=40, wall=0)
    card(st, "attack", "bricklayer")
    pay_first(st)
    act(st, "soldiers", n=4)
    assert label(st, "bolt", "cs") == "Sešli na útočníky Magický blesk"
    assert label(st, "bolt", "en") == "Cast Magic Bolt on the attackers"
    assert label(st, "defend", "cs", n=0) == "Nevysílej proti 4 útočníkům žádné obránce"
    assert label(st, "defend", "cs", n=1) == "Braň se 1 vojákem proti 4 útočníkům"
    assert label(st, "defend", "cs", n=2) == "Braň se 2 vojáky proti 4 útočníkům"
    assert label(st, "defend", "en", n=1) == "Defend with 1 soldier against 4 attackers"
    assert entry(st, "defend", "en", n=2) == (f"Defence against 4 attackers of player {a}",
                                              "2 soldiers")
    act(st, "defend", n=0)
    assert decision(st) is not None and decision(st)[0] == "allocate"
    assert label(st, "allocate", "cs", target="farm") == f"Znič hráči {d} farmu (10 z 40 škody)"
    assert label(st, "allocate", "en", target="mine") == (
        f"Destroy a mine of player {d} (10 of 40 damage)")
    assert label(st, "allocate", "cs", target="archmage") == (
        f"Zabij arcimága hráče {d} (10 z 40 škody)")
    assert label(st, "allocate", "en", target="rest_to_tower") == (
        f"All 40 damage to the tower of player {d}")
    assert entry(st, "allocate", "cs", target="rest_to_tower") == (
        f"Útok na hráče {d}: zbývá 40 škody", "vše do věže")


def test_kind_of_resource_names_the_card_mt_dec_77() -> None:
    st = new(2)
    a = st.active
    set_hand(st, a, ["harvest", "bricklayer"])
    set_board(st, a, gold=10, food=10, mana=10)
    card(st, "play", "harvest")
    pay_first(st)
    assert decision(st) is not None and decision(st)[0] == "kind"
    assert label(st, "choose_kind", "cs", what="gold") == "Surovina pro kartu Žně: zlato"
    assert label(st, "choose_kind", "en", what="food") == "Resource for Harvest: food"


def test_borrowed_spell_mt_clar_7_dec_71() -> None:
    st = new(3, trumps=["dragons", "dragons", "dragons"])
    a = st.active
    b, c = (a + 1) % 3, (a + 2) % 3
    set_board(st, b, tower=60)
    set_board(st, c, tower=110)
    unlock(st)
    set_hand(st, a, ["stolen_scroll", "bricklayer"])
    card(st, "play", "stolen_scroll")
    pay_first(st)
    assert label(st, "choose_spell", "cs", seat=c, spell="meteor") == (
        f"Vypůjč si kouzlo Meteor od hráče {c}")
    assert label(st, "choose_spell", "en", seat=b, spell="torch") == (
        f"Borrow Torch from player {b}")
    act(st, "choose_spell", seat=c, spell="meteor")
    edit(st).turn(a).board(a, gold=10).hand(a, ["bricklayer", "catapult"]).build()
    assert label(st, "cast", "en", card=cid("bricklayer"), spell="borrowed") == (
        "Discard Bricklayer and cast Meteor (borrowed)")
    assert label(st, "cast", "cs", card=cid("bricklayer"), spell="borrowed") == (
        "Odhoď kartu Zedník a sešli kouzlo Meteor (vypůjčené)")


def test_fountain_trump_and_pass() -> None:
    st = GAME.new_state(seed=1, players=2)
    assert label(st, "choose_trump", "cs", set="dragons") == "Trumfová sada: draci"
    assert label(st, "choose_trump", "en", set="water_masters") == "Trump set: water masters"
    st = new(2, trumps=["water_masters", "water_masters"])
    a = st.active
    set_board(st, a, tower=160, gold=10, food=10, mana=10)
    unlock(st)
    set_hand(st, a, ["bricklayer", "catapult", "spy"])
    act(st, "cast", card=cid("bricklayer"), spell="magic_fountain")
    pay_first(st)
    set_hand(st, 1 - a, ["catapult"])
    card(st, "discard", "catapult")
    pay_first(st)
    assert decision(st) == ("fountain", a)
    assert label(st, "fountain_pick", "cs", resource="mana") == "Fontána: 10 many"
    assert label(st, "fountain_pick", "en", resource="gold") == "Fountain: 10 gold"
    st = new(2)
    set_hand(st, st.active, [])
    assert label(st, "pass", "cs") == "Vynech tah (nemáš žádnou kartu)"
    assert label(st, "pass", "en") == "Pass (you have no card)"


def test_group_plays_mt_dec_25_to_30() -> None:
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    set_hand(st, a, ["village_builders", "young_dragon", "stone_giant", "gravediggers",
                     "tailwind", "fishermen"])
    assert label(st, "play_sextet", "cs", value="L", source="farm") == (
        "Vylož šestici hodnoty L: +15 farem")
    assert label(st, "play_sextet", "en", value="L", source="mine") == (
        "Play the sextet of value L: +15 mines")
    set_hand(st, a, ["high_tower", "king", "crown"])
    assert label(st, "play_triple", "cs") == "Vylož velkou trojici"
    assert label(st, "play_triple", "en") == "Play the great triple"
    set_hand(st, a, ["stonemasons", "village_builders"])
    set_board(st, a, mana=18)
    combo = label(st, "play_combo", "en", bearer=cid("stonemasons"))
    assert combo == "Play the combo Stonemasons + Village Builders"


def test_full_set_and_highest_pick_mt_fullset_1_dec_70() -> None:
    st = new(2, trumps=["humans", "humans"])
    a = st.active
    humans = ["village_builders", "stonemasons", "royal_archers", "merchants_guild", "city_watch",
              "high_council"]
    set_hand(st, a, humans)
    assert label(st, "play_set", "cs", set="humans") == "Vylož celou sadu: lidé"
    assert label(st, "play_set", "en", set="humans") == "Play the full set of humans"
    b = 1 - a
    set_hand(st, a, ["great_purge"])
    set_hand(st, b, ["young_dragon", "fire_breath", "catapult"])
    set_board(st, b, gold=10)
    card(st, "play", "great_purge")
    pay_first(st)
    assert decision(st) == ("dh_pick", b, a)
    assert label(st, "discard_highest_pick", "cs", card=cid("fire_breath")) == (
        "Odhoď kartu Ohnivý dech (jednu ze svých nejvyšších)")
    assert label(st, "discard_highest_pick", "en", card=cid("young_dragon")) == (
        "Discard Young Dragon (one of your highest cards)")
