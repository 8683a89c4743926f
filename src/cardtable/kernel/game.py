"""``Game`` and ``State``: the contract every game meets.

The kernel owns the guards common to all games (no action after the end, the
wrong seat, an unknown or illegal action, the state left unchanged on error,
history, RNG, events, serialisation and cloning). A game implements small
hooks named with a leading underscore: ``_setup``, ``_current``,
``_terminal``, ``_returns``, ``_legal``, ``_apply``, ``_observation`` and,
when it has hidden information, ``_determinize``.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Final,
    Generic,
    NamedTuple,
    Self,
    TypeAlias,
    TypeVar,
)

from pydantic import ValidationError

from cardtable.kernel import integrity, serial
from cardtable.kernel.action import Action
from cardtable.kernel.compiled import mypyc_attr
from cardtable.kernel.encoding import ActionSpace
from cardtable.kernel.errors import (
    CardtableError,
    IllegalAction,
    OptionError,
    Refusal,
    StateError,
    UnknownCard,
)
from cardtable.kernel.events import Event, ParamsBuilder, events_for
from cardtable.kernel.integrity import IntegrityError, Key
from cardtable.kernel.options import GameOptions as GameOptions  # re-exported
from cardtable.kernel.options import NoOptions as NoOptions
from cardtable.kernel.rng import Rng
from cardtable.kernel.setup import SetupQuestion
from cardtable.kernel.tensor import TensorError, TensorLayout, TensorWriter
from cardtable.kernel.untrusted import short as _short
from cardtable.kernel.untrusted import shorten

if TYPE_CHECKING:
    from cardtable.kernel.view import PlayerView

ENGINE_VERSION: Final = "0.1.0"


class MenuEntry(NamedTuple):
    """An action as one entry of a grouped menu (``Game.menu_entry``)."""

    group: str
    """The heading shared by related choices ("Discard a card and attack"); "" for none."""
    entry: str
    """The choice under that heading ("Royal Archers"), or the whole label without one."""


S = TypeVar("S", bound="State")
"""A game's state class (``Game[S, O]``)."""
O = TypeVar("O", bound=GameOptions)  # noqa: E741
"""A game's options model (``Game[S, O]``)."""


