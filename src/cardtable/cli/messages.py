"""The CLI's messages in Czech and English (namespace ``cli``)."""

from __future__ import annotations

from typing import Any

from cardtable.kernel.i18n import register_messages, translate
from cardtable.kernel.untrusted import clean, shorten

NAMESPACE = "cli"

EN: dict[str, str] = {
    # errors and refusals
    "error_prefix": "error:",
    "invalid_prefix": "not accepted:",
    "bad_lang": "unknown language '{lang}'; choose one of {known}",
    "no_such_number": "there is no action number {number}; choose 1-{last}",
    "option_syntax": "option '{entry}' must look like key=value",
    "option_twice": "option '{key}' is given twice",
    "unknown_seat": "unknown seat '{name}'; choose from {known}",
    "bad_seat": "seat '{name}': {reason}",
    "too_many_seats": "{seats} seats named, but the game has {players}",
    "players_impossible": "{game} is for {allowed}, not {players}.",
    "players_impossible_options": "{game} with these options is for {allowed}, not {players}.",
    "options_impossible": "these options make no game of {game}: {reason}",
    "option_unknown": "{game} has no option '{key}'; its options are: {known}",
    "option_bad_value": "option '{key}' of {game} cannot be '{value}': {detail}",
    "option_expected": "choose one of {expected}",
    "option_at_least": "it must be at least {limit}",
    "option_at_most": "it must be at most {limit}",
    "option_more_than": "it must be more than {limit}",
    "option_less_than": "it must be less than {limit}",
    "option_whole_number": "it must be a whole number",
    "option_true_false": "it must be true or false",
    "option_comma_list": "it must be a list separated by commas",
    "no_choice_fits": "no answer to '{question}' fits",
    "setup_only_choice": "{question} {choice}: the only choice that fits the game as set up "
                         "so far.",
    "only_game": "Only one game is installed, so we play {game}.",
    "no_legal_actions": "{name} has no legal action in a game that is not over",
    "interrupted": "Interrupted.",
    "web_missing": "the web server needs the web extra ({module} is missing): "
                   "pip install 'cardtable[web]'",
    "bye": "Goodbye.",
    # games and the menu
    "col_id": "id",
    "col_name_cs": "name (cs)",
    "col_name_en": "name (en)",
    "col_players": "players",
    "no_games": "No game is installed yet, so there is nothing to play.",
    "game_broken": "{game} is not available: {reason}",
    "menu_title": "Which game shall we play?",
    "menu_prompt": "Game number (1-{last}) or id:",
    "menu_bad_choice": "'{entry}' is not in the menu; type 1-{last} or a game id",
    # playing
    "starting": "{game}, seed {seed}; seats: {seats}",
    "you": "You",
    "opponent": "Opponent",
    "player_n": "Player {seat}",
    "bad_seat_name": "the seat name '{name}' must be 1 to {most} printable characters",
    "seat_name_twice": "two seats are named '{name}'",
    "turn_you": "Your turn.",
    "turn_named": "{name}, your turn.",
    "your_move": "Your choice (number, info, help):",
    "not_an_action": "'{entry}' is neither a number from the list nor an action's text form "
                     "('actions text' lists them).",
    "your_move_named": "{name}, your choice (number, info, help):",
    "state_title": "{game}: what you see",
    "state_title_named": "{game}: what {name} sees",
    "bot_moved": "{name}: {action}",
    "bot_moved_unseen": "{name}: a choice you cannot see.",
    "bot_thinking": "{name} is thinking...",
    "since_last_turn": "Since your last turn:",
    "pass_screen": "Next: {name}. Pass the screen to {name}; everyone else looks away.",
    "press_enter": "{name}: press Enter when you have the screen.",
    "help_actions": "Type the number of a choice; 'actions text' lists the text forms for "
                    "typing.",
    "help_commands": "Commands: help (this text), info and a card's number or name (the "
                     "card's text), actions (all choices), actions text (their text forms), "
                     "more (the next page), state (the table again), log (what you have "
                     "seen so far).",
    "menu_page": "Page {page} of {pages}: 'more' shows the next page; every number can "
                 "be typed.",
    "actions_page": "Actions {first}–{last} of {total}: more shows the next ones, actions "
                    "all of them.",
    "info_usage": "type info and a card's number or name, e.g. 'info {example}'",
    "info_usage_name": "type info and a card's name",
    "info_no_numbers": "no card has the number {number} on the screen; type the card's name",
    "info_no_number": "no card has the number {number} on the screen; the numbers are "
                      "{numbers}",
    "info_which": "'{entry}' fits several cards: {names}; type more of the name",
    "info_and_more": "and {more} more",
    "info_unknown": "no card is called '{entry}'",
    "info_no_text": "(no text: it does only what its numbers say)",
    "legend_title": "What the screen shows",
    "glossary_title": "Words of the game",
    "help_quit": "quit (or Ctrl-D) ends the game; with --record the game so far is saved.",
    "log_title": "Your log:",
    "log_empty": "Nothing has happened yet.",
    "game_stopped": "Game stopped before the end.",
    "result_title": "Result",
    "col_seat": "seat",
    "col_player": "player",
    "col_result": "result",
    "seat_human": "human",
    "result_winner": "Winner: {name}.",
    "result_you_win": "You win.",
    "result_you_lose": "You lose.",
    "result_draw": "A draw.",
    "result_nobody": "Nobody wins.",
    "setup_prompt": "Your choice (1-{last})",
    "setup_bad_choice": "'{entry}' is not a choice; type a number from 1 to {last}.",
    "result_shared": "Sharing first place: {names}.",
    "record_saved": "Game record saved to {path}",
    "record_failed": "cannot save the game record to {path}: {reason}",
    # replay
    "replay_header": "Replay of {game}: seed {seed}, {players}, {actions}",
    "replay_seats": "Seats: {seats}",
    "replay_view_public": "Replay from the public side: what everyone at the table saw.",
    "replay_view_seat": "Replay from the side of seat {seat} ({name}).",
    "replay_action": "{number}. {name}: {action}",
    "hidden_choice": "a hidden choice",
    "replay_start": "Start",
    "replay_step": "After action {number}",
    "replay_board_public": "{when}: the table as everyone sees it",
    "replay_board_seat": "{when}: what you see",
    "replay_continue": "Enter: next action, q: stop",
    "replay_stopped": "Replay stopped.",
    "replay_unfinished": "The recorded game was not finished.",
    "replay_result": "Result: {returns}",
    "replay_matches": "The replay matches the record.",
    "replay_unchecked": "The record holds no digest of its final state: the game was "
                        "replayed to its end, but the final state was not checked.",
    "bad_view_seat": "there is no seat {seat}; choose 0-{last}",
    # validate-cards
    "cards_title": "Card data of {game}",
    "col_file": "file",
    "col_count": "entries",
    "cards_valid": "{files} file(s), {total} entries: all valid.",
    "no_card_files": "{game} has no card files to check.",
    # cards
    "cards_header": "{game}: {cards}",
    "cards_none": "{game} has no cards to list.",
}

