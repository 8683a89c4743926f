"""Legal actions of every decision (HX-ACT-1..15, HX-DEC-63) and the reasons an
action is refused, each naming its rule.

The priority decision's actions are computed here from the state; the other
decisions carry their options (``Pending.options``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from cardtable.games.hexy import combat, energy
from cardtable.games.hexy.actions import SHARED, SHARED_PHRASE, activated_list
from cardtable.games.hexy.model import COLOURS, EASY, FORBID_BIT, StackObj
from cardtable.games.hexy.sphere import placements
from cardtable.games.hexy.table import Table
from cardtable.games.hexy.targets import candidates, card_matches
from cardtable.kernel import Action, Refusal

fast = Action.fast
PASS = fast("pass", ())


def legal_actions(state: Table) -> list[Action]:
    pending = state.pending
    assert pending is not None
    if pending.kind == "priority":
        return priority_actions(state, pending.seat)
    return list(pending.options)


def only_pass(state: Table, seat: int) -> bool:
    """HX-DEC-57: pass is the only legal action (only possible with an empty hand).
    Asked before every priority decision, so it stops at the first other option."""
    if state.hand[seat]:
        return False
    if not state.units(seat):
        # every other priority action needs a card in hand or a board card of his:
        # energy and activations come from his board cards, moves, attacks and
        # ambushes are theirs, and a counter-attack is made by the attacked card
        return True
    return next(_priority_options(state, seat), None) is None


def sorcery_time(state: Table, seat: int) -> bool:
    """HX-CARD-10, HX-DEC-29: own turn, Main Phase, empty stack."""
    return seat == state.active and state.phase == "main" and not state.stack


def priority_actions(state: Table, seat: int) -> list[Action]:
    """``pass`` and every other legal priority action, in the order of HX-DEC-63."""
    return [PASS, *_priority_options(state, seat)]


def _priority_options(state: Table, seat: int) -> Iterator[Action]:
    mine = state.units(seat)
    for uid in mine:  # HX-ACT-3
        if state.is_type(uid, "building") and state.points[uid] >= 1:
            cell = state.at[uid]
            for c in state.cat.produces[state.card[uid]]:
                yield fast("take_energy", (("colour", COLOURS[c]), ("hex", cell)))
    hand = state.hand[seat]
    for i in range(len(hand)):  # HX-ACT-4
        yield fast("discard_for_energy", (("hand", i),))
    sorcery = sorcery_time(state, seat)
    if hand:
        yield from _casts(state, seat, sorcery)
    for uid in mine:
        yield from _activations(state, seat, uid, sorcery)
    if sorcery:
        for uid in mine:
            if state.is_type(uid, "creature"):
                yield from _moves(state, seat, uid)
                yield from _attacks(state, seat, uid)
    if state.stack:
        yield from _ambushes(state, seat)
        yield from _counters(state, seat)


def _casts(state: Table, seat: int, sorcery: bool) -> list[Action]:
    cat = state.cat
    out: list[Action] = []
    pool = state.pool[seat]
    for i, uid in enumerate(state.hand[seat]):
        cidx = state.card[uid]
        ctype = cat.type[cidx]
        if ctype == "basic_energy" or not (sorcery or cat.wizardry_speed[cidx]):
            continue
        if not energy.can_pay(pool, cat.cost[cidx]):
            continue
        if cat.board[cidx]:
            for cell in placements(state, seat, uid):
                out.append(fast("cast", (("hand", i), ("hex", cell))))
        elif ctype == "enchantment":
            card = cat.cards[cidx]
            assert card.enchant is not None
            for host in state.board:
                if host >= 0 and _may_enchant(state, card.enchant.side, card.enchant.types,
                                              seat, host):
                    out.append(fast("cast", (("hand", i), ("hex", state.at[host]))))
        elif all(p.optional or p.next_to is not None or candidates(state, p, seat, -1)
                 for p in cat.effect[cidx].phrases):
            out.append(fast("cast", (("hand", i), ("hex", -1))))
    return out


def _may_enchant(state: Table, side: str, types: Sequence[str], seat: int, host: int) -> bool:
    owner = state.owner[host]
    if (side == "own" and owner != seat) or (side == "enemy" and owner == seat):
        return False
    return not types or state.cat.type[state.card[host]] in types


def _activations(state: Table, seat: int, uid: int, sorcery: bool) -> list[Action]:
    out: list[Action] = []
    cat = state.cat
    cidx = state.card[uid]
    cell = state.at[uid]
    produced = cat.produces[cidx]
    for index, ability in enumerate(activated_list(state, uid)):
        if ability == SHARED:
            if state.points[uid] < 2 or not candidates(state, SHARED_PHRASE, seat, uid):
                continue
            points = 2
        else:
            ab = cat.cards[cidx].abilities[ability]
            cost = ab.cost
            assert cost is not None
            if ab.speed == "sorcery" and not sorcery:
                continue
            if not energy.can_pay(state.pool[seat], cost.energy.vector()):
                continue
            if cost.actions and state.spendable(uid) < cost.actions:
                continue
            if cost.points and state.points[uid] < cost.points:
                continue
            if cost.discard and len(state.hand[seat]) < cost.discard:
                continue
            if not all(p.optional or p.next_to is not None or candidates(state, p, seat, uid)
                       for p in cat.abilities[cidx][ability].phrases):
                continue
            points = cost.points
        colours = [COLOURS[c] for c in produced] if points and len(produced) > 1 and \
            state.is_type(uid, "building") else ["none"]
        for colour in colours:
            out.append(fast("activate", (("ability", index), ("colour", colour), ("hex", cell))))
    return out


def move_cost(state: Table, uid: int) -> tuple[int, int]:
    actions, energy_n = state.cat.move_cost[state.card[uid]]
    return actions, (0 if state.has(uid, EASY) else energy_n)


def can_move(state: Table, seat: int, uid: int) -> bool:
    actions, energy_n = move_cost(state, uid)
    return not state.forbidden(uid, FORBID_BIT["move"]) and \
        state.spendable(uid) >= actions and sum(state.pool[seat]) >= energy_n


def _moves(state: Table, seat: int, uid: int) -> list[Action]:
    if not can_move(state, seat, uid):
        return []
    cell = state.at[uid]
    return [fast("move", (("dir", d), ("hex", cell)))
            for d, n in enumerate(state.hmap.neighbours[cell]) if n >= 0 and state.board[n] < 0]


def _attacks(state: Table, seat: int, uid: int) -> list[Action]:
    if not combat.may_attack(state, uid):
        return []
    cell = state.at[uid]
    return [fast("attack", (("hex", cell), ("target", state.at[t])))
            for t in state.board if t >= 0 and combat.can_strike(state, uid, t)]


def own_attack(state: Table) -> StackObj | None:
    for obj in reversed(state.stack):
        if obj.kind == "attack" and obj.seat == state.active:
            return obj
    return None


def _ambushes(state: Table, seat: int) -> list[Action]:
    """HX-ACT-9, HX-DEC-37."""
    if seat != state.active:
        return []
    obj = own_attack(state)
    if obj is None:
        return []
    return [fast("ambush", (("hex", state.at[u]),)) for u in state.units(seat)
            if state.is_type(u, "creature") and u not in obj.attackers
            and combat.may_attack(state, u) and combat.can_strike(state, u, obj.target)]


def attack_on(state: Table, seat: int) -> StackObj | None:
    for obj in reversed(state.stack):
        if obj.kind == "attack" and obj.seat != seat and obj.victim < 0 and \
                obj.target >= 0 and state.owner[obj.target] == seat:
            return obj
    return None


def _counters(state: Table, seat: int) -> list[Action]:
    """HX-ACT-10, HX-DEC-35/36/38."""
    obj = attack_on(state, seat)
    if obj is None:
        return []
    target = obj.target
    pays = []
    if sum(state.pool[seat]) >= 1:
        pays.append("energy")
    if state.points[target] >= 2:
        pays.append("point")
    out = []
    for victim in obj.attackers:
        if combat.may_counter(state, obj, victim):
            for pay in pays:
                out.append(fast("counter_attack", (("pay", pay), ("victim", state.at[victim]))))
    return out


# ---- refusals -----------------------------------------------------------------------
def explain(state: Table, action: Action) -> Refusal:
    """Why ``action`` is not legal now, naming the rule (the issue's bad-input bar)."""
    pending = state.pending
    kind = action.kind
    if pending is None:
        return Refusal("hexy.refuse_over")
    if pending.kind != "priority":
        return Refusal("hexy.refuse_pending", {"kind": pending.kind}, "HX-ACT-15")
    seat = pending.seat
    args = dict(action.args)
    if kind == "move":
        return _explain_move(state, seat, args)
    if kind == "attack":
        return _explain_attack(state, seat, args)
    if kind == "cast":
        return _explain_cast(state, seat, args)
    if kind in ("ambush", "counter_attack"):
        return Refusal("hexy.refuse_combat_window", {}, "HX-DEC-35, HX-DEC-37")
    if kind == "activate":
        return Refusal("hexy.refuse_activate", {}, "HX-ACT-6")
    if kind in ("take_energy", "discard_for_energy"):
        return Refusal("hexy.refuse_energy", {}, "HX-ACT-3, HX-ACT-4")
    return Refusal("hexy.refuse_kind", {"kind": kind}, "HX-ACT-2")


def _cell(state: Table, args: Mapping[str, object], name: str) -> int:
    value = args.get(name)
    return value if isinstance(value, int) and 0 <= value < len(state.hmap.cells) else -1


def _explain_move(state: Table, seat: int, args: Mapping[str, object]) -> Refusal:
    if not sorcery_time(state, seat):
        return Refusal("hexy.refuse_not_main", {}, "HX-DEC-29")
    cell = _cell(state, args, "hex")
    uid = state.board[cell] if cell >= 0 else -1
    if uid < 0 or state.owner[uid] != seat or not state.is_type(uid, "creature"):
        return Refusal("hexy.refuse_no_creature", {}, "HX-MOVE-1")
    d = args.get("dir")
    if not isinstance(d, int) or not 0 <= d < 6 or state.hmap.neighbours[cell][d] < 0:
        return Refusal("hexy.refuse_off_map", {}, "HX-DEC-58")
    if state.board[state.hmap.neighbours[cell][d]] >= 0:
        return Refusal("hexy.refuse_occupied", {}, "HX-DEC-30")
    if state.forbidden(uid, FORBID_BIT["move"]):
        return Refusal("hexy.refuse_forbidden", {}, "HX-ACT-7")
    return Refusal("hexy.refuse_move_cost", {}, "HX-MOVE-1, HX-DEC-31")


def _explain_attack(state: Table, seat: int, args: Mapping[str, object]) -> Refusal:
    if not sorcery_time(state, seat):
        return Refusal("hexy.refuse_not_main", {}, "HX-DEC-29")
    cell = _cell(state, args, "hex")
    uid = state.board[cell] if cell >= 0 else -1
    if uid < 0 or state.owner[uid] != seat or not state.is_type(uid, "creature"):
        return Refusal("hexy.refuse_no_creature", {}, "HX-ATTACK-1")
    tcell = _cell(state, args, "target")
    target = state.board[tcell] if tcell >= 0 else -1
    if target < 0 or state.owner[target] == seat:
        return Refusal("hexy.refuse_no_target", {}, "HX-DEC-32")
    if state.hmap.dist[cell][tcell] > combat.reach_of(state, uid):
        return Refusal("hexy.refuse_out_of_range", {}, "HX-DEC-32")
    if not combat.can_strike(state, uid, target):
        return Refusal("hexy.refuse_flying", {}, "HX-FLYING-1")
    if state.forbidden(uid, FORBID_BIT["attack"]):
        return Refusal("hexy.refuse_forbidden", {}, "HX-ACT-8")
    return Refusal("hexy.refuse_attack_cost", {}, "HX-ATTACK-1, HX-DEC-31")


def _explain_cast(state: Table, seat: int, args: Mapping[str, object]) -> Refusal:
    i = args.get("hand")
    if not isinstance(i, int) or not 0 <= i < len(state.hand[seat]):
        return Refusal("hexy.refuse_no_card", {}, "HX-ACT-5")
    uid = state.hand[seat][i]
    cidx = state.card[uid]
    if state.cat.type[cidx] == "basic_energy":
        return Refusal("hexy.refuse_basic_energy", {}, "HX-DEC-19")
    if not (sorcery_time(state, seat) or state.cat.wizardry_speed[cidx]):
        return Refusal("hexy.refuse_speed", {}, "HX-CARD-10")
    if not energy.can_pay(state.pool[seat], state.cat.cost[cidx]):
        return Refusal("hexy.refuse_no_energy", {}, "HX-DEC-20")
    if state.cat.board[cidx]:
        return Refusal("hexy.refuse_placement", {}, "HX-SPHERE-1, HX-SPHERE-4")
    return Refusal("hexy.refuse_target", {}, "HX-ACT-5")


__all__ = ["card_matches", "explain", "legal_actions", "only_pass", "priority_actions"]
