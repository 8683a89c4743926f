"""Card information for players: printed numbers, the cards a view shows, the screen's
legend and a glossary of the game's words (the ``Game`` hooks ``card_facts``,
``visible_cards``, ``legend`` and ``glossary``).

Everything here reads a card or an observation, never a state. Labels of
``visible_cards`` are the numbers ``render`` prints next to the seat's own hand
(from 1); every other card is looked up by name. The texts are in the message
catalog under ``science_duel.help``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.games.science_duel.carddef import CardDef
from cardtable.games.science_duel.cards import CLASS_NAMES
from cardtable.games.science_duel.cardtext import HEADERS, NOUNS
from cardtable.games.science_duel.render import WORDS
from cardtable.kernel.i18n import register_messages, translate

NAMESPACE = "science_duel.help"

TYPE_NAMES = {
    "unit": {"cs": "jednotka", "en": "unit"}, "spell": {"cs": "kouzlo", "en": "spell"},
    "experiment": {"cs": "experiment", "en": "experiment"},
    "field": {"cs": "pole", "en": "field"}, "ability": {"cs": "schopnost", "en": "ability"},
}
CLASS_ORDER = ("matematik", "informatik", "fyzik", "inzenyr", "chemik", "neutral")
TYPE_ORDER = ("ability", "unit", "spell", "experiment", "field")

_EN = {
    "cost": "cost {cost}",
    "stats": "attack {attack}, health {health}",
    "org": "Org (one copy per deck)",
    "token": "token (made by other cards, not in decks)",
    # the legend: symbols of the screen
    "sym_hand": "your hand: the number to type after info, then the card's cost now",
    "sym_hero": "a hero: life, mana left/mana slots, cards in deck and hand, graveyard, "
                "fatigue (the damage of the next draw from an empty deck)",
    "sym_slot": "a slot number: units in slots 1–7, effects in slots 1–6",
    "sym_unit": "a unit: attack/health",
    "sym_not_ready": "the unit is not ready: it cannot attack this turn",
    "sym_used": "the ability or effect has been used this turn",
    "sym_experiment": "an opponent's experiment lying face down",
    "sym_none": "nothing there",
    "sym_tag": "{meaning}",
    # the glossary
    "term_defender": "Enemies must attack Defender units first.",
    "term_shield": "The first damage to the unit is ignored; then the Shield is gone.",
    "term_poisonous": "Any unit it damages is destroyed.",
    "term_stealth": "The opponent cannot attack or target the unit until it attacks.",
    "term_lifesteal": "The damage it deals heals its hero by as much.",
    "term_frozen": "The unit is not readied at the start of its controller's next turn, so "
                   "it cannot attack then.",
    "term_dormant": "The unit sleeps: it cannot attack and cannot be targeted until it wakes.",
    "term_silenced": "The unit has lost its text and keywords; its printed attack is back.",
    "term_spell_damage": "Your spells and experiments deal that much more damage.",
    "term_on_play": "Happens when you play the card from your hand, before a unit enters.",
    "term_momentum": "A bonus if you have already played a card this turn.",
    "term_on_summon": "Happens when the unit enters the board.",
    "term_on_death": "Happens when the unit dies.",
    "term_on_draw": "Happens when you draw the card.",
    "term_on_burn": "Happens when the card is burnt (thrown away) from the hand.",
    "term_experiment": "Played face down into an effect slot; the first time its condition "
                       "happens in the opponent's turn, it is revealed, works and is "
                       "discarded.",
    "term_field": "Takes the shared field slot and works for both players; the previous "
                  "field goes to its owner's graveyard.",
    "term_ability": "Your class ability: it stays in effect slot 1 and may be used once per "
                    "turn if you pay its cost.",
    "term_fatigue": "Drawing from an empty deck deals 1, then 2, then 3... damage to your hero.",
    "term_adjacent": "A unit's neighbours are the nearest units to its left and right, "
                     "however many empty slots lie between.",
}
_CS = {
    "cost": "cena {cost}",
    "stats": "útok {attack}, životy {health}",
    "org": "Org (v balíčku jen jednou)",
    "token": "žeton (vzniká z jiných karet, v balíčcích není)",
    "sym_hand": "tvá ruka: číslo, které napíšeš za info, a pak současná cena karty",
    "sym_hero": "hrdina: životy, zbývající mana/sloty many, karty v balíčku a v ruce, hrob "
                "a únava (zranění příštího líznutí z prázdného balíčku)",
    "sym_slot": "číslo slotu: jednotky ve slotech 1–7, efekty ve slotech 1–6",
    "sym_unit": "jednotka: útok/životy",
    "sym_not_ready": "jednotka není připravená: v tomto kole nemůže útočit",
    "sym_used": "schopnost nebo efekt byly v tomto kole použity",
    "sym_experiment": "soupeřův experiment ležící lícem dolů",
    "sym_none": "nic tam není",
    "sym_tag": "{meaning}",
    "term_defender": "Nepřátelé musí útočit nejdřív na jednotky s Obráncem.",
    "term_shield": "První zranění jednotky se nepočítá; pak Štít zmizí.",
    "term_poisonous": "Každá jednotka, kterou zraní, je zničena.",
    "term_stealth": "Soupeř na jednotku nemůže útočit ani ji zvolit za cíl, dokud sama "
                    "nezaútočí.",
    "term_lifesteal": "Zranění, které způsobí, vyléčí jejího hrdinu o stejně mnoho.",
    "term_frozen": "Jednotka se na začátku příštího kola svého hráče nepřipraví, takže tehdy "
                   "nemůže útočit.",
    "term_dormant": "Jednotka spí: nemůže útočit a nelze ji zvolit za cíl, dokud se "
                    "neprobudí.",
    "term_silenced": "Jednotka ztratila svůj text a klíčová slova; má zase svůj tištěný útok.",
    "term_spell_damage": "Tvá kouzla a experimenty způsobí o tolik větší zranění.",
    "term_on_play": "Stane se, když kartu zahraješ z ruky, ještě než jednotka vstoupí.",
    "term_momentum": "Bonus, pokud jsi v tomto kole už nějakou kartu zahrál.",
    "term_on_summon": "Stane se, když jednotka vstoupí na hrací plochu.",
    "term_on_death": "Stane se, když jednotka zemře.",
    "term_on_draw": "Stane se, když si kartu lízneš.",
    "term_on_burn": "Stane se, když je karta spálena (zahozena) z ruky.",
    "term_experiment": "Hraje se lícem dolů do slotu efektu; když se v soupeřově kole poprvé "
                       "splní jeho podmínka, otočí se, zapůsobí a jde do hrobu.",
    "term_field": "Zabere společný slot pole a působí na oba hráče; předchozí pole jde do "
                  "hrobu svého majitele.",
    "term_ability": "Schopnost tvé třídy: zůstává ve slotu efektu 1 a jednou za kolo ji "
                    "můžeš použít, když zaplatíš její cenu.",
    "term_fatigue": "Líznutí z prázdného balíčku zraní tvého hrdinu za 1, pak za 2, pak "
                    "za 3...",
    "term_adjacent": "Sousedé jednotky jsou nejbližší jednotky vlevo a vpravo od ní, ať je "
                     "mezi nimi kolik chce prázdných slotů.",
}
register_messages(NAMESPACE, {"en": _EN, "cs": _CS})

# The unit tags of the screen (``render.WORDS``), with the term the card texts use.
TAGS = {
    "defender": {"cs": "Obránce", "en": "Defender"},
    "shield": {"cs": "Štít", "en": "Shield"},
    "poisonous": {"cs": "Jedovatý", "en": "Poisonous"},
    "stealth": {"cs": "Skrytý", "en": "Stealth"},
    "lifesteal": {"cs": "Lifesteal", "en": "Lifesteal"},
    "frozen": {"cs": "Zmrazení", "en": "Freeze"},
    "dormant": {"cs": "Neaktivní", "en": "Dormant"},
    "silenced": {"cs": "Umlč", "en": "Silence"},
}
TERMS = {
    "spell_damage": {"cs": "Poškození kouzel +n", "en": "Spell damage +n"},
    **{key: {lang: text.rstrip(":") for lang, text in HEADERS[key].items()}
       for key in ("on_play", "momentum", "on_summon", "on_death", "on_draw", "on_burn")},
    "experiment": {"cs": "Experiment", "en": "Experiment"},
    "field": {"cs": "Pole", "en": "Field"},
    "ability": {"cs": "Schopnost", "en": "Ability"},
    "fatigue": {"cs": "Únava", "en": "Fatigue"},
    "adjacent": {"cs": "Sousední", "en": "Adjacent"},
}


def _t(key: str, lang: str, **params: Any) -> str:
    return translate(f"{NAMESPACE}.{key}", lang, params)


def _tag_name(tag: str, lang: str) -> str:
    """A card tag (animal, machine...) as the card texts name it."""
    noun = NOUNS[tag]
    forms = noun["en"] if lang == "en" else noun["sg"]
    if isinstance(forms, tuple):
        return str(forms[0])
    assert isinstance(forms, dict)
    return str(forms["nom"])


def card_ids(cards: Mapping[str, CardDef]) -> list[str]:
    """By class (the five classes, then neutral), kind, cost and English name."""
    def key(cid: str) -> tuple[int, int, int, str]:
        c = cards[cid]
        cls = CLASS_ORDER.index(c.cls) if c.cls in CLASS_ORDER else len(CLASS_ORDER)
        kind = TYPE_ORDER.index(c.type) if c.type in TYPE_ORDER else len(TYPE_ORDER)
        return cls, kind, c.cost, c.name.get("en", cid)
    return sorted(cards, key=key)


def card_facts(card: CardDef, lang: str) -> str:
    """Kind, class, cost, attack and health, tags, Org or token."""
    parts = [TYPE_NAMES[card.type][lang], CLASS_NAMES[card.cls][lang],
             _t("cost", lang, cost=card.cost)]
    if card.type == "unit":
        parts.append(_t("stats", lang, attack=card.attack, health=card.health))
    parts += [_tag_name(tag, lang) for tag in sorted(card.tags) if tag in NOUNS]
    if card.rarity == "org":
        parts.append(_t("org", lang))
    if card.token:
        parts.append(_t("token", lang))
    return ", ".join(parts)


def visible_cards(obs: Mapping[str, Any]) -> list[tuple[str, str]]:
    """What ``obs`` shows face up: the own hand numbered as ``render`` numbers it, then the
    field, both sides' units, effects, known hand cards and graveyards, cards in flight,
    and the seat's own deck list."""
    seat = obs["seat"]
    out: list[tuple[str, str]] = []
    if seat in (0, 1):
        out += [(str(i), c) for i, c in enumerate(obs["sides"][seat]["hand"], start=1)
                if c is not None]
    if obs["field"] is not None:
        out.append(("", obs["field"]["card"]))
    for s, side in enumerate(obs["sides"]):
        out += [("", u["card"]) for u in side["units"] if u is not None]
        out += [("", e["card"]) for e in side["effects"] if e is not None and e["card"]]
        if s != seat:
            out += [("", c) for c in side["hand"] if c is not None]
        out += [("", c) for c in side["grave"]]
        out += [("", c) for c in side.get("deck", ())]
    out += [("", f["card"]) for f in obs["flight"] if f["card"] is not None]
    out += [("", c) for c in obs["resolving"]]
    return list(dict.fromkeys(out))


