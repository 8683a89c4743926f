"""One creature attack, step by step as CD-DEC-26 fixes it, destruction and returns.

An attack runs as a step of the flow (``flow.py``). Destroyed creatures return
at once (``return_to_owner``) unless their owner must order two or more: that
opens the ``choose_return`` decision (CD-ACT-11), and a Berserk repeat waits
under it on the task stack, so resolution carries on after the answer.
"""

from __future__ import annotations

from cardtable.games.clash_of_decks import hand, solo_ai
from cardtable.games.clash_of_decks.actions import return_action
from cardtable.games.clash_of_decks.board import (
    HIT,
    PIERCE_HIT,
    SPLASH_HIT,
    abilities,
    find,
    log_hit,
)
from cardtable.games.clash_of_decks.model import (
    BERSERK,
    PIERCE,
    PROTECTION,
    RETURN_KIND,
    SPLASH,
    SPRINT,
    Attack,
    ClashData,
    Creature,
    ReturnOrder,
)


def remove(state: ClashData, side: int, dead: list[Creature]) -> tuple[str, ...]:
    """Take destroyed creatures off the board at once (rows close up, CD-ATTACK-12).

    Returns their card ids in the order given (target, Splash, Pierce victim),
    which is the order they return in when nobody has to choose (CD-DEC-28).
    """
    gone = {d.uid for d in dead}
    for line in state.board[side]:
        line[:] = [c for c in line if c.uid not in gone]
    cards = tuple(c.card for c in dead)
    names = state.catalog.names
    for card in cards:
        if state.recording:
            state.log("clash_of_decks.destroyed", side=side, card=card, card_name=names[card])
    return cards


def attack(state: ClashData, side: int, uid: int, fury: bool) -> None:
    """Resolve one attack of the creature ``uid`` of ``side`` if it is still in play (a
    Berserk repeat finds it again after returns); ``fury`` marks an entry chain."""
    row, index = find(state, side, uid)
    if row >= 0:
        attack_at(state, side, row, index, fury)


def attack_at(state: ClashData, side: int, row: int, index: int, fury: bool) -> None:
    """Resolve one attack of the creature at ``index`` of ``side``'s ``row`` (CD-DEC-26)."""
    opp = 1 - side
    foes = state.board[opp][row]
    line = state.board[side][row]
    creature = line[index]
    card = creature.card
    catalog = state.catalog
    names = catalog.names
    if not foes and fury:
        # CD-FURY-2, CD-BERSERK-3: an entry chain never reaches the B/F.
        if state.recording:
            state.log("clash_of_decks.no_target", side=side, card=card, card_name=names[card])
        return
    mask = abilities(state, side, row, index)  # the snapshot of CD-DEC-31
    if mask & SPRINT and index > 0:
        # CD-SPRINT-1/2, CD-DEC-38: jump next to the bridge, +1 per creature passed.
        line.pop(index)
        line.insert(0, creature)
        creature.sprint_bonus += index
        if state.recording:
            state.log("clash_of_decks.sprint", side=side, card=card, card_name=names[card],
                      passed=index)
    info = catalog.info
    amount = info[card].attack + creature.sprint_bonus
    if not foes:
        # CD-ATTACK-6: nobody in the row, the attack hits the opponent directly.
        if state.recording:
            state.log("clash_of_decks.attack_bf", side=side, card=card, card_name=names[card],
                      amount=amount)
        if state.solo and opp == 1:
            solo_ai.mill(state, 1 if state.ai_one_damage else amount)
        else:
            hand.damage_bf(state, opp, amount)
        return
    victims = [foes[0]]
    masks = [abilities(state, opp, row, 0)]
    hits = [HIT]
    other = state.board[opp][1 - row]
    if mask & SPLASH and other:
        victims.append(other[0])
        masks.append(abilities(state, opp, 1 - row, 0))
        hits.append(SPLASH_HIT)
    if mask & PIERCE and len(foes) > 1:
        victims.append(foes[1])
        masks.append(abilities(state, opp, row, 1))
        hits.append(PIERCE_HIT)
    target = foes[0].card
    if state.recording:
        state.log("clash_of_decks.attack", side=side, card=card, card_name=names[card],
                  target=target, target_name=names[target], amount=amount)
    for i, victim in enumerate(victims):  # not zip(): compiled, only this is native
        vmask = masks[i]
        key = hits[i]
        if vmask & PROTECTION and not victim.protection_used:
            victim.protection_used = True
            if state.recording:
                state.log("clash_of_decks.protected", side=opp, card=victim.card,
                          card_name=names[victim.card])
        else:
            victim.damage += amount
            log_hit(state, key, opp, victim, amount)
    dead = [v for v in victims if v.damage >= info[v.card].health]
    if not dead:
        return
    cards = remove(state, opp, dead)
    if mask & BERSERK:
        # CD-BERSERK-1, CD-DEC-37: attack again once the returns are done.
        state.tasks.append(Attack(side, creature.uid, fury))
    return_to_owner(state, opp, cards)


def return_to_owner(state: ClashData, side: int, cards: tuple[str, ...]) -> None:
    """Destroyed creatures go back: AI ones to its discard, others to the right end of the
    owner's hand, who orders two or more (CD-ATTACK-11/14, CD-DEC-28/50)."""
    if state.solo and side == solo_ai.AI:
        state.ai_discard.extend(cards)
        return
    if len(cards) >= 2:
        ask_return_order(state, side, cards)
        return
    hand.give(state, side, cards[0])
    if state.recording:
        state.log("clash_of_decks.returned", seat=side, card=cards[0],
                  card_name=state.catalog.names[cards[0]])


def ask_return_order(state: ClashData, side: int, cards: tuple[str, ...]) -> None:
    """Open the ``choose_return`` of ``side`` for ``cards`` (CD-ATTACK-14, CD-ACT-11)."""
    state.ask(RETURN_KIND, side, [return_action(i) for i in range(len(cards))],
              resume=ReturnOrder(side, cards))
