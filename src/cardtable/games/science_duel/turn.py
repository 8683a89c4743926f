"""Setup, turns and the player's actions: play, attack, ability, end of turn.

Each action starts a small sequence of tasks on the resolution stack, in the
order fixed by SD-DEC-12 (playing), SD-DEC-23 (attacking) and SD-START /
SD-END (the turn); ``flow.FLOW`` then resolves them (``SDState`` runs it after
every action).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.games.science_duel.board import (
    ATTACK_AURAS,
    COST_AURAS,
    PLAY_WATCHERS,
    TIMED,
    hears,
    present,
    put_effect,
    put_field,
)
from cardtable.games.science_duel.cards import CLASS_NAMES, DECKS
from cardtable.games.science_duel.damage import deal
from cardtable.games.science_duel.eventlog import SEAT, log, log_secret
from cardtable.games.science_duel.messages import CARDS_ACC
from cardtable.games.science_duel.model import (
    MAX_MANA,
    Card,
    Cleanup,
    Ctx,
    Fire,
    Flight,
    Played,
    React,
    Refresh,
    Side,
    Slotted,
    StartTurn,
    Strike,
    ToZone,
    Unit,
    make_ctx,
    make_dispatch,
    make_strike,
    make_to_zone,
)
from cardtable.games.science_duel.queries import (
    attack_of,
    cost_of,
    new_uid,
    unit_slot,
)
from cardtable.games.science_duel.triggers import (
    dispatch,
    experiment_matches,
    fire_all,
    fire_now,
    reveal_experiment,
    with_target,
)
from cardtable.games.science_duel.zones import (
    draw_one,
    make_unit,
    shuffle_deck,
    summon,
    to_effect_slot,
)
from cardtable.kernel.events import ParamsBuilder
from cardtable.kernel.flow import Task, push_all
from cardtable.kernel.plural import counted

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState

PLUS_BOD: Final = "plus_bod"
"""SD-CONTENT-9: the coin-like token given to the second player."""
OPENING: Final[tuple[int, ...]] = (3, 4)
"""SD-SETUP-9 / SD-SETUP-13: cards drawn by the first and the second player."""
START: Final[tuple[StartTurn, ...]] = (StartTurn(0), StartTurn(1))
CLEANUP: Final[tuple[Cleanup, ...]] = (Cleanup(0), Cleanup(1))
REFRESH: Final[tuple[Refresh, ...]] = (Refresh(0), Refresh(1))
PLAYED: Final[tuple[Played, ...]] = (Played(0), Played(1))
"""The per-seat tasks without other fields, built once."""


# ---- setup (SD-DEC-2) ----------------------------------------------------------------------
def build_sides(st: SDState, deck_ids: tuple[str, str]) -> None:
    st.sides = []
    for seat, deck_id in enumerate(deck_ids):
        deck = DECKS[deck_id]
        side = Side(deck.cls)
        cards = deck_cards(deck_id, st.next_uid + 1)
        side.deck = list(cards)
        st.next_uid += len(cards)
        st.sides.append(side)
        st.log("science_duel.deck_class", seat=seat, cls=CLASS_NAMES[deck.cls])  # SD-INFO-7
    st.abilities = [DECKS[d].ability or "" for d in deck_ids]


_DECK_CARDS: Final[dict[tuple[str, int], tuple[Card, ...]]] = {}


def deck_cards(deck_id: str, first_uid: int) -> tuple[Card, ...]:
    """The cards of prebuilt deck ``deck_id`` numbered from ``first_uid`` in deck order.
    A ``Card`` is immutable, so games share these (memoized per deck and first uid)."""
    found = _DECK_CARDS.get((deck_id, first_uid))
    if found is None:
        found = _DECK_CARDS[(deck_id, first_uid)] = tuple(
            Card(first_uid + k, cid) for k, cid in enumerate(DECKS[deck_id].cards))
    return found


def next_trimmer(st: SDState) -> int:
    """SD-ACT-1: seat 0 first, then seat 1, while a deck holds more than 30 cards."""
    for seat, side in enumerate(st.sides):
        if len(side.deck) > 30:
            return seat
    return -1


def trim_choices(st: SDState, seat: int) -> list[str]:
    """SD-ACT-1: the card ids a trim may name (``trim card=i`` names the i-th), sorted.

    Before the trims a deck is in its list's order, which the prebuilt decks keep sorted
    (copies side by side), and a trim keeps the order: the distinct ids are then read in
    one pass; a deck out of order is sorted the general way."""
    deck = st.sides[seat].deck
    out: list[str] = []
    last = ""
    for card in deck:
        cid = card.cid
        if cid != last:
            if cid < last:
                return sorted({c.cid for c in deck})
            out.append(cid)
            last = cid
    return out


def trim_count(st: SDState, seat: int) -> int:
    """How many trims ``seat`` may choose from: ``len(trim_choices(st, seat))``."""
    return len(trim_choices(st, seat))


def trim(st: SDState, seat: int, cid: str) -> None:
    side = st.sides[seat]
    deck = side.deck
    first = next(i for i, c in enumerate(deck) if c.cid == cid)  # the first copy
    side.removed.append(deck.pop(first))
    log_secret(st, seat, "science_duel.trim", cid, "science_duel.trim_hidden")
    if next_trimmer(st) < 0:
        begin(st)


def begin(st: SDState) -> None:
    """Steps 3-6 of SD-DEC-2: abilities, shuffles, toss, the first player's opening hand."""
    for seat in range(len(st.sides)):
        if st.abilities[seat]:
            put_effect(st, seat, 0, Slotted(new_uid(st), st.abilities[seat], seat, "ability"))
        shuffle_deck(st, seat)  # SD-SETUP-6
    choice = st.options.first_player
    st.first = st.rng.below(2) if choice is None else choice  # SD-DEC-1
    st.active = st.first
    st.log("science_duel.toss", seat=st.first)
    st.phase = "mulligan"
    st.mull_seat = st.first
    deal_opening(st, st.first, OPENING[0])


