"""What a seat knows of the other hands, and the constrained draw of a picker's hand that
``observe.determinize`` uses to resample the rest.

Knowledge of another hand (MT-INFO-9, MT-DEC-59): Vision, and every card text
that shows a hand (``reveal_hand``), shows the looker the target's hand at that
moment. ``state.seen`` keeps ``model.Seen(looker, target, cards)`` records; a revealed card stays
known while it stays in that hand. Every way out of a hand is face up on the
pile (played, discarded, Whirlwind, "discard the highest", elimination;
MT-INFO-5), so the looker can follow it exactly: such a card is dropped from
``seen`` when it reaches the pile (``Table.forget``). Cards the target draws
later are not known. A new look at the same hand replaces the old knowledge.
The looker's observation lists what he still knows (``"known_hands"``).

Resampling for seat S keeps S's hand, the cards S knows in other hands, and
the public constraint of a pending "discard the highest" pick (MT-DEC-70,
MT-ACT-14): the picker's top tier (MT-CLAR-4) holds at least two discardable
cards. Everything else hidden from S (the deck and the unknown cards of other
hands) is dealt anew, the picker's hand drawn exactly from the deals that
satisfy that constraint. What another player saw of a third hand is hidden
from S, so S's sample forgets it (it cannot name cards S does not know).
"""

from __future__ import annotations

from math import comb

from cardtable.games.magic_tower import tables as tb
from cardtable.games.magic_tower.plays import rank
from cardtable.games.magic_tower.table import Table
from cardtable.kernel import Rng


def _triples(st: Table) -> list[tuple[int, int, tuple[int, ...]]]:
    return [(e.looker, e.target, e.cards) for e in st.seen]


def known_hands(st: Table, seat: int | None) -> dict[str, list[str]]:
    """For the observation: the cards of other hands ``seat`` still knows, by target seat."""
    if seat is None or not st.seen:
        return {}
    return {str(target): [tb.CARD_ID[c] for c in cards]
            for looker, target, cards in _triples(st) if looker == seat}


def known_cards(st: Table, seat: int | None) -> list[set[int]]:
    """Per hand, the cards of it ``seat`` sees: his own hand and what he was shown."""
    known: list[set[int]] = [set() for _ in range(st.num_players)]
    if seat is None:
        return known
    known[seat] = set(st.hands[seat])
    for looker, target, cards in _triples(st):
        if looker == seat:
            known[target].update(cards)
    return known


def _rank(st: Table, seat: int, card: int) -> int:
    """MT-CLAR-4 tier of ``card`` for ``seat``; -1 for cards never discarded (MT-CLAR-5)."""
    return rank(st, seat, card) if st.cat.discardable[card] else -1


def pick_hand(st: Table, picker: int, kept: set[int], pool: list[int], fresh: int,
               rng: Rng) -> list[int]:
    """``fresh`` cards from ``pool`` so that, with ``kept``, the picker's highest tier holds at
    least two discardable cards; uniform over all such draws (MT-DEC-70, MT-ACT-14)."""
    by_rank: dict[int, list[int]] = {}
    for c in pool:
        by_rank.setdefault(_rank(st, picker, c), []).append(c)
    kept_ranks = [_rank(st, picker, c) for c in kept]
    kept_top = max(kept_ranks, default=-1)
    options: list[tuple[int, int, int]] = []  # (weight, tier, cards of that tier drawn)
    for tier in range(max(kept_top, 0), 5):
        here = by_rank.get(tier, [])
        below = sum(len(cards) for r, cards in by_rank.items() if r < tier)
        have = kept_ranks.count(tier)
        for k in range(max(0, 2 - have), min(fresh, len(here)) + 1):
            weight = comb(len(here), k) * comb(below, fresh - k)
            if weight:
                options.append((weight, tier, k))
    total = sum(w for w, _, _ in options)
    if not total:  # cannot happen for a true state (his own hand is such a draw)
        shuffled = pool[:]
        rng.shuffle(shuffled)
        return shuffled[:fresh]
    roll = rng.below(total)
    pick = 0
    while roll >= options[pick][0]:
        roll -= options[pick][0]
        pick += 1
    _, tier, k = options[pick]
    here = by_rank.get(tier, [])[:]
    below_cards = [c for r, cards in sorted(by_rank.items()) if r < tier for c in cards]
    rng.shuffle(here)
    rng.shuffle(below_cards)
    hand = here[:k] + below_cards[:fresh - k]
    rng.shuffle(hand)
    return hand

