"""Helpers of the content audit (``audit.py``, HC-CONTENT-18): what a card does, read
from its data only (the ``cards.py`` models and the ops' ``op``, ``verb`` and fields).
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtable.games.hecatomb.cards import Card, Effect, Keywords, Triggered, all_effects
from cardtable.games.hecatomb.opbase import HcOp, Phrase
from cardtable.games.hecatomb.statics import CostModifier, KeywordFor, Static

DOOMS = ("corruption", "deceit", "destruction", "greed")
KEYWORDS = ("evader", "fanatic", "follower", "guardian", "host", "hunter", "martyr", "nemesis",
            "parasite", "rager", "reaper", "regenerator", "ripper", "soulbound", "survivor")
VALUED = {"rager": (1, 3), "reaper": (1, 2), "survivor": (1, 3)}
NEVER_GRANTED = ("martyr", "regenerator", "soulbound")
VERBS = ("draw", "discard", "discard_random", "destroy_minion_filtered", "destroy_relic",
         "destroy_god", "destroy_mana_card", "exile_minion_filtered", "exhume", "retrieve",
         "sacrifice", "sever", "stitch_onto", "stitch_join", "put_into_play", "remove_turn",
         "remove_permanent", "damage_fixed", "damage_x", "strength_plus", "strength_minus",
         "grant", "tap", "untap", "gain_souls", "steal_souls", "add_mana", "cost_modifier")
"""The verbs and notations of HC-CONTENT-7, each needed on 2 cards (random discard on 1)."""
VERB_MIN = {v: (1 if v == "discard_random" else 2) for v in VERBS}
ONE_TIME = ("fate", "summon", "enter")
"""Where a one-time effect of a played card is printed (HC-CONTENT-19 a/b)."""


def steps(card: Card) -> list[tuple[str, Effect, HcOp]]:
    """Every step of every one-time effect, with where it is printed and its effect."""
    return [(where, e, s) for where, e in all_effects(card) for s in e.steps]


def triggered_of(card: Card) -> list[Triggered]:
    """The card's triggered abilities, its Follower's included."""
    out = list(card.triggered)
    if card.follower is not None:
        out += card.follower.triggered
    return out


def statics(card: Card) -> list[Static]:
    out = list(card.static)
    if card.follower is not None:
        out += card.follower.static
    return out


def keyword_sets(card: Card) -> list[Keywords]:
    """Printed keyword blocks: the card's, its Follower's and its conditional's."""
    out = [card.keywords] if card.keywords is not None else []
    if card.follower is not None and card.follower.keywords is not None:
        out.append(card.follower.keywords)
    if card.conditional is not None and card.conditional.keywords is not None:
        out.append(card.conditional.keywords)
    return out


def printed_keywords(card: Card) -> set[str]:
    """Keyword names printed on a minion (Follower counts as a keyword)."""
    out: set[str] = set()
    for kw in keyword_sets(card):
        out |= set(kw.as_dict())
    if card.follower is not None:
        out.add("follower")
    return out


def own_keywords(card: Card) -> set[str]:
    """Keywords in the card's main ``keywords`` block."""
    return set(card.keywords.as_dict()) if card.keywords is not None else set()


def keyword_values(card: Card) -> Iterable[tuple[str, int]]:
    """Every (Rager/Reaper/Survivor, value) a card prints or gives."""
    for kw in keyword_sets(card):
        for word in VALUED:
            if getattr(kw, word):
                yield word, getattr(kw, word)
    for _, _, s in steps(card):
        if s.op == "grant" and s.__dict__.get("value") is not None:
            yield s.__dict__["keyword"], s.__dict__["value"]
    for st in statics(card):
        if isinstance(st, KeywordFor) and st.value is not None:
            yield st.keyword, st.value


def granted_keywords(card: Card) -> set[str]:
    """Keywords an effect of the card gives (a grant step or a ``keyword_for``)."""
    out = {str(s.__dict__["keyword"]) for _, _, s in steps(card) if s.op == "grant"}
    out |= {st.keyword for st in statics(card) if isinstance(st, KeywordFor)}
    return out


