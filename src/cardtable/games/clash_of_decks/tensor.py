"""Clash of Decks as an observation tensor (``Game.observation_tensor``, docs/rl.md).

Read from the observation only (``observe.py``). Seats are relative to the viewer
(``kernel.tensor``): in a Duel the viewer's hand and board side come first; in Solo
the player is side 0 and the AI side 1. A row of the board shows its first
``ROW_SLOTS`` creatures position by position and all of its creatures as card counts
and sums, so a longer row still has one fixed size.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any, Final

from cardtable.games.clash_of_decks.model import ABILITY_ORDER, Catalog
from cardtable.kernel.tensor import (
    Section,
    TensorLayout,
    TensorWriter,
    Vocabulary,
    relative_index,
    relative_seats,
)

ROW_SLOTS: Final = 8
"""Creatures of a row shown one by one (the rest only as counts and sums)."""
STAGES: Final = Vocabulary(("deck", "draft", "remove", "play"))
FORMATS: Final = Vocabulary(("prepared", "drafted", "custom"))
ROWS: Final[tuple[str, ...]] = ("top", "bottom")
ABILITIES: Final = Vocabulary(ABILITY_ORDER)
CREATURE: Final = 8 + 2 * len(ABILITIES)
"""Per creature: present, cost, attack, health, damage, protection used, entered this
turn, attacked (8), its abilities now and its aura (multi-hot)."""
ROW_SUMS: Final = 4
PHASES: Final = 4
PREPARED_DECKS = 4


@lru_cache(maxsize=8)
def cards(catalog: Catalog) -> Vocabulary:
    """Every card id of the catalog, sorted."""
    return Vocabulary(sorted(catalog.info))


def layout(catalog: Catalog, players: int) -> TensorLayout:
    n = len(cards(catalog))
    sections = [
        Section("stage", len(STAGES), "deck choice, draft, removal or play, one-hot"),
        Section("format", len(FORMATS), "prepared, drafted or custom, one-hot"),
        Section("solo", 1, "1 in Solo"),
        Section("phase", PHASES, "the turn's phase 0..3, one-hot"),
        Section("numbers", 2, "turn / 50, mana / 10"),
        Section("active", 2, "whose turn, one-hot by relative side"),
        Section("first_player", 2, "who began, one-hot by relative side"),
        Section("winner", 2, "the winner, one-hot by relative side (none: all 0)"),
    ]
    for i in range(players):
        sections += [
            Section(f"hand{i}", 5, f"relative seat {i}: size / 10, B/F health / 5, B/F place "
                    "/ 10, fort side, cards hidden from the viewer / 10"),
            Section(f"hand{i}_known", n, f"relative seat {i}: cards of the hand the viewer "
                    "sees, counts"),
            Section(f"hand{i}_unrevealed", n, f"relative seat {i}: the unordered unrevealed "
                    "cards of the hand (public), counts"),
        ]
    for side in range(2):
        for row in ROWS:
            sections += [
                Section(f"board{side}_{row}", CREATURE * ROW_SLOTS,
                        f"relative side {side}, {row} row: the first {ROW_SLOTS} creatures "
                        "by position, each present, cost / 10, attack / 10, health / 10, "
                        "damage / 10, protection used, entered this turn, attacked, "
                        f"abilities ({', '.join(ABILITIES.words)}), aura (same order)"),
                Section(f"board{side}_{row}_cards", n, "every creature of the row, counts"),
                Section(f"board{side}_{row}_sums", ROW_SUMS,
                        "creatures / 8, attack / 20, health / 20, damage / 20"),
            ]
    sections += [
        Section("return_seat", 2, "who orders returned cards, one-hot by relative side"),
        Section("return_cards", n, "the cards being returned, counts"),
        Section("draft", 3, "draft round / 10, pile size / 32, step / 10"),
        Section("draft_shown", n, "the draft cards on show, counts"),
        Section("prepared", 2 * PREPARED_DECKS, "prepared deck chosen per relative seat, "
                "one-hot 1..4"),
        Section("custom_removed", 2 * n, "custom format: cards removed per relative seat"),
        Section("ai", 9, "Solo AI: deck size / 20, fort side, mana / 10, spent / 50, next "
                "row is top, last round pending, in last round, fixed mana / 10, mana per "
                "creature / 2"),
        Section("ai_deck", n, "the AI deck's contents (public, unordered), counts"),
        Section("ai_discard", n, "the AI discard, counts"),
        Section("ai_left", n, "cards that left the AI deck, counts"),
    ]
    return TensorLayout(sections)


def write(writer: TensorWriter, obs: Mapping[str, Any], catalog: Catalog) -> None:
    vocab = cards(catalog)
    players, seat = obs["players"], obs["seat"]
    solo = obs["mode"] == "solo"
    sides = [0, 1] if solo else relative_seats(2, seat)

    def side_of(value: object) -> int | None:
        if not isinstance(value, int) or not 0 <= value < 2:
            return None
        return value if solo else relative_index(2, seat, value)

    writer.word("stage", obs["stage"], STAGES)
    writer.word("format", obs["format"], FORMATS)
    writer.numbers("solo", [solo])
    phase = obs["phase"]
    writer.one_hot("phase", phase if isinstance(phase, int) and 0 <= phase < PHASES else None)
    writer.numbers("numbers", [obs["turn"] / 50, obs["mana"] / 10])
    writer.one_hot("active", side_of(obs["active"]))
    writer.one_hot("first_player", side_of(obs["first_player"]))
    writer.one_hot("winner", side_of(obs["winner"]))
    hands = obs["hands"]
    for i, s in enumerate(relative_seats(players, seat)):
        hand = hands[s]
        shown = [c for c in hand["cards"] if c is not None and c != "bf"]
        hidden = sum(1 for c in hand["cards"] if c is None)
        writer.numbers(f"hand{i}", [hand["size"] / 10, hand["health"] / 5,
                                    max(hand["bf_index"], 0) / 10,
                                    hand["bf_side"] == "fort", hidden / 10])
        writer.counts(f"hand{i}_known", shown, vocab)
        writer.counts(f"hand{i}_unrevealed", hand["unrevealed"], vocab)
    for i, side in enumerate(sides):
        for row in ROWS:
            creatures = obs["board"][side][row]
            writer.slots(f"board{i}_{row}", [_creature(c) for c in creatures[:ROW_SLOTS]],
                         CREATURE, ROW_SLOTS)
            writer.counts(f"board{i}_{row}_cards", [c["card"] for c in creatures], vocab)
            writer.numbers(f"board{i}_{row}_sums", [
                len(creatures) / 8, sum(c["attack"] for c in creatures) / 20,
                sum(c["health"] for c in creatures) / 20,
                sum(c["damage"] for c in creatures) / 20])
    pending = obs["pending_return"]
    writer.one_hot("return_seat", None if pending is None else side_of(pending["seat"]))
    writer.counts("return_cards", [] if pending is None else pending["cards"], vocab)
    _format(writer, obs, vocab, sides)
    _ai(writer, obs.get("ai"), vocab)


def _creature(c: Mapping[str, Any]) -> list[float]:
    row = [1.0, c["cost"] / 10, c["attack"] / 10, c["health"] / 10, c["damage"] / 10,
           float(c["protection_used"]), float(c["entered_this_turn"]), float(c["attacked"])]
    row += [float(a in c["abilities"]) for a in ABILITIES.words]
    row += [float(a in c["aura"]) for a in ABILITIES.words]
    return row


def _format(writer: TensorWriter, obs: Mapping[str, Any], vocab: Vocabulary,
            sides: list[int]) -> None:
    info = obs["format_info"]
    fmt = obs["format"]
    drafted = fmt == "drafted"
    writer.numbers("draft", [info["round"] / 10, info["pile_size"] / 32, info["step"] / 10]
                   if drafted else [0, 0, 0])
    writer.counts("draft_shown", info["shown"] if drafted else [], vocab)
    prepared = [0.0] * (2 * PREPARED_DECKS)
    if fmt == "prepared":
        chosen = info["chosen"]
        for i, side in enumerate(sides):
            deck = chosen[side] if side < len(chosen) else None
            if isinstance(deck, int) and 1 <= deck <= PREPARED_DECKS:
                prepared[i * PREPARED_DECKS + deck - 1] = 1.0
    writer.put("prepared", prepared)
    removed = [0.0] * (2 * len(vocab))
    if fmt == "custom":
        for i, side in enumerate(sides):
            if side < len(info["removed"]):
                for card in info["removed"][side]:
                    removed[i * len(vocab) + vocab.index(card)] += 1.0
    writer.put("custom_removed", removed)


def _ai(writer: TensorWriter, ai: Mapping[str, Any] | None, vocab: Vocabulary) -> None:
    if ai is None:
        writer.numbers("ai", [0] * 9)
        for name in ("ai_deck", "ai_discard", "ai_left"):
            writer.counts(name, [], vocab)
        return
    settings = ai["settings"]
    writer.numbers("ai", [ai["deck_size"] / 20, ai["bf_side"] == "fort", ai["mana"] / 10,
                          ai["spent"] / 50, ai["next_row"] == "top",
                          bool(ai["last_round_pending"]), bool(ai["in_last_round"]),
                          (settings["fixed_mana"] or 0) / 10,
                          (settings["mana_per_creature"] or 0) / 2])
    writer.counts("ai_deck", ai["deck_contents"], vocab)
    writer.counts("ai_discard", ai["discard"], vocab)
    writer.counts("ai_left", ai["left_deck"], vocab)
