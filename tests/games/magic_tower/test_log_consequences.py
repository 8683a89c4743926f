"""The log states what every card, payment, turn and battle did to the boards, before → after,
in Czech and English, with no ids or Python values in the text (issue 13, logs)."""

from __future__ import annotations

import re

import pytest

from cardtable.games.magic_tower import consequences
from cardtable.games.magic_tower.model import COUNTER, TOWER, TRUMP
from cardtable.games.magic_tower.state import MTState
from cardtable.kernel import Rng

from .helpers import GAME, act, card, decision, edit, get, new, pay_first, set_board, set_hand


def texts(st: MTState, start: int, lang: str, seat: int | None = None) -> list[str]:
    """The texts of the events ``seat`` (``None``: a spectator) sees from event ``start`` on."""
    return [e.text(lang) for e in st.events_for(seat)[start:]]


def played(trumps: list[str], hand: list[str], **board: int) -> tuple[MTState, int, int, int]:
    """A two-player game, the active player holding ``hand`` with ``board`` set, the other at
    tower 20 and wall 10; returns the state, both seats and where the new events start."""
    st = new(2, trumps=trumps)
    a = st.active
    b = 1 - a
    edit(st).hand(a, hand).board(a, **board).board(b, tower=20, wall=10, fire_wall=0).build()
    return st, a, b, len(st.events)


@pytest.mark.parametrize(("lang", "paid", "hit"), [
    ("en", "seat {a} pays 16: gold 30 → 14", "seat {b}: tower 20 → 15, wall 10 → 0"),
    ("cs", "hráč {a} platí 16: zlato 30 → 14", "hráč {b}: věž 20 → 15, zeď 10 → 0"),
])
def test_a_damage_card_logs_the_payment_and_the_wall_and_tower(lang: str, paid: str,
                                                               hit: str) -> None:
    """Young Dragon (15 damage to a chosen player): the wall takes 10, the tower 5."""
    st, a, b, start = played(["humans", "humans"], ["young_dragon"], gold=30, food=0, mana=0)
    card(st, "play", "young_dragon")
    assert (get(st, b, "wall"), get(st, b, "tower")) == (0, 15)
    log = texts(st, start, lang)
    assert paid.format(a=a) in log
    assert hit.format(b=b) in log
    assert log.index(paid.format(a=a)) < log.index(hit.format(b=b))
    for seat in (a, b):  # boards are public: every seat reads the same lines
        assert hit.format(b=b) in texts(st, start, lang, seat)


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "seat {b}: wall 10 → 0"), ("cs", "hráč {b}: zeď 10 → 0")])
def test_a_wall_card_logs_only_the_wall(lang: str, line: str) -> None:
    """Night Tide (every other player: wall −12): the wall stops at 0, the tower is untouched."""
    st, _, b, start = played(["humans", "humans"], ["night_tide"], turn=3)
    card(st, "play", "night_tide")
    log = texts(st, start, lang)
    assert line.format(b=b) in log
    assert not any("20 →" in t for t in log)  # no line for the unchanged tower


@pytest.mark.parametrize(("lang", "started", "blocked"), [
    ("en", "Gale: seat {b} cannot play for 1 turn", "seat {b} cannot play this turn"),
    ("cs", "Vichřice: hráč {b} na 1 tah nemůže hrát", "hráč {b} v tomto tahu nemůže hrát"),
])
def test_a_running_effect_is_logged_when_it_starts_and_when_it_ends(
        lang: str, started: str, blocked: str) -> None:
    st, a, b, start = played(["humans", "humans"], ["gale"], food=3)
    card(st, "play", "gale")
    assert started.format(b=b) in texts(st, start, lang)
    assert blocked.format(b=b) in texts(st, start, lang)  # his turn is skipped
    set_hand(st, a, ["bricklayer"])
    set_board(st, a, gold=7, food=0, mana=0)
    end = len(st.events)
    card(st, "discard", "bricklayer")  # the end of his next turn ends Gale
    pay_first(st)
    ended = "Gale ends for seat {b}" if lang == "en" else "Vichřice končí pro hráče {b}"
    assert ended.format(b=b) in texts(st, end, lang)


