"""Card information for players: printed numbers of cards and spells, the cards a view
shows, the screen's legend and a glossary of the game's words (the ``Game`` hooks
``card_ids``, ``card_facts``, ``visible_cards``, ``legend`` and ``glossary``).

Everything here reads a card or spell id or an observation, never a state. The
spells count as cards here: a player may look them up like cards (``info
Vision``). Labels of ``visible_cards`` are the numbers ``render`` prints next to
the seat's own hand (from 1); every other card or spell is looked up by name.
The texts are in the message catalog under ``magic_tower.help``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from cardtable.games.magic_tower.cards import CardRecord, SpellRecord
from cardtable.games.magic_tower.catalog import Catalog
from cardtable.games.magic_tower.render import LABELS, SET_MARK, SET_NAME
from cardtable.kernel.i18n import register_messages, translate
from cardtable.kernel.plural import Forms, count

NAMESPACE: Final = "magic_tower.help"
CASTS: Final[Forms] = {"cs": ("seslání", "seslání", "seslání"), "en": ("cast", "casts")}

_EN: Final = {
    "set_card": "set: {set}, value {value}, cost: {cost}",
    "gold": "{n} gold", "food": "{n} food", "mana": "{n} mana",
    "free_card": "set: {set}, value {value}, free",
    "non_set": "non-set card, costs 3 resources of any kind",
    "no_discard": "cannot be discarded",
    "great_triple": "part of the great triple",
    "spell": "spell of the {set}, unlocked when your tower first reaches {height}",
    "casts": "{casts} per game",
    "archmage_spell": "archmage spell, cost: {mana} mana",
    "reaction": "only while you are attacked",
    "archmage": "archmage",
    # the legend: column headers and marks of the screen
    "sym_seat": "seat number; * decides now, < is you",
    "sym_trump": "the trump set (F: holds a fountain)",
    "sym_tower": "tower height: 0 destroys it, 250 wins",
    "sym_wall": "wall height (+N: the fire wall in front of it)",
    "sym_res": "resources: gold, food, mana",
    "sym_src": "sources: mines, farms, monuments, barracks",
    "sym_army": "soldiers (+A: the archmage)",
    "sym_hand": "cards in hand",
    "sym_turn": "the player's own turn counter",
    "sym_set": "set marks: {marks}",
    "sym_value": "a card's set and value",
    "sym_cost": "cost: g gold, f food, m mana; 3 of any: three resources of any kind",
    "sym_no_discard": "the card cannot be discarded",
    "sym_trump_on": "its trump text applies now: shown instead of the black text when red, "
                    "after + when green, after / when it is the text of a combo",
    "sym_trump_off": "it has a trump text that does not apply now (info shows it)",
    "sym_casts": "casts of the spell left (+: a spell borrowed from another player)",
    "sym_cut": "the text goes on: info and the card's number show all of it",
    # the glossary
    "term_tower": "Build it to 250 to win; a tower at 0 is destroyed and its owner is out.",
    "term_wall": "Stands in front of the tower: damage takes the wall first, then the tower.",
    "term_resources": "Gold, food and mana pay for cards. Every mine, farm and monument "
                      "produces one of them at the start of your turn.",
    "term_barracks": "Each barracks gives you a soldier at the start of your turn.",
    "term_soldiers": "Attack: discard a card and send soldiers against one player; each "
                     "defender stops one attacker, each attacker who gets through deals 10.",
    "term_archmage": "A special soldier who can cast the archmage spells (Magic Bolt, Wall "
                     "of Fire, Lightning Storm).",
    "term_trump": "The set you chose at the start. Cards of your trump set also do their red "
                  "(instead) or green (in addition) text.",
    "term_combo": "Some trump texts say \"when played with ...\": holding those cards you may "
                  "play them together and pay the sum of their costs.",
    "term_discard": "Instead of playing you may discard a card: it does nothing and costs "
                    "7 resources of any kind.",
    "term_spells": "Your trump set gives you three spells when your tower first reaches 50, "
                   "100 and 150. Casting one costs a discarded card.",
    "term_full_set": "All six cards of a set played at once, for a big reward.",
    "term_sextet": "One card of the same value from each collectible set: +15 mines, farms "
                   "or monuments.",
    "term_great_triple": "King, Crown and High Tower: for 10 turns every set counts as your "
                         "trump set and your plays cost nothing.",
    "term_pile": "Played and discarded cards go face up on the pile.",
}
_CS: Final = {
    "set_card": "sada: {set}, hodnota {value}, cena: {cost}",
    "gold": "zlato {n}", "food": "jídlo {n}", "mana": "mana {n}",
    "free_card": "sada: {set}, hodnota {value}, zdarma",
    "non_set": "nesadová karta, stojí 3 libovolné suroviny",
    "no_discard": "nelze ji odhodit",
    "great_triple": "patří k velké trojici",
    "spell": "kouzlo sady {set}, získáš ho, když tvá věž poprvé dosáhne {height}",
    "casts": "{casts} za hru",
    "archmage_spell": "kouzlo arcimága, cena: mana {mana}",
    "reaction": "jen když na tebe někdo útočí",
    "archmage": "arcimág",
    "sym_seat": "číslo hráče; * právě rozhoduje, < jsi ty",
    "sym_trump": "trumfová sada (F: má fontánu)",
    "sym_tower": "výška věže: na 0 je zničena, 250 vyhrává",
    "sym_wall": "výška zdi (+N: ohnivá zeď před ní)",
    "sym_res": "suroviny: zlato, jídlo, mana",
    "sym_src": "zdroje: doly, farmy, monumenty, kasárny",
    "sym_army": "vojáci (+A: arcimág)",
    "sym_hand": "karty v ruce",
    "sym_turn": "vlastní počítadlo tahů hráče",
    "sym_set": "značky sad: {marks}",
    "sym_value": "sada a hodnota karty",
    "sym_cost": "cena: z zlato, j jídlo, m mana; 3 libovolné: tři suroviny jakéhokoli druhu",
    "sym_no_discard": "kartu nelze odhodit",
    "sym_trump_on": "její trumfový text teď platí: červený místo černého textu, zelený "
                    "za + a text kombinace za /",
    "sym_trump_off": "má trumfový text, který teď neplatí (ukáže ho info)",
    "sym_casts": "zbývající seslání kouzla (+: kouzlo vypůjčené od jiného hráče)",
    "sym_cut": "text pokračuje: celý ho ukáže info a číslo karty",
    "term_tower": "Postav ji do výšky 250 a vyhraješ; věž na 0 je zničena a její majitel "
                  "vypadává.",
    "term_wall": "Stojí před věží: zranění bere nejdřív zeď, potom věž.",
    "term_resources": "Zlatem, jídlem a manou se platí karty. Každý důl, farma a monument "
                      "jich na začátku tvého tahu vyrobí po jedné.",
    "term_barracks": "Každé kasárny ti na začátku tahu dají jednoho vojáka.",
    "term_soldiers": "Útok: odhoď kartu a pošli vojáky na jednoho hráče; každý obránce "
                     "zastaví jednoho útočníka, každý útočník, který projde, způsobí 10.",
    "term_archmage": "Zvláštní voják, který umí seslat kouzla arcimága (Magický blesk, "
                     "Ohnivá zeď, Blesková bouře).",
    "term_trump": "Sada, kterou sis zvolil na začátku. Karty tvé trumfové sady provedou i "
                  "svůj červený (místo černého) nebo zelený (navíc) text.",
    "term_combo": "Některé trumfové texty říkají \u201ezahraná s ...\u201c: když ty karty "
                  "držíš, smíš je zahrát spolu a zaplatit součet jejich cen.",
    "term_discard": "Místo zahrání můžeš kartu odhodit: nic neudělá a stojí 7 libovolných "
                    "surovin.",
    "term_spells": "Tvá trumfová sada ti dá tři kouzla, když tvá věž poprvé dosáhne 50, 100 "
                   "a 150. Seslání stojí jednu odhozenou kartu.",
    "term_full_set": "Všech šest karet jedné sady zahraných najednou, za velkou odměnu.",
    "term_sextet": "Po jedné kartě stejné hodnoty z každé sběratelské sady: +15 dolů, farem "
                   "nebo monumentů.",
    "term_great_triple": "Král, Koruna a Vysoká věž: na 10 tahů se každá sada počítá jako "
                         "tvá trumfová a tvé zahrání nic nestojí.",
    "term_pile": "Zahrané a odhozené karty leží lícem nahoru na hromádce.",
}
register_messages(NAMESPACE, {"en": _EN, "cs": _CS})

TERMS: Final = {
    "tower": {"cs": "Věž", "en": "Tower"},
    "wall": {"cs": "Zeď", "en": "Wall"},
    "resources": {"cs": "Suroviny a zdroje", "en": "Resources and sources"},
    "barracks": {"cs": "Kasárny", "en": "Barracks"},
    "soldiers": {"cs": "Vojáci", "en": "Soldiers"},
    "archmage": {"cs": "Arcimág", "en": "Archmage"},
    "trump": {"cs": "Trumfová sada", "en": "Trump set"},
    "combo": {"cs": "Kombinace", "en": "Combo"},
    "discard": {"cs": "Odhození", "en": "Discarding"},
    "spells": {"cs": "Kouzla", "en": "Spells"},
    "full_set": {"cs": "Celá sada", "en": "Full set"},
    "sextet": {"cs": "Sextet", "en": "Sextet"},
    "great_triple": {"cs": "Velká trojice", "en": "Great triple"},
    "pile": {"cs": "Hromádka", "en": "Pile"},
}


def _t(key: str, lang: str, **params: Any) -> str:
    return translate(f"{NAMESPACE}.{key}", lang, params)


def card_ids(cat: Catalog) -> list[str]:
    """The 66 cards in deck order, then the spells."""
    return [*cat.card_id, *cat.spells]


def _cost(card: CardRecord, lang: str) -> str:
    """A printed cost in words: "10 gold, 5 food" ("zlato 10, jídlo 5")."""
    cost = card.cost
    assert cost is not None
    return ", ".join(_t(key, lang, n=n) for key, n in
                     (("gold", cost.gold), ("food", cost.food), ("mana", cost.mana)) if n)


def _card_facts(card: CardRecord, lang: str) -> str:
    if card.set == "none":
        parts = [_t("non_set", lang)]
    else:
        key = "free_card" if card.cost is None or card.cost.total == 0 else "set_card"
        parts = [_t(key, lang, set=SET_NAME[lang][card.set], value=card.value,
                    cost=_cost(card, lang))]
    if not card.discardable:
        parts.append(_t("no_discard", lang))
    if card.great_triple:
        parts.append(_t("great_triple", lang))
    return ", ".join(parts)


def _spell_facts(spell: SpellRecord, lang: str) -> str:
    if spell.set == "archmage":
        parts = [_t("archmage_spell", lang, mana=spell.mana)]
    else:
        parts = [_t("spell", lang, set=SET_NAME[lang][spell.set], height=spell.height)]
    if spell.max_casts:
        parts.append(_t("casts", lang, casts=count(spell.max_casts, CASTS, lang)))
    if spell.reaction:
        parts.append(_t("reaction", lang))
    return ", ".join(parts)


def card_facts(cid: str, lang: str, cat: Catalog) -> str:
    """Set, value and cost of a card; set, tower height and casts of a spell."""
    if cid in cat.card_index:
        return _card_facts(cat.cards[cat.card_index[cid]], lang)
    return _spell_facts(cat.spells[cid], lang)


def visible_cards(obs: Mapping[str, Any]) -> list[tuple[str, str]]:
    """What ``obs`` shows: the own hand numbered as ``render`` numbers it, then the pile,
    the cards seen in other hands, running effects and spells, by name."""
    out = [(str(i), c) for i, c in enumerate(obs["hand"] or (), start=1)]
    out += [("", entry[0]) for entry in reversed(obs["pile"])]
    for cards in (obs.get("known_hands") or {}).values():
        out += [("", c) for c in cards]
    out += [("", e["name"]) for e in obs["effects"]]
    seat = obs.get("seat")
    if seat is not None:
        board = obs["boards"][seat]
        out += [("", s) for s in board["spells"]]
        if board["borrowed"]:
            out.append(("", board["borrowed"]))
    pending = obs.get("pending") or {}
    if pending.get("kind") == "borrow":
        out += [("", spell) for _, spell in pending["options"]]
    return list(dict.fromkeys(out))


def legend(lang: str) -> list[tuple[str, str]]:
    """The column headers of the board and the marks of the hand."""
    lab = LABELS[lang]
    marks = ", ".join(f"{mark} {SET_NAME[lang][name]}" for name, mark in SET_MARK.items())
    return [
        (lab["seat"], _t("sym_seat", lang)), (lab["trump"], _t("sym_trump", lang)),
        (lab["tower"], _t("sym_tower", lang)), (lab["wall"], _t("sym_wall", lang)),
        (lab["res"], _t("sym_res", lang)), (lab["src"], _t("sym_src", lang)),
        (lab["sold"], _t("sym_army", lang)), (lab["hand"], _t("sym_hand", lang)),
        (lab["turn"], _t("sym_turn", lang)),
        ("Hu Dr Ti Un Ai Wa Su Mo N", _t("sym_set", lang, marks=marks)),
        ("[Hu M]", _t("sym_value", lang)),
        ("12z 3j" if lang == "cs" else "12g 3f", _t("sym_cost", lang)),
        ("⊘", _t("sym_no_discard", lang)), ("✓", _t("sym_trump_on", lang)),
        ("✗", _t("sym_trump_off", lang)), ("×2", _t("sym_casts", lang)),
        ("…", _t("sym_cut", lang)),
    ]


def glossary(lang: str) -> list[tuple[str, str]]:
    """The game's words in our own words."""
    return [(names[lang], _t(f"term_{key}", lang)) for key, names in TERMS.items()]