def phrase_of(effect: Effect, ref: object) -> Phrase | None:
    if isinstance(ref, str) and ref in ("t0", "t1", "t2") and int(ref[1:]) < len(
            effect.targets):
        return effect.targets[int(ref[1:])]
    return None


def verb_keys(effect: Effect, step: HcOp) -> set[str]:
    """The HC-CONTENT-7 verbs one step counts as."""
    f = step.__dict__
    op = step.op
    target = phrase_of(effect, f.get("on"))
    what = target.what if target is not None else ""
    out: set[str] = set()
    if op in ("draw", "exhume", "retrieve", "sacrifice", "sever", "put_into_play", "grant",
              "tap", "untap", "add_mana"):
        out.add(op)
    elif op == "discard":
        out.add("discard_random" if f["random"] else "discard")
    elif op == "destroy":
        if what == "minion" and target is not None and target.strength_max is not None:
            out.add("destroy_minion_filtered")
        if what in ("relic", "relic_or_god"):
            out.add("destroy_relic")
        if what in ("god", "relic_or_god"):
            out.add("destroy_god")
        if what == "mana_card":
            out.add("destroy_mana_card")
    elif op == "exile":
        if what == "minion" and target is not None and target.strength_min is not None:
            out.add("exile_minion_filtered")
    elif op == "stitch":
        if f["onto"] != "new":
            out.add("stitch_onto")
        elif target is not None and target.count >= 2:
            out.add("stitch_join")
    elif op == "remove":
        out.add("remove_permanent" if f["until"] == "permanent" else "remove_turn")
    elif op == "damage":
        out.add("damage_x" if f["x"] else "damage_fixed")
    elif op == "strength" and f["until"] == "turn":
        out.add("strength_plus" if f["n"] > 0 else "strength_minus")
    elif op == "souls" and f["mode"] in ("gain", "steal"):
        out.add(f"{f['mode']}_souls")
    return out


def card_verbs(card: Card) -> set[str]:
    out: set[str] = set()
    for _, effect, step in steps(card):
        out |= verb_keys(effect, step)
    if any(isinstance(st, CostModifier) for st in statics(card)):
        out.add("cost_modifier")
    return out


def hits_enemy(card: Card) -> bool:
    """Whether a card has an "enemy" effect (HC-CONTENT-7)."""
    for _, effect, step in steps(card):
        if any(p.side == "enemy" for p in effect.targets):
            return True
        each = step.__dict__.get("each")
        if each is not None and each.side == "enemy":
            return True
        if step.__dict__.get("who") == "each_opponent":
            return True
    return any(st.whose == "opponents" if isinstance(st, CostModifier)
               else st.which.side == "enemy" for st in statics(card))


def may_exile_own(effect: Effect, step: HcOp) -> bool:
    """An exile that can return its controller's own cards (HC-CONTENT-19 c/e)."""
    if step.op != "exile":
        return False
    f = step.__dict__
    target = phrase_of(effect, f.get("on"))
    if target is not None:
        return target.side != "enemy"
    each = f.get("each")
    return not (f.get("on") == "each" and each is not None and each.side == "enemy")


def untaps_abomination(effect: Effect, step: HcOp) -> bool:
    on = step.__dict__.get("on")
    target = phrase_of(effect, on)
    return target.what == "abomination" if target is not None else on in ("this", "each")


def has_ability(card: Card) -> bool:
    return bool(card.keywords and card.keywords.as_dict()) or bool(
        card.static or card.triggered or card.conditional or card.tap or card.follower
        or card.effect or card.enter)


def refers_to(card: Card, field: str) -> bool:
    """Whether a card names a subtype (``field = "subtype"``) or a doom in a filter."""
    for _, effect, step in steps(card):
        if any(getattr(p, field) is not None for p in effect.targets):
            return True
        cards = step.__dict__.get("cards")
        each = step.__dict__.get("each")
        if (cards is not None and getattr(cards, field) is not None) or (
                each is not None and getattr(each, field) is not None):
            return True
    for st in statics(card):
        which = st.cards if isinstance(st, CostModifier) else st.which
        if getattr(which, field) is not None:
            return True
    return False