def deal_opening(st: SDState, seat: int, n: int) -> None:
    """Setup draws: no on-draw effects (SD-DEC-6)."""
    side = st.sides[seat]
    for _ in range(n):
        card = side.deck.pop()
        card = Card(card.uid, card.cid, st.cat.cards[card.cid].revealed_in_hand)
        side.hand.append(card)
        log_secret(st, seat, "science_duel.draw", card.cid, "science_duel.draw_hidden")


def mulligan(st: SDState, seat: int, picks: tuple[int, ...]) -> None:
    """SD-SETUP-10..14 / SD-DEC-5: chosen cards to the bottom, as many drawn, reshuffle."""
    side = st.sides[seat]
    chosen = [side.hand[i] for i in picks]
    side.hand = [c for i, c in enumerate(side.hand) if i not in picks]
    for card in chosen:
        side.deck.insert(0, Card(card.uid, card.cid))
    for _ in chosen:
        card = side.deck.pop()
        side.hand.append(Card(card.uid, card.cid, st.cat.cards[card.cid].revealed_in_hand))
    if chosen:
        shuffle_deck(st, seat)  # SD-SETUP-12
    side.mulligan = len(chosen)
    st.log_private([seat], "science_duel.mulligan",
                   {"seat": seat, "count": len(chosen), "cards": counted(len(chosen), CARDS_ACC)},
                   "science_duel.mulligan_hidden", {"seat": seat})
    if seat == st.first:
        st.mull_seat = 1 - seat
        deal_opening(st, 1 - seat, OPENING[1])
        return
    second = 1 - st.first
    st.sides[second].hand.append(Card(new_uid(st), PLUS_BOD, True))  # SD-SETUP-8
    st.log("science_duel.mulligan_done", first=st.sides[st.first].mulligan,
           second=st.sides[second].mulligan)
    st.mull_seat = -1
    st.phase = "main"
    st.turn = 0
    st.tasks.append(START[st.first])


# ---- the turn ------------------------------------------------------------------------------
def start_turn(st: SDState, task: StartTurn) -> None:
    """SD-START-1/2: new turn, counters reset (SD-DEC-11), dormancy, start-of-turn triggers."""
    seat = task.seat
    st.active = seat
    st.turn += 1
    st.actions = 0
    side = st.sides[seat]
    side.played = 0
    side.ability_used = False
    log(st, "science_duel.turn", ("seat", "turn"), (seat, st.turn))
    for u in side.units:
        if u is not None and u.dormant > 0:
            u.dormant -= 1  # SD-CONTENT-19: wakes at the start of its controller's turn
    f = st.field
    if f is None and not present(st, TIMED):
        refresh(st, REFRESH[seat])  # no start text: nothing resolves in between
        return
    tasks: list[Task] = []
    if f is not None:  # SD-DEC-8: a field's start text works in every turn
        c = st.cat.cards[f.cid]
        for key in ("start_turn", "start_each_turn"):
            if getattr(c, key):
                tasks.append(Fire(key, make_ctx(f.uid, f.cid, seat)))
    tasks.extend(_turn_triggers(st, seat, "start_turn", "start_each_turn"))
    if not tasks:
        refresh(st, REFRESH[seat])
        return
    st.tasks.append(REFRESH[seat])
    push_all(st.tasks, tasks)


