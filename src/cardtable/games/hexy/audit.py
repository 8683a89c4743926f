"""The content audit of HexyGame (HX-CONTENT-25): every countable requirement of
HX-CONTENT-3..16, the loop conditions (a)-(f) of HX-CONTENT-26, the deck check of
HX-DEC-47 / HX-DECK-1..6, names, texts, collector numbers and maps
(HX-CONTENT-25) and the terms of HX-CONTENT-27.

``audit(cards, decks)`` is pure over the card and deck models (it also loads the
shipped map files): it returns one message per failed requirement, each starting
with the rule ID and naming the card, deck or map that breaks it. The fast content
test and ``Hexy.validate_content`` run it over the shipped files.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

from cardtable.games.hexy.cards import ONCE_A_TURN, Ability, Card, Deck
from cardtable.games.hexy.maps import MAP_DIR, load_hexy_map
from cardtable.games.hexy.messages import PHASE_NAME
from cardtable.games.hexy.model import COLOURS
from cardtable.games.hexy.opbase import COLOUR_NAME, KEYWORD_NAME, TYPE_NAME, HxOp, Phrase
from cardtable.games.hexy.ops import (
    AddEnergy,
    Cancel,
    Destroy,
    Draw,
    Grant,
    If,
    LosePoints,
    Mill,
    Modify,
    PutPoints,
    Relocate,
    ReturnToHand,
    Search,
    WinningDie,
    flatten,
)

Pool = dict[str, Card]
DECK_COLOURS: dict[str, tuple[str, str]] = {"goblin_rush": ("red", "green"),
                                            "sky_guard": ("blue", "white")}
"""HX-CONTENT-16: the preconstructed decks and their two colours."""
COPY_LIMIT = {"rare": 3, "uncommon": 4, "common": 5}
COPY_RULE = {"rare": "HX-DECK-4", "uncommon": "HX-DECK-5", "common": "HX-DECK-6"}
MIN_DECK, MAX_DECK = 48, 120
ENERGY_NAMES = {"red": "Red Energy", "green": "Green Energy", "blue": "Blue Energy",
                "white": "White Energy"}
"""HX-CONTENT-4."""
CREATURE_KEYWORDS = ("flying", "reach", "ranged2", "haste", "first_strike", "regeneration",
                     "easy_movement")
"""HX-CONTENT-5: at least 2 creatures each (and at least 1 with ranged3)."""
DECK_KEYWORDS = ("flying", "reach", "ranged", "haste", "first_strike", "regeneration",
                 "easy_movement")
CARD_TYPES = ("building", "creature", "artifact", "enchantment", "wizardry", "sorcery",
              "basic_energy")
TERMS: dict[str, dict[str, dict[str, str]]] = {
    "colour": {"cs": {"red": "Červená", "green": "Zelená", "blue": "Modrá", "white": "Bílá",
                      "colourless": "bezbarvá"},
               "en": {"red": "Red", "green": "Green", "blue": "Blue", "white": "White",
                      "colourless": "colourless"}},
    "type": {"cs": {"building": "Budova", "creature": "Bytost", "artifact": "Artefakt",
                    "enchantment": "Očarování", "wizardry": "Kouzlení", "sorcery": "Čarování",
                    "basic_energy": "Základní energie"},
             "en": {"building": "Building", "creature": "Creature", "artifact": "Artifact",
                    "enchantment": "Enchantment", "wizardry": "Wizardry", "sorcery": "Sorcery",
                    "basic_energy": "Basic energy"}},
    "phase": {"cs": {"energy": "Fáze Energie", "action": "Fáze Akcí", "draw": "Fáze Líznutí",
                     "main": "Hlavní Fáze", "cleanup": "Fáze Čištění", "end": "Konečná Fáze"},
              "en": {"energy": "Energy Phase", "action": "Action Phase", "draw": "Draw Phase",
                     "main": "Main Phase", "cleanup": "Cleanup Phase", "end": "End Phase"}},
    "keyword": {"cs": {"flying": "Létání", "reach": "Dosah", "ranged2": "Útok na vzdálenost 2",
                       "ranged3": "Útok na vzdálenost 3", "haste": "Spěch",
                       "first_strike": "Priorita v souboji", "regeneration": "Regenerace",
                       "easy_movement": "Snadnost pohybu"},
                "en": {"flying": "Flying", "reach": "Reach", "ranged2": "Ranged 2",
                       "ranged3": "Ranged 3", "haste": "Haste", "first_strike": "First strike",
                       "regeneration": "Regeneration", "easy_movement": "Easy movement"}},
}
"""HX-CONTENT-27, as the spec writes them."""
MILL_WORD = {"cs": "odemel", "en": "mill"}
"""HX-CONTENT-27: the term a milling card's text uses (case-insensitive)."""


