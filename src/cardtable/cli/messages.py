"""The CLI's messages in Czech and English (namespace ``cli``)."""

from __future__ import annotations

from typing import Any

from cardtable.kernel.i18n import register_messages, translate

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
    "too_many_seats": "{seats} seats named, but the game has {players} players",
    "no_legal_actions": "seat {seat} has no legal action in a game that is not over",
    "interrupted": "Interrupted.",
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
    "turn_of": "Seat {seat} to decide.",
    "your_move": "Seat {seat}, your choice (number, action, help):",
    "state_title": "{game}: what seat {seat} sees",
    "bot_moved": "Seat {seat} ({bot}):",
    "bot_moved_unseen": "Seat {seat} ({bot}) made a move you cannot see.",
    "bot_thinking": "Seat {seat} ({bot}) is thinking...",
    "record_dir_missing": "cannot record to {path}: folder {folder} does not exist",
    "since_last_turn": "Since your last turn:",
    "pass_screen": "Seat {seat}'s turn: pass the screen to seat {seat}; others look away.",
    "press_enter": "Seat {seat}? Press Enter when ready.",
    "help_actions": "Type an action's number from the list, or its text form, e.g. "
                    "'{example}'.",
    "help_commands": "Commands: help (this text), actions (the list again), state (the "
                     "table again), log (what you have seen so far).",
    "help_quit": "quit (or Ctrl-D) ends the game; with --record the game so far is saved.",
    "log_title": "Log of seat {seat}:",
    "log_empty": "Nothing has happened yet.",
    "game_stopped": "Game stopped before the end.",
    "result_title": "Result",
    "col_seat": "seat",
    "col_player": "player",
    "col_result": "result",
    "seat_human": "human",
    "result_winner": "Seat {seat} wins.",
    "result_draw": "A draw.",
    "result_nobody": "Nobody wins.",
    "result_shared": "Seats {seats} share first place.",
    "record_saved": "Game record saved to {path}",
    "record_failed": "cannot save the game record to {path}: {reason}",
    # replay
    "replay_header": "Replay of {game}: seed {seed}, {players} players, {actions} actions",
    "replay_seats": "Seats: {seats}",
    "replay_view_public": "Showing public events.",
    "replay_view_seat": "Showing what seat {seat} saw.",
    "replay_action": "{number}. seat {seat}: {action}",
    "replay_continue": "Enter: next action, q: stop",
    "replay_stopped": "Replay stopped.",
    "replay_unfinished": "The recorded game was not finished.",
    "replay_result": "Result: {returns}",
    "replay_matches": "The replay matches the record.",
    "bad_view_seat": "there is no seat {seat}; choose 0-{last}",
    # validate-cards
    "cards_title": "Card data of {game}",
    "col_file": "file",
    "col_count": "entries",
    "cards_valid": "{files} file(s), {total} entries: all valid.",
    "no_card_files": "{game} has no card files to check.",
}

CS: dict[str, str] = {
    "error_prefix": "chyba:",
    "invalid_prefix": "nelze:",
    "bad_lang": "neznámý jazyk '{lang}'; zvolte jeden z: {known}",
    "no_such_number": "akce číslo {number} neexistuje; zvolte 1-{last}",
    "option_syntax": "volba '{entry}' musí mít tvar klíč=hodnota",
    "option_twice": "volba '{key}' je zadána dvakrát",
    "unknown_seat": "neznámé místo '{name}'; zvolte z: {known}",
    "too_many_seats": "zadáno {seats} míst, ale hra má {players} hráče",
    "no_legal_actions": "hráč {seat} nemá žádný povolený tah, ačkoli hra neskončila",
    "interrupted": "Přerušeno.",
    "bye": "Na shledanou.",
    "col_id": "id",
    "col_name_cs": "název (cs)",
    "col_name_en": "název (en)",
    "col_players": "hráči",
    "no_games": "Zatím není nainstalovaná žádná hra, není co hrát.",
    "game_broken": "{game} není k dispozici: {reason}",
    "menu_title": "Jakou hru si zahrajeme?",
    "menu_prompt": "Číslo hry (1-{last}) nebo id:",
    "menu_bad_choice": "'{entry}' v nabídce není; napište 1-{last} nebo id hry",
    "starting": "{game}, semínko {seed}; místa: {seats}",
    "turn_of": "Na tahu je hráč {seat}.",
    "your_move": "Hráči {seat}, vaše volba (číslo, akce, help):",
    "state_title": "{game}: co vidí hráč {seat}",
    "bot_moved": "Hráč {seat} ({bot}):",
    "bot_moved_unseen": "Hráč {seat} ({bot}) táhl tak, že to nevidíte.",
    "bot_thinking": "Hráč {seat} ({bot}) přemýšlí...",
    "record_dir_missing": "záznam nelze uložit do {path}: složka {folder} neexistuje",
    "since_last_turn": "Od vašeho posledního tahu:",
    "pass_screen": "Na tahu je hráč {seat}: předejte mu obrazovku; ostatní se nedívejte.",
    "press_enter": "Hráči {seat}, až budete připraveni, stiskněte Enter.",
    "help_actions": "Napište číslo akce ze seznamu nebo její textový tvar, např. "
                    "'{example}'.",
    "help_commands": "Příkazy: help (tato nápověda), actions (znovu seznam akcí), state "
                     "(znovu stůl), log (co jste dosud viděli).",
    "help_quit": "quit (nebo Ctrl-D) hru ukončí; s --record se dosavadní průběh uloží.",
    "log_title": "Záznam hráče {seat}:",
    "log_empty": "Zatím se nic nestalo.",
    "game_stopped": "Hra skončila předčasně.",
    "result_title": "Výsledek",
    "col_seat": "místo",
    "col_player": "hráč",
    "col_result": "výsledek",
    "seat_human": "člověk",
    "result_winner": "Vítězí hráč {seat}.",
    "result_draw": "Remíza.",
    "result_nobody": "Nikdo nevyhrál.",
    "result_shared": "O první místo se dělí hráči {seats}.",
    "record_saved": "Záznam hry uložen do {path}",
    "record_failed": "záznam hry nelze uložit do {path}: {reason}",
    "replay_header": "Přehrávka hry {game}: semínko {seed}, hráčů {players}, tahů {actions}",
    "replay_seats": "Místa: {seats}",
    "replay_view_public": "Zobrazuji veřejné události.",
    "replay_view_seat": "Zobrazuji, co viděl hráč {seat}.",
    "replay_action": "{number}. hráč {seat}: {action}",
    "replay_continue": "Enter: další tah, q: konec",
    "replay_stopped": "Přehrávka zastavena.",
    "replay_unfinished": "Zaznamenaná hra nebyla dohrána.",
    "replay_result": "Výsledek: {returns}",
    "replay_matches": "Přehrávka odpovídá záznamu.",
    "bad_view_seat": "místo {seat} neexistuje; zvolte 0-{last}",
    "cards_title": "Data karet hry {game}",
    "col_file": "soubor",
    "col_count": "položek",
    "cards_valid": "Souborů: {files}, položek: {total}; vše v pořádku.",
    "no_card_files": "{game} nemá žádné soubory karet ke kontrole.",
}

register_messages(NAMESPACE, {"en": EN, "cs": CS})


def msg(key: str, lang: str, /, **params: Any) -> str:
    """The CLI message ``key`` in ``lang``, formatted with ``params``."""
    return translate(f"{NAMESPACE}.{key}", lang, params)
