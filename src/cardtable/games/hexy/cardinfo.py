"""Card information for front ends (``card_facts``, ``visible_cards``, ``legend``,
``glossary``, ``word_names``): the printed numbers of a card, the cards a view
shows (HX-CONTENT-20: the full text of any visible card on request), the symbols
of ``render`` and the terms of HX-CONTENT-27 in our own words, cs and en."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.games.hexy.cards import Catalog
from cardtable.games.hexy.messages import RARITY_NAME
from cardtable.games.hexy.opbase import KEYWORD_NAME
from cardtable.games.hexy.render import unit_codes

FACTS = {"cs": {"cost": "cena", "cap": "nejvýše bodů", "numbers": "Ú/O/A/B",
                "free": "bez ceny"},
         "en": {"cost": "cost", "cap": "point cap", "numbers": "A/D/Ac/P",
                "free": "no cost"}}


def card_facts(cat: Catalog, cid: str, lang: str) -> str:
    """One line: type line, cost, A/D/Ac/P and point cap, keywords, rarity."""
    card = cat.card(cid)
    w = FACTS[lang]
    parts = [card.type_line(lang)]
    parts.append(f"{w['cost']} {card.cost.words(lang)}" if card.cost is not None
                 else w["free"])
    if card.stats is not None:
        parts.append(f"{w['numbers']} {'/'.join(str(n) for n in card.stats)}")
        parts.append(f"{w['cap']} {card.cap()}")
    kws = [KEYWORD_NAME[lang][k] for k in card.keywords.names()]
    if kws:
        parts.append(", ".join(kws))
    parts.append(RARITY_NAME[card.rarity][lang])
    return "; ".join(parts)


def describe(cat: Catalog, cid: str, lang: str) -> str:
    """The name, the facts, the text and the flavor text, one per line."""
    card = cat.card(cid)
    lines = [cat.names[cat.index[cid]][lang], card_facts(cat, cid, lang)]
    text = card.text(lang)
    if text:
        lines.append(text)
    if card.flavor is not None:
        lines.append(card.flavor.as_dict()[lang])
    return "\n".join(lines)


def visible_cards(observation: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The seat's own hand numbered from 1 and the board cards by their map code (as
    ``render`` prints them), then every other face-up card by name: enchantments,
    the stack, known cards of the opponent's hand, the graveyards' top cards."""
    out: list[tuple[str, str]] = []
    seat = observation.get("seat")
    hands = observation["hands"]
    if seat is not None:
        out += [(str(i), c) for i, c in enumerate(hands[seat], start=1) if c is not None]
    codes = unit_codes(observation["board"])
    for unit in observation["board"]:
        out.append((codes[int(unit["uid"])], unit["card"]))
        out += [("", e["card"]) for e in unit["enchantments"]]
    for obj in observation["stack"]:
        if obj.get("card"):
            out.append(("", obj["card"]))
    for s in (0, 1):
        if s != seat:
            out += [("", c) for c in hands[s] if c is not None]
        grave = observation["graveyards"][s]
        if grave:
            out.append(("", grave[-1]))
    return out


LEGEND = {
    "cs": [("r, q", "osové souřadnice hexu: řádek r vlevo, q prvního hexu v řádku; "
                    "doprava q roste o 1"),
           ("F0, F1", "Vlajka hráče 0 a hráče 1"), ("*", "Centrální Bod"),
           (".", "prázdný hex"),
           ("a-z, A-Z", "desková karta hráče 0 (malé písmeno) a hráče 1 (velké)"),
           ("a3", "číslo za písmenem: body na kartě"),
           (":2", "Akční Kostka karty (zbývající akce)"),
           ("!2", "kostka protiútoku: z ní se neplatí akce"),
           ("Ú/O/A/B", "útok, obrana, akce a body karty (na obrazovce A D Ac P)"),
           ("P3/6", "body na kartě / nejvýše bodů"),
           ("[1]", "číslo karty v ruce; akce ji označují od nuly")],
    "en": [("r, q", "a hex's axial coordinates: the row r on the left, the q of the "
                    "row's first hex; q grows by 1 to the right"),
           ("F0, F1", "the Flag of seat 0 and of seat 1"), ("*", "the Center Point"),
           (".", "an empty hex"),
           ("a-z, A-Z", "a board card of seat 0 (lower case) or seat 1 (upper case)"),
           ("a3", "the number after the letter: the card's points"),
           (":2", "the card's Action Die (actions left)"),
           ("!2", "a counter-attack die: it pays for no actions"),
           ("A/D/Ac/P", "attack, defence, actions and points of a card"),
           ("P3/6", "points on the card / its point cap"),
           ("[1]", "a card's number in your hand; actions count it from zero")],
}

