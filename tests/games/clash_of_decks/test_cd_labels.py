"""Menu labels of every Clash of Decks decision kind (``labels.py``), in cs and en, read from
the deciding seat's view (CD-ACT-2..12): the card with cost, stats and text, the row,
the target with its side, row and position, the next attacker; never ``play pick=1
row=top`` (issue #13, readable choices)."""

from __future__ import annotations

from typing import Any

from cardtable.games.clash_of_decks import GAME
from cardtable.games.clash_of_decks.state import ClashState
from cardtable.kernel import Action, MenuEntry, PlayerView


def label(state: ClashState, kind: str, lang: str, **args: Any) -> str:
    action = Action(kind, **args)
    assert action in state.legal_actions(), (action, state.legal_actions())
    seat = state.current_player()
    assert seat is not None
    return state.game.action_label(PlayerView(state, seat), action, lang)


def entry(state: ClashState, kind: str, lang: str, **args: Any) -> MenuEntry:
    seat = state.current_player()
    assert seat is not None
    return state.game.menu_entry(PlayerView(state, seat), Action(kind, **args), lang)


def board() -> ClashState:
    """Seat 0 to play Troll and Boom! in phase 2; Brute in seat 1's top row, Baron in
    seat 0's bottom row."""
    pos = GAME.position(seed=0, players=2)
    pos.hand(0, ["troll", "boom", "annihilation", "bf", "revenant", "baron"])
    pos.hand(1, ["bf", "brute", "troll"])
    pos.row(1, "top", ["brute"]).row(0, "bottom", ["baron"])
    return pos.turn(0, phase=2, mana=10, number=3).build()


def test_summon_names_card_stats_row_and_text_cd_act_6() -> None:
    s = board()
    assert label(s, "play", "en", pick=1, row="top") == (
        "Summon Troll [6] 4/6 to the top row — Splash.")
    assert label(s, "play", "cs", pick=1, row="bottom") == (
        "Vyvolej Troll [6] 4/6 do dolní řady — Šplouchnutí.")
    assert entry(s, "play", "cs", pick=1, row="top") == (
        "Vyvolej Troll [6] 4/6 — Šplouchnutí.", "do horní řady")


def test_cast_names_the_target_by_side_row_and_position_cd_act_7() -> None:
    s = board()
    assert label(s, "cast", "en", pick=2, side=1, row="top", position=1) == (
        "Cast Boom! [2] on Brute (enemy, top row, position 1) — Deal 3 damage to the target "
        "creature.")
    assert label(s, "cast", "cs", pick=3, side=0, row="bottom", position=1) == (
        "Sešli Annihilation [5] na Baron (vlastní, dolní řada, místo 1) — Zničí cílovou "
        "bytost.")
    assert entry(s, "cast", "en", pick=2, side=1, row="top", position=1) == (
        "Cast Boom! [2] on a target — Deal 3 damage to the target creature.",
        "Brute (enemy, top row, 1)")


def test_phase_and_attack_labels_cd_act_8_9_10() -> None:
    s = board()
    assert label(s, "attack_phase", "cs") == "Přejdi do fáze útoku"
    assert label(s, "attack_phase", "en") == "Go to the attack phase"
    s.apply(Action("attack_phase"))
    assert label(s, "attack", "en") == "Next attack: Baron (bottom row, position 1)"
    assert label(s, "attack", "cs") == "Další útok: Baron (dolní řada, místo 1)"
    assert label(s, "end_turn", "cs") == "Ukonči tah (zbylé útoky proběhnou)"
    assert label(s, "end_turn", "en") == "End the turn (the remaining attacks resolve)"


def test_return_order_cd_act_11() -> None:
    pos = GAME.position(seed=0, players=2)
    pos.hand(0, ["troll", "boom", "bf", "revenant"]).hand(1, ["bf", "brute", "troll"])
    s = pos.turn(0, phase=3, mana=0).pending_return(1, ["brute", "baron"]).build()
    assert label(s, "choose_return", "en", index=0) == (
        "Return Brute [4] 4/3 to the hand next — Berserk.")
    assert label(s, "choose_return", "cs", index=1) == (
        "Vrať do ruky jako další kartu Baron [3] 2/4 — Aura (Ochrana).")


def test_setup_choices_cd_act_2_3_5() -> None:
    s = GAME.new_state(seed=1, players=2, format="prepared")
    names = ", ".join(GAME.catalog.name(c)["en"] for c in GAME.catalog.deck_lists[1])
    assert label(s, "choose_deck", "en", deck=1) == f"Take deck 1: {names}"
    assert label(s, "choose_deck", "cs", deck=1).startswith("Vezmi si balíček 1: ")
    drafted = GAME.new_state(seed=1, players=2, format="drafted")
    shown = drafted.observation(drafted.current_player())["format_info"]["shown"]
    first = GAME.catalog.name(shown[0])
    assert label(drafted, "draft_pick", "en", index=0).startswith(f"Draft {first['en']} [")
    assert label(drafted, "draft_pick", "cs", index=0).startswith(
        f"Vyber si kartu {first['cs']} [")
    custom = GAME.new_state(seed=1, players=2, format="custom", custom_decks=[
        ["troll", "boom", "brute", "baron", "revenant", "annihilation", "carapace",
         "partisan", "scribe", "shaman"],
        ["troll", "boom", "brute", "baron", "revenant", "annihilation", "carapace",
         "partisan", "scribe", "shaman"]])
    seat = custom.current_player()
    assert seat is not None
    victim_list = custom.observation(seat)["format_info"]["lists"][1 - seat]
    name = GAME.catalog.name(victim_list[0])
    assert label(custom, "remove_card", "en", index=0).startswith(
        f"Remove {name['en']} [")
    assert "from the opponent's deck" in label(custom, "remove_card", "en", index=0)
    assert f"Odstraň kartu {name['cs']} [" in label(custom, "remove_card", "cs", index=0)
