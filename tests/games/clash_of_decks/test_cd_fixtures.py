"""Known-answer fixtures from a seed and an action list (CD-CONTENT-10).

The expected states below were traced by hand from the rules and the card
data (the trace is in the comments). The scenario fixtures of CD-CONTENT-10
(hand examples, attack order, Sprint, Splash/Pierce vs Protection, Berserk,
the AI loop, milling, the last round, the Mythic setup) live beside the rule
they illustrate, in test_cd_hand, test_cd_combat, test_cd_abilities and
test_cd_solo.
"""

from __future__ import annotations

from cod_support import damage_of, hand_of, row

from cardtable.games.clash_of_decks import GAME
from cardtable.kernel import Action

DUEL_ACTIONS = [
    "play pick=2 row=bottom",  # carapace (2) of [troll, carapace, revenant, baron]
    "cast pick=4 position=1 row=bottom side=0",  # boom on its own carapace: 3 damage, survives
    "attack_phase", "end_turn",  # nobody may attack (CD-ATTACK-1)
    "play pick=3 row=bottom",  # seat 1: ogre (5) of [microctopus, alpha, ogre, lieutenant]
    "play pick=4 row=bottom",  # scribe (2) behind it
    "attack_phase", "end_turn",
    "play pick=1 row=top",  # seat 0, 8 mana: troll (5)
    "play pick=3 row=bottom",  # partisan (2)
    "attack_phase", "attack",  # only carapace may attack: 1 damage on ogre
    "end_turn",
    "play pick=4 row=bottom",  # seat 1, 7 mana: shaman (3)
]


def test_duel_known_answer_cd_content_10() -> None:
    """CD-CONTENT-10 / CD-SETUP-4 / CD-INC-7 / CD-MANA-1: seed 7, decks 1 and 2, seat 0 first."""
    s = GAME.new_state(seed=7, prepared_decks=[1, 2], first_player=0)
    assert hand_of(s, 0) == ["B", "troll", "carapace", "revenant", "baron", "boom", "partisan",
                             "annihilation", "brute"]
    assert hand_of(s, 1) == ["B", "microctopus", "alpha", "ogre", "lieutenant", "scribe",
                             "shaman", "abomination", "combustion"]
    for text in DUEL_ACTIONS:
        s.apply(Action.parse(text))
    assert hand_of(s, 0) == ["B", "revenant", "baron", "annihilation", "brute", "boom"]
    assert hand_of(s, 1) == ["B", "microctopus", "alpha", "lieutenant", "abomination",
                             "combustion"]
    assert (s.turn, s.active, s.phase, s.mana) == (4, 1, 2, 4)
    assert row(s, 0, 0) == ["troll"] and row(s, 0, 1) == ["carapace", "partisan"]
    assert row(s, 1, 0) == [] and row(s, 1, 1) == ["ogre", "scribe", "shaman"]
    assert damage_of(s, 1, 1)[0] == 0  # ogre's damage healed at the end of turn 3


def test_solo_known_answer_cd_content_10() -> None:
    """CD-CONTENT-10 / CD-AI-2 / CD-AI-3 / CD-AI-5: seed 11, Solo Prepared deck 2: AI mana 6 + 1;
    carnivore (4) to the top row, troll (5) to the bottom row, 9 >= 7 stops; nothing attacks."""
    s = GAME.new_state(seed=11, mode="solo", format="prepared", prepared_decks=[2])
    assert list(reversed(s.ai_deck))[:2] == ["carnivore", "troll"]
    for text in ("play pick=1 row=top", "attack_phase", "end_turn"):
        s.apply(Action.parse(text))
    assert row(s, 0, 0) == ["microctopus"]
    assert row(s, 1, 0) == ["carnivore"] and row(s, 1, 1) == ["troll"]
    assert len(s.ai_deck) == 22 and s.ai_discard == []
    assert (s.turn, s.mana) == (3, 8)
