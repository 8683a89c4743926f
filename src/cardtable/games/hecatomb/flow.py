"""Hecatomb's flow: every task type wired to its handler, and the set-up
(HC-SETUP-*, HC-DEC-4).

The handlers live with their rules (``turns.py``, ``effects.py``, ``combat.py``,
``destruction.py``); this module only connects them, so a reader finds a rule
by its module and the whole flow here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.hecatomb import combat, destruction, effects, turns
from cardtable.games.hecatomb.model import (
    NONE,
    START_HAND,
    START_SOULS,
    ApplyDamage,
    Blocks,
    ChooseDoom,
    CombatDamage,
    DeclareAttackers,
    Discard,
    DrainTriggers,
    EndCombat,
    EndTurn,
    Fate,
    FinishTurn,
    Hunts,
    Main,
    MayDo,
    Ops,
    Pay,
    PickCard,
    Place,
    Reap,
    Resolve,
    Rip,
    StartMain,
    StartTurn,
    Targets,
    ToGrave,
    Window,
)
from cardtable.kernel.flow import Flow
from cardtable.kernel.turns import seats_from

if TYPE_CHECKING:
    from cardtable.games.hecatomb.table import Table

FLOW: Flow[Any] = Flow("hecatomb", clears_on_end=True)

for task_type, handler in (
    (StartTurn, turns.start_turn), (StartMain, turns.start_main), (Main, turns.main),
    (EndTurn, turns.end_turn), (FinishTurn, turns.finish_turn),
    (Targets, effects.targets), (Pay, effects.pay), (Resolve, effects.resolve),
    (Ops, effects.ops), (MayDo, effects.may), (ChooseDoom, effects.choose_doom),
    (Discard, effects.discard), (PickCard, effects.pick), (Place, effects.place),
    (DrainTriggers, effects.drain), (ToGrave, effects.to_grave), (Fate, destruction.settle),
    (DeclareAttackers, combat.declare), (Hunts, combat.hunts), (Window, combat.window),
    (Blocks, combat.blocks), (Reap, combat.reap), (CombatDamage, combat.combat_damage),
    (Rip, combat.rip), (ApplyDamage, combat.apply_damage), (EndCombat, combat.end_combat),
):
    FLOW.handlers[task_type] = handler

for task_type, resumer in (
    (Main, turns.resume_main), (Targets, effects.resume_targets), (Pay, effects.resume_pay),
    (MayDo, effects.resume_may), (ChooseDoom, effects.resume_doom),
    (Discard, effects.resume_discard), (PickCard, effects.resume_pick),
    (Place, effects.resume_place), (DrainTriggers, effects.resume_order),
    (Fate, destruction.resume), (DeclareAttackers, combat.resume_declare),
    (Hunts, combat.resume_hunt), (Window, combat.resume_window),
    (Blocks, combat.resume_block), (Rip, combat.resume_rip),
):
    FLOW.resumers[task_type] = resumer


def setup(st: Table, decks: list[list[str]]) -> None:
    """HC-DEC-4: decks built and shuffled seat by seat, 5 souls each, the starting
    player chosen, 4 cards each from the starting player on, then game turn 1."""
    n = st.num_players
    cat = st.cat
    st._init_flow()
    st.memo = None
    st.statics_cache = None
    st.card, st.owner = [], []
    st.deck = [[] for _ in range(n)]
    for seat, listing in enumerate(decks):
        uids = []
        for cid in listing:
            st.card.append(cat.index[cid])
            st.owner.append(seat)
            uids.append(len(st.card) - 1)
        st.deck[seat] = list(reversed(uids))  # first listed on top (top is last)
        if st.options.shuffle:
            st.rng.shuffle(st.deck[seat])
    st.hand = [[] for _ in range(n)]
    st.known, st.limbo = [], []
    st.mana = [[] for _ in range(n)]
    st.tapped_mana = []
    st.aboms = [[] for _ in range(n)]
    st.relics = [[] for _ in range(n)]
    st.god = [NONE] * n
    st.grave = [[] for _ in range(n)]
    st.removed = [[] for _ in range(n)]
    st.souls = [START_SOULS] * n
    st.pool = [[0, 0, 0, 0] for _ in range(n)]
    st.mods = []
    st.waiting = []
    st.combat = None
    st.result = None
    st.end = ""
    st.next_aid = 0
    st.actions = 0
    st.mana_played = False
    st.turns = [0] * n
    first = st.options.first_player
    st.first = st.rng.below(n) if first == "random" else int(first)
    st.active = st.first
    st.game_turn = 1
    st.log("hecatomb.first_player", seat=st.first)
    for seat in seats_from(st.first, n):
        st.draw(seat, START_HAND)
    st.tasks.append(StartTurn(st.first))
    FLOW.run(st)
