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
        "setup": "New game: {mode_name}, {format_name}",
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
        "summon": "seat {seat} summons {card_name} (pick {pick}) to {row_name}",
        "cast": "seat {seat} casts {card_name} (pick {pick}) on {target_name} "
                "(side {side}, {row_name}, position {position})",
        "attack": "{card_name} of side {side} attacks {target_name} for {amount}",
        "attack_bf": "{card_name} of side {side} hits the opponent directly for {amount}",
        "no_target": "{card_name} of side {side} finds no creature to attack",
        "sprint": "{card_name} of side {side} sprints past {passed}",
        "protected": "{card_name} of side {side} is protected",
        "unaffected": "{card_name} of side {side} is indestructible and unaffected",
        "hit": "{card_name} of side {side} takes {amount}: health {before} → {after}",
        "splash_hit": "Splash: {card_name} of side {side} takes {amount}: "
                      "health {before} → {after}",
        "pierce_hit": "Pierce: {card_name} of side {side} takes {amount}: "
                      "health {before} → {after}",
        "inc_damage": "{card_name} of side {side} takes {amount} from the incantation: "
                      "health {before} → {after}",
        "inc_splash": "Splash: {card_name} of side {side} takes {amount} from the "
                      "incantation: health {before} → {after}",
        "inc_pierce": "Pierce: {card_name} of side {side} takes {amount} from the "
                      "incantation: health {before} → {after}",
        "destroyed": "{card_name} of side {side} is destroyed",
        "returned": "{card_name} returns to the right end of seat {seat}'s hand",
        "bf_damaged": "seat {seat}'s Bastion/Fort takes {amount} and moves {moved}: "
                      "health {before} → {health}",
        "bastion_destroyed": "seat {seat}'s Bastion is destroyed and becomes the Fort",
        "fort_lost": "seat {seat}'s Fort reaches the right end of the hand",
        "game_over": "game over: seat {winner} wins",
        "game_draw": "game over: a draw",
        "ai_turn": "AI turn {turn}: {mana} mana",
        "ai_turn_last": "AI turn {turn}: {mana} mana; its last round",
        "ai_summon": "the AI summons {card_name} to {row_name}",
        "ai_cast": "the AI casts {card_name} at {row_name}",
        # names nested in events
        "mode_duel": "Duel",
        "mode_solo": "Solo",
        "format_prepared": "prepared decks",
        "format_drafted": "drafted decks",
        "format_custom": "custom decks",
        "row_name_top": "top row",
        "row_name_bottom": "bottom row",
        "row_into_top": "the top row",
        "row_into_bottom": "the bottom row",
        "row_onto_top": "the top row",
        "row_onto_bottom": "the bottom row",
        "ai_fizzle": "the AI reveals {card_name}, which has no target",
        "ai_milled": "the AI deck loses {card_names}",
        "ai_reshuffle": "the AI Bastion falls: {count} discarded cards form a new deck",
        "ai_last_round": "the AI deck is empty with the Fort showing: the AI's last round comes",
    },
    "cs": {
        "setup": "Nová hra: {mode_name}, {format_name}",
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
        "summon": "hráč {seat} vyvolává {card_name} (karta {pick}) {row_name}",
        "cast": "hráč {seat} sesílá {card_name} (karta {pick}) na {target_name} "
                "(strana {side}, {row_name}, místo {position})",
        "attack": "{card_name} strany {side} útočí na {target_name} za {amount}",
        "attack_bf": "{card_name} strany {side} zasahuje soupeře přímo za {amount}",
        "no_target": "{card_name} strany {side} nemá na koho zaútočit",
        "sprint": "{card_name} strany {side} sprintuje přes {passed}",
        "protected": "{card_name} strany {side} je chráněn",
        "unaffected": "{card_name} strany {side} je nezničitelný a odolá",
        "hit": "{card_name} strany {side} utrží {amount}: životy {before} → {after}",
        "splash_hit": "Šplouchnutí: {card_name} strany {side} utrží {amount}: "
                      "životy {before} → {after}",
        "pierce_hit": "Proražení: {card_name} strany {side} utrží {amount}: "
                      "životy {before} → {after}",
        "inc_damage": "{card_name} strany {side} utrží {amount} od zaklínadla: "
                      "životy {before} → {after}",
        "inc_splash": "Šplouchnutí: {card_name} strany {side} utrží {amount} od zaklínadla: "
                      "životy {before} → {after}",
        "inc_pierce": "Proražení: {card_name} strany {side} utrží {amount} od zaklínadla: "
                      "životy {before} → {after}",
        "destroyed": "{card_name} strany {side} je zničen",
        "returned": "{card_name} se vrací na pravý konec ruky hráče {seat}",
        "bf_damaged": "Bastion/Fort hráče {seat} utrží {amount} a posune se o {moved}: "
                      "životy {before} → {health}",
        "bastion_destroyed": "Bastion hráče {seat} je zničen a mění se na Fort",
        "fort_lost": "Fort hráče {seat} dosáhl pravého konce ruky",
        "game_over": "konec hry: vítězí hráč {winner}",
        "game_draw": "konec hry: remíza",
        "ai_turn": "tah AI {turn}: {mana} Many",
        "ai_turn_last": "tah AI {turn}: {mana} Many; je to její poslední kolo",
        "ai_summon": "AI vyvolává {card_name} {row_name}",
        "ai_cast": "AI sesílá {card_name} na {row_name}",
        "mode_duel": "Duel",
        "mode_solo": "Sólo",
        "format_prepared": "připravené balíčky",
        "format_drafted": "draftované balíčky",
        "format_custom": "vlastní balíčky",
        "row_name_top": "horní řada",
        "row_name_bottom": "dolní řada",
        "row_into_top": "do horní řady",
        "row_into_bottom": "do dolní řady",
        "row_onto_top": "horní řadu",
        "row_onto_bottom": "dolní řadu",
        "ai_fizzle": "AI odkrývá {card_name}, které nemá cíl",
        "ai_milled": "balíček AI ztrácí {card_names}",
        "ai_reshuffle": "Bastion AI padl: {count} odhozených karet tvoří nový balíček",
        "ai_last_round": "balíček AI je prázdný a ukazuje Fort: přijde poslední kolo AI",
    },
})
