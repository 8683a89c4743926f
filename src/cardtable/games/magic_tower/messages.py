"""Czech and English event messages of Magic Tower.

Besides the events, the catalog holds the parts events nest (``kernel.i18n.message``):
one board field's change (``field_<name>``, see ``consequences.py``), the text of a
running effect that starts (``effect_<kind>``), a set's name (``set_<id>``) and what
an attack destroys (``lost_<what>``).
"""

from __future__ import annotations

from cardtable.kernel.i18n import register_messages
from cardtable.kernel.plural import Forms

SOLDIERS_WITH: Forms = {"cs": ("vojákem", "vojáky", "vojáky"), "en": ("soldier", "soldiers")}
"""'Soldier' after "with"/"s" (instrumental): "s 1 vojákem", "s 5 vojáky"."""
ATTACKERS_ACC: Forms = {"cs": ("útočníka", "útočníky", "útočníků"),
                        "en": ("attacker", "attackers")}
"""'Attacker' as an object (accusative): "zabíjí 1 útočníka", "5 útočníků"."""
CARDS: Forms = {"cs": ("karta", "karty", "karet"), "en": ("card", "cards")}

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
