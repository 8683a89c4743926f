"""Card information for front ends (``card_facts``, ``visible_cards``, ``legend``,
``glossary``, ``word_names``): printed numbers of a card, the cards a view shows,
the symbols of ``render`` and the keywords explained in our own words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardtable.games.hecatomb.cards import Catalog
from cardtable.games.hecatomb.model import DOOMS
from cardtable.games.hecatomb.opbase import DOOM_NAME

FACTS = {"cs": {"cost": "cena", "strength": "síla", "triggers": "triggery",
                "tap": "tapovací číslo"},
         "en": {"cost": "cost", "strength": "strength", "triggers": "triggers",
                "tap": "tap number"}}


def card_facts(cat: Catalog, cid: str, lang: str) -> str:
    card = cat.card(cid)
    w = FACTS[lang]
    cost = f"X+{card.cost}" if card.cost_x else str(card.cost)
    parts = [card.type_line(lang), DOOM_NAME[lang][card.doom], f"{w['cost']} {cost}"]
    if card.strength is not None:
        parts.append(f"{w['strength']} {card.strength}")
    if card.triggers:
        parts.append(f"{w['triggers']}: " + ", ".join(DOOM_NAME[lang][d] for d in card.triggers))
    if card.tap is not None:
        parts.append(f"{w['tap']} {card.tap.number}")
    return ", ".join(parts)


def visible_cards(observation: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The seat's own hand numbered from 1 (as ``render`` prints it), then every other
    face-up card by name."""
    out: list[tuple[str, str]] = []
    seat = observation.get("seat")
    players = observation["players_state"]
    if seat is not None:
        out += [(str(i), c) for i, c in enumerate(players[seat]["hand"], start=1)
                if c is not None]
    for s, p in enumerate(players):
        if s != seat:
            out += [("", c) for c in p["hand"] if c is not None]
        for ab in p["abominations"]:
            out += [("", m["card"]) for m in ab["minions"]]
        out += [("", m["card"]) for m in p["mana"]]
        out += [("", r) for r in p["relics"]]
        if p["god"]:
            out.append(("", p["god"]))
        if p["graveyard"]:
            out.append(("", p["graveyard"][-1]))
    return out


LEGEND = {
    "cs": [("◆", "hráč, který je na tahu"), ("*", "taplá manová karta"),
           ("[1]", "číslo karty v ruce; akce ji označují od nuly"),
           ("[0]", "číslo abominace hráče v pořadí vzniku"),
           ("síla", "součet sil minionů abominace"), ("velikost", "počet minionů abominace"),
           ("taplá", "abominace je otočená a nemůže útočit ani bránit"),
           ("nová", "abominace v tomto kole vznikla nebo dostala miniona"),
           ("útočí / brání", "role abominace v právě probíhajícím boji"),
           ("bazén", "mana z efektů: korupce, klam, destrukce, nenasytnost")],
    "en": [("◆", "the player whose turn it is"), ("*", "a tapped mana card"),
           ("[1]", "a card's number in your hand; actions count it from zero"),
           ("[0]", "the player's abomination number, in order of creation"),
           ("strength", "the sum of the strengths of an abomination's minions"),
           ("size", "how many minions an abomination has"),
           ("tapped", "the abomination is turned and can neither attack nor block"),
           ("new", "the abomination was made or got a minion this turn"),
           ("attacking / blocking", "its role in the combat going on now"),
           ("pool", "mana from effects: corruption, deceit, destruction, greed")],
}

GLOSSARY = {
    "en": [
        ("Evader", "cannot be blocked by an abomination holding a minion of the named doom"),
        ("Fanatic", "may attack even after getting a new minion this turn"),
        ("Follower", "the ability after it works only while you have a god"),
        ("Guardian", "never attacks, though it may block"),
        ("Host", "can only be played as a new abomination"),
        ("Hunter", "when it attacks, picks an enemy abomination that is untapped and must "
                   "block it"),
        ("Martyr", "when destroyed, becomes an untapped mana card of its owner"),
        ("Nemesis", "abilities of the named doom cannot pick it as a target"),
        ("Parasite", "no more minions may join its abomination"),
        ("Rager", "adds its number to the strength while attacking"),
        ("Reaper", "steals that many extra souls when not blocked"),
        ("Regenerator", "when destroyed, goes back to its owner's hand"),
        ("Ripper", "splits its combat damage among the opposing minions as it likes"),
        ("Soulbound", "destroyed by combat damage, it may join another abomination of "
                      "yours topped by its doom"),
        ("Survivor", "the first points of damage to its top minion in a combat do nothing"),
    ],
    "cs": [
        ("Evader", "nemůže ho blokovat abominace s minionem jmenovaného doomu"),
        ("Fanatic", "smí útočit, i když v tomto kole dostal nového miniona"),
        ("Follower", "schopnost za ním funguje, jen když máš ve hře boha"),
        ("Guardian", "nikdy neútočí, bránit ale smí"),
        ("Host", "lze ho zahrát jen jako novou abominaci"),
        ("Hunter", "při útoku si vybere nepřátelskou abominaci, ta se odtapne a musí ho "
                   "blokovat"),
        ("Martyr", "když je zničen, stane se odtaplou manovou kartou majitele"),
        ("Nemesis", "schopnosti jmenovaného doomu ho nemohou zvolit za cíl"),
        ("Parasite", "k jeho abominaci už se nepřidá žádný minion"),
        ("Rager", "při útoku přičte své číslo k síle"),
        ("Reaper", "když není zablokován, ukradne o tolik duší víc"),
        ("Regenerator", "když je zničen, vrátí se majiteli do ruky"),
        ("Ripper", "rozdělí své bojové zranění mezi miniony soupeřovy abominace"),
        ("Soulbound", "zničen bojovým zraněním se smí připojit k jiné tvé abominaci, jejíž "
                      "vrchní minion je jeho doomu"),
        ("Survivor", "první body zranění vrchního miniona v boji nic nezpůsobí"),
    ],
}

WORDS = {"cs": {"yes": "ano", "no": "ne", "soulbound": "soulbound",
                "regenerator": "regenerator", "martyr": "martyr"},
         "en": {"yes": "yes", "no": "no", "soulbound": "soulbound",
                "regenerator": "regenerator", "martyr": "martyr"}}


def doom_words(lang: str) -> dict[str, str]:
    return {d: DOOM_NAME[lang][d] for d in DOOMS}
