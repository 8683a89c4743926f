"""Batch games, tournaments, statistics and balance reports; local pool or Ray.

Games talk to this package only through the kernel API. The hooks it asks a
game about are declared on ``Game`` with defaults that mean "not offered", so
a game overrides only the ones it has:

``balance_factions() -> Sequence[str]`` (default ``()``)
    Labels of the game's per-seat factions (prepared decks, trump sets,
    classes). A balance report then plays every pairing of them.
``balance_options(factions: Sequence[str]) -> Mapping[str, Any] | None`` (default ``None``)
    Game options for a game in which seat ``i`` plays ``factions[i]``
    (raise ``OptionError`` for a pairing the rules forbid; the report leaves
    that cell empty). A game that lists factions must implement it.
``balance_variants() -> Sequence[tuple[str, Mapping[str, Any]]]`` (default ``()``)
    Game-wide variants (label, options) to compare when there are no
    factions, e.g. a rule set or scenario; with factions and one player, the
    columns of a Solo report (each faction against the game's own opponent,
    e.g. per AI level).
``balance_name(label, lang) -> str`` (default: the label)
    The display name of a faction or variant label, as the play menu shows it.
``card_played(state, action) -> str | None``
    The card (id or name) that ``action`` plays in ``state``, asked before the
    action is applied; drives per-card play and win rates. Default: the word
    argument ``card`` of a ``play`` action.
``card_name(card, lang) -> str`` (default: the card)
    The display name of a card ``card_played`` named.
``starting_player(state) -> int | None`` (default ``None``)
    The seat that took the first turn, asked on the final state (for games
    that draw the first player after setup decisions); ``None``: the first
    seat that had to decide.
"""

from cardtable.sim.backends import BACKENDS, default_workers
from cardtable.sim.match import BotSpec, Entrant, GameResult, MatchJob, game_seed, make_job
from cardtable.sim.runner import (
    MatchOutcome,
    RunOutcome,
    TournamentOutcome,
    run_jobs,
    run_match,
    tournament,
    write_jsonl,
)
from cardtable.sim.stats import Record, Tally, wilson

__all__ = [
    "BACKENDS", "BotSpec", "Entrant", "GameResult", "MatchJob", "MatchOutcome", "Record",
    "RunOutcome", "Tally", "TournamentOutcome", "default_workers", "game_seed", "make_job",
    "run_jobs", "run_match", "tournament", "wilson", "write_jsonl",
]
