"""Deck, hand, graveyard, healing, randomness, fields, spells and winning (SD-DRAW .. SD-WIN)."""

from __future__ import annotations

from cardtable.games.science_duel.model import Card
from cardtable.games.science_duel.queries import (
    hand_limit,
)
from cardtable.kernel import Action

from .helpers import (
    code,
    deck_top,
    edit,
    end,
    fresh,
    give,
    grave,
    hand,
    names,
    play,
    unit,
    with_card,
)


def test_draw_from_top() -> None:
    """SD-DRAW-1, SD-DRAW-7: top card first, several drawn one at a time."""
    st = fresh(deck0="matematik", deck1="fyzik")
    deck_top(st, 0, "zlomek", "vzorec", "integral")
    give(st, 0, "rovnice")
    play(st, "rovnice")
    assert hand(st, 0) == ["integral", "vzorec"]


def test_fatigue_grows() -> None:
    """SD-DRAW-5, SD-DRAW-6, SD-DEC-63, SD-CONTENT-23: 1, 2, 3, 4 damage, never reset."""
    st = fresh(deck0="matematik", deck1="fyzik")
    edit(st).deck(0, []).build()
    for expected in (29, 27, 24, 20):
        edit(st).fire(0, "datovy_analytik", "on_summon").build()  # draw a card
        assert st.sides[0].life == expected
    assert st.sides[0].fatigue == 4


def test_shuffle_into_deck_and_top_bottom() -> None:
    """SD-DRAW-2, SD-DRAW-3, SD-DRAW-4: shuffling in reshuffles; top/bottom do not."""
    st = fresh(deck0="informatik", deck1="fyzik")
    order = [c.uid for c in st.sides[1].deck]
    give(st, 0, "trojsky_kun")
    play(st, "trojsky_kun")
    assert st.sides[1].deck[-1].cid == "virus"
    assert [c.uid for c in st.sides[1].deck[:-1]] == order  # SD-DRAW-4
    give(st, 0, "zaloha_dat")
    play(st, "zaloha_dat")
    assert st.sides[0].deck[0].cid == "obnova_dat"
    mine = [c.uid for c in st.sides[0].deck]
    give(st, 0, "iterace")
    play(st, "iterace")
    assert sorted(c.uid for c in st.sides[0].deck) != sorted(mine)
    assert [c.uid for c in st.sides[0].deck] != [*mine[:-1], st.sides[0].deck[-1].uid]


def test_virus_on_top_hits_the_drawer() -> None:
    """SD-DEC-15: "you" is the drawer of a cast-when-drawn card."""
    st = fresh(deck0="informatik", deck1="fyzik")
    give(st, 0, "trojsky_kun")
    play(st, "trojsky_kun")
    end(st)
    assert st.sides[1].life == 27


def test_hand_limit_and_overdraw() -> None:
    """SD-HAND-1, SD-HAND-4, SD-HAND-5, SD-DEC-56: the 11th card is revealed and disposed."""
    st = fresh(deck0="matematik", deck1="fyzik")
    for _ in range(9):
        give(st, 0, "student")
    deck_top(st, 0, "zlomek", "vzorec", "integral")
    give(st, 0, "rovnice")
    assert hand_limit(st, 0) == 10
    play(st, "rovnice")
    assert len(hand(st, 0)) == 10 and hand(st, 0)[-1] == "integral"
    assert grave(st, 0) == ["vzorec", "rovnice"]  # disposed while Rovnice resolved
    assert any(e.key == "science_duel.overdraw" and e.seats is None for e in st.events)


def test_hand_limit_field() -> None:
    """SD-HAND-1, SD-CONTENT-8: a field can raise the limit."""
    st = fresh()
    edit(st).field(0, "knihovna").build()
    assert hand_limit(st, 0) == 12 and hand_limit(st, 1) == 12


def test_tokens_over_limit_not_created() -> None:
    """SD-HAND-6, SD-CONTENT-23: 7 cards + 4 tokens -> only 3 created."""
    game, swarm = with_card('''
[[card]]
id = "test_swarm"
name = { cs = "Roj", en = "Swarm" }
type = "spell"
class = "neutral"
cost = 1
effects = [{ op = "add_token", card = "brouk", count = 4 }]
''')
    st = fresh(deck0="informatik", deck1="fyzik", game=game)
    for _ in range(7):
        give(st, 0, "student")
    edit(st).fire(0, swarm).build()
    assert len(hand(st, 0)) == 10 and hand(st, 0).count("brouk") == 3