def test_production_and_barracks_are_part_of_the_turn_line() -> None:
    st, _, b, _ = played(["humans", "humans"], ["bricklayer"], gold=7, food=0, mana=0)
    set_board(st, b, gold=1, food=2, mana=3, mines=5, farms=0, monuments=4, barracks=2,
              soldiers=1)
    start = len(st.events)
    card(st, "discard", "bricklayer")
    pay_first(st)
    turn = get(st, b, "turn")
    assert (f"seat {b} begins turn {turn}: gold 1 → 6, mana 3 → 7, soldiers 1 → 3"
            in texts(st, start, "en"))
    assert (f"hráč {b} začíná {turn}. tah: zlato 1 → 6, mana 3 → 7, vojáci 1 → 3"
            in texts(st, start, "cs"))


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_battle_logs_soldiers_wall_sources_and_returns(lang: str) -> None:
    """3 attack, 1 defends: 2 get through for 20; the wall takes 10, a mine the other 10; the
    two survivors return home."""
    st, a, b, _ = played(["humans", "humans"], ["bricklayer", "catapult"], gold=7, food=0,
                         mana=0, soldiers=3)
    set_board(st, b, soldiers=1)
    start = len(st.events)
    card(st, "attack", "bricklayer")
    pay_first(st)
    act(st, "soldiers", n=3)
    assert decision(st) == ("defend", b, a, 3, 0)
    act(st, "defend", n=1)
    act(st, "allocate", target="mine")
    en = [f"seat {a} attacks seat {b} with 3 soldiers",
          f"seat {a}: soldiers 3 → 0",
          f"battle of seat {a} against seat {b}: defenders 1, through 2, damage 20",
          f"seat {b}: wall 10 → 0, soldiers 1 → 0",
          f"seat {a} destroys a mine of seat {b}",
          f"seat {b}: mines 5 → 4",
          f"seat {a}: soldiers 0 → 2"]
    cs = [f"hráč {a} útočí na hráče {b} s 3 vojáky",
          f"hráč {a}: vojáci 3 → 0",
          f"bitva hráče {a} proti hráči {b}: obránci 1, prošlo 2, zranění 20",
          f"hráč {b}: zeď 10 → 0, vojáci 1 → 0",
          f"hráč {a} ničí hráči {b} důl",
          f"hráč {b}: doly 5 → 4",
          f"hráč {a}: vojáci 0 → 2"]
    log = texts(st, start, lang)
    expected = en if lang == "en" else cs
    assert [t for t in log if t in expected] == expected


@pytest.mark.parametrize(("soldiers", "cs", "en"), [
    (1, "s 1 vojákem", "with 1 soldier"), (2, "s 2 vojáky", "with 2 soldiers"),
    (5, "s 5 vojáky", "with 5 soldiers")])
def test_the_army_is_counted_in_proper_czech(soldiers: int, cs: str, en: str) -> None:
    st, *_ = played(["humans", "humans"], ["bricklayer", "catapult"], gold=7, food=0,
                         mana=0, soldiers=soldiers)
    start = len(st.events)
    card(st, "attack", "bricklayer")
    pay_first(st)
    if soldiers > 1:
        act(st, "soldiers", n=soldiers)
    assert any(t.endswith(cs) for t in texts(st, start, "cs"))
    assert any(t.endswith(en) for t in texts(st, start, "en"))


LEAK = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(True|False|None)\b|[\[\]{}]")
"""snake_case ids, Python values, list or dict brackets."""


@pytest.mark.parametrize("players", [2, 3, 5])
def test_no_ids_or_python_values_in_any_seats_log(players: int) -> None:
    """Seeded random games: every event every seat (and a spectator) sees reads as plain
    text in both languages."""
    for seed in range(3):
        st = GAME.new_state(seed=seed, players=players)
        rng = Rng(seed)
        while not st.is_terminal():
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])
        keys = {e.key for e in st.events}
        assert {"magic_tower.changed", "magic_tower.paid", "magic_tower.turn_produces"} <= keys
        for seat in (None, *range(players)):
            for event in st.events_for(seat):
                for lang in ("cs", "en"):
                    text = event.text(lang)
                    assert not LEAK.search(text), (event.key, lang, text)


def test_equal_change_messages_are_one_shared_value() -> None:
    """A board change's nested message is an immutable value shared by equal changes
    (``consequences.change``); values outside what its key packs are built each time, with
    the same content."""
    from cardtable.games.magic_tower.consequences import change
    from cardtable.games.magic_tower.model import GOLD, TOWER

    first = change(TOWER, 20, 12)
    assert first == {"message": "magic_tower.field_tower", "params": {"before": 20, "after": 12}}
    assert change(TOWER, 20, 12) is first
    assert change(GOLD, 20, 12) is not first
    assert change(GOLD, 20, 12)["message"] == "magic_tower.field_gold"
    below = change(TOWER, 3, -4)  # a tower under 0 before the end check
    assert below == {"message": "magic_tower.field_tower", "params": {"before": 3, "after": -4}}
    assert change(TOWER, 3, -4) is not below


def test_a_change_of_unnamed_fields_alone_logs_nothing() -> None:
    """``changed`` names the board's numbers, not the turn counter, the trump or whether the
    player is in: a step that changed only those logs no line, and one that changed a named
    field as well names only that field (the event compares the boards when read)."""
    st, a, _, start = played(["humans", "humans"], [], tower=30)
    old = st.board[a][:]
    old[COUNTER] += 2
    old[TRUMP] = 1 - old[TRUMP] if old[TRUMP] in (0, 1) else 0
    consequences.log_changed(st, a, old[:])
    assert len(st.events) == start
    old[TOWER] = 25
    consequences.log_changed(st, a, old)
    assert texts(st, start, "en") == [f"seat {a}: tower 25 → 30"]
