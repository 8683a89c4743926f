"""Card information for players: printed numbers, the cards a view shows, the screen's
legend and a glossary of the game's words (the ``Game`` hooks ``card_facts``,
``visible_cards``, ``legend`` and ``glossary``).

Everything here reads a card id or an observation, never a state. Labels of
``visible_cards`` are the numbers ``render`` prints: the seat's own hand from 1
(left to right, the Bastion/Fort not counted, so they agree with ``pick``), the
draft's revealed cards from 1; every other card is looked up by name. The texts
are in the message catalog under ``clash_of_decks.help``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from cardtable.games.clash_of_decks.messages import ABILITY_NAMES, ABILITY_TAGS
from cardtable.games.clash_of_decks.model import BF, Catalog
from cardtable.kernel.i18n import register_messages, translate

NAMESPACE: Final = "clash_of_decks.help"

_EN: Final = {
    "creature": "creature, cost {cost}, attack {attack}, health {health}",
    "incantation": "incantation, cost {cost}",
    "in_deck": "prepared deck {deck}",
    # the legend: symbols of the screen
    "sym_number": "your hand: the number to type after info; [3] is the cost, the four bold "
                  "cards are the ones you may play",
    "sym_bf": "the Bastion/Fort card in the hand; every card to its right is one point of "
              "health",
    "sym_hidden": "a card of the opponent's hand you have not seen",
    "sym_sides": "the two sides of the board (seat 0 on the left, seat 1 on the right)",
    "sym_rows": "the top and bottom row; ║ is the bridge, position 1 stands next to it",
    "sym_creature": "position, name, attack/health left (red after damage this turn)",
    "sym_sprint": "attack added by Sprint until the end of the attack phase",
    "sym_aura": "Aura: the creatures next to it have this ability",
    "sym_entered": "entered play this turn, so it does not attack this turn",
    "sym_attacked": "has attacked in this attack phase",
    "sym_protected": "its Protection has stopped an attack this turn",
    "sym_mana": "mana left to spend this turn",
    "sym_tag": "{ability}",
    # the glossary: the game's words in our own words
    "term_hand": "Your hand is your life: the cards to the right of your Bastion/Fort are your "
                 "health. Only the four leftmost cards other than the Bastion/Fort may be "
                 "played, and never the last card besides it.",
    "term_bastion": "Damage pushes the Bastion to the right. When it reaches the right end it "
                    "is destroyed and comes back at the left end as the Fort; when the Fort "
                    "reaches the right end, you lose.",
    "term_return": "A destroyed creature goes back to the right end of its owner's hand, so "
                   "losing a creature heals you.",
    "term_mana": "At the start of your turn you get one mana per card in your hand; what you "
                 "do not spend is lost at the end of the turn.",
    "term_creature": "A card that goes to the back of one of your rows and attacks every turn "
                     "from the next turn on.",
    "term_incantation": "A card with an effect on one target creature on either side; it "
                        "takes effect at once and goes back to the right end of your hand.",
    "term_attack": "In the attack phase each creature that was in play at the start of the "
                   "turn attacks once: the opponent's creature at position 1 of the same row, "
                   "or the opponent's Bastion/Fort when that row is empty.",
    "term_splash": "An attack also hits the opponent's position-1 creature of the other row.",
    "term_pierce": "An attack also hits the creature right behind the target.",
    "term_fury": "On entering play it attacks position 1 of its row at once; that is its only "
                 "attack this turn.",
    "term_protection": "The first creature attack that reaches it each turn deals it nothing.",
    "term_indestructible": "Incantations do nothing to it.",
    "term_berserk": "After an attack that destroyed a creature it attacks again.",
    "term_sprint": "When it attacks it first jumps to position 1 and deals 1 more per "
                   "creature it passed.",
    "term_aura": "The creatures right next to it in its row have the ability in brackets; "
                 "the creature itself does not.",
}
_CS: Final = {
    "creature": "bytost, cena {cost}, útok {attack}, životy {health}",
    "incantation": "zaklínadlo, cena {cost}",
    "in_deck": "připravený balíček {deck}",
    "sym_number": "tvá ruka: číslo, které napíšeš za info; [3] je cena, tučné čtyři karty "
                  "smíš zahrát",
    "sym_bf": "karta Bastion/Fort v ruce; každá karta napravo od ní je jeden život",
    "sym_hidden": "karta soupeřovy ruky, kterou jsi neviděl",
    "sym_sides": "dvě strany hrací plochy (hráč 0 vlevo, hráč 1 vpravo)",
    "sym_rows": "horní a dolní řada; ║ je most, místo 1 stojí hned u něj",
    "sym_creature": "místo, jméno, útok/zbývající životy (červeně po zranění v tomto tahu)",
    "sym_sprint": "útok přidaný Sprintem do konce fáze útoku",
    "sym_aura": "Aura: bytosti vedle ní mají tuto schopnost",
    "sym_entered": "vstoupila do hry v tomto tahu, takže v něm neútočí",
    "sym_attacked": "v této fázi útoku už útočila",
    "sym_protected": "její Ochrana v tomto tahu už zastavila útok",
    "sym_mana": "Mana, kterou můžeš v tomto tahu ještě utratit",
    "sym_tag": "{ability}",
    "term_hand": "Tvá ruka jsou tvé životy: karty napravo od Bastionu/Fortu jsou tvé životy. "
                 "Zahrát smíš jen čtyři karty nejvíc vlevo kromě Bastionu/Fortu, a nikdy "
                 "poslední kartu vedle něj.",
    "term_bastion": "Zranění posouvá Bastion doprava. Když dojde na pravý konec, je zničen a "
                    "vrací se na levý konec jako Fort; když na pravý konec dojde Fort, "
                    "prohráváš.",
    "term_return": "Zničená bytost se vrací na pravý konec ruky svého majitele, takže ztráta "
                   "bytosti tě léčí.",
    "term_mana": "Na začátku tahu dostaneš jednu Manu za každou kartu v ruce; co neutratíš, "
                 "na konci tahu propadne.",
    "term_creature": "Karta, která jde na konec jedné z tvých řad a od dalšího tahu útočí "
                     "každý tah.",
    "term_incantation": "Karta s účinkem na jednu cílovou bytost na kterékoli straně; působí "
                        "hned a vrací se na pravý konec tvé ruky.",
    "term_attack": "Ve fázi útoku zaútočí jednou každá bytost, která byla ve hře na začátku "
                   "tahu: na soupeřovu bytost na místě 1 téže řady, nebo na soupeřův "
                   "Bastion/Fort, když je ta řada prázdná.",
    "term_splash": "Útok zasáhne i soupeřovu bytost na místě 1 druhé řady.",
    "term_pierce": "Útok zasáhne i bytost hned za cílem.",
    "term_fury": "Hned po vstupu do hry zaútočí na místo 1 své řady; to je v tomto tahu její "
                 "jediný útok.",
    "term_protection": "První útok bytosti, který ji v tahu zasáhne, jí nic neudělá.",
    "term_indestructible": "Zaklínadla na ni nepůsobí.",
    "term_berserk": "Po útoku, který zničil bytost, útočí znovu.",
    "term_sprint": "Když útočí, nejdřív skočí na místo 1 a za každou přeskočenou bytost dá "
                   "o 1 víc.",
    "term_aura": "Bytosti hned vedle ní v její řadě mají schopnost v závorce; ona sama ne.",
}
register_messages(NAMESPACE, {"en": _EN, "cs": _CS})

TERMS: Final = {
    "hand": {"cs": "Ruka", "en": "Hand"},
    "bastion": {"cs": "Bastion/Fort", "en": "Bastion/Fort"},
    "return": {"cs": "Návrat", "en": "Return"},
    "mana": {"cs": "Mana", "en": "Mana"},
    "creature": {"cs": "Bytost", "en": "Creature"},
    "incantation": {"cs": "Zaklínadlo", "en": "Incantation"},
    "attack": {"cs": "Útok", "en": "Attack"},
}


def _t(key: str, lang: str, **params: Any) -> str:
    return translate(f"{NAMESPACE}.{key}", lang, params)


def card_ids(catalog: Catalog) -> list[str]:
    """The cards by prepared deck, then the cards in no deck (test cards), each by cost."""
    return sorted(catalog.info, key=lambda c: (catalog.info[c].deck or 99,
                                               catalog.info[c].cost, catalog.info[c].id))


def card_facts(card: str, lang: str, catalog: Catalog) -> str:
    """Kind, cost, attack and health, and the prepared deck the card belongs to."""
    info = catalog.info[card]
    facts = (_t("creature", lang, cost=info.cost, attack=info.attack, health=info.health)
             if info.creature else _t("incantation", lang, cost=info.cost))
    if info.deck is not None:
        facts += ", " + _t("in_deck", lang, deck=info.deck)
    return facts


def visible_cards(obs: Mapping[str, Any]) -> list[tuple[str, str]]:
    """What ``obs`` shows face up, labelled as ``render`` numbers it."""
    out: list[tuple[str, str]] = []
    if obs["stage"] != "play":
        info = obs["format_info"]
        if obs["format"] == "drafted":
            out += [(str(i), c) for i, c in enumerate(info.get("shown", ()), start=1)]
        elif obs["format"] == "custom":
            out += [("", c) for cards in info["lists"] for c in cards]
        else:
            out += [("", c) for cards in info["deck_lists"].values() for c in cards]
        out += [("", c) for cards in obs["cards_of"] for c in cards]
    for hand in obs["hands"]:
        mine = hand["seat"] == obs["seat"]
        known = [c for c in hand["cards"] if c is not None and c != BF]
        out += [(str(i) if mine else "", c) for i, c in enumerate(known, start=1)]
    for side in obs["board"]:
        out += [("", creature["card"]) for row in ("top", "bottom") for creature in side[row]]
    if obs["pending_return"] is not None:
        out += [("", c) for c in obs["pending_return"]["cards"]]
    if "ai" in obs:
        out += [("", c) for c in obs["ai"]["discard"]]
    return unique(out)


def unique(items: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``items`` without repeats, in their first order."""
    return list(dict.fromkeys(items))


