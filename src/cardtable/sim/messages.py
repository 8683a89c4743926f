"""The texts of balance reports (page, plots, console table) in cs and en.

Registered under the ``sim`` namespace of the kernel's catalogs; ``text`` looks
one up. Counts are written as "label: number" so no plural form is needed.
"""

from __future__ import annotations

from typing import Any

from cardtable.kernel.i18n import register_messages, translate


def text(key: str, lang: str, **params: Any) -> str:
    """Message ``sim.<key>`` in ``lang`` with ``params``."""
    return translate(f"sim.{key}", lang, params)


def number(value: float, digits: int, lang: str) -> str:
    """``value`` with ``digits`` decimals and the language's decimal mark."""
    out = f"{value:.{digits}f}"
    return out.replace(".", ",") if lang == "cs" else out


def percent(value: float, lang: str, digits: int = 1) -> str:
    """``0.523`` -> ``52.3%`` (cs ``52,3 %``); ``n/a`` for ``nan``."""
    if value != value:
        return text("not_played", lang)
    sign = " %" if lang == "cs" else "%"
    return number(100 * value, digits, lang) + sign


register_messages("sim", {
    "en": {
        "page_title": "Balance report: {game}",
        "intro": "Games: {games} ({per_cell} per cell); players: {players}; bots: {bots}; "
                 "base seed {seed}; options: {options}.",
        "no_options": "none",
        "faction_option": "Factions are set through the option {option}.",
        "interrupted": "Interrupted: only the finished games are counted.",
        "matrix_heading": "Win-rate matrix",
        "kind_factions": "Win rate of the row against the column, {players} players; with more "
                         "than two, the row against a table full of the column.",
        "kind_solo": "Solo: win rate of each row against the game's own opponent, per column.",
        "kind_variants": "Win rate per variant (row) and bot (column).",
        "kind_seats": "Win rate per bot (row) and seat (column).",
        "legend_cells": "Each cell: the win rate, its 95% Wilson interval in brackets and the "
                        "number of games n.",
        "legend_colour": "Colour: blue above {centre} ({why}), red below it. The colour shows "
                         "{centre} + (rate − {centre}) × (1 − w), where w is the width of the "
                         "95% interval, so a cell with few games stays pale: 2 of 2 games won "
                         "is painted like 67%, 200 of 200 like 99%.",
        "legend_centre_fair": "the fair share of {players} players",
        "legend_centre_solo": "an even game against the game's own opponent",
        "legend_mirror": "Mirror cells (a faction against itself), hatched and shown as —, "
                         "are not coloured: they measure only chance and seat order. Their "
                         "games still count for seats, game length and cards.",
        "legend_na": "n/a: not played.",
        "overall": "overall",
        "all": "all",
        "mirror": "mirror",
        "mirror_cell": "— (mirror, n={n})",
        "mirror_unplayed": "— (mirror)",
        "mirrors_skipped": "Mirror pairings not played, the game does not allow them: {rows}.",
        "not_played": "n/a",
        "skipped": "{row} vs {col} not played: the game does not allow it",
        "variant_settings": "Options of each {what}: {items}.",
        "variant_column": "column",
        "variant_row": "row",
        "seats_heading": "First-player advantage and seats",
        "first_mover": "The first mover wins {rate}; the fair share is {fair} "
                       "(advantage {advantage} percentage points).",
        "solo_seats": "Solo: one seat, so there is no first-player or seat comparison.",
        "seat": "seat {seat}",
        "first_mover_label": "first mover",
        "col_seat": "seat",
        "col_games": "games",
        "col_rate": "win rate [95% interval]",
        "length_heading": "Game length",
        "length_summary": "Mean {mean} actions, median {median}, range {low}–{high}.",
        "cards_heading": "Cards",
        "cards_note": "Play rate: the share of player-games in which the card was played at "
                      "least once; win rate when played: the results of those player-games.",
        "col_card": "card",
        "col_plays": "plays",
        "col_play_rate": "play rate",
        "col_card_rate": "win rate when played [95% interval]",
        "no_cards": "No cards were named: the game has no {hook} hook and no {action} actions.",
        "raw_data": "Raw data beside this page: {files}.",
        "plot_matrix_factions": "{game}: win rate of row against column",
        "plot_matrix_solo": "{game}: Solo win rate against the game's opponent",
        "plot_matrix_variants": "{game}: win rate per variant and bot",
        "plot_matrix_seats": "{game}: win rate per bot and seat",
        "plot_row": "row",
        "plot_col": "column",
        "plot_colour": "win rate, paler with fewer games",
        "plot_lengths": "{game}: game length",
        "plot_actions": "actions per game",
        "plot_games": "games",
        "plot_mean": "mean {mean}",
        "plot_seats": "Win rate by seat and of the first mover",
        "plot_win_rate": "win rate",
        "plot_fair": "fair share {share}",
        "plot_cards": "Cards: play rate and win rate when played",
        "plot_play_rate": "play rate (share of player-games)",
        "plot_card_rate": "win rate when played (95% interval)",
        "wrote": "wrote {path}",
        "report_interrupted": "interrupted: the report covers the finished games only",
        "error": "error: {message}",
        "workers_below_one": "--workers must be at least 1, not {workers}",
        "ray_missing": "the ray backend needs the 'ray' extra: pip install 'cardtable[ray]'",
        "ray_bad_address": "--address '{address}' is not host:port (or ray://host:port)",
        "ray_unreachable": "cannot reach the Ray cluster at {address}: {reason}",
        "workers_capped": "warning: {asked} workers asked for, more than the machine's "
                          "cores ({cores}): using {cores}",
        "jsonl_failed": "error: writing {path} stopped: {reason} (the results above are "
                        "complete)",
        "write_failed": "error: the report could not be written to {path}: {reason} (the "
                        "results above are complete)",
    },
    "cs": {
        "page_title": "Zpráva o vyváženosti: {game}",
        "intro": "Počet her: {games} ({per_cell} v každé buňce); počet hráčů: {players}; "
                 "boti: {bots}; základní seed {seed}; volby: {options}.",
        "no_options": "žádné",
        "faction_option": "Frakce se nastavují volbou {option}.",
        "interrupted": "Přerušeno: počítají se jen dohrané hry.",
        "matrix_heading": "Matice podílu výher",
        "kind_factions": "Podíl výher řádku proti sloupci, počet hráčů: {players}; při více "
                         "než dvou hráčích řádek proti stolu plnému sloupce.",
        "kind_solo": "Sólo: podíl výher každého řádku proti protivníkovi, kterého hraje hra "
                     "sama, podle sloupce.",
        "kind_variants": "Podíl výher podle varianty (řádek) a bota (sloupec).",
        "kind_seats": "Podíl výher podle bota (řádek) a místa u stolu (sloupec).",
        "legend_cells": "Každá buňka: podíl výher, v hranatých závorkách jeho 95% Wilsonův "
                        "interval a počet her n.",
        "legend_colour": "Barva: nad {centre} ({why}) modrá, pod {centre} červená. Barva ukazuje "
                         "{centre} + (podíl − {centre}) × (1 − w), kde w je šířka 95% "
                         "intervalu, takže buňka s málo hrami zůstane bledá: 2 výhry ze 2 her "
                         "mají barvu jako 67 %, 200 z 200 jako 99 %.",
        "legend_centre_fair": "spravedlivý podíl při počtu hráčů {players}",
        "legend_centre_solo": "vyrovnaná hra proti protivníkovi, kterého hraje hra",
        "legend_mirror": "Zrcadlové buňky (frakce proti sobě samé), šrafované a označené —, "
                         "nejsou obarvené: měří jen náhodu a pořadí míst. Jejich hry se "
                         "přesto počítají do míst, délky her a karet.",
        "legend_na": "nehráno: tato dvojice se nehrála.",
        "overall": "celkem",
        "all": "vše",
        "mirror": "zrcadlo",
        "mirror_cell": "— (zrcadlo, n={n})",
        "mirror_unplayed": "— (zrcadlo)",
        "mirrors_skipped": "Zrcadlové dvojice se nehrály, hra je nedovoluje: {rows}.",
        "not_played": "nehráno",
        "skipped": "{row} proti {col} se nehrálo: hra to nedovoluje",
        "variant_settings": "Volby každého {what}: {items}.",
        "variant_column": "sloupce",
        "variant_row": "řádku",
        "seats_heading": "Výhoda prvního hráče a místa u stolu",
        "first_mover": "Hráč, který začíná, vyhrává {rate}; spravedlivý podíl je {fair} "
                       "(výhoda {advantage} procentního bodu).",
        "solo_seats": "Sólo: jediné místo u stolu, takže nelze srovnat začínajícího hráče "
                      "ani místa.",
        "seat": "hráč {seat}",
        "first_mover_label": "začínající hráč",
        "col_seat": "místo",
        "col_games": "počet her",
        "col_rate": "podíl výher [95% interval]",
        "length_heading": "Délka hry",
        "length_summary": "Průměr {mean} akcí, medián {median}, rozsah {low}–{high}.",
        "cards_heading": "Karty",
        "cards_note": "Podíl zahrání: podíl her jednotlivých hráčů, ve kterých hráč kartu "
                      "zahrál aspoň jednou; podíl výher při zahrání: výsledky těchto her.",
        "col_card": "karta",
        "col_plays": "zahrání",
        "col_play_rate": "podíl zahrání",
        "col_card_rate": "podíl výher při zahrání [95% interval]",
        "no_cards": "Žádné karty nebyly pojmenovány: hra nemá háček {hook} ani akce {action}.",
        "raw_data": "Surová data vedle této stránky: {files}.",
        "plot_matrix_factions": "{game}: podíl výher řádku proti sloupci",
        "plot_matrix_solo": "{game}: podíl výher v sólu proti protivníkovi hry",
        "plot_matrix_variants": "{game}: podíl výher podle varianty a bota",
        "plot_matrix_seats": "{game}: podíl výher podle bota a místa",
        "plot_row": "řádek",
        "plot_col": "sloupec",
        "plot_colour": "podíl výher, bledší při menším počtu her",
        "plot_lengths": "{game}: délka hry",
        "plot_actions": "akcí ve hře",
        "plot_games": "počet her",
        "plot_mean": "průměr {mean}",
        "plot_seats": "Podíl výher podle místa a začínajícího hráče",
        "plot_win_rate": "podíl výher",
        "plot_fair": "spravedlivý podíl {share}",
        "plot_cards": "Karty: podíl zahrání a podíl výher při zahrání",
        "plot_play_rate": "podíl zahrání (z her jednotlivých hráčů)",
        "plot_card_rate": "podíl výher při zahrání (95% interval)",
        "wrote": "zapsáno {path}",
        "report_interrupted": "přerušeno: zpráva zahrnuje jen dohrané hry",
        "error": "chyba: {message}",
        "workers_below_one": "--workers musí být aspoň 1, ne {workers}",
        "ray_missing": "backend ray potřebuje doplněk 'ray': pip install 'cardtable[ray]'",
        "ray_bad_address": "--address '{address}' nemá tvar host:port (ani ray://host:port)",
        "ray_unreachable": "cluster Ray na adrese {address} není dostupný: {reason}",
        "workers_capped": "upozornění: požadovaných pracovních procesů je {asked}, víc než "
                          "jader počítače ({cores}): použije se {cores}",
        "jsonl_failed": "chyba: zápis do {path} se zastavil: {reason} (výsledky výše jsou "
                        "úplné)",
        "write_failed": "chyba: zprávu nelze zapsat do {path}: {reason} (výsledky výše jsou "
                        "úplné)",
    },
})