def _turn_triggers(st: SDState, active: int, own: str, each: str) -> list[Task]:
    """SD-ORDER-5/6: active player's units and slots ("turn" and "each turn"), then the other's."""
    tasks: list[Task] = []
    cat = st.cat
    if not present(st, TIMED):
        return tasks
    timed = cat.timed
    for seat in (active, 1 - active):
        side = st.sides[seat]
        keys = (own, each) if seat == active else (each,)
        for u in side.units:
            if u is not None and u.cid in timed and not u.silenced and u.dormant == 0:
                have = timed[u.cid]
                tasks.extend(Fire(k, make_ctx(u.uid, u.cid, seat)) for k in keys
                             if k in have)
        for s in side.effects:
            if s is not None and s.cid in timed and s.kind in ("lasting", "ability"):
                have = timed[s.cid]
                tasks.extend(Fire(k, make_ctx(s.uid, s.cid, seat, spell=True))
                             for k in keys if k in have)
    return tasks


def refresh(st: SDState, task: Refresh) -> None:
    """SD-START-3..6: ready (SD-FREEZE-2), +1 mana slot, refill, draw."""
    seat = task.seat
    side = st.sides[seat]
    for u in side.units:
        if u is None:
            continue
        if u.frozen:
            u.frozen = False
            u.ready = u.thaw_ready  # SD-DEC-51
            u.thaw_ready = False
        else:
            u.ready = u.dormant == 0
    for s in side.effects:
        if s is not None and s.kind == "ability":
            s.ready = True
    side.slots = min(MAX_MANA, side.slots + 1)
    side.mana = side.slots
    draw_one(st, seat)


def end_turn(st: SDState) -> None:
    """SD-END-1..3: end-of-turn effects, then lasting spells end (SD-DEC-17), next turn."""
    seat = st.active
    log(st, "science_duel.end_turn", SEAT, (seat,))
    f = st.field
    if f is not None or present(st, TIMED):
        tasks: list[Task] = []
        if f is not None:
            c = st.cat.cards[f.cid]
            for key in ("end_turn", "end_each_turn"):
                if getattr(c, key):
                    tasks.append(Fire(key, make_ctx(f.uid, f.cid, seat)))
        tasks.extend(_turn_triggers(st, seat, "end_turn", "end_each_turn"))
        if tasks:
            push_all(st.tasks, [*tasks, CLEANUP[seat], START[1 - seat]])
            return
    cleanup(st, CLEANUP[seat])  # no end-of-turn text: the cleanup is next anyway,
    start_turn(st, START[1 - seat])  # then the next turn (the cleanup pushes no task)


def cleanup(st: SDState, task: Cleanup) -> None:
    seat = task.seat
    side = st.sides[seat]
    for i, s in enumerate(side.effects):
        if s is not None and s.kind == "lasting":
            put_effect(st, seat, i, None)
            side.grave.append(Card(s.uid, s.cid, True))  # SD-SPELL-4
    for other in st.sides:
        for u in other.units:
            if u is not None and u.tmp_atk:
                u.tmp_atk = 0