def _format_validation_error(game_id: str, error: ValidationError) -> str:
    first = error.errors()[0]
    loc = ".".join(str(p) for p in first["loc"]) or "options"
    return f"{game_id}: option '{loc}': {first['msg']}"


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(ABC, Generic[S, O]):
    """A game: metadata, options, and the factory of its states.

    Subclasses name their state and options types (``class MyGame(Game[MyState,
    MyOptions])``), set the class attributes and ``state_class``; a single
    instance is registered by id. Front ends that hold any game use ``AnyGame``.

    Every hook a front end may call is declared here with a default, so a game
    overrides only what it offers and callers never probe with ``getattr``.
    """

    id: ClassVar[str]
    names: ClassVar[Mapping[str, str]]
    """Display names, ``{"cs": ..., "en": ...}``."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int] = 2
    # The default suits only ``Game[..., NoOptions]``; every other game sets its model.
    options_model: ClassVar[type[O]] = NoOptions  # type: ignore[assignment]
    state_class: ClassVar[type[S]]
    action_space: ClassVar[ActionSpace]
    out_of_turn_rule: ClassVar[str] = ""
    """The rule ID a refusal names when a seat acts while another must decide (e.g. a
    game's "only the current player acts" rule); empty: none."""
    zero_sum: ClassVar[bool] = False
    """Whether the returns of every finished game sum to 0 (a win against a loss, or a
    draw), in every configuration; RL adapters declare the game zero-sum then."""
    bot_params: ClassVar[Mapping[str, Mapping[str, Any]]] = {}
    """Tuned defaults per bot name, e.g. ``{"ismcts": {"rollout_depth": 4}}``.

    A bot uses them for every parameter its caller did not set; what a game
    puts here is measured (see ``benchmarks/strength.py``), not guessed.
    """

    # ---- states ----------------------------------------------------------
    def validate_options(self, players: object, options: Mapping[str, Any]
                         ) -> tuple[int, O]:
        """Check the player count (a whole number or ``None``, the default count) and
        options; raise ``OptionError`` naming the option. ``players`` (and ``new_state``'s
        ``seed`` and ``players``) are declared ``object`` because they are checked here: the
        compiled build's entry points would refuse a string with a ``TypeError`` and take
        ``True`` for 1."""
        try:
            opts = self.options_model(**options)
        except ValidationError as exc:
            raise OptionError(_format_validation_error(self.id, exc)) from None
        n = self.default_players_for(opts) if players is None else players
        if isinstance(n, bool) or not isinstance(n, int):
            raise OptionError(f"{self.id}: players must be a whole number, not {n!r}")
        lo, hi = self.player_range(opts)
        if not lo <= n <= hi:
            raise OptionError(f"{self.id}: players must be between {lo} and {hi}, not {n}")
        self.check_options(n, opts)
        return n, opts

    def player_range(self, options: O) -> tuple[int, int]:
        """Allowed player counts for these options (a game may narrow it)."""
        return self.min_players, self.max_players

    def default_players_for(self, options: O) -> int:
        """The player count used when none is asked for (default: ``default_players``)."""
        return self.default_players

    def check_options(self, players: int, options: O) -> None:
        """Cross-checks between options and the player count; raise ``OptionError``."""

    def sample_configs(self) -> list[tuple[int, dict[str, Any]]]:
        """(players, options) pairs the conformance suite must cover.

        The default is every allowed player count with default options; games
        with modes or formats list one entry per mode as well.
        """
        lo, hi = self.player_range(self.options_model())
        return [(n, {}) for n in range(lo, hi + 1)]

    def new_state(self, seed: object = 0, players: object = None, **options: Any) -> S:
        """A new game; options are validated, ``OptionError`` names a bad one."""
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise OptionError(f"{self.id}: seed must be an integer, not {_short(seed)}")
        if not 0 <= seed < SEED_LIMIT:
            # the generator keeps 64 bits: 7 and 2**64 + 7 would be the same game
            raise OptionError(Refusal("kernel.seed_range", {"game": self.id}))
        n, opts = self.validate_options(players, options)
        state = self.state_class.__new__(self.state_class)
        state._init_kernel(self, n, opts, Rng(seed))
        state._setup()
        return state

    def state_from_json(self, data: object, key: Key = None) -> S:
        """Rebuild a state from ``State.to_json`` output (the object or its JSON text),
        exactly.

        The input is untrusted (a file, a socket): only the game's own saved slots
        are read, each must be there and hold a value of the kind a new game holds,
        the options and player count are validated, and the game's invariants must
        hold. Anything wrong is one ``StateError``; nothing of the input reaches the
        kernel's own fields (the legal-action cache, the game, the options). With a key
        (``key``, else ``CARDTABLE_SECRET``) the state must carry a matching MAC
        (``kernel.integrity.sign``), so an edited file is refused.
        """
        try:
            reference, slots = self._saved_parts(data, key)
        except StateError:
            raise
        except (CardtableError, ValueError, KeyError, RecursionError) as exc:
            raise StateError(f"{self.id}: not a saved state of this game: "
                             f"{_short(exc)}") from None
        reference._rebuild_derived()  # a game that forgot its rebuild fails here, loudly
        try:
            return self._load_slots(reference, slots)
        except StateError:
            raise
        except (CardtableError, ValueError, TypeError, KeyError, AttributeError,
                RecursionError, IndexError, ArithmeticError, AssertionError) as exc:
            raise StateError(f"{self.id}: not a saved state of this game: "
                             f"{_short(exc)}") from None

    def _saved_parts(self, given: object, key: Key = None) -> tuple[S, Mapping[str, Any]]:
        """A new game with the saved options (to compare slots with) and the saved slots
        (``given``: a JSON text or object, else refused)."""
        data = json.loads(given) if isinstance(given, str) else given
        if not isinstance(data, Mapping):
            raise StateError(f"{self.id}: a saved state is a JSON object, not "
                             f"{type(data).__name__}")
        try:
            integrity.verify(data, key)
        except IntegrityError as exc:
            raise StateError(f"{self.id}: saved state refused: {exc}") from None
        missing = [k for k in ("game", "players", "options", "slots") if k not in data]
        if missing:
            raise StateError(f"{self.id}: a saved state needs {', '.join(missing)}")
        if data["game"] != self.id:
            raise StateError(f"state is of game {_short(data['game'])}, not {self.id!r}")
        players, options, slots = data["players"], data["options"], data["slots"]
        if isinstance(players, bool) or not isinstance(players, int):
            raise StateError(f"{self.id}: players must be a whole number")
        if not isinstance(options, Mapping) or not isinstance(slots, Mapping):
            raise StateError(f"{self.id}: options and slots must be JSON objects")
        n, opts = self.validate_options(players, dict(options))
        return self.new_state(0, n, **opts.model_dump()), slots

    def _load_slots(self, reference: S, slots: Mapping[str, Any]) -> S:
        """A state of ``reference``'s game and options holding the saved ``slots``."""
        n, opts = reference.num_players, reference.options
        expected = reference._data_slots()
        unknown = sorted(str(k) for k in slots if k not in expected)
        if unknown:
            raise StateError(f"{self.id}: a saved state may not set {', '.join(unknown)}")
        absent = [name for name in expected if name not in slots]
        if absent:
            raise StateError(f"{self.id}: the saved state lacks {', '.join(absent)}")
        state = self.state_class.__new__(self.state_class)
        state.game = self
        state.options = opts
        state._legal_cache = None
        state.recording = True
        for name in expected:
            value = serial.decode(slots[name])
            kind = type(getattr(reference, name))
            if value is not None and getattr(reference, name) is not None and not (
                    isinstance(value, kind) or (kind is float and isinstance(value, int))):
                raise StateError(f"{self.id}: slot {name!r} holds {type(value).__name__}, "
                                 f"not {kind.__name__}")
            object.__setattr__(state, name, value)
        if state.num_players != n:
            raise StateError(f"{self.id}: the slots say {state.num_players} players, the "
                             f"state {n}")
        state._rebuild_derived()
        problems = self.invariant_errors(state)
        if problems:
            raise StateError(f"{self.id}: the saved state breaks the game's rules: "
                             f"{problems[0]}")
        _probe(state)
        return state

    # ---- actions ---------------------------------------------------------
    @property
    def num_distinct_actions(self) -> int:
        return self.action_space.size

    def encode(self, action: Action) -> int:
        return self.action_space.encode(action)

    def decode(self, code: int, state: S | None = None) -> Action:
        """The action with ``code`` (``state`` may help a game decode; the default ignores it)."""
        return self.action_space.decode(code)

    # ---- hooks for RL adapters (cardtable.adapters; see kernel/tensor.py) ------
    def tensor_layout(self, players: int, options: O) -> TensorLayout:
        """The named sections of ``observation_tensor`` for ``players`` and validated
        ``options``: one fixed length per configuration. The default has none."""
        raise NotImplementedError(f"{self.id} defines no observation tensor")

    def write_tensor(self, writer: TensorWriter, observation: Mapping[str, Any],
                     options: O) -> None:
        """Write every section of ``writer.layout`` from ``observation`` (a seat's or the
        spectator's ``State.observation``) and the options alone, never from a state, so
        equal observations give equal tensors."""
        raise NotImplementedError(f"{self.id} defines no observation tensor")

    def length_bound(self, players: int, options: O) -> int | None:
        """The most actions any game of this configuration can take, derived from the
        game's step caps (turn limits, actions per turn); ``None``: the rules set no bound
        with these options. The default knows none."""
        return None

    def rl_options(self, players: int | None, options: Mapping[str, Any]) -> dict[str, Any]:
        """``options`` with the game's own limits added where the rules would leave a game
        unbounded (a turn limit of "none"), so RL adapters can offer ``max_game_length``;
        options the caller set are kept. The default adds nothing."""
        return dict(options)

    def _config(self, players: int | None, options: Mapping[str, Any] | GameOptions | None
                ) -> tuple[int, O]:
        if isinstance(options, GameOptions):
            options = options.model_dump()
        return self.validate_options(players, dict(options or {}))

    def observation_shape(self, players: int | None = None,
                          options: Mapping[str, Any] | GameOptions | None = None
                          ) -> tuple[int]:
        """The shape of ``observation_tensor`` for a configuration (``OptionError`` for a
        bad one): one flat length, the same for every state, seat and spectator."""
        n, opts = self._config(players, options)
        return (self.tensor_layout(n, opts).size,)

    def observation_tensor(self, source: State | Mapping[str, Any], seat: int | None,
                           options: Mapping[str, Any] | GameOptions | None = None
                           ) -> list[float]:
        """``observation(seat)`` as a flat list of floats of ``observation_shape`` length.

        ``source`` is a state (its ``observation(seat)`` is used, with its options) or an
        observation dict already taken for ``seat`` (then ``options`` are the game's,
        default when omitted). Only the observation is read, so two states that look the
        same to ``seat`` give equal tensors.
        """
        if isinstance(source, State):
            if source.game.id != self.id:
                raise TensorError(f"a state of {source.game.id} is not one of {self.id}")
            observation: Mapping[str, Any] = source.observation(seat)
            n, opts = source.num_players, source.options
        else:
            observation = source
            if observation.get("game") != self.id or observation.get("seat") != seat:
                raise TensorError(f"not an observation of {self.id} for seat {seat}: game "
                                  f"{_short(observation.get('game'))}, seat "
                                  f"{_short(observation.get('seat'))}")
            n, opts = self._config(observation.get("players"), options)
        writer = self.tensor_layout(n, opts).writer()
        self.write_tensor(writer, observation, opts)
        return writer.finish()

    def legal_action_mask(self, state: S) -> list[int]:
        """1 at ``encode(a)`` for every legal action ``a`` of ``state``, else 0; length
        ``num_distinct_actions`` (all zeros when the game is over)."""
        mask = [0] * self.num_distinct_actions
        for action in state.legal_actions():
            mask[self.encode(action)] = 1
        return mask

    def max_game_length(self, players: int | None = None,
                        options: Mapping[str, Any] | GameOptions | None = None) -> int:
        """The most actions a game of this configuration can take (``length_bound``);
        ``OptionError`` when the options leave the game unbounded."""
        n, opts = self._config(players, options)
        bound = self.length_bound(n, opts)
        if bound is None:
            raise OptionError(f"{self.id}: with these options the rules set no bound on the "
                              "length of a game; set a turn limit (see docs/rl.md)")
        return bound

    def action_space_fingerprint(self, players: int | None = None,
                                 options: Mapping[str, Any] | GameOptions | None = None) -> str:
        """A short hash of the action encoding (kinds, arguments, domains, in order), so a
        saved policy can refuse a game whose encoding changed."""
        self._config(players, options)
        return self.action_space.fingerprint(self.id)

    # ---- hooks for front ends and bots ---------------------------------------
    def evaluate(self, state: S, seat: int) -> float:
        """Heuristic value of ``state`` for ``seat`` in [-1, 1]; used by bots.

        The default knows only the result: the return when terminal, else 0.
        """
        if state.is_terminal():
            return state.returns()[seat]
        return 0.0

    def render(self, observation: Mapping[str, Any], lang: str) -> Any:
        """A rich renderable (or text) of an observation; default: generic."""
        from cardtable.kernel.render import render_generic

        return render_generic(observation, lang)

    def action_label(self, view: PlayerView, action: Action, lang: str) -> str:
        """What choosing ``action`` decides, in plain words in ``lang`` (menus, replays).

        ``view`` is the deciding seat's ``PlayerView`` (its observation and its log, never
        the true state); ``action`` is one of that seat's legal actions. A label names
        cards, players and amounts as the table shows them, never ids or text forms.
        The default is the action's text form.
        """
        return action.to_text()

    def menu_entry(self, view: PlayerView, action: Action, lang: str) -> MenuEntry:
        """``action`` in a long menu: a heading shared by related choices and the short
        entry under it (``MenuEntry("Discard a card and attack", "Royal Archers")``), so
        that a front end can list many choices in a few lines. ``view`` as for
        ``action_label``. The default has no heading: the entry is the label."""
        return MenuEntry("", self.action_label(view, action, lang))

    def next_setup_question(self, players: int | None, answers: Mapping[str, Any]
                            ) -> SetupQuestion | None:
        """The next option a human should choose before play, given ``answers``.

        ``players`` is the requested player count (``None``: the game's
        default); ``answers`` holds the options chosen so far (or given on the
        command line). Returning ``None`` means nothing more to ask. The default asks nothing.
        """
        return None

    def invariant_errors(self, state: S) -> list[str]:
        """What is wrong with ``state`` by the game's invariants (every card exactly
        once, counts in range...); ``[]`` when nothing is. Position builders and the
        conformance run check it. The default checks nothing."""
        return []

    def position(self, seed: int = 0, players: int | None = None, **options: Any) -> Any:
        """A ``PositionBuilder`` to set up a mid-game position (see ``kernel.position``).

        Games with rule tests override this; the default has no builder.
        """
        raise NotImplementedError(f"{self.id} has no position builder")

    def with_cards(self, source: str) -> Self:
        """This game with extra cards from a TOML text or a file path (test cards,
        prototypes), without touching the game's own tables. Default: no extra cards."""
        raise NotImplementedError(f"{self.id} cannot load extra cards")

    def validate_content(self) -> dict[str, int]:
        """Load and validate every card/deck/map file; return counts by file.

        Raises ``CardDataError`` naming the file, card and field of a problem.
        Games with data files override this; the default has no files.
        """
        return {}

    # ---- hooks for simulations and balance reports (cardtable.sim) ------------
    def balance_factions(self) -> Sequence[str]:
        """Labels of per-seat factions (decks, trump sets, classes) a balance report pairs up.

        The default ``()`` means none: the report compares variants or seats instead.
        A game that lists factions also implements ``balance_options``.
        """
        return ()

    def balance_options(self, factions: Sequence[str]) -> Mapping[str, Any] | None:
        """Game options in which seat ``i`` plays ``factions[i]``; ``None``: no factions.

        Raise ``OptionError`` for a pairing the rules forbid (the report leaves that
        cell empty). The default ``None`` means the game cannot seat factions.
        """
        return None

    def balance_variants(self) -> Sequence[tuple[str, Mapping[str, Any]]]:
        """Game-wide variants ``(label, options)`` a balance report compares; default none.

        Without ``balance_factions`` the report is a variant-by-bot matrix. With factions
        they are the columns of a one-player (Solo) report: each faction against the
        game's own opponent in each variant (e.g. an AI level); more players ignore them.
        """
        return ()

    def balance_name(self, label: str, lang: str) -> str:
        """The display name in ``lang`` of a label of ``balance_factions`` or
        ``balance_variants`` (the name the play menu shows); default: the label itself."""
        return label

    def card_name(self, card: str, lang: str) -> str:
        """The display name in ``lang`` of a card as ``card_played`` names it;
        default: ``card`` itself."""
        return card

    def card_played(self, state: S, action: Action) -> str | None:
        """The card (id or name) ``action`` plays in ``state``, asked before it is applied.

        Drives per-card play and win rates; ``None``: no card. The default names the
        word argument ``card`` of a ``play`` action.
        """
        card = action.get("card") if action.kind == "play" else None
        return card if isinstance(card, str) else None

    # ---- hooks for card information (``info``, ``help``, ``cardtable cards``) ---------
    # They take a card id or an observation, never a ``State``: what they say is what
    # a seat may know, so any front end (the terminal, a browser) may call them.
    def card_ids(self) -> Sequence[str]:
        """Every card (and other described thing, such as a spell) a player may look up,
        in the order ``cardtable cards`` lists them. The default: none."""
        return ()

    def card_text(self, card: str, lang: str) -> str:
        """The rules text of ``card`` in ``lang``; ``""`` for a card without text (a
        plain creature). Lines of a longer text are separated by ``\\n``.

        The default knows no card (``card_ids`` is empty) and raises ``UnknownCard``;
        a game that lists cards answers for each of them and raises ``UnknownCard``
        for any other id.
        """
        raise UnknownCard(f"{self.id} has no card '{card}'")

    def card_facts(self, card: str, lang: str) -> str:
        """One short line in ``lang`` with the printed numbers of ``card``: its kind,
        cost and stats ("creature, cost 3, attack 2, health 4"); ``""`` (the default)
        when the game prints none."""
        return ""

    def visible_cards(self, observation: Mapping[str, Any]) -> list[tuple[str, str]]:
        """``(label, card id)`` of every card ``observation`` shows face up: hand, draft,
        board, pile, targets. ``label`` is the number or mark the game's ``render``
        prints next to the card ("1", "2" for the hand), ``""`` for a card shown by
        name only; labels are unique. A front end resolves ``info 2`` with it.
        The default: none."""
        return []

    def legend(self, lang: str) -> list[tuple[str, str]]:
        """``(symbol, meaning)`` for every symbol and abbreviation ``render`` uses
        (``*``, ``✓``, column headers...), in ``lang``; default none."""
        return []

    def glossary(self, lang: str) -> list[tuple[str, str]]:
        """``(term, explanation)`` for the game's keywords in ``lang``, in our own
        words; default none."""
        return []

    def word_names(self, lang: str) -> Mapping[str, str]:
        """The display name in ``lang`` of each word the action space uses
        (``humans`` → ``lidé``), so that a typed action may name it either way; default
        none."""
        return {}

    def map_view(self, observation: Mapping[str, Any]) -> dict[str, Any] | None:
        """The board map an observation is played on, as plain data for front ends that
        draw it (cells with their coordinates and marks); default none (no map)."""
        return None

    def starting_player(self, state: S) -> int | None:
        """The seat that took the first turn, asked on the final state.

        For games that draw the first player after setup decisions. The default
        ``None`` means: the first seat that had to decide.
        """
        return None

    def name(self, lang: str) -> str:
        """The display name in ``lang`` (English when it has none in ``lang``)."""
        return self.names.get(lang, self.names["en"])

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


AnyGame: TypeAlias = "Game[Any, Any]"
"""Any game, for front ends and registries that hold games of every kind."""

_SLOT_NAMES: Final[dict[tuple[type, bool], tuple[str, ...]]] = {}
"""(state class, with derived slots) -> its data slots (``State._data_slots``)."""


@mypyc_attr(allow_interpreted_subclasses=True)
class State(ABC):
    """One position of a game. Subclasses declare their data in ``__slots__``.

    State data must be plain (see ``kernel.serial``) and a tree, so that
    ``to_json`` and the default ``clone`` are exact.
    """

    __slots__ = ("_legal_cache", "events", "game", "history", "num_players", "options",
                 "recording", "rng", "steps")

    game: AnyGame
    num_players: int
    options: Any
    rng: Rng
    events: list[Event]
    history: list[Action]
    steps: int
    recording: bool
    """Whether events are recorded (``log``); ``False`` after ``stop_recording``."""
    _legal_cache: list[Action] | None

    _KERNEL_SLOTS: ClassVar[tuple[str, ...]] = ("game", "options", "_legal_cache", "recording")
    _DERIVED_SLOTS: ClassVar[tuple[str, ...]] = ()
    """Slots a game keeps only for speed, computed from the other slots (an index,
    a count): copied by ``clone`` but left out of ``to_json`` and digests, and
    recomputed by ``_rebuild_derived`` when a state is read back from JSON."""

    def _init_kernel(self, game: AnyGame, players: int, options: GameOptions, rng: Rng) -> None:
        self.game = game
        self.num_players = players
        self.options = options
        self.rng = rng
        self.events = []
        self.history = []
        self.steps = 0
        self.recording = True
        self._legal_cache = None

    # ---- hooks a game implements -----------------------------------------
    @abstractmethod
    def _setup(self) -> None:
        """Deal, shuffle and set the first decision (uses ``self.rng``)."""

    @abstractmethod
    def _current(self) -> int:
        """The seat that decides now; only called on non-terminal states."""

    @abstractmethod
    def _terminal(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def _returns(self) -> list[float]:
        """Final returns per seat; only called on terminal states."""

    @abstractmethod
    def _legal(self) -> list[Action]:
        """The legal actions of the current seat, in a deterministic order."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a legal action (the kernel has checked it is legal)."""

    @abstractmethod
    def _observation(self, seat: int | None) -> dict[str, Any]:
        """Everything ``seat`` (``None``: spectator) may know, JSON-ready."""

    def _determinize(self, seat: int | None, rng: Rng) -> None:
        """Resample, in place on a clone, everything ``seat`` cannot see.

        The default suits games of perfect information.
        """

    def explain_illegal(self, action: Action) -> str | Refusal:
        """Why ``action`` is not legal now: a ``Refusal`` (a catalogued message and the
        rule IDs) that front ends show in the player's language; games override it."""
        return Refusal("kernel.not_legal", {"action": shorten(str(action), 80)})

    # ---- the public API ----------------------------------------------------
    def current_player(self) -> int | None:
        """The seat that must decide now, or ``None`` when the game is over."""
        return None if self._terminal() else self._current()

    def is_terminal(self) -> bool:
        return self._terminal()

    def returns(self) -> list[float]:
        """Win 1, loss -1, draw 0 per seat; zeros while the game goes on."""
        if not self._terminal():
            return [0.0] * self.num_players
        return self._returns()

    # The legal-action cache is filled only on a state that is not over and is
    # dropped by ``apply`` (and by anything else that changes the state), so a
    # filled cache also answers "not terminal" without asking the game again.
    def invalidate(self) -> None:
        """Forget what was derived from the state before it was edited outside ``apply``.

        Code that changes a state by hand (a position builder, a test, a puzzle
        loader) calls this afterwards; ``apply`` does it itself.
        """
        self._legal_cache = None

    def legal_actions(self) -> list[Action]:
        """Legal actions of the current seat; empty when terminal."""
        legal = self._legal_cache
        if legal is None:
            if self._terminal():
                return []
            legal = self._legal_cache = self._legal()
        return legal[:]  # a copy (compiled, a slice is cheaper than ``list()``)

    def is_legal(self, action: Action) -> bool:
        legal = self._legal_cache
        if legal is None:
            if self._terminal():
                return False
            legal = self._legal_cache = self._legal()
        return action in legal

    def check(self, action: object, seat: object = None) -> Action:
        """Raise ``IllegalAction`` with the reason unless ``action`` may be applied.

        Types are exact: ``seat`` is an ``int`` (not ``True``, ``1.0`` or ``'1'``) and
        ``action`` an ``Action`` itself, not a subclass (whose ``__eq__`` could say yes
        to anything); a wrong one is named by its ``repr``. Both are declared ``object``
        (here and in ``apply``) because they are checked here: the compiled build's
        entry points would otherwise refuse a wrong type with a ``TypeError``.
        """
        if seat is not None and type(seat) is not int:
            raise IllegalAction(Refusal("kernel.bad_seat", {"seat": _short(seat, 40)}))
        if type(action) is not Action:
            raise IllegalAction(Refusal("kernel.not_an_action", {"value": _short(action, 60)}))
        legal = self._legal_cache
        if legal is None:
            if self._terminal():
                raise IllegalAction(Refusal("kernel.game_over"))
            legal = self._legal_cache = self._legal()
        if seat is not None and seat != (current := self._current()):
            raise IllegalAction(Refusal("kernel.wrong_seat", {"current": current, "seat": seat},
                                        self.game.out_of_turn_rule))
        # Bots hand back one of the listed objects: an identity scan finds it
        # without calling ``Action.__eq__`` on the entries before it.
        for candidate in legal:
            if candidate is action:
                return action
        if action in legal:
            return action
        kinds = sorted({a.kind for a in legal})
        if action.kind not in kinds and action.kind not in self.game.action_space.kind_names:
            raise IllegalAction(Refusal("kernel.unknown_kind", {
                "kind": shorten(action.kind, 40), "kinds": ", ".join(kinds)}))
        raise IllegalAction(self.explain_illegal(action))

    def apply(self, action: object, seat: object = None) -> None:
        """Apply a legal action (an ``Action``); ``IllegalAction`` leaves the state
        unchanged, whatever was given (see ``check``).

        ``seat``, when given, must be the current player.
        """
        legal = self._legal_cache
        found: Action | None = None
        if legal is not None and seat is None:
            # The hot path: a bot hands back an object from the cached list.
            for candidate in legal:
                if candidate is action:
                    found = candidate
                    break
        if found is None:
            found = self.check(action, seat)
        self._legal_cache = None
        self.history.append(found)
        self.steps += 1
        self._apply(found)

    def apply_text(self, text: str, seat: int | None = None) -> Action:
        """Parse and apply an action's text form; returns the action."""
        action = Action.parse(text)
        self.apply(action, seat)
        return action

    def observation(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know (``None``: public information only)."""
        if seat is not None and not 0 <= seat < self.num_players:
            raise ValueError(f"seat {seat} is outside 0..{self.num_players - 1}")
        terminal = self._terminal()
        return {
            "game": self.game.id,
            "seat": seat,
            "players": self.num_players,
            "step": self.steps,
            "current_player": None if terminal else self._current(),
            "terminal": terminal,
            "returns": self.returns(),
            **self._observation(seat),
        }

    def events_for(self, seat: int | None) -> list[Event]:
        """The log as ``seat`` sees it."""
        return events_for(self.events, seat)

    def log(self, key: str, **params: Any) -> None:
        """Record a public event (nothing once ``stop_recording`` was called)."""
        if self.recording:
            self.events.append(Event(key, params))

    def log_built(self, key: str, build: ParamsBuilder, args: tuple[Any, ...]) -> None:
        """Record a public event whose parameters ``build(args)`` makes when someone reads
        them (``Event.built``; nothing once ``stop_recording`` was called): for events
        whose parameters are costly to make (nested messages) and logged on most steps.
        ``args`` must not change afterwards (copy a list that the state keeps changing)."""
        if self.recording:
            self.events.append(Event(key, None, None, None, build, args))

    def log_private(self, seats: Sequence[int], key: str, params: Mapping[str, Any],
                    redacted_key: str | None = None,
                    redacted_params: Mapping[str, Any] | None = None) -> None:
        """Record an event only ``seats`` see in full (nothing once ``stop_recording``
        was called)."""
        if self.recording:
            self.events.append(Event.private(key, params, seats, redacted_key,
                                             redacted_params))

    def stop_recording(self) -> None:
        """Record no more events on this state and the states cloned from it: a playout
        (a bot's search, a simulation that reads only results) needs none, and building
        them is a large part of a step. The rules, the legal actions and the observations
        are the same either way; the log keeps what was recorded before (and so does
        ``to_json``), and a game's code that builds an event's parameters asks
        ``recording`` first. A state loaded from JSON records again."""
        self.recording = False

    # ---- copies ------------------------------------------------------------
    def _data_slots(self, derived: bool = False) -> list[str]:
        """The game's saved slots (with ``derived``: and its derived ones); worked out
        once per class (a copy of the list is returned)."""
        key = (type(self), derived)
        found = _SLOT_NAMES.get(key)
        if found is None:
            found = _SLOT_NAMES[key] = self._find_data_slots(derived)
        return list(found)

    def _find_data_slots(self, derived: bool) -> tuple[str, ...]:
        skip = self._KERNEL_SLOTS if derived else self._KERNEL_SLOTS + self._DERIVED_SLOTS
        names: list[str] = []
        for cls in type(self).__mro__:
            # a mypyc-compiled class keeps no ``__slots__``; it lists its fields in
            # ``__mypyc_attrs__`` (the same names, in another order, and ``__dict__`` when
            # uncompiled subclasses are allowed)
            for name in cls.__dict__.get("__slots__", ()) or [
                    n for n in cls.__dict__.get("__mypyc_attrs__", ()) if n != "__dict__"]:
                if name not in skip and name not in names:
                    names.append(name)
        return tuple(names)

    def _rebuild_derived(self) -> None:
        """Recompute the ``_DERIVED_SLOTS`` from the saved ones (after ``state_from_json``)."""
        if self._DERIVED_SLOTS:
            raise TypeError(f"{type(self).__name__} declares derived slots "
                            f"{self._DERIVED_SLOTS} but does not rebuild them")

    def clone(self) -> State:
        """An independent copy; games may override for speed."""
        cls = type(self)
        new = cls.__new__(cls)
        new.game = self.game
        new.options = self.options
        new._legal_cache = self._legal_cache
        new.num_players = self.num_players
        new.rng = self.rng.copy()
        new.events = list(self.events)
        new.history = list(self.history)
        new.steps = self.steps
        new.recording = self.recording
        self._copy_game_data(new)
        return new

    def _copy_game_data(self, new: State) -> None:
        """Copy the game's own slots into ``new``; the default copies them all."""
        for name in self._data_slots(derived=True):
            if name not in ("num_players", "rng", "events", "history", "steps"):
                object.__setattr__(new, name, serial.fast_copy(getattr(self, name)))

    def determinize(self, seat: int | None, rng: Rng) -> State:
        """A full state consistent with ``observation(seat)``, hidden parts resampled.

        The state's own RNG is reseeded too, so future chance is not known.
        """
        new = self.clone()
        new._determinize(seat, rng)
        new.rng = rng.fork()
        new._legal_cache = None
        return new

    # ---- JSON --------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """Exact JSON-ready form, RNG included; ``Game.state_from_json`` reverses it."""
        return {
            "game": self.game.id,
            "engine": ENGINE_VERSION,
            "players": self.num_players,
            "options": self.options.model_dump(mode="json"),
            "slots": {name: serial.encode(getattr(self, name)) for name in self._data_slots()},
        }

    def __repr__(self) -> str:
        status = "over" if self._terminal() else f"seat {self._current()} to act"
        return f"<{type(self).__name__} {self.game.id} step {self.steps}, {status}>"


SEED_LIMIT: Final = 2**64
"""Seeds are whole numbers 0 <= seed < 2**64 (the generator's state, kernel.rng)."""


def _probe(state: State) -> None:
    """Ask a loaded state everything a front end or a bot asks first (who decides, the legal
    actions, the result, every seat's observation), so a value of the wrong kind deep
    inside the saved slots (``None`` for a number in a nested record) fails here, inside
    ``state_from_json``, and not later in a game."""
    if not state._terminal():
        state._current()
        state._legal()
    state.returns()
    for seat in [None, *range(state.num_players)]:
        state.observation(seat)
