"""Czech and English messages of Magic Tower: events, refusals and the menu labels of
actions.

Besides the events, the catalog holds the parts events nest (``kernel.i18n.message``):
one board field's change (``field_<name>``, see ``consequences.py``), the text of a
running effect that starts (``effect_<kind>``), a set's name (``set_<id>``) and what
an attack destroys (``lost_<what>``).
"""

from __future__ import annotations

from typing import Final

from cardtable.kernel.i18n import register_messages
from cardtable.kernel.plural import Forms

DECISION_NAME: Final = {
    "turn": {"cs": "tah", "en": "the turn"},
    "trump": {"cs": "volba trumfu", "en": "the trump choice"},
    "pay": {"cs": "platba", "en": "a payment"},
    "target": {"cs": "volba cíle", "en": "a target"},
    "kind": {"cs": "volba suroviny či zdroje", "en": "a resource or source"},
    "borrow": {"cs": "volba půjčeného kouzla", "en": "a spell to borrow"},
    "atk_target": {"cs": "cíl útoku", "en": "whom to attack"},
    "atk_size": {"cs": "velikost armády", "en": "how many soldiers attack"},
    "defend": {"cs": "obrana", "en": "the defence"},
    "allocate": {"cs": "rozdělení zranění", "en": "where the damage goes"},
    "dh_pick": {"cs": "odložení nejvyšší karty", "en": "the highest card to discard"},
    "fountain": {"cs": "surovina z fontány", "en": "the fountain's resource"},
}
"""What each pending decision is called in messages (its ``kind`` is an internal word)."""

register_messages("magic_tower", {
    "en": {
        "option_trumps": "trumps: give one collectible set per player ({players}), not "
                         "{given}.",
        "refuse_other_decision": "Player {seat} must first decide: {decision}.",
        "refuse_pay_split": "The payment must add up to the fee and fit what you hold.",
        "refuse_defend_count": "At most as many defenders as attackers left and as soldiers "
                               "you have.",
        "refuse_army_size": "Attack with one up to all of your soldiers.",
        "refuse_target_player": "Choose another player still in the game who is not "
                                "shielded from spells.",
        "refuse_highest_pick": "Pick a discardable card of your highest kind.",
        "refuse_wrong_answer": "That does not answer the decision: {decision}.",
        "refuse_not_in_hand": "That card is not in your hand.",
        "refuse_moon_first": "Moon cards cannot be played in your first turn.",
        "refuse_cannot_afford": "You cannot afford this card.",
        "refuse_combo": "A combo needs its trump text to apply, every partner in your hand, "
                        "its full cost and no moon card in your first turn.",
        "refuse_group": "The group must be in your hand, or all of it but the pile's top "
                        "card, and no moon card in your first turn.",
        "refuse_not_discardable": "This card cannot be discarded while you have another "
                                  "option.",
        "refuse_no_soldier": "You need at least one soldier to attack.",
        "refuse_spell": "That spell is not unlocked, is used up or cannot be cast now.",
        "refuse_no_pass": "You may pass only with an empty hand.",
        "refuse_not_turn_action": "That is not a move you can make this turn.",
    },
    "cs": {
        "option_trumps": "trumps: zadej jednu sběratelskou sadu za každého hráče "
                         "({players}), ne {given}.",
        "refuse_other_decision": "Nejdřív musí rozhodnout hráč {seat}: {decision}.",
        "refuse_pay_split": "Platba musí dát dohromady poplatek a odpovídat tomu, co máš.",
        "refuse_defend_count": "Nejvýš tolik obránců, kolik zbývá útočníků a kolik máš "
                               "vojáků.",
        "refuse_army_size": "Zaútoč jedním až všemi svými vojáky.",
        "refuse_target_player": "Vyber jiného hráče, který je ještě ve hře a není chráněn "
                                "před kouzly.",
        "refuse_highest_pick": "Vyber odložitelnou kartu z těch nejvyšších.",
        "refuse_wrong_answer": "To není odpověď na rozhodnutí: {decision}.",
        "refuse_not_in_hand": "Tu kartu nemáš v ruce.",
        "refuse_moon_first": "Karty měsíce nelze hrát v prvním tahu.",
        "refuse_cannot_afford": "Na tuto kartu nemáš.",
        "refuse_combo": "Kombinace potřebuje platný trumfový text, všechny partnery v ruce, "
                        "celou cenu a žádnou kartu měsíce v prvním tahu.",
        "refuse_group": "Skupina musí být v tvé ruce, nebo celá kromě vrchní karty "
                        "hromádky, a žádná karta měsíce v prvním tahu.",
        "refuse_not_discardable": "Tuto kartu nelze odložit, dokud máš jinou možnost.",
        "refuse_no_soldier": "K útoku potřebuješ aspoň jednoho vojáka.",
        "refuse_spell": "To kouzlo není odemčené, je vyčerpané nebo ho teď nelze seslat.",
        "refuse_no_pass": "Tah můžeš vynechat jen s prázdnou rukou.",
        "refuse_not_turn_action": "Tohle v tomto tahu udělat nemůžeš.",
    },
})

