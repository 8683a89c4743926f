"""Czech and English event messages of Magic Tower."""

from __future__ import annotations

from cardtable.kernel.i18n import register_messages

DECISION_NAME = {
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
