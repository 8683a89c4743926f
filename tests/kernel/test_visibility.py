"""``choice_visible``: a viewer is told another seat's choice only when it could know it."""

from __future__ import annotations

from cardtable.kernel import Action, PlayerView, State, load
from cardtable.kernel.visibility import choice_visible, outcome
from support.toy_game import TOY


def test_open_choices_are_visible_to_everyone() -> None:
    """Toy cards are played face up and drawing is one action: nothing to hide."""
    state = TOY.new_state(seed=3, players=2)
    before = state.to_json()
    for action in state.legal_actions():
        for viewer in (None, 0, 1):
            assert choice_visible(state, action, viewer)
    assert state.to_json() == before  # every candidate was tried on a clone


def _science_duel_at(kind: str) -> State:
    state = load("science_duel").new_state(seed=4, players=2)
    while state.legal_actions()[0].kind != kind:
        state.apply(state.legal_actions()[0])
    return state


def test_a_secret_choice_is_hidden_from_all_but_its_owner() -> None:
    """SD trims take a card out of one's own deck unseen: the others only see that a card
    went, so which one is hidden, from the public and from the other seat."""
    state = _science_duel_at("trim")
    seat = state.current_player()
    assert seat is not None
    trim = state.legal_actions()[1]
    assert choice_visible(state, trim, seat)
    assert not choice_visible(state, trim, None)
    assert not choice_visible(state, trim, 1 - seat)


def test_a_description_that_needs_hidden_cards_is_hidden() -> None:
    """The second player exchanging the whole opening hand (after which both counts are
    public) is the only choice that exchanges four cards, so its text form gives nothing
    away; its label names the cards, which the others never saw: only the states sampled
    from their side show that."""
    state = _science_duel_at("mulligan")
    state.apply(state.legal_actions()[0])  # the first player keeps their hand
    game = state.game
    seat = state.current_player()
    assert seat is not None
    whole = max(state.legal_actions(), key=lambda a: len(a.get("cards") or ()))
    assert len(whole["cards"]) == 4  # type: ignore[arg-type]

    def label(before: State, action: Action) -> str:
        actor = before.current_player()
        assert actor is not None
        return game.action_label(PlayerView(before, actor), action, "en")

    assert choice_visible(state, whole, 1 - seat)  # by its text form
    assert choice_visible(state, whole, 1 - seat, label, samples=0)  # the true state alone
    assert not choice_visible(state, whole, 1 - seat, label)
    assert choice_visible(state, whole, seat, label)


def test_actions_leading_to_the_same_state_are_one_choice() -> None:
    state = TOY.new_state(seed=3, players=2)
    draw, play = Action("draw"), state.legal_actions()[0]
    assert outcome(state, draw) == outcome(state, draw)
    assert outcome(state, draw) != outcome(state, play)


def test_an_intent_that_shows_only_later_is_hidden() -> None:
    """Magic Tower: "discard this card and attack" and a plain discard of the same card look
    the same when chosen (the card goes to the pile, a payment follows); the attack shows
    only later, so until then the public is not told."""
    game = load("magic_tower")
    for seed in range(20):
        state = game.new_state(seed=seed, players=2)
        while not state.is_terminal():
            legal = state.legal_actions()
            attacks = [a for a in legal if a.kind == "attack"]
            if attacks and Action("discard", card=attacks[0]["card"]) in legal:
                actor = state.current_player()
                assert actor is not None
                assert not choice_visible(state, attacks[0], None)
                assert not choice_visible(state, attacks[0], 1 - actor)
                assert choice_visible(state, attacks[0], actor)
                return
            state.apply(legal[0])
    raise AssertionError("no game offered an attack")
