"""HexyGame as an observation tensor (``Game.observation_tensor``, docs/rl.md).

Read from the observation only (``observe.py``); seats are relative to the viewer
(``kernel.tensor``). The map is one row of numbers per cell of the configured map
(in the map's cell order); cards are counted per zone and owner; the stack shows its
top ``STACK_SLOTS`` objects one by one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.games.hexy.model import COLOURS, KEYWORDS, PHASES
from cardtable.kernel.tensor import (
    Section,
    TensorLayout,
    TensorWriter,
    Vocabulary,
    card_vocabulary,
    one_hot_row,
    relative_seats,
    seat_reader,
)

STACK_SLOTS = 8
PHASE_WORDS = Vocabulary(("setup", *PHASES, "over"))
KEYWORD_WORDS = Vocabulary(KEYWORDS)
STACK_KINDS = Vocabulary(("spell", "ability", "trigger", "move", "attack", "counter_attack",
                          "draw", "score"))
DECISIONS = Vocabulary(("mulligan", "priority", "choose", "order_triggers"))
DECISION_FOR = Vocabulary(("target", "search", "discard", "discard_cost", "colour", "order"))
CELL = 11 + len(KEYWORD_WORDS)
STACK = len(STACK_KINDS) + 4
POOL = len(COLOURS) + 1


card_words = card_vocabulary


def layout(cards: Vocabulary, cells: int) -> TensorLayout:
    n = len(cards)
    sections = [
        Section("phase", len(PHASE_WORDS), "setup, a turn phase or over, one-hot"),
        Section("numbers", 5, "turn / 120, each relative seat's turns / 60, opponent's "
                "priority pass given, result reached"),
        Section("seats", 6, "active, first, priority holder: one-hot by relative seat each"),
        Section("dice", 4, "winning dice / 12, mulligans / 3, per relative seat"),
        Section("pools", 2 * POOL, "energy pools per relative seat and colour, / 5"),
        Section("library", 2, "library sizes per relative seat / 60"),
        Section("cells", CELL * cells, "per cell of the map (the map's order): the viewer's "
                "unit, the other's unit, points / 6, cap / 8, die / 6, counter die / 6, "
                "attack / 10, defence / 10, actions / 3, reach / 3, enchantments / 3; "
                f"keywords ({', '.join(KEYWORD_WORDS.words)})"),
    ]
    for i in range(2):
        sections += [
            Section(f"board{i}", n, f"relative seat {i}: its units on the map, counts"),
            Section(f"enchantments{i}", n, f"relative seat {i}: its enchantments, counts"),
            Section(f"hand{i}", n + 1, f"relative seat {i}: hand cards the viewer sees, "
                    "counts; hidden hand cards / 10"),
            Section(f"graveyard{i}", n, f"relative seat {i}: graveyard, counts"),
        ]
    sections += [
        Section("stack", STACK * STACK_SLOTS, f"the top {STACK_SLOTS} stack objects, top "
                "first: kind one-hot, the viewer's, has a card, targets / 3, attackers / 3"),
        Section("stack_cards", n, "cards of every stack object, counts"),
        Section("decision", len(DECISIONS) + 2 + len(DECISION_FOR) + 1,
                "the decision waited for, one-hot; who decides by relative seat; what "
                "it is for, one-hot; options offered / 20"),
        Section("decision_cards", n, "cards the decision names (to the decider), counts"),
    ]
    return TensorLayout(sections)


def write(writer: TensorWriter, obs: Mapping[str, Any], cards: Vocabulary,
          cells: int) -> None:
    seat = obs["seat"]
    order = relative_seats(2, seat)

    rel = seat_reader(2, seat)

    writer.word("phase", obs["phase"], PHASE_WORDS)
    turns = obs["turns"]
    writer.numbers("numbers", [obs["turn"] / 120, turns[order[0]] / 60, turns[order[1]] / 60,
                               obs["passed"], obs["result_reason"] is not None])
    writer.put("seats", one_hot_row(rel(obs["active"]), 2) + one_hot_row(rel(obs["first"]), 2)
               + one_hot_row(rel(obs["holder"]), 2))
    dice, mulligans = obs["winning_dice"], obs["mulligans"]
    writer.put("dice", [dice[s] / 12 for s in order] + [mulligans[s] / 3 for s in order])
    writer.put("pools", [v / 5 for s in order for v in obs["pools"][s]])
    writer.put("library", [obs["library"][s] / 60 for s in order])
    _cells(writer, obs["board"], cells, order[0])
    for i, s in enumerate(order):
        units = [u for u in obs["board"] if u["owner"] == s]
        writer.counts(f"board{i}", [u["card"] for u in units], cards)
        writer.counts(f"enchantments{i}", [e["card"] for u in obs["board"]
                                           for e in u["enchantments"] if e["owner"] == s],
                      cards)
        hand = obs["hands"][s]
        known = [0.0] * len(cards)
        for card in hand:
            if card is not None:
                known[cards.index(card)] += 1.0
        writer.put(f"hand{i}", [*known, sum(1 for c in hand if c is None) / 10])
        writer.counts(f"graveyard{i}", obs["graveyards"][s], cards)
    stack = list(reversed(obs["stack"]))
    writer.slots("stack", [
        [*one_hot_row(STACK_KINDS.index(o["kind"]), len(STACK_KINDS)),
         float(o["seat"] == order[0]), float(o["card"] is not None),
         len(o["targets"]) / 3, len(o["attackers"]) / 3]
        for o in stack[:STACK_SLOTS]], STACK, STACK_SLOTS)
    writer.counts("stack_cards", [o["card"] for o in stack], cards)
    _decision(writer, obs["decision"], cards, rel)


def _cells(writer: TensorWriter, board: list[Mapping[str, Any]], cells: int,
           me: int) -> None:
    rows = [[0.0] * CELL for _ in range(cells)]
    for u in board:
        rows[u["cell"]] = [
            float(u["owner"] == me), float(u["owner"] != me), u["points"] / 6, u["cap"] / 8,
            u["die"] / 6, u["counter_die"] / 6, u["attack"] / 10, u["defence"] / 10,
            u["actions"] / 3, u["reach"] / 3, len(u["enchantments"]) / 3,
            *(float(k in u["keywords"]) for k in KEYWORD_WORDS.words)]
    writer.slots("cells", rows, CELL, cells)


def _decision(writer: TensorWriter, decision: Mapping[str, Any] | None, cards: Vocabulary,
              rel: Any) -> None:
    if decision is None:
        writer.put("decision", [0.0] * (len(DECISIONS) + 2 + len(DECISION_FOR) + 1))
        writer.counts("decision_cards", [], cards)
        return
    purpose = decision.get("for")
    writer.put("decision", one_hot_row(DECISIONS.index(decision["kind"]), len(DECISIONS))
               + one_hot_row(rel(decision["seat"]), 2)
               + one_hot_row(None if purpose is None else DECISION_FOR.index(purpose),
                             len(DECISION_FOR))
               + [len(decision.get("options", ())) / 20])
    named = [decision.get("card"), *decision.get("cards", ())]
    writer.counts("decision_cards", named, cards)
