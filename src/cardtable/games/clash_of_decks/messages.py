"""Czech and English texts of Clash of Decks: events, abilities, levels, phases, labels.

Terms follow CD-CONTENT-7/8 and the glossary of the rules catalog.
"""

from __future__ import annotations

from typing import Final

from cardtable.kernel.i18n import register_messages

register_messages("clash_of_decks", {
    "en": {
        "option_solo_custom": "Solo cannot use the custom format; choose prepared or drafted "
                              "decks.",
        "option_first_player_duel": "first_player is a Duel option; Solo uses solo_first.",
        "option_quick_fixed": "The quick Solo game has fixed AI settings; choose "
                              "solo_game=custom to set {options}.",
        "option_custom_needs_level": "A custom Solo game needs a level (easy, medium, hard, "
                                     "heroic or mythic).",
        "option_level_points": "The AI settings are worth {points} points, but the {level} "
                               "level needs exactly {wanted}.",
        "option_two_decks": "Give two custom decks, one per player.",
        "option_deck_size": "Player {seat}'s deck has {size} cards; a deck has exactly 10.",
        "option_deck_twice": "A card appears twice in player {seat}'s deck.",
        "option_deck_unknown": "Player {seat}'s deck names cards the game does not have: "
                               "{cards}.",
        "option_solo_options_in_duel": "The AI settings and solo_game are Solo options; this "
                                       "is a Duel.",
        "option_prepared_needs_format": "prepared_decks needs the prepared format.",
        "option_prepared_numbers": "Give {players} different deck numbers from 1 to 4, not "
                                   "{decks}.",
        "option_custom_needs_decks": "The custom format needs each player's 10 cards "
                                     "(custom_decks).",
        "option_custom_needs_format": "custom_decks needs the custom format.",
        "refuse_order_returns": "Player {seat} must first choose the order in which the "
                                "destroyed creatures return.",
        "refuse_return_index": "Choose one of the creatures waiting to return ({count} in "
                               "all).",
        "refuse_no_returns": "No destroyed creatures are waiting to return.",
        "refuse_setup_unfinished": "The preparation is not finished yet.",
        "refuse_attack_phase_started": "The attack phase has already started.",
        "refuse_attacks_in_phase3": "Attacks come in the attack phase; end the summoning "
                                    "first.",
        "refuse_nobody_attacks": "No creature is left that may attack in this phase.",
        "refuse_end_turn_phase3": "You end the turn in the attack phase; start it first.",
        "refuse_not_now": "That is not possible now.",
        "refuse_wrong_stage": "That is not a decision of this part of the preparation.",
        "refuse_deck_taken": "Deck {number} is already taken; the two decks must differ.",
        "refuse_choose_deck": "Choose one of the prepared decks 1–4.",
        "refuse_draft_pick": "Pick one of the revealed cards ({count} in all).",
        "refuse_remove_pick": "Remove one of the cards of player {seat}'s revealed deck.",
        "refuse_window": "Only the {count} leftmost cards besides the Bastion/Fort may be "
                         "played.",
        "refuse_is_incantation": "{card} is an incantation: cast it on a target.",
        "refuse_is_creature": "{card} is a creature: summon it into a row.",
        "refuse_summon_phase": "Creatures are summoned only in the summoning phase.",
        "refuse_keep_one": "At least one card besides the Bastion/Fort must stay in your "
                           "hand.",
        "refuse_mana": "{card} costs {cost} mana and you have {mana} left.",
        "refuse_row": "Choose the top or the bottom row.",
        "refuse_no_target": "An incantation needs a target creature and none is in play.",
        "refuse_target": "The target must be a creature in play.",
    },
    "cs": {
        "option_solo_custom": "Sólo nemůže hrát s vlastními balíčky; zvol připravené balíčky "
                              "nebo draft.",
        "option_first_player_duel": "first_player je volba Duelu; Sólo používá solo_first.",
        "option_quick_fixed": "Rychlá sólo hra má pevné nastavení AI; k nastavení {options} "
                              "zvol solo_game=custom.",
        "option_custom_needs_level": "Vlastní sólo hra potřebuje obtížnost (easy, medium, "
                                     "hard, heroic nebo mythic).",
        "option_level_points": "Nastavení AI má hodnotu {points} bodů, ale obtížnost {level} "
                               "potřebuje přesně {wanted}.",
        "option_two_decks": "Zadej dva vlastní balíčky, jeden pro každého hráče.",
        "option_deck_size": "Balíček hráče {seat} má {size} karet; balíček má přesně 10.",
        "option_deck_twice": "Karta je v balíčku hráče {seat} dvakrát.",
        "option_deck_unknown": "Balíček hráče {seat} obsahuje karty, které hra nemá: {cards}.",
        "option_solo_options_in_duel": "Nastavení AI a solo_game jsou volby Sóla; tohle je "
                                       "Duel.",
        "option_prepared_needs_format": "prepared_decks vyžaduje formát připravených balíčků.",
        "option_prepared_numbers": "Zadej {players} různá čísla balíčků od 1 do 4, ne "
                                   "{decks}.",
        "option_custom_needs_decks": "Formát vlastních balíčků potřebuje 10 karet každého "
                                     "hráče (custom_decks).",
        "option_custom_needs_format": "custom_decks vyžaduje formát vlastních balíčků.",
        "refuse_order_returns": "Hráč {seat} musí nejdřív zvolit pořadí, v jakém se zničené "
                                "bytosti vrátí.",
        "refuse_return_index": "Vyber jednu z bytostí, které čekají na návrat (celkem "
                               "{count}).",
        "refuse_no_returns": "Žádné zničené bytosti nečekají na návrat.",
        "refuse_setup_unfinished": "Příprava ještě neskončila.",
        "refuse_attack_phase_started": "Fáze útoků už začala.",
        "refuse_attacks_in_phase3": "Útočí se ve fázi útoků; nejdřív ukonči vyvolávání.",
        "refuse_nobody_attacks": "Už nezbývá žádná bytost, která může v této fázi útočit.",
        "refuse_end_turn_phase3": "Tah končíš ve fázi útoků; nejdřív ji zahaj.",
        "refuse_not_now": "To teď nejde.",
        "refuse_wrong_stage": "To není rozhodnutí této části přípravy.",
        "refuse_deck_taken": "Balíček {number} už je vybraný; balíčky se musí lišit.",
        "refuse_choose_deck": "Vyber jeden z připravených balíčků 1–4.",
        "refuse_draft_pick": "Vyber jednu z odkrytých karet (celkem {count}).",
        "refuse_remove_pick": "Odeber jednu z karet odkrytého balíčku hráče {seat}.",
        "refuse_window": "Hrát lze jen karty nejvíc vlevo kromě Bastionu/Fortu (celkem "
                         "{count}).",
        "refuse_is_incantation": "{card} je zaklínadlo: sešli ho na cíl.",
        "refuse_is_creature": "{card} je bytost: vyvolej ji do řady.",
        "refuse_summon_phase": "Bytosti se vyvolávají jen ve fázi vyvolávání.",
        "refuse_keep_one": "V ruce ti musí zůstat aspoň jedna karta kromě Bastionu/Fortu.",
        "refuse_mana": "{card} stojí {cost} many a zbývá ti {mana}.",
        "refuse_row": "Vyber horní nebo dolní řadu.",
        "refuse_no_target": "Zaklínadlo potřebuje cílovou bytost a žádná není ve hře.",
        "refuse_target": "Cílem musí být bytost ve hře.",
    },
})

