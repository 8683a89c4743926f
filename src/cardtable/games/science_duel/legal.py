"""Legal actions (plays, attacks, the ability, ending the turn, answers, the setup) and
why an action is illegal.

The main step's list is the hot one: every decision of every playout asks for
it, so it is built from one pass
over each zone that matters (the own units, the own effect slots, the enemy
units for attacks) and out of prebuilt ``Action`` objects: building it
allocates nothing but the list itself. The order is fixed: plays by hand
position, slot and target; attacks by unit and target; the ability by target;
``end_turn`` last.

Derived tables are memoized at module level, keyed on everything they depend
on (hand position and empty slots, attacker and its targets, ability targets),
so they never need invalidating.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.games.science_duel import turn
from cardtable.games.science_duel.board import ATTACK_AURAS, COST_AURAS, present
from cardtable.games.science_duel.model import UNIT_SLOTS
from cardtable.games.science_duel.queries import (
    attack_of,
    cost_mods,
    cost_of,
    empty_slots,
)
from cardtable.games.science_duel.targets import target_options
from cardtable.kernel import Action, Refusal
from cardtable.kernel.flow import Pending

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState

END: Final = Action.fast("end_turn", ())
PLAY: Final = [[[Action.fast("play", (("hand", h), ("slot", s), ("target", t)))
          for t in range(-1, 16)] for s in range(8)] for h in range(15)]
"""Prebuilt play actions, ``PLAY[hand][slot][target + 1]``."""
ABILITY: Final = [Action.fast("use_ability", (("target", t),)) for t in range(-1, 16)]
"""Prebuilt ability uses, ``ABILITY[target + 1]``."""
ATTACK: Final = [[Action.fast("attack", (("target", t), ("unit", u))) for t in range(8)]
          for u in range(8)]
"""Prebuilt attacks, ``ATTACK[unit][target]`` (unit slot 1..7, target 0 hero or slot)."""
NO_TARGET: Final[tuple[int, ...]] = (-1,)

SLOTS_OF: Final = [tuple(i for i in range(UNIT_SLOTS) if m >> i & 1)
                   for m in range(1 << UNIT_SLOTS)]
"""The 0-based unit slots in a mask of slots (bit ``i``: slot ``i``), ``SLOTS_OF[mask]``."""
UNIT_PLAYS: Final = [[[PLAY[h][s + 1][0] for s in slots] for h in range(len(PLAY))]
              for slots in SLOTS_OF]
"""The untargeted plays of the unit at hand position ``h`` into each slot of a mask of
empty slots, ``UNIT_PLAYS[mask][h]``."""
ATTACKS: Final = [[[ATTACK[u + 1][t] for t in range(8) if m >> t & 1] for u in range(UNIT_SLOTS)]
           for m in range(1 << (UNIT_SLOTS + 1))]
"""The attacks of the unit in slot ``u`` (0-based) against each target of a mask of targets
(bit 0: the hero, bit ``k``: the unit in slot ``k``), ``ATTACKS[mask][u]``."""

def _add_targeted_plays(out: list[Action], hand: int, empties: int,
                        targets: tuple[int, ...]) -> None:
    """Add the plays of the unit at ``hand`` into each slot of the mask ``empties``, each
    with each of ``targets``: slot by slot, target by target (prebuilt actions, appended
    directly: a table of such rows cost more to key than to build)."""
    row = PLAY[hand]
    for slot in SLOTS_OF[empties]:
        cell = row[slot + 1]
        for t in targets:
            out.append(cell[t + 1])


def _add_slotless_plays(out: list[Action], hand: int, targets: tuple[int, ...]) -> None:
    """Add the plays of the card at ``hand`` that takes no unit slot against each of
    ``targets``."""
    cell = PLAY[hand][0]
    for t in targets:
        out.append(cell[t + 1])


def attack_mask(st: SDState, seat: int) -> int:
    """SD-ACT-4: the hero (bit 0) or attackable enemy units (bit ``k`` for slot ``k``);
    only Defenders if any (SD-DEC-24). Stealthed and dormant units cannot be attacked."""
    able = 1
    guards = 0
    defenders = st.cat.defenders
    bit = 2
    for u in st.sides[1 - seat].units:
        if u is not None and not u.stealth and not u.dormant:
            able |= bit
            if (u.cid in defenders and not u.silenced) or "defender" in u.kws:
                guards |= bit  # has_kw(st, u, "defender") without the card lookup
        bit <<= 1
    return guards or able


def main_actions(st: SDState) -> list[Action]:
    """The active player's actions in the main step: plays (SD-ACT-3), attacks (SD-ACT-4),
    the ability (SD-ACT-5) and ``end_turn``."""
    seat = st.active
    side = st.sides[seat]
    units = side.units
    # The own units: empty slots (SD-UNIT-1/2) and possible attackers.
    free = ready = 0
    bit = 1
    for u in units:
        if u is None:
            free |= bit
        elif u.ready and not u.frozen and not u.dormant:
            ready |= bit
        bit <<= 1
    if st.flight:  # SD-DEC-57: a unit being played has reserved its slot
        free = 0
        for i in empty_slots(st, seat):
            free |= 1 << i
    effects = side.effects
    free_effect = False  # an empty effect slot (SD-DEC-16)
    for x in effects:
        if x is None:
            free_effect = True
            break
    cat = st.cat
    if not present(st, COST_AURAS):
        card_mod = spell_mod = 0
    else:
        card_mod, spell_mod = cost_mods(st, seat)
    mana = side.mana - card_mod
    momentum = 1 if side.played > 0 else 0
    found: dict[int, tuple[int, ...]] = {}  # targets by (filter, tag), as its target_id
    out: list[Action] = []
    play_info = cat.play_info
    for i, card in enumerate(side.hand):
        info = play_info[card.cid]
        kind = info.type
        if info.cost + (spell_mod if kind == "spell" else 0) > mana or kind == "ability":
            continue  # SD-MAIN-3 (mana is never negative, so a cost below 0 is 0)
        targets: tuple[int, ...] = NO_TARGET
        if info.needs_target[momentum]:
            key = info.target_id
            hit = found.get(key)  # not into ``targets``: mypyc checks a tuple is stored there
            if hit is None:
                hit = found[key] = tuple(target_options(st, seat, card.cid))
            targets = hit
            if not targets:
                if kind != "unit":
                    continue  # SD-DEC-13: a spell needs a legal target
                targets = NO_TARGET
        if kind == "unit":  # SD-UNIT-1/2
            if targets is NO_TARGET:
                out.extend(UNIT_PLAYS[free][i])
            else:
                _add_targeted_plays(out, i, free, targets)
            continue
        if info.slotted and not free_effect:
            continue  # SD-DEC-16
        if targets is NO_TARGET:
            out.append(PLAY[i][0][0])
        else:
            _add_slotless_plays(out, i, targets)
    if ready:
        attack_auras = present(st, ATTACK_AURAS)  # else base plus bonus
        targets_mask = 0
        for i in SLOTS_OF[ready]:
            u = units[i]
            assert u is not None
            if (attack_of(st, seat, i, u) if attack_auras else u.atk + u.tmp_atk) < 1:
                continue  # SD-DEC-21
            if not targets_mask:
                targets_mask = attack_mask(st, seat)
            out.extend(ATTACKS[targets_mask][i])
    first = effects[0]
    ability = 0 if first is not None and first.kind == "ability" else turn.ability_slot(st, seat)
    if ability >= 0:
        s = effects[ability]
        assert s is not None
        info = play_info[s.cid]
        if s.ready and not side.ability_used and info.cost <= mana:  # SD-ABIL-5
            if info.needs_target[0]:
                hit = found.get(info.target_id)
                if hit is None:
                    hit = tuple(target_options(st, seat, s.cid))
                for t in hit:
                    out.append(ABILITY[t + 1])
            else:
                out.append(ABILITY[0])
    out.append(END)
    return out


# ---- decisions and the setup ------------------------------------------------------------
CHOICE_ARG: Final = {"choose_target": ("target", 0), "choose_slot": ("slot", 1),
               "choose_card": ("index", 0), "choose_option": ("option", 0)}
"""Argument name and shift (slots are 1-based in actions) of each pending decision kind."""


def _choice(kind: str, option: int) -> Action:
    name, shift = CHOICE_ARG[kind]
    return Action.fast(kind, ((name, option + shift),))


CHOOSE: Final = {kind: [_choice(kind, o) for o in range(80)] for kind in CHOICE_ARG}
"""Prebuilt answers to a pending decision, ``CHOOSE[kind][option]``."""
TRIM: Final = [Action.fast("trim", (("card", i),)) for i in range(35)]
_MULLIGANS: Final[dict[int, list[Action]]] = {}


def _mulligans(n: int) -> list[Action]:
    """Every subset of an ``n``-card opening hand, in bitmask order (cached per ``n``)."""
    found = _MULLIGANS.get(n)
    if found is None:
        found = _MULLIGANS[n] = [
            Action.fast("mulligan", (("cards", tuple(i for i in range(n) if m >> i & 1)),))
            for m in range(1 << n)]
    return found


def pending_actions(pending: Pending) -> list[Action]:
    """The answers to a pending decision (SD-ACT-7..10): one per option."""
    table = CHOOSE[pending.kind]
    return [table[o] if 0 <= o < len(table) else _choice(pending.kind, o)
            for o in pending.options]


def setup_actions(st: SDState) -> list[Action]:
    """Before the first turn: a trim per card id of the deck (SD-ACT-1), or every subset of
    the opening hand to exchange (SD-ACT-2)."""
    if st.phase == "trim":
        return TRIM[:turn.trim_count(st, turn.next_trimmer(st))]
    return list(_mulligans(len(st.sides[st.mull_seat].hand)))


def main_step_actions(st: SDState) -> list[Action]:
    """The main step's actions, or only ``end_turn`` once the action cap is reached."""
    cap = st.max_actions
    if cap >= 0 and st.actions >= cap:
        return [END]
    return main_actions(st)