GLOSSARY = {
    "cs": [
        ("Červená, Zelená, Modrá, Bílá", "čtyři barvy karet a energie"),
        ("bezbarvá", "energie bez barvy, za zahozenou kartu"),
        ("Budova", "desková karta, která dostává body ve Fázi Energie a dává energii"),
        ("Bytost", "desková karta, která se pohybuje a útočí"),
        ("Artefakt", "desková karta, která není bytost ani budova"),
        ("Očarování", "kouzlo, které leží pod deskovou kartou a mění ji"),
        ("Kouzlení", "virtuální kouzlo, lze ho seslat, kdykoli máš prioritu"),
        ("Čarování", "virtuální kouzlo jen ve tvé Hlavní Fázi s prázdným zásobníkem"),
        ("Základní energie", "karta, která zahozená dá 1 energii své barvy"),
        ("Fáze Energie", "budovy aktivního hráče dostanou po bodu"),
        ("Fáze Akcí", "bytosti dostanou Akční Kostku podle svého počtu akcí"),
        ("Fáze Líznutí", "regenerace a líznutí karty"),
        ("Hlavní Fáze", "sesílání, pohyb a útoky"),
        ("Fáze Čištění", "Akční Kostky se odeberou"),
        ("Konečná Fáze", "kdo drží Centrální Bod, přičte si na Vítězné Kostce"),
        ("Létání", "napadnout ji smí jen bytost s Dosahem, Létáním nebo na dálku"),
        ("Dosah", "smí útočit na létající karty"),
        ("Útok na vzdálenost N", "smí útočit až na N hexů daleko"),
        ("Spěch", "vstupuje s už nastavenou Akční Kostkou"),
        ("Priorita v souboji", "její zásah se vyhodnotí před zásahem soupeře"),
        ("Regenerace", "na začátku každé Fáze Líznutí získá 1 bod zpět"),
        ("Odemel", "vrchní karta knihovny jde lícem nahoru na hřbitov"),
        ("Snadnost pohybu", "pohyb ji nestojí žádnou energii"),
        ("Vlajka", "výchozí hex hráče; vstoupí-li na ni soupeřova karta, hráč prohrává"),
        ("Centrální Bod", "hex, jehož držení přidává na Vítězné Kostce"),
        ("Vítězná Kostka", "počítadlo vítězství od 1 do 12; kdo dosáhne 12, vyhrává"),
        ("Akční Kostka", "kostka na kartě s počtem zbývajících akcí"),
        ("Sféra Vlivu", "hexy, kam smíš sesílat desková kouzla"),
        ("Zásobník Energie", "energie, kterou máš teď k placení; na konci fáze se vyprázdní"),
        ("protiútok", "napadená bytost vrací úder útočníkovi"),
        ("přepadení", "další bytosti se přidají k útoku na stejný cíl"),
        ("bod", "žeton na deskové kartě: její život, u budovy i uložená energie"),
    ],
    "en": [
        ("Red, Green, Blue, White", "the four colours of cards and energy"),
        ("colourless", "energy of no colour, from a discarded card"),
        ("Building", "a board card that gets points in the Energy Phase and gives energy"),
        ("Creature", "a board card that moves and attacks"),
        ("Artifact", "a board card that is neither a creature nor a building"),
        ("Enchantment", "a spell that lies under a board card and changes it"),
        ("Wizardry", "a virtual spell you may cast whenever you hold priority"),
        ("Sorcery", "a virtual spell only in your Main Phase with an empty stack"),
        ("Basic energy", "a card that gives 1 energy of its colour when discarded"),
        ("Energy Phase", "the active player's buildings get a point each"),
        ("Action Phase", "creatures get an Action Die set to their actions"),
        ("Draw Phase", "regeneration and the draw"),
        ("Main Phase", "casting, moving and attacking"),
        ("Cleanup Phase", "the Action Dice are removed"),
        ("End Phase", "whoever holds the Center Point moves up the Winning Die"),
        ("Flying", "only a creature with Reach, Flying or a ranged attack may attack it"),
        ("Reach", "may attack flying cards"),
        ("Ranged N", "may attack up to N hexes away"),
        ("Haste", "enters with its Action Die already set"),
        ("First strike", "its strike resolves before the enemy's"),
        ("Regeneration", "gets 1 point back at the start of each Draw Phase"),
        ("Mill", "the top card of a library goes face up to the graveyard"),
        ("Easy movement", "moving costs it no energy"),
        ("Flag", "a player's starting hex; an enemy card entering it makes him lose"),
        ("Center Point", "the hex whose holder moves up his Winning Die"),
        ("Winning Die", "the victory counter from 1 to 12; reaching 12 wins"),
        ("Action Die", "the die on a card showing the actions it has left"),
        ("Sphere of Influence", "the hexes where you may cast board spells"),
        ("Energy Pool", "the energy you can pay now; it empties at every phase end"),
        ("counter-attack", "the attacked creature strikes its attacker back"),
        ("ambush", "more creatures join an attack on the same target"),
        ("point", "a counter on a board card: its health, for a building stored energy"),
    ],
}
"""HX-CONTENT-27: the colours, types, phases, keywords and other terms."""

WORDS = {"cs": {"red": "červená", "green": "zelená", "blue": "modrá", "white": "bílá",
                "none": "žádná", "energy": "energie", "point": "bod"},
         "en": {"red": "red", "green": "green", "blue": "blue", "white": "white",
                "none": "none", "energy": "energy", "point": "point"}}
