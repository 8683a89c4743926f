"""The content audit (HC-CONTENT-18): every countable requirement of HC-CONTENT-3..9,
-11, -18 and -19 checked over card data, one message per failure naming the rule and
the card, doom or deck that breaks it. Pure: it reads ``cards.py`` models only.

``audit(cards, decks)`` is used by the fast content test and by ``validate_content``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from itertools import permutations

from cardtable.games.hecatomb.audit_rules import (
    DOOMS,
    KEYWORDS,
    NEVER_GRANTED,
    ONE_TIME,
    VALUED,
    VERB_MIN,
    VERBS,
    card_verbs,
    granted_keywords,
    has_ability,
    hits_enemy,
    keyword_sets,
    keyword_values,
    may_exile_own,
    own_keywords,
    printed_keywords,
    refers_to,
    statics,
    steps,
    triggered_of,
    untaps_abomination,
)
from cardtable.games.hecatomb.cards import Card, Deck, all_effects
from cardtable.games.hecatomb.model import FATE_SUBTYPES, MINION_SUBTYPES
from cardtable.games.hecatomb.statics import CostModifier, KeywordFor, StrengthFor

Pool = dict[str, Card]
DECK_IDS = tuple(f"{a}_{b}" for i, a in enumerate(DOOMS) for b in DOOMS[i + 1:])


def _need(out: list[str], rule: str, have: int, need: int, what: str) -> None:
    if have < need:
        out.append(f"{rule}: {what} has {have}, needs {need}")


def check_pool(pool: Pool) -> list[str]:
    """HC-CONTENT-3: sizes per doom and type; HC-CONTENT-4: subtypes and references."""
    out: list[str] = []
    _need(out, "HC-CONTENT-3", len(pool), 100, "the pool (deck-legal cards)")
    for doom in DOOMS:
        mine = [c for c in pool.values() if c.doom == doom]
        minions = [c for c in mine if c.type == "minion"]
        fates = [c for c in mine if c.type == "fate"]
        _need(out, "HC-CONTENT-3", len(mine), 25, f"{doom} (cards)")
        _need(out, "HC-CONTENT-3", len(minions), 15, f"{doom} (minions)")
        _need(out, "HC-CONTENT-3", sum(c.combat for c in minions), 3, f"{doom} (combat minions)")
        _need(out, "HC-CONTENT-3", len(fates), 6, f"{doom} (fates)")
        _need(out, "HC-CONTENT-3", sum(c.combat for c in fates), 2, f"{doom} (combat fates)")
        for sub in FATE_SUBTYPES:
            _need(out, "HC-CONTENT-3", sum(c.subtype == sub for c in fates), 1,
                  f"{doom} ({sub} fates)")
        for kind in ("relic", "god"):
            _need(out, "HC-CONTENT-3", sum(c.type == kind for c in mine), 2, f"{doom} ({kind}s)")
    for sub in MINION_SUBTYPES:
        _need(out, "HC-CONTENT-4", sum(c.subtype == sub for c in pool.values()),
              4 if sub == "undead" else 3, f"subtype {sub} (minions)")
    for field in ("subtype", "doom"):
        _need(out, "HC-CONTENT-4", sum(refers_to(c, field) for c in pool.values()), 2,
              f"the pool (cards referring to a {field})")
    return out


def check_numbers(pool: Pool) -> list[str]:
    """HC-CONTENT-5: costs, strengths, tap numbers, soul loss and the hard limits."""
    out: list[str] = []
    rule = "HC-CONTENT-5"
    for c in pool.values():
        top = 3 if c.cost_x else 7
        if c.cost > top:
            out.append(f"{rule}: {c.id} costs {c.cost}, at most {top}")
        if c.strength is not None and c.strength > 7:
            out.append(f"{rule}: {c.id} has strength {c.strength}, at most 7")
        if c.type == "minion" and c.strength is not None:
            vanilla = not (own_keywords(c) or c.static or c.triggered or c.conditional
                           or c.tap or c.follower)
            limit = c.cost + (2 if vanilla else 1)
            if c.strength > limit:
                out.append(f"{rule}: {c.id} has strength {c.strength}, at most {limit}")
        for word, value in keyword_values(c):
            low, high = VALUED[word]
            if not low <= value <= high:
                out.append(f"{rule}: {c.id} has {word} +{value}, allowed {low}..{high}")
        for where, _, s in steps(c):
            f = s.__dict__
            if s.op == "draw" and f["n"] > 3:
                out.append(f"{rule}: {c.id} draws {f['n']} cards, at most 3")
            if s.op == "damage" and not f["x"] and f["n"] > 6:
                out.append(f"{rule}: {c.id} deals {f['n']} damage, at most 6")
            if s.op == "souls":
                if f["mode"] in ("gain", "steal") and c.cost < f["n"]:
                    out.append(f"{rule}: {c.id} can {f['mode']} {f['n']} souls but costs "
                               f"{c.cost}")
                if (f["mode"] in ("gain", "steal") and where in ("triggered", "follower")
                        and f["n"] > 1):
                    out.append(f"{rule}: {c.id} has a triggered ability that "
                               f"{f['mode']}s {f['n']} souls, at most 1")
        for _, effect in all_effects(c):
            moved = sum(s.__dict__["n"] for s in effect.steps if s.op == "souls")
            if moved > 3:
                out.append(f"{rule}: {c.id} moves {moved} souls in one effect, at most 3")
        if c.tap is not None and not 1 <= c.tap.number <= 5:
            out.append(f"{rule}: {c.id} has tap number {c.tap.number}")
    _need(out, rule, sum(c.cost == 0 and not c.cost_x for c in pool.values()), 2,
          "the pool (cards of cost 0)")
    for doom in DOOMS:
        _need(out, rule, sum(c.doom == doom and c.cost <= 2 for c in pool.values()), 8,
              f"{doom} (cards of cost 2 or less)")
    zero = [c for c in pool.values() if c.type == "minion" and c.strength == 0
            and has_ability(c)]
    _need(out, rule, len(zero), 3, "the pool (0-strength minions with abilities)")
    taps = {c.tap.number for c in pool.values() if c.tap is not None}
    for number in (1, 3, 5):
        if number not in taps:
            out.append(f"{rule}: no tap ability with tap number {number}")
    losers = [c.id for c in pool.values()
              if any(s.op == "souls" and s.__dict__["mode"] == "lose" for _, _, s in steps(c))]
    if len(losers) > 2:
        out.append(f"{rule}: {len(losers)} cards make a player lose souls "
                   f"({', '.join(losers)}), at most 2")
    return out


def check_keywords(pool: Pool) -> list[str]:
    """HC-CONTENT-6: keyword coverage, values, dooms, pairs, Follower, no granted
    Martyr/Regenerator/Soulbound."""
    out: list[str] = []
    rule = "HC-CONTENT-6"
    minions = [c for c in pool.values() if c.type == "minion"]
    for word in KEYWORDS:
        _need(out, rule, sum(word in printed_keywords(c) for c in minions), 2,
              f"keyword {word} (cards printing it)")
    for word in VALUED:
        values = {v for c in minions for kw in keyword_sets(c) if (v := getattr(kw, word))}
        _need(out, rule, len(values), 2, f"keyword {word} (different values)")
        givers = [c for c in pool.values() if c.type != "minion" and word in granted_keywords(c)]
        _need(out, rule, len(givers), 1, f"keyword {word} (fates, relics or gods granting it)")
    for word in ("evader", "nemesis"):
        dooms = {d for c in minions for kw in keyword_sets(c) for d in getattr(kw, word)}
        _need(out, rule, len(dooms), 2, f"keyword {word} (different dooms)")
    _need(out, rule, sum(len(own_keywords(c)) >= 2 for c in minions), 2,
          "the pool (minions with two keywords)")
    followers = [c.follower for c in minions if c.follower is not None]
    _need(out, rule, len(followers), 2, "the pool (Follower minions)")
    if not any(f.keywords is not None and f.keywords.as_dict() for f in followers):
        out.append(f"{rule}: no Follower minion gates a keyword")
    if not any(f.static or f.triggered for f in followers):
        out.append(f"{rule}: no Follower minion gates an effect")
    for c in pool.values():
        both = printed_keywords(c) & set(NEVER_GRANTED)
        if len(both) > 1:
            out.append(f"{rule}: {c.id} has {' and '.join(sorted(both))}, at most one")
        given = granted_keywords(c) & set(NEVER_GRANTED)
        if given:
            out.append(f"{rule}: {c.id} grants {', '.join(sorted(given))}")
    return out


def check_verbs(pool: Pool) -> list[str]:
    """HC-CONTENT-7: verbs and notations."""
    out: list[str] = []
    rule = "HC-CONTENT-7"
    for verb in VERBS:
        _need(out, rule, sum(verb in card_verbs(c) for c in pool.values()), VERB_MIN[verb],
              f"verb {verb} (cards)")
    xs = [c for c in pool.values() if c.cost_x]
    _need(out, rule, len(xs), 3, "the pool (X-cost cards)")
    _need(out, rule, len({c.doom for c in xs}), 3, "the pool (dooms with X-cost cards)")
    effects = [(c, e) for c in pool.values() for _, e in all_effects(c)]
    _need(out, rule, len({c.id for c, e in effects if any(p.up_to for p in e.targets)}), 2,
          "the pool (\"up to\" cards)")
    _need(out, rule, sum(hits_enemy(c) for c in pool.values()), 3, "the pool (\"enemy\" cards)")
    _need(out, rule, len({c.id for c, e in effects if e.may}), 2, "the pool (\"may\" cards)")
    _need(out, rule, sum(c.effect is not None and len(c.effect.targets) >= 2
                         for c in pool.values()), 1, "the pool (fates with two target phrases)")
    _need(out, rule, sum(c.type == "minion" and bool(c.triggered) for c in pool.values()), 2,
          "the pool (minions with a « » main ability)")
    _need(out, rule, sum(c.tap is not None for c in pool.values()), 4,
          "the pool (tap abilities)")
    return out


def check_conditionals(pool: Pool) -> list[str]:
    """HC-CONTENT-8: triggers and conditional abilities."""
    out: list[str] = []
    rule = "HC-CONTENT-8"
    minions = [c for c in pool.values() if c.type == "minion"]
    for c in minions:
        if not 1 <= len(c.triggers) <= 2:
            out.append(f"{rule}: {c.id} has {len(c.triggers)} triggers, needs 1 or 2")
    n = len(minions) or 1
    two = sum(len(set(c.triggers)) == 2 for c in minions)
    if two * 10 < 3 * n:
        out.append(f"{rule}: {two} of {n} minions have two triggers, needs 30 %")
    own = sum(c.doom in c.triggers for c in minions)
    if own * 4 < 3 * n:
        out.append(f"{rule}: {own} of {n} minions have a trigger of their own doom, needs 75 %")
    conds = [c for c in minions if c.conditional is not None]
    if len(conds) * 10 < 6 * n:
        out.append(f"{rule}: {len(conds)} of {n} minions have a conditional ability, needs 60 %")
    once = [c for c in conds if c.conditional is not None and c.conditional.kind == "one_time"]
    if len(once) * 10 < 8 * len(conds):
        out.append(f"{rule}: {len(once)} of {len(conds)} conditional abilities are one-time, "
                   f"needs 80 %")
    lasting = [c for c in conds if c not in once]
    _need(out, rule, len(lasting), 3, "the pool (continuous conditional abilities)")
    _need(out, rule, len({c.doom for c in lasting}), 3,
          "the pool (dooms with a continuous conditional ability)")
    for a, b in permutations(DOOMS, 2):
        count = sum(c.doom == a and c.conditional is not None and c.conditional.doom == b
                    for c in minions)
        _need(out, rule, count, 2, f"{a} (minions with a {b} conditional)")
    targeted = sum(c.conditional is not None and c.conditional.effect is not None
                   and bool(c.conditional.effect.targets) for c in minions)
    _need(out, rule, targeted, 2, "the pool (summon effects with a target)")
    return out


def check_relics_gods(pool: Pool) -> list[str]:
    """HC-CONTENT-9: gods, relics, and removal of relics and gods."""
    out: list[str] = []
    rule = "HC-CONTENT-9"
    for c in pool.values():
        if c.type == "god" and (c.enter is None or not c.static):
            out.append(f"{rule}: god {c.id} needs an entry effect and a continuous effect")
    relics = [c for c in pool.values() if c.type == "relic"]
    _need(out, rule, sum(any(isinstance(s, KeywordFor) for s in c.static) for c in relics), 2,
          "the pool (relics granting a keyword)")
    _need(out, rule, sum(any(isinstance(s, StrengthFor) and s.which.subtype is not None
                             for s in c.static) for c in relics), 1,
          "the pool (relics with a subtype bonus)")
    _need(out, rule, sum(bool(c.triggered) for c in pool.values() if c.type in ("relic", "god")),
          1, "the pool (relics or gods with a triggered ability)")
    removers = 0
    for c in pool.values():
        for _, e in all_effects(c):
            if any(s.op in ("destroy", "exile") and p.what in ("relic", "god", "relic_or_god")
                   for s in e.steps for p in e.targets):
                removers += 1
                break
    _need(out, rule, removers, 2, "the pool (cards destroying or exiling a relic or god)")
    return out


def check_loops(pool: Pool) -> list[str]:
    """HC-CONTENT-19 (a)..(e): the sufficient conditions against loops."""
    out: list[str] = []
    rule = "HC-CONTENT-19"
    negative: list[tuple[Card, CostModifier]] = []
    for c in pool.values():
        for where, effect, s in steps(c):
            f = s.__dict__
            if s.op == "untap" and (where not in ("fate", "summon")
                                    or not untaps_abomination(effect, s)):
                out.append(f"{rule} (a): {c.id} untaps in a {where} ability")
            if s.op == "add_mana":
                limit = c.cost if where in ONE_TIME else 1
                if where in ("triggered", "follower") and not any(
                        t.when == "start_of_turn" and t.effect is effect
                        for t in triggered_of(c)):
                    limit = 0
                if f["n"] > limit:
                    out.append(f"{rule} (b): {c.id} adds {f['n']} mana in a {where} "
                               f"ability, at most {limit}")
            if c.cost == 0 and not c.cost_x and (
                    s.op in ("draw", "exhume", "retrieve", "put_into_play", "untap", "add_mana")
                    or may_exile_own(effect, s)):
                out.append(f"{rule} (c): {c.id} costs 0 and has {s.op}")
            if where not in ONE_TIME and (
                    s.op in ("exhume", "retrieve", "put_into_play", "untap")
                    or may_exile_own(effect, s)):
                out.append(f"{rule} (e): {c.id} has {s.op} in a {where} ability")
        if c.cost == 0 and not c.cost_x and any(kw.regenerator for kw in keyword_sets(c)):
            out.append(f"{rule} (c): {c.id} costs 0 and has Regenerator")
        for st in statics(c):
            if isinstance(st, CostModifier) and st.n < 0:
                negative.append((c, st))
                if st.n < -1:
                    out.append(f"{rule} (d): {c.id} lowers costs by {-st.n}, at most 1")
    for target in pool.values():
        worst = 0
        for c, st in negative:
            which = st.cards
            if st.whose == "you" and (
                    (which.type is None or which.type == target.type)
                    and (which.doom is None or which.doom == target.doom)
                    and (which.subtype is None or which.subtype == target.subtype)
                    and (which.combat is None or which.combat == target.combat)
                    and (which.cost_max is None or target.cost <= which.cost_max)):
                worst += st.n * (1 if c.type == "god" else 3)
        if worst and target.cost + worst < 1:
            out.append(f"{rule} (d): cost modifiers can take {target.id} below 1")
    return out


def check_decks(pool: Pool, decks: dict[str, Deck]) -> list[str]:
    """HC-CONTENT-11 and the deck check of HC-DEC-5."""
    out: list[str] = []
    rule = "HC-CONTENT-11"
    for missing in sorted(set(DECK_IDS) - set(decks)):
        out.append(f"{rule}: deck {missing} is missing")
    for extra in sorted(set(decks) - set(DECK_IDS)):
        out.append(f"{rule}: deck {extra} is not one of the six doom pairs")
    keywords: set[str] = set()
    verbs: set[str] = set()
    for did, deck in decks.items():
        unknown = [cid for cid in deck.cards if cid not in pool]
        if unknown:
            out.append(f"HC-DEC-5: deck {did} has cards not in the standard set: "
                       f"{', '.join(unknown)}")
        cards = [pool[cid] for cid in deck.listing() if cid in pool]
        total = len(deck.listing())
        if not 40 <= total <= 120:
            out.append(f"HC-DEC-5: deck {did} has {total} cards, needs 40..120")
        if total != 40:
            out.append(f"{rule}: deck {did} has {total} cards, needs exactly 40")
        for cid, n in deck.cards.items():
            if n > 3 or n < 1:
                out.append(f"{rule}: deck {did} has {n} copies of {cid}, allowed 1..3")
        if not deck.name.cs.strip() or not deck.name.en.strip():
            out.append(f"{rule}: deck {did} needs a name in cs and en")
        dooms: Counter[str] = Counter(c.doom for c in cards)
        pair = [d for d in DOOMS if d in did.split("_")]
        for d in pair:
            if not 18 <= dooms[d] <= 22:
                out.append(f"{rule}: deck {did} has {dooms[d]} {d} cards, needs 18..22")
        for d in sorted(set(dooms) - set(pair)):
            out.append(f"{rule}: deck {did} has {dooms[d]} {d} cards, needs none")
        minions = [c for c in cards if c.type == "minion"]
        fates = [c for c in cards if c.type == "fate"]
        gods = sum(c.type == "god" for c in cards)
        _need(out, rule, len(minions), 18, f"deck {did} (minions)")
        _need(out, rule, sum(c.combat for c in minions), 2, f"deck {did} (combat minions)")
        _need(out, rule, len(fates), 8, f"deck {did} (fates)")
        _need(out, rule, sum(c.combat for c in fates), 2, f"deck {did} (combat fates)")
        _need(out, rule, sum(c.type == "relic" for c in cards), 2, f"deck {did} (relics)")
        follower = any(c.follower is not None for c in minions)
        _need(out, rule, gods, 2 if follower else 1, f"deck {did} (gods)")
        _need(out, rule, sum(c.cost <= 2 for c in cards), 14, f"deck {did} (cards of cost ≤ 2)")
        high = sum(c.cost >= 5 for c in cards)
        if high > 6:
            out.append(f"{rule}: deck {did} has {high} cards of cost 5 or more, at most 6")
        mean = sum(c.cost for c in cards) / (len(cards) or 1)
        if not 2.0 <= mean <= 3.2:
            out.append(f"{rule}: deck {did} has mean cost {mean:.2f}, needs 2.0..3.2")
        for c in cards:
            keywords |= printed_keywords(c)
            verbs |= card_verbs(c)
    for word in KEYWORDS:
        if word not in keywords:
            out.append(f"{rule}: no prebuilt deck has keyword {word}")
    for verb in VERBS:
        if verb not in verbs:
            out.append(f"{rule}: no prebuilt deck has verb {verb}")
    return out


def check_texts(pool: Pool) -> list[str]:
    """HC-CONTENT-18: ids, names, generated texts, X, collector numbers."""
    out: list[str] = []
    rule = "HC-CONTENT-18"
    for lang in ("cs", "en"):
        names = Counter(c.name.get(lang).strip() for c in pool.values())
        for name, n in names.items():
            if not name:
                out.append(f"{rule}: {n} cards have an empty {lang} name")
            elif n > 1:
                out.append(f"{rule}: the {lang} name {name!r} is used {n} times")
    for c in pool.values():
        if c.id.startswith("t_") or c.id != re.sub(r"[^a-z0-9]+", "_",
                                                   c.name.en.lower()).strip("_"):
            out.append(f"{rule}: {c.id} is not the snake_case of its English name")
        for lang in ("cs", "en"):
            text = c.text(lang)
            if has_ability(c) and not text.strip():
                out.append(f"{rule}: {c.id} has no {lang} text")
            for word in printed_keywords(c):
                if word.capitalize() not in text:
                    out.append(f"{rule}: the {lang} text of {c.id} does not name "
                               f"{word.capitalize()}")
            if c.cost_x and "X" not in text:
                out.append(f"{rule}: the {lang} text of X card {c.id} does not mention X")
    numbers = sorted(c.number for c in pool.values())
    if numbers != list(range(1, len(numbers) + 1)):
        out.append(f"{rule}: collector numbers do not run 1..{len(numbers)} without gaps")
    return out


CHECKS: tuple[Callable[[Pool], list[str]], ...] = (
    check_pool, check_numbers, check_keywords, check_verbs, check_conditionals,
    check_relics_gods, check_loops, check_texts)


def audit(cards: dict[str, Card], decks: dict[str, Deck]) -> list[str]:
    """Every failed requirement, one message each; ``[]`` when the content passes.
    Cards with ids starting ``t_`` (the test set) are not deck-legal and are left out."""
    pool = {cid: c for cid, c in cards.items() if not cid.startswith("t_")}
    out: list[str] = []
    for check in CHECKS:
        out += check(pool)
    out += check_decks(pool, decks)
    return out


__all__ = ["audit"]
