"""The Battlefield: cards entering and leaving, points, action dice, modifiers, the
Flags and the Winning Dice (HX-BOARD, HX-ENCH, HX-WIN, HX-DEC-13/15/22/31/43/58/59).

Every change that can end the game checks at once (HX-DEC-13: "even in the
middle of resolving the stack"), and a card whose last point goes leaves at once
(HX-DEC-59).
"""

from __future__ import annotations

from cardtable.games.hexy import triggers
from cardtable.games.hexy.model import COUNTER_DIE, DIE_MAX, HASTE, NONE, WIN_DIE, Mod
from cardtable.games.hexy.table import Table


def on_board(state: Table, uid: int) -> bool:
    return state.at[uid] >= 0 or state.host[uid] >= 0


def finish(state: Table, result: list[float], reason: str) -> None:
    """End the game (HX-DEC-51 returns) and stop the flow."""
    if state.result is not None:
        return
    state.result = result
    state.end = reason
    state.log(f"hexy.end_{reason}", result=list(result))
    state.end_flow()


def win(state: Table, seat: int, reason: str) -> None:
    result = [0.0, 0.0]
    result[seat] = 1.0
    result[1 - seat] = -1.0
    finish(state, result, reason)


# ---- entering ----------------------------------------------------------------------
def enter(state: Table, uid: int, cell: int) -> None:
    """A board card comes onto ``cell`` with its points (HX-BOARD-1); Haste sets its
    die (HX-DEC-41); entering an enemy Flag loses the game for its owner there."""
    state.at[uid] = cell
    state.board[cell] = uid
    state.board_changed()
    state.points[uid] = min(state.base_points(uid), state.cap(uid))
    state.ts[uid] = state.stamp()
    state.die[uid] = state.actions(uid) if state.has(uid, HASTE) else NONE
    state.counter_die[uid] = False
    state.known[uid] = False
    state.log("hexy.enter", seat=state.owner[uid], card=state.name(uid),
              hex=str(state.hmap.cells[cell]))
    triggers.fire_card(state, "on_enter", uid)
    check_flag(state, uid, cell)


def attach(state: Table, uid: int, host: int) -> None:
    """An enchantment goes under its host (HX-ENCH-1)."""
    state.host[uid] = host
    state.board_changed()
    state.ts[uid] = state.stamp()
    state.log("hexy.enchant", seat=state.owner[uid], card=state.name(uid),
              host=state.name(host))
    triggers.fire_card(state, "on_enter", uid)


def check_flag(state: Table, uid: int, cell: int) -> None:
    """HX-WIN-1, HX-DEC-13: an opponent's board card on your Flag."""
    flags = state.hmap.flags
    owner = state.owner[uid]
    for seat, flag in enumerate(flags):
        if flag == cell and seat != owner:
            state.log("hexy.flag_entered", seat=owner, card=state.name(uid))
            win(state, owner, "flag")
            return


def relocate(state: Table, uid: int, cell: int) -> None:
    """Put a board card on an empty hex: not a move (HX-DEC-58); a full hex: it stays."""
    if state.at[uid] < 0 or state.board[cell] >= 0:
        return
    state.board[state.at[uid]] = NONE
    state.at[uid] = cell
    state.board[cell] = uid
    state.board_changed()
    state.log("hexy.relocated", card=state.name(uid), hex=str(state.hmap.cells[cell]))
    check_flag(state, uid, cell)


def move(state: Table, uid: int, cell: int) -> None:
    """A resolved move (HX-MOVE-1, HX-DEC-30)."""
    state.board[state.at[uid]] = NONE
    state.at[uid] = cell
    state.board[cell] = uid
    state.board_changed()
    state.log("hexy.moved", seat=state.owner[uid], card=state.name(uid),
              hex=str(state.hmap.cells[cell]))
    triggers.fire_card(state, "on_move", uid)
    check_flag(state, uid, cell)


# ---- points --------------------------------------------------------------------------
def put_points(state: Table, uid: int, n: int) -> int:
    """Up to the cap; the excess is lost (HX-DEC-22). Returns the points placed."""
    if state.at[uid] < 0:
        return 0
    placed = max(0, min(n, state.cap(uid) - state.points[uid]))
    state.points[uid] += placed
    if placed:
        state.log("hexy.points_put", card=state.name(uid), n=placed)
    return placed