SOLDIERS_WITH: Final[Forms] = {"cs": ("vojákem", "vojáky", "vojáky"), "en": ("soldier", "soldiers")}
"""'Soldier' after "with"/"s" (instrumental): "s 1 vojákem", "s 5 vojáky"."""
ATTACKERS_ACC: Final[Forms] = {"cs": ("útočníka", "útočníky", "útočníků"),
                        "en": ("attacker", "attackers")}
"""'Attacker' as an object (accusative): "zabíjí 1 útočníka", "5 útočníků"."""
CARDS: Final[Forms] = {"cs": ("karta", "karty", "karet"), "en": ("card", "cards")}

register_messages("magic_tower", {
    "en": {
        "dealer": "seat {dealer} deals; seat {first} starts",
        "trump": "seat {seat} chooses {name} as trump set",
        "turn": "seat {seat} begins turn {turn}",
        "to_pile": "seat {seat} puts {name} on the pile ({how})",
        "draw": "seat {seat} draws {name}",
        "draw_hidden": "seat {seat} draws a card",
        "deck_rebuilt": "the pile is shuffled into a new deck of {cards}",
        "paid": "seat {seat} pays {total}: {changes}",
        "paid_tower": "seat {seat} cannot pay 7 for the discard and pays 15 tower instead",
        "turn_produces": "seat {seat} begins turn {turn}: {changes}",
        "changed": "seat {seat}: {changes}",
        "effect_started": "{name}: {text}",
        "no_effect": "{name}: the condition is not met, nothing happens",
        "extra_turn": "seat {seat} takes another turn",
        "nothing_to_borrow": "{name}: no other player has a spell to take",
        "expired": "{name} ends for seat {seat}",
        "blocked": "seat {seat} cannot play this turn",
        "unlocked": "seat {seat} unlocks the spell {name}",
        "eliminated": "seat {seat} is out of the game (his hand goes under the pile: "
                      "{card_names})",
        "eliminated_empty": "seat {seat} is out of the game",
        "game_over": "game over: seat {winner} wins",
        "game_draw": "game over: a draw between seats {winners}",
        "borrowed": "seat {seat} borrows {name} from seat {owner}",
        "revealed": "seat {target} shows seat {seat} the hand: {card_names}",
        "revealed_empty": "seat {target} shows seat {seat} an empty hand",
        "revealed_hidden": "seat {target} shows seat {seat} his hand",
        "took_top": "seat {seat} takes {name} from the top of the pile",
        "full_set": "seat {seat} plays the full set of {set_name}",
        "sextet": "seat {seat} plays a sextet of value {value}",
        "great_triple": "seat {seat} plays the great triple",
        "passed": "seat {seat} has no card and passes",
        "attack": "seat {seat} attacks seat {target} with {army}",
        "bolt": "seat {seat} casts Magic Bolt and kills {killed_text}",
        "battle": "battle of seat {seat} against seat {target}: defenders {defenders}, "
                  "through {through}, damage {damage}",
        "battle_bolted": "battle of seat {seat} against seat {target}: killed by Magic Bolt "
                         "{bolted}, defenders {defenders}, through {through}, damage {damage}",
        "destroyed": "seat {seat} destroys {what_name} of seat {target}",
        "cast": "seat {seat} casts {name}",
        # a board field's change (nested in changed, paid, produced)
        "field_tower": "tower {before} → {after}",
        "field_wall": "wall {before} → {after}",
        "field_fire_wall": "fire wall {before} → {after}",
        "field_gold": "gold {before} → {after}",
        "field_food": "food {before} → {after}",
        "field_mana": "mana {before} → {after}",
        "field_mines": "mines {before} → {after}",
        "field_farms": "farms {before} → {after}",
        "field_monuments": "monuments {before} → {after}",
        "field_barracks": "barracks {before} → {after}",
        "field_soldiers": "soldiers {before} → {after}",
        "field_hand_size": "hand size {before} → {after}",
        "field_archmage_gained": "gains the archmage",
        "field_archmage_lost": "loses the archmage",
        "field_fountain_gained": "gains a fountain",
        "field_fountain_lost": "loses the fountain",
        # a running effect that starts (nested in effect_started)
        "effect_spell_immune": "seat {seat} is immune to the others' spells for {turns}",
        "effect_tower_invulnerable": "seat {seat}'s tower cannot be lowered by others "
                                     "for {turns}",
        "effect_wall_invulnerable": "seat {seat}'s wall cannot be lowered by others "
                                    "for {turns}",
        "effect_freeze": "seat {seat}'s resources stay unchanged for {turns}",
        "effect_production_multiplier": "seat {seat}'s production ×{n} for {turns}",
        "effect_block_production": "seat {seat} produces no resources for {turns}",
        "effect_blocked": "seat {seat} cannot play for {turns}",
        "effect_build_multiplier": "seat {seat}'s cards adding tower or wall work ×{n} "
                                   "for {turns}",
        "effect_attack_bonus": "each attacking soldier of seat {seat} deals +{n} damage "
                               "for {turns}",
        "effect_hand_size": "seat {seat}'s hand size {n:+} for {turns}",
        "effect_great_triple": "seat {seat} plays every card with its trump text and free "
                               "for {turns}",
        "effect_fire_wall": "a fire wall of {n} protects seat {seat} for {turns}",
        "effect_recurring": "it acts again at the start of each turn of seat {seat} "
                            "for {turns}",
        # names nested in events
        "set_humans": "humans",
        "set_dragons": "dragons",
        "set_titans": "titans",
        "set_undead": "undead",
        "set_air_masters": "air masters",
        "set_water_masters": "water masters",
        "set_sun": "sun",
        "set_moon": "moon",
        "lost_mine": "a mine",
        "lost_farm": "a farm",
        "lost_monument": "a monument",
        "lost_barracks": "a barracks",
        "lost_archmage": "the archmage",
    },
    "cs": {
        "dealer": "rozdává hráč {dealer}; začíná hráč {first}",
        "trump": "hráč {seat} volí trumfovou sadu {name}",
        "turn": "hráč {seat} začíná {turn}. tah",
        "to_pile": "hráč {seat} dává {name} na hromádku ({how})",
        "draw": "hráč {seat} si lízl {name}",
        "draw_hidden": "hráč {seat} si lízl kartu",
        "deck_rebuilt": "hromádka je zamíchána do nového balíku: {cards}",
        "paid": "hráč {seat} platí {total}: {changes}",
        "paid_tower": "hráč {seat} nemá 7 na odložení a platí místo toho 15 věže",
        "turn_produces": "hráč {seat} začíná {turn}. tah: {changes}",
        "changed": "hráč {seat}: {changes}",
        "effect_started": "{name}: {text}",
        "no_effect": "{name}: podmínka není splněna, nic se neděje",
        "extra_turn": "hráč {seat} hraje ještě jeden tah",
        "nothing_to_borrow": "{name}: žádný jiný hráč nemá kouzlo, které by šlo převzít",
        "expired": "{name} končí pro hráče {seat}",
        "blocked": "hráč {seat} v tomto tahu nemůže hrát",
        "unlocked": "hráč {seat} získává kouzlo {name}",
        "eliminated": "hráč {seat} vypadává ze hry (jeho karty jdou pod hromádku: "
                      "{card_names})",
        "eliminated_empty": "hráč {seat} vypadává ze hry",
        "game_over": "konec hry: vítězí hráč {winner}",
        "game_draw": "konec hry: remíza hráčů {winners}",
        "borrowed": "hráč {seat} přebírá kouzlo {name} od hráče {owner}",
        "revealed": "hráč {target} ukazuje hráči {seat} karty: {card_names}",
        "revealed_empty": "hráč {target} ukazuje hráči {seat} prázdnou ruku",
        "revealed_hidden": "hráč {target} ukazuje hráči {seat} své karty",
        "took_top": "hráč {seat} bere z hromádky {name}",
        "full_set": "hráč {seat} vykládá celou sadu: {set_name}",
        "sextet": "hráč {seat} vykládá šestici hodnoty {value}",
        "great_triple": "hráč {seat} vykládá velkou trojici",
        "passed": "hráč {seat} nemá kartu a vynechává",
        "attack": "hráč {seat} útočí na hráče {target} s {army}",
        "bolt": "hráč {seat} sesílá Magický blesk a zabíjí {killed_text}",
        "battle": "bitva hráče {seat} proti hráči {target}: obránci {defenders}, "
                  "prošlo {through}, zranění {damage}",
        "battle_bolted": "bitva hráče {seat} proti hráči {target}: zabito Magickým bleskem "
                         "{bolted}, obránci {defenders}, prošlo {through}, zranění {damage}",
        "destroyed": "hráč {seat} ničí hráči {target} {what_name}",
        "cast": "hráč {seat} sesílá {name}",
        "field_tower": "věž {before} → {after}",
        "field_wall": "zeď {before} → {after}",
        "field_fire_wall": "ohnivá zeď {before} → {after}",
        "field_gold": "zlato {before} → {after}",
        "field_food": "jídlo {before} → {after}",
        "field_mana": "mana {before} → {after}",
        "field_mines": "doly {before} → {after}",
        "field_farms": "farmy {before} → {after}",
        "field_monuments": "monumenty {before} → {after}",
        "field_barracks": "kasárna {before} → {after}",
        "field_soldiers": "vojáci {before} → {after}",
        "field_hand_size": "velikost ruky {before} → {after}",
        "field_archmage_gained": "získává arcimága",
        "field_archmage_lost": "přichází o arcimága",
        "field_fountain_gained": "získává fontánu",
        "field_fountain_lost": "přichází o fontánu",
        "effect_spell_immune": "hráč {seat} je na {turns} netečný vůči kouzlům ostatních",
        "effect_tower_invulnerable": "věž hráče {seat} nelze na {turns} ostatními snížit",
        "effect_wall_invulnerable": "zeď hráče {seat} nelze na {turns} ostatními snížit",
        "effect_freeze": "suroviny hráče {seat} zůstávají na {turns} neměnné",
        "effect_production_multiplier": "produkce hráče {seat} ×{n} na {turns}",
        "effect_block_production": "hráč {seat} na {turns} nezískává suroviny",
        "effect_blocked": "hráč {seat} na {turns} nemůže hrát",
        "effect_build_multiplier": "karty přidávající věž či zeď mají pro hráče {seat} "
                                   "na {turns} účinek ×{n}",
        "effect_attack_bonus": "každý útočící voják hráče {seat} způsobí na {turns} "
                               "zranění +{n}",
        "effect_hand_size": "velikost ruky hráče {seat} {n:+} na {turns}",
        "effect_great_triple": "hráč {seat} hraje na {turns} všechny karty s trumfovým "
                               "textem a zdarma",
        "effect_fire_wall": "ohnivá zeď výšky {n} chrání hráče {seat} na {turns}",
        "effect_recurring": "působí znovu na začátku každého tahu hráče {seat}, na {turns}",
        "set_humans": "lidé",
        "set_dragons": "draci",
        "set_titans": "titáni",
        "set_undead": "nemrtví",
        "set_air_masters": "mistři vzduchu",
        "set_water_masters": "mistři vody",
        "set_sun": "slunce",
        "set_moon": "měsíc",
        "lost_mine": "důl",
        "lost_farm": "farmu",
        "lost_monument": "monument",
        "lost_barracks": "kasárna",
        "lost_archmage": "arcimága",
    },
})

