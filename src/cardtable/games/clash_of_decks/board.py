"""The board: two rows split by bridges, positions, abilities and Aura grants.

``state.board[side][row]`` is the list of creatures of one side of one row,
index 0 being position 1 next to the bridge (CD-DEC-19). Lists never have gaps,
so removing a creature shifts the ones behind it toward the bridge at once
(CD-ATTACK-12). A creature is a ``model.Creature`` record.
"""

from __future__ import annotations

from typing import Any, Final

from cardtable.games.clash_of_decks.model import ClashData, Creature
from cardtable.kernel.i18n import MESSAGE

TOP: Final = 0
BOTTOM: Final = 1
ROWS: Final[tuple[str, ...]] = ("top", "bottom")
ROW_INDEX: Final[dict[str, int]] = {"top": TOP, "bottom": BOTTOM}


_ROW_MESSAGES: Final[dict[tuple[str, int], dict[str, Any]]] = {
    (case, row): {MESSAGE: f"clash_of_decks.row_{case}_{ROWS[row]}", "params": {}}
    for case in ("name", "into", "onto") for row in (TOP, BOTTOM)}


def row_message(case: str, row: int) -> dict[str, Any]:
    """A row's name as a nested message for an event (``kernel.i18n.message``), in the form
    its sentence needs: ``name`` ("top row"/"horní řada"), ``into`` ("the top row"/"do
    horní řady"), ``onto`` ("the top row"/"horní řadu", after "na").

    Built once per form and row and shared by the events, which never change their
    parameters (clones share events already)."""
    return _ROW_MESSAGES[case, row]


def abilities(state: ClashData, side: int, row: int, index: int) -> int:
    """Current ability mask: printed, from adjacent Auras, and the Solo AI ability (CD-DEC-31).

    An Aura creature does not get its own paired ability (CD-AURA-3); only the
    creatures at positions p-1 and p+1 of the same side and row do (CD-DEC-21).
    """
    line = state.board[side][row]
    info = state.catalog.info
    mask = info[line[index].card].abilities
    if index > 0:
        mask |= info[line[index - 1].card].aura
    if index + 1 < len(line):
        mask |= info[line[index + 1].card].aura
    if side == 1:
        mask |= state.ai_ability
    return mask


def granted(state: ClashData, side: int, row: int, index: int) -> list[tuple[int, int]]:
    """(ability bit, source position) pairs granted by adjacent Auras (CD-INFO-1)."""
    line = state.board[side][row]
    info = state.catalog.info
    out: list[tuple[int, int]] = []
    for j in (index - 1, index + 1):
        if 0 <= j < len(line):
            aura = info[line[j].card].aura
            if aura:
                out.append((aura, j + 1))
    return out


def place(state: ClashData, side: int, row: int, card: str) -> Creature:
    """Put a creature at the back of its row, farthest from the bridge (CD-SUMMON-7/8)."""
    state.next_uid += 1
    creature = Creature(card, state.next_uid)
    state.board[side][row].append(creature)
    return creature


def find(state: ClashData, side: int, uid: int) -> tuple[int, int]:
    """(row, index) of the creature with ``uid`` on ``side``; (-1, -1) when gone."""
    for row in (TOP, BOTTOM):
        for i, creature in enumerate(state.board[side][row]):
            if creature.uid == uid:
                return row, i
    return -1, -1


def next_attacker(state: ClashData, side: int) -> tuple[int, int]:
    """The next eligible attacker of ``side`` (CD-DEC-23/24), or (-1, -1).

    Chosen afresh each time: the farthest eligible creature of the top row,
    then of the bottom row, so Sprint and destructions keep the order well defined.
    """
    rows = state.board[side]
    for row in (TOP, BOTTOM):
        line = rows[row]
        i = len(line)
        while i:
            i -= 1
            creature = line[i]
            if not (creature.entered or creature.attacked):
                return row, i
    return -1, -1


def can_attack(state: ClashData, side: int) -> bool:
    """Whether a creature of ``side`` may still attack in this attack phase (CD-DEC-23)."""
    for line in state.board[side]:
        for creature in line:
            if not (creature.entered or creature.attacked):
                return True
    return False


def any_creature(state: ClashData) -> bool:
    """Whether at least one creature is in play on either side."""
    for rows in state.board:
        for line in rows:
            if line:
                return True
    return False


def creature_count(state: ClashData, side: int) -> int:
    rows = state.board[side]
    return len(rows[0]) + len(rows[1])


def start_of_turn(state: ClashData) -> None:
    """Protection uses reset at the start of every turn (CD-DEC-35)."""
    for rows in state.board:
        for line in rows:
            for creature in line:
                creature.protection_used = False


def end_of_turn(state: ClashData) -> None:
    """Heal every creature, clear Sprint bonuses and turn flags (CD-DEC-29, CD-ATTACK-13)."""
    for rows in state.board:
        for line in rows:
            for creature in line:
                creature.damage = 0
                creature.sprint_bonus = 0
                creature.entered = False
                creature.attacked = False


HIT: Final = "clash_of_decks.hit"
SPLASH_HIT: Final = "clash_of_decks.splash_hit"
PIERCE_HIT: Final = "clash_of_decks.pierce_hit"
"""The events of an attack's damage: on the target, by Splash, by Pierce."""


def log_hit(state: ClashData, key: str, side: int, victim: Creature, amount: int) -> None:
    """A creature of ``side`` took ``amount``: its health left before → after (never below 0).

    ``key`` says how (``HIT``, ``SPLASH_HIT``, ``PIERCE_HIT``, or an incantation's
    ``inc_damage``, ``inc_splash``, ``inc_pierce``)."""
    health = state.catalog.info[victim.card].health
    if state.recording:
        state.log(key, side=side, card=victim.card, card_name=state.catalog.names[victim.card],
                  amount=amount, before=max(0, health - victim.damage + amount),
                  after=max(0, health - victim.damage))