CS: dict[str, str] = {
    "error_prefix": "chyba:",
    "invalid_prefix": "nelze:",
    "bad_lang": "neznámý jazyk '{lang}'; zvol jeden z: {known}",
    "no_such_number": "akce číslo {number} neexistuje; zvol 1-{last}",
    "option_syntax": "volba '{entry}' musí mít tvar klíč=hodnota",
    "option_twice": "volba '{key}' je zadána dvakrát",
    "unknown_seat": "neznámé místo '{name}'; zvol z: {known}",
    "bad_seat": "místo '{name}': {reason}",
    "too_many_seats": "zadaných míst je {seats}, ale hra má {players}",
    "players_impossible": "{game} je pro {allowed}, ne pro {players}.",
    "players_impossible_options": "{game} je s těmito volbami pro {allowed}, ne pro {players}.",
    "options_impossible": "s těmito volbami nelze hrát {game}: {reason}",
    "option_unknown": "{game} nemá volbu '{key}'; má tyto volby: {known}",
    "option_bad_value": "volba '{key}' hry {game} nemůže mít hodnotu '{value}': {detail}",
    "option_expected": "zvol jednu z hodnot {expected}",
    "option_at_least": "musí být aspoň {limit}",
    "option_at_most": "musí být nejvýš {limit}",
    "option_more_than": "musí být větší než {limit}",
    "option_less_than": "musí být menší než {limit}",
    "option_whole_number": "musí to být celé číslo",
    "option_true_false": "musí to být true nebo false",
    "option_comma_list": "musí to být seznam oddělený čárkami",
    "no_choice_fits": "na otázku '{question}' nesedí žádná odpověď",
    "setup_only_choice": "{question} {choice}: jediná možnost, která sedí k dosavadnímu "
                         "nastavení hry.",
    "only_game": "Nainstalovaná je jen jedna hra, hrajeme tedy {game}.",
    "no_legal_actions": "{name} nemá žádnou povolenou akci, ačkoli hra neskončila",
    "interrupted": "Přerušeno.",
    "web_missing": "webový server potřebuje doplněk web (chybí {module}): "
                   "pip install 'cardtable[web]'",
    "bye": "Na shledanou.",
    "col_id": "id",
    "col_name_cs": "název (cs)",
    "col_name_en": "název (en)",
    "col_players": "hráči",
    "no_games": "Zatím není nainstalovaná žádná hra, není co hrát.",
    "game_broken": "{game} není k dispozici: {reason}",
    "menu_title": "Jakou hru si zahrajeme?",
    "menu_prompt": "Číslo hry (1-{last}) nebo id:",
    "menu_bad_choice": "'{entry}' v nabídce není; napiš 1-{last} nebo id hry",
    "starting": "{game}, semínko {seed}; místa: {seats}",
    "you": "Ty",
    "opponent": "Soupeř",
    "player_n": "Hráč {seat}",
    "bad_seat_name": "jméno místa '{name}' musí mít 1 až {most} tisknutelných znaků",
    "seat_name_twice": "dvě místa mají jméno '{name}'",
    "turn_you": "Jsi na tahu.",
    "turn_named": "{name}, jsi na tahu.",
    "your_move": "Tvoje volba (číslo, karta, pomoc):",
    "not_an_action": "'{entry}' není číslo ze seznamu ani textový tvar akce ('akce text' je "
                     "vypíše).",
    "your_move_named": "{name}, tvoje volba (číslo, karta, pomoc):",
    "state_title": "{game}: co vidíš",
    "state_title_named": "{game}: co vidí {name}",
    "bot_moved": "{name}: {action}",
    "bot_moved_unseen": "{name}: volba, kterou nevidíš.",
    "bot_thinking": "{name} přemýšlí...",
    "since_last_turn": "Od tvého posledního tahu:",
    "pass_screen": "Další na tahu: {name}. Předej obrazovku; ostatní se nedívají.",
    "press_enter": "{name}: stiskni Enter, až budeš mít obrazovku.",
    "help_actions": "Napiš číslo volby; 'akce text' vypíše textové tvary pro psaní.",
    "help_commands": "Příkazy: pomoc (tato nápověda), karta a číslo nebo jméno karty (text "
                     "karty), akce (všechny volby), akce text (jejich textové tvary), další "
                     "(další strana), stav (znovu stůl), záznam (co jsi dosud viděl).",
    "menu_page": "Strana {page} z {pages}: 'další' ukáže další stranu; zadat můžeš "
                 "kterékoli číslo.",
    "actions_page": "Akce {first}–{last} z {total}: další ukáže další, akce všechny.",
    "info_usage": "napiš karta a číslo nebo jméno karty, např. 'karta {example}'",
    "info_usage_name": "napiš karta a jméno karty",
    "info_no_numbers": "žádná karta na obrazovce nemá číslo {number}; napiš jméno karty",
    "info_no_number": "žádná karta na obrazovce nemá číslo {number}; čísla jsou {numbers}",
    "info_which": "'{entry}' sedí na víc karet: {names}; napiš víc ze jména",
    "info_and_more": "a další ({more})",
    "info_unknown": "žádná karta se nejmenuje '{entry}'",
    "info_no_text": "(bez textu: dělá jen to, co říkají její čísla)",
    "legend_title": "Co je na obrazovce",
    "glossary_title": "Pojmy hry",
    "help_quit": "konec (nebo Ctrl-D) hru ukončí; s --record se dosavadní průběh uloží.",
    "log_title": "Tvůj záznam:",
    "log_empty": "Zatím se nic nestalo.",
    "game_stopped": "Hra skončila předčasně.",
    "result_title": "Výsledek",
    "col_seat": "místo",
    "col_player": "hráč",
    "col_result": "výsledek",
    "seat_human": "člověk",
    "result_winner": "Vítěz: {name}.",
    "result_you_win": "Vyhrál jsi.",
    "result_you_lose": "Prohrál jsi.",
    "result_draw": "Remíza.",
    "result_nobody": "Nikdo nevyhrál.",
    "setup_prompt": "Tvoje volba (1-{last})",
    "setup_bad_choice": "'{entry}' není na výběr; napiš číslo od 1 do {last}.",
    "result_shared": "O první místo se dělí: {names}.",
    "record_saved": "Záznam hry uložen do {path}",
    "record_failed": "záznam hry nelze uložit do {path}: {reason}",
    "replay_header": "Přehrávka hry {game}: semínko {seed}, {players}, {actions}",
    "replay_seats": "Místa: {seats}",
    "replay_view_public": "Přehrávka z veřejného pohledu: co u stolu viděli všichni.",
    "replay_view_seat": "Přehrávka z pohledu místa {seat} ({name}).",
    "replay_action": "{number}. {name}: {action}",
    "hidden_choice": "skrytá volba",
    "replay_start": "Začátek",
    "replay_step": "Po akci {number}",
    "replay_board_public": "{when}: stůl, jak ho vidí všichni",
    "replay_board_seat": "{when}: co vidíš",
    "replay_continue": "Enter: další akce, q: konec",
    "replay_stopped": "Přehrávka zastavena.",
    "replay_unfinished": "Zaznamenaná hra nebyla dohrána.",
    "replay_result": "Výsledek: {returns}",
    "replay_matches": "Přehrávka odpovídá záznamu.",
    "replay_unchecked": "Záznam nemá otisk konečného stavu: hra byla přehrána do konce, "
                        "ale konečný stav ověřen nebyl.",
    "bad_view_seat": "místo {seat} neexistuje; zvol 0-{last}",
    "cards_title": "Data karet hry {game}",
    "col_file": "soubor",
    "col_count": "položek",
    "cards_valid": "Souborů: {files}, položek: {total}; vše v pořádku.",
    "no_card_files": "{game} nemá žádné soubory karet ke kontrole.",
    "cards_header": "{game}: {cards}",
    "cards_none": "{game} nemá žádné karty k vypsání.",
}

register_messages(NAMESPACE, {"en": EN, "cs": CS})


TYPED = ("entry", "number")
"""Parameters that quote what the user typed: cut to ``TYPED_LIMIT`` characters."""
TYPED_LIMIT = 60


def msg(key: str, lang: str, /, **params: Any) -> str:
    """The CLI message ``key`` in ``lang``, formatted with ``params`` (a typed entry is
    quoted short and without control characters)."""
    for name in TYPED:
        if isinstance(params.get(name), str):
            params[name] = shorten(clean(params[name]), TYPED_LIMIT)
    return translate(f"{NAMESPACE}.{key}", lang, params)
