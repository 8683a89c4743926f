"""Czech and English texts of Clash of Decks: events, abilities, levels, phases, labels.

Terms follow CD-CONTENT-7/8 and the glossary of the rules catalog.
"""

from __future__ import annotations

from cardtable.kernel.i18n import register_messages

ABILITY_NAMES: dict[str, dict[str, str]] = {
    "splash": {"cs": "Šplouchnutí", "en": "Splash"},
    "pierce": {"cs": "Proražení", "en": "Pierce"},
    "fury": {"cs": "Zuřivost", "en": "Fury"},
    "protection": {"cs": "Ochrana", "en": "Protection"},
    "indestructible": {"cs": "Nezničitelný", "en": "Indestructible"},
    "berserk": {"cs": "Berserk", "en": "Berserk"},
    "sprint": {"cs": "Sprint", "en": "Sprint"},
    "aura": {"cs": "Aura", "en": "Aura"},
}
ABILITY_TAGS: dict[str, str] = {
    "splash": "Spl", "pierce": "Prc", "fury": "Fur", "protection": "Prt",
    "indestructible": "Ind", "berserk": "Brs", "sprint": "Spr",
}
LEVEL_NAMES: dict[str, dict[str, str]] = {
    "easy": {"cs": "Snadná", "en": "Easy"},
    "medium": {"cs": "Střední", "en": "Medium"},
    "hard": {"cs": "Těžká", "en": "Hard"},
    "heroic": {"cs": "Hrdinská", "en": "Heroic"},
    "mythic": {"cs": "Mýtická", "en": "Mythic"},
}
PHASE_NAMES: dict[int, dict[str, str]] = {
    1: {"cs": "Regenerace Many", "en": "Mana"},
    2: {"cs": "Vyvolávání", "en": "Summoning"},
    3: {"cs": "Útok", "en": "Attack"},
}
COMPONENT_NAMES: dict[str, dict[str, str]] = {
    "bf": {"cs": "Bastion/Fort", "en": "Bastion/Fort"},
    "bastion": {"cs": "Bastion", "en": "Bastion"},
    "fort": {"cs": "Fort", "en": "Fort"},
    "bridge": {"cs": "Most", "en": "Bridge"},
}

register_messages("clash_of_decks", {
    "en": {
        "setup": "New game: {mode}, format {format}",
        "deck_chosen": "seat {seat} takes deck {deck}",
        "draft_reveal": "draft reveal {round}: {card_names}",
        "draft_pick": "seat {seat} drafts {card_name}",
        "draft_ai": "the AI takes {card_names}",
        "custom_reveal": "seat {seat} reveals the deck {card_names}",
        "custom_remove": "seat {seat} removes {card_name} from seat {owner}'s deck",
        "hand_shuffled": "seat {seat} shuffles the hand: {card_names}",
        "hand_shuffled_hidden": "seat {seat} shuffles the hand",
        "first_player": "seat {seat} starts",
        "turn_start": "turn {turn}: seat {seat} gains {mana} mana",
        "summon": "seat {seat} summons {card_name} (pick {pick}) to the {row} row",
        "cast": "seat {seat} casts {card_name} (pick {pick}) on {target_name} "
                "(side {side}, {row}, position {position})",
        "attack": "{card_name} of side {side} attacks {target_name} for {amount}",
        "attack_bf": "{card_name} of side {side} hits the opponent directly for {amount}",
        "no_target": "{card_name} of side {side} finds no creature to attack",
        "sprint": "{card_name} of side {side} sprints past {passed}",
        "protected": "{card_name} of side {side} is protected",
        "unaffected": "{card_name} of side {side} is indestructible and unaffected",
        "inc_damage": "{card_name} of side {side} takes {amount} from an incantation",
        "destroyed": "{card_name} of side {side} is destroyed",
        "returned": "{card_name} returns to the right end of seat {seat}'s hand",
        "bf_damaged": "seat {seat}'s Bastion/Fort takes {amount} and moves {moved}; "
                      "health {health}",
        "bastion_destroyed": "seat {seat}'s Bastion is destroyed and becomes the Fort",
        "fort_lost": "seat {seat}'s Fort reaches the right end of the hand",
        "game_over": "game over; winner: {winner}",
        "ai_turn": "AI turn {turn}: {mana} mana (last round: {last})",
        "ai_summon": "the AI summons {card_name} to the {row} row",
        "ai_cast": "the AI casts {card_name} at the {row} row",
        "ai_fizzle": "the AI reveals {card_name}, which has no target",
        "ai_milled": "the AI deck loses {card_names}",
        "ai_reshuffle": "the AI Bastion falls: {count} discarded cards form a new deck",
        "ai_last_round": "the AI deck is empty with the Fort showing: the AI's last round comes",
    },
    "cs": {
        "setup": "Nová hra: {mode}, formát {format}",
        "deck_chosen": "hráč {seat} si bere balíček {deck}",
        "draft_reveal": "odkrytí {round}: {card_names}",
        "draft_pick": "hráč {seat} si vybírá {card_name}",
        "draft_ai": "AI získává {card_names}",
        "custom_reveal": "hráč {seat} odkrývá balíček {card_names}",
        "custom_remove": "hráč {seat} odstraňuje {card_name} z balíčku hráče {owner}",
        "hand_shuffled": "hráč {seat} míchá ruku: {card_names}",
        "hand_shuffled_hidden": "hráč {seat} míchá ruku",
        "first_player": "začíná hráč {seat}",
        "turn_start": "tah {turn}: hráč {seat} získává {mana} Many",
        "summon": "hráč {seat} vyvolává {card_name} (karta {pick}) do řady {row}",
        "cast": "hráč {seat} sesílá {card_name} (karta {pick}) na {target_name} "
                "(strana {side}, {row}, místo {position})",
        "attack": "{card_name} strany {side} útočí na {target_name} za {amount}",
        "attack_bf": "{card_name} strany {side} zasahuje soupeře přímo za {amount}",
        "no_target": "{card_name} strany {side} nemá na koho zaútočit",
        "sprint": "{card_name} strany {side} sprintuje přes {passed}",
        "protected": "{card_name} strany {side} je chráněn",
        "unaffected": "{card_name} strany {side} je nezničitelný a odolá",
        "inc_damage": "{card_name} strany {side} utrží {amount} od zaklínadla",
        "destroyed": "{card_name} strany {side} je zničen",
        "returned": "{card_name} se vrací na pravý konec ruky hráče {seat}",
        "bf_damaged": "Bastion/Fort hráče {seat} utrží {amount} a posune se o {moved}; "
                      "životy {health}",
        "bastion_destroyed": "Bastion hráče {seat} je zničen a mění se na Fort",
        "fort_lost": "Fort hráče {seat} dosáhl pravého konce ruky",
        "game_over": "konec hry; vítěz: {winner}",
        "ai_turn": "tah AI {turn}: {mana} Many (poslední kolo: {last})",
        "ai_summon": "AI vyvolává {card_name} do řady {row}",
        "ai_cast": "AI sesílá {card_name} na řadu {row}",
        "ai_fizzle": "AI odkrývá {card_name}, které nemá cíl",
        "ai_milled": "balíček AI ztrácí {card_names}",
        "ai_reshuffle": "Bastion AI padl: {count} odhozených karet tvoří nový balíček",
        "ai_last_round": "balíček AI je prázdný a ukazuje Fort: přijde poslední kolo AI",
    },
})
