"""Magic Tower as an observation tensor (``Game.observation_tensor``, docs/rl.md).

Read from the observation only (``observe.py``); seats are relative to the viewer
(``kernel.tensor``). Each seat's board is a row of scaled numbers, its trump set and
its spells; the viewer's hand, the pile and the hands Vision showed are card counts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from cardtable.games.magic_tower import tables as tb
from cardtable.kernel.tensor import (
    Section,
    TensorLayout,
    TensorWriter,
    Vocabulary,
    one_hot_row,
    relative_seats,
    seat_reader,
)

CARDS = Vocabulary(tb.CARD_ID)
SPELLS: Final = Vocabulary(tb.SPELL_IDS)
SETS: Final = Vocabulary(tb.SETS_NAMES)
EFFECTS = Vocabulary((*tb.CARD_ID, *tb.SPELL_IDS))
PENDING: Final = Vocabulary(("turn", "trump", "pay", "target", "kind", "atk_target", "atk_size",
                      "defend", "allocate", "dh_pick", "borrow", "fountain"))
BOARD_NUMBERS: Final[tuple[tuple[str, float], ...]] = (
    ("tower", 100), ("wall", 100), ("fire_wall", 50), ("gold", 50), ("food", 50),
    ("mana", 50), ("mines", 10), ("farms", 10), ("monuments", 10), ("barracks", 10),
    ("soldiers", 20), ("archmage", 1), ("fountain", 1), ("turn", 100), ("alive", 1),
    ("hand_bonus", 5), ("hand_count", 10), ("hand_size", 10))
"""Board fields and the number each is divided by."""
PENDING_NUMBERS: Final = 6
"""Fee / 20, mana to keep / 20, damage left / 100, returning / 50, attackers left / 5,
bolted."""


def layout(players: int) -> TensorLayout:
    board = len(BOARD_NUMBERS) + len(SETS) + 2 * len(SPELLS)
    fields = ", ".join(f"{name} / {scale:g}" for name, scale in BOARD_NUMBERS)
    return TensorLayout([
        Section("boards", players * board, "per relative seat: " + fields + "; trump set "
                "one-hot; spells unlocked; casts left / 3 per spell"),
        Section("active", players, "whose turn, one-hot by relative seat"),
        Section("dealer", players, "the dealer, one-hot by relative seat"),
        Section("hand", len(CARDS), "the viewer's hand, counts"),
        Section("known_hands", players * len(CARDS), "cards of other hands the viewer knows "
                "(Vision), per relative seat, counts"),
        Section("deck", 1, "cards left in the deck / 66"),
        Section("pile", players * len(CARDS), "the pile by the relative seat that put "
                "each card there, counts"),
        Section("effects", players * len(EFFECTS), "running effects by relative holder, "
                "counts of their names (cards and spells)"),
        Section("pending", len(PENDING), "the decision waited for, one-hot"),
        Section("pending_seat", players, "who decides, one-hot by relative seat"),
        Section("pending_about", 3 * players, "the seat attacked or targeted, the attacker, "
                "the defender or the Discard-Highest picker, one-hot by relative seat each"),
        Section("pending_options", players, "seats offered as targets, by relative seat"),
        Section("pending_numbers", PENDING_NUMBERS, "fee / 20, mana to keep / 20, damage "
                "left / 100, returning / 50, attackers left / 5, bolted"),
        Section("turn", 2, "extra turns / 3, last battle / 100"),
    ])


def write(writer: TensorWriter, obs: Mapping[str, Any]) -> None:
    players, seat = obs["players"], obs["seat"]
    order = relative_seats(players, seat)

    rel = seat_reader(players, seat)

    boards: list[float] = []
    for s in order:
        boards += _board(obs["boards"][s])
    writer.put("boards", boards)
    writer.one_hot("active", rel(obs["active"]))
    writer.one_hot("dealer", rel(obs["dealer"]))
    writer.counts("hand", obs["hand"] or (), CARDS)
    known: list[float] = []
    for s in order:
        known += _counts(obs.get("known_hands", {}).get(str(s), ()), CARDS)
    writer.put("known_hands", known)
    writer.numbers("deck", [obs["deck_size"]], len(CARDS))
    pile = [0.0] * (players * len(CARDS))
    for card, by, _how in obs["pile"]:
        at = rel(by)
        if at is not None:
            pile[at * len(CARDS) + CARDS.index(card)] += 1.0
    writer.put("pile", pile)
    effects = [0.0] * (players * len(EFFECTS))
    for effect in obs["effects"]:
        at = rel(effect["holder"])
        if at is not None:
            effects[at * len(EFFECTS) + EFFECTS.index(effect["name"])] += 1.0
    writer.put("effects", effects)
    _pending(writer, obs["pending"], players, rel)
    writer.numbers("turn", [obs["extra_turns"] / 3, obs["last_battle"] / 100])


def _board(board: Mapping[str, Any]) -> list[float]:
    row = [float(board[name]) / scale for name, scale in BOARD_NUMBERS]
    trump = board["trump"]
    row += one_hot_row(None if trump is None else SETS.index(trump), len(SETS))
    spells = board["spells"]
    row += [float(s in spells) for s in SPELLS.words]
    row += [float(spells.get(s, 0)) / 3 for s in SPELLS.words]
    return row


def _counts(words: Any, vocabulary: Vocabulary) -> list[float]:
    row = [0.0] * len(vocabulary)
    for word in words:
        row[vocabulary.index(word)] += 1.0
    return row


def _pending(writer: TensorWriter, pending: Mapping[str, Any] | None, players: int,
             rel: Any) -> None:
    p: Mapping[str, Any] = pending or {}
    writer.word("pending", p.get("kind"), PENDING)
    writer.one_hot("pending_seat", rel(p.get("seat")))
    about: list[float] = []
    for key in (("target",), ("attacker",), ("defender", "by")):
        value = next((p[k] for k in key if k in p), None)
        about += one_hot_row(rel(value), players)
    writer.put("pending_about", about)
    options = [0.0] * players
    for option in p.get("options", ()) if p.get("kind") != "borrow" else ():
        at = rel(option)
        if at is not None:
            options[at] = 1.0
    writer.put("pending_options", options)
    writer.numbers("pending_numbers", [
        p.get("fee", 0) / 20, p.get("keep_mana", 0) / 20, p.get("damage_left", 0) / 100,
        p.get("returning", 0) / 50, p.get("attackers_left", 0) / 5, p.get("bolted", 0)])