# ---- reading card data -----------------------------------------------------------------
def _need(out: list[str], rule: str, have: int, need: int, what: str) -> None:
    if have < need:
        out.append(f"{rule}: {what}: has {have}, needs at least {need}")


def _of(cards: Pool, ctype: str) -> list[Card]:
    return [c for c in cards.values() if c.type == ctype]


def effects(card: Card) -> Iterator[tuple[Ability | None, list[Phrase], tuple[HxOp, ...]]]:
    """Each effect of ``card`` (the virtual card's own, then each ability's): the
    ability (``None`` for a virtual card's effect), its target phrases, its flat steps."""
    if card.effect:
        yield None, list(card.targets), flatten(card.effect)
    for ability in card.abilities:
        yield ability, list(ability.targets), flatten(ability.effect)


def steps(card: Card) -> list[HxOp]:
    return [s for _, _, flat in effects(card) for s in flat]


def _has(card: Card, test: Callable[[HxOp, list[Phrase]], bool]) -> bool:
    return any(test(s, phrases) for _, phrases, flat in effects(card) for s in flat)


def _phrase(phrases: list[Phrase], ref: str) -> Phrase | None:
    if ref.startswith("t") and ref[1:].isdigit() and int(ref[1:]) < len(phrases):
        return phrases[int(ref[1:])]
    return None


def energy_added(step: HxOp) -> int:
    """How much energy a step adds (HX-CONTENT-26 b)."""
    return step.n if isinstance(step, AddEnergy) else step.adds_energy


def keyword_names(card: Card) -> list[str]:
    """The printed keywords, as ``model.KW`` names (``ranged2``...)."""
    return card.keywords.names()


def creature_value(card: Card) -> int:
    """HX-CONTENT-15: Attack + Defence + Points + Actions - 1, plus 2 per keyword
    (Ranged N counts N)."""
    assert card.stats is not None
    a, d, ac, p = card.stats
    extra = sum(int(k[-1]) if k.startswith("ranged") else 2 for k in keyword_names(card))
    return a + d + p + ac - 1 + extra


