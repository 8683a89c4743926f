"""One batch job and one game of it: who plays, with which seeds, and what is kept.

A ``MatchJob`` is pure data (picklable for process pools and Ray): the game,
the options, the entrants and a base seed. Game ``i`` of a job is fully
determined by the job and ``i``: its seed is ``game_seed(base_seed, i)``,
entrants rotate seats (``i % players``), and each bot's seed derives from the
game seed and the seat. So any backend, in any order, on any number of
workers, plays exactly the same games.

The game hooks used here are declared on ``Game`` with defaults (see
``cardtable.sim``): ``card_played(state, action)`` names the card an action
plays (for per-card statistics; by default a ``play`` action with a word
argument ``card`` plays that card), ``starting_player(state)`` names the seat
that moved first (default ``None``: the first seat to decide), and
``balance_options(factions)`` turns per-seat faction labels into game options
(default ``None``: the game has no factions).
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.bots import BOTS, Bot
from cardtable.bots.params import Param, check_params, refuse, shown
from cardtable.kernel import (
    AnyGame,
    GameRecord,
    PlayerView,
    UnknownGame,
    register,
)
from cardtable.kernel.registry import load
from cardtable.kernel.rng import Rng

_MASK = (1 << 64) - 1


def _mix(*parts: int) -> int:
    """A 63-bit seed from integers, stable on every platform (SplitMix64 steps)."""
    rng = Rng(0x5EED)
    for part in parts:
        rng = Rng((rng.next64() ^ (part & _MASK)) & _MASK)
    return rng.next64() >> 1


def game_seed(base_seed: int, index: int) -> int:
    """The seed of game ``index`` of a job with ``base_seed``."""
    return _mix(base_seed, index)


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the game with ``seed``."""
    return _mix(seed, 0xB07, seat)


def parse_value(text: str) -> Any:
    """``3`` -> 3, ``0.5`` -> 0.5, ``true`` -> True, ``[1,3]`` -> [1, 3], else the text."""
    lowered = text.strip().lower()
    if lowered in ("none", "null"):
        return None
    try:
        return json.loads(lowered if lowered in ("true", "false") else text)
    except (ValueError, RecursionError):  # not JSON, a number past 4,300 digits, deep nesting
        return text.strip()


def _accepted(name: str) -> Mapping[str, Param]:
    """The parameters bot ``name`` takes: its ``params`` table, else its signature's names
    (a bot without a table takes any value the constructor accepts)."""
    factory: Any = BOTS[name]
    table: Mapping[str, Param] | None = getattr(factory, "params", None)
    if table:
        return table
    names = [p for p in inspect.signature(factory).parameters if p != "seed"]
    return {p: Param("any") for p in names}


@dataclass(frozen=True)
class BotSpec:
    """A bot name and constructor parameters: ``ismcts:iterations=200:rollout=greedy``."""

    name: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def parse(cls, text: str) -> BotSpec:
        """Parse ``name[:key=value]...``; ``BotParamError`` (a ``ValueError`` with a
        catalogued reason) names an unknown bot, a bad part or a value out of range."""
        name, *parts = [p.strip() for p in text.strip().split(":")]
        if name not in BOTS:
            raise refuse("unknown_bot", name=shown(name), known=", ".join(BOTS))
        params: dict[str, Any] = {}
        raw_text: dict[str, str] = {}
        for part in parts:
            key, sep, raw = part.partition("=")
            if not sep or not key:
                raise refuse("not_key_value", part=shown(part))
            key = key.replace("-", "_")
            params[key], raw_text[key] = parse_value(raw), raw.strip()
        checked = check_params(name, _accepted(name), params, raw_text)
        return cls(name, tuple(checked.items()))

    def make(self, seed: int) -> Bot:
        """The bot; ``BotParamError`` names a parameter the bot does not take or a bad value."""
        factory: Any = BOTS[self.name]
        checked = check_params(self.name, _accepted(self.name), dict(self.params))
        return factory(seed, **checked)  # type: ignore[no-any-return]

    def check(self, game: AnyGame, players: int | None,
              options: Mapping[str, Any] | None) -> None:
        """``BotParamError`` when the bot cannot play this configuration (``Bot.check_table``:
        a policy file for another game), so nothing is played with it."""
        self.make(0).check_table(game, players, options)

    @property
    def label(self) -> str:
        return ":".join([self.name, *(f"{k}={v}" for k, v in self.params)])


@dataclass(frozen=True)
class Entrant:
    """One participant of a job: a bot, optionally playing a faction (deck, class...)."""

    bot: BotSpec
    faction: str | None = None
    label: str = ""

    @property
    def name(self) -> str:
        if self.label:
            return self.label
        return self.bot.label if self.faction is None else f"{self.faction} ({self.bot.label})"