def lose_points(state: Table, uid: int, n: int, why: str = "effect") -> None:
    """``n`` points off (no energy, HX-DEC-17); at 0 the card leaves at once."""
    if state.at[uid] < 0 or n <= 0:
        return
    lost = min(n, state.points[uid])
    state.points[uid] -= lost
    state.log("hexy.points_lost", card=state.name(uid), n=lost)
    if state.points[uid] <= 0:
        zero_points(state, uid)


def remove_points(state: Table, uid: int, n: int) -> None:
    """Points removed as a payment (HX-DEC-17: the energy is the caller's business)."""
    state.points[uid] -= n
    if state.points[uid] <= 0:
        zero_points(state, uid)


def zero_points(state: Table, uid: int) -> None:
    """HX-BOARD-3 (and HX-CONTENT-13's ``on_zero_points = "hand"``)."""
    if state.cat.cards[state.card[uid]].on_zero_points == "hand":
        return_to_hand(state, uid)
    else:
        destroy(state, uid)


# ---- leaving -------------------------------------------------------------------------
def destroy(state: Table, uid: int) -> None:
    """To the owner's graveyard with its enchantments (HX-BOARD-3, HX-ENCH-3)."""
    if not on_board(state, uid):
        return
    state.log("hexy.destroyed", card=state.name(uid))
    leave(state, uid)
    state.grave[state.owner[uid]].append(uid)


def return_to_hand(state: Table, uid: int) -> None:
    """To the owner's hand, known to both (HX-DEC-43, HX-INFO-12)."""
    if not on_board(state, uid):
        return
    state.log("hexy.returned", card=state.name(uid))
    leave(state, uid)
    state.hand[state.owner[uid]].append(uid)
    state.known[uid] = True


def leave(state: Table, uid: int) -> None:
    """Off the Battlefield: points, dice, modifiers and enchantments go (HX-DEC-43);
    the card's static modifiers on others end (HX-DEC-61)."""
    cell = state.at[uid]
    if cell >= 0:
        state.board[cell] = NONE
        state.at[uid] = NONE
        state.board_changed()
    if state.host[uid] >= 0:
        state.host[uid] = NONE
        state.board_changed()
    state.points[uid] = 0
    state.die[uid] = NONE
    state.counter_die[uid] = False
    state.mods = [m for m in state.mods if m.uid != uid and m.source != uid]
    triggers.fire_card(state, "on_leave", uid)
    for ench in sorted(state.enchantments(uid), key=lambda e: state.ts[e]):
        state.log("hexy.destroyed", card=state.name(ench))
        leave(state, ench)
        state.grave[state.owner[ench]].append(ench)


# ---- dice and modifiers ------------------------------------------------------------
def add_action(state: Table, uid: int) -> None:
    """HX-DEC-31: +1 up to 6, or a die of 1; never a counter-attack die."""
    if state.at[uid] < 0 or state.counter_die[uid]:
        return
    state.die[uid] = 1 if state.die[uid] < 0 else min(DIE_MAX, state.die[uid] + 1)
    state.log("hexy.action_added", card=state.name(uid))


def spend(state: Table, uid: int, n: int) -> None:
    state.die[uid] -= n


def set_counter_die(state: Table, uid: int) -> None:
    """HX-DEC-35: a die showing 6 replaces any die; a marker only."""
    state.die[uid] = COUNTER_DIE
    state.counter_die[uid] = True


def add_mod(state: Table, mod: Mod) -> None:
    state.mods.append(mod)


# ---- the Winning Dice (HX-DEC-15, HX-DEC-49) ----------------------------------------
def change_winning_dice(state: Table, seats: list[int], n: int) -> None:
    for seat in seats:
        state.windie[seat] = max(1, min(WIN_DIE, state.windie[seat] + n))
        state.log("hexy.winning_die", seat=seat, n=n, value=state.windie[seat])
    winners = [s for s in seats if state.windie[s] >= WIN_DIE]
    if len(winners) == 2:
        finish(state, [0.0, 0.0], "both_dice")
    elif winners:
        win(state, winners[0], "die")