def snake(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


# ---- HX-CONTENT-3, -4 ------------------------------------------------------------------
def check_basics(cards: Pool) -> list[str]:
    """HX-CONTENT-3 (basic buildings) and HX-CONTENT-4 (basic energies)."""
    out: list[str] = []
    rule = "HX-CONTENT-3"
    basics = [c for c in _of(cards, "building") if c.basic]
    if len(basics) != 4:
        out.append(f"{rule}: there are {len(basics)} basic buildings, need 4")
    for colour in COLOURS:
        n = sum(c.colours == [colour] for c in basics)
        if n != 1:
            out.append(f"{rule}: {n} basic buildings of colour {colour}, need 1")
    for c in basics:
        if c.rarity != "basic":
            out.append(f"{rule}: {c.id}: rarity {c.rarity}, must be basic")
        if c.cost is None or c.cost.vector() != (0, 0, 0, 0, 1):
            out.append(f"{rule}: {c.id}: cost must be 1 generic")
        if c.stats != (0, 1, 0, 1):
            out.append(f"{rule}: {c.id}: numbers {c.stats}, must be 0/1/0/1")
        if c.abilities or c.keywords.mask() or c.cap() != 6:
            out.append(f"{rule}: {c.id}: only the shared building ability, no keywords "
                       "or point cap")
        if c.produced() != tuple(c.colours) or c.energy_per_point != 1:
            out.append(f"{rule}: {c.id}: must produce 1 energy of its colour per point")
    rule = "HX-CONTENT-4"
    energies = _of(cards, "basic_energy")
    if len(energies) != 4:
        out.append(f"{rule}: there are {len(energies)} basic energies, need 4")
    for colour, name in ENERGY_NAMES.items():
        found = [c for c in energies if c.colours == [colour]]
        if len(found) != 1:
            out.append(f"{rule}: {len(found)} basic energies of colour {colour}, need 1")
        elif found[0].name.en != name:
            out.append(f"{rule}: {found[0].id}: named '{found[0].name.en}', must be '{name}'")
    for c in energies:
        if c.rarity != "basic":
            out.append(f"{rule}: {c.id}: rarity {c.rarity}, must be basic")
    return out


# ---- HX-CONTENT-5 ----------------------------------------------------------------------
def check_creatures(cards: Pool) -> list[str]:
    """HX-CONTENT-5: counts, number ranges, keyword coverage, the Goblin."""
    out: list[str] = []
    rule = "HX-CONTENT-5"
    creatures = _of(cards, "creature")
    _need(out, rule, len(creatures), 24, "creatures")
    for colour in COLOURS:
        _need(out, rule, sum(colour in c.colours for c in creatures), 6, f"{colour} creatures")
    for c in creatures:
        assert c.stats is not None
        a, d, ac, p = c.stats
        if not (0 <= a <= 6 and 0 <= d <= 4 and 1 <= ac <= 3 and 1 <= p <= 6):
            out.append(f"{rule}: {c.id}: numbers {a}/{d}/{ac}/{p} outside Attack 0-6, "
                       "Defence 0-4, Actions 1-3, Points 1-6")
    kws = [keyword_names(c) for c in creatures]
    for k in CREATURE_KEYWORDS:
        _need(out, rule, sum(k in names for names in kws), 2, f"creatures with {k}")
    _need(out, rule, sum("ranged3" in names for names in kws), 1, "creatures with ranged3")
    _need(out, rule, sum(len(names) >= 2 for names in kws), 1, "creatures with two keywords")
    _need(out, rule, sum(not names for names in kws), 2, "creatures with no keyword")
    goblin = cards.get("goblin")
    if goblin is None or not (goblin.type == "creature" and goblin.name.en == "Goblin"
                              and goblin.colours == ["red"] and goblin.rarity == "common"
                              and not goblin.keywords.mask()):
        out.append(f"{rule}: goblin: the reference creature 'Goblin' (red, common, no "
                   "keyword) is missing or differs")
    return out


# ---- HX-CONTENT-6, -7, -8 --------------------------------------------------------------
def check_buildings(cards: Pool) -> list[str]:
    """HX-CONTENT-6: non-basic buildings."""
    out: list[str] = []
    rule = "HX-CONTENT-6"
    found = [c for c in _of(cards, "building") if not c.basic]
    _need(out, rule, len(found), 6, "non-basic buildings")
    for colour in COLOURS:
        _need(out, rule, sum(colour in c.colours for c in found), 1,
              f"{colour} non-basic buildings")
    for pair in (("red", "green"), ("blue", "white")):
        _need(out, rule, sum(set(c.colours) == set(pair) for c in found), 1,
              f"{'/'.join(pair)} non-basic buildings")
    _need(out, rule, sum(c.energy_per_point == 2 or c.produces == "any" for c in found), 1,
          "buildings giving 2 energy or any colour per point")
    _need(out, rule, sum(c.cap() > 6 for c in found), 1, "buildings with a point cap above 6")
    _need(out, rule, sum(c.stats is not None and c.stats[2] > 0 and any(
        a.cost is not None and a.cost.actions > 0 for a in c.activated()) for c in found), 1,
        "buildings with Actions > 0 and an ability costing actions")
    _need(out, rule, sum(len(c.colours) == 2 for c in found), 1, "two-colour buildings")
    return out


def check_artifacts(cards: Pool) -> list[str]:
    """HX-CONTENT-7."""
    out: list[str] = []
    rule = "HX-CONTENT-7"
    found = _of(cards, "artifact")
    _need(out, rule, len(found), 4, "artifacts")
    _need(out, rule, sum(not c.colours for c in found), 2, "colourless artifacts")
    _need(out, rule, sum(any(a.speed == "wizardry" for a in c.activated()) for c in found), 1,
          "artifacts with a wizardry-speed activated ability")
    _need(out, rule, sum(any(a.kind == "static" for a in c.abilities) for c in found), 1,
          "artifacts with a static effect")
    return out


def _improves(step: HxOp) -> bool:
    return isinstance(step, Grant) or (isinstance(step, Modify) and (
        step.attack > 0 or step.defence > 0)) or (
        isinstance(step, PutPoints) and step.card == "host")


def _hinders(step: HxOp) -> bool:
    return step.op == "forbid" or (isinstance(step, Modify) and (
        step.attack < 0 or step.defence < 0)) or (
        isinstance(step, LosePoints) and step.card == "host")


def check_enchantments(cards: Pool) -> list[str]:
    """HX-CONTENT-8."""
    out: list[str] = []
    rule = "HX-CONTENT-8"
    found = _of(cards, "enchantment")
    _need(out, rule, len(found), 6, "enchantments")
    for colour in COLOURS:
        _need(out, rule, sum(colour in c.colours for c in found), 1, f"{colour} enchantments")

    def host_steps(c: Card) -> list[HxOp]:
        return [s for a in c.abilities for s in flatten(a.effect)
                if (a.aura is not None and a.aura.range == "host") or
                getattr(s, "card", None) == "host"]

    enemy = [c for c in found if c.enchant is not None and c.enchant.side == "enemy"]
    _need(out, rule, sum(any(_improves(s) for s in host_steps(c)) for c in found
                         if c not in enemy), 3, "enchantments improving their host")
    _need(out, rule, sum(any(isinstance(s, Grant) for s in host_steps(c)) for c in found
                         if c not in enemy), 1, "enchantments granting their host a keyword")
    _need(out, rule, sum(any(_hinders(s) for s in host_steps(c)) for c in enemy), 2,
          "enchantments hindering an opponent's card")
    _need(out, rule, sum(any(a.kind == "triggered" for a in c.abilities) for c in found), 1,
          "enchantments with a triggered ability")
    return out


# ---- HX-CONTENT-9, -10 -----------------------------------------------------------------
def _coverage(out: list[str], rule: str, found: list[Card], kind: str,
              needs: dict[str, Callable[[HxOp, list[Phrase]], bool]]) -> None:
    _need(out, rule, len(found), 8, f"{kind}")
    for colour in COLOURS:
        _need(out, rule, sum(colour in c.colours for c in found), 2, f"{colour} {kind}")
    for what, test in needs.items():
        if not any(_has(c, test) for c in found):
            out.append(f"{rule}: no {kind[:-3]}y covers {what}")


def _target_kind(phrases: list[Phrase], ref: str, *kinds: str) -> bool:
    p = _phrase(phrases, ref)
    return p is not None and (p.kind in kinds or (p.kind == "board" and any(
        t in kinds for t in p.types)))


def check_wizardries(cards: Pool) -> list[str]:
    """HX-CONTENT-9."""
    out: list[str] = []
    _coverage(out, "HX-CONTENT-9", _of(cards, "wizardry"), "wizardries", {
        "a combat trick": lambda s, _p: isinstance(s, Modify) and s.lasts == "turn" and (
            s.attack > 0 or s.defence > 0),
        "direct point removal": lambda s, _p: isinstance(s, LosePoints) and s.card != "each",
        "cancelling a spell or a move": lambda s, p: isinstance(s, Cancel) and any(
            not q.stack_types or {"spell", "move"} & set(q.stack_types)
            for q in p if q.kind == "stack"),
        "adding energy": lambda s, _p: energy_added(s) > 0,
        "drawing": lambda s, _p: isinstance(s, Draw),
        "milling": lambda s, _p: isinstance(s, Mill),
        "granting a keyword": lambda s, _p: isinstance(s, Grant),
        "returning a board card to its owner's hand": lambda s, _p: isinstance(
            s, ReturnToHand),
    })
    return out


def check_sorceries(cards: Pool) -> list[str]:
    """HX-CONTENT-10."""
    out: list[str] = []

    def enemy_creature(p: list[Phrase], ref: str) -> bool:
        q = _phrase(p, ref)
        return q is not None and q.kind == "creature" and q.side == "enemy"

    def die_if(s: HxOp, _p: list[Phrase]) -> bool:
        return isinstance(s, If) and any(isinstance(x, WinningDie) and x.n > 0 and
                                         x.who == "you" for x in flatten(list(s.steps)))

    _coverage(out, "HX-CONTENT-10", _of(cards, "sorcery"), "sorceries", {
        "mass point removal": lambda s, _p: isinstance(s, LosePoints) and s.card == "each",
        "milling": lambda s, _p: isinstance(s, Mill),
        "drawing": lambda s, _p: isinstance(s, Draw),
        "putting points on buildings": lambda s, p: isinstance(s, PutPoints) and (
            _target_kind(p, s.card, "building") or (
                s.each is not None and s.each.kind == "building")),
        "destroying an artifact or enchantment": lambda s, p: isinstance(s, Destroy) and (
            _target_kind(p, s.card, "artifact", "enchantment")),
        "moving an enemy creature (relocate)": lambda s, p: isinstance(s, Relocate) and
        enemy_creature(p, s.card),
        "searching the library": lambda s, _p: isinstance(s, Search),
        "a point on the own Winning Die with a condition": die_if,
    })
    return out


# ---- HX-CONTENT-11..15 -----------------------------------------------------------------
def check_triggers_mill_exceptions(cards: Pool) -> list[str]:
    """HX-CONTENT-11 (phase triggers), HX-CONTENT-12 (mill), HX-CONTENT-13 (exceptions)."""
    out: list[str] = []
    for event in ONCE_A_TURN:
        if not any(a.event == event for c in cards.values() for a in c.abilities):
            out.append(f"HX-CONTENT-11: no card triggers on {event}")
    rule = "HX-CONTENT-12"
    millers = [c for c in cards.values() if any(isinstance(s, Mill) for s in steps(c))]
    _need(out, rule, len(millers), 3, "cards that mill")

    def mills(c: Card, whose: str) -> bool:
        def test(s: HxOp, p: list[Phrase]) -> bool:
            if not isinstance(s, Mill):
                return False
            q = _phrase(p, s.who)
            if q is not None:
                return q.side != ("enemy" if whose == "own" else "own")
            return s.who in (("you", "each_player") if whose == "own"
                             else ("opponent", "each_player"))
        return _has(c, test)

    for whose in ("own", "opponent's"):
        _need(out, rule, sum(mills(c, whose.rstrip("'s")) for c in millers), 1,
              f"cards that mill the {whose} library")
    rule = "HX-CONTENT-13"
    board = [c for c in cards.values() if c.stats is not None]
    exceptions: dict[str, Callable[[Card], bool]] = {
        "a creature whose move costs 2 actions": lambda c: c.type == "creature" and
        c.move_cost is not None and c.move_cost.actions == 2,
        "a creature whose attack costs 2 actions": lambda c: c.type == "creature" and
        c.attack_cost is not None and c.attack_cost.actions == 2,
        "a board card with a point cap of 8": lambda c: c.cap() == 8,
        "a board card going to the hand at 0 points": lambda c: c.on_zero_points == "hand",
        "a creature or artifact castable at wizardry speed": lambda c: c.type in (
            "creature", "artifact") and c.speed == "wizardry",
        "a board card castable next to a friendly creature": lambda c:
        c.placement == "adjacent_own_creature",
    }
    for what, test in exceptions.items():
        if not any(test(c) for c in board):
            out.append(f"{rule}: no card is {what}")
    return out


def check_rarity(cards: Pool) -> list[str]:
    """HX-CONTENT-14: rarity shares among distinct non-basic cards."""
    out: list[str] = []
    found = [c for c in cards.values() if c.rarity != "basic"]
    if not found:
        return ["HX-CONTENT-14: there are no non-basic cards"]
    counts: Counter[str] = Counter(str(c.rarity) for c in found)
    for rarity, low, high in (("common", 40, 60), ("uncommon", 20, 40), ("rare", 10, 30)):
        share = 100 * counts[rarity] / len(found)
        if not low <= share <= high:
            out.append(f"HX-CONTENT-14: {rarity} cards are {share:.0f}% of the non-basic "
                       f"cards, must be {low}-{high}%")
    return out


def check_costs(cards: Pool) -> list[str]:
    """HX-CONTENT-15: totals, coloured parts and the creature cost formula."""
    out: list[str] = []
    rule = "HX-CONTENT-15"
    for c in cards.values():
        if c.cost is None:
            continue
        total = c.cost.total()
        if not 1 <= total <= 6:
            out.append(f"{rule}: {c.id}: total cost {total}, must be 1-6")
        if sum(c.cost.vector()[:4]) > 2:
            out.append(f"{rule}: {c.id}: {sum(c.cost.vector()[:4])} coloured energy in its "
                       "cost, at most 2")
        if c.type == "creature" and c.stats is not None:
            value = creature_value(c)
            mid = math.ceil(value / 3)
            low, high = max(1, mid - 1), mid + 1
            if not low <= total <= high:
                out.append(f"{rule}: {c.id}: costs {total}, its value {value} allows "
                           f"{low}-{high}")
    return out


# ---- HX-CONTENT-16, HX-DEC-47, HX-DECK-1..6 -------------------------------------------
def check_deck(deck: Deck, cards: Pool) -> list[str]:
    """HX-DEC-47 / HX-DECK-1..6: one deck's legality with the standard cards."""
    out: list[str] = []
    listing = deck.listing()
    unknown = sorted({cid for cid in listing if cid not in cards})
    for cid in unknown:
        out.append(f"HX-DEC-47: deck {deck.id}: unknown card {cid}")
    if len(listing) < MIN_DECK:
        out.append(f"HX-DECK-1: deck {deck.id}: {len(listing)} cards, needs at least "
                   f"{MIN_DECK}")
    if len(listing) > MAX_DECK:
        out.append(f"HX-DEC-47: deck {deck.id}: {len(listing)} cards, at most {MAX_DECK}")
    for cid, n in Counter(listing).items():
        card = cards.get(cid)
        if card is None:
            continue
        if n < 1:
            out.append(f"HX-DEC-47: deck {deck.id}: {cid} listed {n} times")
        limit = COPY_LIMIT.get(card.rarity)
        if limit is not None and n > limit:
            out.append(f"{COPY_RULE[card.rarity]}: deck {deck.id}: {n} copies of the "
                       f"{card.rarity} card {cid}, at most {limit}")
    return out


def _attacks_flying(c: Card) -> bool:
    return c.type == "creature" and bool(
        c.keywords.flying or c.keywords.reach or c.keywords.ranged)


def check_decks(cards: Pool, decks: dict[str, Deck]) -> list[str]:
    """HX-CONTENT-16: the two preconstructed decks (and HX-DEC-47 for every deck)."""
    out: list[str] = []
    rule = "HX-CONTENT-16"
    for did in DECK_COLOURS:
        if did not in decks:
            out.append(f"{rule}: the preconstructed deck {did} is missing")
    together: set[str] = set()
    for did, deck in sorted(decks.items()):
        out += check_deck(deck, cards)
        listing = [cid for cid in deck.listing() if cid in cards]
        together |= set(listing)
        if did not in DECK_COLOURS:
            continue
        pair = DECK_COLOURS[did]
        if len(deck.listing()) != 48:
            out.append(f"{rule}: deck {did}: {len(deck.listing())} cards, must be 48")
        for cid in sorted(set(listing)):
            if not set(cards[cid].colours) <= set(pair):
                out.append(f"{rule}: deck {did}: {cid} is not {'/'.join(pair)} or colourless")
        picked = [cards[cid] for cid in listing]
        for colour in pair:
            n = sum(c.basic and c.colours == [colour] for c in picked)
            if n != 7:
                out.append(f"{rule}: deck {did}: {n} {colour} basic buildings, must be 7")
            n = sum(c.type == "basic_energy" and c.colours == [colour] for c in picked)
            if n != 2:
                out.append(f"{rule}: deck {did}: {n} {colour} basic energies, must be 2")
        others = [c for c in picked if c.rarity != "basic"]
        if len(others) != 30:
            out.append(f"{rule}: deck {did}: {len(others)} non-basic cards, must be 30")
        for ctype, need in (("creature", 14), ("artifact", 2), ("enchantment", 3),
                            ("wizardry", 4), ("sorcery", 3)):
            _need(out, rule, sum(c.type == ctype for c in picked), need,
                  f"deck {did}: {ctype} cards")
        _need(out, rule, sum(c.type == "building" and not c.basic for c in picked), 2,
              f"deck {did}: non-basic buildings")
        _need(out, rule, sum(_attacks_flying(c) for c in picked), 2,
              f"deck {did}: cards that can attack Flying cards")
        _need(out, rule, sum(c.type == "creature" and c.keywords.ranged is not None
                             for c in picked), 1, f"deck {did}: Ranged creatures")
    both = [cards[cid] for cid in sorted(together)]
    for k in DECK_KEYWORDS:
        if not any(getattr(c.keywords, k) for c in both):
            out.append(f"{rule}: no preconstructed deck holds a card with {k}")
    for ctype in CARD_TYPES:
        if not any(c.type == ctype for c in both):
            out.append(f"{rule}: no preconstructed deck holds a {ctype}")
    return out


# ---- HX-CONTENT-26 ---------------------------------------------------------------------
def check_loops(cards: Pool) -> list[str]:
    """HX-CONTENT-26 (a)-(f): the sufficient conditions against loops."""
    out: list[str] = []
    rule = "HX-CONTENT-26"
    for c in cards.values():
        for what, act in (("move", c.move_cost), ("attack", c.attack_cost)):
            if act is not None and act.actions < 1:
                out.append(f"{rule} (a): {c.id}: its {what} costs {act.actions} actions")
        virtual = c.type in ("wizardry", "sorcery")
        for ability, _phrases, flat in effects(c):
            where = "its effect" if ability is None else f"its {ability.kind} ability"
            added = sum(energy_added(s) for s in flat)
            if not virtual and (added or any(s.adds_action for s in flat)):
                out.append(f"{rule} (b): {c.id}: {where} adds energy or actions, only "
                           "virtual cards may")
            if virtual and c.cost is not None and added > c.cost.total() + 1:
                out.append(f"{rule} (b): {c.id}: adds {added} energy, more than its cost "
                           f"{c.cost.total()} + 1")
            if any(s.returns_to_hand for s in flat) and not virtual:
                out.append(f"{rule} (e): {c.id}: {where} returns a card to hand, only "
                           "virtual cards may")
            if ability is None:
                continue
            puts = [s for s in flat if s.puts_points]
            if ability.kind == "activated":
                cost = ability.cost
                assert cost is not None
                if cost.nothing():
                    out.append(f"{rule} (f): {c.id}: an activated ability costs nothing")
                if puts and cost.actions < 1:
                    put = sum(getattr(s, "n", 1) for s in puts)
                    unbounded = any(getattr(s, "card", None) == "each" for s in puts)
                    if unbounded or cost.points <= put:
                        out.append(f"{rule} (c): {c.id}: an activated ability puts points "
                                   "without costing an action or removing more points")
            else:
                if any(energy_added(s) or s.adds_action or s.returns_to_hand or s.relocates
                       for s in flat):
                    out.append(f"{rule} (d): {c.id}: a {ability.kind} ability adds energy "
                               "or actions, returns a card to hand or relocates")
                if puts and (ability.kind == "static" or ability.event not in ONCE_A_TURN):
                    out.append(f"{rule} (d): {c.id}: a {ability.kind} ability puts points "
                               f"on {ability.event or 'no'} event, only on once-a-turn events")
    return out


# ---- HX-CONTENT-25, -27, -2 ------------------------------------------------------------
def _card_text(card: Card, lang: str) -> str:
    return card.text(lang)


def check_names_texts(cards: Pool,
                      text_of: Callable[[Card, str], str] = _card_text) -> list[str]:
    """HX-CONTENT-25: names, texts naming keywords, collector numbers;
    HX-CONTENT-2: ids are the snake_case of the English name."""
    out: list[str] = []
    rule = "HX-CONTENT-25"
    for lang in ("cs", "en"):
        seen: dict[str, str] = {}
        for c in cards.values():
            name = c.name.get(lang).strip()
            if not name:
                out.append(f"{rule}: {c.id}: empty name.{lang}")
            elif name.lower() in seen:
                out.append(f"{rule}: {c.id}: name.{lang} '{name}' is also "
                           f"{seen[name.lower()]}'s")
            else:
                seen[name.lower()] = c.id
    for c in cards.values():
        if snake(c.name.en) != c.id:
            out.append(f"HX-CONTENT-2: {c.id}: the id is not the snake_case of "
                       f"'{c.name.en}'")
        if not (c.keywords.mask() or c.abilities or c.effect):
            continue
        for lang in ("cs", "en"):
            text = text_of(c, lang)
            if not text.strip():
                out.append(f"{rule}: {c.id}: empty text.{lang}")
            for k in keyword_names(c):
                if KEYWORD_NAME[lang][k] not in text:
                    out.append(f"{rule}: {c.id}: text.{lang} does not name "
                               f"{KEYWORD_NAME[lang][k]}")
            if any(isinstance(s, Mill) for s in steps(c)) and \
                    MILL_WORD[lang] not in text.lower():
                out.append(f"HX-CONTENT-27: {c.id}: text.{lang} of a milling card does not "
                           f"say '{MILL_WORD[lang]}'")
            if re.search(r"[_{}]|None|\bt\d\b", text):
                out.append(f"{rule}: {c.id}: text.{lang} shows an identifier: {text!r}")
    numbers = sorted(c.number for c in cards.values())
    if numbers != list(range(1, len(numbers) + 1)):
        missing = sorted(set(range(1, len(numbers) + 1)) - set(numbers))
        out.append(f"{rule}: collector numbers do not run 1..{len(numbers)} without gaps "
                   f"(missing {missing[:5]})")
    return out


def check_maps(map_dir: Path = MAP_DIR) -> list[str]:
    """HX-CONTENT-25 / HX-DEC-10: every map of ``map_dir`` loads; HX-CONTENT-17: the two
    standard maps are there."""
    out: list[str] = []
    loaded = {}
    for mid in sorted(p.stem for p in map_dir.glob("*.toml")):
        try:
            loaded[mid] = load_hexy_map(map_dir / f"{mid}.toml")
        except Exception as exc:  # a CardDataError naming the file and field
            out.append(f"HX-CONTENT-25: map {mid} does not load: {exc}")
    for mid, radius, flags in (("hex_r4", 4, ((0, 4), (0, -4))),
                               ("hex_r3", 3, ((0, 3), (0, -3)))):
        m = loaded.get(mid)
        if m is None:
            out.append(f"HX-CONTENT-17: map {mid} is missing")
            continue
        size = 3 * radius * (radius + 1) + 1
        got_flags = tuple((h.q, h.r) for h in m.data.flags)
        center = m.cells[m.center]
        if len(m) != size or got_flags != flags or (center.q, center.r) != (0, 0):
            out.append(f"HX-CONTENT-17: map {mid}: {len(m)} hexes, flags {got_flags}, center "
                       f"({center.q}, {center.r}); needs {size} hexes, flags {flags}, (0, 0)")
    return out


def term_tables() -> dict[str, dict[str, dict[str, str]]]:
    """The names texts and messages use, by group and language."""
    return {"colour": COLOUR_NAME, "type": TYPE_NAME, "keyword": KEYWORD_NAME,
            "phase": {lang: {p: names[lang] for p, names in PHASE_NAME.items()}
                      for lang in ("cs", "en")}}


def check_terms(tables: dict[str, dict[str, dict[str, str]]] | None = None) -> list[str]:
    """HX-CONTENT-27: the names the texts and messages use (``term_tables()`` unless
    given) are the spec's terms."""
    out: list[str] = []
    tables = term_tables() if tables is None else tables
    for group, by_lang in TERMS.items():
        for lang, terms in by_lang.items():
            for key, term in terms.items():
                have = tables[group][lang].get(key, "")
                same = have.lower() == term.lower() if group == "colour" else have == term
                if not same:
                    out.append(f"HX-CONTENT-27: {group} {key} ({lang}) is '{have}', the term "
                               f"is '{term}'")
    return out


CHECKS: tuple[Callable[[Pool], list[str]], ...] = (
    check_basics, check_creatures, check_buildings, check_artifacts, check_enchantments,
    check_wizardries, check_sorceries, check_triggers_mill_exceptions, check_rarity,
    check_costs, check_loops, check_names_texts)


def audit(cards: dict[str, Card], decks: dict[str, Deck]) -> list[str]:
    """Every failed requirement of the content rules, one message each (empty: all
    pass)."""
    out: list[str] = []
    for check in CHECKS:
        out += check(cards)
    out += check_decks(cards, decks)
    out += check_maps()
    out += check_terms()
    return out
