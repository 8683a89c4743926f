"""The effect vocabulary (SD-CONTENT-22): every card's text is built from these ops.

Each op is ``op(state, eff, ctx, key)``: ``eff`` is the loaded instruction,
``ctx`` the firing context (controller, source, chosen target), ``key`` the
path of this instruction (for nested ``then``/``otherwise`` lists). Ops act at
once and push follow-up tasks (deaths, triggers) onto the resolution stack,
so whatever they cause resolves before the next instruction (SD-ORDER-7/8).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.games.science_duel.board import put_effect, put_unit
from cardtable.games.science_duel.cards import CARDS, Eff
from cardtable.games.science_duel.engine import (
    DEATHS,
    OPS_IMPL,
    deal,
    effect_list,
    fire_now,
    heal_hero,
    heal_unit,
)
from cardtable.games.science_duel.model import (
    MAX_MANA,
    BurnPick,
    BurnRandom,
    Card,
    Ctx,
    Draw,
    Fire,
    May,
    Missile,
    Place,
    RevivePick,
    Slotted,
    Step,
    ToGrave,
    ToHand,
    Unit,
    make_ctx,
)
from cardtable.games.science_duel.queries import (
    find_unit,
    hand_limit,
    has_kw,
    new_uid,
    order_seats,
    spell_damage,
)
from cardtable.games.science_duel.targets import adjacent, select, src_unit, target_options
from cardtable.games.science_duel.zones import shuffle_deck
from cardtable.kernel.flow import Task, push, push_all

if TYPE_CHECKING:
    from cardtable.games.science_duel.state import SDState

Op = Callable[["SDState", Eff, Ctx, str], None]


def op(name: str) -> Callable[[Op], Op]:
    def deco(fn: Op) -> Op:
        OPS_IMPL[name] = fn
        return fn
    return deco


# ---- damage and healing -------------------------------------------------------------------
@op("damage")
def op_damage(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Deal ``amount`` to the selected characters as one damage event (SD-DEC-27).

    The source is Poisonous (SD-POISON-1, SD-DEC-48) if it is a unit on the board with the
    keyword, or otherwise if its card prints it: a spell, an experiment, a field, an ability,
    or a unit whose text resolves while it is off the board (Při zahrání, Při smrti).
    """
    amount = e.amount + (spell_damage(st, ctx.seat) if ctx.spell else 0)
    card = CARDS[ctx.cid]
    src = src_unit(st, ctx) if card.type == "unit" else None
    targets = select(st, e, ctx)
    if targets:
        poisonous = has_kw(src, "poisonous") if src is not None else \
            "poisonous" in card.keywords
        deal(st, [(t, amount, src, poisonous) for t in targets])


