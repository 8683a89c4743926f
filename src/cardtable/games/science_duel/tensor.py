"""Science Duel as an observation tensor (``Game.observation_tensor``, docs/rl.md).

Read from the observation only (``observe.py``); the viewer's side comes first
(``kernel.tensor``; the spectator sees side 0 first). Each side: its counters, its
seven unit slots and six effect slots one by one, and its zones as card counts;
the cards in flight and the pending decision follow.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any, Final

from cardtable.games.science_duel.cards import CLASSES, KEYWORDS
from cardtable.kernel.tensor import (
    Section,
    TensorLayout,
    TensorWriter,
    Vocabulary,
    one_hot_row,
    relative_seats,
    seat_reader,
)

UNIT_SLOTS: Final = 7
EFFECT_SLOTS: Final = 6
FLIGHT_SLOTS: Final = 4
"""Cards in flight shown one by one (more are only counted)."""
PHASES: Final = Vocabulary(("trim", "mulligan", "main", "over"))
CLASS_WORDS: Final = Vocabulary(CLASSES)
KEYWORD_WORDS: Final = Vocabulary(KEYWORDS)
TAGS: Final = Vocabulary(("animal", "bug", "machine", "mutant"))
EFFECT_KINDS: Final = Vocabulary(("ability", "experiment", "lasting"))
PENDING: Final = Vocabulary(("choose_target", "choose_slot", "choose_card", "choose_option"))
SIDE_NUMBERS: Final[tuple[tuple[str, float], ...]] = (
    ("life", 30), ("mana", 10), ("mana_slots", 10), ("fatigue", 10),
    ("played_this_turn", 5), ("ability_used", 1), ("hand_size", 10), ("hand_limit", 10),
    ("deck_size", 35), ("spell_damage", 5), ("trimmed", 5))
UNIT: Final = 13 + len(KEYWORD_WORDS) + len(TAGS)
"""present, attack / 10, health / 10, printed attack / 10, printed health / 10, base
attack / 10, shield, stealth, frozen, ready, dormant / 3, silenced, owned by the other
side; keywords; tags."""
PENDING_OPTIONS: Final = 16


@lru_cache(maxsize=8)
def card_words(cards: tuple[str, ...]) -> Vocabulary:
    return Vocabulary(sorted(cards))


def layout(cards: Vocabulary) -> TensorLayout:
    n = len(cards)
    sections = [
        Section("phase", len(PHASES), "trim, mulligan, main or over, one-hot"),
        Section("turn", 1, "turn / 50"),
        Section("active", 2, "whose turn, one-hot by relative side"),
        Section("first", 2, "who began, one-hot by relative side"),
        Section("winner", 3, "relative side 0 won, side 1 won, draw"),
        Section("field", n + 2, "the field card, one-hot, and its owner by relative side"),
    ]
    for i in range(2):
        fields = ", ".join(f"{name} / {scale:g}" for name, scale in SIDE_NUMBERS)
        sections += [
            Section(f"side{i}", len(SIDE_NUMBERS) + len(CLASS_WORDS) + 2,
                    f"relative side {i}: {fields}; class one-hot; mulligan taken, "
                    "hidden hand cards / 10"),
            Section(f"side{i}_units", UNIT * UNIT_SLOTS, "the seven unit slots: present, "
                    "attack / 10, health / 10, printed attack / 10, printed health / 10, "
                    "base attack / 10, shield, stealth, frozen, ready, dormant / 3, "
                    "silenced, owned by the other side; keywords "
                    f"({', '.join(KEYWORD_WORDS.words)}); tags ({', '.join(TAGS.words)})"),
            Section(f"side{i}_unit_cards", UNIT_SLOTS * n, "the card of each unit slot, "
                    "one-hot"),
            Section(f"side{i}_effects", EFFECT_SLOTS * (len(EFFECT_KINDS) + 2),
                    "the six effect slots: kind one-hot (ability, experiment, lasting), "
                    "ready, face-down experiment cost / 10"),
            Section(f"side{i}_effect_cards", n, "the cards of the face-up effects, counts"),
            Section(f"side{i}_hand", n, "hand cards the viewer sees, counts"),
            Section(f"side{i}_hand_costs", 10, "costs of the hand cards the viewer sees, "
                    "/ 10, in hand order"),
            Section(f"side{i}_deck", n, "deck contents the viewer knows (its own deck, "
                    "unordered), counts"),
            Section(f"side{i}_deck_known", n, "deck cards at known places, counts"),
            Section(f"side{i}_grave", n, "the graveyard, counts"),
            Section(f"side{i}_removed", n, "cards trimmed from the viewer's own deck, counts"),
        ]
    sections += [
        Section("flight", FLIGHT_SLOTS * 6, "the first cards in flight: present, by the "
                "other side, slot / 8, target / 16, cancelled, hidden"),
        Section("flight_cards", n, "the visible cards in flight, counts"),
        Section("resolving", n, "cards on their way to a hand or graveyard, counts"),
        Section("pending", len(PENDING) + 2, "the decision waited for, one-hot, and who "
                "decides by relative side"),
        Section("pending_options", PENDING_OPTIONS, "the options offered (ints / 16), first "
                f"{PENDING_OPTIONS}"),
    ]
    return TensorLayout(sections)


def write(writer: TensorWriter, obs: Mapping[str, Any], cards: Vocabulary) -> None:
    seat = obs["seat"]
    order = relative_seats(2, seat)

    rel = seat_reader(2, seat)

    writer.word("phase", obs["phase"], PHASES)
    writer.numbers("turn", [obs["turn"] / 50])
    writer.one_hot("active", rel(obs["active"]))
    writer.one_hot("first", rel(obs["first"]))
    winner = obs["winner"]
    writer.one_hot("winner", None if winner is None else (rel(winner) if rel(winner)
                                                            is not None else 2))
    field = obs["field"]
    writer.put("field", one_hot_row(None if field is None else cards.index(field["card"]),
                                    len(cards))
               + one_hot_row(None if field is None else rel(field["owner"]), 2))
    for i, s in enumerate(order):
        _side(writer, i, s, obs["sides"][s], cards)
    flight = obs["flight"]
    rows = [[1.0, float(f["seat"] != order[0]), f["slot"] / 8, f["target"] / 16,
             float(bool(f["cancelled"])), float(f["card"] is None)]
            for f in flight[:FLIGHT_SLOTS]]
    writer.slots("flight", rows, 6, FLIGHT_SLOTS)
    writer.counts("flight_cards", [f["card"] for f in flight], cards)
    writer.counts("resolving", obs["resolving"], cards)
    pending = obs["pending"]
    writer.put("pending", one_hot_row(None if pending is None else PENDING.index(
        pending["kind"]), len(PENDING)) + one_hot_row(
            None if pending is None else rel(pending["seat"]), 2))
    options = [] if pending is None else [o for o in pending["options"] if isinstance(o, int)]
    writer.put("pending_options", [o / 16 for o in options[:PENDING_OPTIONS]]
               + [0.0] * (PENDING_OPTIONS - min(len(options), PENDING_OPTIONS)))


def _side(writer: TensorWriter, i: int, s: int, side: Mapping[str, Any],
          cards: Vocabulary) -> None:
    numbers = [float(side[name] or 0) / scale for name, scale in SIDE_NUMBERS]
    hidden = sum(1 for c in side["hand"] if c is None)
    writer.put(f"side{i}", numbers + one_hot_row(CLASS_WORDS.index(side["class"]),
                                                 len(CLASS_WORDS))
               + [float(side["mulligan"] or 0), hidden / 10])
    units = side["units"]
    rows: list[list[float]] = []
    unit_cards = [0.0] * (UNIT_SLOTS * len(cards))
    for slot, u in enumerate(units[:UNIT_SLOTS]):
        if u is None:
            rows.append([0.0] * UNIT)
            continue
        unit_cards[slot * len(cards) + cards.index(u["card"])] = 1.0
        rows.append([1.0, u["attack"] / 10, u["health"] / 10, u["printed_attack"] / 10,
                     u["printed_health"] / 10, u["base_attack"] / 10, float(u["shield"]),
                     float(u["stealth"]), float(u["frozen"]), float(u["ready"]),
                     u["dormant"] / 3, float(u["silenced"]), float(u["owner"] != s)]
                    + [float(k in u["keywords"]) for k in KEYWORD_WORDS.words]
                    + [float(t in u["tags"]) for t in TAGS.words])
    writer.slots(f"side{i}_units", rows, UNIT, UNIT_SLOTS)
    writer.put(f"side{i}_unit_cards", unit_cards)
    effects: list[list[float]] = []
    face_up: list[str] = []
    for x in side["effects"][:EFFECT_SLOTS]:
        if x is None:
            effects.append([0.0] * (len(EFFECT_KINDS) + 2))
            continue
        if x["card"] is not None:
            face_up.append(x["card"])
        effects.append([*one_hot_row(EFFECT_KINDS.index(x["kind"]), len(EFFECT_KINDS)),
                        float(bool(x.get("ready"))), (x.get("cost") or 0) / 10])
    writer.slots(f"side{i}_effects", effects, len(EFFECT_KINDS) + 2, EFFECT_SLOTS)
    writer.counts(f"side{i}_effect_cards", face_up, cards)
    writer.counts(f"side{i}_hand", side["hand"], cards)
    costs = [float(c) / 10 for c in side["costs"] if c is not None][:10]
    writer.put(f"side{i}_hand_costs", costs + [0.0] * (10 - len(costs)))
    writer.counts(f"side{i}_deck", side.get("deck", ()), cards)
    writer.counts(f"side{i}_deck_known", [c for _, c in side["deck_known"]], cards)
    writer.counts(f"side{i}_grave", side["grave"], cards)
    writer.counts(f"side{i}_removed", side.get("removed", ()), cards)