def legend(lang: str) -> list[tuple[str, str]]:
    """The symbols of ``render``: hand, board, ability tags and marks."""
    cs = lang == "cs"
    out = [
        ("1 Baron [3]", _t("sym_number", lang)),
        ("[BASTION] [FORT]", _t("sym_bf", lang)),
        ("[?]", _t("sym_hidden", lang)),
        ("A (0)  B (1)", _t("sym_sides", lang)),
        ("horní/dolní ║" if cs else "top/bottom ║", _t("sym_rows", lang)),
        ("1 Ogre 5/4", _t("sym_creature", lang)),
        ("+1", _t("sym_sprint", lang)),
    ]
    out += [(tag, _t("sym_tag", lang, ability=ABILITY_NAMES[name][lang]))
            for name, tag in ABILITY_TAGS.items()]
    out += [("A:Prt", _t("sym_aura", lang)), ("*", _t("sym_entered", lang)),
            ("✓", _t("sym_attacked", lang)), ("ø", _t("sym_protected", lang)),
            ("Mana 5" if cs else "mana 5", _t("sym_mana", lang))]
    return out


def glossary(lang: str) -> list[tuple[str, str]]:
    """The game's words: the hand as health, mana, card kinds, the attack, abilities."""
    out = [(names[lang], _t(f"term_{key}", lang)) for key, names in TERMS.items()]
    out += [(ABILITY_NAMES[name][lang], _t(f"term_{name}", lang))
            for name in ("splash", "pierce", "fury", "protection", "indestructible",
                         "berserk", "sprint", "aura")]
    return out