def explain_illegal(st: SDState, action: Action) -> Refusal | None:
    """Why ``action`` is not legal now: a catalogued reason naming the rule (SD-ACT-*);
    ``None``: no reason more specific than the kernel's."""
    pending = st.pending
    if pending is not None:
        return _no("answer_first", "SD-ACT-12", seat=pending.seat)
    if st.phase != "main":
        return _no("setup_phase", "SD-DEC-2")
    side = st.sides[st.active]
    if action.kind == "play":
        hand = action.get("hand")
        if not isinstance(hand, int) or not 0 <= hand < len(side.hand):
            return _no("no_card", "SD-ACT-3")
        cid = side.hand[hand].cid
        name = st.cat.cards[cid].name
        if cost_of(st, st.active, cid) > side.mana:
            return _no("mana", "SD-MAIN-3", card=name, mana=side.mana)
        if st.cat.cards[cid].type == "unit" and not empty_slots(st, st.active):
            return _no("board_full", "SD-UNIT-2")
        return _no("slot_or_target", "SD-ACT-3", card=name)
    if action.kind == "attack":
        return _no("attack", "SD-ACT-4, SD-ATTACK-4")
    if action.kind == "use_ability":
        return _no("ability", "SD-ACT-5, SD-ABIL-5")
    return None


def _no(key: str, rule: str, **params: object) -> Refusal:
    return Refusal(f"science_duel.refuse_{key}", params, rule)