@op("missiles")
def op_missiles(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """``count`` separate hits of ``amount`` on random targets (split damage)."""
    st.tasks.append(Missile(e.count, key, make_ctx(ctx.src, ctx.cid, ctx.seat,
                                                       spell=ctx.spell)))


def missile(st: SDState, task: Missile) -> None:
    left, key, ctx = task.left, task.key, task.ctx
    path, idx = key.rsplit(".", 1)
    e = effect_list(ctx.cid, path)[int(idx)]
    if left > 1:
        st.tasks.append(Missile(left - 1, key, make_ctx(ctx.src, ctx.cid, ctx.seat,
                                                         spell=ctx.spell)))
    op_damage(st, e, ctx, key)


@op("heal")
def op_heal(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    for t in select(st, e, ctx):
        if isinstance(t, Unit):
            heal_unit(t, e.amount)
        else:
            heal_hero(st, t, e.amount)


# ---- removal -------------------------------------------------------------------------------
@op("destroy")
def op_destroy(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Destroy: the unit dies whatever its health or Shield (SD-SHIELD-3, SD-DEC-29)."""
    hit = False
    for t in select(st, e, ctx):
        if isinstance(t, Unit):
            t.destroyed = True
            hit = True
    if hit:
        st.tasks.append(DEATHS)


@op("dispose")
def op_dispose(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Zlikviduj: straight to the owner's graveyard, no effect at all (SD-DISPOSE-1..3)."""
    for t in select(st, e, ctx):
        if isinstance(t, Unit):
            where = find_unit(st, t.uid)
            if where is not None:
                put_unit(st, where[0], where[1], None)
                st.sides[t.owner].grave.append(Card(t.uid, t.cid, True))
                st.log("science_duel.dispose", seat=where[0], card=CARDS[t.cid].name)


def burn_card(st: SDState, seat: int, index: int) -> None:
    """Spal (SD-BURN-1/2, SD-DEC-53): hand to graveyard, revealed; then its Při spálení."""
    side = st.sides[seat]
    card = side.hand.pop(index)
    card = Card(card.uid, card.cid, True)
    side.grave.append(card)
    st.log("science_duel.burn", seat=seat, card=CARDS[card.cid].name)
    if CARDS[card.cid].on_burn:
        fire_now(st, "on_burn", make_ctx(card.uid, card.cid, seat))  # burning ends a step


@op("burn")
def op_burn(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Burn ``count`` random cards of a hand (SD-HAND-9)."""
    seat = ctx.seat if e.who == "you" else 1 - ctx.seat
    push_all(st.tasks, [BurnRandom(seat) for _ in range(e.count)])


def burn_random(st: SDState, task: BurnRandom) -> None:
    hand = st.sides[task.seat].hand
    if hand:
        burn_card(st, task.seat, st.rng.below(len(hand)))


@op("burn_choose")
def op_burn_choose(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Burn a card of your choice from your own hand (SD-ACT-9)."""
    st.tasks.append(BurnPick(ctx.seat))


def burn_pick(st: SDState, task: BurnPick) -> None:
    seat, pick = task.seat, task.pick
    hand = st.sides[seat].hand
    if not hand:
        return
    if pick < 0 or pick >= len(hand):
        if len(hand) > 1:
            st.ask("choose_card", seat, range(len(hand)), task)
            return
        pick = 0
    burn_card(st, seat, pick)


# ---- cards and hands -----------------------------------------------------------------------
@op("draw")
def op_draw(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Draw ``count`` (``who``: you, opponent or each player, active first; SD-DEC-70)."""
    if e.who == "each":
        push_all(st.tasks, [Draw(s, e.count) for s in order_seats(st)])
    else:
        st.tasks.append(Draw(ctx.seat if e.who == "you" else 1 - ctx.seat, e.count))


def give_tokens(st: SDState, seat: int, cids: list[str], known: bool) -> None:
    """SD-HAND-6: only as many tokens as fit are created."""
    side = st.sides[seat]
    for cid in cids:
        if len(side.hand) >= hand_limit(st, seat):
            break
        card = Card(new_uid(st), cid, known or CARDS[cid].revealed_in_hand)
        side.hand.append(card)
        if card.known:
            st.log("science_duel.token", seat=seat, card=CARDS[cid].name)
        else:
            st.log_private([seat], "science_duel.token", {"seat": seat,
                                                          "card": CARDS[cid].name},
                           "science_duel.token_hidden", {"seat": seat})


@op("add_token")
def op_add_token(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    seat = ctx.seat if e.who == "you" else 1 - ctx.seat
    give_tokens(st, seat, [e.card] * e.count, True)


@op("add_random_token")
def op_add_random_token(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    seat = ctx.seat if e.who == "you" else 1 - ctx.seat
    give_tokens(st, seat, [st.rng.choice(e.pool) for _ in range(e.count)], False)


@op("steal_random")
def op_steal_random(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Take ``count`` random cards from the opponent's hand; both players see them."""
    opp = st.sides[1 - ctx.seat]
    tasks: list[Task] = []
    for _ in range(e.count):
        if not opp.hand:
            break
        card = opp.hand.pop(st.rng.below(len(opp.hand)))
        card = Card(card.uid, card.cid, True)
        st.log("science_duel.steal", seat=ctx.seat, card=CARDS[card.cid].name)
        tasks.append(ToHand(ctx.seat, card, 1 - ctx.seat))
    push_all(st.tasks, tasks)


@op("shuffle_self")
def op_shuffle_self(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Shuffle the card being played into its owner's deck (SD-DRAW-2, SD-ORDER-8)."""
    for f in st.flight:
        if f.card.uid == ctx.src:
            st.flight.remove(f)
            side = st.sides[f.seat]
            side.deck.append(Card(f.card.uid, f.card.cid))
            shuffle_deck(st, f.seat)
            st.log("science_duel.shuffle_in", seat=f.seat, card=CARDS[f.card.cid].name)
            return


@op("shuffle_token")
def op_shuffle_token(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    seat = ctx.seat if e.who == "you" else 1 - ctx.seat
    deck = st.sides[seat].deck
    for _ in range(e.count):
        deck.append(Card(new_uid(st), e.card))
    shuffle_deck(st, seat)
    st.log("science_duel.shuffle_in", seat=seat, card=CARDS[e.card].name)


@op("put_token")
def op_put_token(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Put a token on top or at the bottom of a deck, no shuffle (SD-DRAW-4)."""
    seat = ctx.seat if e.who == "you" else 1 - ctx.seat
    card = Card(new_uid(st), e.card, True)  # a public card at a known place (SD-DEC-67)
    if e.place == "top":
        st.sides[seat].deck.append(card)
    else:
        st.sides[seat].deck.insert(0, card)
    st.log("science_duel.put_deck", seat=seat, card=CARDS[e.card].name, place=e.place)


@op("return_to_hand")
def op_return(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Return units to their owners' hands as fresh cards; a full hand destroys (SD-HAND-7/8)."""
    died = False
    for t in select(st, e, ctx):
        if not isinstance(t, Unit):
            continue
        where = find_unit(st, t.uid)
        if where is None:
            continue
        owner = st.sides[t.owner]
        if len(owner.hand) >= hand_limit(st, t.owner):
            t.destroyed = True
            died = True
            continue
        put_unit(st, where[0], where[1], None)
        owner.hand.append(Card(t.uid, t.cid, True))  # SD-DEC-65, SD-DEC-78
        st.log("science_duel.returned", seat=t.owner, card=CARDS[t.cid].name)
    if died:
        st.tasks.append(DEATHS)


# ---- units ---------------------------------------------------------------------------------
@op("summon")
def op_summon(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Summon ``count`` token units onto your or the opponent's side (SD-DEC-26)."""
    seat = ctx.seat if e.who == "you" else 1 - ctx.seat
    push_all(st.tasks, [Place("token", seat, ctx.seat, cid=e.card) for _ in range(e.count)])


@op("revive")
def op_revive(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Oživ (SD-REVIVE-1, SD-DEC-54): ``place`` self / random / choose, own graveyard."""
    grave = st.sides[ctx.seat].grave
    if e.place == "self":
        if any(c.uid == ctx.src for c in grave):
            st.tasks.append(Place("revive", ctx.seat, ctx.seat, uid=ctx.src, owner=ctx.seat))
        return
    units = [c for c in grave if CARDS[c.cid].type == "unit"]
    if not units:
        return
    if e.place == "random":
        pick = st.rng.choice(units)
        st.tasks.append(Place("revive", ctx.seat, ctx.seat, uid=pick.uid, owner=ctx.seat))
    else:
        st.tasks.append(RevivePick(ctx.seat))


def revive_pick(st: SDState, task: RevivePick) -> None:
    seat, pick = task.seat, task.pick
    # the 80 most recent units at most, so every choice fits the action encoding
    units = [c for c in st.sides[seat].grave if CARDS[c.cid].type == "unit"][-80:]
    if not units:
        return
    if not 0 <= pick < len(units):
        if len(units) > 1:
            st.ask("choose_card", seat, range(len(units)), task)
            return
        pick = 0
    st.tasks.append(Place("revive", seat, seat, uid=units[pick].uid, owner=seat))


@op("take_control")
def op_take_control(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Ovládni (SD-CONTROL-1..4, SD-DEC-47)."""
    for t in select(st, e, ctx):
        if isinstance(t, Unit):
            st.tasks.append(Place("control", ctx.seat, ctx.seat, uid=t.uid))


@op("silence")
def op_silence(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Umlč (SD-SILENCE-1..3, SD-DEC-49): printed attack, no text, tags and health stay."""
    for t in select(st, e, ctx):
        if isinstance(t, Unit):
            t.silenced = True
            t.atk = CARDS[t.cid].attack
            t.tmp_atk = 0
            t.kws = []
            t.shield = t.stealth = t.frozen = t.thaw_ready = False


@op("freeze")
def op_freeze(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Zmrazení (SD-FREEZE-1, SD-DEC-51)."""
    for t in select(st, e, ctx):
        if isinstance(t, Unit) and not t.frozen:
            where = find_unit(st, t.uid)
            t.frozen = True
            t.thaw_ready = t.ready and where is not None and where[0] == st.active


@op("give_keyword")
def op_give_keyword(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    for t in select(st, e, ctx):
        if isinstance(t, Unit):
            if e.keyword == "shield":
                t.shield = True  # SD-DEC-45: at most one Shield
            elif e.keyword == "stealth":
                t.stealth = True
            elif e.keyword not in t.kws:
                t.kws.append(e.keyword)


@op("buff")
def op_buff(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """+m/+n (SD-TERM-6..8, SD-DEC-32); a health reduction to 0 kills."""
    died = False
    for t in select(st, e, ctx):
        if isinstance(t, Unit):
            if e.until_eot:
                t.tmp_atk += e.attack
            else:
                t.atk += e.attack
            t.hp += e.health
            died = died or t.hp <= 0
    if died:
        st.tasks.append(DEATHS)


@op("set_dormant")
def op_set_dormant(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    for t in select(st, e, ctx):
        if isinstance(t, Unit):
            t.dormant = e.turns
            t.ready = False


# ---- mana, chance, conditions, cancelling -----------------------------------------------
@op("gain_mana")
def op_gain_mana(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    side = st.sides[ctx.seat]
    side.mana = max(0, min(MAX_MANA, side.mana + e.amount))  # SD-DEC-10


@op("cancel")
def op_cancel(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Cancel the opponent's card being played (SD-CANCEL-1, SD-DEC-42)."""
    for f in reversed(st.flight):
        if f.seat != ctx.seat and not f.cancelled:
            f.cancelled = True
            st.log("science_duel.cancelled", seat=f.seat, card=CARDS[f.card.cid].name)
            return


def _branch(st: SDState, e: Eff, ctx: Ctx, key: str, taken: bool) -> None:
    effs = e.then if taken else e.otherwise
    if effs:
        sub = f"{key}.{'then' if taken else 'otherwise'}"
        st.tasks.append(Step(sub, 0, ctx))


@op("coin")
def op_coin(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Coin flip, heads 1/2 (SD-RANDOM-3)."""
    heads = st.rng.below(2) == 0
    st.log("science_duel.coin", seat=ctx.seat, heads=int(heads))
    _branch(st, e, ctx, key, heads)


@op("roll")
def op_roll(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Roll a d6 (SD-RANDOM-2) or d8; ``then`` if at least ``at_least``."""
    value = st.rng.randint(1, e.die)
    st.log("science_duel.roll", seat=ctx.seat, die=e.die, value=value)
    _branch(st, e, ctx, key, value >= e.at_least)


@op("if_adjacent_tag")
def op_if_adjacent_tag(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Condition on adjacency and a tag (SD-CARD-9, SD-ADJ-1)."""
    found = any(e.tag in CARDS[u.cid].tags for u in adjacent(st, ctx))
    _branch(st, e, ctx, key, found)


@op("if_tag")
def op_if_tag(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    targets = select(st, e, ctx)
    found = bool(targets) and isinstance(targets[0], Unit) and e.tag in CARDS[
        targets[0].cid].tags
    _branch(st, e, ctx, key, found)


@op("swap_ability")
def op_swap_ability(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Replace your ability with the ability token ``card`` (the old one to the graveyard;
    an effect that names abilities explicitly, SD-DEC-44)."""
    side = st.sides[ctx.seat]
    for i, x in enumerate(side.effects):
        if x is not None and x.kind == "ability":
            side.grave.append(Card(x.uid, x.cid, True))
            put_effect(st, ctx.seat, i, Slotted(new_uid(st), e.card, ctx.seat, "ability", x.ready))
            st.log("science_duel.new_ability", seat=ctx.seat, card=CARDS[e.card].name)
            return


@op("may")
def op_may(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """An optional part ("you may"): its controller answers yes or no (SD-ACT-10)."""
    st.tasks.append(May(key, ctx))


def may(st: SDState, task: May) -> None:
    key, ctx, answer = task.key, task.ctx, task.answer
    if answer < 0:
        st.ask("choose_option", ctx.seat, (0, 1), task)
        return
    path, idx = key.rsplit(".", 1)
    _branch(st, effect_list(ctx.cid, path)[int(idx)], ctx, key, answer == 1)


@op("cast_random_spell")
def op_cast_random_spell(st: SDState, e: Eff, ctx: Ctx, key: str) -> None:
    """Cast a random spell of ``pool`` with a random target; it is not played (SD-DEC-18)."""
    cid = st.rng.choice(e.pool)
    c = CARDS[cid]
    if c.target and not target_options(st, ctx.seat, cid, random=True):
        st.log("science_duel.fizzle", seat=ctx.seat, card=c.name)
        return
    uid = new_uid(st)
    st.log("science_duel.cast", seat=ctx.seat, card=c.name)
    push(st.tasks, Fire("effects", make_ctx(uid, cid, ctx.seat, spell=not c.on_draw,
                                                 random=True)),
         ToGrave(ctx.seat, Card(uid, cid, True)))  # SD-RANDOM-4
