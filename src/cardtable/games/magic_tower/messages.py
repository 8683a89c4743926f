"""Czech and English event messages of Magic Tower."""

from __future__ import annotations

from cardtable.kernel.i18n import register_messages

register_messages("magic_tower", {
    "en": {
        "dealer": "seat {dealer} deals; seat {first} starts",
        "trump": "seat {seat} chooses {name} as trump set",
        "turn": "seat {seat} begins turn {turn}",
        "to_pile": "seat {seat} puts {name} on the pile ({how})",
        "draw": "seat {seat} draws {name}",
        "draw_hidden": "seat {seat} draws a card",
        "deck_rebuilt": "the pile is shuffled into a new deck of {size}",
        "paid": "seat {seat} pays {gold} gold, {food} food, {mana} mana",
        "paid_tower": "seat {seat} pays 15 tower for a discard",
        "expired": "{name} ends for seat {seat}",
        "blocked": "seat {seat} cannot play this turn",
        "unlocked": "seat {seat} unlocks the spell {name}",
        "eliminated": "seat {seat} is eliminated (hand to the pile: {cards})",
        "game_over": "game over; winners {winners} (draw: {draw})",
        "borrowed": "seat {seat} borrows {spell} from seat {owner}",
        "revealed": "seat {target} shows seat {seat} the hand {cards}",
        "revealed_hidden": "seat {target} shows seat {seat} his hand",
        "took_top": "seat {seat} takes {name} from the top of the pile",
        "full_set": "seat {seat} plays the full set {set}: tower +{tower}, wall +{wall}, "
                    "+{resources} of each resource",
        "sextet": "seat {seat} plays a sextet of {value}: +15 {source}",
        "great_triple": "seat {seat} plays the great triple",
        "passed": "seat {seat} has no card and passes",
        "attack": "seat {seat} attacks seat {target} with {soldiers} soldiers",
        "bolt": "seat {seat} casts Magic Bolt and kills {killed} attackers",
        "battle": "battle {seat} → {target}: {defenders} defenders, {bolted} bolted, "
                  "{through} get through for {damage} damage",
        "destroyed": "seat {seat} destroys a {what} of seat {target}",
        "cast": "seat {seat} casts {name}",
    },
    "cs": {
        "dealer": "rozdává hráč {dealer}; začíná hráč {first}",
        "trump": "hráč {seat} volí trumfovou sadu {name}",
        "turn": "hráč {seat} začíná {turn}. tah",
        "to_pile": "hráč {seat} dává {name} na hromádku ({how})",
        "draw": "hráč {seat} si lízl {name}",
        "draw_hidden": "hráč {seat} si lízl kartu",
        "deck_rebuilt": "hromádka zamíchána do nového balíku ({size} karet)",
        "paid": "hráč {seat} platí {gold} zlata, {food} jídla, {mana} many",
        "paid_tower": "hráč {seat} platí za odložení 15 věže",
        "expired": "{name} končí pro hráče {seat}",
        "blocked": "hráč {seat} v tomto tahu nemůže hrát",
        "unlocked": "hráč {seat} získává kouzlo {name}",
        "eliminated": "hráč {seat} vypadává (karty na hromádku: {cards})",
        "game_over": "konec hry; vítězové {winners} (remíza: {draw})",
        "borrowed": "hráč {seat} přebírá kouzlo {spell} od hráče {owner}",
        "revealed": "hráč {target} ukazuje hráči {seat} karty {cards}",
        "revealed_hidden": "hráč {target} ukazuje hráči {seat} své karty",
        "took_top": "hráč {seat} bere z hromádky {name}",
        "full_set": "hráč {seat} vykládá celou sadu {set}: věž +{tower}, zeď +{wall}, "
                    "+{resources} od každé suroviny",
        "sextet": "hráč {seat} vykládá šestici {value}: +15 {source}",
        "great_triple": "hráč {seat} vykládá velkou trojici",
        "passed": "hráč {seat} nemá kartu a vynechává",
        "attack": "hráč {seat} útočí na hráče {target} s {soldiers} vojáky",
        "bolt": "hráč {seat} sesílá Magický blesk a zabíjí {killed} útočníky",
        "battle": "bitva {seat} → {target}: {defenders} obránců, {bolted} zasaženo bleskem, "
                  "{through} proniká se zraněním {damage}",
        "destroyed": "hráč {seat} ničí hráči {target}: {what}",
        "cast": "hráč {seat} sesílá {name}",
    },
})