# ---- menu labels of actions (``labels.py``): what a choice decides, in the ty register ----
# A label is either a whole sentence ("label_*") or, in a long menu, a heading shared by
# related choices ("group_*") with a short entry under it ("entry_*").
register_messages("magic_tower", {
    "en": {
        "group_trump": "Choose your trump set",
        "label_trump": "Trump set: {set}",
        "group_play": "Play a card",
        "label_play": "Play {card}",
        "group_combo": "Play a combo",
        "entry_combo": "{cards}",
        "label_combo": "Play the combo {cards}",
        "group_set": "Play a full set",
        "label_set": "Play the full set of {set}",
        "group_sextet": "Play a sextet",
        "entry_sextet": "value {value}: +15 {sources}",
        "label_sextet": "Play the sextet of value {value}: +15 {sources}",
        "label_triple": "Play the great triple",
        "group_discard": "Discard a card",
        "label_discard": "Discard {card}",
        "group_attack": "Discard a card and attack",
        "label_attack": "Discard {card} and attack",
        "group_cast": "Discard a card and cast {spell}",
        "label_cast": "Discard {card} and cast {spell}",
        "borrowed": "{spell} (borrowed)",
        "label_pass": "Pass (you have no card)",
        "group_pay": "Pay {fee}",
        "label_pay": "Pay {fee}: {parts}",
        "pay_nothing": "nothing",
        "player": "player {seat}",
        "group_target_spell": "Target of the spell {name}",
        "group_target_card": "Target of {name}",
        "group_target": "Target",
        "group_attack_target": "Attack",
        "label_attack_target": "Attack player {seat}",
        "group_kind_resource_card": "Resource for {name}",
        "group_kind_source_card": "Source for {name}",
        "group_kind_resource_spell": "Resource for the spell {name}",
        "group_kind_source_spell": "Source for the spell {name}",
        "group_kind_resource_plain": "Resource",
        "group_kind_source_plain": "Source",
        "group_borrow": "Borrow a spell",
        "entry_borrow": "{spell} (player {seat})",
        "label_borrow": "Borrow {spell} from player {seat}",
        "group_soldiers": "Soldiers to send against player {target}",
        "label_soldiers": "Send {soldiers} against player {target}",
        "group_defend": "Defence against {attackers} of player {attacker}",
        "entry_bolt": "cast {spell}",
        "label_bolt": "Cast {spell} on the attackers",
        "entry_defend_none": "no defenders",
        "label_defend_none": "Send no defenders against {attackers}",
        "entry_defend": "{soldiers}",
        "label_defend": "Defend with {soldiers} against {attackers}",
        "group_allocate": "Attack on player {defender}: {damage} damage left",
        "entry_allocate": "destroy a {what}",
        "label_allocate": "Destroy a {what} of player {defender} (10 of {damage} damage)",
        "entry_allocate_archmage": "kill the archmage",
        "label_allocate_archmage": "Kill the archmage of player {defender} (10 of {damage} "
                                   "damage)",
        "entry_rest_to_tower": "all to the tower",
        "label_rest_to_tower": "All {damage} damage to the tower of player {defender}",
        "group_highest": "Discard one of your highest cards",
        "label_highest": "Discard {card} (one of your highest cards)",
        "group_fountain": "Fountain",
        "label_fountain": "Fountain: {amount}",
    },
    "cs": {
        "group_trump": "Zvol si trumfovou sadu",
        "label_trump": "Trumfová sada: {set}",
        "group_play": "Vylož kartu",
        "label_play": "Vylož kartu {card}",
        "group_combo": "Vylož kombinaci",
        "entry_combo": "{cards}",
        "label_combo": "Vylož kombinaci {cards}",
        "group_set": "Vylož celou sadu",
        "label_set": "Vylož celou sadu: {set}",
        "group_sextet": "Vylož šestici",
        "entry_sextet": "hodnota {value}: +15 {sources}",
        "label_sextet": "Vylož šestici hodnoty {value}: +15 {sources}",
        "label_triple": "Vylož velkou trojici",
        "group_discard": "Odhoď kartu",
        "label_discard": "Odhoď kartu {card}",
        "group_attack": "Odhoď kartu a zaútoč",
        "label_attack": "Odhoď kartu {card} a zaútoč",
        "group_cast": "Odhoď kartu a sešli kouzlo {spell}",
        "label_cast": "Odhoď kartu {card} a sešli kouzlo {spell}",
        "borrowed": "{spell} (vypůjčené)",
        "label_pass": "Vynech tah (nemáš žádnou kartu)",
        "group_pay": "Zaplať {fee}",
        "label_pay": "Zaplať {fee}: {parts}",
        "pay_nothing": "nic",
        "player": "hráč {seat}",
        "group_target_spell": "Cíl kouzla {name}",
        "group_target_card": "Cíl karty {name}",
        "group_target": "Cíl",
        "group_attack_target": "Zaútoč na",
        "label_attack_target": "Zaútoč na hráče {seat}",
        "group_kind_resource_card": "Surovina pro kartu {name}",
        "group_kind_source_card": "Zdroj pro kartu {name}",
        "group_kind_resource_spell": "Surovina pro kouzlo {name}",
        "group_kind_source_spell": "Zdroj pro kouzlo {name}",
        "group_kind_resource_plain": "Surovina",
        "group_kind_source_plain": "Zdroj",
        "group_borrow": "Vypůjč si kouzlo",
        "entry_borrow": "{spell} (hráč {seat})",
        "label_borrow": "Vypůjč si kouzlo {spell} od hráče {seat}",
        "group_soldiers": "Kolik vojáků vyšleš na hráče {target}",
        "label_soldiers": "Vyšli {soldiers} na hráče {target}",
        "group_defend": "Obrana proti {attackers} hráče {attacker}",
        "entry_bolt": "sešli {spell}",
        "label_bolt": "Sešli na útočníky {spell}",
        "entry_defend_none": "bez obránců",
        "label_defend_none": "Nevysílej proti {attackers} žádné obránce",
        "entry_defend": "{soldiers}",
        "label_defend": "Braň se {soldiers} proti {attackers}",
        "group_allocate": "Útok na hráče {defender}: zbývá {damage} škody",
        "entry_allocate": "znič {what}",
        "label_allocate": "Znič hráči {defender} {what} (10 z {damage} škody)",
        "entry_allocate_archmage": "zabij arcimága",
        "label_allocate_archmage": "Zabij arcimága hráče {defender} (10 z {damage} škody)",
        "entry_rest_to_tower": "vše do věže",
        "label_rest_to_tower": "Celou škodu {damage} do věže hráče {defender}",
        "group_highest": "Odhoď jednu ze svých nejvyšších karet",
        "label_highest": "Odhoď kartu {card} (jednu ze svých nejvyšších)",
        "group_fountain": "Fontána",
        "label_fountain": "Fontána: {amount}",
    },
})