ABILITY_NAMES: Final[dict[str, dict[str, str]]] = {
    "splash": {"cs": "Šplouchnutí", "en": "Splash"},
    "pierce": {"cs": "Proražení", "en": "Pierce"},
    "fury": {"cs": "Zuřivost", "en": "Fury"},
    "protection": {"cs": "Ochrana", "en": "Protection"},
    "indestructible": {"cs": "Nezničitelný", "en": "Indestructible"},
    "berserk": {"cs": "Berserk", "en": "Berserk"},
    "sprint": {"cs": "Sprint", "en": "Sprint"},
    "aura": {"cs": "Aura", "en": "Aura"},
}
ABILITY_TAGS: Final[dict[str, str]] = {
    "splash": "Spl", "pierce": "Prc", "fury": "Fur", "protection": "Prt",
    "indestructible": "Ind", "berserk": "Brs", "sprint": "Spr",
}
LEVEL_NAMES: Final[dict[str, dict[str, str]]] = {
    "easy": {"cs": "Snadná", "en": "Easy"},
    "medium": {"cs": "Střední", "en": "Medium"},
    "hard": {"cs": "Těžká", "en": "Hard"},
    "heroic": {"cs": "Hrdinská", "en": "Heroic"},
    "mythic": {"cs": "Mýtická", "en": "Mythic"},
}
PHASE_NAMES: Final[dict[int, dict[str, str]]] = {
    1: {"cs": "Regenerace Many", "en": "Mana"},
    2: {"cs": "Vyvolávání", "en": "Summoning"},
    3: {"cs": "Útok", "en": "Attack"},
}
COMPONENT_NAMES: Final[dict[str, dict[str, str]]] = {
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

# ---- menu labels of actions (``labels.py``): what a choice decides, in the ty register ----
# A label is either a whole sentence ("label_*") or, in a long menu, a heading shared by
# related choices ("group_*") with a short entry under it ("entry_*").
register_messages("clash_of_decks", {
    "en": {
        "group_deck": "Take a prepared deck",
        "entry_deck": "deck {number}: {cards}",
        "label_deck": "Take deck {number}: {cards}",
        "group_draft": "Draft one of the revealed cards",
        "label_draft": "Draft {card}",
        "group_remove": "Remove a card from the opponent's deck",
        "label_remove": "Remove {card} from the opponent's deck",
        "group_return": "Which destroyed creature returns to the hand next",
        "label_return": "Return {card} to the hand next",
        "group_summon": "Summon {card}",
        "to_top": "to the top row",
        "to_bottom": "to the bottom row",
        "label_summon": "Summon {card} {row}",
        "group_cast": "Cast {card} on a target",
        "entry_cast": "{target} ({side}, {row}, {position})",
        "label_cast": "Cast {card} on {target} ({side}, {row}, position {position})",
        "side_own": "own",
        "side_enemy": "enemy",
        "row_top": "top row",
        "row_bottom": "bottom row",
        "label_attack_phase": "Go to the attack phase",
        "label_attack": "Next attack: {card} ({row}, position {position})",
        "label_attack_any": "Next attack",
        "label_end_turn": "End the turn (the remaining attacks resolve)",
    },
    "cs": {
        "group_deck": "Vezmi si připravený balíček",
        "entry_deck": "balíček {number}: {cards}",
        "label_deck": "Vezmi si balíček {number}: {cards}",
        "group_draft": "Vyber si jednu z odkrytých karet",
        "label_draft": "Vyber si kartu {card}",
        "group_remove": "Odstraň kartu z balíčku soupeře",
        "label_remove": "Odstraň kartu {card} z balíčku soupeře",
        "group_return": "Která zničená bytost se vrátí do ruky jako další",
        "label_return": "Vrať do ruky jako další kartu {card}",
        "group_summon": "Vyvolej {card}",
        "to_top": "do horní řady",
        "to_bottom": "do dolní řady",
        "label_summon": "Vyvolej {card} {row}",
        "group_cast": "Sešli {card} na cíl",
        "entry_cast": "{target} ({side}, {row}, {position})",
        "label_cast": "Sešli {card} na {target} ({side}, {row}, místo {position})",
        "side_own": "vlastní",
        "side_enemy": "soupeř",
        "row_top": "horní řada",
        "row_bottom": "dolní řada",
        "label_attack_phase": "Přejdi do fáze útoku",
        "label_attack": "Další útok: {card} ({row}, místo {position})",
        "label_attack_any": "Další útok",
        "label_end_turn": "Ukonči tah (zbylé útoky proběhnou)",
    },
})