@dataclass(frozen=True)
class MatchJob:
    """A batch of games with seat rotation; see the module docstring."""

    game: AnyGame
    entrants: tuple[Entrant, ...]
    games: int
    base_seed: int = 0
    options: tuple[tuple[str, Any], ...] = ()
    records: bool = False
    """Keep a ``GameRecord`` (as JSON) of every game."""
    track_cards: bool = False
    """Ask the game's ``card_played`` hook about every action."""
    faction_option: str | None = None
    """A per-seat list option that takes the factions directly (``prepared_decks``),
    instead of the game's ``balance_options`` hook."""
    first: int = 0
    """Index of the job's first game: a job covers ``first .. first + games - 1``, so
    a long run can be played in batches that continue one sequence of games."""

    @property
    def indices(self) -> range:
        return range(self.first, self.first + self.games)

    @property
    def players(self) -> int:
        return len(self.entrants)

    def seating(self, index: int) -> tuple[int, ...]:
        """Entrant index at each seat in game ``index`` (rotation by ``index``)."""
        n = self.players
        return tuple((seat + index) % n for seat in range(n))

    def options_for(self, seating: Sequence[int]) -> dict[str, Any]:
        """Game options for one seating: the job's, plus per-seat factions if any."""
        options = dict(self.options)
        factions = [self.entrants[e].faction for e in seating]
        if any(f is not None for f in factions):
            if self.faction_option is not None:
                options[self.faction_option] = [parse_value(str(f)) for f in factions]
                return options
            extra = self.game.balance_options([f for f in factions if f is not None])
            if extra is None:
                raise ValueError(f"{self.game.id} has no balance_options hook for factions")
            options.update(extra)
        return options


def make_job(game: AnyGame | str, bots: Sequence[str | BotSpec], games: int, *,
             players: int | None = None, options: Mapping[str, Any] | None = None,
             seed: int = 0, records: bool = False, track_cards: bool = False,
             first: int = 0) -> MatchJob:
    """A job from bot names or specs; the lineup repeats to fill ``players`` seats.

    The player count defaults to the number of bots if the game allows it,
    else the game's default. ``ValueError`` when the lineup cannot fit.
    """
    game = load(game) if isinstance(game, str) else game
    specs = [b if isinstance(b, BotSpec) else BotSpec.parse(b) for b in bots]
    if not specs:
        raise ValueError("at least one bot is needed")
    if players is None:
        _, parsed = game.validate_options(None, dict(options or {}))
        lo, hi = game.player_range(parsed)
        players = len(specs) if lo <= len(specs) <= hi else game.default_players
    if len(specs) > players:
        raise ValueError(f"{len(specs)} bots for {players} seats")
    if games < 1:
        raise ValueError("games must be at least 1")
    lineup = [specs[i % len(specs)] for i in range(players)]
    counts: dict[str, int] = {}
    entrants = []
    for spec in lineup:
        counts[spec.label] = counts.get(spec.label, 0) + 1
        suffix = "" if counts[spec.label] == 1 else f"#{counts[spec.label]}"
        entrants.append(Entrant(spec, label=spec.label + suffix))
    job = MatchJob(game, tuple(entrants), games, seed, tuple(sorted((options or {}).items())),
                   records=records, track_cards=track_cards, first=first)
    game.validate_options(players, job.options_for(job.seating(first)))
    for spec in specs:
        spec.check(game, players, job.options_for(job.seating(first)))
    return job


@dataclass
class GameResult:
    """What one finished game contributes to the statistics."""

    index: int
    seed: int
    seating: tuple[int, ...]
    """Entrant index at each seat."""
    returns: tuple[float, ...]
    length: int
    """Actions taken (every decision, including non-active players')."""
    first_player: int
    cards: list[tuple[int, str]] = field(default_factory=list)
    """(seat, card) for every card played, when tracked."""
    record: dict[str, Any] | None = None


def play_game(job: MatchJob, index: int) -> GameResult:
    """Play game ``index`` of ``job``; bots only ever see ``PlayerView``s."""
    game = job.game
    seed = game_seed(job.base_seed, index)
    seating = job.seating(index)
    state = game.new_state(seed=seed, players=job.players, **job.options_for(seating))
    bots = [job.entrants[e].bot.make(bot_seed(seed, seat)) for seat, e in enumerate(seating)]
    card_hook = game.card_played if job.track_cards else None
    cards: list[tuple[int, str]] = []
    if not job.records and not any(bot.reads_log() for bot in bots):
        # nobody reads the log (a record's digest covers it): results and cards come
        # from the actions and the state
        state.stop_recording()
    first = state.current_player()
    while True:
        seat = state.current_player()
        if seat is None:
            break
        action = bots[seat].choose(PlayerView(state, seat))
        if card_hook is not None:
            card = card_hook(state, action)
            if card is not None:
                cards.append((seat, str(card)))
        state.apply(action, seat)
    first_player = game.starting_player(state)
    if first_player is None:
        first_player = first if first is not None else 0
    record = None
    if job.records:
        names = [job.entrants[e].name for e in seating]
        record = GameRecord.from_state(state, seed, names).to_json()
    return GameResult(index, seed, seating, tuple(state.returns()), state.steps, first_player,
                      cards, record)


def play_chunk(job: MatchJob, indices: Sequence[int]) -> list[GameResult]:
    """Play several games of a job (the unit of work sent to a worker)."""
    register_game(job.game)
    return [play_game(job, i) for i in indices]


def register_game(game: AnyGame) -> None:
    """Make the job's game loadable by id in a worker (records and replays need it)."""
    try:
        load(game.id)
    except UnknownGame:
        register(game)

