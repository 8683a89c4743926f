"""The turn: preparation, main phase, end (HC-TURN-*, HC-PREP-*, HC-MAIN-*,
HC-DEC-10..16, HC-DEC-22, HC-DEC-88)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.hecatomb import board, combat, mana, plays, triggers
from cardtable.games.hecatomb.model import (
    NONE,
    DrainTriggers,
    EndTurn,
    FinishTurn,
    Main,
    StartMain,
    StartTurn,
)
from cardtable.kernel import Action
from cardtable.kernel.flow import push

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table


def start_turn(st: Table, item: StartTurn) -> None:
    """The preparation phase: a soul, untap, draw (HC-PREP-1..7)."""
    seat = item.seat
    st.active = seat
    st.actions = 0
    st.mana_played = False
    st.turns[seat] += 1
    st.log("hecatomb.turn", seat=seat, turn=st.game_turn)
    st.gain_souls(seat, 1)
    if st.result is not None:
        return
    for ab in st.aboms[seat]:
        ab.tapped = False
    st.tapped_mana = [u for u in st.tapped_mana if st.owner[u] != seat]
    st.draw(seat, 1 if st.game_turn == 1 else 2)
    st.tasks.append(StartMain(seat))


def start_main(st: Table, item: StartMain) -> None:
    """The pool empties, then start-of-turn abilities (HC-DEC-15, HC-DEC-19)."""
    mana.empty_pool(st, item.seat)
    triggers.fire_turn(st, item.seat, "start_of_turn")
    push(st.tasks, DrainTriggers(), Main(item.seat))


def main(st: Table, item: Main) -> None:
    st.ask("main", item.seat, (), item)


def resume_main(st: Table, item: Main, action: Action) -> None:
    """One main-phase action (HC-DEC-13); the main phase goes on afterwards."""
    seat = item.seat
    kind = action.kind
    if kind == "end_turn":
        st.tasks.append(EndTurn(seat))
        return
    if kind == "attack":
        combat.attack(st, seat, action.int_arg("seat"))
        return
    st.tasks.append(Main(seat))
    if kind == "play_mana":
        mana.play_mana(st, seat, st.hand[seat][action.int_arg("hand")])
    elif kind == "use_tap":
        plays.use_tap(st, seat, action.int_arg("abom"), action.int_arg("pos"))
    else:
        uid = st.hand[seat][action.int_arg("hand")]
        onto = st.aboms[seat][action.int_arg("abom")].aid if kind == "play_onto" else NONE
        plays.start_play(st, seat, uid, onto, action.int_arg("x"))


def end_turn(st: Table, item: EndTurn) -> None:
    """Step 1 of HC-DEC-14: end-of-turn abilities."""
    triggers.fire_turn(st, item.seat, "end_of_turn")
    push(st.tasks, DrainTriggers(), FinishTurn(item.seat))


def finish_turn(st: Table, item: FinishTurn) -> None:
    """Steps 2-5 of HC-DEC-14."""
    st.mods = [m for m in st.mods if m.until != "turn"]
    board.return_removed(st)
    for seat_aboms in st.aboms:
        for ab in seat_aboms:
            ab.changed = False
    st.mana_played = False
    mana.empty_pool(st)
    limit = st.options.turn_limit
    if limit and st.game_turn >= limit:
        st.log("hecatomb.turn_limit", turn=st.game_turn)
        st.finish([0.0] * st.num_players, "turn_limit")
        return
    st.game_turn += 1
    st.tasks.append(StartTurn((item.seat + 1) % st.num_players))
