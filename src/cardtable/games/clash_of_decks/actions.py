"""Action kinds of Clash of Decks, their integer encoding, and prebuilt actions.

Kinds follow CD-ACT: ``choose_deck``, ``draft_pick``, ``remove_card``, ``play``
(a creature, CD-ACT-6), ``cast`` (an incantation with its target, CD-ACT-7; a
separate kind because its arguments differ), ``attack_phase``, ``attack``,
``end_turn`` and ``choose_return``. Hands are named by ``pick`` (1..4, the k-th
playable card), board places by ``side``/``row``/``position`` (CD-DEC-61).
Legal-action lists reuse the prebuilt ``Action`` objects below, so the hot path
never validates or sorts arguments.

A module of its own (the package shape puts legal actions in ``legal.py``):
the flow builds the answers of ``choose_return`` from it, and ``legal.py``
stands above the flow.
"""

from __future__ import annotations

from typing import Final

from cardtable.kernel import Action, ActionKind, ActionSpace, ArgValue, IntRange, Words

MAX_POSITION: Final = 32
"""Room for positions up to 32 per side and row (CD-DEC-61)."""
MAX_RETURN: Final = 4
MAX_CUSTOM: Final = 10
ROW_WORDS: Final[tuple[str, ...]] = ("top", "bottom")

ACTION_SPACE: Final = ActionSpace([
    ActionKind("choose_deck", (("deck", IntRange(1, 4)),)),
    ActionKind("draft_pick", (("index", IntRange(0, 3)),)),
    ActionKind("remove_card", (("index", IntRange(0, MAX_CUSTOM - 1)),)),
    ActionKind("play", (("pick", IntRange(1, 4)), ("row", Words(ROW_WORDS)))),
    ActionKind("cast", (("pick", IntRange(1, 4)), ("side", IntRange(0, 1)),
                        ("row", Words(ROW_WORDS)), ("position", IntRange(1, MAX_POSITION)))),
    ActionKind("attack_phase"),
    ActionKind("attack"),
    ActionKind("end_turn"),
    ActionKind("choose_return", (("index", IntRange(0, MAX_RETURN - 1)),)),
])

ATTACK_PHASE: Final = Action("attack_phase")
ATTACK: Final = Action("attack")
END_TURN: Final = Action("end_turn")
PLAY_ACTIONS: Final[tuple[tuple[Action, ...], ...]] = (
    (), *((Action("play", pick=k, row="top"), Action("play", pick=k, row="bottom"))
          for k in range(1, 5)))
"""``PLAY_ACTIONS[k]``: ``play pick=k row=top`` and ``row=bottom`` (CD-SUMMON-3)."""
CAST_ACTIONS: Final = {(k, s, r, p): Action("cast", pick=k, side=s, row=ROW_WORDS[r], position=p)
                for k in range(1, 5) for s in (0, 1) for r in (0, 1)
                for p in range(1, MAX_POSITION + 1)}
"""``cast`` actions by (pick, side, row index, position), prebuilt up to ``MAX_POSITION``."""
PLAY_ARGS: Final[dict[tuple[tuple[str, ArgValue], ...], tuple[int, int]]] = {
    action.args: (k, row) for k in range(1, 5) for row, action in enumerate(PLAY_ACTIONS[k])}
"""(pick, row index) of a ``play`` by its arguments (``Action.args``): one dict lookup,
hashed in C, instead of an argument scan per name."""
CAST_ARGS: Final[dict[tuple[tuple[str, ArgValue], ...], tuple[int, int, int, int]]] = {
    action.args: key for key, action in CAST_ACTIONS.items()}
"""(pick, side, row index, position) of a prebuilt ``cast`` by its arguments."""
_CAST_PREFIXES: Final[tuple[tuple[tuple[tuple[Action, ...], ...], ...], ...]] = (
    (), *(tuple(tuple(tuple(CAST_ACTIONS[(k, s, r, p)] for p in range(1, n + 1))
                      for n in range(MAX_POSITION + 1))
                for s in (0, 1) for r in (0, 1))
          for k in range(1, 5)))
"""``_CAST_PREFIXES[k][2 * side + row][n]``: ``cast pick=k`` on positions 1..n of a line."""


def add_casts(out: list[Action], pick: int, sizes: tuple[int, int, int, int]) -> None:
    """Append ``cast pick=k`` on every creature to ``out``: side 0 first, top row before
    bottom, position 1 first; ``sizes`` are the lengths of the four lines (side 0 top,
    side 0 bottom, side 1 top, side 1 bottom)."""
    if (sizes[0] > MAX_POSITION or sizes[1] > MAX_POSITION or sizes[2] > MAX_POSITION
            or sizes[3] > MAX_POSITION):  # not max(): compiled, that boxes a tuple
        out += [cast_action(pick, side, row, position)
                for side, row, size in ((0, 0, sizes[0]), (0, 1, sizes[1]),
                                        (1, 0, sizes[2]), (1, 1, sizes[3]))
                for position in range(1, size + 1)]
        return
    lines = _CAST_PREFIXES[pick]
    out += lines[0][sizes[0]]
    out += lines[1][sizes[1]]
    out += lines[2][sizes[2]]
    out += lines[3][sizes[3]]


def play_args(action: Action) -> tuple[int, int]:
    """(pick, row index) of a legal ``play``."""
    found = PLAY_ARGS.get(action.args)
    if found is None:
        return action.int_arg("pick"), ROW_WORDS.index(action.word_arg("row"))
    return found


def cast_args(action: Action) -> tuple[int, int, int, int]:
    """(pick, side, row index, position) of a legal ``cast``."""
    found = CAST_ARGS.get(action.args)
    if found is None:
        return (action.int_arg("pick"), action.int_arg("side"),
                ROW_WORDS.index(action.word_arg("row")), action.int_arg("position"))
    return found


_DECK: Final = {n: Action("choose_deck", deck=n) for n in range(1, 5)}
_DRAFT: Final = [Action("draft_pick", index=i) for i in range(4)]
_REMOVE: Final = [Action("remove_card", index=i) for i in range(MAX_CUSTOM)]
_RETURN: Final = [Action("choose_return", index=i) for i in range(MAX_RETURN)]


def cast_action(pick: int, side: int, row: int, position: int) -> Action:
    action = CAST_ACTIONS.get((pick, side, row, position))
    if action is None:
        return Action("cast", pick=pick, side=side, row=ROW_WORDS[row], position=position)
    return action


def choose_deck_action(number: int) -> Action:
    return _DECK[number]


def draft_action(index: int) -> Action:
    return _DRAFT[index]


def remove_action(index: int) -> Action:
    return _REMOVE[index]


def return_action(index: int) -> Action:
    return _RETURN[index]
