"""Card text in Czech and English, generated from a card's data and its ops.

Each op of ``ops.py`` says its own instruction (``Effect.say``) with the
phrases of this module: who a selector names (in the grammatical case the
Czech sentence needs), counts of cards, keywords, and the headers of the
texts that resolve at some moment (*Při zahrání:*, *On death:*...).
``card_text`` puts a whole card together: keywords, then its texts in the
order they can happen, then continuous effects. A field speaks of "the active
player" instead of "you" (SD-CONTENT-20).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from cardtable.games.science_duel.carddef import CardDef
from cardtable.games.science_duel.cards import Voice

if TYPE_CHECKING:
    from cardtable.games.science_duel.cards import Effect

Case = str
"""``nom``, ``acc`` or ``dat`` (Czech needs them; English has one form)."""

KEYWORD_NAMES: Final = {
    "defender": {"cs": "Obránce", "en": "Defender"},
    "shield": {"cs": "Štít", "en": "Shield"},
    "poisonous": {"cs": "Jedovatý", "en": "Poisonous"},
    "stealth": {"cs": "Skrytý", "en": "Stealth"},
    "lifesteal": {"cs": "Lifesteal", "en": "Lifesteal"},
}

# Nouns: English singular/plural; Czech forms by case and number, and the gender
# that adjectives agree with (f, n, mi: masculine inanimate, ma: masculine animate).
NOUNS: Final[dict[str, dict[str, object]]] = {
    "unit": {"en": ("unit", "units"), "g": "f",
             "sg": {"nom": "jednotka", "acc": "jednotku", "dat": "jednotce"},
             "pl": {"nom": "jednotky", "acc": "jednotky", "dat": "jednotkám"}},
    "character": {"en": ("character", "characters"), "g": "f",
                  "sg": {"nom": "postava", "acc": "postavu", "dat": "postavě"},
                  "pl": {"nom": "postavy", "acc": "postavy", "dat": "postavám"}},
    "animal": {"en": ("animal", "animals"), "g": "n",
               "sg": {"nom": "zvíře", "acc": "zvíře", "dat": "zvířeti"},
               "pl": {"nom": "zvířata", "acc": "zvířata", "dat": "zvířatům"}},
    "machine": {"en": ("machine", "machines"), "g": "mi",
                "sg": {"nom": "stroj", "acc": "stroj", "dat": "stroji"},
                "pl": {"nom": "stroje", "acc": "stroje", "dat": "strojům"}},
    "mutant": {"en": ("mutant", "mutants"), "g": "ma",
               "sg": {"nom": "mutant", "acc": "mutanta", "dat": "mutantovi"},
               "pl": {"nom": "mutanti", "acc": "mutanty", "dat": "mutantům"}},
    "bug": {"en": ("bug", "bugs"), "g": "ma",
            "sg": {"nom": "brouk", "acc": "brouka", "dat": "broukovi"},
            "pl": {"nom": "brouci", "acc": "brouky", "dat": "broukům"}},
}

# Czech adjectives in the singular by (case, gender); the plural has one form per case.
ADJECTIVES: Final[dict[str, dict[str, dict[str, str]]]] = {
    "enemy": {"nom": {"f": "nepřátelská", "n": "nepřátelské", "mi": "nepřátelský",
                      "ma": "nepřátelský"},
              "acc": {"f": "nepřátelskou", "n": "nepřátelské", "mi": "nepřátelský",
                      "ma": "nepřátelského"},
              "dat": {"f": "nepřátelské", "n": "nepřátelskému", "mi": "nepřátelskému",
                      "ma": "nepřátelskému"}},
    "friendly": {"nom": {"f": "tvá", "n": "tvé", "mi": "tvůj", "ma": "tvůj"},
                 "acc": {"f": "svou", "n": "své", "mi": "svůj", "ma": "svého"},
                 "dat": {"f": "své", "n": "svému", "mi": "svému", "ma": "svému"}},
    "other": {"nom": {"f": "jiná", "n": "jiné", "mi": "jiný", "ma": "jiný"},
              "acc": {"f": "jinou", "n": "jiné", "mi": "jiný", "ma": "jiného"},
              "dat": {"f": "jiné", "n": "jinému", "mi": "jinému", "ma": "jinému"}},
    "random": {"nom": {"f": "náhodná", "n": "náhodné", "mi": "náhodný", "ma": "náhodný"},
               "acc": {"f": "náhodnou", "n": "náhodné", "mi": "náhodný", "ma": "náhodného"},
               "dat": {"f": "náhodné", "n": "náhodnému", "mi": "náhodnému",
                       "ma": "náhodnému"}},
}
PLURAL_ADJECTIVES: Final = {
    "enemy": {"nom": "nepřátelské", "acc": "nepřátelské", "dat": "nepřátelským"},
    "friendly": {"nom": "tvé", "acc": "své", "dat": "svým"},
    "other": {"nom": "ostatní", "acc": "ostatní", "dat": "ostatním"},
    "all": {"nom": "všechny", "acc": "všechny", "dat": "všem"},
}
def _a(word: str) -> str:
    vowel = word[0] in "aeiou" and not word.startswith("uni")
    return ("an " if vowel else "a ") + word


def noun(kind: str, lang: str, case: Case, plural: bool = False) -> str:
    forms = NOUNS[kind]
    if lang == "en":
        en = forms["en"]
        assert isinstance(en, tuple)
        return str(en[1] if plural else en[0])
    table = forms["pl" if plural else "sg"]
    assert isinstance(table, dict)
    return str(table[case])


def one(adjectives: tuple[str, ...], kind: str, lang: str, case: Case) -> str:
    """One thing: "an enemy machine", "nepřátelský stroj" (in ``case``)."""
    if lang == "en":
        words = {"enemy": "enemy", "friendly": "friendly", "other": "other",
                 "random": "random"}
        phrase = " ".join([*(words[a] for a in adjectives), noun(kind, "en", case)])
        return ("another " + phrase.replace("other ", "", 1)) if adjectives[:1] == ("other",) \
            else _a(phrase)
    gender = str(NOUNS[kind]["g"])
    return " ".join([*(ADJECTIVES[a][case][gender] for a in adjectives), noun(kind, "cs", case)])


def every(adjectives: tuple[str, ...], kind: str, lang: str, case: Case,
          active: bool = False) -> str:
    """A group: "all other friendly units", "všem svým ostatním jednotkám"."""
    if lang == "en":
        words = {"enemy": "enemy", "friendly": "friendly", "other": "other"}
        if active:
            owner = (" of the active player" if "friendly" in adjectives
                     else " of the other player" if "enemy" in adjectives else "")
            adjectives = tuple(a for a in adjectives if a not in ("friendly", "enemy"))
            return " ".join(["all", *(words[a] for a in adjectives),
                             noun(kind, "en", case, True)]) + owner
        return " ".join(["all", *(words[a] for a in adjectives), noun(kind, "en", case, True)])
    owner = ""
    if active and ("friendly" in adjectives or "enemy" in adjectives):
        owner = " hráče na tahu" if "friendly" in adjectives else " druhého hráče"
        adjectives = tuple(a for a in adjectives if a not in ("friendly", "enemy"))
    parts = [PLURAL_ADJECTIVES["all"][case], *(PLURAL_ADJECTIVES[a][case] for a in adjectives),
             noun(kind, "cs", case, True)]
    return " ".join(parts) + owner


Forms = str | dict[str, str]
"""A phrase: one English form, or Czech forms by case."""
HEROES: Final[dict[str, dict[str, dict[str, Forms]]]] = {
    # selector: {voice: {lang: {case: phrase}}}
    "you": {"plain": {"en": "your hero",
                      "cs": {"nom": "tvůj hrdina", "acc": "svého hrdinu",
                             "dat": "svému hrdinovi"}},
            "active": {"en": "the active player's hero",
                       "cs": {"nom": "hrdina hráče na tahu", "acc": "hrdinu hráče na tahu",
                              "dat": "hrdinovi hráče na tahu"}}},
    "opponent": {"plain": {"en": "the enemy hero",
                           "cs": {"nom": "nepřátelský hrdina", "acc": "nepřátelského hrdinu",
                                  "dat": "nepřátelskému hrdinovi"}},
                 "active": {"en": "the other player's hero",
                            "cs": {"nom": "hrdina druhého hráče",
                                   "acc": "hrdinu druhého hráče",
                                   "dat": "hrdinovi druhého hráče"}}},
    "each_player": {"plain": {"en": "each hero",
                              "cs": {"nom": "každý hrdina", "acc": "každého hrdinu",
                                     "dat": "každému hrdinovi"}}},
}
FIXED: Final[dict[str, dict[str, Forms]]] = {
    "self": {"en": "this unit", "cs": {"nom": "tato jednotka", "acc": "tuto jednotku",
                                      "dat": "této jednotce"}},
    "subject": {"en": "it", "cs": {"nom": "ona", "acc": "ji", "dat": "jí"}},
    "adjacent": {"en": "the adjacent units", "cs": {"nom": "sousední jednotky",
                                                   "acc": "sousední jednotky",
                                                   "dat": "sousedním jednotkám"}},
}
FILTER_WORDS: Final[dict[str, tuple[tuple[str, ...], str]]] = {
    "character": ((), "character"), "enemy_character": (("enemy",), "character"),
    "friendly_character": (("friendly",), "character"), "unit": ((), "unit"),
    "enemy_unit": (("enemy",), "unit"), "friendly_unit": (("friendly",), "unit"),
    "other_unit": (("other",), "unit"), "": ((), "unit"),
}
GROUPS: Final[dict[str, tuple[tuple[str, ...], str]]] = {
    "all_units": ((), "unit"), "enemy_units": (("enemy",), "unit"),
    "friendly_units": (("friendly",), "unit"),
    "other_friendly_units": (("friendly", "other"), "unit"),
    "other_units": (("other",), "unit"), "all_characters": ((), "character"),
    "enemy_characters": (("enemy",), "character"),
}
RANDOM: Final[dict[str, tuple[tuple[str, ...], str]]] = {
    "random_enemy_character": (("random", "enemy"), "character"),
    "random_enemy_unit": (("random", "enemy"), "unit"),
    "random_character": (("random",), "character"),
    "random_unit": (("random",), "unit"),
    "random_friendly_unit": (("random", "other", "friendly"), "unit"),
}


def target_phrase(selector: str, tag: str, lang: str, case: Case, voice: Voice) -> str:
    """Who ``selector`` (with ``tag``) names, e.g. ``enemy_units`` -> "all enemy units"."""
    if selector == "chosen":
        adjectives, kind = FILTER_WORDS.get(voice.filter, ((), "unit"))
        return one(adjectives, voice.tag or kind, lang, case)
    if selector in HEROES:
        table = HEROES[selector]
        forms = table["active" if voice.active and "active" in table else "plain"][lang]
        return forms if isinstance(forms, str) else forms[case]
    if selector in FIXED:
        fixed = FIXED[selector][lang]
        return fixed if isinstance(fixed, str) else fixed[case]
    if selector in GROUPS:
        adjectives, kind = GROUPS[selector]
        return every(adjectives, tag or kind, lang, case, voice.active)
    adjectives, kind = RANDOM[selector]
    if lang == "en" and selector == "random_friendly_unit":
        return "another random friendly " + noun(tag or kind, "en", case)
    return one(adjectives, tag or kind, lang, case)


def count_cards(n: int, lang: str, case: Case = "acc") -> str:
    """"a card", "3 cards"; "kartu", "3 karty", "5 karet"."""
    if lang == "en":
        return "a card" if n == 1 else f"{n} cards"
    if n == 1:
        return {"nom": "karta", "acc": "kartu", "dat": "kartě"}[case]
    return f"{n} karty" if 2 <= n <= 4 else f"{n} karet"


def times(n: int, lang: str) -> str:
    if n == 1:
        return ""
    return f"{n}× "


def card_label(cid: str, lang: str, voice: Voice) -> str:
    """A card named by an instruction: its name, units with their stats; in Czech after
    "kartu"/"jednotku"/"schopnost", so the name keeps its own form."""
    card = voice.cards.get(cid) if voice.cards is not None else None
    if card is None:
        return cid
    name = card.name.get(lang, cid)
    if card.type == "unit":
        name = f"{name} {card.attack}/{card.health}"
    if lang == "cs":
        kind = {"unit": "jednotku", "ability": "schopnost"}.get(card.type, "kartu")
        name = f"{kind} {name}"
    return name


def sentences(effects: tuple[Effect, ...], lang: str, voice: Voice) -> str:
    """Card text of a list of instructions."""
    return " ".join(e.say(lang, voice) for e in effects)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# ---- whole cards ------------------------------------------------------------------
HEADERS: Final = {
    "on_play": {"cs": "Při zahrání:", "en": "On play:"},
    "momentum": {"cs": "Hybnost:", "en": "Momentum:"},
    "on_summon": {"cs": "Při vyvolání:", "en": "On summon:"},
    "on_death": {"cs": "Při smrti:", "en": "On death:"},
    "on_draw": {"cs": "Při líznutí:", "en": "On draw:"},
    "on_burn": {"cs": "Při spálení:", "en": "On burn:"},
    "start_turn": {"cs": "Na začátku tvého kola:", "en": "At the start of your turn:"},
    "start_each_turn": {"cs": "Na začátku každého kola:", "en": "At the start of each turn:"},
    "end_turn": {"cs": "Na konci tvého kola:", "en": "At the end of your turn:"},
    "end_each_turn": {"cs": "Na konci každého kola:", "en": "At the end of each turn:"},
    "lasting": {"cs": "Do konce tvého kola:", "en": "Until the end of your turn:"},
}
CARD_TYPES: Final = {
    "": {"cs": "kartu", "en": "a card"}, "spell": {"cs": "kouzlo", "en": "a spell"},
    "unit": {"cs": "jednotku", "en": "a unit"}, "experiment": {"cs": "experiment",
                                                            "en": "an experiment"},
    "field": {"cs": "pole", "en": "a field"}, "ability": {"cs": "schopnost",
                                                       "en": "an ability"},
}
CONDITIONS: Final = {
    # SD-EXP-4 / SD-DEC-37: an experiment reacts in its owner's opponent's turn.
    "summon": {"cs": "Když protivník vyvolá jednotku:",
               "en": "When your opponent summons a unit:"},
    "card_played": {"cs": "Když protivník zahraje {type}:",
                    "en": "When your opponent plays {type}:"},
    "spell_played": {"cs": "Když protivník zahraje kouzlo:",
                     "en": "When your opponent plays a spell:"},
    "unit_died": {"cs": "Když zemře tvá jednotka:", "en": "When a friendly unit dies:"},
    "attack": {"cs": "Když zaútočí nepřátelská jednotka:",
               "en": "When an enemy unit attacks:"},
    "hero_damaged": {"cs": "Když tvůj hrdina dostane poškození:",
                     "en": "When your hero takes damage:"},
    "draw": {"cs": "Když si protivník lízne kartu:", "en": "When your opponent draws a card:"},
    "ability_used": {"cs": "Když protivník použije schopnost:",
                     "en": "When your opponent uses their ability:"},
}
WHO_WORDS: Final = {
    "you": {"cs": ("tvá", "zahraješ", "vyvoláš", "si lízneš", "použiješ", "tvůj"),
            "en": ("a friendly", "you play", "you summon", "you draw", "you use", "your")},
    "opponent": {"cs": ("nepřátelská", "protivník zahraje", "protivník vyvolá",
                        "si protivník lízne", "protivník použije", "nepřátelský"),
                 "en": ("an enemy", "your opponent plays", "your opponent summons",
                        "your opponent draws", "your opponent uses", "the enemy")},
    "any": {"cs": ("", "někdo zahraje", "někdo vyvolá", "si někdo lízne", "někdo použije",
                   "některý"),
            "en": ("a", "a player plays", "a player summons", "a player draws",
                   "a player uses", "a")},
}


def whenever_header(event: str, who: str, other: bool, ctype: str, tag: str,
                    lang: str) -> str:
    """"Whenever you play a spell:", "Kdykoli zemře jiná jednotka:"."""
    words = WHO_WORDS[who][lang]
    kind = tag or "unit"
    if lang == "en":
        det = {"you": "friendly ", "opponent": "enemy ", "any": ""}[who]
        unit = det + noun(kind, "en", "nom")
        unit = "another " + unit if other else _a(unit)
        phrases = {
            "summon": f"Whenever {unit} is summoned:",
            "unit_died": f"Whenever {unit} dies:",
            "attack": f"Whenever {unit} attacks:",
            "card_played": f"Whenever {words[1]} {CARD_TYPES[ctype]['en']}:",
            "spell_played": f"Whenever {words[1]} a spell:",
            "draw": f"Whenever {words[3]} a card:",
            "ability_used": f"Whenever {words[4]} an ability:",
            "hero_damaged": f"Whenever {words[5]} hero takes damage:",
        }
        return phrases[event]
    gender = str(NOUNS[kind]["g"])
    adjective = {"you": ADJECTIVES["friendly"]["nom"][gender],
                 "opponent": ADJECTIVES["enemy"]["nom"][gender], "any": ""}[who]
    other_word = ADJECTIVES["other"]["nom"][gender] if other else ""
    unit = " ".join(w for w in (adjective, other_word, noun(kind, "cs", "nom")) if w)
    phrases = {
        "summon": f"Kdykoli je vyvolán{'a' if gender == 'f' else 'o' if gender == 'n' else ''}"
                  f" {unit}:",
        "unit_died": f"Kdykoli zemře {unit}:",
        "attack": f"Kdykoli zaútočí {unit}:",
        "card_played": f"Kdykoli {words[1]} {CARD_TYPES[ctype]['cs']}:",
        "spell_played": f"Kdykoli {words[1]} kouzlo:",
        "draw": f"Kdykoli {words[3]} kartu:",
        "ability_used": f"Kdykoli {words[4]} schopnost:",
        "hero_damaged": f"Kdykoli {words[5]} hrdina dostane poškození:",
    }
    return phrases[event]


def _aura(kind: str, amount: int, scope: str, tag: str, lang: str) -> str:
    more = amount > 0
    n = abs(amount)
    each = scope == "each_player"
    if kind in ("spell_cost", "card_cost"):
        what = "spells" if kind == "spell_cost" else "cards"
        if lang == "en":
            who = "Each player's" if each else "Your"
            return f"{who} {what} cost {n} {'more' if more else 'less'}."
        if kind == "spell_cost":
            who = "Kouzla každého hráče" if each else "Tvá kouzla"
        else:
            who = "Karty každého hráče" if each else "Tvé karty"
        return f"{who} stojí o {n} {'více' if more else 'méně'}."
    if kind == "hand_limit":
        if lang == "en":
            who = "Each player may" if each else "You may"
            return f"{who} hold {n} {'more' if more else 'fewer'} cards in hand."
        who = "Každý hráč může" if each else "Můžeš"
        return f"{who} mít v ruce o {count_cards(n, 'cs')} {'více' if more else 'méně'}."
    if kind == "spell_damage":
        if lang == "en":
            return f"{'Each player has ' if each else ''}Spell damage {amount:+d}."
        return f"{'Každý hráč má ' if each else ''}Poškození kouzel {amount:+d}."
    # attack
    if scope == "adjacent":
        who = ("Adjacent " + noun(tag or "unit", "en", "nom", True)) if lang == "en" else \
            cap("sousední " + noun(tag or "unit", "cs", "nom", True))
    else:
        who = ("Your other " + noun(tag or "unit", "en", "nom", True)) if lang == "en" else \
            "Tvé ostatní " + noun(tag or "unit", "cs", "nom", True)
    return f"{who} have {amount:+d} attack." if lang == "en" else f"{who} mají {amount:+d} útoku."


def card_text(card: CardDef, lang: str, cards: Mapping[str, CardDef] | None = None) -> str:
    """The whole text of ``card`` in ``lang`` (``cs`` or ``en``), generated from its data."""
    active = card.type == "field"
    voice = Voice(active=active, filter=card.target, tag=card.target_tag, cards=cards)
    out: list[str] = []
    for kw in sorted(card.keywords, key=list(KEYWORD_NAMES).index):
        out.append(KEYWORD_NAMES[kw][lang] + ".")
    if card.spell_damage:
        out.append(("Spell damage" if lang == "en" else "Poškození kouzel")
                   + f" {card.spell_damage:+d}.")
    if card.dormant:
        if card.dormant < 0:
            out.append("Dormant." if lang == "en" else "Neaktivní.")
        elif lang == "en":
            out.append(f"Dormant for {card.dormant} of your turns.")
        else:
            out.append(f"Neaktivní po {card.dormant} "
                       f"{'tvé kolo' if card.dormant == 1 else 'tvá kola'}.")
    if card.cast_when_drawn:
        out.append("Cast when drawn." if lang == "en" else "Zahraj při líznutí.")
    if card.on_draw:  # the moment it happens first
        out.append(f"{HEADERS['on_draw'][lang]} {sentences(card.on_draw, lang, voice)}")
    if card.effects:
        text = sentences(card.effects, lang, voice)
        if card.type == "experiment":
            header = CONDITIONS[card.condition][lang].format(
                type=CARD_TYPES[card.condition_type][lang])
            out.append(f"{header} {text}")
        elif card.lasting:
            out.append(f"{HEADERS['lasting'][lang]} {text}")
        else:
            out.append(text)
    for key in ("on_play", "momentum", "on_summon", "on_burn", "start_turn",
                "start_each_turn", "end_turn", "end_each_turn", "on_death"):
        effs: tuple[Effect, ...] = getattr(card, key)
        if effs:
            out.append(f"{HEADERS[key][lang]} {sentences(effs, lang, voice)}")
    for w in card.whenever:
        header = whenever_header(w.event, w.who, w.other, w.type, w.tag, lang)
        if card.lasting:
            header = f"{HEADERS['lasting'][lang]} " + header[0].lower() + header[1:]
        out.append(f"{header} {sentences(w.effects, lang, voice)}")
    for a in card.auras:
        text = _aura(a.kind, a.amount, a.scope, a.tag, lang)
        if card.lasting:
            text = f"{HEADERS['lasting'][lang]} {text}"
        out.append(text)
    if card.revealed_in_hand:
        out.append("Your opponent sees this card in your hand." if lang == "en"
                   else "Soupeř tuto kartu vidí v tvé ruce.")
    return " ".join(out)