SOLDIERS_ACC: Final[Forms] = {"cs": ("vojáka", "vojáky", "vojáků"), "en": ("soldier", "soldiers")}
"""'Soldier' in the accusative: "vyšli 1 vojáka", "3 vojáky", "5 vojáků"."""
SOLDIERS_INS: Final[Forms] = {"cs": ("vojákem", "vojáky", "vojáky"), "en": ("soldier", "soldiers")}
"""'Soldier' in the instrumental: "braň se 1 vojákem", "2 vojáky"."""
ATTACKERS_DAT: Final[Forms] = {"cs": ("útočníkovi", "útočníkům", "útočníkům"),
                        "en": ("attacker", "attackers")}
"""'Attacker' in the dative: "proti 1 útočníkovi", "proti 4 útočníkům"."""
RESOURCES: Final[dict[str, Forms]] = {
    "gold": {"cs": ("zlato", "zlata", "zlata"), "en": ("gold", "gold")},
    "food": {"cs": ("jídlo", "jídla", "jídla"), "en": ("food", "food")},
    "mana": {"cs": ("mana", "many", "many"), "en": ("mana", "mana")},
}
"""The resources counted: "1 zlato", "3 zlata", "10 zlata"; "10 gold"."""
RESOURCE_NAMES: Final = {"en": {"gold": "gold", "food": "food", "mana": "mana"},
                  "cs": {"gold": "zlato", "food": "jídlo", "mana": "mana"}}
SOURCE_NAMES: Final = {"en": {"mine": "mine", "farm": "farm", "monument": "monument",
                       "barracks": "barracks"},
                "cs": {"mine": "důl", "farm": "farma", "monument": "monument",
                       "barracks": "kasárna"}}
"""A resource or source by itself (a choice of kind): "zlato", "důl"."""
SOURCES_ACC: Final = {"en": SOURCE_NAMES["en"],
               "cs": {"mine": "důl", "farm": "farmu", "monument": "monument",
                      "barracks": "kasárna"}}
"""A source in the accusative ("znič farmu")."""
SOURCES_MANY: Final = {"en": {"mine": "mines", "farm": "farms", "monument": "monuments"},
                "cs": {"mine": "dolů", "farm": "farem", "monument": "monumentů"}}
"""Sources after "+15": "+15 dolů", "+15 mines"."""