# ---- playing a card (SD-DEC-12) ------------------------------------------------------------
def play(st: SDState, index: int, slot: int, target: int) -> None:
    seat = st.active
    side = st.sides[seat]
    card = side.hand.pop(index)
    cat = st.cat
    c = cat.cards[card.cid]
    # SD-MAIN-2; without a cost aura in play the printed cost, never negative (SD-DEC-10)
    side.mana -= c.cost if not present(st, COST_AURAS) else cost_of(st, seat, c.id)
    tuid = -1
    if target >= 0 and target % 8:
        u = st.sides[target // 8].units[target % 8 - 1]
        tuid = u.uid if u is not None else -1
    st.actions += 1
    if c.type == "experiment":
        st.flight.append(Flight(seat, card, slot, target, tuid, side.played > 0))
        log_secret(st, seat, "science_duel.play_exp", c.id, "science_duel.play_hidden")
    else:
        if not card.known:
            card = Card(card.uid, card.cid, True)
        st.flight.append(Flight(seat, card, slot, target, tuid, side.played > 0))
        log(st, "science_duel.play", PLAY_PARAMS, (seat, slot, target), c.id)
    # Reaction step: the opponent's experiments that watch for played cards (SD-DEC-38/39).
    if not present(st, PLAY_WATCHERS):
        played(st, PLAYED[seat])  # no reaction step: it is next anyway
        return
    cards = cat.cards
    reactions: list[Task] = [React(s.uid) for s in st.sides[1 - seat].effects
                             if s is not None and s.kind == "experiment"
                             and cards[s.cid].condition == "card_played"]
    if reactions:
        st.tasks.append(PLAYED[seat])
        push_all(st.tasks, reactions)
    else:
        played(st, PLAYED[seat])


PLAY_PARAMS: Final[tuple[str, ...]] = ("seat", "slot", "target")


def react(st: SDState, task: React) -> None:
    if not st.flight or st.flight[-1].cancelled:
        return  # SD-DEC-39: re-checked before each experiment
    f = st.flight[-1]
    for seat, side in enumerate(st.sides):
        for s in side.effects:
            if s is not None and s.uid == task.uid and s.kind == "experiment":
                if experiment_matches(st, s, "card_played", f.seat,
                                      st.cat.cards[f.card.cid].type):
                    reveal_experiment(st, seat, s, -1)
                return


def played(st: SDState, task: Played) -> None:
    """Steps 5-7: counts as played, "when played" observers, own text, then its zone."""
    f = st.flight[-1]
    seat = f.seat
    c = st.cat.cards[f.card.cid]
    if f.cancelled:
        st.flight.pop()
        st.sides[seat].grave.append(Card(f.card.uid, f.card.cid, True))  # SD-DEC-42
        return
    st.sides[seat].played += 1
    tgt = f.target if f.target >= 0 else -2
    uid = f.card.uid
    fires: list[tuple[str, Ctx]] = []
    # make_ctx with positional arguments only: a keyword makes its cache key dearer
    if c.type == "spell":
        spell = not c.on_draw
        if not c.lasting and c.effects:
            fires.append(("effects", make_ctx(uid, c.id, seat, tgt, f.tuid, -1, spell)))
        if f.momentum and c.momentum:
            fires.append(("momentum", make_ctx(uid, c.id, seat, tgt, f.tuid, -1, spell)))
    elif c.type == "unit":
        if c.on_play:
            fires.append(("on_play", make_ctx(uid, c.id, seat, tgt, f.tuid, -1, False, False,
                                              f.slot)))
        if f.momentum and c.momentum:
            fires.append(("momentum", make_ctx(uid, c.id, seat, tgt, f.tuid, -1, False, False,
                                               f.slot)))
    if hears(st, "card_played"):
        st.tasks.append(make_to_zone(uid))
        push_all(st.tasks, [Fire(key, ctx) for key, ctx in fires])
        dispatch(st, "card_played", seat, -1, c.type)  # its observers resolve first
    elif fires:  # nobody hears it: its own text is next, then its zone
        st.tasks.append(make_to_zone(uid))
        fire_all(st, fires)
    else:
        enter_zone(st, uid)


def to_zone(st: SDState, task: ToZone) -> None:
    enter_zone(st, task.uid)


def enter_zone(st: SDState, uid: int) -> None:
    """The played card ``uid`` enters its zone (unless its own text moved it)."""
    flight = st.flight
    i = 0
    while i < len(flight) and flight[i].card.uid != uid:
        i += 1
    if i == len(flight):
        return  # shuffled away by its own text
    f = flight.pop(i)  # by position: ``remove`` would compare records field by field
    seat, card = f.seat, f.card
    c = st.cat.cards[card.cid]
    side = st.sides[seat]
    if c.type == "unit":
        if side.units[f.slot - 1] is None:
            summon(st, seat, f.slot - 1, make_unit(st, card.uid, card.cid, seat))
        else:
            side.grave.append(card)
    elif c.type == "field":
        old = st.field
        if old is not None:
            st.sides[old.owner].grave.append(Card(old.uid, old.cid, True))  # SD-FIELD-4
        put_field(st, Slotted(card.uid, card.cid, seat, "field"))
    elif c.type == "experiment":
        if not to_effect_slot(st, seat, card, "experiment"):
            side.grave.append(card)
    elif c.lasting:
        if to_effect_slot(st, seat, card, "lasting"):
            if c.effects:  # the last thing of this step, so it runs next
                fire_now(st, "effects", make_ctx(card.uid, c.id, seat, spell=True))
        else:
            side.grave.append(card)
    else:
        side.grave.append(card)  # SD-SPELL-2


# ---- attack and ability ---------------------------------------------------------------------
def attack(st: SDState, slot: int, target: int) -> None:
    """SD-DEC-23: exhaust, lose Stealth, attack triggers, then the strike."""
    seat = st.active
    u = st.sides[seat].units[slot - 1]
    assert u is not None
    u.ready = False  # SD-ATTACK-6
    u.stealth = False  # SD-STEALTH-4
    st.actions += 1
    tuid = -1
    victim = None
    if target:
        victim = st.sides[1 - seat].units[target - 1]
        assert victim is not None
        tuid = victim.uid
    if st.recording:
        _log_attack(st, seat, slot, target, u, victim)
    if hears(st, "attack"):
        st.tasks.append(make_strike(u.uid, seat, target, tuid))
        dispatch(st, "attack", seat, u.uid)
    else:
        strike_now(st, u.uid, seat, target, tuid)  # nobody hears it: the strike is next


def _log_attack(st: SDState, seat: int, slot: int, target: int, u: Unit,
                victim: Unit | None) -> None:
    """The attack's event (its parameters made when read, like ``eventlog.log``)."""
    if victim is not None:
        st.log_built("science_duel.attack", _ATTACK_BUILDER,
                     (seat, slot, target, u.cid, victim.cid, st.cat))
    else:
        st.log_built("science_duel.attack_hero", _ATTACK_BUILDER,
                     (seat, slot, target, u.cid, "", st.cat))


def _attack_params(args: tuple[Any, ...]) -> dict[str, Any]:
    """The parameters of an ``attack`` (``victim``: the attacked unit's card) or
    ``attack_hero`` (no ``victim``) event: ``(seat, slot, target, cid, victim, cat)``."""
    seat, slot, target, cid, victim, cat = args
    names = cat.cards
    params = {"seat": seat, "slot": slot, "target": target, "card": cid,
              "card_name": names[cid].name, "target_seat": 1 - seat}
    if victim:
        params["target_card"] = victim
        params["target_name"] = names[victim].name
    return params


_ATTACK_BUILDER: Final[ParamsBuilder] = _attack_params
"""``_attack_params`` read as a constant (compiled, naming a function as a value looks it up in
the module's dict on each use)."""


def strike(st: SDState, task: Strike) -> None:
    strike_now(st, task.uid, task.seat, task.target, task.tuid)


def strike_now(st: SDState, uid: int, seat: int, target: int, tuid: int) -> None:
    """Unit ``uid`` of ``seat`` strikes the hero (``target`` 0) or the unit ``tuid``."""
    slot = unit_slot(st, seat, uid)
    if slot < 0:
        return  # gone, or no longer controlled by the attacker
    att = st.sides[seat].units[slot]
    assert att is not None
    cat = st.cat
    auras = present(st, ATTACK_AURAS)  # else base plus bonus
    power = attack_of(st, seat, slot, att) if auras else att.atk + att.tmp_atk
    if power < 0:
        power = 0  # SD-DEC-21
    if target == 0:
        deal(st, [(1 - seat, power, att, False)])  # SD-ATTACK-7/8; no poison on heroes
        return
    slot = unit_slot(st, 1 - seat, tuid)
    if slot < 0:
        return
    other = st.sides[1 - seat].units[slot]
    assert other is not None
    back = attack_of(st, 1 - seat, slot, other) if auras else other.atk + other.tmp_atk
    if back < 0:
        back = 0
    poisonous = cat.poisonous  # has_kw(st, u, "poisonous") without the card lookup
    deal(st, [(other, power, att, (att.cid in poisonous and not att.silenced)
               or "poisonous" in att.kws),
              (att, back, other, (other.cid in poisonous and not other.silenced)
               or "poisonous" in other.kws)])  # SD-ATTACK-5


def use_ability(st: SDState, target: int) -> None:
    """SD-ABIL-4..6: pay, resolve, exhaust; not "playing a card" (SD-DEC-44)."""
    seat = st.active
    side = st.sides[seat]
    s = side.effects[ability_slot(st, seat)]
    assert s is not None
    side.mana -= cost_of(st, seat, s.cid)
    s.ready = False
    side.ability_used = True
    st.actions += 1
    log(st, "science_duel.ability", ("seat", "target"), (seat, target), s.cid)
    ctx = with_target(st, make_ctx(s.uid, s.cid, seat), target if target >= 0 else -2)
    st.tasks.append(make_dispatch("ability_used", seat, -1, ""))
    fire_now(st, "effects", ctx)  # the first task anyway


def ability_slot(st: SDState, seat: int) -> int:
    """The effect slot of ``seat``'s ability, or -1. It starts in slot 1 (index 0) and
    nothing moves it (SD-ABIL-3, SD-DEC-44), so that slot is looked at first."""
    effects = st.sides[seat].effects
    first = effects[0]
    if first is not None and first.kind == "ability":
        return 0
    for i, s in enumerate(effects):
        if s is not None and s.kind == "ability":
            return i
    return -1
