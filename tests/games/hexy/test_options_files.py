"""Game options and content files: HX-ACT-14 (options, not actions), HX-DEC-10 (the
map option), HX-DEC-46 (max_turns bounds), HX-DEC-47 (deck checks naming the seat),
HX-DECK-1/4/5/6 (size and copy limits) and HX-CONTENT-2 (malformed card TOML refused
with one CardDataError naming file, card and field)."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.games.hexy.cards import parse_cards, prebuilt_decks, standard_cards
from cardtable.games.hexy.game import HEXY
from cardtable.games.hexy.game import test_deck as hexy_deck
from cardtable.kernel import Action, CardDataError, IllegalAction, OptionError

GOBLINS = prebuilt_decks()["goblin_rush"].listing()
TEST = {"card_set": "test", "map": "t_strip"}


def refused(**options: object) -> OptionError:
    with pytest.raises(OptionError) as caught:
        HEXY.new_state(seed=1, players=2, **options)
    text = str(caught.value)
    assert "\n" not in text and text.strip() == text  # one line
    return caught.value


def rule_of(err: OptionError) -> str | None:
    refusal = getattr(err, "refusal", None)
    return None if refusal is None else refusal.rule


# ---- HX-ACT-14: options, not actions ---------------------------------------------------
def test_hx_act_14_options_are_not_actions() -> None:
    """HX-ACT-14: decks, card_set, shuffle, first_player, map and max_turns are game
    options; no action kind sets them, and such an action is refused."""
    kinds = {k.name for k in HEXY.action_space.kinds}
    assert kinds == {"keep", "mulligan", "pass", "take_energy", "discard_for_energy", "cast",
                     "activate", "move", "attack", "ambush", "counter_attack", "choose",
                     "order_triggers"}
    fields = set(HEXY.options_model.model_fields)
    assert {"decks", "card_set", "shuffle", "first_player", "map", "max_turns"} <= fields
    assert not kinds & fields
    st = HEXY.new_state(seed=3, players=2)
    for bad in (Action("map"), Action("max_turns"), Action("first_player")):
        with pytest.raises(IllegalAction):
            st.apply(bad)


def test_hx_act_14_each_option_takes_effect() -> None:
    """HX-ACT-14 / HX-DEC-47: ``first_player``, ``shuffle = false`` (first listed card
    on top, drawn first), ``card_set``, ``map`` and ``max_turns`` all reach the state."""
    deck = hexy_deck()
    st = HEXY.new_state(seed=5, players=2, decks=[deck, list(reversed(deck))],
                        shuffle=False, first_player=1, max_turns=10, **TEST)
    assert st.first == 1 and st.current_player() == 1  # the starting player goes first
    assert st.hmap.id == "t_strip" and len(st.hmap.cells) == 27
    assert [HEXY.catalog.ids[st.card[u]] for u in st.hand[0]] == deck[:8]
    assert [HEXY.catalog.ids[st.card[u]] for u in st.hand[1]] == list(reversed(deck))[:8]
    assert HEXY.catalog.ids[st.card[st.library[0][-1]]] == deck[8]  # top card next
    assert st.options.max_turns == 10
    other = HEXY.new_state(seed=5, players=2, first_player=0)
    assert other.first == 0 and other.current_player() == 0


# ---- HX-DEC-10: the map option ---------------------------------------------------------
@pytest.mark.parametrize("name", ["no_such_map", "HEX_R4", "../maps/hex_r4", ""])
def test_hx_dec_10_unknown_map_is_one_line_option_error(name: str) -> None:
    """HX-DEC-10: an unknown map is refused with one line naming the rule and the known
    maps."""
    err = refused(map=name)
    assert rule_of(err) == "HX-DEC-10"
    text = str(err)
    assert "hex_r3" in text and "hex_r4" in text and "HX-DEC-10" in text


def test_hx_dec_10_test_map_only_with_test_set() -> None:
    """HX-DEC-10 / HX-CONTENT-23: the test strip loads only with ``card_set = "test"``."""
    assert rule_of(refused(map="t_strip")) == "HX-DEC-10"
    st = HEXY.new_state(seed=1, players=2, decks=[hexy_deck()] * 2, **TEST)
    assert st.hmap.id == "t_strip"
    assert HEXY.new_state(seed=1, players=2).hmap.id == "hex_r4"  # the default map
    assert HEXY.new_state(seed=1, players=2, map="hex_r3").hmap.id == "hex_r3"


# ---- HX-DEC-46: max_turns bounds -------------------------------------------------------
@pytest.mark.parametrize("value", [9, 201, 0, -1])
def test_hx_dec_46_max_turns_out_of_bounds(value: int) -> None:
    """HX-DEC-46: max_turns is 10..200; outside, a one-line OptionError naming it."""
    assert "max_turns" in str(refused(max_turns=value))


@pytest.mark.parametrize("value", [10, 200])
def test_hx_dec_46_max_turns_bounds_accepted(value: int) -> None:
    """HX-DEC-46: both bounds are allowed; the default is 60."""
    assert HEXY.new_state(seed=1, players=2, max_turns=value).options.max_turns == value
    assert HEXY.new_state(seed=1, players=2).options.max_turns == 60


def test_hx_dec_46_game_ends_after_last_allowed_turn() -> None:
    """HX-DEC-46: with max_turns 10, passing games end after each player's 10th turn,
    equal Winning Dice: a draw."""
    st = HEXY.new_state(seed=2, players=2, max_turns=10)
    steps = 0
    while not st.is_terminal():
        legal = st.legal_actions()
        st.apply(Action("keep") if Action("keep") in legal else Action("pass"))
        steps += 1
        assert steps < 2_000
    assert st.turns == [10, 10]
    assert st.windie == [1, 1] and st.returns() == [0.0, 0.0]


# ---- HX-DEC-47: deck checks name the seat ----------------------------------------------
def _copies(rarity: str, n: int) -> list[str]:
    """The goblin deck with one card of ``rarity`` at ``n`` copies (48+ cards)."""
    cid = next(c for c, k in Counter(GOBLINS).items() if standard_cards()[c].rarity == rarity)
    return GOBLINS + [cid] * (n - Counter(GOBLINS)[cid])


def test_hx_dec_47_too_few_and_too_many_cards_name_the_seat() -> None:
    """HX-DECK-1: at least 48 cards; HX-DEC-47: at most 120 (an engine limit); the
    refusal names the seat."""
    err = refused(decks=["goblin_rush", GOBLINS[:47]])
    assert rule_of(err) == "HX-DECK-1"
    assert "seat 1" in str(err) and "47" in str(err)
    err = refused(decks=[GOBLINS * 3, "sky_guard"])
    assert rule_of(err) == "HX-DEC-47" and "seat 0" in str(err) and "144" in str(err)
    lands = [c for c in GOBLINS if standard_cards()[c].rarity == "basic"]
    big = GOBLINS + lands * 3
    assert 48 < len(big) <= 120
    HEXY.new_state(seed=1, players=2, decks=[big, "sky_guard"])  # basic: unlimited copies


@pytest.mark.parametrize(("rarity", "limit", "rule"), [
    ("rare", 3, "HX-DECK-4"), ("uncommon", 4, "HX-DECK-5"), ("common", 5, "HX-DECK-6")])
def test_hx_dec_47_copies_per_rarity(rarity: str, limit: int, rule: str) -> None:
    """HX-DEC-47 / HX-DECK-4..6: copies counted by id, limited by rarity; the refusal
    names the seat, the card and the limit."""
    HEXY.new_state(seed=1, players=2, decks=["sky_guard", _copies(rarity, limit)])
    err = refused(decks=["sky_guard", _copies(rarity, limit + 1)])
    assert rule_of(err) == rule
    text = str(err)
    assert "seat 1" in text and f"{limit + 1} copies" in text and f"at most {limit}" in text


def test_hx_dec_47_unknown_card_and_wrong_card_set_name_the_seat() -> None:
    """HX-DEC-47: an unknown card id, a test card in a standard deck and a standard card
    in a test deck are each refused naming the seat and the card."""
    for decks, options, seat, card in [
            (["goblin_rush", [*GOBLINS[:-1], "zzz"]], {}, 1, "zzz"),
            ([[*GOBLINS[:-1], "t_flyer"], "sky_guard"], {}, 0, "t_flyer"),
            ([hexy_deck(), ["goblin"]], TEST, 1, "goblin")]:
        err = refused(decks=decks, **options)
        assert rule_of(err) == "HX-DEC-47"
        assert f"seat {seat}" in str(err) and f"'{card}'" in str(err)
    err = refused(decks=["goblin_rush", "nope"])
    assert rule_of(err) == "HX-DEC-47" and "seat 1" in str(err) and "sky_guard" in str(err)
    assert rule_of(refused(decks=["goblin_rush"])) == "HX-DEC-47"


def test_hx_dec_47_test_set_skips_size_and_copy_limits() -> None:
    """HX-DEC-47: with card_set test the size and copy limits are not checked."""
    st = HEXY.new_state(seed=1, players=2, decks=[["t_flyer"] * 9, ["t_lose_one"] * 30],
                        **TEST)
    assert len(st.hand[0]) + len(st.library[0]) == 9


def test_hx_dec_48_decklists_are_public_options() -> None:
    """HX-DEC-48 / HX-INFO-9: both decklists are game options, stored in the state's
    (and a record's) public options."""
    st = HEXY.new_state(seed=4, players=2, decks=["sky_guard", "goblin_rush"])
    assert st.to_json()["options"]["decks"] == ["sky_guard", "goblin_rush"]
    assert HEXY.deck_lists(st.options)[1] == GOBLINS


# ---- HX-CONTENT-2: malformed card files ------------------------------------------------
BOLT = """
[[card]]
id = "x_bolt"
number = 1
name = { cs = "Blesk", en = "Bolt" }
type = "wizardry"
rarity = "common"
colours = ["red"]
cost = { generic = 1 }
targets = [ { kind = "board" } ]
effect = [ { op = "lose_points", card = "t0", n = 1 } ]
"""
BEAST = """
[[card]]
id = "x_beast"
number = 2
name = { cs = "Zvíře", en = "Beast" }
type = "creature"
rarity = "common"
colours = ["red"]
cost = { generic = 1 }
stats = [2, 0, 1, 3]
"""
ZAP = BOLT.replace("x_bolt", "x_zap").replace("number = 1", "number = 3")


def test_hx_content_2_well_formed_cards_load() -> None:
    """HX-CONTENT-2: the two fixtures below are valid before they are broken."""
    cards = parse_cards(BOLT + BEAST + ZAP)
    assert list(cards) == ["x_bolt", "x_beast", "x_zap"]
    assert tuple(cards["x_beast"].stats or ()) == (2, 0, 1, 3)


@pytest.mark.parametrize(("text", "card", "field", "why"), [
    (BOLT.replace('rarity = "common"', 'rarity = "common"\nflavour = "x"'),
     "x_bolt", "flavour", "Extra inputs"),
    (BEAST.replace("[2, 0, 1, 3]", "[2, 0, 1, 13]"), "x_beast", "stats", "points 1-12"),
    (BEAST.replace("[2, 0, 1, 3]", "[10, 0, 1, 3]"), "x_beast", "stats", "attack 0-9"),
    (BEAST.replace("stats = [2, 0, 1, 3]", ""), "x_beast", "stats", "board card"),
    (BEAST.replace("[2, 0, 1, 3]", "[2, 0, 1]"), "x_beast", "stats.3", "required"),
    (BOLT.replace('effect = [ { op = "lose_points", card = "t0", n = 1 } ]', ""),
     "x_bolt", "effect", "needs an effect"),
    (BOLT.replace('op = "lose_points"', 'op = "explode"'), "x_bolt", "effect.0",
     "unknown operation 'explode'"),
    (BOLT.replace('card = "t0"', 'card = "t9"'), "x_bolt", "effect.0.lose_points.card",
     "'t0'"),
    (BOLT.replace('card = "t0"', 'card = "t1"'), "x_bolt", "effect", "target 2"),
    (BOLT + BOLT.replace("number = 1", "number = 5"), "x_bolt", "id", "duplicate id"),
    (BOLT + ZAP.replace("number = 3", "number = 1"), "x_zap", "number",
     "collector number 1"),
])
def test_hx_content_2_malformed_card_names_file_card_and_field(
        text: str, card: str, field: str, why: str) -> None:
    """HX-CONTENT-2: unknown field, bad stats, missing effect, unknown op, bad target
    reference, duplicate id or number: one CardDataError naming file, card and field."""
    with pytest.raises(CardDataError) as caught:
        parse_cards(text)
    err = caught.value
    assert err.file == "<cards text>"
    assert err.card == card and err.field == field
    message = str(err)
    assert "\n" not in message
    assert message.startswith("<cards text>") and f"card '{card}'" in message
    assert f"field '{field}'" in message and why in message


def test_hx_content_2_with_cards_refuses_bad_text_and_keeps_the_game() -> None:
    """HX-CONTENT-2: ``with_cards`` validates on load; the game itself is unchanged."""
    with pytest.raises(CardDataError, match="field 'stats'"):
        HEXY.with_cards(BEAST.replace("[2, 0, 1, 3]", "[2, 0, 9, 3]"))
    game = HEXY.with_cards(BEAST)
    assert "x_beast" in game.catalog.index and "x_beast" not in HEXY.catalog.index
