"""What an attack or an effect did, as events: damage, healing, Shields, poison, buffs, mana,
and who a chosen target is, with before → after where a number changes.

Every unit is named by its card (``card`` id and ``card_name``) and the seat whose board it
stands on (``seat``: its controller). Units and heroes are public (SD-INFO-10), so every
event here is public. The keys and parameters are listed in ``docs/rules/science_duel.md``
(Events).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.games.science_duel.eventlog import log, log_card_event
from cardtable.games.science_duel.model import Unit
from cardtable.games.science_duel.queries import attack_of, find_unit
from cardtable.kernel.events import ParamsBuilder
from cardtable.kernel.i18n import message

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState


def unit_params(st: SDState, u: Unit) -> dict[str, Any]:
    """How an event names unit ``u``: the seat it stands for, its card id and name."""
    return {"seat": controller(st, u), "card": u.cid, "card_name": st.cat.cards[u.cid].name}


def controller(st: SDState, u: Unit) -> int:
    """The seat whose board unit ``u`` (by uid) stands on; its owner's when it is on none.
    A uid is on the board at most once, so the owner's side is looked at first."""
    uid, owner = u.uid, u.owner
    for x in st.sides[owner].units:
        if x is not None and x.uid == uid:
            return owner
    for x in st.sides[1 - owner].units:
        if x is not None and x.uid == uid:
            return 1 - owner
    return owner


def log_unit(st: SDState, key: str, u: Unit, **params: Any) -> None:
    """Log ``key`` about unit ``u`` (named by ``unit_params``) with ``params``."""
    if not st.recording:  # nothing to build on a silent state
        return
    if not params:
        log_card_event(st, key, controller(st, u), u.cid)
        return
    st.log(key, **unit_params(st, u), **params)


def target_message(st: SDState, code: int) -> dict[str, Any]:
    """A chosen target code (seat*8 + 0 for the hero, + slot for a unit) as a nested message:
    "the hero of seat 1", "Porter of seat 0"; an empty slot as "slot 3 of seat 0"."""
    seat, slot = divmod(code, 8)
    if slot == 0:
        return message("science_duel.the_hero", seat=seat)
    u = st.sides[seat].units[slot - 1]
    if u is None:
        return message("science_duel.empty_slot", seat=seat, slot=slot)
    return message("science_duel.the_unit", seat=seat, card=u.cid,
                   card_name=st.cat.cards[u.cid].name)


def shown(n: int) -> int:
    """Health or life as a reader sees it: never below 0 (the unit dies, the game ends)."""
    return n if n > 0 else 0


DAMAGE_PARAMS: Final[tuple[str, ...]] = ("amount", "before", "after")


def log_unit_damage(st: SDState, u: Unit, amount: int, before: int) -> None:
    if not st.recording:  # nothing to build on a silent state
        return
    log_card_event(st, "science_duel.unit_damaged", controller(st, u), u.cid, DAMAGE_PARAMS,
                   (amount, shown(before), shown(u.hp)))


HERO_DAMAGE_PARAMS: Final[tuple[str, ...]] = ("seat", *DAMAGE_PARAMS)


def log_heal(st: SDState, target: Unit | int, before: int) -> None:
    """A heal that changed something (a unit's health or a hero's life), before → after."""
    if not st.recording:  # nothing to build on a silent state
        return
    if isinstance(target, Unit):
        if target.hp != before:
            log_card_event(st, "science_duel.unit_healed", controller(st, target), target.cid,
                           HEAL_PARAMS, (before, target.hp))
    elif st.sides[target].life != before:
        log(st, "science_duel.hero_healed", HERO_HEAL_PARAMS,
            (target, before, st.sides[target].life))


HEAL_PARAMS: Final[tuple[str, ...]] = ("before", "after")
HERO_HEAL_PARAMS: Final[tuple[str, ...]] = ("seat", *HEAL_PARAMS)


def stats(st: SDState, u: Unit) -> tuple[int, int]:
    """The attack the board shows (auras included) and the health of unit ``u``."""
    where = find_unit(st, u.uid)
    if where is None:
        return u.atk + u.tmp_atk, u.hp
    return attack_of(st, where[0], where[1], u), u.hp


def log_stats(st: SDState, u: Unit, before: tuple[int, int]) -> None:
    """``unit_changed``: the attack and health of ``u`` before → after, those that changed
    (``stats_params``, made when the event is read)."""
    if not st.recording:  # nothing to build on a silent state
        return
    after = stats(st, u)
    if after != before:
        st.log_built("science_duel.unit_changed", STATS_BUILDER,
                     (controller(st, u), u.cid, before, after, st.cat))


STAT_FIELDS: Final[tuple[str, ...]] = ("science_duel.field_attack", "science_duel.field_health")
"""The nested messages of a unit's attack and health changing."""


def stats_params(args: tuple[Any, ...]) -> dict[str, Any]:
    """The parameters of a ``unit_changed`` event recorded as ``(seat, cid, (attack,
    health) before, after, cat)``: the unit and each number that changed."""
    seat, cid, before, after, cat = args
    changes = []
    if before[0] != after[0]:
        changes.append(message(STAT_FIELDS[0], before=before[0], after=after[0]))
    if before[1] != after[1]:
        changes.append(message(STAT_FIELDS[1], before=before[1], after=shown(after[1])))
    return {"seat": seat, "card": cid, "card_name": cat.cards[cid].name, "changes": changes}


STATS_BUILDER: Final[ParamsBuilder] = stats_params
"""``stats_params`` read as a constant (compiled, naming a function as a value looks it up in
the module's dict on each use)."""


def log_choice(st: SDState, seat: int, kind: str, value: int) -> None:
    """A decision inside an effect (``choose_*``), said in words: the chosen target, slot or
    answer; a card picked from a hand or graveyard is named by what follows (a burn, a
    revival)."""
    if not st.recording:  # nothing to build on a silent state
        return
    if kind == "choose_target":
        st.log("science_duel.chose_target", seat=seat, value=value,
               target=target_message(st, value))
    elif kind == "choose_slot":
        log(st, "science_duel.chose_slot", CHOSE_SLOT_PARAMS, (seat, value, value + 1))
    elif kind == "choose_option":
        log(st, "science_duel.chose_yes" if value == 1 else "science_duel.chose_no",
            CHOSE_PARAMS, (seat, value))
    else:
        log(st, "science_duel.chose_card", CHOSE_PARAMS, (seat, value))


CHOSE_PARAMS: Final[tuple[str, ...]] = ("seat", "value")
CHOSE_SLOT_PARAMS: Final[tuple[str, ...]] = (*CHOSE_PARAMS, "slot")
