"""Hecatomb as an observation tensor (``Game.observation_tensor``, docs/rl.md).

Read from the observation only (``observe.py``); seats are relative to the viewer
(``kernel.tensor``). Per seat: counters and the mana zone by doom, its zones as
card counts (hand as the viewer sees it, minions in play, mana, graveyard, relics,
god and removed cards), and its first ``ABOM_SLOTS`` abominations one by one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.games.hecatomb.model import DOOMS, KEYWORDS
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

ABOM_SLOTS = 6
"""Abominations of a seat shown one by one (more appear only in the card counts)."""
DOOM_WORDS = Vocabulary(DOOMS)
KEYWORD_WORDS = Vocabulary(KEYWORDS)
ABOM = 7 + len(KEYWORD_WORDS)
STEPS = Vocabulary(("declare", "a1", "d1", "a2", "d2", "blocks", "blocked", "reap", "damage"))
PENDING = Vocabulary(("main", "pay", "window", "declare_attackers", "block", "hunt",
                      "ripper", "choose_target", "choose_card", "choose_placement",
                      "choose_option", "choose_doom", "choose_replacement", "discard",
                      "soulbound", "order_effects", "yes"))
ZONES = ("hand", "minions", "mana", "graveyard", "other")
SEAT_NUMBERS = 7 + 2 * len(DOOMS)


card_words = card_vocabulary


def layout(cards: Vocabulary, players: int) -> TensorLayout:
    n = len(cards)
    sections = [
        Section("active", players, "whose turn, one-hot by relative seat"),
        Section("first_player", players, "who began, one-hot by relative seat"),
        Section("numbers", 3, "game turn / 100, mana played this turn, triggers waiting / 5"),
    ]
    for i in range(players):
        sections += [
            Section(f"seat{i}", SEAT_NUMBERS, f"relative seat {i}: souls / 20, hand size / "
                    "10, hidden hand cards / 10, deck size / 40, abominations / 5, mana "
                    "cards / 10, untapped mana / 10; pool per doom / 5; untapped mana per "
                    "doom / 5"),
            Section(f"seat{i}_aboms", ABOM * ABOM_SLOTS, f"the first {ABOM_SLOTS} "
                    "abominations: present, strength / 20, size / 5, tapped, changed, "
                    "attacking, blocking; keywords (a flag, a +X value / 5, or the number "
                    f"of dooms named / 4) in the order {', '.join(KEYWORD_WORDS.words)}"),
        ]
        for zone in ZONES:
            sections.append(Section(f"seat{i}_{zone}", n, f"relative seat {i}: {zone} "
                                    "(other: relics, god, removed), card counts"))
    sections += [
        Section("combat", 2 * players + len(STEPS) + 3, "attacker and defender one-hot by "
                "relative seat; step one-hot; attackers / 5, blocks / 5, hunts / 5"),
        Section("pending", len(PENDING) + players + 1, "the decision waited for, one-hot; "
                "who decides by relative seat; payments offered / 10"),
        Section("waiting", n, "triggered cards waiting, counts"),
        Section("limbo", n, "cards in limbo, counts"),
    ]
    return TensorLayout(sections)


def write(writer: TensorWriter, obs: Mapping[str, Any], cards: Vocabulary) -> None:
    players, seat = obs["players"], obs["seat"]

    rel = seat_reader(players, seat)

    writer.one_hot("active", rel(obs["active"]))
    writer.one_hot("first_player", rel(obs["first_player"]))
    writer.numbers("numbers", [obs["game_turn"] / 100, obs["mana_played"],
                               len(obs["waiting"]) / 5])
    for i, s in enumerate(relative_seats(players, seat)):
        _seat(writer, i, obs["players_state"][s], cards)
    combat = obs["combat"]
    if combat is None:
        writer.put("combat", [0.0] * (2 * players + len(STEPS) + 3))
    else:
        writer.put("combat", one_hot_row(rel(combat["attacker"]), players)
                   + one_hot_row(rel(combat["defender"]), players)
                   + one_hot_row(STEPS.index(combat["step"]), len(STEPS))
                   + [len(combat["attackers"]) / 5, len(combat["blocks"]) / 5,
                      len(combat["hunts"]) / 5])
    pending = obs["pending"]
    if pending is None:
        writer.put("pending", [0.0] * (len(PENDING) + players + 1))
    else:
        writer.put("pending", one_hot_row(PENDING.index(pending["kind"]), len(PENDING))
                   + one_hot_row(rel(pending["seat"]), players)
                   + [len(pending.get("payments", ())) / 10])
    writer.counts("waiting", [w["card"] for w in obs["waiting"]], cards)
    writer.counts("limbo", obs["limbo"], cards)


def _seat(writer: TensorWriter, i: int, p: Mapping[str, Any], cards: Vocabulary) -> None:
    mana = p["mana"]
    untapped = [m for m in mana if not m["tapped"]]
    hidden = sum(1 for c in p["hand"] if c is None)
    by_doom = [0.0] * len(DOOM_WORDS)
    for m in untapped:
        by_doom[DOOM_WORDS.index(m["doom"])] += 0.2
    writer.put(f"seat{i}", [p["souls"] / 20, p["hand_size"] / 10, hidden / 10,
                            p["deck_size"] / 40, len(p["abominations"]) / 5, len(mana) / 10,
                            len(untapped) / 10]
               + [v / 5 for v in p["pool"]] + by_doom)
    aboms = p["abominations"]
    writer.slots(f"seat{i}_aboms", [_abom(a) for a in aboms[:ABOM_SLOTS]], ABOM, ABOM_SLOTS)
    writer.counts(f"seat{i}_hand", p["hand"], cards)
    writer.counts(f"seat{i}_minions", [m["card"] for a in aboms for m in a["minions"]], cards)
    writer.counts(f"seat{i}_mana", [m["card"] for m in mana], cards)
    writer.counts(f"seat{i}_graveyard", p["graveyard"], cards)
    other = [*p["relics"], *([p["god"]] if p["god"] is not None else []),
             *(r["card"] for r in p["removed"])]
    writer.counts(f"seat{i}_other", other, cards)


def _abom(a: Mapping[str, Any]) -> list[float]:
    row = [1.0, a["strength"] / 20, a["size"] / 5, float(a["tapped"]), float(a["changed"]),
           float(a["role"] == "attacker"), float(a["role"] == "blocker")]
    keywords = a["keywords"]
    for word in KEYWORD_WORDS.words:
        value = keywords.get(word)
        if isinstance(value, bool) or value is None:
            row.append(float(bool(value)))
        elif isinstance(value, int):
            row.append(value / 5)
        else:
            row.append(len(value) / 4)
    return row