def legend(lang: str) -> list[tuple[str, str]]:
    """The symbols and short words of ``render``."""
    cs = lang == "cs"
    out = [
        ("1 Vrátný (2)" if cs else "1 Porter (2)", _t("sym_hand", lang)),
        ("hráč 1 (Chemik)" if cs else "seat 1 (Chemist)", _t("sym_hero", lang)),
        ("3 Fénix" if cs else "3 Phoenix", _t("sym_slot", lang)),
        ("2/4", _t("sym_unit", lang)),
        ("~", _t("sym_not_ready", lang)),
    ]
    out += [(f"[{WORDS[lang][key]}]", _t("sym_tag", lang, meaning=_t(f"term_{key}", lang)))
            for key in TAGS]
    out += [("(použita)" if cs else "(used)", _t("sym_used", lang)),
            ("experiment (lícem dolů)" if cs else "experiment (face down)",
             _t("sym_experiment", lang)),
            ("-", _t("sym_none", lang))]
    return out


def glossary(lang: str) -> list[tuple[str, str]]:
    """Keywords and trigger words as the card texts print them, then the kinds of cards."""
    out = [(term[lang], _t(f"term_{key}", lang)) for key, term in TAGS.items()]
    out += [(names[lang], _t(f"term_{key}", lang)) for key, names in TERMS.items()]
    return out
