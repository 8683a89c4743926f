"""Setup: the format procedures (Prepared, Drafted, Custom), dealing and the coin toss.

The order of CD-DEC-4 fixes the RNG draws, so replays are exact: format
procedure, then seat 0's hand shuffle, seat 1's (or the AI deck), then the coin
toss, then turn 1.
"""

from __future__ import annotations

from typing import Final

from cardtable.games.clash_of_decks.model import BF, ClashData, StartTurn

DRAFT_SIZE: Final = 4
REMOVERS: Final[tuple[int, ...]] = (1, 0, 0, 1)
"""CD-CUSTOM-2..5 / CD-DEC-7: B removes from A, A from B twice, then B from A."""


def begin(state: ClashData) -> None:
    """Run the format procedure up to its first decision, or deal at once."""
    opts = state.options
    if state.fmt == "prepared":
        if opts.prepared_decks is not None:
            for number in opts.prepared_decks:
                choose_deck(state, number)
        else:
            state.stage = "deck"
    elif state.fmt == "drafted":
        pile = list(state.catalog.starter_ids)
        state.rng.shuffle(pile)  # CD-DRAFT-2, CD-SOLO-7
        state.draft_pile = pile
        state.stage = "draft"
        _reveal(state)
    else:
        state.custom = [list(deck) for deck in opts.custom_decks]
        for seat in (0, 1):  # CD-CUSTOM-2/3: A's deck is revealed first, then B's.
            state.log("clash_of_decks.custom_reveal", seat=seat, cards=list(state.custom[seat]),
                      card_names=_names(state, state.custom[seat]))
        state.stage = "remove"


def _names(state: ClashData, cards: list[str]) -> list[dict[str, str]]:
    """The cs/en display names of ``cards``: events name cards by id beside them."""
    return list(map(state.catalog.names.__getitem__, cards))


# ---- Prepared ---------------------------------------------------------------------
def deck_chooser(state: ClashData) -> int:
    """Seat 0 chooses first, then seat 1 (CD-DEC-5); in Solo the player."""
    return len(state.deck_choice) if not state.solo else 0


def choose_deck(state: ClashData, number: int) -> None:
    """Take prepared deck ``number`` (CD-PREP-1, CD-ACT-2)."""
    seat = deck_chooser(state)
    state.deck_choice.append(number)
    deck_lists = state.catalog.deck_lists
    state.decks[seat] = list(deck_lists[number])
    state.log("clash_of_decks.deck_chosen", seat=seat, deck=number)
    if state.solo:
        # CD-PREP-6: the AI deck is the 24 cards of the three other decks.
        state.ai_deck = [c for n in sorted(deck_lists) if n != number for c in deck_lists[n]]
        deal(state)
    elif len(state.deck_choice) == 2:
        deal(state)


# ---- Drafted ----------------------------------------------------------------------
def _reveal(state: ClashData) -> None:
    """Reveal the top 4 cards of the draft pile (CD-DRAFT-3, CD-SOLO-8)."""
    shown = [state.draft_pile.pop() for _ in range(DRAFT_SIZE)]
    state.draft_shown = shown
    state.draft_step = 0
    state.log("clash_of_decks.draft_reveal", round=state.draft_round + 1, cards=list(shown),
              card_names=_names(state, shown))


def drafter(state: ClashData) -> int:
    """Who picks now: first picker, then the other twice (CD-DRAFT-4..7, CD-DEC-6)."""
    if state.solo:
        return 0
    first = state.draft_round % 2
    return first if state.draft_step == 0 else 1 - first


def draft_pick(state: ClashData, index: int) -> None:
    """Take the revealed card at ``index`` (CD-ACT-3/4)."""
    seat = drafter(state)
    card = state.draft_shown.pop(index)
    state.decks[seat].append(card)
    state.log("clash_of_decks.draft_pick", seat=seat, card=card,
              card_name=state.catalog.names[card])
    if state.solo:
        # CD-SOLO-8: the AI gets the other 3 cards.
        state.ai_deck.extend(state.draft_shown)
        given = sorted(state.draft_shown)
        state.log("clash_of_decks.draft_ai", cards=given, card_names=_names(state, given))
        state.draft_shown = []
        _next_round(state, rounds=8)
        return
    state.draft_step += 1
    if state.draft_step == 3:
        # CD-DRAFT-6: the first picker takes the last card automatically.
        first = state.draft_round % 2
        last = state.draft_shown.pop()
        state.decks[first].append(last)
        state.log("clash_of_decks.draft_pick", seat=first, card=last,
                  card_name=state.catalog.names[last])
        _next_round(state, rounds=4)


def _next_round(state: ClashData, rounds: int) -> None:
    state.draft_round += 1
    if state.draft_round < rounds:
        _reveal(state)
    else:
        # CD-DRAFT-8 / CD-SOLO-9: every player has 8 cards; unrevealed cards take no part.
        deal(state)


# ---- Custom -----------------------------------------------------------------------
def remover(state: ClashData) -> int:
    return REMOVERS[state.remove_step]


def remove_card(state: ClashData, index: int) -> None:
    """Strike a card from the opponent's revealed deck (CD-CUSTOM-2..5, CD-ACT-5)."""
    seat = remover(state)
    victim = 1 - seat
    card = state.custom[victim].pop(index)
    state.removed[victim].append(card)
    state.log("clash_of_decks.custom_remove", seat=seat, owner=victim, card=card,
              card_name=state.catalog.names[card])
    state.remove_step += 1
    if state.remove_step == len(REMOVERS):
        # CD-CUSTOM-6/7: 8 cards each; the removed ones take no part.
        state.decks = [list(state.custom[0]), list(state.custom[1])]
        deal(state)


# ---- Dealing ----------------------------------------------------------------------
def _shuffle_hand(state: ClashData, seat: int) -> None:
    """CD-SETUP-3..5: shuffle the 8 cards, keep that order, Bastion at the left end."""
    cards = list(state.decks[seat])
    state.rng.shuffle(cards)
    state.hands[seat] = [BF, *cards]
    state.known[seat] = [True] + [False] * len(cards)
    state.bf_fort[seat] = False
    state.log_private([seat], "clash_of_decks.hand_shuffled",
                      {"seat": seat, "cards": cards, "card_names": _names(state, cards)},
                      "clash_of_decks.hand_shuffled_hidden", {"seat": seat})


def deal(state: ClashData) -> None:
    """Form the hands (and the AI deck), toss the coin and start turn 1 (CD-DEC-4)."""
    state.stage = "play"
    state.draft_shown = []
    if state.solo:
        _shuffle_hand(state, 0)
        # CD-SOLO-11/12: the AI's 24 cards face down, its B/F card at the very bottom.
        state.ai_cards = sorted(state.ai_deck)
        state.rng.shuffle(state.ai_deck)
        state.ai_fort = not state.options.ai_bastion
        first = 1 if state.options.solo_first == "ai" else 0
    else:
        _shuffle_hand(state, 0)
        _shuffle_hand(state, 1)
        choice = state.options.first_player
        first = state.rng.below(2) if choice == "random" else int(choice)  # CD-DEC-3
    state.first = first
    state.log("clash_of_decks.first_player", seat=first)
    state.turn = 1
    state.tasks.append(StartTurn(first))