def test_return_to_full_hand_destroys() -> None:
    """SD-HAND-7, SD-HAND-8, SD-DEC-65: return in slot order; a full hand destroys (dies)."""
    st = fresh()
    for _ in range(8):
        give(st, 0, "student")
    give(st, 0, "velky_tresk")
    unit(st, 0, 1, "doktorand", atk=7)
    unit(st, 0, 2, "kyvadlo")
    unit(st, 0, 3, "dron")
    unit(st, 1, 2, "ochranka")
    play(st, "velky_tresk")
    assert names(st, 0) == [None] * 7 and names(st, 1) == [None] * 7
    assert hand(st, 0)[-2:] == ["doktorand", "kyvadlo"]
    assert "dron" in grave(st, 0)
    assert st.sides[0].hand[-2].known  # returned cards are public (SD-DEC-78)
    assert hand(st, 1) == ["ochranka"]
    assert st.sides[1].life == 29  # the destroyed drone's on-death triggered


def test_return_one_fresh() -> None:
    """SD-DEC-65: the returned unit is a fresh card in its owner's hand."""
    st = fresh()
    unit(st, 1, 1, "doktorand", atk=9)
    give(st, 0, "odpuzovani")
    play(st, "odpuzovani", target=code(1, 1))
    assert hand(st, 1) == ["doktorand"]


def test_random_hand_pick_and_steal() -> None:
    """SD-HAND-9, SD-INFO-17, SD-DEC-64: 3 random cards taken; known to both players."""
    st = fresh()
    for cid in ("student", "doktorand", "laser", "kyvadlo"):
        give(st, 1, cid)
    give(st, 0, "plagiatorstvi")
    play(st, "plagiatorstvi")
    assert len(hand(st, 0)) == 3 and len(hand(st, 1)) == 1
    assert all(c.known for c in st.sides[0].hand)
    assert st.observation(1)["sides"][0]["hand"] == hand(st, 0)


def test_graveyard_order() -> None:
    """SD-GRAVE-1, SD-GRAVE-2, SD-DEC-66, SD-COMP-8: in order of use, newest last."""
    st = fresh()
    give(st, 0, "paprsek")
    give(st, 0, "odpuzovani")
    unit(st, 1, 1, "student")
    play(st, "paprsek", target=code(1))
    play(st, "odpuzovani", target=code(1, 1))
    assert grave(st, 0) == ["paprsek", "odpuzovani"]


def test_healing_caps() -> None:
    """SD-HEAL-1, SD-HEAL-2, SD-DEC-33, SD-DEC-34: printed health cap; hero cap 30."""
    game, mend = with_card('''
[[card]]
id = "test_mend"
name = { cs = "Obvaz", en = "Bandage" }
type = "spell"
class = "neutral"
cost = 1
target = "character"
effects = [{ op = "heal", amount = 10 }]
''')
    st = fresh(game=game)
    u = unit(st, 0, 1, "doktorand", hp=1)
    edit(st).fire(0, mend, target=code(0, 1)).build()
    assert u.hp == 3
    edit(st).change_unit(0, 1, hp=5).fire(0, mend, target=code(0, 1)).build()
    assert u.hp == 5  # buffed above printed: healing never lowers it
    edit(st).side(0, life=28).fire(0, mend, target=code(0)).build()
    assert st.sides[0].life == 30


def test_heal_unit_and_hero_card() -> None:
    """SD-CONTENT-8: a card healing a unit and a hero."""
    st = fresh(deck0="chemik", deck1="fyzik")
    u = unit(st, 0, 1, "ochranka", hp=1)
    edit(st).side(0, life=10).build()
    give(st, 0, "protijed")
    play(st, "protijed", target=code(0, 1))
    assert u.hp == 5 and st.sides[0].life == 12


def test_random_targets_legal_only() -> None:
    """SD-RANDOM-1, SD-RANDOM-4, SD-DEC-68, SD-DEC-69: only enemy characters, dormant excluded."""
    hits = set()
    for seed in range(12):
        st = fresh(seed=seed)
        unit(st, 1, 1, "student", hp=9)
        unit(st, 1, 2, "student", dormant=-1, hp=9)
        unit(st, 0, 1, "student", hp=9)
        deck_top(st, 1, "tajemny_balicek")
        end(st)
        hits.add((st.sides[0].life, tuple(
            u.hp for u in st.sides[0].units if u is not None)))
    assert hits <= {(28, (9,)), (30, (7,))} and len(hits) == 2


def test_coin_and_die() -> None:
    """SD-RANDOM-2, SD-RANDOM-3: a d6 gives 1..6, a coin both results, from the seeded RNG."""
    rolls = set()
    coins = set()
    for seed in range(30):
        st = fresh(seed=seed)
        give(st, 0, "kostkar")
        give(st, 0, "hazardni_hrac")
        play(st, "kostkar")
        play(st, "hazardni_hrac")
        for e in st.events:
            if e.key == "science_duel.roll":
                rolls.add(e.params["value"])
            if e.key in ("science_duel.coin_heads", "science_duel.coin_tails"):
                coins.add(e.params["heads"])
    assert rolls == {1, 2, 3, 4, 5, 6} and coins == {0, 1}


def test_cast_random_spell_not_played() -> None:
    """SD-DEC-18, SD-RANDOM-4: a spell cast by an effect is not played and targets randomly."""
    st = fresh(deck0="informatik", deck1="fyzik")
    unit(st, 0, 1, "umela_inteligence")
    end(st)
    end(st)
    assert st.sides[0].played == 0
    assert any(e.key in ("science_duel.cast", "science_duel.fizzle") for e in st.events)


def test_fields() -> None:
    """SD-FIELD-1, SD-FIELD-2, SD-FIELD-3, SD-FIELD-4, SD-FIELD-5, SD-DEC-43, SD-CONTENT-20:
    shared slot, replaced to the old owner's grave."""
    st = fresh(deck0="matematik", deck1="chemik")
    give(st, 0, "tabule")
    play(st, "tabule")
    assert st.field is not None and st.field.cid == "tabule"
    from cardtable.games.science_duel.queries import spell_damage
    assert spell_damage(st, 0) == 1 and spell_damage(st, 1) == 1  # SD-FIELD-3
    end(st)
    give(st, 1, "kysely_dest")
    play(st, "kysely_dest")
    assert st.field.cid == "kysely_dest" and grave(st, 0) == ["tabule"]  # SD-FIELD-4
    assert spell_damage(st, 0) == 0  # SD-FIELD-5
    give(st, 1, "kysely_dest")
    play(st, "kysely_dest")  # the same field replaces itself (SD-DEC-43)
    assert grave(st, 1) == ["kysely_dest"]


def test_spells_resolve_then_graveyard() -> None:
    """SD-SPELL-1, SD-SPELL-2: an instant spell resolves and goes to the graveyard."""
    st = fresh()
    give(st, 0, "paprsek")
    play(st, "paprsek", target=code(1))
    assert st.sides[1].life == 27 and grave(st, 0) == ["paprsek"]


def test_spell_needs_target() -> None:
    """SD-DEC-13, SD-ACT-3: a spell without a legal target cannot be played."""
    st = fresh()
    give(st, 0, "odpuzovani")
    assert not any(a.kind == "play" for a in st.legal_actions())
    give(st, 0, "recenzent")
    assert any(a.kind == "play" and a["target"] == -1 for a in st.legal_actions())


def test_lasting_needs_an_effect_slot() -> None:
    """SD-DEC-16: lasting spells and experiments need an empty effect slot."""
    st = fresh()
    for i in range(2, 7):
        edit(st).effect(0, "odraz", i).build()
    give(st, 0, "relativita")
    give(st, 0, "odraz")
    assert not any(a.kind == "play" for a in st.legal_actions())


def test_win_and_draw() -> None:
    """SD-WIN-1, SD-WIN-2, SD-WIN-3, SD-DEC-35, SD-CONTENT-23: 3 to all at 2 life each is a draw."""
    st = fresh()
    edit(st).side(0, life=2).side(1, life=2).build()
    give(st, 0, "pozar_laboratore")
    play(st, "pozar_laboratore")
    assert st.is_terminal() and st.returns() == [0.0, 0.0] and st.winner == -1
    st = fresh()
    edit(st).side(1, life=3).build()
    give(st, 0, "paprsek")
    play(st, "paprsek", target=code(1))
    assert st.is_terminal() and st.returns() == [1.0, -1.0]
    assert st.legal_actions() == [] and st.current_player() is None


def test_game_ends_mid_resolution() -> None:
    """SD-DEC-35: nothing resolves after the hero reaches 0."""
    st = fresh(deck0="matematik", deck1="fyzik")
    edit(st).side(1, life=4).build()
    deck_top(st, 0, "zlomek")
    give(st, 0, "limita")
    play(st, "limita")
    assert st.is_terminal() and hand(st, 0) == []


def test_tokens_behave_as_cards() -> None:
    """SD-DEC-31, SD-CARD-4: a token unit dies into its owner's graveyard."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    st.apply(Action("use_ability", target=-1))
    st.apply(Action("choose_slot", slot=1))
    give(st, 0, "kratke_spojeni")
    play(st, "kratke_spojeni", target=code(0, 1))
    assert grave(st, 0)[0] == "sroubek"


def test_effect_controller_is_new_controller() -> None:
    """SD-DEC-15, SD-DEC-30: a taken unit's text is its new controller's; it dies to its owner."""
    st = fresh(deck0="fyzik", deck1="inzenyr")
    d = unit(st, 1, 1, "dron")
    give(st, 0, "elektromagnet")
    play(st, "elektromagnet", target=code(1, 1))
    st.apply(Action("choose_slot", slot=1))
    assert d.owner == 1 and names(st, 0)[0] == "dron"
    give(st, 0, "paprsek")
    play(st, "paprsek", target=code(0, 1))
    assert grave(st, 1) == ["dron"] and st.sides[1].life == 29


def test_card_is_owner_hand() -> None:
    """SD-DEC-30: a taken unit returns to its owner's hand."""
    st = fresh()
    unit(st, 0, 1, "doktorand", owner=1)
    give(st, 0, "odpuzovani")
    play(st, "odpuzovani", target=code(0, 1))
    assert hand(st, 1) == ["doktorand"] and isinstance(st.sides[1].hand[0], Card)


def test_hero_life_never_above_thirty() -> None:
    """SD-COMP-9, SD-SETUP-4: hero life starts at and never exceeds 30."""
    st = fresh()
    edit(st).side(0, life=30).build()
    unit(st, 0, 1, "kavovar")
    end(st)
    end(st)
    assert st.sides[0].life == 30


def test_cards_in_hand_do_nothing() -> None:
    """SD-DEC-62: only board cards have continuous or triggered effects."""
    st = fresh(deck0="matematik", deck1="fyzik")
    give(st, 0, "michal_hlavni_matemag")
    give(st, 0, "matemaguv_ucen")
    give(st, 0, "vzorec")
    play(st, "vzorec", target=code(1))
    assert hand(st, 0) == ["michal_hlavni_matemag", "matemaguv_ucen"]
    assert st.sides[0].mana == 9


def test_mana_refill_loses_unspent() -> None:
    """SD-START-5, SD-DEC-10: mana is set to the slot count; temporary mana is lost; max 10."""
    st = fresh()
    give(st, 0, "plus_bod")
    play(st, "plus_bod")
    assert st.sides[0].mana == 10  # gained mana cannot exceed 10
    edit(st).side(0, mana=3).build()
    give(st, 0, "plus_bod")
    play(st, "plus_bod")
    assert st.sides[0].mana == 4
    end(st)
    end(st)
    assert st.sides[0].mana == 10


def test_ability_token_replaces_ability() -> None:
    """SD-CONTENT-8, SD-CARD-4, SD-DEC-44: an ability token, placed by a card naming abilities."""
    st = fresh(deck0="inzenyr", deck1="fyzik")
    give(st, 0, "vylepseni")
    play(st, "vylepseni")
    ab = st.sides[0].effects[0]
    assert ab is not None and ab.cid == "turbo_montaz" and ab.kind == "ability"
    assert grave(st, 0) == ["montaz", "vylepseni"]
    st.apply(Action("use_ability", target=-1))
    st.apply(Action("choose_slot", slot=1))
    st.apply(Action("choose_slot", slot=2))
    assert names(st, 0)[:2] == ["sroubek", "sroubek"]


def test_taken_card_into_full_hand_goes_to_owner() -> None:
    """SD-DEC-64: a taken card that no longer fits is disposed into its owner's graveyard."""
    st = fresh()
    for _ in range(9):
        give(st, 0, "student")
    give(st, 1, "laser")
    give(st, 1, "laser")
    give(st, 0, "plagiatorstvi")
    play(st, "plagiatorstvi")
    assert len(hand(st, 0)) == 10 and hand(st, 0)[-1] == "laser"
    assert grave(st, 1) == ["laser"] and hand(st, 1) == []
